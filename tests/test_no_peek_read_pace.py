"""No Peek at a person's pace (a newcomer play-test: one TURN press turned card after card about
0.9 s apart until they beat the leader, and they could not follow): each card a person turns is
held to be read, their pile's last card, Midnight Baseball's hidden bonus card and their own
STRIKE THREE! longer; a computer player's cards keep the table's quicker pace. The holds are
game.felt.pacing.READ, the one place they are set."""

from __future__ import annotations

from engine.cards import parse_cards
from engine.events import Deal, HandStart, Out, SeatInfo, SessionStart, Turn
from engine.profile import load_profile
from game.felt.director import Director
from game.felt.pacing import BONUS_HOLD, HOLD, READ
from game.felt.table_model import TableModel
from game.platform.tween import Tweens

SEATS = (SeatInfo("You", "human", "human"), SeatInfo("Casey", "bot", "balanced"))


def midnight() -> Director:
    """A two-seat Midnight Baseball pot, each pile of three cards dealt."""
    director = Director(TableModel(), Tweens(), human=0, style_labels={})
    director.play(SessionStart("midnight-baseball", load_profile("midnight-baseball"), SEATS, 1, 8))
    director.play(HandStart(1, 1, None))
    for _ in range(3):
        for seat in (0, 1):
            director.play(Deal(seat, None, "down", "street"))
    return director


def test_a_persons_turned_card_is_held_to_be_read_a_computer_players_at_the_tables_pace():
    director = midnight()
    four, king, two, five = parse_cards("4c Kd 2h 5s")
    assert READ["turn"] > 2 * HOLD["turn"]
    assert director.play(Turn(1, king)) == HOLD["turn"]  # Casey's
    assert director.play(Turn(0, four)) == READ["turn"]  # yours, two left in the pile
    # the four's extra card, face down to the foot of your pile: longer than a card shown
    assert director.play(Deal(0, None, "down", "bonus")) == READ["hidden_bonus"] > BONUS_HOLD
    assert director.play(Turn(0, two)) == READ["turn"]
    director.play(Turn(0, five))
    assert director.play(Turn(0, parse_cards("6d")[0])) == READ["last_card"] > READ["turn"]  # the last


def test_your_strike_three_holds_longer_than_a_computer_players_out():
    director = midnight()
    assert director.play(Out(1)) == HOLD["out"]
    assert director.play(Out(0)) == READ["strike"] > HOLD["out"]
