"""The game's corner at the felt's bottom left: the game's name, what is wild, its quirks and the
keys, drawn in the lines game.felt.game_quirk lays out (game.felt.table_draw.TableRenderer is a
CornerDrawing)."""

from __future__ import annotations

import dataclasses

import pygame

from game.felt import layout
from game.felt.game_quirk import BESIDE, Corner, CornerLine, corner_lines, name_lines, quirk_parts
from game.felt.table_model import TableModel
from game.platform.frame_log import FRAME
from game.platform.text import HINT, Text, wrap


class CornerDrawing:
    """The table renderer's game corner."""

    text: Text
    places: layout.Layout
    keys: str  # the key hint under the game's information
    keys_at_large: bool  # the keys shown at TEXT SIZE large too (the party TV's)
    coach_lines: int  # the coach's panel's lines, which the corner keeps clear of

    def draw_info(self, canvas: pygame.Surface, model: TableModel) -> None:
        """The game, what is wild and the keys, at the bottom left: what is wild in the body size,
        the rest secondary, in the small one (the same at normal size). The hand's number has its
        own place (draw_count)."""
        x, y = self.places.info
        small, body = self.places.small, self.places.body
        # the info's width: your seat's block starts a character after it ("NIGHT BASEBALL YOU"
        # read as one line), so the name says itself in that width, on one line where it can (name_lines)
        columns = layout.INFO_W // small
        wild = " ".join(sorted(model.wild_ranks, key="23456789TJQKA".index))
        corner = Corner(
            corner_name(model.profile, self.places) if model.profile else [],
            wrap(_wild_words(model, wild), layout.INFO_W // body),
            [] if model.calling or model.rules is None else quirk_parts(model.rules, bool(model.session)),
            # (large: a less busy table, a pad's START is the menu's key; but not the party TV's)
            self.keys if self.keys_at_large or not self.places.large else "",
        )
        lines = corner_lines(
            corner, y, layout.INFO_W, small, body, HINT, self.keys_at_large, self.coach_lines
        )
        if level_with_your_name(lines, y, columns) and model.profile:
            # no room to start a line lower (the party TV's five lines): the name's short form, clear
            # of your name's plate on its line (a host play-test read NIGHT BASEBALL MAXIMILIANA B.),
            # else its lines in the column's width (INFO_W), not a character's room from your name
            short = name_lines(model.profile, columns - BESIDE)
            name = short if len(short) == 1 else name_lines(model.profile, columns)
            if name != corner.name:
                corner = dataclasses.replace(corner, name=name)
                lines = corner_lines(
                    corner, y, layout.INFO_W, small, body, HINT, self.keys_at_large, self.coach_lines
                )
        drawn = [
            self.text.draw(canvas, line.text, (x, line.y), line.size, line.colour, secondary=line.secondary)
            for line in lines
        ]
        if drawn:  # no seat's cards come near it (tests/frame_checks.py)
            FRAME.region("corner", drawn[0].unionall(drawn[1:]))


def corner_name(name: str, places: layout.Layout) -> list[str]:
    """The game's `name` in the corner (name_lines): in the column's width (INFO_W), else, where
    that takes two lines, in one line to a character short of your seat's block where it fits
    there (at TEXT SIZE large, your seat a character further right, 15 letters: a play-test at a
    TV across a room read DEALER'S / CHOICE over DEALER / PICKS, four lines for two words)."""
    small = places.small
    lines = name_lines(name, layout.INFO_W // small)
    wider = name_lines(name, (places.bottom.x - places.info[0]) // small - 1)
    return wider if len(lines) > 1 and len(wider) == 1 else lines


def level_with_your_name(lines: list[CornerLine], top: int, columns: int) -> bool:
    """Whether the corner's first line stands on your name's line (`top`) and runs to within BESIDE
    characters of its column's end, where your seat's plate starts: read as one line with it."""
    return bool(lines) and lines[0].y <= top and len(lines[0].text) > columns - BESIDE


def _wild_words(model: TableModel, wild: str) -> str:
    """The wild cards of the game in play; in a dealer's choice, before the first call, that the
    dealer is calling the game."""
    if model.calling:
        return "DEALER PICKS"
    return f"WILD: {wild}" if wild else "NO WILDS"
