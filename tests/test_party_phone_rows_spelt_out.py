"""A phone's rows, its BEST line and the hand to beat spell out a hand's name where the TV's form
shortens a word: a guest's play-test read "Str flush" on the phone's seat rows and "your best", 390
pixels across with the room for "Straight flush to 8" (528ca745 spelt it out in the TV's result, the
TV's log and the phones' result; room_states.in_form named the rest in the TV's form as it was).
The phone keeps the TV's form otherwise: its ranks in figures where the TV's are, its tight full
house ("K's full, 4's", an idiom, not a shortening)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine.cards import parse_cards
from engine.view import showing_of
from game.party.room_states import in_form
from game.telling.hand_forms import from_capitals, in_capitals
from game.telling.hand_words import form_ladder
from game.telling.hints import target_of

TIGHT = 2  # the TV's form where its seats are narrowest (game.felt.seat_words.table_rung)
STRAIGHT_FLUSH = "4h 5h 6h 7h 8h"
FULL_HOUSE = "Kh Kd Ks 4c 4h"


def said(cards: str, form: int) -> tuple[tuple[str, str], tuple[str, str, str]]:
    """((the TV's words for Casey's `cards`, for the hand to beat, "BEAT CASEY: ..." in capitals),
    (a phone's row, BEST line and hand to beat)) for Casey's `cards`, shown and held, with the TV
    naming hands in `form`."""
    value = showing_of(parse_cards(cards), frozenset())
    assert value is not None
    target = target_of("Casey", value).line()
    whose, _, beat = target.partition(": ")
    tv = (
        form_ladder(value.description)[form],
        f"{whose}: {in_capitals(form_ladder(from_capitals(beat))[form])}",
    )
    state = {
        "phase": "play",
        "players": [{"seat": 0, "name": "Casey", "showing": value.description}],
        "you": {"seat": 0, "hidden": [], "best": value.description},
        "target": target,
    }
    phone: Any = in_form(state, form)  # type: ignore[arg-type]  # (only the fields in_form reads)
    return tv, (phone["players"][0]["showing"], phone["you"]["best"], phone["target"])


def test_a_straight_flush_is_spelt_out_where_the_tv_says_str():
    tv, (row, best, target) = said(STRAIGHT_FLUSH, TIGHT)
    assert tv == ("Str flush to 8", "BEAT CASEY: STR FLUSH TO 8")  # (the TV's, its seats narrowest)
    assert row == best == "Straight flush to 8", (row, best)
    assert target == "BEAT CASEY: STRAIGHT FLUSH TO 8", target


@pytest.mark.parametrize("form", [0, 1, TIGHT])
@pytest.mark.parametrize("cards", [FULL_HOUSE, "Jh Jd 9s 7c 2d", "Ah Kh 9h 7h 2h", "9s 8d 7c 6h 5s"])
def test_other_hands_keep_the_tvs_form(cards, form):
    tv, phone = said(cards, form)
    assert not re.search(r"\bstr\b", " ".join(tv), re.IGNORECASE)  # (nothing to spell out)
    assert phone == (tv[0], tv[0], tv[1]), (phone, tv)


def test_a_tight_full_house_stays_the_tvs():
    assert said(FULL_HOUSE, TIGHT)[1][:2] == ("K's full, 4's", "K's full, 4's")
