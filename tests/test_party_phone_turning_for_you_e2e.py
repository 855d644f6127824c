"""No Peek's TURN TILL YOU LEAD on a real phone page (Debian's headless chromium, fed a party's own
messages through the page's socket: tests/test_party_phone_playtest_e2e.py): while the table turns
the guest's cards for them, the page says so, "Turning your cards…", and never heads it with a turn
that has no button (a host play-test's phone read "Your turn next" for 1-8 s while its cards turned
by themselves). Run with `python -m pytest -m e2e`."""

from __future__ import annotations

from typing import Any

import pytest
from browser_support import preferred
from party_support import Party
from test_party_phone_playtest_e2e import phone, served  # noqa: F401 (the fixtures)

pytestmark = pytest.mark.e2e
GUEST = 1
TURNS = ("Your turn!", "Your turn next")


def run_messages(inbox: list[dict[str, Any]]) -> tuple[int, int] | None:
    """The places of a run's notice and of the message that ends it: the guest's own next turn, or
    a state where another seat acts (None: no run over yet)."""
    told = next((i for i, m in enumerate(inbox) if m["type"] == "notice" and m.get("run")), None)
    if told is None:
        return None
    for place in range(told + 1, len(inbox)):
        m = inbox[place]
        if m["type"] == "your_turn" or (
            m["type"] == "state" and m["actor"] is not None and m["actor"] != m["you"]["seat"]
        ):
            return told, place
    return None


def test_the_page_says_your_cards_are_turned_and_offers_no_turn_while_they_are(phone, tmp_path):  # noqa: F811
    party = Party("midnight-baseball", seats=3)
    party.join(GUEST, "Ann")
    party.send(GUEST, {"type": "start", "token": party.tokens[GUEST]})
    inbox = party.inbox[GUEST]
    party.play_until(lambda: run_messages(inbox) is not None, preferred, moves=40000)
    places = run_messages(inbox)
    assert places is not None
    told, over = places
    ann = phone()
    ann.feed(*inbox[:told])
    headings = []
    for message in inbox[told:over]:  # the run, message by message, as the phone got them
        ann.feed(message)
        who = ann.page.inner_text("#who")
        headings.append(who)
        if who in TURNS:
            assert ann.page.is_visible("#decide"), (who, message["type"])  # a turn has its buttons
        if message["type"] == "state" and message["actor"] == message["you"]["seat"]:
            ann.page.screenshot(path=str(tmp_path / "turning.png"))  # (to look at: the run's last)
    assert "Turning your cards\u2026" in headings, headings
