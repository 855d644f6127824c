"""LAST POTS at a party's new session: a play-test found it greyed while the pots just played were
there to replay. Before the new session's first pot ends, the shelf offers the last session's pots
(game.play.pot_tape), and the list says which game they are from (GAME 1, BASEBALL). A solo table's greyed LAST
POTS says why while it is chosen."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest
from party_support import Party
from party_sweep import STEP, open_party
from test_party_tv_host import table_of
from test_replay import recorded
from test_ui_support import drawn_by, key, press, table_scene

from engine.events import SessionStart
from engine.rules import Rules
from game.platform.display import SAFE
from game.platform.text import HEADING
from game.play.history_tapes import history_tapes
from game.play.pot_tape import PotShelf
from game.screens.scene import PauseContext
from game.screens.scenes.last_pots import LastPotsScene
from game.screens.scenes.pause import PauseScene

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def test_a_new_sessions_last_pots_are_the_last_sessions_until_its_first_pot_ends():
    tapes = history_tapes(recorded("baseball", sessions=2))
    first, second = tapes[0], next(tape for tape in tapes if tape.session == 2)
    shelf = PotShelf()
    shelf.note_all([*first.before, *first.facts])
    assert [tape.hand for tape in shelf.session_tapes()] == [1]
    shelf.note(second.before[0])  # the next session starts: nothing of it has ended yet
    assert shelf.session == 2
    assert [(tape.session, tape.hand) for tape in shelf.session_tapes()] == [(1, 1)]
    shelf.note_all(second.facts)  # its first pot ends: its own pots from now on
    assert [(tape.session, tape.hand) for tape in shelf.session_tapes()] == [(2, 1)]
    assert PotShelf().session_tapes() == []  # a table before any pot: nothing to replay


def test_a_partys_list_names_the_game_its_pots_are_from(app):
    """A host play-test read LAST POTS: TONIGHT'S SESSION 1: a host says game for one game of 8
    pots, and reads which game it was."""
    tape = history_tapes(recorded("baseball", sessions=1))[0]
    party = LastPotsScene(app, PauseContext(Rules(), False, (tape,), replay=lambda hand: None))
    solo = LastPotsScene(app, PauseContext(Rules(), False, (tape,)))
    assert party.heading() == "LAST POTS: GAME 1, BASEBALL" and solo.heading() == "LAST POTS"


def test_a_dealers_choice_list_names_its_game_not_the_pots_called_game(app):
    tapes = history_tapes(recorded("dealers-choice", sessions=1))
    assert {tape.done.rules.name for tape in tapes} != {"Dealer's Choice"}  # each pot its called game
    party = LastPotsScene(app, PauseContext(Rules(), False, tuple(tapes), replay=lambda hand: None))
    assert party.heading() == "LAST POTS: GAME 1, DEALER'S CHOICE"


def test_a_partys_sessions_are_numbered_as_the_nights_ledger_numbers_them(home, app):
    """A host play-test read LAST POTS: THIS PARTY, SESSION 1 during the night's fourth session
    (the ledger's SESSIONS 3-5 OF 5 beside it): a party's shelf counts on from the sessions the
    night's ledger holds when the party begins."""
    first = Party(seats=3, keep_ledger=True)
    first.connect(1)
    first.join(1, "Ann", seat=0, device="anns-phone")
    first.room.start()
    first.play_until(
        lambda: first.room.night is not None and len(first.room.night.ledger.sessions) == 1,
        random.Random(3).choice,
    )
    later = Party(seats=3, keep_ledger=True)  # the night's next party: one session on record
    assert later.room.sessions_before == 1
    tape = history_tapes(recorded("baseball", sessions=1))[0]
    shelf = PotShelf(session=later.room.sessions_before)
    shelf.note_all([*tape.before, *tape.facts])
    heading = LastPotsScene(app, PauseContext(Rules(), False, tuple(shelf.session_tapes()), replay=print))
    assert heading.heading() == "LAST POTS: GAME 2, BASEBALL"
    party, devices = open_party("baseball", 4)
    try:
        party.room.night = later.room.night  # as a TV party keeps tonight's ledger
        table = table_of(app, party, devices, dealt=True)
        for _ in range(600):  # till the TV shows the deal: the shelf reads the stream as it is shown
            table.pots.fetch()
            if table.pots.start is not None:
                break
            app.frame([], STEP)
        assert table.pots.start is not None
        assert table.pots.session == 2  # the night's second
    finally:
        party.close()


def test_the_pause_menu_says_why_last_pots_is_greyed_while_it_is_chosen(app, monkeypatch):
    """A play-test took the greyed LAST POTS at a session's start for broken: chosen, it says why."""
    scene = table_scene(app, players=3, seed=2)
    app.frame([], 0.05)
    press(app, key(pygame.K_ESCAPE))
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    assert "NO POT HAS ENDED YET" not in [text for text, _ in drawn_by(app, pause, monkeypatch)]
    while pause.menu.current is None or pause.menu.current.label != "LAST POTS":
        press(app, key(pygame.K_DOWN))
    assert not pause.menu.current.enabled and scene.pots.tapes == []
    drawn = dict(drawn_by(app, pause, monkeypatch))
    assert "NO POT HAS ENDED YET" in drawn
    assert drawn["NO POT HAS ENDED YET"].top > pause.menu.rects[-1].bottom  # under the menu, in its panel


def test_a_long_house_games_name_is_cut_inside_the_panel(app):
    """A house game's name may be long: the heading is cut to the panel's letters, read as cut."""
    tape = history_tapes(recorded("baseball", sessions=1))[0]
    start = next(fact for fact in tape.before if isinstance(fact, SessionStart))
    named = replace(start, rules=replace(start.rules, name="Grandpa Joe's Very Long Baseball"))
    tape = replace(tape, before=tuple(named if fact is start else fact for fact in tape.before))
    heading = LastPotsScene(app, PauseContext(Rules(), False, (tape,), replay=print)).heading()
    assert heading.startswith("LAST POTS: GAME 1, GRANDPA JOE'S") and heading.endswith("\u2026")
    assert app.text.font(HEADING).size(heading)[0] <= SAFE.width - 32
