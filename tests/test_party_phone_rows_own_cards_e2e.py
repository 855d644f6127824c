"""Each phone row's cards are its own seat's at a pot's end, a player at the TV folded: a host's
play-tester saw CPU 4's cards under the row "Player 1 (at the TV) FOLDED". Not reproduced (a
Night Baseball and two Dealer's Choice parties, the TV's player folding or sitting a stud pot
out, a phone taken off mid-pot): this guards it. A served Night Baseball party on loopback, its
TV presenter stepped as PartyTableScene steps it (tests/tv_presenter), Player 1 at the TV folding at
the first bet, Bo's phone taken off by the host mid-pot, Ann's phone (Chromium, 390x844) playing to
the showdown. From the first hand shown down until the TV deals the next pot, every frame: the
page's rows (name, cards) are the last state's, and each state row's cards are its seat's on the
table (face up, or shown down).

Run with `python -m pytest -m e2e -n 0 tests/test_party_phone_rows_own_cards_e2e.py`;
screenshots go to the test's tmp_path."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

import pytest
from browser_support import PHONE_PORTRAIT, chromium
from tv_presenter import paced_tv, tv_frame

from engine.events import Award, HandStart, Showdown
from engine.profile import load_profile
from game.party.wire.tv import TvParty

pytestmark = pytest.mark.e2e

STEP = 0.05  # a TV frame, in seconds
# each row's name and its cards as the page draws them (a card's aria-label: "Qs"; a back: "")
ROWS = (
    "ls => ls.map(l => [l.querySelector('.pname').textContent,"
    " [...l.querySelectorAll('.cards .card')].map(c => c.getAttribute('aria-label') || '')])"
)
STAY_IN = ("call", "check", "turn", "pay", "decline")


class FoldingTvParty:
    """Night Baseball at five seats (seed 3): Player 1 at the TV folds when a bet is to them."""

    def __init__(self) -> None:
        self.party = TvParty(
            load_profile("night-baseball"),
            5,
            3,
            profile_id="night-baseball",
            host="127.0.0.1",
            port=0,
            difficulty="easy",  # (the quickest bots)
        )
        self.room = self.party.room
        self.tv, self.model = paced_tv(self.room.n, self.party.cursor)
        self.tv_moves: list[str] = []
        self.room.controls.add_local("Player 1")
        self.party.open()

    def frame(self) -> None:
        self.party.pump()
        tv_frame(self.tv, STEP)
        self.room.tick()
        self.party.pump()
        local = self.room.controls.local_turn()
        if local is not None:  # (the TV's player: folds as soon as it may, else stays in)
            kinds = [str(kind) for kind in local.kinds]
            move = next((kind for kind in ("fold", *STAY_IN) if kind in kinds), kinds[0])
            self.tv_moves.append(move)
            self.room.controls.act_local(move)

    def until(self, done: Callable[[], bool], pages: list, seconds: float = 120.0) -> None:
        end = time.monotonic() + seconds
        while not done():
            table = self.room.table
            assert time.monotonic() < end, (
                "not reached in time",
                table and table.legal_actions(),
                self.tv_moves,
            )
            self.frame()
            for page in pages:
                page.wait_for_timeout(STEP * 1000)

    def shown(self) -> list[Any]:
        return self.room.host.facts_for(None, 0, self.party.cursor.shown)

    def close(self) -> None:
        self.party.close()
        self.party.thinker.shutdown(wait=False)


def stay_in(page: Any, bet: bool) -> None:
    """On its turn the phone bets (`bet`: to put a bet to the TV's player) or stays in."""
    if not page.is_visible("#decide"):
        return
    kinds = page.eval_on_selector_all("#buttons button:not([disabled])", "bs => bs.map(b => b.dataset.kind)")
    kind = "bet" if bet and "bet" in kinds else next((kind for kind in STAY_IN if kind in kinds), None)
    if kind is not None:
        try:
            page.click(f"#buttons [data-kind={kind}]", timeout=500)
        except Exception:  # (its buttons gone as the table moved on: asked again next frame)
            return


def rows_now(page: Any, state: dict[str, Any]) -> tuple[list, list]:
    """(the rows as `page` draws them, as `state` sends them): each its name and face-up cards."""
    sent = [[row["name"] + (" (you)" if row["name"] == "Ann" else ""), row["up"]] for row in state["players"]]
    return page.eval_on_selector_all("#players li", ROWS), sent


def test_each_row_shows_its_own_seats_cards_at_the_pots_end(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))  # tonight's known guests: none of the user's
    stepped = FoldingTvParty()
    room, shown = stepped.room, stepped.shown
    states: list[dict[str, Any]] = []  # Ann's phone's play states, as the server sent them
    try:
        with chromium() as browser:
            contexts = [browser.new_context(viewport=PHONE_PORTRAIT, is_mobile=True) for _ in range(2)]
            ann, bo = pages = [context.new_page() for context in contexts]

            def kept(text: Any) -> None:
                message = json.loads(text) if isinstance(text, str) else {}
                if message.get("type") == "state" and message.get("phase") == "play":
                    states.append(message)

            ann.on("websocket", lambda socket: socket.on("framereceived", kept))
            for page, name in ((ann, "Ann"), (bo, "Bo")):
                page.goto(stepped.party.url)
                stepped.until(lambda page=page: page.is_visible("#join"), [page])
                page.fill("#name", name)
                page.click("#sit")
                stepped.until(lambda page=page: page.is_visible("#lobby"), [page])
            stepped.until(lambda: ann.is_visible("#start"), pages)
            ann.click("#start")
            taken_off: list[int] = []
            bo_seat = next(seat for seat, guest in enumerate(room.guests) if guest and guest.name == "Bo")

            def to_the_showdown() -> bool:
                showdown = any(isinstance(fact, Showdown) for fact in shown())
                stay_in(ann, bet=not showdown)
                if not taken_off and sum(len(seat.cards) for seat in stepped.model.seats) >= 6:
                    room.controls.remove(bo_seat)  # Bo's seat leaves mid-pot: played out as a leaver's
                    taken_off.append(bo_seat)
                elif not taken_off:
                    stay_in(bo, bet=False)
                return showdown

            stepped.until(
                to_the_showdown, pages, seconds=400.0
            )  # (a loaded machine: the bots think in real time)
            assert "fold" in stepped.tv_moves and taken_off, (stepped.tv_moves, taken_off)
            pots = sum(isinstance(fact, HandStart) for fact in shown())
            checked, pictured = 0, b""
            while sum(isinstance(fact, HandStart) for fact in shown()) == pots:  # till the TV deals again
                stepped.frame()
                stay_in(ann, bet=False)
                ann.wait_for_timeout(STEP * 1000)
                view = room.table.public_view()
                last = states[-1]
                if view.hand != last["hand"]:
                    break  # (the table has dealt the next pot; the TV shows this one's end)
                drawn, sent = rows_now(ann, last)
                if drawn != sent:  # (a state the page has not drawn yet: a moment more)
                    ann.wait_for_timeout(300)
                    last = states[-1]
                    drawn, sent = rows_now(ann, last)
                assert drawn == sent, (drawn, sent)
                down = {
                    event.seat: [str(card) for card in event.cards]
                    for event in view.history
                    if isinstance(event, Showdown)
                }
                for row in last["players"]:
                    table = down.get(row["seat"], [str(card) for card in view.upcards[row["seat"]]])
                    assert set(row["up"]) <= set(table), (row["seat"], row["name"], row["up"], table)
                checked += 1
                if not pictured and any(isinstance(fact, Award) for fact in shown()):
                    pictured = ann.screenshot(path=str(tmp_path / "rows_at_the_pots_end.png"), full_page=True)
            tv_row = states[-1]["players"][0]
            assert tv_row["name"] == "Player 1" and tv_row["kind"] == "local" and not tv_row["in"], tv_row
            assert any(isinstance(fact, Award) for fact in shown()) and checked > 10, checked
            for context in contexts:
                context.close()
    finally:
        stepped.close()
