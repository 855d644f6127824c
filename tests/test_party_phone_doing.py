"""The phone's heading always says what is happening (a host play-test's phone had none while cards
were turned): while the TV shows a move and nobody is to act, the phone's state says whose move it
shows and what (`doing`, game.party.shown_move), for the page to word ("Casey is turning cards";
tests/test_party_phone_small_faults_e2e.py reads the words). A Night Baseball party (a guest at
the phone, two computer players) played through its first pot, its TV stepped a frame at a time."""

from __future__ import annotations

from test_party_phones_follow_the_chips_and_the_deal import played_party

from game.party.protocol import PlayState


def test_while_the_tv_shows_a_move_the_phones_state_says_whose_and_what():
    states: list[PlayState] = []

    def look(now, tv, model, seat, state):
        if state["hand"] == 1 and not state["won"] and not state["calling"]:
            states.append(state)

    played_party("night-baseball", 1, look)
    idle = [state for state in states if state["actor"] is None]
    assert idle
    assert all(state["doing"] is not None for state in idle), [s["log"][-1:] for s in idle if not s["doing"]]
    turned = [state["doing"] for state in idle if state["doing"]["what"] == "turn"]
    assert turned and all(doing["seat"] is not None for doing in turned)
    assert all(state["doing"] is None for state in states if state["actor"] is not None)
