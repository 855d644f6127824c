"""A No Peek seat out of the pot is told as its plate says it: BEATEN where it struck out or the
table folded its dead hand to a bet (game.play.dead_hand, the DeadFold fact the plates read),
FOLDED where it folded (a Hold'em newcomer's play-test read BEATEN TILL NEXT POT after folding:
the coach said BEATEN for any fold with the pile all turned, a row that still led too). Plain No
Peek too: a Hold'em newcomer's coach said FOLDED for their own row's BEATEN, the dead fold read at
the pot's first bet, another seat's (dead_hand.folded_dead)."""

from __future__ import annotations

import random

import pytest

from engine.actions import ActionKind
from engine.events import Out, SeatInfo
from engine.profile import load_profile
from engine.table import Table
from game.felt.coach_change import out_word
from game.play.dead_hand import dead_move
from game.telling.event_words import OUT_STATUS

SEATS = tuple(SeatInfo(name, "human", "guest") for name in ("Ann", "Bo", "Cy", "Di"))


@pytest.mark.parametrize("profile", ["no-peek", "night-baseball", "midnight-baseball"])
def test_a_fold_says_folded_and_only_a_dead_hand_folded_to_a_bet_or_a_strike_out_says_beaten(profile):
    rules = load_profile(profile)
    said: dict[str, int] = {}
    for seed in range(1, 41):
        rng, table = random.Random(seed), Table(rules, SEATS, seed, profile)
        plate: dict[int, str] = {}  # the plates' words this pot (game.felt.director)
        while not table.is_over and (legal := table.legal_actions()) is not None:
            hand = table.hand.number
            kinds = [kind for kind in legal.kinds if kind != ActionKind.FOLD] or list(legal.kinds)
            if ActionKind.FOLD in legal.kinds and rng.random() < 0.3:  # folds of every kind of row
                kinds = [ActionKind.FOLD]
                plate[legal.seat] = OUT_STATUS if dead_move(table, legal) == ActionKind.FOLD else "FOLDED"
            table.apply(legal.action(rng.choice(kinds)))
            if table.hand is None or table.hand.number != hand:
                plate = {}
                continue
            view = table.view(0)
            for event in view.history:
                if isinstance(event, Out):
                    plate[event.seat] = OUT_STATUS
            for seat, word in plate.items():
                if seat not in view.live:
                    assert out_word(view, seat) == word, (seed, hand, seat, view.down_counts)
                    said[word] = said.get(word, 0) + 1
    assert said.get("FOLDED", 0) > 100 and said.get(OUT_STATUS, 0) > 10, said
