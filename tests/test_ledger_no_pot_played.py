"""A night no pot was played out in ranks nobody: a host walking the party's path ended it before the
first pot ended and the TV's ledger read 1ST BEN, every net 0. The TV says instead that no pot was
played (tonight, or yet while the party goes on) and places nobody; a night with a pot played out
places its people as before. (The phones' end page: tests/test_ledger_no_pot_played_e2e.py.)"""

from __future__ import annotations

import pytest
from test_ledger_party import night
from test_ledger_party_end import ended_with
from test_ui_support import drawn_by

from game.felt import ledger_view
from game.play.ledger import Ledger
from game.play.place_words import BOT
from game.screens.scenes.ledger import LedgerScene

PLACES = ("1ST", "2ND", "3RD")


@pytest.mark.parametrize(
    ("ending", "said"), [(True, "NO POT WAS PLAYED TONIGHT"), (False, "NO POT PLAYED YET")]
)
def test_a_night_no_pot_was_played_in_places_nobody(app, home, monkeypatch, ending, said):
    ledger = night(ended_with(0))
    assert [session.pots for session in ledger.sessions] == [0]
    scene = LedgerScene(app, ledger, ending=ending)
    app.stack.scenes[:] = [scene]
    texts = [text for text, _ in drawn_by(app, scene, monkeypatch)]
    assert said in texts, texts
    assert not [text for text in texts if text.startswith(PLACES)], texts
    assert BOT in texts  # the bots still say what they are


def test_a_night_with_a_pot_played_places_its_people(app, home, monkeypatch):
    ledger = night(ended_with(1))
    scene = LedgerScene(app, ledger, ending=True)
    app.stack.scenes[:] = [scene]
    texts = [text for text, _ in drawn_by(app, scene, monkeypatch)]
    assert any(text.startswith("1ST") for text in texts), texts
    assert ledger_view.NONE_PLAYED not in texts


def test_a_night_kept_from_before_says_that_night(app, home, monkeypatch):
    """The Hall of Fame's night (a past night's ledger) says THAT NIGHT, not TONIGHT."""
    kept = night(ended_with(0))
    kept = Ledger("2020-01-03", kept.people, kept.sessions)
    scene = LedgerScene(app, kept, past=True)
    app.stack.scenes[:] = [scene]
    texts = [text for text, _ in drawn_by(app, scene, monkeypatch)]
    assert ledger_view.NONE_PLAYED_THEN in texts and ledger_view.NONE_PLAYED not in texts, texts
