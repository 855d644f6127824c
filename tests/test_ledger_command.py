"""`baseball-poker ledger`: tonight's ledger printed, another night's with --night, written as CSV
with --csv; a date it cannot read and a damaged file are one clear line and a non-zero status."""

from __future__ import annotations

import csv
from fractions import Fraction

from engine.money import parse_amount
from game.play import ledger_command, ledger_file
from game.play.ledger import Ledger, Person, session_nets

ANN, CPU = Person("local:ann", "Ann", False), Person("bot:casey", "Casey", True)


def keep_a_night(night: str) -> Ledger:
    first = session_nets(
        "s1", "Baseball", f"{night}T21:04", 8, True, [(ANN.key, Fraction(7, 2)), (CPU.key, Fraction(-7, 2))]
    )
    second = session_nets(
        "s2", "Night Baseball", f"{night}T22:10", 3, False, [(ANN.key, Fraction(-1)), (CPU.key, Fraction(1))]
    )
    kept, problem = ledger_file.save(Ledger(night).recorded(first, [ANN, CPU]).recorded(second, [ANN, CPU]))
    assert problem is None
    return kept


def test_tonights_ledger_is_printed_with_every_session_and_total(home, capsys):
    keep_a_night(ledger_file.tonight())
    assert ledger_command.main([]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith(": 2 games")
    assert "Baseball: 8 pots" in out[1] and "Night Baseball: 3 pots, still playing" in out[2]
    ann = next(line for line in out if line.startswith("Ann "))
    assert ann.split()[1:] == ["+3½", "-1", "+2½"]
    assert next(line for line in out if line.startswith("Casey (bot)")).split()[-1] == "-2½"


def test_another_night_as_csv(home, tmp_path, capsys):
    keep_a_night("2026-11-27")
    target = tmp_path / "friday.csv"
    assert ledger_command.main(["--night", "2026-11-27", "--csv", str(target)]) == 0
    assert f"written to {target}" in capsys.readouterr().out
    rows = list(csv.reader(target.open()))
    assert rows[0] == ["name", "kind", "1 Baseball 21:04", "2 Night Baseball 22:10", "total"]
    assert [row[0] for row in rows[1:]] == ["Ann", "Casey"]
    assert [parse_amount(cell) for cell in rows[1][2:]] == [Fraction(7, 2), -1, Fraction(5, 2)]


def test_a_night_without_a_ledger_says_which_nights_have_one(home, capsys):
    keep_a_night("2026-11-27")
    assert ledger_command.main(["--night", "2026-11-28"]) == 0
    assert "nights kept: 2026-11-27" in capsys.readouterr().out


def test_a_bad_date_and_a_damaged_file_are_one_line_each(home, capsys):
    assert ledger_command.main(["--night", "friday"]) == 2
    assert "--night takes a date such as 2026-12-02" in capsys.readouterr().err
    path = ledger_file.ledger_path("2026-11-27")
    path.parent.mkdir(parents=True)
    path.write_text("{not json")
    assert ledger_command.main(["--night", "2026-11-27"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("error: ") and "left as it is" in err[0]
    assert path.read_text() == "{not json"  # only read (tests/test_ledger_faults.py)
