"""A lone wild card showing says why it is an ace: a newcomer's play-test read "Ace high" under a
seat showing only a 9 (Baseball: 3s and 9s wild) and took it for a mistake. The seat's words, your
SHOWING line and No Peek's target say "Ace high (9 is wild)", in fewer words where a line is short
("Wild 9 = A"), at every table size and both TEXT SIZEs, where the seat has a line for words."""

from __future__ import annotations

import re

import pytest
from frame_checks import frame_problems
from test_ui_card_rows import table

from game.felt import layout
from game.felt.hands_shown import aim
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME

LONE_NINE, LONE_THREE = "x x 9h", "x x 3c"
ACE = re.compile(r"Ace|= A\b")  # the hand's name, long ("Ace high (9 is wild)") or short ("Wild 9 = A")


def test_the_seat_and_the_target_say_why_a_lone_wild_card_is_an_ace():
    director, model, _ = table(4, layout.NORMAL, {0: LONE_THREE, 1: LONE_NINE, 2: "x x Kh", 3: "x x 9s Kd"})
    assert model.seats[1].showing == "Ace high (9\N{NO-BREAK SPACE}is\N{NO-BREAK SPACE}wild)"
    assert model.seats[0].showing.startswith("Ace high (3")
    assert model.seats[2].showing == "King high"  # no wild: nothing to explain
    assert "wild" not in model.seats[3].showing  # a wild with a king: a pair, nothing to explain
    model.no_peek, model.leader = True, 1
    aim(director.model)
    assert (
        model.target is not None
        and model.target.line().replace("\N{NO-BREAK SPACE}", " ") == "BEAT P1: ACE HIGH (9 IS WILD)"
    )


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", range(2, 9))
def test_every_seat_with_words_says_the_reason_in_its_room(app, size, players):
    places = layout.LAYOUTS[size]
    director, model, _ = table(players, places, dict.fromkeys(range(players), LONE_NINE))
    FRAME.clear()
    TableRenderer(app.text, app.cards, places=places).draw(app.display.canvas, model, director)
    said = [item.text for item in FRAME.texts()]
    slots = places.seat_slots(players)
    for seat, slot in slots.items():
        if not slot.word_lines:  # (an eight-player table's large top seats leave words to the result)
            continue
        words = [item for item in FRAME.texts() if slot.rect.contains(item.rect) and ACE.search(item.text)]
        assert words, (seat, said)
        assert any(
            "wild" in item.text.lower()
            for item in FRAME.texts()
            if slot.rect.inflate(0, 40).contains(item.rect)
        ), (
            seat,
            [item.text for item in words],
        )
    assert not any("\u2026" in text for text in said if ACE.search(text)), said
    assert frame_problems(f"{size} x{players}") == []


def test_the_large_centre_gives_the_reason_a_line_rather_than_leave_it_out(app):
    """The one line the large centre keeps for the target read 'BEAT SATCHEL: ACE HIGH'; it takes two
    (a short name keeps it on one: 'BEAT P1: WILD 9 = A'). At a bet the target is who leads (f0d3877).
    The seats at large say it short, "Wild 9 = A", and so does the middle."""
    director, model, _ = table(4, layout.LARGE, {1: LONE_NINE})
    model.no_peek, model.leader, model.round = True, 1, 1
    model.seats[1].name = "Satchel"
    aim(director.model)
    FRAME.clear()
    renderer = TableRenderer(app.text, app.cards, places=layout.LARGE)
    renderer.draw(app.display.canvas, model, director, prompt="YOUR TURN: CHECK OR BET")
    said = [item.text.replace("\N{NO-BREAK SPACE}", " ") for item in FRAME.texts()]
    # (in the seats' short form, as the seat says it: one form at the table)
    assert "SATCHEL LEADS:" in said and "WILD 9 = A" in said and "Wild 9 = A" in said, said
    assert frame_problems("large target") == []
