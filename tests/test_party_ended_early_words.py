"""A party ended early leaves a trace the host can read: a host play-test ended Midnight with a pot
of 34 in play, and Dealer's Choice with a guest at +46 1/2, and found nothing of either (the ledger
still said 1 SESSION, the Hall of Fame NO RESULTS YET). END THE PARTY? says beforehand what happens
to the pot in play and that the session goes on no board; the ledger says afterwards which session
ended early and where its pot in play went."""

from __future__ import annotations

from fractions import Fraction

import pygame
import pytest
from party_sweep import STEP, open_party, play_party
from test_party_host_menu_words import choose
from test_party_tv_host import table_of
from test_tv_names_cut import Said
from test_ui_support import key, press

from engine.money import mixed
from game.felt import ledger_view
from game.felt.hand_count import count_words
from game.party.ledger_message import ledger_message
from game.play import hall_of_fame
from game.play.ledger import Ledger, Person, from_json, session_nets, to_json
from game.play.night_keeper import pot_in_play
from game.screens.scenes import party_host
from game.screens.scenes.confirm import ConfirmScene
from game.screens.scenes.ledger import LedgerScene

PEOPLE = [Person("phone:ann", "Ann", False), Person("bot:cpu 2", "CPU 2", True)]
NETS = [("phone:ann", Fraction(93, 2)), ("bot:cpu 2", Fraction(-93, 2))]


def night(*cut: bool, pots: tuple[int, ...] = (), between: bool = False) -> Ledger:
    """A night of a session for each of `cut` (whether the host ended it early: with a pot in play,
    unless `between` pots), each of 3 pots unless `pots` says how many (a session of none is at 0
    for everyone)."""
    ledger = Ledger("2026-12-04")
    for number, (short, played) in enumerate(zip(cut, pots or (3,) * len(cut), strict=True), 1):
        nets = NETS if played else [(key, Fraction(0)) for key, _ in NETS]
        session = session_nets(
            f"party-2100-ABCD-{number}",
            "Midnight",
            "2026-12-04T21:00",
            played,
            True,
            nets,
            short,
            short and not between,
        )
        ledger = ledger.recorded(session, PEOPLE)
    return ledger


def test_the_ledger_says_which_session_ended_early_and_where_its_pot_went():
    said = Said()
    ledger_view.draw_ledger(pygame.Surface((960, 540)), said, night(False, True), ledger_view.TOP, 8)
    assert "GAME 2: ENDED AFTER 3 HANDS, POT IN PLAY WENT BACK" in said.lines
    said = Said()
    ledger_view.draw_ledger(pygame.Surface((960, 540)), said, night(False, False), ledger_view.TOP, 8)
    assert not any("ENDED" in line for line in said.lines)  # a session played out says nothing


def test_a_session_ended_between_pots_says_no_pot_went_back():
    """A host play-test ended a party between pots and read POT IN PLAY WENT BACK: none was in play."""
    said = Said()
    ledger_view.draw_ledger(
        pygame.Surface((960, 540)), said, night(False, True, between=True), ledger_view.TOP, 8
    )
    assert "GAME 2: ENDED AFTER 3 HANDS" in said.lines and not any(
        "POT IN PLAY" in line for line in said.lines
    )
    kept = from_json(to_json(night(True, between=False)))  # the file keeps which was which
    assert (
        kept.sessions[0].pot_back and not from_json(to_json(night(True, between=True))).sessions[0].pot_back
    )


def test_each_session_ended_early_has_its_own_words_as_on_the_phones():
    """Two parties of a night ended early: the TV said 'SESSIONS 1, 3: ENDED EARLY' where the phones
    said 'ended after 2 pots' of one and 'ended before a pot was played out' of the other."""
    ledger = night(True, False, True, pots=(2, 3, 0))
    said = Said()
    ledger_view.draw_ledger(pygame.Surface((960, 540)), said, ledger, ledger_view.TOP, 8)
    notes = [line for line in said.lines if line.startswith("GAME ")]
    assert notes == [
        "GAME 1: ENDED AFTER 2 HANDS, POT IN PLAY WENT BACK",
        "GAME 3: ENDED BEFORE A HAND WAS PLAYED OUT",  # its nets are all 0: no pot went anywhere
    ]
    phones = [s["ended"] for s in ledger_message(ledger, None)["sessions"]]
    assert [f"GAME {n}: {words.upper()}" for n, words in enumerate(phones, 1) if words] == notes
    assert all(len(note) <= ledger_view.NOTE_COLUMNS for note in notes)
    assert {"ANN", "CPU 2"} <= set(said.lines)  # the people's lines are still there above them


def test_the_hall_of_fame_says_only_sessions_played_to_their_end_count():
    assert "PLAYED TO THEIR END" in hall_of_fame.QUALIFIES


@pytest.mark.usefixtures("loopback")
def test_end_the_party_says_where_the_pot_in_play_goes_and_that_no_board_takes_the_session(app):
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        table_of(app, party, devices, dealt=True)
        assert room.hand_in_play and room.table.pot
        press(app, key(pygame.K_ESCAPE))
        choose(app, "END THE PARTY")
        asked = app.stack.top
        assert isinstance(asked, ConfirmScene) and asked.question == "END THE PARTY?"
        assert " ".join(asked.lead) == party_host.END_LEAD  # what happens, first and bigger
        detail = " ".join(asked.detail)
        assert f"Hand 1's pot ({mixed(room.table.pot)}) goes back" in detail
    finally:
        party.close()


@pytest.mark.usefixtures("loopback")
@pytest.mark.parametrize("pots", [0, 2])
def test_the_tvs_ledger_after_end_the_party_has_the_session_just_ended(app, pots):
    """A host play-test's TV showed the ledger as it stood before the party ended: no line said
    its session had ended (the phones did); one ended in its first pot was not in it at all."""
    party, devices = open_party("baseball", 4)
    try:
        play_party(app, party, devices, pots)
        while not pot_in_play(party.room.table):  # the next pot dealt (not its result still shown)
            app.frame([], STEP)
        assert party.room.table.hands_played == pots
        press(app, key(pygame.K_ESCAPE))
        choose(app, "END THE PARTY")
        detail = " ".join(app.stack.top.detail)
        assert f"Hand {pots + 1}'s pot (" in detail
        if pots:
            ends = (
                f"the game ends after hand {pots} of {party.room.rules.pots}, too few for the Hall of Fame."
            )
            assert ends in detail
        else:  # a host read 'stops after 0 of 8 pots', and of nets as at a last pot's end none had
            assert "and this Baseball game has no pot won yet: its nets are all 0." in detail
            assert " 0 of " not in detail
        assert len(app.stack.top.detail) <= 3  # short (a host play-test read seven lines)
        press(app, key(pygame.K_DOWN))  # YES
        press(app, key(pygame.K_RETURN))
        shown = app.stack.top
        assert isinstance(shown, LedgerScene) and shown.ending
        session = shown.ledger.sessions[-1]
        assert session.cut_short and session.pots == pots
        said = Said()
        ledger_view.draw_ledger(pygame.Surface((960, 540)), said, shown.ledger, ledger_view.TOP, 8)
        words = (
            f"ENDED AFTER {pots} HANDS, POT IN PLAY WENT BACK"
            if pots
            else "ENDED BEFORE A HAND WAS PLAYED OUT"
        )
        assert f"GAME 1: {words}" in said.lines
    finally:
        party.close()


@pytest.mark.usefixtures("loopback")
def test_a_party_ended_between_pots_says_nothing_of_a_pot_in_play(app):
    """A host play-test ended a party between pots: the question and the ledger said a pot in play
    went back, where none was."""
    party, devices = open_party("baseball", 4)
    try:
        play_party(app, party, devices, 2)
        table = party.room.table
        assert table.hands_played == 2 and table.hand.number == 2  # the next pot not dealt
        press(app, key(pygame.K_ESCAPE))
        choose(app, "END THE PARTY")
        detail = " ".join(app.stack.top.detail)
        assert (
            detail == f"The game ends after hand 2 of {party.room.rules.pots}: too few for the Hall of Fame."
        )
        press(app, key(pygame.K_DOWN))  # YES
        press(app, key(pygame.K_RETURN))
        said = Said()
        ledger_view.draw_ledger(pygame.Surface((960, 540)), said, app.stack.top.ledger, ledger_view.TOP, 8)
        assert "GAME 1: ENDED AFTER 2 HANDS" in said.lines, said.lines
    finally:
        party.close()


@pytest.mark.usefixtures("loopback")
@pytest.mark.parametrize("in_play", [True, False])
def test_end_the_party_counts_hands_as_the_tvs_corner_does(app, shots, in_play):
    """A host play-test read 'Stops after hand 2 of 8' under the corner's HAND 3 OF 8, hand 3 in
    play: the question names the pot in play by the corner's number, and the hand the game ends
    after is the one before it (between pots, the corner's own)."""
    party, devices = open_party("baseball", 4)
    try:
        play_party(app, party, devices, 2)
        table = app.stack.scenes[0]
        while in_play and not (pot_in_play(party.room.table) and table.caught_up):  # the third pot dealt
            app.frame([], STEP)
        corner = count_words(table.model)
        shown = int(corner.split()[1])
        assert corner == f"HAND {shown} OF {party.room.rules.pots}"
        press(app, key(pygame.K_ESCAPE))
        choose(app, "END THE PARTY")
        detail = " ".join(app.stack.top.detail)
        for wide, high in ((1920, 1080), (1280, 720)):
            shots(
                app, f"end-party-{in_play}-{high}", pygame.transform.scale(app.display.canvas, (wide, high))
            )
        ended = shown - 1 if in_play else shown
        assert (f"Hand {shown}'s pot (" in detail) == in_play, (corner, detail)
        assert f"ends after hand {ended} of {party.room.rules.pots}" in detail, (corner, detail)
        assert len(app.stack.top.detail) <= 3
    finally:
        party.close()
