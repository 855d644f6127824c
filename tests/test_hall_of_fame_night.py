"""After a party's DONE there was no way back to the night's standings (a host play-test): the hall
of fame's last page, THE NIGHT, shows the latest night's ledger as saved."""

from __future__ import annotations

from fractions import Fraction

import pygame
from test_ui_support import drawn_by, key, press

from game.play import ledger_file
from game.play.ledger import Ledger, Person, session_nets
from game.screens import openers
from game.screens.scenes.hall_of_fame import HallOfFameScene


def test_the_hall_of_fame_shows_the_latest_night_saved(app, shots, monkeypatch):
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
    texts = [text for text, _ in drawn_by(app, page, monkeypatch)]
    shots(app, "hall_of_fame_the_night")
    assert "< THE NIGHT OF 2026-12-02 >" in texts, texts
    assert "ANN" in texts and "+9" in texts and "TOTAL" in texts, texts
    assert any("THE NIGHT" in text for text in texts if text.startswith("LEFT/RIGHT")), texts
