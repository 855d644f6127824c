"""One wording of every event: the table's log, the party TV's and the phones' say a move in the
same words ('Ann raises to 2'), because all of them take it from game.telling.event_words."""

from __future__ import annotations

import random

import pytest

from engine.actions import Action
from engine.events import SeatInfo
from engine.profile import load_profile
from engine.table import Table
from game.felt.director import Director
from game.felt.table_model import TableModel
from game.party.protocol import SeatCard
from game.party.protocol import event_line as phone_line
from game.platform.tween import Tweens
from game.telling.event_words import event_line


def played(profile: str, seed: int) -> Table:
    rules = load_profile(profile)
    seats = [SeatInfo(name, "bot", "rock") for name in ("Ann", "Bo", "Cy", "Di")]
    table = Table(rules, seats, seed)
    rng = random.Random(seed)
    while not table.is_over:
        legal = table.legal_actions()
        table.apply(Action(legal.seat, rng.choice(legal.kinds)))
    return table


@pytest.mark.parametrize(
    "profile", ["baseball", "baseball-hidden-fours", "baseball-pay-three", "midnight-baseball"]
)
def test_the_tv_and_the_phones_log_every_event_in_the_same_words(profile, monkeypatch):
    table = played(profile, 11)
    names = [seat.name for seat in table.seats]
    director = Director(TableModel(), Tweens(), len(names), {})  # the party TV: nobody's seat
    logged: list[str] = []
    monkeypatch.setattr(director, "log", logged.append)
    events = table.events_for(None)
    for event in events:
        director.play(event)
    cards = [SeatCard(name, "guest", "#ffffff") for name in names]
    pots = table.rules.pots
    phone = [line for event in events if (line := phone_line(event, cards, pots))]
    shared = [line for event in events if (line := event_line(event, names, pots))]
    assert logged == phone == shared
    assert any(" raises to " in line or " bets " in line for line in logged)
    assert any(line.startswith(tuple(names)) and "deals hand" in line for line in logged)


def test_a_new_hands_words_are_never_split_across_lines():
    from engine.events import HandStart
    from game.platform.text import wrap

    line = event_line(HandStart(2, 0, None), ["Ann"], pots=8)
    assert line is not None
    assert any("hand\u00a02\u00a0of\u00a08" in part for part in wrap(line, 12))
