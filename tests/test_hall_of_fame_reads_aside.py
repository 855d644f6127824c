"""The Hall of Fame's first opening read every night's ledger on the main thread: two hundred nights
held its first frame a third of a second (benchmarks/bench_hall_of_fame.py). Nights not read yet are
read on a thread of their own; the page opens at once, READING THE LEDGERS, and takes them when read."""

from __future__ import annotations

import threading
import time
from fractions import Fraction

from test_ui_support import drawn_by

from game.play import ledger_file
from game.play.ledger import PARTY_RUN, Ledger, Person, session_nets
from game.screens.scenes.hall_of_fame import HallOfFameScene

PEOPLE = [Person("phone:ann", "Ann", False), Person("phone:bo", "Bo", False)]


def test_the_first_opening_reads_no_ledger_on_the_main_thread(app, monkeypatch):
    for day in range(1, 6):
        night = f"2026-11-{day:02d}"
        nets = [("phone:ann", Fraction(day)), ("phone:bo", Fraction(-day))]
        session = session_nets(f"{PARTY_RUN}-{night}", "Baseball", f"{night}T21:00", 8, True, nets)
        ledger_file.save(Ledger(night).recorded(session, PEOPLE))
    ledger_file._read.clear()  # as at a start of the game: no night read yet
    readers = []
    real = ledger_file.load

    def load(*args, **kwargs):
        readers.append(threading.current_thread() is threading.main_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(ledger_file, "load", load)
    monkeypatch.setattr(ledger_file, "tonight", lambda: "2026-12-05")
    page = HallOfFameScene(app, [])
    assert page.reading and True not in readers  # open at once, nothing read on the main thread
    texts = [text for text, _ in drawn_by(app, page, monkeypatch)]
    assert "READING THE LEDGERS" in texts and "NO RESULTS YET" not in texts, texts
    until = time.monotonic() + 20
    while page.reading and time.monotonic() < until:
        time.sleep(0.01)
        page.update(0.01)
    assert not page.reading and readers.count(False) == 5 and True not in readers
    assert [title for _, title in page.boards][-1] == "PARTY LEDGER, THU 5 NOV"  # (this year's: no year)
    texts = [text for text, _ in drawn_by(app, page, monkeypatch)]
    assert "ANN" in texts and "+5" in texts, texts  # the parties' results on the board
    readers.clear()
    again = HallOfFameScene(app, [])  # the files unchanged: read already, on the page at once
    assert not again.reading and not readers and len(again.nights) == 5
