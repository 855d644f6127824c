"""What the phone's table says beyond the cards, from the host's facts, in a real browser (Debian's
headless chromium under Playwright, against a room served in-process: tests/test_party_phone.py):

- a folded player's row says FOLDED (dimmed with the row), as the TV's seat does;
- a guest who took a bot's seat mid-session shows "since pot N" beside a net that counts from then;
- the session card lists the session's awards under the standings, as the TV's standings page;
- the TV's COLOUR-SAFE and REDUCED MOTION reach every phone live, whatever address it opened.

Screenshots go to the test's tmp_path (run with --basetemp to keep them). Run with `python -m pytest -m e2e`."""

from __future__ import annotations

import dataclasses
import sys
import time

import pytest
from browser_support import preferred
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)

from engine.profile import load_profile
from game.party.room import Timing

pytestmark = pytest.mark.e2e


def play_a_pot(phone) -> None:
    """The phone taps its preferred button whenever it may, until a pot's result has come."""
    tap_until(phone, lambda: phone.count("hand_result") > 0, "the pot did not end")


def tap_until(phone, done, failed: str) -> None:
    """The phone taps its preferred button whenever it may, until `done()` (`failed`: said after 60 s)."""
    page = phone.page
    deadline = time.monotonic() + 60
    while not done():
        assert time.monotonic() < deadline, failed
        if page.is_visible("#decide") and page.locator("#buttons button:not([disabled])").count():
            kinds = page.eval_on_selector_all("#buttons button", "bs => bs.map(b => b.dataset.kind)")
            page.click(f"#buttons button[data-kind={preferred(kinds)}]")
        page.wait_for_timeout(40)


def test_a_guest_who_took_a_bots_seat_reads_since_when_and_the_session_card_has_the_awards(
    phones,  # noqa: F811
    monkeypatch,
):
    two_pots = dataclasses.replace(load_profile("baseball"), pots=2)
    monkeypatch.setattr(sys.modules["test_party_phone"], "load_profile", lambda _: two_pots)
    served = Served("baseball", 3, 12, Timing(bot_delay=0.2, hand_pause=4.0, idle_seconds=10))
    try:
        served.first_pot_by_bots()
        # pot 2 waits for Eve: her phone opening and sitting took longer than the 4 s between pots
        # on a loaded machine, and she sat in a pot already dealt (the sit-down page is never covered)
        served.call(served.room.controls.pause, True)
        eve = phones(served.url, "Eve")
        eve.page.wait_for_selector("#join:not([hidden])")
        eve.page.fill("#name", "Eve")
        eve.page.click("#seats button:nth-child(2)")
        eve.page.click("#sit")
        page = eve.page
        page.wait_for_selector("#play:not([hidden])")
        served.call(served.room.controls.pause, False)
        # pot 2 is hers: her row says her net counts from it; nobody else's says anything
        page.locator("#players li", has_text="Eve (you)").wait_for()
        rows = page.locator("#players li")
        assert "since pot 2" in rows.nth(1).inner_text()
        assert page.locator("#players .since").count() == 1
        # a fold shows as a word on the row, not only as a dimmer row
        folded_seen = False
        deadline = time.monotonic() + 60
        while (
            final := next((m for m in eve.got if m["type"] == "hand_result" and m["standings"]), None)
        ) is None:
            assert time.monotonic() < deadline, "the session did not end"
            if page.is_visible("#decide") and page.locator("#buttons button:not([disabled])").count():
                kinds = page.eval_on_selector_all("#buttons button", "bs => bs.map(b => b.dataset.kind)")
                # Eve folds when she may, so a row surely says it; else she bets, so someone may fold
                kind = next((k for k in ("fold", "bet", "raise") if k in kinds), preferred(kinds))
                page.click(f"#buttons button[data-kind={kind}]")
            out = page.locator("#players li.out")
            if not folded_seen and out.count():
                folded_seen = True
                assert "FOLDED" in out.first.inner_text()
                assert page.locator("#players li:not(.out) .folded").count() == 0
                eve.shot("folded", landscape=False)
            page.wait_for_timeout(50)
        assert folded_seen, "nobody folded in two pots"
        awards = final["session_awards"]
        assert awards and all(award["names"] for award in awards)
        page.wait_for_selector("#resultbody .award")
        shown = page.locator("#resultbody .award:not(.better)")
        assert shown.count() == len(awards)
        # the computer players that did better than every person, said once under them, if any
        better = page.locator("#resultbody .award.better")
        assert better.count() == (1 if final.get("awards_better") else 0)
        if final.get("awards_better"):
            assert better.inner_text() == final["awards_better"]
        for row, award in enumerate(awards):
            words = shown.nth(row).inner_text().replace("\u00a0", " ")  # a number keeps its word
            detail = " ".join(award["detail"].split())  # (two spaces before an aside show as one)
            assert award["title"] in words and detail in words and award["names"][0] in words
        page.evaluate("document.getElementById('paused').hidden = true")  # the pause is ours: look under it
        page.locator("#result").scroll_into_view_if_needed()
        eve.shot("session-card-awards")
    finally:
        served.stop()


def test_every_phone_follows_the_tvs_colour_safe_and_reduced_motion_live(phones):  # noqa: F811
    served = Served("baseball", 3, 3)
    try:
        typed = served.url.split("?")[0]  # typed by hand: no ?look= in it
        ann = phones(typed + f"?room={served.room.code}", "Ann")
        ann.join()
        assert ann.page.locator("body.safe, body.still").count() == 0
        served.call(served.room.controls.look, "ms")  # the host turns both on at the TV
        ann.page.wait_for_selector("body.safe.still", state="attached")
        served.call(served.room.controls.look, "s")
        ann.page.wait_for_selector("body.safe:not(.still)", state="attached")
        # a phone that opened the QR code's address from before the change follows the TV's now
        bo = phones(served.url + "&look=m", "Bo")
        bo.page.wait_for_selector("body.safe:not(.still)", state="attached")
        ann.page.click("#start")
        ann.page.wait_for_selector("#mycards .card")
        ann.shot("colour-safe", landscape=False)
        assert ann.page.evaluate("document.documentElement.classList.contains('large')") is False
    finally:
        served.stop()


def test_a_phone_reloaded_after_a_pot_shows_its_result_again(phones):  # noqa: F811
    """Play-test: a phone reloaded after a pot lost the pot's result card; it comes back with the
    room's state, worded for the seat ("You win ..." when it was yours)."""
    served = Served("baseball", 3, 4, Timing(bot_delay=0.1, hand_pause=60.0, idle_seconds=30))
    try:
        ann = phones(served.url, "Ann")
        ann.join()
        page = ann.page
        page.click("#start")
        play_a_pot(ann)
        page.wait_for_selector("#result:not([hidden])")
        title, body = page.inner_text("#resulttitle"), page.inner_text("#resultbody")
        page.reload()
        page.wait_for_selector("#play:not([hidden]) #result:not([hidden])")
        page.locator("#resulttitle", has_text=title).wait_for()  # no string predicate: the CSP forbids eval
        assert page.inner_text("#resulttitle") == title
        assert page.inner_text("#resultbody") == body
        ann.shot("result-after-reload")
    finally:
        served.stop()


def test_the_last_pots_result_says_it_was_the_last_pots_once_the_next_is_dealt(phones):  # noqa: F811
    """Host play-test: 'CPU 3 wins 28' stood in gold over 'Pot 5' through the next hand, read as
    if that player won the pot in play. Once the next pot is dealt the card says whose the last pot
    was, in the past ('Last pot: CPU 3 won 28'), faded, and folded to its line (test_party_phone_calm_words_e2e)."""
    served = Served("baseball", 3, 5, Timing(bot_delay=0.05, hand_pause=2.0))
    try:
        ann = phones(served.url, "Ann")
        ann.join()
        ann.page.click("#start")
        page = ann.page
        play_a_pot(ann)
        page.wait_for_selector("#result:not([hidden])")
        now = page.inner_text("#resulttitle")
        assert not now.startswith("Last pot") and page.is_visible("#resultbody"), now  # this pot's, open
        ann.shot("result-new", landscape=False)
        page.wait_for_selector("#result.past", timeout=15000)
        assert ann.last("state")["hand"] == 2
        last = page.inner_text("#resulttitle")
        assert last.startswith("Last pot: ") and (" won " in last or last.endswith("split")), last
        tap_until(ann, lambda: page.is_hidden("#resultbody"), "the last pot's card never folded")
        ann.shot("result-of-the-last-pot")
    finally:
        served.stop()


def test_tonights_ledger_opens_at_a_sessions_end_and_folds_when_the_next_is_dealt(
    phones,  # noqa: F811
    monkeypatch,
):
    """Host play-test: the ledger card opened by a session's end stayed open into the next deal,
    pushing the game below the fold, and said '1 pots'."""
    one_pot = dataclasses.replace(load_profile("baseball"), pots=1)
    monkeypatch.setattr(sys.modules["test_party_phone"], "load_profile", lambda _: one_pot)
    timing = Timing(bot_delay=0.05, hand_pause=1.0, session_pause=3.0)
    served = Served("baseball", 3, 5, timing, keep_ledger=True)
    try:
        ann = phones(served.url, "Ann")
        ann.join()
        page = ann.page
        page.click("#start")
        tap_until(ann, lambda: page.is_visible("#ledger[open]"), "the session's end opened no ledger")
        ended = ann.last("state")["session"]
        said = page.inner_text("#ledgergames")
        assert ", 1 hand" in said and "1 hands" not in said, said  # (counted as the table counts)
        ann.shot("ledger-at-the-end", landscape=False)
        page.wait_for_selector("#ledger:not([open])", timeout=20000)
        assert ann.last("state")["session"] == ended + 1 and ann.last("state")["phase"] == "play"
        ann.shot("ledger-folded-for-the-deal")
    finally:
        served.stop()


def test_the_sit_down_page_says_a_result_is_up_not_a_hand_being_played(phones):  # noqa: F811
    """A guest opening the page while the TV shows a pot's result reads that it is up and the next
    deal soon (a play-test read "A hand is being played" under the winner's name); once the next
    pot is dealt, that a hand is being played."""
    served = Served("baseball", 3, 8, Timing(bot_delay=0.05, hand_pause=4.0))
    try:
        served.first_pot_by_bots()
        cy = phones(served.url, "Cy")
        cy.page.wait_for_selector("#join:not([hidden])")
        deadline = time.monotonic() + 5
        while "result is up" not in (hint := cy.page.inner_text("#joinhint")):
            assert time.monotonic() < deadline, hint
            cy.page.wait_for_timeout(50)
        assert "being played" not in hint, hint
        cy.shot("result-up", landscape=False)
        deadline = time.monotonic() + 15
        while "Hand 2 of Baseball is being played" not in (hint := cy.page.inner_text("#joinhint")):
            assert time.monotonic() < deadline, hint
            cy.page.wait_for_timeout(50)
    finally:
        served.stop()
