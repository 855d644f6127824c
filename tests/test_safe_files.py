"""engine.safe_files: the bounded reader, setting a damaged file aside, writing in one step."""

from __future__ import annotations

import datetime
import json
import os

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import safe_files
from engine.safe_files import MAX_DEPTH, MAX_NUMBER_CHARS, MissingFile, UnreadableFile


def test_a_file_of_exactly_the_limit_is_read_and_one_byte_more_is_refused(tmp_path):
    path = tmp_path / "f"
    path.write_bytes(b"x" * 100)
    assert safe_files.read_bytes(path, 100) == b"x" * 100
    with pytest.raises(UnreadableFile, match=r"f: is larger than 99 bytes") as caught:
        safe_files.read_bytes(path, 99)
    assert caught.value.damaged


@pytest.mark.parametrize(
    "make, problem",
    [
        (lambda p: os.mkfifo(p), "is a pipe (FIFO), not a regular file"),
        (lambda p: p.symlink_to("/dev/zero"), "is a device, not a regular file"),
        (lambda p: p.mkdir(), "is a folder, not a regular file"),
    ],
    ids=["fifo", "dev-zero", "folder"],
)
def test_what_is_not_a_regular_file_is_refused_at_once_and_not_called_damaged(tmp_path, make, problem):
    path = tmp_path / "thing"
    make(path)
    with pytest.raises(UnreadableFile) as caught:
        safe_files.read_bytes(path, 1 << 20)
    assert str(caught.value) == f"{path}: {problem}" and not caught.value.damaged


def test_a_missing_file_is_its_own_kind(tmp_path):
    with pytest.raises(MissingFile):
        safe_files.read_bytes(tmp_path / "nope", 10)


def test_text_must_be_utf8_and_may_start_with_a_byte_order_mark(tmp_path):
    path = tmp_path / "t"
    path.write_bytes(b"\xef\xbb\xbfhello")
    assert safe_files.read_text(path, 100) == "hello"
    path.write_bytes(b"ok\xff")
    with pytest.raises(UnreadableFile, match=r"is not UTF-8 text \(byte 0xff at offset 2\)"):
        safe_files.read_text(path, 100)


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def test_nesting_is_bounded_before_the_recursive_parser_runs():
    assert safe_files.parse_json(nested(MAX_DEPTH)) is not None
    with pytest.raises(ValueError, match=rf"lists and objects nested more than {MAX_DEPTH} deep \(line 1\)"):
        safe_files.parse_json(nested(MAX_DEPTH + 1))
    with pytest.raises(ValueError, match=r"nested more than"):
        safe_files.parse_json(nested(200_000))  # json.loads alone: RecursionError
    assert safe_files.parse_json(json.dumps({"text": "[" * 100})) == {"text": "[" * 100}  # in a string


def test_numbers_are_bounded_before_they_are_converted():
    assert safe_files.parse_json("9" * MAX_NUMBER_CHARS) == int("9" * MAX_NUMBER_CHARS)
    for text in ("9" * (MAX_NUMBER_CHARS + 1), "1" + "0" * 5000, "0." + "1" * 50):
        with pytest.raises(ValueError, match=rf"a number of {len(text)} characters; expected at most"):
            safe_files.parse_json(text)
    for text in ("1e400", "-1e400", "NaN", "Infinity", "-Infinity"):
        with pytest.raises(ValueError):
            safe_files.parse_json(text)


@given(st.text(max_size=60))
def test_any_text_is_json_or_one_value_error(text):
    try:
        safe_files.parse_json(text)
    except ValueError as exc:
        assert "\n" not in str(exc)


def test_shown_escapes_what_would_change_how_text_reads():
    assert safe_files.shown("Evil \u202egnp.exe") == "Evil \\u202egnp.exe"
    assert safe_files.shown("\x1b[31mred\x07") == "\\x1b[31mred\\x07"
    assert safe_files.shown("Café 野球 ♠") == "Café 野球 ♠"
    assert safe_files.shown(os.fsdecode(b"\xff")) == "\\udcff"


def test_brief_cuts_a_long_value_and_says_how_long_it_was():
    assert safe_files.brief("x" * 1000) == "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxx... (1002 characters)"
    assert safe_files.brief("short") == "'short'"


def test_set_aside_keeps_the_file_whole_beside_itself_and_never_overwrites_an_earlier_one(tmp_path):
    now = datetime.datetime(2026, 11, 30, 6, 45, 12, tzinfo=datetime.UTC)
    path = tmp_path / "settings.json"
    path.write_text("first")
    first = safe_files.set_aside(path, now)
    path.write_text("second")
    second = safe_files.set_aside(path, now)
    assert first.name == "settings.json.damaged-20261130T064512Z"
    assert second.name == "settings.json.damaged-20261130T064512Z-2"
    assert (first.read_text(), second.read_text()) == ("first", "second") and not path.exists()


def test_an_atomic_write_replaces_the_file_only_when_it_is_complete(tmp_path):
    path = tmp_path / "out.txt"
    path.write_text("old")
    with pytest.raises(RuntimeError), safe_files.atomic_text_file(path) as out:
        out.write("half of the new")
        raise RuntimeError("interrupted")
    assert path.read_text() == "old" and os.listdir(tmp_path) == ["out.txt"]
    with safe_files.atomic_text_file(path) as out:
        out.write("new")
    assert path.read_text() == "new" and os.listdir(tmp_path) == ["out.txt"]


def test_a_target_is_checked_before_any_work(tmp_path):
    (tmp_path / "file").write_text("x")
    os.mkfifo(tmp_path / "pipe")
    assert safe_files.check_writable_target(tmp_path / "new.jsonl") is None
    assert safe_files.check_writable_target(tmp_path / "file") is None  # replaced when written
    assert safe_files.check_writable_target(tmp_path) == f"{tmp_path} is a folder; expected a file name"
    assert (
        safe_files.check_writable_target(tmp_path / "no" / "x")
        == f"the folder {tmp_path / 'no'} does not exist"
    )
    assert safe_files.check_writable_target(tmp_path / "file" / "x") == f"{tmp_path / 'file'} is not a folder"
    assert safe_files.check_writable_target(tmp_path / "pipe") == f"{tmp_path / 'pipe'} is not a regular file"
