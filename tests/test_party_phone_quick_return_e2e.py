"""A guest who leaves mid-hand from her phone and taps JOIN seconds later, before her turn, has her
seat and her cards back, as a reload keeps them (game.party.quick_return: a host play-test's guest
left holding a Straight to 6, came straight back and read it was played out for her); once the table
has played her turn, JOIN gives her the seat from the next deal, the hand played out for her.
Against a room served on 127.0.0.1, at 390x844, in Debian's headless chromium."""

from __future__ import annotations

import time

import pytest
from browser_support import leave_seat, tap_a_button
from test_party_phone import Phone, Served, phones  # noqa: F401 (phones: the fixture)

from game.party.room import Timing

pytestmark = pytest.mark.e2e
PHONE = {"width": 390, "height": 844}


def wait(served: Served, done, what: str, seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while not served.call(done):
        assert time.monotonic() < deadline, what
        time.sleep(0.05)


def a_bots_turn(served: Served, ann: Phone, seat: int) -> None:
    """Ann taps through her turns until the bot after her is to act in the pot in play (her move
    the last one made: every bot's seconds still to come before her turn), and her phone says so:
    the phone words her Leave from the last state it got, which on a loaded machine can still be
    her own turn just played, or a later bot's whose seconds were running out."""
    room = served.room

    def next_bot() -> str:
        legal = room.pot_being_played and room.table.legal_actions()
        moves = room.table.decisions
        if not legal or legal.seat == seat or not moves or moves[-1].seat != seat:
            return ""
        return room.seat_cards()[legal.seat].name

    deadline = time.monotonic() + 30
    while True:
        bot = served.call(next_bot)
        if bot and ann.page.inner_text("#who") == f"{bot} to act":
            return
        assert time.monotonic() < deadline, "no bot's turn came"
        tap_a_button(ann.page)
        time.sleep(0.1)


def ann_seated(phones, served: Served) -> tuple[Phone, int]:  # noqa: F811
    """Ann's phone (390x844) sits down and starts the party: the phone, her seat."""
    ann = phones(served.url, "Ann", PHONE)
    ann.join()
    ann.start()
    return ann, ann.last("joined")["seat"]


def rejoin(ann: Phone) -> None:
    ann.page.wait_for_selector("#sit:not([disabled])")
    ann.page.click("#sit")
    ann.page.wait_for_selector("#play:not([hidden])")


def test_back_within_seconds_she_has_her_cards_and_after_her_turn_was_played_she_does_not(phones):  # noqa: F811
    # each bot thinks 4 s: the table stays in the pot, and away from her turn, while she is gone
    served = Served(
        "baseball", 3, 8, Timing(bot_delay=4.0, hand_pause=0.4, idle_seconds=None, away_grace=8.0)
    )
    room = served.room
    try:
        ann, seat = ann_seated(phones, served)
        a_bots_turn(served, ann, seat)
        cards = served.call(lambda: [str(card) for card in room.table.view(seat).hidden])
        ann.page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        leave_seat(ann.page, "#leave2")
        assert ann.page.inner_text("#notice") == "You left the seat: your hand waits till your turn."
        ann.shot("left-mid-hand", landscape=False)
        ann.page.wait_for_timeout(2000)
        rejoin(ann)  # two seconds later, her turn still to come
        ann.page.wait_for_selector("#mycards .downgroup")
        shown = ann.page.eval_on_selector_all("#mycards .hidden", "cs => cs.length")
        assert shown == len(cards) and ann.last("joined")["waiting"] is False
        assert ann.page.is_hidden("#waiting")
        assert served.call(lambda: room.seat_cards()[seat].kind) == "guest"
        ann.shot("back-with-her-cards", landscape=False)
        # she leaves again, and the table plays her turn for her before she is back
        a_bots_turn(served, ann, seat)
        ann.page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        leave_seat(ann.page, "#leave2")
        moved = served.call(lambda: len(room.table.decisions))
        wait(
            served,
            lambda: any(a.seat == seat for a in room.table.decisions[moved:]),
            "the table did not play her turn",
        )
        assert served.call(lambda: room.pot_being_played)  # the same pot: only her turn was played
        rejoin(ann)
        assert ann.last("joined")["waiting"] is True
        assert ann.page.is_hidden("#mycards") and ann.page.is_visible("#waiting")
        ann.shot("back-after-her-turn", landscape=False)
    finally:
        served.stop()


def her_turn(served: Served, seat: int) -> bool:
    room = served.room
    legal = room.pot_being_played and room.table.legal_actions()
    return bool(legal) and legal.seat == seat


def test_left_on_her_own_turn_back_in_two_seconds_she_has_it_and_after_the_grace_it_is_played(phones):  # noqa: F811
    """A host play-test's guest tapped Leave on her own turn and TAKE MY SEAT BACK two seconds later,
    and found her hand folded: a leaver's turn waits the grace a vanished phone's does (5 s here)."""
    served = Served(
        "baseball", 3, 8, Timing(bot_delay=1.0, hand_pause=0.4, idle_seconds=None, away_grace=5.0)
    )
    room = served.room
    try:
        ann, seat = ann_seated(phones, served)
        wait(served, lambda: her_turn(served, seat), "her turn did not come")
        cards = served.call(lambda: [str(card) for card in room.table.view(seat).hidden])
        ann.page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        ann.page.click("#leave2")
        assert "Your turn goes on if you stay." in ann.page.inner_text(".leaveask")
        ann.page.click(".leaveask .leavego")
        ann.page.wait_for_selector("#join:not([hidden])")
        moved = served.call(lambda: len(room.table.decisions))
        ann.page.wait_for_timeout(2000)
        rejoin(ann)  # two seconds later: her turn not played, her cards and her turn hers
        ann.page.wait_for_selector("#mycards .downgroup")
        assert ann.page.eval_on_selector_all("#mycards .hidden", "cs => cs.length") == len(cards)
        assert ann.last("joined")["waiting"] is False
        assert served.call(lambda: len(room.table.decisions)) == moved and served.call(
            lambda: her_turn(served, seat)
        )
        ann.shot("back-on-her-turn-with-her-cards", landscape=False)
        ann.page.wait_for_selector("#decide #buttons button:not([disabled])")  # her buttons, to tap
        # she leaves on her turn again and stays away past the grace: the away rule plays it
        wait(served, lambda: her_turn(served, seat), "her turn did not come again")
        ann.page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        moved = served.call(lambda: len(room.table.decisions))
        leave_seat(ann.page, "#leave2")
        wait(
            served,
            lambda: any(a.seat == seat for a in room.table.decisions[moved:]),
            "the table did not play her turn after the grace",
            seconds=15.0,
        )
        assert served.call(lambda: room.pot_being_played or room.host.deals > 0)
        rejoin(ann)
        assert ann.last("joined")["waiting"] is True
        ann.shot("back-after-the-grace", landscape=False)
    finally:
        served.stop()
