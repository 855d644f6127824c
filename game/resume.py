"""The session in progress, saved after every decision so that closing the game (or a crash)
loses nothing: Continue on the next start returns to the exact decision where play stopped, with
the same cards, pot and actions so far. Quitting neither escapes a bad hand (it is the same hand)
nor shows a later card (the table is rebuilt only up to that decision, and the screen shows only
what the player had seen).

What is kept is what the engine needs to rebuild the table deterministically (engine.table.Table):
the profile id and resolved rules, the seed, the opponents and every decision so far. The
balances after the last finished pot and the pot count are kept too, to check the replay and to
describe the session in the title menu. A file that does not replay any more (a newer engine, a
damaged file) is set aside with a message.

Older files still continue. Version 1 and 2 files hold the decisions up to the last finished pot
(those versions dealt the interrupted pot again): they continue at the start of the next pot.
Version 2 files may hold re-seeds, the pot boundaries where such a resume shuffled afresh; the
table applies them again so the finished pots replay as they were (engine.table, `reseeds`).
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, replace
from fractions import Fraction
from pathlib import Path

from engine import history
from engine.actions import Action, IllegalAction
from engine.events import HandEnd
from engine.money import amount_json, parse_amount, signed_mixed
from engine.table import Table
from game import storage
from game.session import Opponent, Session, Setup

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

    def describe(self) -> str:
        """One line for the title menu: the game, the pot in play, the human's balance as the
        table will show it (what is already in this pot counted, as on the seat's own line)."""
        rules = self.setup.rules
        balance = self.now if self.now is not None else self.balances[0] if self.balances else Fraction(0)
        you = signed_mixed(balance)
        return (
            f"{rules.name}, {self.setup.players} players: pot {self.pots_done + 1} of {rules.pots}, "
            f"you are at {you}."
        )


def snapshot(setup: Setup, table: Table) -> dict:
    return {
        "version": VERSION,
        "profile": table.profile_id,
        "rules": table.rules.to_json(),
        "seed": table.seed,
        "opponents": [{"style": opp.style, "difficulty": opp.difficulty} for opp in setup.opponents],
        "decisions": [[action.seat, action.kind] for action in table.decisions],
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
    return replace(parse(snapshot(setup, table)), now=table.nets()[0])


def save(setup: Setup, table: Table, path: Path | None = None) -> str | None:
    """Record the session up to its latest decision; a message when the folder is not writable."""
    return write(snapshot(setup, table), path)


def write(data: dict, path: Path | None = None) -> str | None:
    """Write a snapshot; a message when the folder is not writable."""
    path = path or resume_path()
    try:
        storage.write_json(path, data)
    except OSError as exc:
        return f"cannot save the session to {path.parent}: {exc.strerror or exc}"
    return None


def discard(path: Path | None = None) -> None:
    with contextlib.suppress(OSError):
        storage.remove(path or resume_path())


def parse(data) -> SavedSession:
    """A SavedSession from the file's JSON; ValueError saying what is wrong."""
    if not isinstance(data, dict) or data.get("version") not in READABLE:
        raise ValueError("it is not a saved session of this version")
    rules = history.rules_from_json(data["rules"])
    opponents = [Opponent(item["style"], item["difficulty"]) for item in data["opponents"]]
    seed = data["seed"]
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError("the seed should be a whole number")
    decisions = [Action(seat, kind) for seat, kind in data["decisions"]]
    balances = [parse_amount(value) for value in data["balances"]]
    reseeds = tuple((boundary, salt) for boundary, salt in data.get("reseeds", []))  # checked by the table
    setup = Setup(data["profile"], rules, len(opponents) + 1, opponents, seed, reseeds)
    return SavedSession(setup, decisions, data["pots_done"], balances)


def check_replay(saved: SavedSession) -> Fraction:
    """The human's balance as the replayed table stands; ValueError unless the saved decisions
    replay, legally, to a session still in play whose finished pots end with the saved balances."""
    session = Session(saved.setup)  # the same seats and seed as the scene will deal
    session.close()
    table = session.table
    try:
        for action in saved.decisions:
            table.apply(action)
    except IllegalAction as exc:
        raise ValueError(f"a saved decision is not legal any more ({exc})") from None
    if table.is_over:
        raise ValueError("the saved session is already over")
    if _pots_done(table) != saved.pots_done or _finished_balances(table) != saved.balances:
        raise ValueError("the replay does not reach the saved balances")
    return table.nets()[0]


def load(path: Path | None = None) -> tuple[SavedSession | None, list[str]]:
    """The saved session, checked by replaying it; (None, messages) when there is none or it is
    unusable. An unusable file is set aside (game.storage), never deleted: what it holds stays
    for a curious player, and the title offers no CONTINUE for it."""
    path = path or resume_path()
    try:
        data = storage.read_json(path, MAX_BYTES)
    except storage.StorageError as exc:
        return None, [f"{storage.problem_note(exc, path)}: the saved session cannot be continued"]
    if data is storage.MISSING:
        return None, []
    try:
        saved = parse(data)
        saved = replace(saved, now=check_replay(saved))
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, ArithmeticError) as exc:
        note = storage.set_aside(path)
        return None, [f"the saved session cannot be continued ({brief_problem(exc)}); {note}"]
    return saved, []


def brief_problem(exc: Exception) -> str:
    """One line, a few dozen words at most: the message of a problem deep in a hostile file."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if len(text) <= 160 else text[:150] + "..."
