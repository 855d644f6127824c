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

from game.felt import ledger_view
from game.play import hall_of_fame
from game.play.ledger import Ledger, Person, session_nets
from game.screens.scenes.confirm import ConfirmScene
from game.screens.scenes.ledger import LedgerScene

PEOPLE = [Person("phone:ann", "Ann", False), Person("bot:cpu 2", "CPU 2", True)]
NETS = [("phone:ann", Fraction(93, 2)), ("bot:cpu 2", Fraction(-93, 2))]


def night(*cut: bool) -> Ledger:
    ledger = Ledger("2026-12-04")
    for number, short in enumerate(cut, 1):
        session = session_nets(
            f"party-2100-ABCD-{number}", "Midnight", "2026-12-04T21:00", 3, True, NETS, short
        )
        ledger = ledger.recorded(session, PEOPLE)
    return ledger


def test_the_ledger_says_which_session_ended_early_and_where_its_pot_went():
    said = Said()
    ledger_view.draw_ledger(pygame.Surface((960, 540)), said, night(False, True), ledger_view.TOP, 8)
    assert "SESSION 2: ENDED AFTER 3 POTS, POT IN PLAY WENT BACK" in said.lines
    said = Said()
    ledger_view.draw_ledger(pygame.Surface((960, 540)), said, night(False, False), ledger_view.TOP, 8)
    assert not any("ENDED" in line for line in said.lines)  # a session played out says nothing
    assert len(ledger_view.cut_note(night(True, False, True))) <= ledger_view.NOTE_COLUMNS


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
        detail = " ".join(asked.detail)
        assert "The pot in play" in detail and "goes back" in detail
        assert "only sessions played to their end go on the Hall of Fame" in detail
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
        while not party.room.hand_in_play:
            app.frame([], STEP)
        assert party.room.table.hands_played == pots
        press(app, key(pygame.K_ESCAPE))
        choose(app, "END THE PARTY")
        press(app, key(pygame.K_DOWN))  # YES
        press(app, key(pygame.K_RETURN))
        shown = app.stack.top
        assert isinstance(shown, LedgerScene) and shown.ending
        session = shown.ledger.sessions[-1]
        assert session.cut_short and session.pots == pots
        said = Said()
        ledger_view.draw_ledger(pygame.Surface((960, 540)), said, shown.ledger, ledger_view.TOP, 8)
        words = "ENDED BEFORE A POT WAS PLAYED OUT" if not pots else f"ENDED AFTER {pots} POTS"
        assert f"SESSION 1: {words}, POT IN PLAY WENT BACK" in said.lines
    finally:
        party.close()
