"""The phone's banner says whose moment it is and the hand that made it, as the TV's does (commit
127e176: 'CASEY: FIVE 10'S' over GRAND SLAM!): the phones read only 'A straight flush' under the
name. One source: the room sends the hand in the TV's words (table_moments.moment_hand, in capitals),
the page puts it beside the name (tests/test_party_phone_guest_findings_e2e.py shows it)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
from test_ui_moments import won

from engine.events import Event, HandStart, Out
from game.party.phone_moments import PhoneMoments


class Stream:
    """The host's stream as a cursor hands it to the phones' moments: the pot's events in turn."""

    def __init__(self, events: list[Event]) -> None:
        self.events = events

    def take(self) -> list[Event]:
        taken, self.events = self.events, []
        return taken


def moments(events: list[Event]) -> list[dict[str, Any]]:
    sent: list[dict[str, Any]] = []
    names = ["Abe", "Babe", "Casey"]
    room = SimpleNamespace(
        host=SimpleNamespace(attach=lambda audience, paces: Stream([HandStart(1, 0, None), *events])),
        seat_cards=lambda: [SimpleNamespace(name=name) for name in names],
        broadcast=sent.append,
    )
    PhoneMoments(room).follow()  # type: ignore[arg-type]
    return sent


@pytest.mark.parametrize(
    ("cards", "seat", "who", "hand", "words"),
    [
        ("As Ks Qs Js Ts 2h 4d", 0, "ABE", "ROYAL FLUSH", "PERFECT GAME!"),
        ("9h 8h 7h 6h 5h Kd 2s", 1, "BABE", "STRAIGHT FLUSH TO 9", "PERFECT GAME!"),
        ("Ts Tc 3s 9c 3c Ah 8h", 2, "CASEY", "FIVE 10'S", "GRAND SLAM!"),
    ],
)
def test_a_wins_moment_on_the_phones_names_the_hand(cards, seat, who, hand, words):
    (moment,) = moments(won(cards, seat))
    assert (moment["words"], moment["who"], moment["hand"]) == (words, who, hand)


def test_a_strike_out_names_no_hand():
    (moment,) = moments([Out(1)])
    assert (moment["who"], moment["hand"]) == ("BABE", "")


def test_a_strike_out_says_why_as_the_tv_and_rules_do():
    """The phones read "Beaten, every card turned" under STRIKE THREE!, where the TV says "PILE
    TURNED, LEAD UNBEATEN" and RULES say the pile turned without beating the lead puts you out."""
    (moment,) = moments([Out(1)])
    assert (
        moment["meaning"] == "Strike three: the whole pile turned without beating the lead; out of this pot."
    )
