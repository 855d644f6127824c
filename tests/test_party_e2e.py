"""End to end in a real browser: Debian's headless chromium, driven by Playwright, opens the phone
page of a headless party host (`python main.py party --no-window` on 127.0.0.1), two phones join,
the first starts, and they play whole hands of Baseball and of Midnight Baseball against bots by
tapping the page's buttons. Screenshots of the phone page, portrait and landscape, are saved under
the test's tmp_path (run with --basetemp to keep them where you can look).

Run with `python -m pytest -m e2e` (excluded from the default run)."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from browser_support import join_page, preferred

from game.party.wire.spawn import start_host

ROOT = Path(__file__).resolve().parents[1]
PORTRAIT = {"width": 390, "height": 844}
LANDSCAPE = {"width": 844, "height": 390}

pytestmark = pytest.mark.e2e
# a fixed deal, bots quick but visible, a short pause between hands
HOST_OPTIONS = ("--seed", "5", "--bot-delay", "0.05", "--hand-pause", "0.3")


class PhonePage:
    """One phone: a page in its own browser context, counting the hand results it was sent."""

    def __init__(self, browser, url: str, name: str):
        self.context = browser.new_context(
            viewport=PORTRAIT, is_mobile=True, has_touch=True, device_scale_factor=2
        )
        self.page = self.context.new_page()
        self.results = 0
        self.name = name
        self.page.on("websocket", self._watch)
        self.page.goto(url)

    def _watch(self, ws) -> None:
        def frame(payload) -> None:
            if isinstance(payload, str) and json.loads(payload)["type"] == "hand_result":
                self.results += 1

        ws.on("framereceived", frame)

    def join(self) -> None:
        join_page(self.page, self.name)

    def tap_a_button(self) -> bool:
        """Take the turn if the page shows buttons; True when it did."""
        page = self.page
        if page.is_visible("#result"):
            page.click("#result")
        if not page.is_visible("#decide"):
            return False
        kinds = page.eval_on_selector_all(
            "#buttons button:not([disabled])", "bs => bs.map(b => b.dataset.kind)"
        )
        if not kinds:
            return False
        kind = preferred(kinds)
        page.click(f"#buttons button[data-kind={kind}]")
        return True


def play(browser, profile: str, hands: int, shots: Path) -> list[PhonePage]:
    host = start_host(profile, 4, *HOST_OPTIONS, cwd=ROOT)
    url = host.url
    try:
        phones = [PhonePage(browser, url, name) for name in ("Ann", "Bo")]
        shots.mkdir(parents=True, exist_ok=True)
        phones[0].page.screenshot(path=shots / "join-portrait.png")
        for phone in phones:
            phone.join()
        phones[0].page.wait_for_selector("#start:not([hidden])")
        phones[1].page.screenshot(path=shots / "lobby-portrait.png")
        phones[0].page.click("#start")
        for phone in phones:
            phone.page.wait_for_selector("#play:not([hidden])")
        shot: set[str] = set()
        deadline = time.monotonic() + 240
        # a result shows only between hands: on a loaded machine a poll can miss one, so play on
        # (to the deadline) until both pictures are taken
        while min(phone.results for phone in phones) < hands or shot != {"turn", "result"}:
            assert time.monotonic() < deadline, (
                f"only {[p.results for p in phones]} hands and {sorted(shot)} in 4 minutes"
            )
            for phone in phones:
                page = phone.page
                if "result" not in shot and page.is_visible("#result"):
                    page.screenshot(path=shots / "result-portrait.png")
                    shot.add("result")
                if "turn" not in shot and page.is_visible("#decide") and not page.is_visible("#result"):
                    page.screenshot(path=shots / "turn-portrait.png")
                    page.set_viewport_size(LANDSCAPE)
                    page.screenshot(path=shots / "turn-landscape.png")
                    page.set_viewport_size(PORTRAIT)
                    shot.add("turn")
                phone.tap_a_button()
            phones[0].page.wait_for_timeout(60)
        assert shot == {"turn", "result"}
        return phones
    finally:
        host.stop()


def test_two_phones_play_whole_hands_of_baseball_in_a_real_browser(browser, tmp_path):
    phones = play(browser, "baseball", hands=2, shots=tmp_path / "baseball")
    page = phones[0].page
    hidden = page.locator("#mycards .card.hidden").count()
    shown_down = (
        hidden == 0 and page.locator("#mycards .card").count() >= 7
    )  # all face up in the row (e1155ef)
    assert hidden >= 2 or page.locator("#best").inner_text() == "Folded" or shown_down
    players = page.locator("#players li")
    assert (
        players.count() == 4 and "Ann" in players.nth(0).inner_text() and "Bo" in players.nth(1).inner_text()
    )
    for phone in phones:
        phone.context.close()


def test_two_phones_play_whole_hands_of_midnight_baseball_in_a_real_browser(browser, tmp_path):
    phones = play(browser, "midnight-baseball", hands=2, shots=tmp_path / "midnight")
    page = phones[1].page
    assert page.locator("#mycards .card.hidden").count() == 0  # nobody sees their own pile
    for phone in phones:
        phone.context.close()


def test_the_phone_buttons_are_big_enough_to_tap_the_timer_counts_down_and_a_reload_keeps_the_seat(browser):
    host = start_host("baseball", 2, *HOST_OPTIONS, "--turn-seconds", "60", cwd=ROOT)
    url = host.url
    try:
        phones = [PhonePage(browser, url, name) for name in ("Ann", "Bo")]
        for phone in phones:
            phone.join()
        phones[0].page.click("#start")
        for phone in phones:
            phone.page.wait_for_selector("#play:not([hidden])")
        phone = None
        deadline = time.monotonic() + 30
        while phone is None:
            assert time.monotonic() < deadline
            phones[0].page.wait_for_timeout(100)
            phone = next((p for p in phones if p.page.is_visible("#decide")), None)
        page = phone.page
        for viewport in (PORTRAIT, LANDSCAPE):
            page.set_viewport_size(viewport)
            boxes = page.eval_on_selector_all(
                "#buttons button", "bs => bs.map(b => b.getBoundingClientRect().toJSON())"
            )
            assert boxes and all(box["height"] >= 48 and box["width"] >= 48 for box in boxes)
            assert page.evaluate(
                "document.documentElement.scrollWidth <= window.innerWidth"
            )  # no sideways scrolling
        page.set_viewport_size(PORTRAIT)
        page.wait_for_timeout(500)
        assert page.is_visible("#clock") and 0 < int(page.inner_text("#clock")) <= 60
        kinds = page.eval_on_selector_all("#buttons button", "bs => bs.map(b => b.dataset.kind)")
        page.reload()  # the phone slept: the page comes back, resumes its seat and is asked again
        page.wait_for_selector("#decide:not([hidden])", timeout=15000)
        assert page.eval_on_selector_all("#buttons button", "bs => bs.map(b => b.dataset.kind)") == kinds
        assert "(you)" in page.inner_text("#players li.actor")
    finally:
        host.stop()


def test_the_page_runs_under_its_content_security_policy_and_a_bare_address_asks_for_the_code(browser):
    host = start_host("baseball", 2, *HOST_OPTIONS, cwd=ROOT)
    try:
        context = browser.new_context(viewport=PORTRAIT)
        complaints: list[str] = []
        for url in (f"http://{host.address}/", host.url):
            page = context.new_page()
            page.on("console", lambda m: complaints.append(m.text) if m.type == "error" else None)
            page.on("pageerror", lambda e: complaints.append(str(e)))
            page.goto(url)
            page.wait_for_selector("#join:not([hidden])")
            if url != host.url:
                assert page.input_value("#room") == ""  # the table never tells it: the guest types it
                page.close()
        page.fill("#name", "Ann")
        page.click("#sit")
        page.wait_for_selector("#lobby:not([hidden])")
        assert page.inner_text("#code") == host.code
        assert complaints == []  # no script, style or socket refused by the policy
        context.close()
    finally:
        host.stop()
