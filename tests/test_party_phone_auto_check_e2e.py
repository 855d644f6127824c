"""AUTO-CHECK on a guest's phone, in a real browser (Debian's headless chromium against a room
served in-process: tests/test_party_phone.py, 390 px wide). In a No Peek pot, while others act, a
toggle under the guest's cards, OFF till tapped, with one line saying what it does; on, the room
checks for the seat whenever nothing is bet, so the phone is asked only what a check cannot answer;
a reload keeps it. Run with `python -m pytest -m e2e -n 0`."""

from __future__ import annotations

import time

import pytest
from browser_support import wait_until
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)

pytestmark = pytest.mark.e2e
PHONE = {"width": 390, "height": 844}
LINE = "Checks for you when nothing is bet, unless you lead. Never calls."
# the toggle beside your turn's buttons (never: they answer the turn, as at the TV)
BOTH = "() => !!document.getElementById('decide').offsetParent && !!document.getElementById('autobox').offsetParent"
# the toggle as it is offered, measured in one go (null while hidden)
OFFERED = """() => {
  const box = document.getElementById('autobox'), button = document.getElementById('autocheck');
  if (!box.offsetParent) return null;
  return { said: [button.innerText, document.getElementById('autowhat').innerText],
           right: box.getBoundingClientRect().right, height: button.getBoundingClientRect().height };
}"""


def asked(page) -> list[str]:
    """The kinds of the turn's buttons the phone shows now ([] while it is not its turn)."""
    if not page.is_visible("#decide"):
        return []
    return page.eval_on_selector_all("#buttons button:not([disabled])", "bs => bs.map(b => b.dataset.kind)")


def answer(page, kinds: list[str]) -> None:
    """A guest who never checks themselves (a free check is AUTO-CHECK's once it is on) nor calls."""
    kind = next((k for k in ("turn", "fold", "check") if k in kinds), kinds[0])
    page.click(f"#buttons button[data-kind={kind}]")


@pytest.mark.parametrize("large", [False, True])
def test_auto_check_on_asks_the_guest_no_free_check_but_where_she_leads_after_a_reload(phones, large):  # noqa: F811
    served = Served("night-baseball", 3, 4)
    try:
        ann = phones(served.url, "Ann", viewport=PHONE)
        if large:
            ann.page.evaluate("localStorage.setItem('bbp-text', 'large')")
            ann.page.reload()
        ann.join()
        ann.start()
        page = ann.page
        deadline, seen = time.monotonic() + 60, False
        while True:  # offered while others act, in the pot; never beside your turn's buttons
            assert time.monotonic() < deadline, "AUTO-CHECK never offered"
            if kinds := asked(page):
                assert not page.evaluate(BOTH)
                answer(page, kinds)
            elif page.is_visible("#autobox"):
                offered = page.evaluate(OFFERED)  # (null: its turn came meanwhile)
                if offered and not seen:
                    seen = True
                    assert offered["said"] == ["AUTO-CHECK OFF", LINE]
                    # on the screen, a thumb's target
                    assert offered["right"] <= PHONE["width"] and offered["height"] >= 44
                    ann.shot("auto-check-off" + ("-large" if large else ""), landscape=False)
                try:
                    page.click("#autocheck", timeout=300)
                    break
                except PlaywrightTimeout:  # its turn came first: answered above, then tapped
                    pass
            page.wait_for_timeout(40)
        wait_until(page, lambda: page.text_content("#autostate"), "ON", "AUTO-CHECK's state")
        deadline = time.monotonic() + 10
        while not (served.call(lambda: served.room.host.sitters[0].auto_check) and ann.last("auto_check")):
            assert time.monotonic() < deadline, "the room never took AUTO-CHECK, nor said it back"
            page.wait_for_timeout(40)
        assert ann.last("auto_check")["on"] is True
        ann.shot("auto-check-on" + ("-large" if large else ""), landscape=False)
        page.reload()  # kept with the seat: the room says it again
        wait_until(page, lambda: page.text_content("#autostate"), "ON", "AUTO-CHECK's state")
        assert page.get_attribute("#autocheck", "aria-pressed") == "true"
        checks_before = ann.count("hand_result")
        deadline = time.monotonic() + 90
        free: list[bool] = []  # each free check she was asked: whether her row led
        while ann.count("hand_result") < checks_before + 2:
            assert time.monotonic() < deadline, "two pots did not end"
            if kinds := asked(page):
                if "check" in kinds:
                    free.append(served.call(lambda: served.room.table.public_view().lead == 0))
                answer(page, kinds)
            page.wait_for_timeout(40)
        # never asked to check but where her row led (that bet is hers: game.play.auto_check): the
        # room did
        assert all(free), free
    finally:
        served.stop()
