"""What moves over the table between its places: chips thrown to the pot or to a winner and cards
dealt (under the seats, which they come from and go to: hidden under a seat's name plate) and the
words that pop up (over everything, on a dark plate, rising: game.felt.popup_place says where).
game.felt.table_draw.TableRenderer is an InTheAir."""

from __future__ import annotations

import pygame

from game.felt import layout
from game.felt.chips import CHIP
from game.felt.director import Director
from game.felt.popup_place import POPUP_RISE
from game.felt.seat_words import named_slots
from game.felt.table_model import Popup, TableModel
from game.platform import palette
from game.platform.text import Text


class InTheAir:
    """The table renderer's chips in flight and popups."""

    text: Text
    places: layout.Layout
    chips: list[pygame.Surface]  # one chip a colour (game.felt.chips)
    felt: pygame.Surface  # the bare table, drawn first

    def hide_under_name_plates(
        self, canvas: pygame.Surface, model: TableModel, director: Director, flights: list[pygame.Rect]
    ) -> None:
        """Cards in flight (`flights`: where they were drawn) pass under the seats' name plates out
        of sight: the felt is put back under each plate where a card lies, before the see-through
        plate is drawn over it as ever. A newcomer's play-test at TEXT SIZE large saw the deal's
        cards fly over the YOU bar (shot_106): under the see-through plate a card showed dimmed
        round its name and net, and read as lying on it. A card in flight past a plate is seen
        whole, under none of its words; one coming to a seat from over its plate shows first at the
        top of the seat's cards, in its box."""
        if not flights:
            return
        named = named_slots(model.seats, director.slots, self.places.body)
        for number in range(len(model.seats)):
            plate = layout.name_plate(named[number])
            # and the felt between the plate and the seat's cards: a card coming down to your pile
            # showed its top there, between the YOU bar and the pile, read as the pile poking out
            # of your box (a Hold'em newcomer's No Peek play-test)
            plate.height = max(plate.height, director.slots[number].cards_y - plate.y)
            for flight in flights:
                hidden = plate.clip(flight)
                if hidden.width and hidden.height:
                    canvas.blit(self.felt, hidden.topleft, area=hidden)

    def draw_chips_in_flight(self, canvas: pygame.Surface, model: TableModel) -> None:
        """Chips thrown to the pot or to a winner, under every seat's plate, words and cards and
        under the centre's (the showcase's panel hides them as they cross it): they
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
