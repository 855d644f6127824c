"""TEXT SIZE on the menu pages that a player reaches during play (OPTIONS, YOUR OPPONENTS, the pause
menu): their items and the chosen item's words in the table's size, so a player who chose LARGE for
a TV across the room reads them as large (a newcomer's play-test found them at the normal size).
A page follows the setting while it is up: OPTIONS changes it on its own rows."""

from __future__ import annotations

from game.platform.text import BODY, TEXT_SIZES
from game.platform.widgets import Menu
from game.store.settings import Settings

GAP = 4  # between two rows of menu words at the large size (as the table's lines: TypeScale.line)


def menu_body(settings: Settings) -> int:
    """The size of a menu page's words at the chosen TEXT SIZE."""
    sizes = TEXT_SIZES.get(settings.text_size)
    return BODY if sizes is None else sizes.body


def fit_menu(menu: Menu, size: int, spacing: int, bottom: int) -> None:
    """Lay `menu` out with words `size` tall: `spacing` apart at the normal size, a line and GAP
    apart when larger, scrolling (its rows) where all of them would not end above `bottom`."""
    menu.size = size
    menu.spacing = spacing if size == BODY else max(spacing, size + GAP)
    # (scrolling, the row under the last shown holds the mark that more are below: Menu.draw)
    under = (bottom - menu.pos[1] - size - 2 * menu.pad) // menu.spacing  # the rows after the first
    menu.rows = 0 if len(menu.items) <= under + 1 else under
    if not menu.rows:
        menu.first = 0
    menu.layout()
