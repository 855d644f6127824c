"""Damaged and hostile files never stop the game.

Each case below builds, in a temporary folder, a file a careless or hostile user could leave
where the game looks: settings, hall of fame, saved session, user profiles, a history given to a
command. For every case the game reads it without a traceback, says what is wrong in one line
naming the file, sets a damaged file of its own aside (nothing in it is lost) and keeps what is
good beside it; then the real app, driven headless, starts on the title, idles into the attract
demo and back, and PLAY lists every good profile. Hypothesis then feeds generated JSON and YAML
through the same readers, and the real program runs as a subprocess on the worst of the cases.
"""

from __future__ import annotations

import functools
import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_ui_support import key, press

from engine import history, safe_files
from engine import profile as profile_module
from engine.actions import Action
from engine.profile import SHIPPED_DIR, ProfileError, discover_profiles, load_profile
from engine.profiles_command import main as profiles_main
from engine.simulate import main as simulate_main
from game.play import hall_of_fame, resume
from game.play.session import Session, direct_setup
from game.screens import attract
from game.screens.app import App
from game.screens.scenes.setup import ProfileScene
from game.screens.scenes.table import DemoTable
from game.screens.scenes.title import TitleScene
from game.store import storage
from game.store.settings import Settings, load_settings, settings_path

ROOT = Path(__file__).resolve().parent.parent
CHILD = Path(__file__).with_name("hostile_child.py")
DEEP = b"[" * 200_000 + b"]" * 200_000  # 400 KB: past the size limits of settings and profiles
DEEP_SMALL = b"[" * 30_000 + b"]" * 30_000  # 60 KB: within every limit, refused for its nesting
HUGE_NUMBER = "1" + "0" * 5000
GOOD_PROFILE = "name: Our House\ndescription: Baseball at our house.\nextends: baseball\nbetting: {ante: 2}\n"
GOOD_ENTRY = {"initials": "ACE", "net": "7/2", "game": "Baseball", "players": 4, "date": "2026-11-30"}
SHIPPED_NAMES = sorted(path.stem for path in SHIPPED_DIR.glob("*.yaml"))


@pytest.fixture
def folders(tmp_path, monkeypatch):
    """A temporary home and user profile folder holding one good profile of the user's own."""
    home, profiles = tmp_path / "home", tmp_path / "profiles"
    (home / "config").mkdir(parents=True)
    (home / "data").mkdir()
    profiles.mkdir()
    (profiles / "our-house.yaml").write_text(GOOD_PROFILE, encoding="utf-8")
    monkeypatch.setenv(storage.HOME_ENV, str(home))
    monkeypatch.setenv("BASEBALL_POKER_PROFILE_DIR", str(profiles))
    return home, profiles


# ---------------------------------------------------------------- building the hostile files


def fifo(path: Path) -> None:
    os.mkfifo(path)


def dev_zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


def folder(path: Path) -> None:
    path.mkdir()


def content(data: bytes | str) -> Callable[[Path], None]:
    raw = data.encode("utf-8") if isinstance(data, str) else data

    def build(path: Path) -> None:
        path.write_bytes(raw)

    return build


def hall(*entries: object) -> Callable[[Path], None]:
    return content(json.dumps([GOOD_ENTRY, *entries]))


_SAVE: dict[str, str] = {}


def real_save() -> dict:
    """A real saved session after one finished pot (made once)."""
    if not _SAVE:
        setup = direct_setup(Settings(), "baseball", 3, 9)
        session = Session(setup)
        table = session.table
        while table.hands_played < 1:
            legal = table.legal_actions()
            table.apply(Action(legal.seat, "call" if "call" in legal.kinds else legal.kinds[0]))
        session.close()
        _SAVE["text"] = json.dumps(resume.snapshot(setup, table))
    return json.loads(_SAVE["text"])


def save_with(change: Callable[[dict], object]) -> Callable[[Path], None]:
    def build(path: Path) -> None:
        data = real_save()
        change(data)
        path.write_text(json.dumps(data), encoding="utf-8")

    return build


def save_cut_in_half(path: Path) -> None:
    text = json.dumps(real_save())
    path.write_text(text[: len(text) // 2], encoding="utf-8")


@dataclass(frozen=True)
class Case:
    kind: str  # settings, hall, session, profile, history
    name: str
    build: Callable[[Path], None]
    damaged: bool = True  # a file of the game's own that must be set aside (a regular file)
    file: str = ""  # the file name, for profiles and histories

    def __str__(self) -> str:
        return f"{self.kind}-{self.name}"


CASES = [
    # settings: the game starts with the defaults (or the good values) and says why
    Case("settings", "nested-200000-deep", content(DEEP)),
    Case("settings", "nested-30000-deep", content(DEEP_SMALL)),
    Case("settings", "integer-of-5000-digits", content('{"volume": ' + HUGE_NUMBER + "}")),
    Case("settings", "top-level-integer-of-5000-digits", content(HUGE_NUMBER)),
    Case("settings", "not-utf8", content(b'{"volume": "\xff\xfe"}')),
    Case("settings", "empty", content(b"")),
    Case("settings", "json-null", content("null")),
    Case("settings", "one-megabyte", content(b"{" + b" " * (1 << 20) + b"}")),
    Case("settings", "nan", content('{"volume": NaN}')),
    Case("settings", "float-overflow", content('{"volume": 1e400}')),
    Case("settings", "unterminated-string", content('{"default_profile": "base')),
    Case("settings", "a-folder", folder, damaged=False),
    Case("settings", "a-fifo", fifo, damaged=False),
    Case("settings", "dev-zero", dev_zero, damaged=False),
    Case(
        "settings",
        "hostile-values",
        content(
            json.dumps(
                {
                    "default_profile": "../../../dev/zero",
                    "default_style": "\u202eevil",
                    "default_players": 10**30,
                    "volume": "x" * 50_000,
                    "muted": True,
                }
            )
        ),
        damaged=False,  # one bad value is not a damaged file: each falls back on its own
    ),
    # hall of fame: good entries stay, bad ones are left out, the old file is set aside
    Case("hall", "net-1e100000000", hall({**GOOD_ENTRY, "initials": "BAD", "net": "1e100000000"})),
    Case("hall", "net-of-5000-digits", hall({**GOOD_ENTRY, "net": HUGE_NUMBER})),
    Case("hall", "initials-right-to-left", hall({**GOOD_ENTRY, "initials": "\u202eA"})),
    Case("hall", "players-10-to-the-30", hall({**GOOD_ENTRY, "players": 10**30})),
    Case("hall", "game-name-of-50000", hall({**GOOD_ENTRY, "game": "g" * 50_000})),
    Case("hall", "a-thousand-bad-entries", hall(*[{"net": 1}] * 1000)),
    Case("hall", "nested-30000-deep", content(DEEP_SMALL)),
    Case("hall", "not-a-list", content(json.dumps({"entries": [GOOD_ENTRY]}))),
    Case("hall", "a-fifo", fifo, damaged=False),
    Case("hall", "dev-zero", dev_zero, damaged=False),
    # saved session: set aside, no CONTINUE, the title says why
    Case("session", "nested-200000-deep", content(DEEP)),
    Case("session", "balance-1e100000000", save_with(lambda d: d["balances"].__setitem__(0, "1e100000000"))),
    Case("session", "seed-of-5000-digits", save_with(lambda d: d.update(seed="SEED")), file="seed"),
    Case("session", "decisions-of-garbage", save_with(lambda d: d.update(decisions=[[0, "fold"]] * 20_000))),
    Case("session", "version-99", save_with(lambda d: d.update(version=99))),
    Case("session", "cut-in-half", save_cut_in_half),
    Case("session", "reseeds-of-garbage", save_with(lambda d: d.update(reseeds=[[-1, 5], ["x"]]))),
    Case("session", "rules-ante-1e9", save_with(lambda d: d["rules"]["betting"].update(ante="1e9"))),
    Case("session", "opponents-unknown", save_with(lambda d: d.update(opponents=[{"style": "\u202e"}] * 9))),
    Case("session", "a-fifo", fifo, damaged=False),
    # user profiles: listed with their one error, every good profile still listed and playable
    Case("profile", "integer-of-5000-digits", content(f"players: {{min: 2, max: {HUGE_NUMBER}}}\n")),
    Case("profile", "nested-30000-deep", content(DEEP_SMALL)),
    Case("profile", "name-right-to-left", content('name: "Evil \\u202Egnp.exe"\n')),
    Case("profile", "description-terminal-escapes", content('description: "\\e[2J\\e[31mred"\n')),
    Case("profile", "bet-of-a-trillion", content("betting: {bet: 1000000000000, raise: 1}\n")),
    Case("profile", "fraction-of-a-billionth", content('betting: {ante: "1/1000000000"}\n')),
    Case("profile", "base-60-number", content("players: {max: " + ":".join(["59"] * 2000) + "}\n")),
    Case("profile", "alias-bomb", content("a: &a [x, x]\nb: &b [*a, *a]\nc: [*b, *b]\n")),
    Case("profile", "python-tag", content("name: !!python/object/apply:os.system [echo hi]\n")),
    Case("profile", "two-megabytes", content("summary: |\n" + "  words\n" * 300_000)),
    Case("profile", "a-fifo", fifo, damaged=False),
    Case("profile", "dev-zero", dev_zero, damaged=False),
    Case("profile", "file-name-escapes", content("name: X\n"), file="\x1b[31mred"),
    Case("profile", "file-name-not-utf8", content("name: X\n"), file=os.fsdecode(b"\xff\xfe")),
    # histories given to a command: one HistoryError naming the line or the file
    Case("history", "nested-200000-deep", content(DEEP)),
    Case("history", "amount-1e100000000", content('{"type":"ante","seat":0,"amount":"1e100000000"}\n')),
    Case(
        "history", "seat-of-5000-digits", content('{"type":"ante","seat":' + HUGE_NUMBER + ',"amount":"1"}\n')
    ),
    Case("history", "not-utf8", content(b"\xff\xfe{}\n")),
    Case("history", "a-fifo", fifo, damaged=False),
    Case("history", "dev-zero", dev_zero, damaged=False),
]
assert len(CASES) >= 40


def place(case: Case, home: Path, profiles: Path, tmp_path: Path) -> Path:
    """Build the case's file where the game looks for it; returns its path."""
    if case.kind == "settings":
        path = settings_path()
    elif case.kind == "hall":
        path = hall_of_fame.hall_path()
    elif case.kind == "session":
        path = resume.resume_path()
    elif case.kind == "profile":
        path = profiles / f"{case.file or case.name}.yaml"
    else:
        path = tmp_path / f"{case.name}.jsonl"
    case.build(path)
    if case.file == "seed":  # a number too long to write with json.dumps: spliced in as text
        path.write_text(path.read_text().replace('"SEED"', HUGE_NUMBER))
    return path


# ---------------------------------------------------------------- what must hold for each case


def on_title(app: App) -> TitleScene:
    app.stack.push(TitleScene(app))
    app.stack.apply_requests()
    press(app)
    return app.stack.top


def played_through(app: App) -> list[str]:
    """The title, idle into the attract demo, a key back to the title, then PLAY: the game labels."""
    title = on_title(app)
    for _ in range(
        round((attract.IDLE_BEFORE + attract.HOWTO_TIME + attract.PAGE_TIME + 1) / 0.5)
    ):  # how to play, hall of fame, demo
        app.frame([], 0.5)
    assert isinstance(app.stack.top, DemoTable)
    press(app, frames=10, dt=0.05)
    press(app, key(pygame.K_DOWN))
    assert app.stack.top is title
    press(app, key(pygame.K_RETURN))
    labels = [item.label for item in title.menu.items]
    moves = (labels.index("PLAY") - title.menu.selected) % len(labels)
    press(app, *[key(pygame.K_DOWN)] * moves, key(pygame.K_RETURN))
    assert isinstance(app.stack.top, ProfileScene)
    return [item.label for item in app.stack.top.menu.items]


@functools.cache
def good_labels() -> tuple[str, ...]:
    """How PLAY labels every shipped profile and the user's good one."""
    return (*(load_profile(pid).name.upper() for pid in SHIPPED_NAMES), "OUR HOUSE")


def assert_every_good_profile_is_listed(labels: list[str]) -> None:
    missing = [label for label in good_labels() if label not in labels]
    assert not missing, (missing, labels)


def assert_set_aside(path: Path, before: bytes, messages: list[str]) -> None:
    """The damaged file is gone from its place, kept whole beside it, and the message says where."""
    kept = list(path.parent.glob(f"{path.name}.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == before
    assert any(str(kept[0]) in message for message in messages), messages


def one_line(messages: list[str], name: str) -> None:
    assert messages, "a problem was found but nothing was said"
    for message in messages:
        assert "\n" not in message and "Traceback" not in message
        assert safe_files.shown(message) == message  # nothing unprintable reaches the screen
        assert len(message) < 400
    assert any(name in message for message in messages), messages


@pytest.mark.parametrize("case", CASES, ids=str)
def test_a_hostile_file_never_stops_the_game(case, folders, tmp_path, capsys):
    home, profiles = folders
    pygame.init()
    path = place(case, home, profiles, tmp_path)
    before = path.read_bytes() if case.damaged else b""
    start = time.perf_counter()
    if case.kind == "settings":
        loaded, messages = load_settings()
        one_line(messages, "settings.json")
        if case.name == "hostile-values":
            assert loaded.muted is True and loaded.default_profile == "baseball" and len(messages) == 4
        else:
            assert loaded == Settings()
        app = App(loaded)
    elif case.kind == "hall":
        entries, messages = hall_of_fame.load()
        one_line(messages, "hall_of_fame.json")
        if case.name not in ("nested-30000-deep", "not-a-list", "a-fifo", "dev-zero"):
            assert [entry.initials for entry in entries] == ["ACE"]  # the good entry stays
            assert len(messages) <= hall_of_fame.MAX_MESSAGES + 1
            assert hall_of_fame.load() == (entries, [])  # and is written again on its own
        app = App()
    elif case.kind == "session":
        saved, messages = resume.load()
        assert saved is None
        one_line(messages, "saved game")
        app = App()
    elif case.kind == "profile":
        entries = {entry.id: entry for entry in discover_profiles()}
        shown_id = safe_files.shown(path.stem)
        assert entries[shown_id].error is not None and entries[shown_id].rules is None
        one_line([entries[shown_id].error], safe_files.shown(path.name))
        assert all(entries[pid].ok for pid in [*SHIPPED_NAMES, "our-house"])
        assert profiles_main(["--check", str(path)]) == 1  # the listing itself: the subprocess test
        err = capsys.readouterr().err
        assert len(err.splitlines()) == 1 and safe_files.shown(err.strip()) == err.strip()
        app = App()
    else:
        with pytest.raises(history.HistoryError) as caught:
            history.read(path)
        one_line([str(caught.value)], "")
        assert simulate_main(["--quiet", "--profile", str(path)]) == 2  # not a profile either
        assert "Traceback" not in capsys.readouterr().err
        return
    assert time.perf_counter() - start < 5  # refused at once, never minutes of work
    if case.damaged and case.kind in ("settings", "hall", "session"):
        assert_set_aside(path, before, messages)
    elif case.kind in ("settings", "hall", "session"):
        assert path.exists() or path.is_symlink()  # not ours to move: a folder, a pipe, a device
    app.display.open(False)
    app.polish.persist()
    for message in messages if case.kind != "profile" else []:
        app.polish.notify(message)
    labels = played_through(app)
    assert_every_good_profile_is_listed(labels)
    if case.kind == "session":
        assert "CONTINUE" not in [item.label for item in app.stack.scenes[0].menu.items]
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err


# ---------------------------------------------------------------- the command line, before any work


def test_profiles_check_answers_at_once_on_dev_zero_and_a_fifo(tmp_path, capsys, folders):
    os.mkfifo(tmp_path / "pipe.yaml")
    start = time.perf_counter()
    assert profiles_main(["--check", "/dev/zero", str(tmp_path / "pipe.yaml")]) == 1
    assert time.perf_counter() - start < 2
    err = capsys.readouterr().err.splitlines()
    assert err == [
        "error: /dev/zero: the file is a device, not a regular file",
        f"error: {tmp_path / 'pipe.yaml'}: the file is a pipe (FIFO), not a regular file",
    ]


def test_simulate_refuses_a_history_it_cannot_write_before_playing(capsys):
    start = time.perf_counter()
    assert simulate_main(["--history", "/no/such/dir/x.jsonl", "--sessions", "1000"]) == 2
    assert time.perf_counter() - start < 2
    out, err = capsys.readouterr()
    assert (
        out == ""
        and err
        == "simulate: cannot write --history /no/such/dir/x.jsonl: the folder /no/such/dir does not exist\n"
    )


def test_a_history_larger_than_the_limit_is_refused_without_reading_it_all(tmp_path, monkeypatch):
    monkeypatch.setattr(history, "MAX_BYTES", 1000)
    path = tmp_path / "long.jsonl"
    path.write_text('{"type":"hand_start"}\n' * 100)
    with pytest.raises(history.HistoryError, match=r"long.jsonl: is larger than 1000 bytes"):
        history.read(path)


# ---------------------------------------------------------------- generated JSON and YAML

JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**60), max_value=10**60)
    | st.floats(allow_nan=False)
    | st.text(max_size=12)
    | st.sampled_from(["1e100000000", "7/3", "12.5", "-0", HUGE_NUMBER[:50], "\u202e", "2026-11-30"]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=25,
)
KNOWN_KEYS = st.sampled_from(
    ["volume", "default_profile", "initials", "net", "players", "date", "game", "version", "balances", "seed"]
)


@st.composite
def json_documents(draw) -> bytes:
    """JSON of every shape, often near the files' own (their keys), sometimes cut or spliced."""
    value = draw(
        JSON_VALUES
        | st.dictionaries(KNOWN_KEYS, JSON_VALUES, max_size=6)
        | st.lists(st.dictionaries(KNOWN_KEYS, JSON_VALUES, max_size=6), max_size=4)
    )
    text = json.dumps(value).encode()
    cut = draw(st.integers(0, len(text)))
    return draw(
        st.sampled_from(
            [
                text,
                text[:cut],
                text[:cut] + b"[" * 40 + text[cut:],
                text[:cut] + HUGE_NUMBER.encode() + text[cut:],
            ]
        )
    )


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(document=json_documents(), which=st.sampled_from(["settings", "hall", "session"]))
def test_generated_json_never_escapes_the_readers(document, which, tmp_path_factory, monkeypatch):
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv(storage.HOME_ENV, str(home))
    path = {"settings": settings_path, "hall": hall_of_fame.hall_path, "session": resume.resume_path}[which]()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(document)
    try:
        safe_files.read_json(path, 1 << 20)
    except safe_files.UnreadableFile as exc:  # the one error type, one line, naming the file
        assert str(exc).startswith(str(path)) and "\n" not in str(exc)
    loader = {"settings": load_settings, "hall": hall_of_fame.load, "session": resume.load}[which]
    _, messages = loader()
    for message in messages:
        assert "\n" not in message and len(message) < 400


YAML_PIECES = st.sampled_from(
    [
        "name: ",
        "description: ",
        "summary: ",
        "players: {min: 2, max: ",
        "betting: {ante: ",
        "bet: ",
        "extends: baseball\n",
        "}",
        "[",
        "]",
        "\n",
        "  ",
        '"',
        "\\u202e",
        "\\e",
        "\x1b",
        "\u202e",
        "\x00",
        "1/3",
        "1e9",
        "0x1F",
        "1_000",
        "59:59:59",
        ".inf",
        ".nan",
        "~",
        "&a ",
        "*a",
        "!!binary ",
        HUGE_NUMBER[:25],
        HUGE_NUMBER,
        "9" * 21,
        "[" * 40,
    ]
)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=st.lists(YAML_PIECES, max_size=30).map("".join))
def test_generated_yaml_gives_rules_or_one_profile_error_and_never_hides_the_others(
    text, tmp_path_factory, monkeypatch
):
    profiles, shipped = tmp_path_factory.mktemp("profiles"), tmp_path_factory.mktemp("shipped")
    for pid in ("baseball", "night-baseball"):  # a small shipped folder: discovery is the slow part
        shutil.copy(SHIPPED_DIR / f"{pid}.yaml", shipped)
    monkeypatch.setattr(profile_module, "SHIPPED_DIR", shipped)
    monkeypatch.setenv("BASEBALL_POKER_PROFILE_DIR", str(profiles))
    (profiles / "our-house.yaml").write_text(GOOD_PROFILE, encoding="utf-8")
    path = profiles / "fuzz.yaml"
    path.write_text(text, encoding="utf-8", errors="surrogateescape")
    rules = None
    try:
        rules = load_profile(path)
    except ProfileError as exc:
        message = str(exc)
        assert (
            message.startswith(f"{path}: ") and "\n" not in message and safe_files.shown(message) == message
        )
    else:
        assert safe_files.first_forbidden(rules.name) is None and len(rules.name) <= 40
        assert rules.betting.bet <= 1000 and 2 <= rules.min_players <= rules.max_players <= 8
    entries = {entry.id: entry for entry in discover_profiles()}
    assert entries["fuzz"].ok == (rules is not None)
    assert all(entries[pid].ok for pid in ("baseball", "night-baseball", "our-house"))


# ---------------------------------------------------------------- the real program, headless


def run_program(
    args: list[str], home: Path, profiles: Path, script: Path | None = None
) -> subprocess.CompletedProcess:
    env = {
        "BASEBALL_POKER_HOME": str(home),
        "BASEBALL_POKER_PROFILE_DIR": str(profiles),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PATH": "/usr/bin:/bin",
        "PYTHONHASHSEED": "0",
    }
    command = [sys.executable, str(script)] if script else [sys.executable, str(ROOT / "main.py")]
    return subprocess.run(command + args, env=env, capture_output=True, text=True, timeout=180, cwd=ROOT)


def test_the_real_program_starts_over_damaged_settings_and_profiles(folders, tmp_path):
    home, profiles = folders
    settings_file = home / "config" / "settings.json"
    settings_file.write_bytes(DEEP)
    (home / "data" / "session.json").write_text('{"version": 2, "seed": ' + HUGE_NUMBER + "}")
    (home / "data" / "hall_of_fame.json").write_text(
        json.dumps([GOOD_ENTRY, {**GOOD_ENTRY, "net": "1e100000000"}]), encoding="utf-8"
    )
    (profiles / "huge.yaml").write_text(f"players: {{min: 2, max: {HUGE_NUMBER}}}\n")
    (profiles / "deep.yaml").write_bytes(DEEP)
    (profiles / "evil.yaml").write_text('name: "Evil \\u202Egnp.exe"\n')
    os.mkfifo(profiles / "pipe.yaml")
    (profiles / "zero.yaml").symlink_to("/dev/zero")

    done = run_program([], home, profiles, script=CHILD)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-3000:]
    report = json.loads(next(line for line in done.stdout.splitlines() if line.startswith("REPORT "))[7:])
    assert (
        report["start"] == "TitleScene"
        and report["idle"] == "DemoTable"
        and report["after_a_key"] == "TitleScene"
    )
    assert "CONTINUE" not in report["title_menu"] and report["play"] == "ProfileScene"
    assert_every_good_profile_is_listed(report["games"])
    for broken in ("HUGE", "DEEP", "EVIL", "PIPE", "ZERO"):
        assert f"{broken} (BROKEN)" in report["games"]
    kept = list(settings_file.parent.glob("settings.json.damaged-*"))
    assert not settings_file.exists() or settings_file.read_bytes() != DEEP  # moved aside (or rewritten)
    assert len(kept) == 1 and kept[0].read_bytes() == DEEP
    assert any(str(kept[0]) in toast for toast in report["toasts_at_start"])
    assert list((home / "data").glob("session.json.damaged-*"))
    # the game's own files were moved; the user's profiles were not touched
    assert sorted(p.name for p in profiles.iterdir()) == [
        "deep.yaml",
        "evil.yaml",
        "huge.yaml",
        "our-house.yaml",
        "pipe.yaml",
        "zero.yaml",
    ]

    listing = run_program(["profiles"], home, profiles)
    assert listing.returncode == 0 and "Traceback" not in listing.stderr
    assert "18 profiles, 13 usable, 5 with errors." in listing.stdout
    assert "\x1b" not in listing.stdout and "\u202e" not in listing.stdout
    check = run_program(["profiles", "--check", "/dev/zero", str(profiles / "pipe.yaml")], home, profiles)
    assert check.returncode == 1 and "Traceback" not in check.stderr and len(check.stderr.splitlines()) == 2
    direct = run_program(["--profile", str(profiles / "huge.yaml"), "--players", "3"], home, profiles)
    assert direct.returncode == 2 and "Traceback" not in direct.stderr
    assert (
        "huge.yaml: not valid YAML: line 1, column 24: a number of 5001 characters"
        in direct.stdout + direct.stderr
    )
