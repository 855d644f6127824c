"""The session in progress, saved after every finished pot so that closing the game (or a crash)
loses nothing: Continue on the next start replays the session to the end of its last finished
pot, with the same balances and dealer, and play goes on from there.

What is kept is what the engine needs to rebuild the table (engine.table.Table.replayed): the
profile id and resolved rules, the seed, the opponents, and the decisions up to the last
`hand_end`. The balances and pot count are kept too, to check the replay and to describe the
session in the title menu. A file that does not replay any more (a newer engine, a damaged
file) is set aside with a message.

Continue does not deal the interrupted pot from the same deck again: a player who saw its later
streets, quit and continued would know the cards to come. Each Continue re-seeds the shuffles at
the boundary where play stopped, with a salt counting the resumes (never the clock: the same file
continued twice deals the same), and saves at once; every re-seed so far is kept so that the replay
applies them at the same boundaries. Version 1 files (before re-seeds) had none.
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
VERSION = 2
READABLE = (1, VERSION)  # version 1: the same without "reseeds"
MAX_BYTES = 2 << 20  # 100 pots of decisions take about half a megabyte


def resume_path() -> Path:
    return storage.data_dir() / FILE_NAME


@dataclass
class SavedSession:
    setup: Setup
    decisions: list[Action]
    pots_done: int
    balances: list[Fraction]

    def describe(self) -> str:
        """One line for the title menu: the game, the next pot, the human's balance."""
        rules = self.setup.rules
        you = signed_mixed(self.balances[0]) if self.balances else "0"
        return (
            f"{rules.name}, {self.setup.players} players: pot {self.pots_done + 1} of {rules.pots} next, "
            f"you are at {you}."
        )


def finished_decisions(table: Table) -> tuple[int, int]:
    """(decisions, events) up to and including the last hand_end: what a resume replays."""
    last = max((i for i, event in enumerate(table.events) if isinstance(event, HandEnd)), default=-1)
    count = sum(1 for event in table.events[: last + 1] if history.decision_of(event) is not None)
    return count, last + 1


def snapshot(setup: Setup, table: Table) -> dict:
    count, _ = finished_decisions(table)
    return {
        "version": VERSION,
        "profile": table.profile_id,
        "rules": table.rules.to_json(),
        "seed": table.seed,
        "opponents": [{"style": opp.style, "difficulty": opp.difficulty} for opp in setup.opponents],
        "decisions": [[action.seat, action.kind] for action in table.decisions[:count]],
        "reseeds": [[boundary, salt] for boundary, salt in table.reseeds],
        "pots_done": _pots_done(table),
        "balances": [amount_json(net) for net in _finished_balances(table)],
    }


def _pots_done(table: Table) -> int:
    return sum(1 for event in table.events if isinstance(event, HandEnd))


def _finished_balances(table: Table) -> list[Fraction]:
    ends = [event for event in table.events if isinstance(event, HandEnd)]
    return list(ends[-1].balances) if ends else [Fraction(0)] * len(table.seats)


def save(setup: Setup, table: Table, path: Path | None = None) -> str | None:
    """Record the session up to its last finished pot; a message when the folder is not writable."""
    path = path or resume_path()
    try:
        storage.write_json(path, snapshot(setup, table))
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


def check_replay(saved: SavedSession) -> None:
    """ValueError unless the saved decisions replay to the end of a pot with the saved balances."""
    session = Session(saved.setup)  # the same seats and seed as the scene will deal
    session.close()
    table = session.table
    try:
        for action in saved.decisions:
            table.apply(action)
    except IllegalAction as exc:
        raise ValueError(f"a saved decision is not legal any more ({exc})") from None
    if _pots_done(table) != saved.pots_done or _finished_balances(table) != saved.balances:
        raise ValueError("the replay does not reach the saved balances")
    if finished_decisions(table)[0] != len(saved.decisions):
        raise ValueError("the saved decisions go past the end of a pot")


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
        check_replay(saved)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, ArithmeticError) as exc:
        note = storage.set_aside(path)
        return None, [f"the saved session cannot be continued ({brief_problem(exc)}); {note}"]
    return saved, []


def brief_problem(exc: Exception) -> str:
    """One line, a few dozen words at most: the message of a problem deep in a hostile file."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if len(text) <= 160 else text[:150] + "..."


def continued(saved: SavedSession) -> Setup:
    """The setup Continue deals: the saved one with one more re-seed, where play stopped, so the
    interrupted pot and the ones after it come from a fresh shuffle. The salt counts the resumes
    (the re-seeds so far), so continuing again later shuffles afresh again."""
    salt = f"resume {len(saved.setup.reseeds) + 1}"
    return replace(saved.setup, reseeds=(*saved.setup.reseeds, (saved.pots_done, salt)))


def fast_forward(scene, saved: SavedSession) -> str | None:
    """Bring a new table scene for `continued(saved)` to the end of the saved pots: the engine
    replays every saved decision, and the scene shows only the seats and the balances after the
    last finished pot, then animates from the next hand on. The new re-seed is saved at once: were
    the game closed before the pot ends, the next Continue must not deal this deck again either.
    Returns a message when that save fails."""
    table = scene.table
    for action in saved.decisions:
        table.apply(action)
    _, done = finished_decisions(table)
    events = table.events_for(0)
    scene.pending.clear()
    scene.director.play(events[0])  # session_start: seats and layout
    if done:
        scene.director.play(events[done - 1])  # the last hand_end: balances
    scene.cursor = done
    scene.fetch()
    return save(scene.setup, table)
