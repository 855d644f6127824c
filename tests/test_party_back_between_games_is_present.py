"""A guest who left during a game's last pot and took the seat back between games is present in the
next game's first deal: a host play-test's guest left in the last hand of a game, tapped TAKE MY SEAT
BACK on the ledger between games, and was dealt into the next game AWAY (the TV 'MAXIMILIANA B. -1
AWAY', her phone 'You are away, so the table turned a card for you'), her first turn folded and
her ante lost: the seat kept the away rule's mark from her leaving (game.play.sitters.Sitter.away)."""

from __future__ import annotations

import random

from party_support import Party

from game.party.room import Timing

GRACE = 6.0  # a vanished phone's grace, a leaver's too (Timing.away_grace)
BETWEEN = 8.0  # the last game's standings before the next game's first deal (Timing.session_pause)


def left_in_the_last_pot() -> tuple[Party, int, random.Random]:
    """Ann (phone 1) in a three-seat party leaves at her turn in the game's last pot, and the away
    rule plays that turn for her (her seat away): (the party, her seat, the moves' random source)."""
    party = Party(
        seats=3, timing=Timing(bot_delay=0.5, hand_pause=0.0, away_grace=GRACE, session_pause=BETWEEN)
    )
    room = party.room
    party.join(1, "Ann", device="anns-phone")
    seat = party.last(1, "joined")["seat"]
    party.send(1, {"type": "start", "token": party.tokens[1]})
    rng = random.Random(5)

    def her_turn_in_the_last_pot() -> bool:
        table = room.table
        return (
            table.hands_played == table.pots - 1
            and not table.between_hands
            and party.pending_turn() is not None
        )

    # checks and calls, so she is still in the last pot when it is dealt
    party.play_until(
        her_turn_in_the_last_pot,
        lambda kinds: next(kind for kind in ("check", "call", *kinds) if kind in kinds),
    )
    party.send(1, {"type": "leave", "token": party.tokens[1]})
    moves = len(room.table.decisions)
    party.tick(GRACE + 0.5)  # her turn waits a vanished phone's grace, then is played for her
    assert any(action.seat == seat for action in room.table.decisions[moves:])
    assert room.host.sitters[seat].away  # (her later turns, at once)
    party.play_until(lambda: room.table.is_over, rng.choice)  # the game over, its standings up
    assert room.sessions == 1
    return party, seat, rng


def plays_their_first_turn(party: Party, seat: int, client: int, rng: random.Random) -> None:
    """The next game dealt at once, `seat` is `client`'s, not AWAY, and its first turn waits for
    them, their buttons on their phone (not folded for them at a bot's pace)."""
    room = party.room
    party.tick(BETWEEN)
    assert room.sessions == 2
    assert room.seat_cards()[seat].kind == "guest" and not room.away[seat]  # the TV: not AWAY
    table = room.table
    party.play_until(lambda: (legal := table.legal_actions()) is not None and legal.seat == seat, rng.choice)
    moves = len(table.decisions)
    party.tick(1.0)  # a bot's pace twice over: nothing played for the seat
    assert len(table.decisions) == moves
    turn = party.pending_turn()
    assert turn is not None and turn[0] == client
    party.act(client, turn[1]["options"][-1]["kind"])
    assert not party.errors(client) and table.decisions[moves].seat == seat


def test_back_between_games_she_plays_her_first_turn_of_the_next_game():
    party, seat, rng = left_in_the_last_pot()
    room = party.room
    party.send(
        1, {"type": "join", "name": "Ann", "room": room.code, "device": "anns-phone"}
    )  # TAKE MY SEAT BACK
    joined = party.last(1, "joined")
    assert joined is not None and joined["seat"] == seat and not joined["waiting"]  # hers at once
    assert not room.host.sitters[seat].away
    plays_their_first_turn(party, seat, 1, rng)


def test_a_newcomer_in_her_seat_between_games_plays_his_first_turn():
    """Nor is the away rule's mark hers to hand on: Bo, sitting down in the seat she left, is here."""
    party, seat, rng = left_in_the_last_pot()
    party.join(2, "Bo", seat=seat)
    joined = party.last(2, "joined")
    assert joined is not None and joined["seat"] == seat and not joined["waiting"]
    plays_their_first_turn(party, seat, 2, rng)
