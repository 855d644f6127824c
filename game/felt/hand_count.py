"""The hand's number in the session, HAND 3 OF 8, at the felt's bottom right: the only words drawn
after everything else of a frame, so they can step aside for whatever lies on their place at that
moment instead of being drawn over it (game.felt.table_draw.TableRenderer is a HandCount)."""

from __future__ import annotations

import pygame

from game.felt import layout
from game.felt.table_model import TableModel
from game.platform import palette
from game.platform.display import SAFE
from game.platform.frame_log import FRAME
from game.platform.text import Text

LAST_HAND = "LAST HAND"  # the party's host ended the game after this pot (HandCount.last_hand)


def count_top(places: layout.Layout) -> int:
    """The top of the hand's number's line (count_rect), for what stands over it to keep clear."""
    return SAFE.bottom - 2 - places.small


def count_words(model: TableModel, last: bool = False) -> str:
    """The hand's number in the session: HAND 3 OF 8; `last`: the session ends with it early."""
    return LAST_HAND if last else f"HAND {model.hand} OF {model.pots}"


class HandCount:
    """The table renderer's hand count: its place and its drawing."""

    text: Text
    places: layout.Layout
    drawn_from: int  # FRAME's first item of the table's frame now drawn
    # the hand shown ends its session early: a party's host chose END THIS GAME AFTER THE POT, and
    # the phones said so while the TV's count went on with HAND 4 OF 8 (a host play-test)
    last_hand = False

    def count_rect(self, model: TableModel) -> pygame.Rect:
        """Where the hand's number is written: the felt's bottom right, under the buttons' column,
        right-aligned (the mirror of the game's corner at the bottom left)."""
        surface, lift = self.text.rendered(count_words(model, self.last_hand), self.places.small)
        rect = pygame.Rect(0, 0, surface.get_width(), surface.get_height() - lift)  # as Text.draw's
        x, _ = self.places.buttons
        rect.bottomright = (x + self.places.button_w - 2, SAFE.bottom - 2)  # (its shadow inside)
        return rect

    def free(self, rect: pygame.Rect) -> bool:
        """Nothing drawn so far in the table's frame lies on `rect` or touches it (the felt apart)."""
        clear = rect.inflate(4, 4)  # (never touching)
        drawn = (
            item for item in FRAME.items[self.drawn_from :] if (item.kind, item.text) != ("region", "felt")
        )
        return not any(item.rect.colliderect(clear) for item in drawn)

    def draw_count(self, canvas: pygame.Surface, model: TableModel) -> None:
        """HAND 3 OF 8 in its place (count_rect), drawn after everything else of the frame: where
        anything is drawn there at this moment (the buttons of many options or a dealer's games
        reaching down, the log moved under the buttons for a pot's result, a banner, a popup) it
        steps aside for that moment, never drawn over other words (in the game's corner it had
        given way for good in Night and Midnight Baseball at TEXT SIZE large: a player could not
        tell which hand of the session it was). Every game counts its hands, a dealer's choice too
        (a newcomer's play-test read its POT 1 OF 8 beside every other game's HAND 1 OF 8)."""
        if model.pots < 2:  # a guided hand is its session's one pot: HAND 1 OF 1 says nothing
            return
        rect = self.count_rect(model)
        if not self.free(rect):
            return
        colour = palette.YELLOW if self.last_hand else palette.WHITE  # as the foot's next game
        words = count_words(model, self.last_hand)
        self.text.draw(canvas, words, rect.topleft, self.places.small, colour, secondary=True)
