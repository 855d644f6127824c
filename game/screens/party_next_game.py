"""The TV's way to the party's next game (game.party.next_game): the list of games HOST A PARTY's
GAME row opens, from the host menu's NEXT GAME row or G (a pad's Y) on tonight's ledger between two
sessions, each game the party cannot play greyed with why; the game chosen is the next session's."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from engine.profile import ProfileEntry
from game.party.next_game import between_sessions, choose, ending, next_name, refusal, tv_seats_off
from game.party.seats_refusal import left_out
from game.platform.display import SAFE
from game.platform.input import Button, Input
from game.play.session import profiles
from game.screens import openers
from game.screens.party_between import next_game_line
from game.screens.party_host_questions import off_for
from game.screens.scene import asked

if TYPE_CHECKING:
    from engine.rules import Rules
    from game.party.room import Room
    from game.party.room_parts import PartyRoom
    from game.screens.scene import SceneHost


def asks_change(inp: Input) -> bool:
    """G, or a pad's Y: CHANGE GAME, where tonight's ledger waits for the next session."""
    return inp.is_(Button.REPLAY) or (inp.kind == "key" and inp.key == "g")


# the TV's lines at the foot of the centre take turns: how to join for JOIN_FOR seconds, then the next
# game for the rest of each TURNS (a third line there lay over the bottom seat's plate)
TURNS, JOIN_FOR = 10.0, 6.0
# when a game chosen is dealt, after its name: the game in play is played out first (a host reads
# game for one game of its pots: FROM THE NEXT SESSION was read as something else)
AFTER_THIS = "AFTER THIS GAME"
# the list's row of the party's game (a host play-test's list opened on it, and Enter "changed" the
# game to itself): during a session, and between two, the one whose ledger the TV shows
PLAYING, PLAYED = " (PLAYING NOW)", " (JUST PLAYED)"


def table_lines(room: PartyRoom, clock: float, joining: bool = True) -> tuple[str, str] | None:
    """What the TV's table says of the next game during a session, in the two lines that say how to
    join, their turn by `clock` (None: theirs, or the game in play simply goes on; with no `joining`
    lines, all the time): a host play-test's phones said 'Next game: ...' and the TV nothing. Once
    the host ends the game in play after its pot, that pot is the last."""
    name = next_name(room)
    if not name or (joining and clock % TURNS < JOIN_FOR):
        return None
    if ending(room):
        return "LAST POT: THIS ONE", f"THEN {name.upper()}"
    return next_game_line(name), AFTER_THIS


def list_games(
    app: SceneHost,
    room: Room,
    keep_running: Callable[[float], None],
    then: Callable[[], None],
    off_tv: Callable[[int], None],
) -> None:
    """The games, open where `opens_on` says, the game in play's row marked; `then`: after a game
    is chosen, back where it was. A stud game chosen while players sit at the TV says they leave
    the TV as it starts, and why, then is the next game: one path (a host play-test went back to
    the menu, took the TV's player off and came back to the list, three trips, to deal Dealer's
    Choice). They play the game in play to its last pot; between games they are off at once
    (`off_tv`, a seat's)."""

    def chosen(entry: ProfileEntry) -> None:
        rules = entry.rules
        assert rules is not None  # (a broken game's row is greyed)
        leaving = tv_seats_off(room, rules)
        if not leaving:
            choose(room, rules, entry.id)
            then()
            return

        def choose_and_leave() -> None:
            choose(room, rules, entry.id, tv_leaves=True)
            if between_sessions(room):  # no pot of the game in play to come: off now, controllers free
                for seat, _ in leaving:
                    off_tv(seat)
            then()

        app.push(
            openers.confirm(
                question=f"{asked(rules.name, ' NEXT?', SAFE.width)} NEXT?",  # (widened to it)
                detail=off_for(rules, [name for _, name in leaving]),
                on_yes=choose_and_leave,
                keep_running=keep_running,
                sized=True,
            )
        )

    refuse = partial(refusal, room, asks_tv_off=True)
    mark = (room.profile_id, PLAYED if between_sessions(room) else PLAYING)
    app.push(
        openers.profiles(
            on_choose=chosen,
            chosen=opens_on(room, refuse),
            refuse=refuse,
            mark=mark,
            keep_running=keep_running,
            note=lambda rules: left_out(rules, len(room.guests)),  # Night Baseball's, at 6 seats
        )
    )


def opens_on(room: Room, refuse: Callable[[Rules], str]) -> str:
    """The game the list opens on: the one chosen next, else the first the party can play after the
    game in play, round to the list's top (a host play-test's opened on the game in play, and a host
    pressed Down three times from it and landed on the wrong game). The game in play only where no
    other game may be chosen."""
    if room.next_game is not None:
        return room.next_game[1]
    entries = profiles()
    ids = [entry.id for entry in entries]
    at = ids.index(room.profile_id) + 1 if room.profile_id in ids else 0
    after = [entry for entry in entries[at:] + entries[:at] if entry.id != room.profile_id]
    playable = (entry.id for entry in after if entry.rules is not None and not refuse(entry.rules))
    return next(playable, room.profile_id)
