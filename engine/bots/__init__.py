"""Computer players: rule-based opponents that decide only from their seat's view.

`make_bot(style, difficulty, seed)` builds one; `list_styles()` names the personalities (data in
`styles.yaml`); difficulties are easy, normal and hard (`engine.bots.difficulty`).
"""

from engine.bots.bot import Bot, make_bot
from engine.bots.difficulty import DIFFICULTIES, Difficulty
from engine.bots.styles import Style, StyleError, get_style, list_styles

__all__ = ["DIFFICULTIES", "Bot", "Difficulty", "Style", "StyleError", "get_style", "list_styles", "make_bot"]
