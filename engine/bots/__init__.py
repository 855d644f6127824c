"""Computer players: rule-based opponents that decide only from their seat's view.

`list_styles()` names the personalities (data in `styles.yaml`).
"""

from engine.bots.styles import Style, StyleError, get_style, list_styles

__all__ = ["Style", "StyleError", "get_style", "list_styles"]
