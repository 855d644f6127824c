"""The TV's pot and nets and the phones' come from one place (game.play.landed_money): each used to
work a payment out from the events itself (the TV per kind of event, the phones from their own
table of kinds), so a change to one could leave the other saying another figure. Here a stepped
party (a paced TV and a phone) is played with that place watched: the TV and the phones both ask it
what each event moves and what the figures become once it lands, and say the same pot frame by
frame (tests/test_party_phones_follow_the_chips_and_the_deal.py checks the nets too)."""

from __future__ import annotations

import inspect
from collections import Counter
from collections.abc import Callable
from fractions import Fraction

import pytest
from test_party_phones_follow_the_chips_and_the_deal import played_party

from game.play import landed_money


def watched(
    asked: Counter[tuple[str, str]], name: str, plain: Callable[..., object]
) -> Callable[..., object]:
    def asking(*args: object) -> object:
        caller = inspect.stack()[1].frame.f_globals["__name__"]
        asked[name, "tv" if caller.startswith("game.felt") else caller] += 1
        return plain(*args)

    return asking


def test_the_tv_and_the_phones_present_one_decision_of_what_has_landed(monkeypatch: pytest.MonkeyPatch):
    asked: Counter[tuple[str, str]] = Counter()
    for name in ("payment", "land"):
        monkeypatch.setattr(landed_money, name, watched(asked, name, getattr(landed_money, name)))
    frames = Counter[str]()

    def look(now, tv, model, seat, state):
        if state["hand"] == model.hand:
            assert Fraction(state["pot"]) == model.pot, (now, state["pot"], model.pot)
            frames["same pot"] += 1

    played_party("baseball", 2, look)
    for name in ("payment", "land"):
        assert asked[name, "tv"] > 5, asked
        assert asked[name, "game.party.paced_pot"] + asked[name, "game.party.shown_move"] > 5, asked
    assert frames["same pot"] > 100, frames
