"""A tap that loses the race to the turn timer: the guest's phone offered a turn, the timer plays
it (a host play-test's guest tapped as the timer picked the dealer's game), and the tap that
arrives after is nobody's mistake. The table says so as `info`, which the phone says calmly; it
read a red "it is Zoë's turn, not yours" before. A tap on a turn that was never this phone's is
still an error."""

from __future__ import annotations

from test_party_room import started

from game.party.room import Timing


def test_a_tap_just_after_the_timer_played_the_turn_is_told_calmly_what_happened():
    party = started(timing=Timing(turn_seconds=10.0, bot_delay=0.0, hand_pause=0.0))
    while not party.pending_turn():
        party.tick(0.1)
    client, turn = party.pending_turn()
    table = party.room.table
    count = len(table.decisions)
    party.tick(10.5)  # the timer plays the turn for the seat
    assert len(table.decisions) > count and party.room.version != turn["turn"]
    decisions = list(table.decisions)
    party.act(client, turn["options"][0]["kind"], turn["turn"])  # the guest's tap, just after
    late = party.last(client, "error")
    assert {k: v for k, v in late.items() if k != "seq"} == {
        "type": "error",
        "code": "stale",
        "message": "Just too late: the timer had already played that turn for you.",
        "kind": "info",
    }
    assert table.decisions == decisions  # the timer's move stands, nothing else is played
    party.act(client, "fold", turn["turn"] - 1)  # a turn this phone was never offered
    assert party.last(client, "error")["kind"] == "error"
