"""Every move before a showdown is on the table and in the log before the first hand is shown: a
newcomer's Baseball play-test bet on 7th street and the showdown followed at once, the shown hand's
cards covering the centre's log as the calls were said, and the log's top still kept 'You bet 1'
as the bet to match over the shows: nobody could tell whether anyone had called."""

from __future__ import annotations

from fractions import Fraction

from test_director_tells_after_the_cards import STEP, frame, table

from engine.actions import ActionKind
from engine.cards import parse_cards
from engine.events import ActionTaken, Ante, Deal, RoundStart, Showdown

READ = 1.0  # seconds a line of the log is in view to be read


def test_the_last_call_is_in_the_log_and_its_chips_in_the_pot_a_while_before_the_showdown():
    hands = [parse_cards("Jh Tc 9d 8s 7h 2c 3d"), parse_cards("Kd Kc 5s 4h 2d 6c 7s")]
    antes = [Ante(seat, Fraction(1)) for seat in range(3)]
    deals = [Deal(seat, card, "up", "street") for seat in range(2) for card in hands[seat]]
    one = Fraction(1)
    moves = [
        RoundStart(5, 1),
        ActionTaken(1, ActionKind.CHECK, Fraction(0), Fraction(0)),
        ActionTaken(2, ActionKind.CHECK, Fraction(0), Fraction(0)),
        ActionTaken(0, ActionKind.BET, one, one),
        ActionTaken(1, ActionKind.CALL, one, one),
        ActionTaken(2, ActionKind.CALL, one, one),
    ]
    shows = [
        Showdown(0, tuple(hands[0]), tuple(hands[0][:5]), "straight", "Straight to the jack", ()),
        Showdown(1, tuple(hands[1]), tuple(hands[1][:4] + hands[1][5:6]), "pair", "Pair of kings", ()),
    ]
    player, model, _ = table([*antes, *deals, *moves, *shows])
    clock, called_at = 0.0, None
    for _ in range(3000):
        frame(player)
        clock += STEP
        if called_at is None and "Zoe calls 1" in model.log:
            called_at = clock
        if any(isinstance(event, Showdown) for event in player.pot_events):
            break
    assert called_at is not None and model.showcase_text == "You: Straight to the jack", model.log
    # the calls said, read, and their chips in the pot, before the first hand covers the log
    assert clock - called_at >= READ, (clock - called_at, list(model.log))
    assert model.pot == 6 and [seat.balance for seat in model.seats] == [-2, -2, -2]
    assert model.level == 0  # no bet to match is named over the shows ('You bet 1' was)
