"""The party TV names the dealer a game was picked for whole, in the call's banner in the middle and
then in the corner's mark: a host's play-test read 'TIME RAN OUT:' over 'PICKED FOR BART...' in the
corner for Bartholomew F., whom the phone and the seat's plate named whole. Where 'PICKED FOR' and
the name do not fit a line, the name takes a line of its own; a name that fits with them stays on
their line (NO ANSWER: / PICKED FOR ANN, as tests/test_party_tv_picked_badge.py sees it drawn)."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import entry_for
from test_picked_for_banner import Drawn

from game.felt import layout
from game.felt.game_banner import draw_game_banner
from game.felt.table_model import TableModel
from game.party.guest_protocol import MAX_NAME
from game.screens.party_badges import badge_lines
from game.telling.away_words import call_words
from game.telling.game_call import game_banner

LONG = ["BARTHOLOMEW F.", "W" * MAX_NAME, "MAXIMILIANA BELL"]  # the phones' longest names


def columns(places: layout.Layout) -> int:
    return places.button_w // places.small  # as draw_badges counts them


@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
@pytest.mark.parametrize("name", LONG)
@pytest.mark.parametrize("why", ["TIME RAN OUT", "NO ANSWER", "AWAY"])
def test_a_long_name_picked_for_is_said_whole_on_its_own_line(places, name, why):
    model = TableModel(picked_for=f"{why}: PICKED FOR {name}")
    lines = [line for line, _ in badge_lines(model, locked=True, columns=columns(places))]
    assert lines == [f"{why}:", "PICKED FOR", name, "ROOM LOCKED"]


@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
def test_a_short_name_stays_on_the_picked_for_line(places):
    model = TableModel(picked_for="NO ANSWER: PICKED FOR ANN")
    lines = [line for line, _ in badge_lines(model, locked=False, columns=columns(places))]
    assert lines == ["NO ANSWER:", "PICKED FOR ANN"]


@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
@pytest.mark.parametrize("name", LONG)
def test_the_calls_banner_says_why_and_the_whole_name(places, name):
    pygame.init()
    text, canvas = Drawn(), pygame.Surface((960, 540))
    _, caller = call_words("", name, False, False, "time ran out", "")
    draw_game_banner(
        canvas, text, (caller, *game_banner(entry_for("baseball").rules)), places, places.log_box
    )
    said = [line for line, _ in text.lines]
    caller = said[: said.index("BASEBALL")]  # the caller's lines over the game's name
    assert caller[-2:] == ["PICKED FOR", name] or caller[-1] == f"PICKED FOR {name}", said
    # why, where the middle has a line for it (at TEXT SIZE large two lines: the name whole first)
    assert caller[0] == "TIME RAN OUT:" or (places.large and len(caller) == 2), said
