"""The final standings: places (ties share a place), names and net results, then the session's
awards (game.session_awards: biggest pot, best hand, most wilds, MVP); play again or title."""

from __future__ import annotations

import pygame

from engine.money import signed_mixed
from game import palette
from game.display import WIDTH
from game.input import Button, Input
from game.menu_page import MenuScene
from game.session_awards import SessionAward
from game.text import BODY, HEADING
from game.widgets import Item, Menu

ORDINALS = {1: "1ST", 2: "2ND", 3: "3RD"}
# place, name (7 letters), style line ("Station - normal"), then the net's right edge: room for
# a mixed number as long as "-123 11/12" before it meets the style line
COLUMNS = (48, 160, 336, 912)
TOP = 96  # the first row
ROW_H = HEADING + BODY // 2
LINE = BODY + BODY // 4
AWARD_W = 13  # characters of the award's title column: "BIGGEST POT" and a space


def place_label(place: int, shared: bool) -> str:
    return ORDINALS.get(place, f"{place}TH") + ("=" if shared else "")


class StandingsScene(MenuScene):
    heading = "FINAL STANDINGS"
    footer = "ENTER/A CHOOSE"

    def __init__(self, app, setup, model, standings, awards: list[SessionAward] | None = None) -> None:
        super().__init__(app)
        self.setup = setup
        names = [seat.name.upper() for seat in model.seats]
        self.awards = [
            (award.title, f"{' & '.join(names[seat] for seat in award.seats)}  {award.detail}")
            for award in awards or ()
        ]
        places = [s.place for s in standings]
        self.rows = [
            (
                place_label(s.place, places.count(s.place) > 1),
                model.seats[s.seat].name.upper(),
                model.seats[s.seat].style,
                s.net,
                model.seats[s.seat].human,
            )
            for s in sorted(standings, key=lambda s: (s.place, s.seat))
        ]
        self.menu = Menu(
            [
                Item("PLAY AGAIN", self.again),
                Item("TITLE", self.title),
            ],
            (WIDTH // 2, self.awards_top + len(self.awards) * LINE + BODY // 2),
            spacing=28,
            anchor="midtop",
        )

    @property
    def awards_top(self) -> int:
        return TOP + len(self.rows) * ROW_H + BODY // 2

    def again(self) -> None:
        self.setup.seed = None
        self.setup.reseeds = ()  # a continued session's re-seeds belong to its own seed
        self.app.go("table", setup=self.setup)

    def title(self) -> None:
        self.app.go("title")

    def handle(self, inp: Input) -> None:
        if not inp.is_(Button.BACK):
            self.menu.handle(inp)

    def draw_body(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        text.draw(
            canvas,
            f"{self.setup.rules.name.upper()} - {self.setup.rules.pots} POT{'S' if self.setup.rules.pots != 1 else ''}",
            (WIDTH // 2, 62),
            BODY,
            palette.CYAN,
            anchor="midtop",
        )
        for row, (place, name, style, net, human) in enumerate(self.rows):
            y = TOP + row * ROW_H
            colour = palette.YELLOW if human else palette.WHITE
            text.draw(canvas, place, (COLUMNS[0], y), HEADING, colour)
            text.draw(canvas, name, (COLUMNS[1], y), HEADING, colour)
            text.draw(canvas, style, (COLUMNS[2], y + 4), BODY, palette.GREY)
            net_colour = palette.net_colour(net)
            text.draw(canvas, signed_mixed(net), (COLUMNS[3], y), HEADING, net_colour, anchor="topright")
        for row, (title, words) in enumerate(self.awards):
            y = self.awards_top + row * LINE
            text.draw(canvas, title, (COLUMNS[0], y), BODY, palette.YELLOW)
            text.draw(canvas, words, (COLUMNS[0] + AWARD_W * BODY, y), BODY, palette.WHITE)
