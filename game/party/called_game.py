"""A dealer's choice: the game called for a pot reaches every phone when the TV shows the call.

The phones show the table as it stands once the TV has shown every move (game.party.phones); a
dealer's call is one move with the deal that follows it, so the other phones learned the called
game only when the TV had dealt, about 10 s after the TV's banner named it (a play-test). When the
TV shows the call, each phone's state as it last was (the dealer calling: no cards) is sent again
naming the called game (its wild cards, house rules and the call in the log), the pot not dealt
yet, nobody to act. The deal's state follows as ever, once the TV has dealt.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.events import PotGame
from game.party import protocol
from game.party.log_line import event_line
from game.party.protocol import LobbyState, PlayState, SeatCard
from game.play.host_facts import AwayPlay
from game.telling.away_words import ABSENCE_WORDS, picked_for, reason
from game.telling.check_runs import YOU


def call_line(
    call: PotGame,
    seats: Sequence[SeatCard],
    pots: int,
    away: AwayPlay | None = None,
    again: str = "",
    you: int | None = None,
) -> str:
    """The call in the log's words: 'Ann picks Seven-Card Stud' (a game in turn: 'Next game: ...';
    `away`, the away rule's call of it for the dealer: 'Baseball picked for Ann: time ran out';
    `again`, AGAIN after the dealer's call of the last pot's game: game.party.called_agains), as the
    TV says it; to the dealer's own phone (`you`, its seat) 'You pick Seven-Card Stud'."""
    said = picked_line(call, seats, away, you) or event_line(call, seats, pots, call.rules, you=you)
    return said + again if said is not None else f"Next game: {call.rules.name}"


def picked_line(
    call: PotGame, seats: Sequence[SeatCard], away: AwayPlay | None, you: int | None = None
) -> str | None:
    """'Baseball picked for Ann: time ran out' when `away` is the away rule's call of `call` for
    its dealer, the words the TV's log says (game.telling.away_words); else None. To the dealer's
    own phone (`you`, its seat): 'Baseball picked for you: time ran out'."""
    if away is None or away.seat != call.chooser:
        return None
    seat = seats[away.seat]
    whom = YOU.lower() if away.seat == you else seat.name
    return picked_for(call.rules.name, whom, reason(away.why, ABSENCE_WORDS[seat.absence]))


def called_state(
    state: PlayState | LobbyState, call: PotGame, line: str, lines: int
) -> PlayState | LobbyState:
    """`state` (a phone's, shown while the dealer called) with the pot `call` sets up: its game's
    name, wild cards and house rules, nobody to act, the call the log's last of `lines` lines. A
    state that is no dealer calling (a lobby, a pot's end before a game in turn) stays as it is."""
    if state["phase"] != "play" or not state["calling"]:
        return state
    heading = f"{state['heading']}: {call.rules.name}"  # (the dealer calling: the session's game)
    fields = protocol.room_fields(
        call.rules,
        state["seats"],
        state["timer"],
        state["captain"],
        state["session"],
        state["look"],
        heading,
        state["next"],
        state["ending"],
        left_wait=state["left_wait"],
    )
    log = [*state["log"], line][-lines:]
    return {**state, **fields, "hand": call.hand, "calling": False, "actor": None, "doing": None, "log": log}
