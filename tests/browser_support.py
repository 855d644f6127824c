"""What the browser tests share: Debian's chromium and how it is started, the phone's habit when
it may act, and the module-scoped browser itself (the `browser` fixture in conftest.py)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = "/usr/bin/chromium"
ROOT = Path(__file__).resolve().parents[1]
PHONE_PORTRAIT = {"width": 390, "height": 844}  # a common phone held upright
ARGS = [
    "--headless",
    "--no-sandbox",  # the tests run as root
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
# what a phone taps when it may: moves that keep a hand going to its showdown first
PREFERENCE = (
    "call",
    "check",
    "turn",
    "pay",
    "reveal",
    "decline",
    "bring_in",
    "complete",
    "bet",
    "raise",
    "fold",
)


def preferred(kinds: list[str]) -> str:
    return next((kind for kind in PREFERENCE if kind in kinds), kinds[0])


def tap_a_button(page: Any) -> None:
    """On the guest's turn, the phone taps its `preferred` button; else nothing."""
    if page.is_visible("#decide"):
        kinds = page.eval_on_selector_all(
            "#buttons button:not([disabled])", "bs => bs.map(b => b.dataset.kind)"
        )
        if kinds:
            page.click(f"#buttons button[data-kind='{preferred(kinds)}']")


def wait_until(page: Any, read: Callable[[], Any], want: Any, what: str, seconds: float = 15.0) -> None:
    """Read `read()` from the test until it gives `want`, failing after `seconds` with `what` and
    the last value read. Not page.wait_for_function: once it has to poll, its expression is
    evaluated by the page, whose Content Security Policy (script-src 'self') refuses it, and the
    refusal is a console error besides. `read` may be a page.evaluate of an expression (the test
    runs that one, the CSP has no say) or a locator's text."""
    deadline = time.monotonic() + seconds
    while (value := read()) != want:
        assert time.monotonic() < deadline, f"{what}: still {value!r} after {seconds} s, not {want!r}"
        page.wait_for_timeout(50)  # (Playwright's wait: the page's events go on meanwhile)


def socket_open(page: Any) -> None:
    """Wait until the phone page's socket to the table is open (window.socket, readyState OPEN)."""
    wait_until(
        page, lambda: page.evaluate("window.socket ? window.socket.readyState : null"), 1, "the socket"
    )


@contextmanager
def chromium() -> Iterator[Any]:
    """Debian's headless chromium under Playwright; a clear failure when it is not installed."""
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        try:
            yield browser
        finally:
            browser.close()


def join_page(page: Any, name: str) -> None:
    """Sit down on the phone page: type the name, tap SIT, wait for the lobby or the table."""
    page.wait_for_selector("#join:not([hidden])")
    page.fill("#name", name)
    page.click("#sit")
    page.wait_for_selector("#lobby:not([hidden]), #play:not([hidden])")


def leave_seat(page: Any, button: str = "#leave1") -> None:
    """Leave the seat on the phone page: tap "Leave the seat" (`button`: the table's #leave1 or the
    one at the page's foot, #leave2), then LEAVE in the question it asks, and wait for the sit-down
    page."""
    page.click(button)
    page.click(".leaveask .leavego")
    page.wait_for_selector("#join:not([hidden])")


@contextmanager
def joined_the_next_party(page: Any, host: Any, or_its_lobby: bool = False) -> Iterator[None]:
    """The host's next party opens on the ended one's port, and `page`, its party over, taps JOIN THE
    NEXT PARTY: it lands on the next party's page where a guest sits down (stopped after the block).
    `or_its_lobby`: a guest who held a seat may be seated there at once instead (b4e2e16: where the
    next party knows her seat), in its lobby."""
    from game.party.wire.spawn import start_host

    port = host.address.rsplit(":", 1)[1]
    following = start_host("baseball", 3, "--seed", "6", "--port", port, cwd=ROOT)
    try:
        page.click("#again")
        landed = "#join:not([hidden])" + (", #lobby:not([hidden])" if or_its_lobby else "")
        page.wait_for_selector(landed, timeout=15000)
        assert page.url == f"http://{host.address}/"
        yield
    finally:
        following.stop()


@contextmanager
def phone_at_host(browser: Any, profile: str, players: int, *host_args: str) -> Iterator[tuple[Any, Any]]:
    """A headless host on loopback and one phone's browser context at it: (host, context). Both
    are closed however the test ends, so a failed assert never leaves a host running."""
    from game.party.wire.spawn import start_host

    host = start_host(profile, players, *host_args, cwd=ROOT)
    try:
        context = browser.new_context(viewport=PHONE_PORTRAIT, is_mobile=True, device_scale_factor=2)
        try:
            yield host, context
        finally:
            context.close()
    finally:
        host.stop()


@contextmanager
def name_box(browser: Any) -> Iterator[Any]:
    """A Baseball host of three seats (seed 5) on loopback, and a phone's page at its sit-down page,
    where the name is typed: the page. Both are closed however the test ends."""
    with phone_at_host(browser, "baseball", 3, "--seed", "5") as (host, context):
        page = context.new_page()
        page.goto(host.url)
        page.wait_for_selector("#join:not([hidden])")
        yield page
