"""At a game's last pot the phones' night figure is the TV's from the pot's result on (issue 31, a
host play-test): the phones hold tonight's ledger back till the TV shows the game's standings
(Phones.pot_done), and meanwhile Sam's phone said "Tonight: -33", his figure before the pot, while
the TV's seat said -25 for the game, -44 for the night; ~3 s later the phone said -44.

A party of two games is followed by a TV stepped one fact at a time (it holds a pot's result a few
steps), and whenever the TV shows a pot's result each phone's own seat's `tonight` (the figure its
ledger line says) is held against the TV's: that seat's figure on the table plus the guest's earlier
games, which is the keeper's ledger total once it has counted the pot."""

from __future__ import annotations

import dataclasses
import random
from fractions import Fraction

from party_support import Party
from test_party_phones_not_ahead_at_a_games_end import SteppedTv

from engine.events import SessionEnd
from game.play.host_facts import PotDone

PHONES = (1, 2, 3)


def test_every_phones_night_figure_is_the_tvs_at_a_games_last_pot(home):
    party = Party("baseball", seats=4, seed=6, keep_ledger=True)
    room = party.room
    tv = SteppedTv(party)
    for client in PHONES:
        party.join(client, f"P{client}")
    room.rules = dataclasses.replace(room.rules, pots=2)
    party.send(1, {"type": "start", "token": party.tokens[1]})
    rng = random.Random(6)
    last_pots = 0
    for _ in range(20000):
        tv.step()
        party.tick(0.1)
        party.answer(rng.choice)
        shown = tv.facts[tv.cursor.shown - 1] if tv.cursor.shown else None
        if tv.result_up and isinstance(shown, PotDone):
            last_pot = any(isinstance(event, SessionEnd) for event in shown.events)
            for client in PHONES:
                state = party.last(client, "state")
                assert state is not None and state["phase"] == "play"
                seat = state["you"]["seat"]
                key = room.guests[seat].who
                want = room.night.ledger.total(key)  # the keeper's: the TV's seat + earlier games
                got = Fraction(state["players"][seat]["tonight"])
                assert got == want, f"phone {client} says {got} tonight, the TV {want} (last pot: {last_pot})"
            last_pots += last_pot
        if room.sessions == 2 and tv.games_over == 2:
            break
    assert last_pots >= 2, "a game's last pot's result not seen twice"
