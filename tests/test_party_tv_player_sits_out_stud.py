"""A player at the party's TV stays through a Dealer's Choice: dealt every No Peek pot, sitting out
every stud pot (no ante, no cards, their net untouched), which the phones say as the TV does
(SITTING OUT on her row, 'Queenie sits out: stud cards can't hide on a TV' in the log), from the
one event the table publishes (HandStart.out). A host play-test rated the party 7/10 for taking
the TV's player off for a whole Dealer's Choice, half of it No Peek."""

from __future__ import annotations

import random

import pytest
from party_support import Party

from engine.events import Ante, Deal, HandEnd, HandStart, PotGame
from engine.profile import load_profile
from game.party import next_game
from game.party.room import Timing
from game.screens.party_host_questions import off_for
from game.telling.sit_out_words import SITTING_OUT, sits_out_line

SAID = sits_out_line("Queenie")


def dealers_choice_with_queenie_at_the_tv(seed: int) -> tuple[Party, int]:
    """Four seats of Dealer's Choice: Queenie at the TV, Ann on her phone, two computer players;
    the session played to its end, Ann calling Baseball and Queenie Midnight Baseball, each
    betting at random."""
    party = Party("dealers-choice", seats=4, seed=seed, timing=Timing(bot_delay=0.0, hand_pause=0.0))
    room = party.room
    queenie = room.controls.add_local("Queenie")
    party.join(1, "Ann")
    room.start()
    party.drain()
    picks = random.Random(seed)
    for _ in range(20000):
        table = room.table
        if table is not None and table.is_over:
            break
        local, pending = room.controls.local_turn(), party.pending_turn()
        if local is not None:
            calls = "midnight-baseball" in local.kinds
            room.controls.act_local("midnight-baseball" if calls else picks.choice(local.kinds))
        elif pending is not None:
            client, turn = pending
            kinds = [o["kind"] for o in turn["options"]]
            party.act(client, "baseball" if "baseball" in kinds else picks.choice(kinds), turn["turn"])
        else:
            party.await_thinking_bot()
            party.tick(0.5)
    assert room.table is not None and room.table.is_over
    return party, queenie


@pytest.mark.parametrize("seed", [3, 11])
def test_the_tv_player_plays_the_no_peek_pots_and_sits_out_the_stud_pots(seed):
    party, queenie = dealers_choice_with_queenie_at_the_tv(seed)
    events = party.room.table.events
    games = [e for e in events if isinstance(e, PotGame)]
    starts = [i for i, e in enumerate(events) if isinstance(e, HandStart)]
    ends = [i for i, e in enumerate(events) if isinstance(e, HandEnd)]
    net = 0
    for game, start, end in zip(games, starts, ends, strict=True):
        dealt = {e.seat for e in events[start:end] if isinstance(e, (Ante, Deal))}
        nets = events[end].balances
        assert sum(nets) == 0  # chips conserved
        if game.rules.deals_hidden:
            assert events[start].out == (queenie,) and queenie not in dealt
            assert nets[queenie] == net  # her net untouched over a stud pot
        else:
            assert events[start].out is None and queenie in dealt
        net = nets[queenie]
    assert {g.rules.deals_hidden for g in games} == {True, False}  # both kinds were dealt
    assert party.room.guests[queenie].local  # still at the TV at the end


def test_every_phone_says_she_sits_out_a_stud_pot_and_plays_a_no_peek_one():
    party, queenie = dealers_choice_with_queenie_at_the_tv(3)
    stud = {g.name for g in load_profile("dealers-choice").games if g.deals_hidden}
    states = [m for m in party.inbox[1] if m["type"] == "state" and m.get("phase") == "play"]
    sitting = [s for s in states if s["players"][queenie]["out"] == SITTING_OUT]
    assert sitting and all(s["game"] in stud for s in sitting)
    assert any(SAID in s["log"] for s in sitting)  # the log says why, as the TV's does
    assert any(s["game"] not in stud and s["players"][queenie]["in"] for s in states)  # dealt back in


def test_the_next_game_keeps_the_tv_player_for_a_dealers_choice_not_for_a_stud_game():
    party = Party("midnight-baseball", seats=4)
    room = party.room
    seat = room.controls.add_local("Queenie")
    assert next_game.tv_seats_off(room, load_profile("dealers-choice")) == []
    assert next_game.refusal(room, load_profile("dealers-choice")) == ""
    assert next_game.tv_seats_off(room, load_profile("baseball")) == [(seat, "Queenie")]  # nothing to play
    next_game.choose(room, load_profile("dealers-choice"), "dealers-choice")
    room.controls.add_local("Rex")  # more may sit at the TV for it: two seats are left for its stud pots
    with pytest.raises(ValueError, match="two seats"):
        room.controls.add_local("Sal")


def test_too_many_at_the_tv_for_a_dealers_choice_the_last_is_asked_off_and_told_why():
    party = Party("midnight-baseball", seats=4)
    room = party.room
    for name in ("Queenie", "Rex", "Sal"):
        last = room.controls.add_local(name)
    dealers_choice = load_profile("dealers-choice")
    assert next_game.tv_seats_off(room, dealers_choice) == [(last, "Sal")]  # two seats deal its stud pots
    assert off_for(dealers_choice, ["Sal"]).endswith(
        "its stud pots need two seats with phones or computer players."
    )
