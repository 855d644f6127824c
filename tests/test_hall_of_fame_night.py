"""After a party's DONE there was no way back to the night's standings (a host play-test): the hall
of fame's last pages, PARTY LEDGER, <date>, show each night's ledger as saved, the latest last (the
next host play-test found only the latest night there)."""

from __future__ import annotations

import datetime
from fractions import Fraction

import pygame
import pytest
from party_sweep import open_party, play_party
from test_tv_names_cut import Said
from test_ui_support import drawn_by, key, press

from game.felt import ledger_view
from game.platform.display import SAFE
from game.play import hall_of_fame, ledger_file
from game.play.ledger import PARTY_RUN, Ledger, Person, session_nets
from game.screens import openers
from game.screens.scenes.hall_of_fame import HallOfFameScene
from game.screens.scenes.ledger import LedgerScene


@pytest.fixture(autouse=True)
def this_night(monkeypatch):
    """Tonight is the night of Saturday 5 December 2026: a night of this year is named without its year."""
    monkeypatch.setattr(ledger_file, "tonight", lambda: "2026-12-05")


def test_a_night_is_named_by_the_evening_it_began():
    """At 00:17 on the 5th a host play-test read 'THE NIGHT OF 2026-12-04' as a wrong date: a party's
    night runs past midnight, and is named as its people say it, the evening it began."""
    assert ledger_file.night_of(datetime.datetime(2026, 12, 5, 0, 17)) == "2026-12-04"
    assert ledger_file.night_words("2026-12-04") == "Fri 4 Dec"
    assert ledger_file.night_words("2025-12-31", today="2026-01-01") == "31 Dec 2025"
    assert ledger_file.night_words("not a date") == "not a date"
    said = Said()
    ledger_view.draw_night(pygame.Surface((960, 540)), said, Ledger("2026-12-04"), 8)
    assert "PARTY LEDGER, FRI 4 DEC: 0 GAMES" in said.lines, said.lines


def test_the_hall_of_fame_shows_each_night_saved_the_latest_first_to_the_left(app, shots, monkeypatch):
    people = [Person("phone:ann", "Ann", False), Person("phone:bo", "Bo", False)]
    for night, ann in (("2026-11-30", 1), ("2026-12-02", 9)):  # an older night, then the latest
        nets = [("phone:ann", Fraction(ann)), ("phone:bo", Fraction(-ann))]
        session = session_nets(f"party-{night}", "Dealer's Choice", f"{night}T21:00", 8, True, nets)
        ledger_file.save(Ledger(night).recorded(session, people))
    app.go(openers.hall_of_fame())
    press(app)
    page = app.stack.top
    assert isinstance(page, HallOfFameScene)
    press(app, key(pygame.K_LEFT))  # left from the first board: the last page, the night
    drawn = drawn_by(app, page, monkeypatch)
    texts = [text for text, _ in drawn]
    shots(app, "hall_of_fame_the_night")
    assert "< PARTY LEDGER, WED 2 DEC >" in texts, texts
    assert "ANN" in texts and "+9" in texts and "TOTAL" in texts, texts
    assert any("PAGES" in text for text in texts if text.startswith("LEFT/RIGHT")), texts
    footer = next(rect for text, rect in drawn if text.startswith("LEFT/RIGHT"))
    assert SAFE.contains(footer), footer  # (with GAMES, NIGHTS it ran out past the TV's safe area)
    press(app, key(pygame.K_LEFT))  # the night before
    texts = [text for text, _ in drawn_by(app, page, monkeypatch)]
    assert "< PARTY LEDGER, MON 30 NOV >" in texts, texts
    assert "ANN" in texts and "+1" in texts and "+9" not in texts, texts


def test_with_no_result_on_any_board_it_opens_on_the_night_and_an_empty_board_names_it(
    app, shots, monkeypatch
):
    """A host's play-test read NO RESULTS YET on every game's board after five parties and thought
    nothing was kept, and the next found the night only by pressing Left: with no result on any board
    (the party's only winner a bot, or every session ended early) the hall opens on the latest
    night, and an empty board still names the night's page and the key to it."""
    people = [Person("phone:ann", "Ann", False), Person("bot:cpu 2", "CPU 2", True)]
    nets = [("phone:ann", Fraction(-4)), ("bot:cpu 2", Fraction(4))]
    session = session_nets("party-1", "Baseball", "2026-12-03T21:00", 8, True, nets)
    ledger_file.save(Ledger("2026-12-03").recorded(session, people))
    app.go(openers.hall_of_fame())
    press(app)
    page = app.stack.top
    assert isinstance(page, HallOfFameScene)
    assert page.boards[page.index][1] == "PARTY LEDGER, THU 3 DEC"
    texts = [text for text, _ in drawn_by(app, page, monkeypatch)]
    assert "< PARTY LEDGER, THU 3 DEC >" in texts and "ANN" in texts, texts
    press(app, key(pygame.K_RIGHT))  # round to the first board: empty
    texts = [text for text, _ in drawn_by(app, page, monkeypatch)]
    shots(app, "hall_of_fame_empty_board_names_the_night")
    assert "NO RESULTS YET" in texts
    assert "PARTIES ARE IN THE PARTY LEDGER, THU 3 DEC" in texts and "PRESS LEFT TO SEE IT" in texts, texts
    press(app, key(pygame.K_LEFT))  # the key it names goes there
    assert page.boards[page.index][1] == "PARTY LEDGER, THU 3 DEC"


def test_enter_on_a_night_opens_its_whole_ledger_and_its_first_session_is_reached(app, shots, monkeypatch):
    """A host play-test read 'TOTAL COUNTS SESSION 1 TOO' on a night's page of four sessions and
    could not reach session 1 there: ENTER/A opens the night's ledger whole, as saved (no session
    NOW), where Left goes back through the sessions, and Back returns to the night's page."""
    people = [Person("phone:ann", "Ann", False), Person("phone:bo", "Bo", False)]
    night = Ledger("2026-12-03")
    for number, ann in enumerate((5, -1, 2, 3), 1):
        nets = [("phone:ann", Fraction(ann)), ("phone:bo", Fraction(-ann))]
        started = f"2026-12-03T2{number}:00"
        night = night.recorded(session_nets(f"party-{number}", "Baseball", started, 8, True, nets), people)
    ledger_file.save(night)
    app.go(openers.hall_of_fame())
    press(app)
    page = app.stack.top
    press(app, key(pygame.K_LEFT))  # the night's page
    texts = [text for text, _ in drawn_by(app, page, monkeypatch)]
    assert "TOTAL COUNTS GAME 1 TOO" in texts and any("ENTER/A WHOLE LEDGER" in t for t in texts), texts
    press(app, key(pygame.K_RETURN))
    whole = app.stack.top
    assert isinstance(whole, LedgerScene) and whole is not page
    texts = [text for text, _ in drawn_by(app, whole, monkeypatch)]
    shots(app, "hall_of_fame_a_night_whole")
    assert "A PARTY NIGHT" in texts and ledger_view.IN_PLAY not in texts, texts
    assert any(t.startswith("GAMES 2-4 OF 4") for t in texts), texts
    press(app, key(pygame.K_LEFT))
    texts = [text for text, _ in drawn_by(app, whole, monkeypatch)]
    assert any(t.startswith("GAMES 1-3 OF 4") for t in texts), texts
    assert "+5" in texts, texts  # session 1's net, out of view before
    press(app, key(pygame.K_ESCAPE))
    assert app.stack.top is page


def test_a_partys_winners_are_on_their_games_board_by_name_and_no_bot_is(app, shots, monkeypatch):
    """A party's winner looked in the hall of fame and found NO RESULTS YET: the boards held PLAY's
    sessions only. Each person who ended a party's session in profit is on its game's board under
    the name they played by, beside PLAY's initials, ranked by net; a bot's win, a loss and a
    session a crash cut short are not; a PLAY result's row is still the one lit after its initials."""
    people = [
        Person("phone:ann", "Annabel-Lee", False),
        Person("local:player 1", "Player 1", False),
        Person("bot:cpu 3", "CPU 3", True),
    ]
    nets = [("phone:ann", Fraction(9)), ("local:player 1", Fraction(-12)), ("bot:cpu 3", Fraction(3))]
    night = Ledger("2026-12-03").recorded(
        session_nets("party-211500-ABCD-1", "Baseball", "2026-12-03T21:15", 8, True, nets), people
    )
    cut = [("phone:ann", Fraction(-5)), ("local:player 1", Fraction(5)), ("bot:cpu 3", Fraction(0))]
    night = night.recorded(
        session_nets("party-211500-ABCD-2", "Baseball", "2026-12-03T22:15", 3, False, cut), people
    )
    ledger_file.save(night)
    solo = hall_of_fame.new_entry("SOL", Fraction(4), "Baseball", 4, profile="baseball", session="ab12")
    page = HallOfFameScene(app, [solo], highlight=0, board="baseball")
    app.stack.scenes[:] = [page]
    texts = [text for text, _ in drawn_by(app, page, monkeypatch)]
    shots(app, "hall_of_fame_party_winner")
    assert "NO RESULTS YET" not in texts
    board = hall_of_fame.board(page.entries, "baseball")
    assert [(entry.initials, entry.net) for entry in board] == [("ANNABEL-LEE", 9), ("SOL", 4)]
    assert "ANNABEL-LEE" in texts and "PARTY OF 2  THU 3 DEC" in texts and "4 PLAYERS" in " ".join(texts)
    assert not any("CPU 3" in text or "PLAYER 1" in text for text in texts), texts
    assert page.highlight == 1  # SOL's new result, under the party's better one


def test_a_rooms_sessions_are_named_as_the_boards_read_a_partys(loopback):
    party, _ = open_party("baseball", 2)
    try:
        assert party.room.night is not None and party.room.night.run.startswith(PARTY_RUN)
    finally:
        party.close()


def test_a_party_the_host_ended_early_is_on_no_board(app, monkeypatch):
    """A host play-test's board took Dealer's Choice +29 after 2 of 8 hands (the host ended the
    party) under FINISH A SESSION IN PROFIT: only a session played to its last pot counts."""
    people = [Person("phone:ann", "Ann", False), Person("bot:cpu 2", "CPU 2", True)]
    won = [("phone:ann", Fraction(29)), ("bot:cpu 2", Fraction(-29))]
    ended = session_nets("party-211500-ABCD-1", "Baseball", "2026-12-03T21:15", 2, True, won, True)
    night = Ledger("2026-12-03").recorded(ended, people)
    ledger_file.save(night)  # kept as cut short, read back so
    assert [session.cut_short for night in ledger_file.nights() for session in night.sessions] == [True]
    page = HallOfFameScene(app, [], board="baseball")
    app.stack.scenes[:] = [page]
    texts = [text for text, _ in drawn_by(app, page, monkeypatch)]
    assert "NO RESULTS YET" in texts and "ANN" not in texts
    assert hall_of_fame.QUALIFIES in texts and "PLAYED TO THEIR END" in hall_of_fame.QUALIFIES
    played_out = session_nets("party-211500-ABCD-1", "Baseball", "2026-12-03T21:15", 8, True, won)
    assert [
        entry.initials for entry in hall_of_fame.party_entries([Ledger("x").recorded(played_out, people)])
    ] == ["ANN"]


def test_ending_the_party_marks_the_session_in_play_cut_short(app):
    party, devices = open_party("baseball", 3)
    try:
        room = party.room
        play_party(app, party, devices, 1)
        room.controls.end()
        (session,) = room.night.ledger.sessions
        assert session.over and session.cut_short and session.pots < room.rules.pots
    finally:
        party.close()


def test_a_dealers_choice_partys_winner_is_on_the_dealers_choice_board():
    """Dealer's Choice's profile is dealers-choice: its party results stood on a board of their own,
    "dealer's-choice", a second DEALER'S CHOICE beside PLAY's."""
    people = [Person("phone:ann", "Ann", False), Person("bot:cpu 2", "CPU 2", True)]
    won = [("phone:ann", Fraction(3)), ("bot:cpu 2", Fraction(-3))]
    played = session_nets("party-211500-ABCD-1", "Dealer's Choice", "2026-12-03T21:15", 8, True, won)
    (entry,) = hall_of_fame.party_entries([Ledger("2026-12-03").recorded(played, people)])
    solo = hall_of_fame.new_entry("SOL", Fraction(4), "Dealer's Choice", 4, profile="dealers-choice")
    assert hall_of_fame.boards([solo, entry]) == [("dealers-choice", "Dealer's Choice")]


def test_a_nights_party_results_are_worked_out_once_while_its_ledger_is_unchanged(home):
    """The page opens again and again (attract mode) over every night's ledger: a night read from an
    unchanged file is the same ledger (ledger_file.nights), its results not worked out again; a
    night whose file changed is."""
    people = [Person("phone:ann", "Ann", False), Person("bot:cpu 2", "CPU 2", True)]

    def night(date: str, net: int) -> Ledger:
        won = [("phone:ann", Fraction(net)), ("bot:cpu 2", Fraction(-net))]
        session = session_nets(f"{PARTY_RUN}-2000-ABCD-1", "Baseball", f"{date}T21:15", 8, True, won)
        return Ledger(date).recorded(session, people)

    ledger_file.save(night("2026-12-02", 5))
    ledger_file.save(night("2026-12-03", 7))
    first = hall_of_fame.party_entries(ledger_file.nights(None))
    again = hall_of_fame.party_entries(ledger_file.nights(None))
    assert [entry.net for entry in again] == [5, 7]
    assert all(new is old for new, old in zip(again, first, strict=True))  # not worked out again
    ledger_file.save(night("2026-12-03", 9))  # the later night changes
    changed = hall_of_fame.party_entries(ledger_file.nights(None))
    assert [entry.net for entry in changed] == [5, 9] and changed[0] is first[0]


def test_a_partys_size_on_the_boards_counts_its_people_never_a_bot():
    """A host play-test's board read PARTY OF 5 for three people: the bot that sat in for a guest
    taken off and the house's bot were counted as the party's players."""
    people = [Person(f"phone:{name}", name, False) for name in ("Ann", "Bo", "Cy")]
    people += [Person("bot:1", "CPU 1", True), Person("bot:2", "CPU 2", True)]
    nets = [("phone:Ann", Fraction(9)), ("phone:Bo", Fraction(-4)), ("phone:Cy", Fraction(-2))]
    nets += [("bot:1", Fraction(-2)), ("bot:2", Fraction(-1))]
    session = session_nets(f"{PARTY_RUN}-1", "Baseball", "2026-12-04T21:00", 8, True, nets)
    entries = hall_of_fame.party_entries([Ledger("2026-12-04").recorded(session, people)])
    assert [(entry.initials, entry.players) for entry in entries] == [("ANN", 3)]
