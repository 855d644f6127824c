"""A guest's phone around the seat, the pause and the night's end, at 390 px (a host play-test with
three phones, in headless chromium):

- a guest who left her seat in a locked room read it greyed, with no "yours" on it, where a guest
  let back in read "Sam: yours";
- a dealer's choice session's card said "Last pot: ... won 20" under a header that named no game;
- "The host has taken you off the table" was near black under the PAUSED cover;
- tonight's ledger at the party's end was a table half the screen wide;
- the sit-down page and the server's refusal said "The host has paused the party", the cover
  "The host paused the game" (tests/test_party_phone_sit_down_paused_e2e.py reads the page's).

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import dataclasses
import random

import party_support
import pytest
from party_support import Party
from test_ledger_party_end import QUICK, ended_with
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)
from test_party_phone_locked_leaver_e2e import PHONE, leave_a_locked_room
from test_party_phone_playtest_e2e import phone, served  # noqa: F401 (the fixtures)

from engine.profile import load_profile
from game.party.room import Timing

pytestmark = pytest.mark.e2e

# the point at the middle of an element, and the element the page draws on top there
ON_TOP = """sel => { const r = document.querySelector(sel).getBoundingClientRect();
  const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  return top ? (top.id || top.parentElement.id) : null; }"""


def test_a_guest_who_left_a_locked_room_reads_her_seat_as_hers(phones):  # noqa: F811
    room = Served("baseball", 4, 8, Timing(bot_delay=0.3, hand_pause=0.4, idle_seconds=None))
    try:
        zoe, _ = leave_a_locked_room(phones, room, "Zoë", PHONE)
        page = zoe.page
        # the page asks "Take your seat back?" over one button: the seats are folded away under it,
        # hers marked as hers all the same
        page.wait_for_selector("#joinhead:has-text('Take your seat back?')")
        assert page.is_hidden("#seats")
        seats = page.eval_on_selector_all(
            "#seats button", "bs => bs.map(b => [b.textContent, b.disabled, b.classList.contains('chosen')])"
        )
        # her own seat, lit and marked as a guest let back in reads theirs; no other seat is open
        assert seats[0] == ["Zoë: yours", False, True], seats
        assert all(disabled for _, disabled, _ in seats[1:]), seats
        assert page.inner_text("#sit") == "TAKE MY SEAT BACK"
        zoe.shot("left-locked-yours", landscape=False)
        page.click("#sit")
        page.wait_for_selector("#play:not([hidden])")
        assert [m for m in zoe.got if m["type"] == "joined"][-1]["seat"] == 0
    finally:
        room.stop()


def test_a_dealers_choice_sessions_card_names_its_last_pots_game(phone, monkeypatch):  # noqa: F811
    one_pot = dataclasses.replace(load_profile("dealers-choice"), pots=1)
    monkeypatch.setattr(party_support, "load_profile", lambda _: one_pot)
    party = Party("dealers-choice", seats=3, timing=QUICK, seed=5)
    party.join(1, "Ann")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    inbox = party.inbox[1]

    def standings() -> dict | None:
        return next((m for m in inbox if m["type"] == "hand_result" and m["standings"]), None)

    party.play_until(lambda: standings() is not None, random.Random(2).choice)
    last = standings()
    # the game called for that pot: the header's words while it was played, before its result
    ended = next(i for i, m in enumerate(inbox) if m["type"] == "hand_result" and m["hand"] == last["hand"])
    called = [m["heading"] for m in inbox[:ended] if m["type"] == "state" and ": " in m["heading"]][-1]
    game = called.removeprefix("Dealer's Choice: ")
    past = last["result"]["heading"]["past"]
    assert past.startswith(f"Last pot ({game}): ") and " won " in past, (called, past)
    for large in (False, True):
        ann = phone(large=large)
        ann.feed(*inbox[: inbox.index(last) + 1])
        ann.page.wait_for_selector("#resultbody .who")
        assert " Dealer's Choice" in ann.page.inner_text("#resulttitle")  # "Bo wins Dealer's Choice ..."
        assert ann.page.inner_text("#resultbody .who") == past
        ann.shot("session-over-names-the-game", full=False)


def test_the_phones_own_news_is_read_over_the_pause(phones):  # noqa: F811
    room = Served("baseball", 3, 8, Timing(bot_delay=0.3, hand_pause=0.4, idle_seconds=None))
    try:
        ann, sam = (phones(room.url, name, PHONE) for name in ("Ann", "Sam"))
        for guest in (ann, sam):
            guest.join()
        ann.start()
        room.call(room.room.controls.pause, True)
        sam.page.wait_for_selector("#paused:not([hidden])")
        room.call(room.room.controls.remove, sam.last("joined")["seat"])
        sam.page.wait_for_selector("#notice:has-text('off the table')")
        assert sam.page.is_visible("#paused")  # still paused: the cover stays
        assert sam.page.evaluate(ON_TOP, "#notice") == "notice"
        assert sam.page.evaluate(ON_TOP, "#pausedwhy") == "pausedwhy"  # and the cover's words show
        sam.shot("taken-off-while-paused", landscape=False)
    finally:
        room.stop()


def test_an_act_while_paused_is_refused_in_the_covers_words():
    party = Party(seats=3, timing=QUICK)
    party.join(1, "Ann")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    party.room.controls.pause(True)
    party.drain()
    party.act(1, "check")
    refused = [m for m in party.inbox[1] if m["type"] == "error"][-1]
    assert (refused["code"], refused["message"]) == (
        "paused",
        "The host paused the game: play goes on when the host resumes.",
    )


def test_tonights_ledger_at_the_partys_end_is_as_wide_as_the_phone(phone):  # noqa: F811
    party = ended_with(3)
    for large in (False, True):
        ann = phone(large=large)
        ann.feed(*party.inbox[1])
        page = ann.page
        page.wait_for_selector("#over:not([hidden])")
        box, table = ann.box("#ledgerbox"), ann.box("#ledgertable")
        assert table["width"] >= box["width"] - 1, (box, table)
        # the names at the left, every number held at the right of its column
        rows = page.eval_on_selector_all(
            "#ledgertable tr", "trs => trs.map(tr => [...tr.cells].map(c => getComputedStyle(c).textAlign))"
        )
        assert all(row[0] == "left" and set(row[1:]) == {"right"} for row in rows), rows
        last = page.eval_on_selector_all(
            "#ledgertable tr > :last-child", "cs => cs.map(c => c.getBoundingClientRect().right)"
        )
        assert all(abs(right - (box["x"] + box["width"])) <= 1 for right in last), (box, last)
        ann.shot("ledger-at-the-end")
