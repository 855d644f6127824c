"""Where the buttons of the human deciding at the TV stand: at the side of the table, or, when a
dealer calls the game of a dealer's choice, the games' long names in the table's middle, under the
pot and over the prompt, and the chosen game's line at the side (both table scenes: one player's,
the party's)."""

from __future__ import annotations

import pygame

from game.felt import layout
from game.felt.table_model import TableModel
from game.platform import palette
from game.platform.text import BODY, Text, wrap
from game.platform.widgets import Item, Menu, panel

PAD = 4  # the panel round the games
# the key of each action's button (a dealer's games are 1, 2, 3...)
SHORTCUTS = {
    "check": "c",
    "call": "c",
    "bet": "b",
    "raise": "r",
    "fold": "f",
    "bring_in": "b",
    "complete": "m",
    "pay": "p",
    "decline": "d",
    "reveal": "v",
    "turn": "t",
}


def action_menu(items: list[Item], calling: bool, model: TableModel) -> Menu:
    """The boxed buttons of `items`; `calling`: they are a dealer's games (SessionDecision.CHOOSE_GAME),
    which take the middle of the table from what the last pot left there: its best five and, in No
    Peek, the hand to beat."""
    if not calling:
        return Menu(items, layout.BUTTONS, spacing=layout.BUTTON_SPACING, width=layout.BUTTON_W, boxed=True)
    model.showcase.clear()  # that pot is over: its result has been shown
    model.showcase_text = model.target = model.beat = ""
    width = (max(len(item.label) for item in items) + 6) * BODY  # with its "[1] " and the box
    above_prompt = (layout.PROMPT[0], layout.PROMPT[1] - PAD - 2)
    # four games and their panel fit between the stock and the prompt: the buttons touch
    spacing = BODY + 8
    return _OnAPanel(items, above_prompt, spacing=spacing, width=width, boxed=True, anchor="midbottom")


class _OnAPanel(Menu):
    """A menu on a panel of its own: the log under the middle of the table never shows between
    its buttons."""

    def draw(self, canvas: pygame.Surface, text: Text, focused: bool = True) -> None:
        if self.rects:
            box = self.rects[0].unionall(self.rects[1:]).inflate(2 * PAD, 2 * PAD)
            panel(canvas, box, palette.BLACK, palette.YELLOW)
        super().draw(canvas, text, focused)
        chosen = self.current
        if chosen is not None and chosen.detail:  # the chosen game in a line, where the buttons stand
            x, y = layout.BUTTONS
            for row, line in enumerate(wrap(chosen.detail, layout.BUTTON_W // BODY)):
                text.draw(canvas, line, (x, y + row * layout.LINE), BODY, palette.CYAN)
