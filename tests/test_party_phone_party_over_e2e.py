"""The phone's header once the host ends a dealer's choice party, in a real browser (Debian's
headless chromium under Playwright, against a room served in-process: tests/test_party_phone.py).
A host play-test's header read "Baseball", the last pot's game, under "The party is over". Run with
`python -m pytest -m e2e`."""

from __future__ import annotations

import time

import pytest
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)

pytestmark = pytest.mark.e2e


def test_the_header_says_the_party_is_over_not_the_last_pots_game(phones):  # noqa: F811
    served = Served("dealers-choice", 3, 5)
    try:
        served.first_pot_by_bots()
        ann = phones(served.url, "Ann")
        ann.page.set_viewport_size({"width": 390, "height": 844})
        deadline = time.monotonic() + 15
        while (state := ann.last("state")) is None or state["phase"] != "play":
            assert time.monotonic() < deadline, "no table state"
            ann.page.wait_for_timeout(100)
        served.call(served.room.controls.end)
        ann.page.wait_for_selector("#over:not([hidden])")
        header = ann.page.inner_text("#game")
        assert header == "Party over", header
        # said once: the header, then what happened (a play-test read "The party is over" twice)
        page = " ".join([header, ann.page.inner_text("#over")]).lower().replace("party is over", "party over")
        assert page.count("party over") == 1, page
        assert "the host has ended the party" in page, page
        ann.shot("party-over", landscape=False)
    finally:
        served.stop()
