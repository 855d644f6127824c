"""Tonight's ledger on a phone, in a real browser (Debian's headless chromium, driven by Playwright,
against a room served in-process: tests/test_party_phone.py): after the TV shows a pot, the phone's
TONIGHT line says where its guest stands, and at the end of a session the ledger opens by itself
with the whole table and the guest's own line marked. Screenshots, portrait and landscape, go to
the test's tmp_path (run with --basetemp to keep them). Run with `python -m pytest -m e2e`."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest
from test_party_phone import Served, phones, play_until  # noqa: F401 (phones: the fixture)

from game.play import ledger_file
from game.play.ledger import Ledger, Person, session_nets

pytestmark = pytest.mark.e2e


def test_a_phone_shows_tonights_ledger_with_its_own_line_marked(phones):  # noqa: F811
    cat, dee = Person("phone:0:cat", "Cat", False), Person("bot:cpu 3", "CPU 3", True)
    earlier = session_nets(
        "party-earlier-1",
        "Night Baseball",
        "2026-12-01T19:30",
        6,
        True,
        [(cat.key, Fraction(9, 2)), (dee.key, Fraction(-9, 2))],
    )
    ledger_file.save(Ledger(ledger_file.tonight()).recorded(earlier, [cat, dee]))  # a party earlier tonight
    served = Served("baseball", 3, 4, keep_ledger=True)
    served.room.rules = dataclasses.replace(served.room.rules, pots=2)  # a short session
    try:
        ann = phones(served.url, "Ann")
        ann.join()
        ann.page.click("#start")
        ann.page.wait_for_selector("#play:not([hidden])")

        def session_over() -> bool:
            message = ann.last("ledger")
            return message is not None and len(message["sessions"]) == 2 and message["sessions"][1]["over"]

        play_until(ann, session_over, 120, lambda: None)
        page = ann.page
        page.wait_for_selector("#ledger[open]")  # opened by itself: a session is over
        message = ann.last("ledger")
        mine = [line for line in message["lines"] if line["you"]]
        assert [line["name"] for line in mine] == ["Ann"]
        summary = page.inner_text("#ledgersum")
        people = [line for line in message["lines"] if not line["bot"]]
        assert [line["name"] for line in people] in (["Ann", "Cat"], ["Cat", "Ann"])
        # ranked among the people (a host play-test's phone said "3rd of 6", bots counted)
        assert summary.startswith("Tonight: ") and summary.endswith(" of 2 people")
        # read as text, shown or not: the next session's first turn may fold the ledger away by
        # now (a loaded CI read a row's inner text as '' in a ledger just closed)
        rows = page.locator("#ledgertable tr")
        assert rows.count() == 1 + len(message["lines"])  # the heads, then everyone
        names = page.eval_on_selector_all(
            "#ledgertable tr", "rows => rows.slice(1).map(r => r.cells[0].textContent)"
        )
        # the people first, placed, the bots apart (test_party_phone_ledger_places_e2e)
        assert all(name.startswith("BOT ") for name in names[2:]) and names[0].startswith("1ST"), names
        marked = page.locator("#ledgertable tr.you")
        assert marked.count() == 1 and marked.locator(".name").text_content() == "Ann"
        table = page.text_content("#ledgertable") or ""
        assert "Cat" in table and "BOT CPU" in table
        assert "Night Baseball 19:30" in (page.text_content("#ledgergames") or "")
        page.locator("#ledger").scroll_into_view_if_needed()
        ann.shot("ledger")
        # the next session: Ann's turn folds the ledger away, so her buttons stay on the screen
        page.wait_for_selector("#decide:not([hidden])", timeout=60_000)
        assert page.locator("#ledger[open]").count() == 0 and page.is_visible("#ledgersum")
    finally:
        served.stop()
