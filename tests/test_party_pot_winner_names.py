"""A pot is won by whoever held the seat when it was won: a host play-test took Bob off mid-pot,
his seat's computer player CPU 2 played it out and won, and Bob, sat back down for the next pot,
read "You won 42" and "Bob wins 42" on his phone while the ledger gave the pot to CPU 2."""

from __future__ import annotations

from dataclasses import replace

from own_lines_support import phone_log_in_tv_words
from party_support import Party, played_for
from test_replay import recorded

from game.play.history_tapes import history_tapes
from game.play.host_facts import Seated, SeatTag
from game.telling.pot_line import pot_line


def test_a_pot_played_out_after_its_guest_was_taken_off_is_named_by_who_was_dealt_in():
    party = Party("dealers-choice", seats=2)
    party.join(1, "Ann")
    party.join(2, "Bob")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    room = party.room
    bob = party.last(2, "joined")["seat"]
    bot = f"CPU {bob + 1}"
    party.play_until(lambda: room.hand_in_play and room.table.hand is not None, lambda kinds: kinds[0])
    room.controls.remove(bob)  # TAKE A GUEST OFF: the away rule plays his pot out, his still
    played_for(party, bob)  # (let back in before the game went on, the pot would be his to play)
    room.controls.readmit(room.removed[-1])
    party.join(2, "Bob", seat=bob)  # Bob sits down again: his from the next pot
    assert party.last(2, "joined")["waiting"]
    results = len([m for m in party.inbox[1] if m["type"] == "hand_result"])
    party.play_until(  # Ann checks and calls: the pot is shown down
        lambda: len([m for m in party.inbox[1] if m["type"] == "hand_result"]) > results,
        lambda kinds: next(kind for kind in ("check", "call", *kinds) if kind in kinds),
    )
    pot = party.last(2, "hand_result")["result"]
    named = [w["name"] for w in pot["winners"] if w["seat"] == bob]
    named += [h["name"] for h in [*pot["winning"], pot["beaten"]] if h is not None and h["seat"] == bob]
    assert named and set(named) == {"Bob"}, pot  # who was dealt in, in every line of the result
    party.tick(1.0)  # the next pot's dealer calls its game: Bob sits at his seat again
    party.play_until(lambda: room.guests[bob] is not None, lambda kinds: kinds[0])
    state = party.last(2, "state")
    log = phone_log_in_tv_words(state, [row["name"] for row in state["players"]])  # (his phone: "You ...")
    assert any(line.startswith("Bob ") for line in log), log  # the away rule's moves were Bob's
    assert not any(line.startswith(f"{bot} ") for line in log), log


def test_last_pots_names_the_seat_as_it_was_held_when_the_pot_was_won():
    """The TV's LAST POTS said "Pot 1: Bob wins 42" for the pot Bob's computer player won after the
    host took him off: the seat is named as it was at the pot's end, not at its deal."""
    tape = history_tapes(recorded("baseball", sessions=1))[0]
    at_deal = tape.names
    taken_off = Seated(tuple(SeatTag(f"Seat {seat} bot", "bot") for seat in range(len(at_deal))))
    mid_pot = replace(tape, facts=(tape.facts[0], taken_off, *tape.facts[1:]))
    assert mid_pot.names == [f"Seat {seat} bot" for seat in range(len(at_deal))] != at_deal
    assert tape.names == at_deal
    winner = tape.done.result.winners[0][0]
    assert (
        pot_line(tape.hand, mid_pot.done.result, mid_pot.names)
        .split(": ")[1]
        .startswith(f"Seat {winner} bot ")
    )
