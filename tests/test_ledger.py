"""The night's ledger as data (game.play.ledger) and on disk (game.play.ledger_file): every session
adds up to 0, a person's total is the sum of their sessions, and the JSON and the CSV read back
to the very amounts (property tests over random nights)."""

from __future__ import annotations

import csv
import datetime
import io
import json
import os
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.money import parse_amount
from game.play import ledger, ledger_file
from game.play.ledger import Ledger, Person, session_nets
from game.store import storage

NAMES = ("Ann", "Bob", "Cat", "CPU 2", "Dee", "ann")
PEOPLE = tuple(Person(f"k{i}:{name}", name, name.startswith("CPU")) for i, name in enumerate(NAMES))
amounts = st.fractions(min_value=-50, max_value=50, max_denominator=6)


@st.composite
def sessions(draw: st.DrawFn, number: int) -> tuple[ledger.SessionNets, list[Person]]:
    """A session of two or more of PEOPLE (one may play twice), its nets adding up to 0."""
    people = draw(st.lists(st.sampled_from(PEOPLE), min_size=2, max_size=8))
    nets = [draw(amounts) for _ in people[1:]]
    played = [(person.key, net) for person, net in zip(people, [-sum(nets, Fraction(0)), *nets], strict=True)]
    over = draw(st.booleans())
    started = f"2026-12-02T2{number % 10}:{number % 60:02d}"
    return session_nets(f"s{number}", "Baseball", started, draw(st.integers(0, 30)), over, played), people


@st.composite
def nights(draw: st.DrawFn) -> tuple[Ledger, list[list[tuple[str, Fraction]]]]:
    """A night recorded session by session (one recorded twice, as after every pot), with each
    session's (key, net) pairs as they were played."""
    night = Ledger("2026-12-02")
    played = []
    for number in range(draw(st.integers(1, 6))):
        session, people = draw(sessions(number))
        night = night.recorded(session, people)
        played.append(list(session.nets))
    return night, played


@given(nights())
@settings(max_examples=150, deadline=None)
def test_every_session_adds_up_to_0_and_each_total_is_the_sum_of_its_sessions(drawn):
    night, played = drawn
    for session in night.sessions:
        assert sum((net for _, net in session.nets), Fraction(0)) == 0
    lines = night.lines()
    assert sum((line.total for line in lines), Fraction(0)) == 0
    for line in lines:  # the sum written out by hand, from what was played
        expected = sum((net for nets in played for key, net in nets if key == line.person.key), Fraction(0))
        assert line.total == expected
        assert line.total == sum((net for net in line.nets if net is not None), Fraction(0))
    kinds = [line.person.bot for line in lines]
    assert kinds == sorted(kinds)  # the people first, then the computer players apart
    for bot in (False, True):
        totals = [line.total for line in lines if line.person.bot == bot]
        assert totals == sorted(totals, reverse=True)
    assert len({line.shown.casefold() for line in lines}) == len(
        lines
    )  # "Ann" and "ann" stay two, told apart


@given(nights())
@settings(max_examples=150, deadline=None)
def test_the_json_reads_back_to_the_same_ledger(drawn):
    night, _ = drawn
    assert ledger.from_json(json.loads(json.dumps(ledger.to_json(night)))) == night


@given(nights(), st.data())
@settings(max_examples=150, deadline=None)
def test_a_session_off_by_any_amount_reads_back_as_recorded_and_is_named(drawn, data):
    """A fault in the game (one net recorded wrong) costs the file nothing: it reads back with every
    session, that one named as off by exactly the error, each total the sum of what was recorded."""
    night, _ = drawn
    assert night.faults() == []
    at = data.draw(st.integers(0, len(night.sessions) - 1))
    error = data.draw(amounts.filter(bool))
    wrong = night.sessions[at]
    (key, net), *rest = wrong.nets
    faulty = replace(wrong, nets=((key, net + error), *rest))
    recorded = replace(night, sessions=tuple(faulty if s is wrong else s for s in night.sessions))
    read = ledger.from_json(json.loads(json.dumps(ledger.to_json(recorded))))
    assert read == recorded and read.faults() == [(at + 1, faulty)] and faulty.balance == error
    assert read.total(key) == night.total(key) + error


@given(nights())
@settings(max_examples=150, deadline=None)
def test_the_csv_parses_back_to_every_amount(drawn):
    night, _ = drawn
    rows = list(csv.reader(io.StringIO(ledger.to_csv(night))))
    assert rows[0][:2] == ["name", "kind"] and rows[0][-1] == "total"
    assert len(rows[0]) == 3 + len(night.sessions)
    for row, line in zip(rows[1:], night.lines(), strict=True):
        assert row[0] == line.shown and row[1] == ("bot" if line.person.bot else "person")
        assert [cell == "" for cell in row[2:-1]] == [net is None for net in line.nets]
        exact = [*line.nets, line.total]
        read = [(parse_amount(cell), net) for cell, net in zip(row[2:], exact, strict=True) if cell]
        for cell, net in read:  # exact where the decimals end (halves), else to a millionth
            assert cell == net if ends_in_decimals(net) else abs(cell - net) <= Fraction(1, 2 * 10**6)
    for column, session in enumerate(night.sessions, 2):  # each column adds up to 0 where exact
        if all(ends_in_decimals(net) for _, net in session.nets):
            assert sum((parse_amount(row[column]) for row in rows[1:] if row[column]), Fraction(0)) == 0


def ends_in_decimals(amount: Fraction) -> bool:
    """Whether `amount` is a decimal that ends (2s and 5s alone divide its denominator)."""
    denominator = amount.denominator
    for factor in (2, 5):
        while denominator % factor == 0:
            denominator //= factor
    return denominator == 1


def test_the_csv_writes_numbers_a_spreadsheet_reads_not_fractions_it_reads_as_dates():
    """A play-test's spreadsheet read "49/2" as 49 February: halves are written "24.5"."""
    ann, bob, cpu = PEOPLE[0], PEOPLE[1], PEOPLE[3]
    nets = [(ann.key, Fraction(49, 2)), (bob.key, Fraction(-1, 2)), (cpu.key, Fraction(-24))]
    night = Ledger("2026-12-02").recorded(
        session_nets("s1", "Baseball", "2026-12-02T21:04", 8, True, nets), [ann, bob, cpu]
    )
    rows = list(csv.reader(io.StringIO(ledger.to_csv(night))))
    assert rows[1:] == [
        ["Ann", "person", "24.5", "24.5"],
        ["Bob", "person", "-0.5", "-0.5"],
        ["CPU 2", "bot", "-24", "-24"],
    ]
    assert all("/" not in cell for row in rows[1:] for cell in row)


def test_a_session_recorded_again_replaces_its_record_and_keeps_its_start():
    ann, bob = PEOPLE[0], PEOPLE[1]
    first = session_nets(
        "s1", "Baseball", "2026-12-02T21:04", 1, False, [(ann.key, Fraction(1)), (bob.key, -1)]
    )
    later = session_nets(
        "s1", "Baseball", "2026-12-02T21:30", 9, True, [(ann.key, Fraction(5, 2)), (bob.key, Fraction(-5, 2))]
    )
    night = Ledger("2026-12-02").recorded(first, [ann, bob]).recorded(later, [ann, bob])
    assert len(night.sessions) == 1
    assert night.sessions[0].started == "2026-12-02T21:04" and night.sessions[0].pots == 9
    assert night.total(ann.key) == Fraction(5, 2)


def test_a_night_runs_past_midnight_and_starts_at_six():
    assert ledger_file.night_of(datetime.datetime(2026, 12, 3, 2, 30)) == "2026-12-02"
    assert ledger_file.night_of(datetime.datetime(2026, 12, 3, 5, 59)) == "2026-12-02"
    assert ledger_file.night_of(datetime.datetime(2026, 12, 3, 6, 0)) == "2026-12-03"


def test_a_damaged_ledger_is_set_aside_with_a_message_and_the_night_starts_afresh(home):
    path = ledger_file.ledger_path("2026-12-02")
    path.parent.mkdir(parents=True)
    path.write_text('{"version": 1, "night": "2026-12-02", "people": [], "sessions": 7}')
    night, problems = ledger_file.load("2026-12-02")
    assert night == Ledger("2026-12-02")
    assert len(problems) == 1 and "damaged" in problems[0] and "starts afresh" in problems[0]
    assert not path.exists() and list(path.parent.glob("2026-12-02.json.damaged-*"))


def test_a_ledger_that_cannot_be_read_now_is_left_as_it_is_and_not_written_over(home, monkeypatch):
    path = ledger_file.ledger_path("2026-12-02")
    path.parent.mkdir(parents=True)
    path.write_text("kept")

    def refuse(*args, **kwargs):
        raise storage.StorageError(f"{path.name} cannot be read (Permission denied)", False, True)

    monkeypatch.setattr(storage, "read_json", refuse)
    storage._held.add(storage._key(path))  # what read_json records of a file it could not read
    night, problems = ledger_file.load("2026-12-02")
    assert night == Ledger("2026-12-02") and "kept as it is" in problems[0]
    session = session_nets("s", "Baseball", "2026-12-02T21:00", 1, False, [(PEOPLE[0].key, Fraction(0))])
    _, problem = ledger_file.save(night.recorded(session, [PEOPLE[0]]))
    assert problem is not None and "not saved" in problem
    assert path.read_text() == "kept"
    storage._held.discard(storage._key(path))


def test_a_save_keeps_the_sessions_another_table_saved_that_night(home):
    ann, bob = PEOPLE[0], PEOPLE[1]
    solo = session_nets(
        "solo-1", "Baseball", "2026-12-02T19:00", 3, True, [(ann.key, Fraction(2)), (bob.key, -2)]
    )
    party = session_nets(
        "party-1", "Baseball", "2026-12-02T21:00", 1, False, [(bob.key, Fraction(1)), (ann.key, -1)]
    )
    ledger_file.save(Ledger("2026-12-02").recorded(solo, [ann, bob]))
    written, problem = ledger_file.save(Ledger("2026-12-02").recorded(party, [bob, ann]))
    assert problem is None
    assert [s.id for s in written.sessions] == ["solo-1", "party-1"]
    assert ledger_file.load("2026-12-02") == (written, [])
    assert written.total(ann.key) == 1


def test_the_files_doc_shows_a_ledger_that_reads_and_the_csv_it_writes():
    """docs/files.md's example file reads back as a ledger, and its CSV is what the ledger writes."""
    text = (Path(__file__).resolve().parents[1] / "docs" / "files.md").read_text()
    section = text.split("## The night's ledger")[1]
    example = section.split("```json\n")[1].split("```")[0]
    written = section.split("```text\n")[1].split("```")[0]
    assert ledger.to_csv(ledger.from_json(json.loads(example))) == written


def test_a_save_a_crash_interrupted_is_recovered_when_the_night_is_kept_again(home):
    """The crash came after the temporary file was written whole, before it replaced the file."""
    ann, bob = PEOPLE[0], PEOPLE[1]
    first = session_nets(
        "s1", "Baseball", "2026-12-02T21:04", 1, False, [(ann.key, Fraction(1)), (bob.key, -1)]
    )
    older, _ = ledger_file.save(Ledger("2026-12-02").recorded(first, [ann, bob]))
    later = session_nets(
        "s1", "Baseball", "2026-12-02T21:04", 2, False, [(ann.key, Fraction(3)), (bob.key, -3)]
    )
    newer = older.recorded(later, [ann, bob])
    path = ledger_file.ledger_path("2026-12-02")
    temporary = path.parent / f".{path.name}.k3x9q2ab.tmp"
    temporary.write_text(json.dumps(ledger.to_json(newer)))
    os.utime(temporary, ns=(path.stat().st_mtime_ns + 10**9,) * 2)
    ledger_file.recover("2026-12-02")
    assert ledger_file.load("2026-12-02") == (newer, []) and not temporary.exists()


OLD_FILE = """{"night": "2026-12-02", "version": 1,
 "people": [{"bot": true, "key": "bot:cpu 2", "name": "CPU 2"}, {"bot": false, "key": "local:ann", "name": "Ann"}],
 "sessions": [{"game": "Baseball", "id": "party-210412-KQXM-1", "nets": {"bot:cpu 2": "-3", "local:ann": "3"},
  "over": true, "pots": 2, "started": "2026-12-02T21:04"}]}"""


def test_a_ledger_written_before_cut_short_reads_and_is_written_back_as_it_was(home):
    """A file from before `cut_short` (no such key, version 1) is read, its session not cut short,
    and a save writes the same JSON back: the key is written only when true, so a game from before
    it reads every file this one writes of sessions played out (ledger.VERSION says why no bump)."""
    path = ledger_file.ledger_path("2026-12-02")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(OLD_FILE)
    read, problems = ledger_file.load("2026-12-02")
    assert problems == [] and [(s.over, s.cut_short) for s in read.sessions] == [(True, False)]
    _, problem = ledger_file.save(read)
    assert problem is None and json.loads(path.read_text()) == json.loads(OLD_FILE)
    ended = replace(read, sessions=(replace(read.sessions[0], cut_short=True),))
    ledger_file.save(ended)
    assert json.loads(path.read_text())["sessions"][0]["cut_short"] is True
    assert ledger_file.load("2026-12-02") == (ended, [])


def test_the_nights_are_read_again_only_when_a_file_changes(home, monkeypatch):
    """The hall of fame reads every night's ledger each time it opens, in attract mode too: a file
    read once is not parsed again until it changes (another table's write, or a save here)."""
    ann, bob = PEOPLE[0], PEOPLE[1]

    def night(date: str, net: int) -> Ledger:
        played = [(ann.key, Fraction(net)), (bob.key, Fraction(-net))]
        return Ledger(date).recorded(
            session_nets("s1", "Baseball", f"{date}T21:04", 8, True, played), [ann, bob]
        )

    ledger_file.save(night("2026-12-01", 1))
    ledger_file.save(night("2026-12-02", 2))
    assert [kept.total(ann.key) for kept in ledger_file.nights(None)] == [1, 2]
    parsed: list[str] = []
    from_json = ledger.from_json
    monkeypatch.setattr(ledger, "from_json", lambda data: parsed.append(data["night"]) or from_json(data))
    assert [kept.total(ann.key) for kept in ledger_file.nights(None)] == [1, 2]
    assert parsed == []  # opened again: nothing changed, nothing parsed
    path = ledger_file.ledger_path("2026-12-02")
    path.write_text(json.dumps(ledger.to_json(night("2026-12-02", 20))))  # another table's write
    assert [kept.total(ann.key) for kept in ledger_file.nights(None)] == [1, 20]
    assert parsed == ["2026-12-02"]
    ledger_file.save(night("2026-12-01", 3))  # a save here: read again at once
    assert [kept.total(ann.key) for kept in ledger_file.nights(None)] == [3, 20]
