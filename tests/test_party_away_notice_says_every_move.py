"""The phone's notice of the away rule's moves says every one made for the seat in the pot since
its guest's last turn, not the last alone: a host play-test's guest whose time ran out in Midnight
Baseball had a card turned for him and read only 'Time ran out, so the table checked for you.',
then 'You are away, so the table checked for you.' (game.party.phones.tell_seat)."""

from __future__ import annotations

import dataclasses

from party_support import QUICK, Party

from game.telling.away_words import done_words, notice

GUEST = 1


def test_a_card_turned_and_a_check_made_for_a_silent_guest_are_both_said():
    party = Party("midnight-baseball", seats=3, timing=dataclasses.replace(QUICK, turn_seconds=1.0))
    party.join(GUEST, "Sam")
    party.send(GUEST, {"type": "start", "token": party.tokens[GUEST]})
    inbox = party.inbox[GUEST]

    def said() -> list[str]:
        return [m["message"] for m in inbox if m["type"] == "notice"]

    # Sam never answers: his first card turned when time runs out, then (leading) a check for him,
    # among the rule's first moves for him
    for _ in range(4000):
        if any("turned a card and checked" in words for words in said()) or len(said()) >= 8:
            break
        party.await_thinking_bot()
        party.tick(0.25)
    assert any(words.endswith(", so the table turned a card and checked for you.") for words in said()), (
        said()
    )


def test_the_moves_are_said_once_each_with_how_often():
    assert done_words(["check"]) == "checked"
    assert done_words(["turn", "turn", "turn"]) == "turned 3 cards"
    assert done_words(["turn", "check", "turn", "check"]) == "turned 2 cards and checked twice"
    assert (
        done_words(["turn", "check", "check", "check", "fold"]) == "turned a card, checked 3 times and folded"
    )
    assert (
        notice("fold", "away", before=["turn"])
        == "You are away, so the table turned a card and folded for you."
    )
