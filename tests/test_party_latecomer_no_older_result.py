"""A phone that connects once the next game is dealt gets no result card of the game before it: a
host play-test's latecomer, opening the page mid-pot of the next game, read the last game's "Game
over: Sam finished 1ST" card, and their sit-down page said "The last pot's result is up and the next
deal is soon" over a hand being played (the card's pot taken for the one in play). A result card is
the game in play's, or the one just ended's while its standings are up."""

from __future__ import annotations

import random

from party_support import Party

from game.party.room import Timing

BETWEEN = 8.0  # the last game's standings before the next game's first deal (Timing.session_pause)
AT_THE_END, LATE = 2, 3  # the phones that connect as the game ends, and mid-pot of the next one


def latecomer_mid_pot() -> Party:
    """Ann (phone 1) plays a three-seat game, the host ending it after its first pot; phone 2 connects with its standings up,
    phone 3 once the next game is dealt, a bet to make in its first pot (no showdown of it yet)."""
    party = Party(seats=3, timing=Timing(bot_delay=0.5, hand_pause=0.0, session_pause=BETWEEN))
    room = party.room
    party.join(1, "Ann")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    rng = random.Random(5)
    party.play_until(lambda: room.hand_in_play, rng.choice)
    room.controls.end_after_pot()  # ended after 1 hand: the next game's pot in play is its hand 1 too
    party.play_until(
        lambda: room.table.is_over and party.last(1, "hand_result")["standings"] is not None, rng.choice
    )
    party.connect(AT_THE_END)
    party.tick(BETWEEN)
    assert room.sessions == 2
    party.play_until(
        lambda: not room.table.between_hands and room.table.legal_actions() is not None, rng.choice
    )
    assert party.last(1, "hand_result")["standings"] is not None  # (no showdown of this game yet)
    assert room.table.hands_played == 0
    party.connect(LATE)
    return party


def test_a_latecomer_gets_the_ended_games_result_but_none_once_the_next_is_dealt():
    party = latecomer_mid_pot()
    ended = party.last(AT_THE_END, "hand_result")  # the standings up: as every phone shows them
    assert ended is not None and ended["standings"] is not None
    assert party.last(LATE, "hand_result") is None
    assert party.last(LATE, "state")["phase"] == "play"
