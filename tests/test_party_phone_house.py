"""The house rules on the phones, in a real browser (see tests/test_party_phone.py): the lobby shows
them open, play folds them under one line a guest can open, and the words are the room's own
(game.telling.rules_words), the same the TV's pages say. Run with `python -m pytest -m e2e`."""

from __future__ import annotations

import pytest
from browser_support import preferred
from test_party_phone import Served, overlap, phones  # noqa: F401  (phones is a fixture)

from engine.profile import load_profile
from game.telling.rules_words import house_rules

pytestmark = pytest.mark.e2e


def test_the_phones_say_the_house_rules_open_in_the_lobby_folded_in_play(phones):  # noqa: F811
    served = Served("baseball-strikeout", 3, 5)
    try:
        ann = phones(served.url, "Ann")
        ann.join()
        page = ann.page
        page.wait_for_selector("#lobby:not([hidden])")
        words = house_rules(load_profile("baseball-strikeout"))
        assert "A three face up must match the pot or fold" in words
        page.wait_for_selector("#house[open]")
        assert page.eval_on_selector_all("#houselist li", "els => els.map(e => e.textContent)") == words
        ann.shot("house-lobby", landscape=False)
        page.click("#start")
        page.wait_for_selector("#play:not([hidden])")
        page.wait_for_selector("#house:not([open])")
        assert page.is_visible("#house summary") and not page.is_visible("#houselist")
        page.wait_for_selector("#decide:not([hidden])", timeout=20_000)
        page.click("#house summary")  # a guest opens it at their turn: it stays open until the next
        page.wait_for_timeout(400)
        assert page.is_visible("#houselist")
        rules, decide = ann.boxes("#house")[0], ann.boxes("#decide")[0]
        assert not overlap(rules, decide)
        ann.shot("house-play-open")
        kinds = page.eval_on_selector_all(
            "#buttons button:not([disabled])", "bs => bs.map(b => b.dataset.kind)"
        )
        page.click(f"#buttons button[data-kind={preferred(kinds)}]")
        page.wait_for_selector("#decide", state="hidden")
        page.wait_for_selector("#decide:not([hidden])", timeout=20_000)  # the next turn folds them away
        assert not page.is_visible("#houselist") and page.is_visible("#buttons")
    finally:
        served.stop()
