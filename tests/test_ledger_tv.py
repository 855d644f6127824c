"""Tonight's ledger on the TV: after a session's standings and before the next session's first deal
(the next session waits for it), from the host's menu with the party going on underneath, and at
the end of the night with the offer to save it as CSV, which names the file it wrote. Each page
reads well from the sofa (tests/frame_checks.py); screenshots go to the test's tmp_path."""

from __future__ import annotations

import csv
import dataclasses
import io
import itertools
import time
from fractions import Fraction

import pygame
import pytest
from frame_checks import frame_problems
from party_sweep import GUEST, STEP, guest_moves, open_party, play_party, settled
from test_party_tv import end_the_party, host_menu_at
from test_ui_support import drawn_by, key, press

from engine.money import parse_amount
from engine.profile import SHIPPED_DIR, load_profile
from game.felt import ledger_view
from game.party.phone_notes import NEXT_GAME
from game.platform.frame_log import FRAME
from game.play import ledger_file
from game.play.ledger import Ledger, Person, session_nets
from game.screens import openers
from game.screens.party_between import NEXT_GAME_KEYS, STANDINGS_FOR, TO_THE_LEDGER
from game.screens.scenes.ledger import LedgerScene
from game.screens.scenes.party import PartyTableScene
from game.screens.scenes.title import TitleScene
from game.store import storage

POTS = 2  # a short session: the ledger comes after its standings


pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def words() -> list[str]:
    return [item.text for item in FRAME.texts()]


def test_between_sessions_the_tv_shows_tonights_ledger_after_the_standings(app, shots):
    """...and the next session waits for the host's press (a play-test's dealt itself when the
    ledger's countdown ran out), on the standings as on the ledger (a host play-test's Enter meant
    for the standings, counted down to the ledger meanwhile, dealt from it): the TV and every phone
    say so."""
    party, devices = open_party("baseball", 4)
    room = party.room
    room.rules = dataclasses.replace(room.rules, pots=POTS)
    told: list[str] = []
    broadcast = room.broadcast
    room.broadcast = lambda message: (told.append(message.get("why", "")), broadcast(message))[1]
    try:
        play_party(app, party, devices, POTS)  # (its frames are checked by tests/test_party_tv.py)
        problems: list[str] = []
        seen: list[str] = []  # which page each frame showed, in order
        ledger_frames = standings_frames = 0
        for frame in range(1200):
            app.frame([], STEP)
            shown = words()
            page = (
                "standings" if "FINAL STANDINGS" in shown else "ledger" if "TONIGHT'S LEDGER" in shown else ""
            )
            if page == "standings":  # they wait for the host too, past STANDINGS_FOR
                standings_frames += 1
                assert room.sessions == 1 and TO_THE_LEDGER in shown
                if standings_frames == int((STANDINGS_FOR + 8) / STEP):
                    assert NEXT_GAME in told  # every phone told who deals it
                    app.frame([key(pygame.K_RETURN)], STEP)  # on to tonight's ledger
            if page == "ledger":
                ledger_frames += 1
                assert room.sessions == 1  # the next session waits for the host
                assert NEXT_GAME_KEYS in shown
                assert GUEST[:12] in "".join(shown) and "CPU 2" in shown and "TOTAL" in shown
                problems += frame_problems(f"party ledger frame {frame}")
                if "ledger" not in seen:
                    shots(app, "tv-ledger-between-sessions")
                if ledger_frames == int(60 / STEP):  # a minute of the ledger: still nobody dealt
                    assert NEXT_GAME in told  # every phone told who deals it
                    app.frame([key(pygame.K_RETURN)], STEP)  # the host deals the next game
            if page and (not seen or seen[-1] != page):
                seen.append(page)
            if room.sessions == 2:
                break
        assert seen == ["standings", "ledger"] and room.sessions == 2
        assert ledger_frames >= int(60 / STEP) and standings_frames >= int((STANDINGS_FOR + 8) / STEP)
        assert problems == [], "\n".join(problems[:30])
        kept = room.night.ledger
        assert kept.sessions[0].over and sum((net for _, net in kept.sessions[0].nets), Fraction(0)) == 0
    finally:
        party.close()


def test_the_host_menu_shows_the_ledger_and_the_end_of_the_night_saves_it_as_csv(app, shots, monkeypatch):
    earlier = [Person("local:ann", "Ann", False), Person("bot:cpu 2", "CPU 2", True)]
    session = session_nets(
        "solo-1",
        "Baseball",
        "2026-12-01T19:30",
        8,
        True,
        [("local:ann", Fraction(7, 2)), ("bot:cpu 2", Fraction(-7, 2))],
    )
    night = ledger_file.tonight()
    ledger_file.save(Ledger(night).recorded(session, earlier))  # a solo game earlier tonight
    party, devices = open_party("baseball", 4)
    room = party.room
    try:
        play_party(app, party, devices, 1)
        table = app.stack.top
        assert isinstance(table, PartyTableScene)
        while table.holding:  # (a pot's result waits under the host's menu: the next pot first)
            press(app, dt=0.25)
        menu = host_menu_at(app, "TONIGHT'S LEDGER")
        version = room.version
        press(app, key(pygame.K_RETURN))
        page = app.stack.top
        assert isinstance(page, LedgerScene) and not page.ending
        assert page.ledger.sessions[0].id == "solo-1" and len(page.ledger.sessions) == 2
        for _ in range(120):  # the party is paused under the host's menu and its pages
            guest_moves(party)
            press(app, dt=0.25)
        assert room.version == version and room.paused
        assert frame_problems("ledger page") == []
        shots(app, "tv-ledger-host-menu")
        press(app, key(pygame.K_ESCAPE))
        assert app.stack.top is menu
        press(app, key(pygame.K_ESCAPE))
        end_the_party(app, confirm=True)
        page = app.stack.top
        assert isinstance(page, LedgerScene) and page.ending and party.bridge is None
        assert page.menu.current.label == "SAVE AS CSV"
        press(app, key(pygame.K_RETURN))  # at once: taken for a press meant for END THE PARTY?
        assert not page.said
        assert page.settle is not None
        settled(app, page.settle)  # the page read: Enter chooses
        press(app, key(pygame.K_RETURN))
        path = storage.data_dir() / page.said[0].removeprefix("SAVED AS ")
        assert path.name.startswith(f"ledger-{night}-") and path.exists()  # each save's own name
        folder = page.said[1].removeprefix("IN ")  # a test's folder is long: its end is shown
        assert str(path.parent).endswith(folder.removeprefix("\u2026")) and len(page.said[1]) <= 56
        assert frame_problems("ledger page, saved") == []
        shots(app, "tv-ledger-end-of-night")
        rows = list(csv.reader(io.StringIO(path.read_text())))
        ann = next(row for row in rows if row[0] == "Ann")
        assert (
            parse_amount(ann[2]) == Fraction(7, 2)
            and ann[3] == ""
            and parse_amount(ann[-1]) == Fraction(7, 2)
        )
        assert sum((parse_amount(row[-1]) for row in rows[1:]), Fraction(0)) == 0
        while page.menu.current.label != "DONE":
            press(app, key(pygame.K_DOWN))
        press(app, key(pygame.K_RETURN))
        assert isinstance(app.stack.top, TitleScene)
        drawn = [text for text, _ in drawn_by(app, app.stack.top, monkeypatch)]
        assert "PARTY" in drawn and "PRESS START" not in drawn  # its menu (a play-test's DONE: PRESS START)
    finally:
        party.close()


def test_the_ledger_page_names_a_faulty_session_and_heads_a_finished_one_by_its_start(app, shots):
    """A session that does not add up to 0 is said under the ledger; at the end of the night the
    last session (the party ended in it) is headed by when it started, not IN PLAY; Midnight Baseball
    is MIDNIGHT over its column, not cut to MIDNIGH…."""
    ann, cpu = Person("local:ann", "Ann", False), Person("bot:cpu 2", "CPU 2", True)
    night = "2026-12-02"
    earlier = session_nets(
        "s1", "Baseball", f"{night}T21:04", 8, True, [(ann.key, Fraction(2)), (cpu.key, -2)]
    )
    faulty = session_nets("s2", "Night Baseball", f"{night}T21:40", 5, True, [(ann.key, Fraction(1, 2))])
    last = session_nets(
        "s3",
        "Midnight Baseball",
        f"{night}T23:55",
        2,
        False,
        [(ann.key, Fraction(-1)), (cpu.key, Fraction(1))],
    )
    kept = Ledger(night, (ann, cpu), (earlier, faulty, last))
    for ending in (False, True):
        app.push(openers.ledger(ledger=kept, ending=ending))
        app.frame([], 0.02)
        shown = words()
        assert "GAME 2 ADDS UP TO +\u00bd, NOT 0: KEPT AS RECORDED" in shown
        assert "MIDNIGHT" in shown and "NIGHT" in shown and not any("\u2026" in word for word in shown)
        # one NIGHT: Night Baseball's head; the night's total is TOTAL (a host play-test read a
        # second NIGHT, the total's, as another Night Baseball column)
        assert shown.count("NIGHT") == 1 and "TOTAL" in shown
        # the game in play says so under its name (a host play-test read BASEBALL over NOW)
        assert ("IN PLAY" in shown) is not ending and ("23:55" in shown) is ending and "NOW" not in shown
        assert frame_problems(f"ledger page, a faulty session, ending {ending}") == []
        shots(app, f"tv-ledger-faulty-{'end' if ending else 'live'}")
        app.back()


def test_each_game_has_a_head_that_fits_its_column():
    """Every game of the box over its ledger column, whole in two lines (a host play-test read NIGHT
    and DEALER'S, cut to one line, as names cut short)."""
    games = [load_profile(path) for path in sorted(SHIPPED_DIR.glob("*.yaml"))]
    heads = {rules.name: ledger_view.game_label(rules.name) for rules in games}
    assert all(len(line) <= ledger_view.HEAD_COLUMNS for head in heads.values() for line in head)
    assert heads["Baseball"] == ("", "BASEBALL") and heads["Night Baseball"] == ("NIGHT", "BASEBALL")
    assert heads["Midnight Baseball"] == ("MIDNIGHT", "BASEBALL") and heads["Seven-Card Stud"] == ("", "STUD")
    assert heads["Dealer's Choice"] == ("DEALER'S", "CHOICE")
    assert heads["Baseball Strikeout"] == ("BASEBALL", "STRIKE")
    # every head reads: none cut short (a host play-test read STRIKEO…)
    assert not any("\u2026" in line for head in heads.values() for line in head), heads
    assert heads["Baseball Pay Three"] == ("BASEBALL", "PAY 3")
    assert heads["Baseball Hidden Fours"] == ("BASEBALL", "HIDDEN 4")
    assert len(set(heads.values())) == len(heads)  # no two games look alike
    assert ledger_view.TOTAL_HEAD not in heads.values()  # nor a game the night's total


def test_the_session_heads_stand_apart_over_their_columns(app):
    """Three sessions' heads and the total's side by side keep two letters between them (a host
    play-test read 'BASEBALL MIDNIGHT DEALER'S' as one line, a letter apart)."""
    people = (Person("local:ann", "Ann", False),)
    games = ("Baseball", "Midnight Baseball", "Dealer's Choice")
    sessions = tuple(
        session_nets(f"s{n}", game, f"2026-12-02T2{n}:00", 8, True, [("local:ann", Fraction(0))])
        for n, game in enumerate(games)
    )
    FRAME.clear()
    ledger_view.draw_ledger(app.display.canvas, app.text, Ledger("2026-12-02", people, sessions), 96, 6)
    bottom = 96 + ledger_view.ROW_H  # the games' one-line names and second lines, and TOTAL
    heads = sorted((item.rect for item in FRAME.texts() if item.rect.y == bottom), key=lambda rect: rect.x)
    assert len(heads) == 4  # the three games and the night's TOTAL, all apart
    for left, right in itertools.pairwise(heads):
        assert right.left - left.right >= ledger_view.HEAD_GAP * 16, (left, right)
    assert frame_problems("the ledger's heads") == []


def test_the_ledger_opened_mid_pot_says_its_nets_are_before_the_pot(app, shots):
    """A host play-test opened the ledger from the host menu while a pot was played: NOW said
    Bob +1, Ann -4, Cat -4 while the table said 0, -5, -5 (the antes in the pot). The phones say
    "before this pot"; the TV's page says so too, and only while a pot is played."""
    party, devices = open_party("baseball", 4)
    try:
        play_party(app, party, devices, 1)
        table = app.stack.top
        assert isinstance(table, PartyTableScene)
        while table.holding or party.room.table.actor is None:  # the next pot, someone to act
            press(app, dt=0.25)
        menu = host_menu_at(app, "TONIGHT'S LEDGER")
        press(app, key(pygame.K_RETURN))
        assert isinstance(app.stack.top, LedgerScene) and party.room.table.actor is not None
        press(app)
        # the game in play's column says the pots it counts (test_ledger_pot_in_play)
        counted = ledger_view.pots_counted(party.room.night.ledger.sessions[-1].pots)
        assert ledger_view.BEFORE_POT in words() and counted in words()
        assert frame_problems("ledger page mid-pot") == []
        shots(app, "tv-ledger-mid-pot")
        press(app, key(pygame.K_ESCAPE))
        press(app, key(pygame.K_ESCAPE))  # the menu closed: the pot goes on to its result
        # a wall-clock bound, not a frame count: the computer players think on a thread, and a
        # loaded CI machine saw 400 frames pass before the pot's result (stop 57's quick suite)
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            if table.holding and party.room.table.actor is None:
                break
            guest_moves(party)
            press(app, dt=STEP)
        assert table.holding and party.room.table.actor is None
        app.push(openers.ledger(ledger=party.room.night.ledger, pot_in_play=menu.pot_in_play))
        press(app)
        assert (
            ledger_view.BEFORE_POT not in words() and ledger_view.IN_PLAY in words()
        )  # the pot's result is in
    finally:
        party.close()
