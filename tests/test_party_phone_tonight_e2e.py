"""Tonight's ledger on a phone, in Chromium at 390 px (a host play-test with three phones):

- after a reload it opened at the top of the page, over the hand, which went below the fold, and the
  table was cut at the right (m-23). The hand comes first, the ledger under the table's rows; a
  reloaded page keeps it folded (it opens by itself only when a session ends while the page looks
  on); four sessions fit 390 px.
- on a locked room a stranger's join page showed everyone's totals for the night (ph-dan-02). The
  night's totals go only to a guest of the party (a seat, or a seat token of tonight's parties).

Run with `python -m pytest -m e2e`; screenshots go under the test's tmp_path."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from browser_support import phone_at_host
from test_party_phone_playtest_e2e import ledger, phone, play_state, served  # noqa: F401

from game.play import ledger_file
from game.play.ledger import Ledger, Person, session_nets
from game.store.storage import HOME_ENV

pytestmark = pytest.mark.e2e


def halves(night: dict[str, Any]) -> dict[str, Any]:
    """`night` with the halves of a split pot in every net and total, as m-23's read ('-2 1/2',
    '+15 1/2'): the widest a night's figures are."""
    for line in night["lines"]:
        line["nets"] = [None if net is None else f"{int(net) * 2 - 1}/2" for net in line["nets"]]
        line["total"] = f"{int(line['total']) * 2 + 1}/2"
    return night


def test_a_reloaded_page_shows_the_hand_first_and_tonight_folded_and_fitting(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(play_state(), halves(ledger(4)))  # the first ledger since the page loaded: three sessions over
    assert ann.page.is_visible("#ledger") and not ann.page.eval_on_selector("#ledger", "d => d.open")
    hand, tonight = ann.box("#mycards"), ann.box("#ledger")
    assert hand["bottom"] <= tonight["y"], (hand, tonight)  # the hand first
    assert hand["bottom"] <= 844  # above the fold of a 390 x 844 phone
    ann.shot("tonight-folded")
    ann.page.eval_on_selector("#ledger", "d => { d.open = true; }")
    fits = ann.page.eval_on_selector("#ledgerbox", "b => [b.scrollWidth, b.clientWidth]")
    assert fits[0] <= fits[1], fits  # four sessions and the total, not cut at the right
    assert ann.page.evaluate("document.documentElement.scrollWidth") <= 390
    # each name whole or cut, the bot's mark never (a play-test's 390 px read "CPU 4 ..."): it is its place
    names = ann.page.eval_on_selector_all(
        "#ledgertable td.who", "ws => ws.map(w => [w.innerText, w.scrollWidth <= w.clientWidth])"
    )
    assert all(whole for _, whole in names) and ["BOT CPU 4", True] in names, names
    ann.shot("tonight-open")
    ann.page.eval_on_selector("#ledger", "d => { d.open = false; }")
    over = halves(ledger(5))  # one more session ends while the page looks on: it opens by itself
    ann.feed(over)
    assert ann.page.eval_on_selector("#ledger", "d => d.open")


def test_a_strangers_page_gets_no_totals_and_a_guest_who_sits_does(browser, tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv(HOME_ENV, str(home))  # the host's: tonight's ledger already holds a session
    night = ledger_file.tonight()
    people = (Person("local:ann", "Ann", False), Person("local:bob", "Bob", False))
    played = [("local:ann", Fraction(5)), ("local:bob", Fraction(-5))]
    session = session_nets("earlier-1", "Baseball", f"{night}T20:00", 8, True, played)
    ledger_file.save(Ledger(night, people, (session,)))
    with phone_at_host(browser, "baseball", 3, "--seed", "5") as (host, context):
        page = context.new_page()
        page.goto(f"http://{host.address}/")
        page.wait_for_selector("#join:not([hidden])")
        page.wait_for_timeout(1500)  # what the room sends a new connection has come
        assert page.is_hidden("#ledger") and not page.text_content("#ledgertable")
        page.screenshot(path=tmp_path / "stranger.png", full_page=True)
        page.fill("#room", host.code)
        page.fill("#name", "Cat")
        page.click("#sit")
        page.wait_for_selector("#lobby:not([hidden])")
        page.wait_for_selector("#ledger:not([hidden])", timeout=5000)  # a guest now: the night's totals
        assert "Ann" in (page.text_content("#ledgertable") or "")
        page.screenshot(path=tmp_path / "guest.png", full_page=True)
