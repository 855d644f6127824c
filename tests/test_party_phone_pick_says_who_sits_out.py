"""A guest dealing a Dealer's Choice from their phone, with a player at the TV: the games that deal
hidden cards say beside them that the TV's player sits that pot out, in the words the TV's log says
as it is dealt (a host play-test's phone offered Baseball and Seven-Card Stud with Nana at the TV
and said nothing of it); a No Peek game, which she plays, says nothing."""

from __future__ import annotations

import random

from party_support import Party

from engine.profile import load_profile
from game.party.room import Timing
from game.telling.sit_out_words import sit_out_note, sits_out_line


def anns_pick_with_nana_at_the_tv() -> dict:
    """Four seats of Dealer's Choice, Nana at the TV, Ann on her phone: Ann's first call's message."""
    party = Party("dealers-choice", seats=4, seed=3, timing=Timing(bot_delay=0.0, hand_pause=0.0))
    room = party.room
    room.controls.add_local("Nana")
    party.join(1, "Ann")
    room.start()
    party.drain()
    picks = random.Random(3)
    for _ in range(20000):
        local, pending = room.controls.local_turn(), party.pending_turn()
        if pending is not None and pending[1]["decision"] == "choose_game":
            return pending[1]
        if local is not None:
            room.controls.act_local(picks.choice(local.kinds))
        elif pending is not None:
            party.act(
                pending[0], picks.choice([o["kind"] for o in pending[1]["options"]]), pending[1]["turn"]
            )
        else:
            party.await_thinking_bot()
            party.tick(0.5)
    raise AssertionError("Ann never called a game")


def test_the_phones_stud_games_say_the_tv_player_sits_them_out():
    turn = anns_pick_with_nana_at_the_tv()
    games = {game.id: game for game in load_profile("dealers-choice").games}
    notes = {o["kind"]: o["note"] for o in turn["options"]}
    assert any(games[kind].deals_hidden for kind in notes) and any(
        not games[kind].deals_hidden for kind in notes
    )
    for kind, note in notes.items():
        assert note == (sits_out_line("Nana") if games[kind].deals_hidden else ""), kind


def test_the_note_names_everyone_at_the_tv():
    assert sit_out_note(["Nana", "Sam"]) == "Nana and Sam sit out: stud cards can't hide on a TV"
    assert sit_out_note(["Nana", "Sam", "Bo"]) == "Nana, Sam and Bo sit out: stud cards can't hide on a TV"
