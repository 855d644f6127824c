"""No Peek's guide, once your lead is beaten, says who turns before you: the turning goes on
clockwise from the new leader (engine.no_peek), so a seat between the leader and you turns first.
A newcomer's Midnight play-test was told "after its betting round it is your turn again: TURN" and
then watched Casey turn first."""

from __future__ import annotations

from engine.actions import ActionKind
from engine.cards import parse_cards
from engine.events import ActionTaken, Deal, Event, RoundStart, Turn
from engine.profile import load_profile
from game.telling.guide_words import guide_line

MIDNIGHT = load_profile("midnight-baseball")
NAMES = ["You", "Babe", "Casey"]


def dealt() -> list[Event]:
    return [Deal(seat, None, "down", "street") for _ in range(3) for seat in range(3)]


def babe_beats_you(*between: Event) -> tuple[RoundStart, list[Event]]:
    """You turned the first card and led; Babe turned a better one (with `between` before it)."""
    you, babe = parse_cards("5c Kd")
    before = [*dealt(), Turn(0, you), RoundStart(1, 0), *between, Turn(1, babe)]
    return RoundStart(2, 1), before


def test_a_seat_clockwise_from_the_new_leader_turns_before_you():
    lead, before = babe_beats_you()
    words = guide_line("beaten", lead, before, MIDNIGHT, NAMES, 0)
    assert words.startswith("Babe beats your hand")
    assert (
        "after its betting round Casey turns first (clockwise from Babe), then it is your turn again: TURN"
        in words
    )


def test_nobody_between_the_leader_and_you_makes_it_your_turn_again():
    lead, before = babe_beats_you(ActionTaken(2, ActionKind.FOLD, 0, 0))  # Casey folded
    words = guide_line("beaten", lead, before, MIDNIGHT, NAMES, 0)
    assert "after its betting round it is your turn again: TURN your top card" in words
    assert "Casey" not in words
