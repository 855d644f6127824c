"""The session in progress, saved after every decision so that closing the game (or a crash)
loses nothing: Continue on the next start returns to the exact decision where play stopped, with
the same cards, pot and actions so far. Quitting neither escapes a bad hand (it is the same hand)
nor shows a later card (the table is rebuilt only up to that decision, and the screen shows only
what the player had seen).

What is kept is what the engine needs to rebuild the table deterministically (engine.table.Table):
the profile id and resolved rules, the seed, the opponents and every decision so far, with what the
table host told with the moves it made itself (game.play.move_facts: a hand that cannot win checked
for you, a run of cards, the away rule's move), which the continued table says again. The
balances after the last finished pot and the pot count are kept too, to check the replay and to
describe the session in the title menu. A file that does not replay any more (a newer engine, a
damaged file) is set aside with a message; a file that cannot be read now is left as it is
(game.store.storage, `held`), and the table does not save over it in this run.

The end of a session is kept with its record (`finish`): the final snapshot (the finished session,
its result) is written first, then the hall of fame entry it earns (game.play.hall_of_fame.record,
under UNNAMED initials), and only then is the file removed. A crash anywhere in between leaves the
finished session on file, and the next start records its entry (`load`) before removing it.

Older files still continue. Version 1 and 2 files hold the decisions up to the last finished pot
(those versions dealt the interrupted pot again): they continue at the start of the next pot.
Version 2 files may hold re-seeds, the pot boundaries where such a resume shuffled afresh; the
table applies them again so the finished pots replay as they were (engine.table, `reseeds`).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from pathlib import Path
from typing import Any

from engine import history
from engine.actions import Action, IllegalAction
from engine.events import HandEnd
from engine.money import amount_json, mixed, parse_amount, signed_mixed
from engine.rules import Rules
from engine.table import Table
from game.play import hall_of_fame
from game.play.move_facts import MoveFact, fact_json, parse_fact
from game.play.session import Opponent, Session, Setup
from game.store import storage

FILE_NAME = "session.json"
VERSION = 3
READABLE = (1, 2, VERSION)  # 1: no "reseeds"; 1 and 2: decisions up to the last finished pot only
MAX_BYTES = 2 << 20  # a long session's every decision takes well under a megabyte


def resume_path() -> Path:
    return storage.data_dir() / FILE_NAME


@dataclass
class SavedSession:
    setup: Setup
    decisions: list[Action]
    pots_done: int
    balances: list[Fraction]  # after the last finished pot
    now: Fraction | None = None  # the human's balance as the table stands (its bets in this pot paid)
    game: Rules | None = None  # the pot's game (a dealer's choice: as called; None while called)
    folded: bool = False  # the human folded the pot in play: what they put in it is lost
    between: bool = False  # quit at a pot's result: Continue deals the next pot, not yet dealt
    # what the host told with its own moves, each with the number of the decision it came before
    told: Sequence[tuple[int, MoveFact]] = ()

    def describe(self) -> str:
        """For the title menu: the game, the pot in play, the human's balance as the table will
        show it (what is already in this pot counted, as on the seat's own line). When something is
        in the pot (a pot quit part-way) a second line says so: "-3, with 1 already in this pot"
        is the -2 the last result showed, less the ante. Folded, that is lost, and the line says
        only "you folded this pot" (a newcomer who folded and quit read "with 1 already in this pot"
        as a stake still theirs; a longer line took a third and ran over the title's cards). Quit at a result, the next pot is not dealt yet (game.play.session): the line is
        that result's balance. Lines are parted by a line break.

        The pot is counted in the table's word and number, HAND 3 OF 8: the hand on the table when
        it stopped. Quit at a result, the table still showed the finished hand's number, and the line
        names the one Continue deals as the next (it said "pot 5 of 8" beside the table's HAND 4 OF 8,
        which a host read as the two disagreeing)."""
        rules = self.setup.rules
        before = self.balances[0] if self.balances else Fraction(0)
        balance = self.now if self.now is not None else before
        count = f"hand {self.pots_done + 1} of {rules.pots}"
        game = f"{rules.name}, {self.setup.players} players" + (
            f", next: {count}" if self.between else f": {count}"
        )
        if balance >= before:
            return f"{game}, you are at {signed_mixed(balance)}."
        if self.folded:  # (what was put in is lost: said in a line the title has room for, two in all)
            return f"{game}.\nYou are at {signed_mixed(balance)}: you folded this pot."
        return f"{game}.\nYou are at {signed_mixed(balance)}, with {mixed(before - balance)} already in this pot."


def snapshot(setup: Setup, table: Table, told: Iterable[tuple[int, MoveFact]] = ()) -> dict[str, Any]:
    """The file's JSON of the session on `table`, with the facts its host `told` with its moves."""
    return {
        "version": VERSION,
        "profile": table.profile_id,
        "rules": table.session_rules.to_json(),  # a dealer's choice with all its games
        "seed": table.seed,
        "opponents": [{"style": opp.style, "difficulty": opp.difficulty} for opp in setup.opponents],
        "decisions": [[action.seat, action.kind] for action in table.decisions],
        "told": [[number, fact_json(fact)] for number, fact in told],
        "reseeds": [[boundary, salt] for boundary, salt in table.reseeds],
        "pots_done": _pots_done(table),
        "balances": [amount_json(net) for net in _finished_balances(table)],
    }


def _pots_done(table: Table) -> int:
    return sum(1 for event in table.events if isinstance(event, HandEnd))


def _finished_balances(table: Table) -> list[Fraction]:
    ends = [event for event in table.events if isinstance(event, HandEnd)]
    return list(ends[-1].balances) if ends else [Fraction(0)] * len(table.seats)


def saved_session(setup: Setup, table: Table) -> SavedSession:
    """The session as it stands, as Continue would load it from its file."""
    return as_it_stands(parse(snapshot(setup, table)), table)


def as_it_stands(saved: SavedSession, table: Table) -> SavedSession:
    """`saved` with what its table shows now: the human's balance, the pot's game, and whether
    the human folded the pot in play (seat 0, the human's)."""
    folded = not table.between_hands and 0 not in table.hand.live
    return replace(
        saved, now=table.nets()[0], game=pot_game(table), folded=folded, between=table.between_hands
    )


def pot_game(table: Table) -> Rules | None:
    """The game of the pot in play, or of the next once it is set; None while a dealer's choice
    waits for its dealer's call (or, in turn, for its next pot)."""
    return None if table.session_rules.games and table.pot_game != table.hands_played + 1 else table.rules


def save(setup: Setup, table: Table, path: Path | None = None) -> str | None:
    """Record the session up to its latest decision; a message when the folder is not writable."""
    return write(snapshot(setup, table), path)


def write(data: dict[str, Any], path: Path | None = None) -> str | None:
    """Write a snapshot; a message when the folder is not writable."""
    path = path or resume_path()
    try:
        storage.write_json(path, data)
    except OSError as exc:
        return storage.write_problem("the game", path, exc)
    return None


def discard(path: Path | None = None) -> None:
    with contextlib.suppress(OSError):
        storage.remove(path or resume_path())


def session_key(data: dict[str, Any]) -> str:
    """A name for one session, the same for every snapshot of it once it is over: its game, seed
    and every decision. It ties a hall of fame entry to the session that earned it."""
    text = json.dumps([data["profile"], data["seed"], data["decisions"]], separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def ending_entry(data: dict[str, Any], table: Table) -> hall_of_fame.Entry:
    """The hall of fame entry a finished session earns if it makes its board, still unnamed."""
    return hall_of_fame.new_entry(
        hall_of_fame.UNNAMED,
        table.nets()[0],
        table.session_rules.name,
        len(table.seats),
        profile=table.profile_id,
        session=session_key(data),
    )


# why a finished game's file is held: its result waits for the hall of fame (`finish`)
FINISHED = "holds a finished game's result for the hall of fame"


def finish(
    data: dict[str, Any] | None, entry: hall_of_fame.Entry, path: Path | None = None
) -> hall_of_fame.Recorded:
    """The end of a session, in an order no crash can spoil: the final snapshot `data` (None: it is
    on file already), then the entry it earns, then the file goes. While the entry cannot be settled
    (the hall of fame cannot be read or written) the finished session stays on file, to be recorded
    at a later start, and is held (game.store.storage.hold): no new game of this run saves over it."""
    path = path or resume_path()
    problem = write(data, path) if data is not None else None
    recorded = hall_of_fame.record(entry)
    if recorded.settled:
        discard(path)
    elif problem is None:
        recorded.problems.append("your result is kept and goes into the hall of fame at a later start")
        storage.hold(path, FINISHED)  # (a new game of this run, PLAY AGAIN, is not saved over it)
    if problem:
        recorded.problems.append(problem)
    return recorded


def parse(data: object) -> SavedSession:
    """A SavedSession from the file's JSON; ValueError saying what is wrong."""
    if not isinstance(data, dict) or data.get("version") not in READABLE:
        raise ValueError("it is not a saved game of this version")
    rules = history.rules_from_json(data["rules"])
    opponents = [Opponent(item["style"], item["difficulty"]) for item in data["opponents"]]
    seed = data["seed"]
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError("the seed should be a whole number")
    decisions = [Action(seat, kind) for seat, kind in data["decisions"]]
    balances = [parse_amount(value) for value in data["balances"]]
    reseeds = tuple((boundary, salt) for boundary, salt in data.get("reseeds", []))  # checked by the table
    setup = Setup(data["profile"], rules, len(opponents) + 1, opponents, seed, reseeds)
    told = [(number, parse_fact(fact)) for number, fact in data.get("told", [])]  # (none before it was kept)
    if any(type(number) is not int or not 0 <= number < len(decisions) for number, _ in told):
        raise ValueError("a move's fact is kept with no decision of the game")
    if any(fact.seat != decisions[number].seat for number, fact in told):
        raise ValueError("a move's fact is kept with another seat's decision")
    return SavedSession(setup, decisions, data["pots_done"], balances, told=told)


def check_replay(saved: SavedSession) -> Fraction:
    """The human's balance as the replayed table stands; ValueError unless the saved decisions
    replay, legally, to a session still in play whose finished pots end with the saved balances."""
    table = replay(saved)
    if table.is_over:
        raise ValueError("the saved game is already over")
    return table.nets()[0]


def replay(saved: SavedSession) -> Table:
    """The table the saved decisions rebuild; ValueError unless they replay legally to the saved
    finished pots and balances (a session that is over included)."""
    session = Session(saved.setup, keep_ledger=False)  # the same seats and seed as the scene will deal
    session.close()
    table = session.table
    try:
        redo(table, saved.decisions)
    except IllegalAction as exc:
        raise ValueError(f"a saved decision is not legal any more ({exc})") from None
    if _pots_done(table) != saved.pots_done or _finished_balances(table) != saved.balances:
        raise ValueError("the replay does not reach the saved balances")
    return table


def redo(table: Table, decisions: Iterable[Action]) -> None:
    """Apply the saved `decisions` to the session's new table, dealing each pot the table holds
    back between hands (game.play.session) as the host dealt it; a session saved at a pot's result
    stays there, its next pot not yet dealt."""
    for action in decisions:
        if table.between_hands:
            table.next_hand()
        table.apply(action)


def load(path: Path | None = None) -> tuple[SavedSession | None, list[str]]:
    """The saved session, checked by replaying it; (None, messages) when there is none or it is
    unusable. An unusable file is set aside (game.store.storage), never deleted: what it holds stays
    for a curious player, and the title offers no CONTINUE for it. A file that cannot be read now
    stays as it is. A finished session (its end was interrupted) has its entry recorded
    (`finish`) and is then removed."""
    path = path or resume_path()
    try:
        data = storage.read_json(path, MAX_BYTES)
    except storage.StorageError as exc:
        if exc.unavailable:
            return None, [f"{exc}: the saved game is kept as it is, to continue at the next start"]
        return None, [f"{storage.problem_note(exc, path)}: the saved game cannot be continued"]
    if data is storage.MISSING:
        return None, []
    try:
        saved = parse(data)
        table = replay(saved)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, ArithmeticError) as exc:
        note = storage.set_aside(path)
        return None, [f"the saved game cannot be continued ({brief_problem(exc)}); {note}"]
    if table.is_over:
        return None, finish(None, ending_entry(data, table), path).problems
    return as_it_stands(saved, table), []


def brief_problem(exc: Exception) -> str:
    """One line, a few dozen words at most: the message of a problem deep in a hostile file."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if len(text) <= 160 else text[:150] + "..."
