"""Every scene's opener: a function named as the scene is in game.screens.scenes.registry, whose
keyword-only parameters are what the scene takes, returning the `Opening` the app is handed:

    self.app.push(openers.chart(rules=rules, page="words"))

mypy checks each call against its opener (a misspelt or missing argument, or one of the wrong type,
fails there, not at run time), and the registry checks each opener against its scene's class.

An opener passes on only the arguments it is given, so a default written `...` is the scene's own.
A new scene is one opener here, its line in the registry's SCENES and its line in the registry's
checks (docs/architecture.md, "A new module"). This module imports no scene: a scene module imports
it, and none may import another.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import TYPE_CHECKING, ParamSpec

from game.screens.scene import Opening

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence
    from fractions import Fraction

    from engine.events import Standing
    from engine.profile import ProfileEntry
    from engine.rules import Rules
    from game.felt.table_model import TableModel
    from game.party.wire.tv import TvParty
    from game.play.hall_of_fame import Entry
    from game.play.ledger import Ledger
    from game.play.pot_tape import PotTape
    from game.play.resume import SavedSession
    from game.play.session import Setup
    from game.screens.party_look import TvPlayer
    from game.screens.scene import AttractMode, PartyControls, PauseContext, ResultContext
    from game.telling.pot_result import PotResult
    from game.telling.session_awards import SessionAward

P = ParamSpec("P")


def opener(stub: Callable[P, None]) -> Callable[P, Opening]:
    """The opener of the scene named as `stub`: its parameters, and an `Opening` of what it is given."""
    name = stub.__name__

    @wraps(stub)
    def opening(*args: P.args, **details: P.kwargs) -> Opening:
        if args:
            raise TypeError(f"{name}: name each argument")
        return Opening(name, details)

    return opening


# ----- the title and its menus


@opener
def title(*, away: SavedSession | None = ..., menu: bool = ..., at: str = ...) -> None:
    """The title (away: the session the human was away from, which any input goes back to; menu: at
    its menu, PRESS START already pressed; at: the label of the item the menu's cursor is on)."""


@opener
def profiles(
    *,
    on_choose: Callable[[ProfileEntry], None] | None = ...,
    chosen: str = ...,
    refuse: Callable[[Rules], str] | None = ...,
    mark: tuple[str, str] = ...,
    keep_running: Callable[[float], None] | None = ...,
    note: Callable[[Rules], str] | None = ...,
) -> None:
    """PLAY: the games (on_choose: handed the game chosen, back on the page that opened the list, as
    HOST A PARTY's GAME row opens it; chosen: the id of the game the list opens on; refuse: why a
    game is greyed there; note: words after an open game's line; mark: a game's id and the words after its name, the party's game in
    play's; keep_running: each frame, a party's phones answered)."""


@opener
def players(*, profile_id: str, rules: Rules) -> None:
    """PLAY: how many players."""


@opener
def opponents(*, setup: Setup) -> None:
    """PLAY: the computer players' styles, then the deal."""


@opener
def howto(*, attract: AttractMode | None = ...) -> None:
    """HOW TO PLAY (a page of attract mode, given its cycle)."""


@opener
def options(*, access: bool = ..., keep_running: Callable[[float], None] | None = ...) -> None:
    """OPTIONS (access: its ACCESS page alone, as the party host's menu opens it; keep_running: what
    runs under it each frame, the party's phones answered)."""


@opener
def hall_of_fame(
    *,
    entries: list[Entry] | None = ...,
    highlight: int | None = ...,
    attract: AttractMode | None = ...,
    board: str | None = ...,
) -> None:
    """The hall of fame (a page of attract mode, given its cycle)."""


@opener
def initials(
    *,
    entries: list[Entry],
    net: Fraction,
    game: str,
    players: int,
    profile: str = ...,
    recorded: Entry | None = ...,
) -> None:
    """A place in the hall of fame: the initials."""


@opener
def house_games() -> None:
    """HOUSE RULES: the house games."""


@opener
def house_editor(*, start: Rules, editing: str = ..., on_saved: Callable[[str], None] | None = ...) -> None:
    """A house game's rules, from `start` (editing: the id of the game edited, "" for a new one)."""


@opener
def house_name(
    *,
    typed: str,
    on_done: Callable[[str], None],
    problem: Callable[[str], str | None],
    heading: str = ...,
    length: int = ...,
) -> None:
    """A name typed on the letter grid: a house game's (a player's at the party TV: `heading`, `length`)."""


# ----- a table and what opens over it


@opener
def table(*, setup: Setup, saved: SavedSession | None = ...) -> None:
    """A solo table (saved: the session Continue goes on with)."""


@opener
def demo(*, setup: Setup | None = ..., attract: AttractMode | None = ...) -> None:
    """Attract mode's table, played by the computer alone."""


@opener
def guided(*, profile_id: str, rules: Rules, then: str = ...) -> None:
    """A guided first hand (then: "players" goes on to the Play menus, "" back to the page that opened it)."""


@opener
def guide_end(*, profile_id: str, rules: Rules, then: str = ...) -> None:
    """What next after a guided hand (then: as the guide's)."""


@opener
def pause(*, table: PauseContext) -> None:
    """The pause menu over a table."""


@opener
def result(*, model: TableModel, result: PotResult, hand: int, table: ResultContext | None = ...) -> None:
    """A pot's result over the table."""


@opener
def last_pots(*, table: PauseContext) -> None:
    """LAST POTS: the session's pots, to replay one."""


@opener
def replay(
    *,
    tapes: Sequence[PotTape],
    start: int = ...,
    seat: int | None = ...,
    keep_running: Callable[[float], None] | None = ...,
    showing: Callable[[int], None] | None = ...,
    back_to: str = ...,
) -> None:
    """A pot played again (start: which of the tapes, -1 the last; seat: whose hidden cards they
    hold; keep_running: what runs under it each frame, the party's phones answered; showing: told
    each pot's number as shown; back_to: where Esc goes, said on its keys' line)."""


@opener
def standings(
    *, setup: Setup, model: TableModel, standings: Iterable[Standing], awards: list[SessionAward] | None = ...
) -> None:
    """The session's standings and awards."""


@opener
def chart(*, rules: Rules, page: str = ..., every_word: bool = ...) -> None:
    """The hand rankings, the rules and the words of a game ("rankings", "rules" or "words");
    `every_word`: the words of every game."""


@opener
def confirm(
    *,
    question: str,
    on_yes: Callable[[], None],
    detail: str = ...,
    yes: str = ...,
    keep_running: Callable[[float], None] | None = ...,
    on_no: Callable[[], None] | None = ...,
    yes_first: bool = ...,
    back_is_no: bool = ...,
    lead: str = ...,
    sized: bool = ...,
) -> None:
    """A question: YES or NO (keep_running: what goes on under it each frame; sized: in the TEXT
    SIZE chosen, over a page that follows it)."""


# ----- a party


@opener
def party_setup() -> None:
    """PARTY: the game, the seats, the turn timer."""


@opener
def party_players(
    *,
    players: list[TvPlayer],
    seats: int,
    keep_running: Callable[[float], None] | None = ...,
    seated: Sequence[str] = ...,
    colours: Sequence[str] = ...,
    stop: str = ...,
) -> None:
    """PARTY: the players at the TV itself (keep_running: what runs under it each frame, when a
    party is going on; seated: the names at its table; colours: the colours of the seats they take;
    stop: why no more may join once `seats` have, where that is not every seat)."""


@opener
def party_lobby(*, party: TvParty, devices: dict[int, str]) -> None:
    """The open room: its address, its code and who has joined."""


@opener
def party_table(*, party: TvParty, devices: dict[int, str]) -> None:
    """The party's table on the TV."""


@opener
def party_host(*, party: PartyControls) -> None:
    """The host's menu over the party's table."""


@opener
def ledger(
    *,
    ledger: Ledger,
    ending: bool = ...,
    keep_running: Callable[[float], None] | None = ...,
    past: bool = ...,
    pot_in_play: Callable[[], bool] | None = ...,
) -> None:
    """TONIGHT'S LEDGER (ending: the night is over, offer the CSV; keep_running: what runs under
    it each frame, the party's phones answered; past: a night kept, from the hall of fame;
    pot_in_play: whether the party's nets are before a pot being played)."""
