"""At the night's end the TV's ledger says where SAVE AS CSV wrote it ('SAVED AS ledger-....csv',
'IN ...'): read as a footnote, clear of the ledger's last line by a line's room at the least (a
host play-test read it close under the last person's line), however many people the night had, at
both TEXT SIZEs. Screenshots (1920x1080, 1280x720) under the test's tmp_path."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pygame
import pytest
from test_ui_support import drawn_by

from game.felt import ledger_view
from game.platform.text import BODY
from game.play import ledger_file
from game.play.ledger import Ledger, Person, session_nets
from game.screens.scenes.ledger import LedgerScene

NAMES = ["Ann", "Bob", "Cat", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jim"]


def night_of(people: int) -> Ledger:
    persons = [Person(f"local:{name.lower()}", name, False) for name in NAMES[:people]]
    nets = [Fraction(2 * (people - 1 - 2 * at), 2) for at in range(people)]  # adds up to 0
    ledger = Ledger("2026-12-07")
    for number, game in enumerate(("Baseball", "Night Baseball"), 1):
        played = [(person.key, net) for person, net in zip(persons, nets, strict=True)]
        # the second ended early by the host: a note under the lines (GAME 2: ENDED AFTER 3 HANDS)
        cut = number == 2
        session = session_nets(
            f"party-{number}", game, f"2026-12-07T2{number}:00", 3 if cut else 8, True, played, cut
        )
        ledger = ledger.recorded(session, persons)
    return ledger


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("people", [2, 5, 8, 10])  # (10: more than fit, a note of them)
def test_where_the_csv_went_stands_a_line_clear_of_the_ledger(app, monkeypatch, shots, size, people):
    app.settings.text_size = size
    monkeypatch.setattr(
        ledger_file,
        "export_csv",
        lambda kept: (Path("/home/host/.local/share/baseball/ledger-2026-12-07-2301.csv"), None),
    )
    page = LedgerScene(app, night_of(people), ending=True)
    app.stack.push(page)
    page.save_csv()
    drawn = drawn_by(app, page, monkeypatch)
    said = [rect for text, rect in drawn if text in page.said]
    assert len(said) == 2, drawn
    menu = [rect for text, rect in drawn if text in ("SAVE AS CSV", "DONE")]
    ledger = [
        rect
        for text, rect in drawn
        if rect.top >= ledger_view.TOP and rect.bottom <= min(r.top for r in said)
    ]
    assert ledger, drawn
    gap = min(rect.top for rect in said) - max(rect.bottom for rect in ledger)
    assert gap >= BODY, (people, size, gap)  # a line's room: a footnote, not the ledger's next line
    assert max(rect.bottom for rect in said) <= min(rect.top for rect in menu)  # over the menu
    page.draw(app.display.canvas)
    for wide, high in ((1920, 1080), (1280, 720)):
        scaled = pygame.transform.scale(app.display.canvas, (wide, high))
        shots(app, f"ledger-saved-{people}-{size}-{high}", scaled)
