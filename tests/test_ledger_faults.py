"""A night's ledger survives a session that does not add up to 0 (a fault in the game, as a
play-test's party recorded): the file loads with every session, the fault is named with the
amount it is off by, the totals stay the sums of what was recorded, and the keeper goes on adding
to the same file. `baseball-poker ledger` only reads: it never renames or writes the data folder."""

from __future__ import annotations

import datetime
import json
from fractions import Fraction
from pathlib import Path

from test_ledger_solo import play_solo

from game.play import ledger, ledger_command, ledger_file
from game.play.ledger import Ledger, Person, session_nets
from game.play.session import Session, direct_setup
from game.store import storage
from game.store.settings import Settings

ANN, BOB, CPU = (
    Person("local:ann", "Ann", False),
    Person("local:bob", "Bob", False),
    Person("bot:cpu 2", "CPU 2", True),
)


def faulty_night(night: str) -> Path:
    """The night's file with three sessions, the second off by -4 (Bob's net recorded 4 short)."""
    sessions = [
        session_nets(
            "party-1",
            "Baseball",
            f"{night}T21:04",
            8,
            True,
            [(ANN.key, Fraction(7, 2)), (BOB.key, Fraction(-7, 2))],
        ),
        session_nets(
            "party-2",
            "Night Baseball",
            f"{night}T21:40",
            5,
            True,
            [(ANN.key, Fraction(1)), (BOB.key, Fraction(-5)), (CPU.key, Fraction(0))],
        ),
        session_nets(
            "party-3",
            "Baseball",
            f"{night}T22:30",
            2,
            False,
            [(BOB.key, Fraction(1, 2)), (CPU.key, Fraction(-1, 2))],
        ),
    ]
    kept = Ledger(night, (ANN, BOB, CPU), tuple(sessions))
    path = ledger_file.ledger_path(night)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(ledger.to_json(kept)))
    return path


def test_a_file_with_a_faulty_session_loads_whole_and_names_the_fault(home):
    path = faulty_night("2026-12-02")
    kept, problems = ledger_file.load("2026-12-02")
    assert problems == [] and path.exists()  # nothing set aside
    assert [s.id for s in kept.sessions] == ["party-1", "party-2", "party-3"]
    assert [(number, session.id) for number, session in kept.faults()] == [(2, "party-2")]
    message = ledger.fault_message(*kept.faults()[0])
    assert message.startswith("session 2 (Night Baseball at 21:40") and "adds up to -4, not 0" in message
    # the totals are the exact sums of what was recorded, the fault included
    assert {line.shown: line.total for line in kept.lines()} == {
        "Ann": Fraction(9, 2),
        "Bob": Fraction(-8),
        "CPU 2": Fraction(-1, 2),
    }


def test_the_keeper_tells_the_fault_once_and_adds_its_sessions_to_the_same_file(home):
    night = ledger_file.tonight()
    faulty_night(night)
    session = Session(direct_setup(Settings(), "baseball", 3, 11))
    keeper = session.night
    assert keeper is not None
    # this session starts after the file's three, whatever the hour the test runs at
    keeper.now = lambda: datetime.datetime.fromisoformat(f"{night}T23:15")
    told = keeper.take_problems()
    assert len(told) == 1 and "session 2 (Night Baseball" in told[0] and "adds up to -4" in told[0]
    session.host.start()
    play_solo(session, 2)
    session.close()
    assert keeper.take_problems() == []  # told once, not after every pot
    on_disk, problems = ledger_file.load(night)
    assert problems == [] and on_disk == keeper.ledger
    assert [s.id for s in on_disk.sessions][:3] == ["party-1", "party-2", "party-3"]
    assert len(on_disk.sessions) == 4 and on_disk.sessions[3].pots == 2
    assert [number for number, _ in on_disk.faults()] == [2]
    assert not list(ledger_file.ledger_path(night).parent.glob("*.damaged-*"))


def listing(folder: Path) -> dict[str, bytes]:
    return {str(path.relative_to(folder)): path.read_bytes() for path in folder.rglob("*") if path.is_file()}


def test_the_ledger_command_changes_nothing_in_the_data_folder(home, capsys):
    faulty_night("2026-12-02")
    damaged = ledger_file.ledger_path("2026-11-27")
    damaged.write_text('{"version": 1, "night": "2026-11-27", "people": [], "sessions": 7}')
    folder = storage.data_dir()
    before = listing(folder)
    assert ledger_command.main(["--night", "2026-11-27"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "damaged" in err[0] and "left as it is" in err[0]
    assert ledger_command.main(["--night", "2026-12-02"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert (
        out[-1].startswith("warning: session 2 (Night Baseball at 21:40")
        and "adds up to -4, not 0" in out[-1]
    )
    assert next(line for line in out if line.startswith("Bob ")).split()[-1] == "-8"
    assert listing(folder) == before


def test_each_csv_save_of_a_night_gets_a_name_of_its_own(home):
    kept, _ = ledger_file.load("2026-12-02", faulty_night("2026-12-02"))
    at = datetime.datetime(2026, 12, 2, 23, 15)
    first, problem = ledger_file.export_csv(kept, lambda: at)
    assert problem is None and first.name == "ledger-2026-12-02-2315.csv"
    written = first.read_bytes()
    later = Ledger(kept.night, kept.people, kept.sessions[:1])
    second, problem = ledger_file.export_csv(later, lambda: at)
    third, _ = ledger_file.export_csv(later, lambda: at)
    assert problem is None and (second.name, third.name) == (
        "ledger-2026-12-02-2315-2.csv",
        "ledger-2026-12-02-2315-3.csv",
    )
    assert first.read_bytes() == written and second.read_bytes() != written
