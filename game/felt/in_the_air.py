"""What moves over the table between its places: chips thrown to the pot or to a winner (under the
seats, which they come from and go to) and the words that pop up (over everything, on a dark plate,
rising: game.felt.popup_place says where). game.felt.table_draw.TableRenderer is an InTheAir."""

from __future__ import annotations

import pygame

from game.felt import layout
from game.felt.chips import CHIP
from game.felt.popup_place import POPUP_RISE
from game.felt.table_model import Popup, TableModel
from game.platform import palette
from game.platform.text import Text


class InTheAir:
    """The table renderer's chips in flight and popups."""

    text: Text
    places: layout.Layout
    chips: list[pygame.Surface]  # one chip a colour (game.felt.chips)

    def draw_chips_in_flight(self, canvas: pygame.Surface, model: TableModel) -> None:
        """Chips thrown to the pot or to a winner, under every seat's plate, words and cards: they
        come out from under a seat's cards and go in under the winner's (a host play-test saw a pot's
        chips fly over a seat's cards on their way to the winner)."""
        for chip in model.chips:
            (x0, y0), (x1, y1) = chip.start, chip.end
            x, y = x0 + (x1 - x0) * chip.t, y0 + (y1 - y0) * chip.t - 24 * chip.t * (1 - chip.t)
            canvas.blit(
                self.chips[chip.colour % len(self.chips)], (round(x) - CHIP // 2, round(y) - CHIP // 2)
            )

    def draw_in_the_air(self, canvas: pygame.Surface, model: TableModel) -> None:
        """What moves over everything on the table: the words that pop up (on a dark plate:
        readable over cards, felt or words)."""
        for popup in model.popups:
            plate = self.popup_plate(popup)
            pygame.draw.rect(canvas, palette.BLACK, plate, border_radius=2)
            pygame.draw.rect(canvas, popup.colour, plate, 2, border_radius=2)
            self.text.draw(
                canvas, popup.text, plate.move(4, 4).topleft, self.places.body, popup.colour, floating=True
            )

    def popup_plate(self, popup: Popup) -> pygame.Rect:
        """A popup's plate where it has risen to now: its words and a margin of 4."""
        rect = self.text.render(popup.text, self.places.body).get_rect(
            center=(round(popup.pos[0]), round(popup.pos[1] - POPUP_RISE * popup.t * popup.rises))
        )
        return rect.inflate(8, 8)
