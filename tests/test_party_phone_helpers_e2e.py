"""The phone page and its helper scripts, in Chromium at a phone's size, against a real headless host.
A host play-test's guest, her page reloaded mid-party, tapped JOIN THE NEXT PARTY at the party's end
and nothing happened ("window.joinNextParty is not a function": phone_next_party.js had not loaded).
The page starts only once every helper script is there, asking again for one that did not load, and
says so, offering a reload, when one never does; JOIN THE NEXT PARTY needs no script but phone.js.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

import pytest
from browser_support import join_page, joined_the_next_party, phone_at_host, preferred

pytestmark = pytest.mark.e2e

HELPER = re.compile(r"/static/phone_[a-z_]+\.js$")  # every script but phone.js itself
# the helpers the page names (each with its data-global)
HELPERS = (
    (Path(__file__).resolve().parents[1] / "game/party/wire/static/index.html")
    .read_text()
    .count("data-global=")
)
QUICK = ("--seed", "5", "--bot-delay", "0.1", "--hand-pause", "1")


def play_a_pot(page: Any) -> None:
    """Tap the preferred button whenever there is one, until the pot's result card is up (60 s at most)."""
    deadline = time.monotonic() + 60
    while not page.is_visible("#result"):
        assert time.monotonic() < deadline, "the pot did not end"
        if page.is_visible("#decide") and page.locator("#buttons button:not([disabled])").count():
            kinds = page.eval_on_selector_all("#buttons button", "bs => bs.map(b => b.dataset.kind)")
            page.click(f"#buttons button[data-kind={preferred(kinds)}]")
        page.wait_for_timeout(50)


def test_join_the_next_party_takes_the_guest_on_with_the_next_party_script_blocked(browser, tmp_path):
    with phone_at_host(browser, "baseball", 2, *QUICK) as (host, context):
        context.route(re.compile(r"phone_next_party\.js"), lambda route: route.abort())
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.goto(host.url)
        join_page(page, "Zoë")
        page.click("#start")
        play_a_pot(page)
        host.stop()  # the host ends the party: tonight's ledger, and the way on to the next party
        page.wait_for_selector("#over:not([hidden])", timeout=15000)
        assert page.is_visible("#ledger")
        page.screenshot(path=tmp_path / "party-over.png")
        # she held a seat: seated there at once where the next party knows her seat, else its Sit
        # down page with her name filled in
        with joined_the_next_party(page, host, or_its_lobby=True):
            if page.is_visible("#lobby"):
                assert "Zoë (you)" in page.inner_text("#lobby")
            else:
                assert page.input_value("#name") == "Zoë" and page.is_enabled("#sit")
            page.screenshot(path=tmp_path / "next-party.png")
        assert errors == []


def test_helper_scripts_dropped_once_are_asked_for_again_and_the_page_plays(browser, tmp_path):
    with phone_at_host(browser, "baseball", 2, *QUICK) as (host, context):
        dropped: set[str] = set()

        def drop_once(route: Any) -> None:  # each helper's first request fails, as on a dropped connection
            if route.request.url in dropped:
                route.continue_()
            else:
                dropped.add(route.request.url)
                route.abort()

        context.route(HELPER, drop_once)
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.goto(host.url)
        join_page(page, "Zoë")  # the sit-down page, working, then the lobby
        assert len(dropped) == HELPERS, dropped
        page.click("#start")
        page.wait_for_selector("#mycards .card", timeout=15000)  # dealt in: the page draws the table
        page.screenshot(path=tmp_path / "played-after-drops.png")
        assert errors == []


def test_a_helper_that_never_loads_leaves_a_way_out_not_a_half_made_page(browser, tmp_path):
    with phone_at_host(browser, "baseball", 2, *QUICK) as (host, context):
        context.route(re.compile(r"phone_rows\.js"), lambda route: route.abort())
        page = context.new_page()
        page.goto(host.url)
        assert page.is_hidden("#stuck")  # (no way out offered while the page is joining)
        page.wait_for_selector("#stuck", state="visible", timeout=6000)  # said once the tries are over
        assert page.is_visible("#opening") and page.is_hidden("#join")
        assert page.inner_text("#openingwhy") == "Part of this page did not load."
        assert page.inner_text("#stuck") == "Reload the page"
        page.screenshot(path=tmp_path / "helper-missing.png")
        context.unroute(re.compile(r"phone_rows\.js"))
        page.click("#stuck a")  # the reload, the script served now: the page comes up
        page.wait_for_selector("#join:not([hidden])")
        assert page.url == host.url
