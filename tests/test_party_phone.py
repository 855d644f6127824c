"""The phone page in a real browser (Debian's headless chromium, driven by Playwright) against a room
served in-process on 127.0.0.1 (game.party.wire.server.make_app around a LoopHost, on a loop in its own
thread), so a test can pause it, lock it, take a guest off or end the party as the host would:

- the last pot's result has its own place and never covers the buttons when your turn follows;
- every kind of button keeps its place from one decision to the next (FOLD never where CHECK was);
- the result names the winner and amount, shows each wild as what it stands for and the why line;
- No Peek says what the turning player must beat;
- PAUSED, a seat taken mid-hand, a locked room, being removed and the end of the party are said
  plainly, and after the end the page stops reconnecting;
- no page ever logs a console error.

Screenshots of every step, portrait (360x640) and landscape, go to the test's tmp_path (run with
--basetemp to keep them where you can look). Run with `python -m pytest -m e2e`."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from browser_support import join_page, preferred

from engine.profile import load_profile
from game.party.room import Room, Timing
from game.party.wire.server import LoopHost, make_app, start_site

pytestmark = pytest.mark.e2e

PORTRAIT = {"width": 360, "height": 640}
LANDSCAPE = {"width": 640, "height": 360}
QUICK = Timing(bot_delay=0.05, hand_pause=0.4)
# the phones' habit: stay in and see the showdown, so pots show hands (and wilds)


class Served:
    """A Room behind the real aiohttp app on 127.0.0.1, its loop in a thread of its own."""

    def __init__(
        self,
        profile: str,
        seats: int,
        seed: int,
        timing: Timing = QUICK,
        keep_ledger: bool = False,
        port: int = 0,
    ) -> None:
        self.room = Room(
            load_profile(profile), seats, seed, timing=timing, difficulty="easy", keep_ledger=keep_ledger
        )
        self.host = LoopHost(self.room)
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.runner, port = self._await(start_site(make_app(self.host), "127.0.0.1", port))
        self.url = f"http://127.0.0.1:{port}/?room={self.room.code}"
        self.stopped = False

    def _await(self, coroutine) -> Any:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(15)

    def call(self, action: Callable[..., Any], *args: Any) -> Any:
        """`action(*args)` on the room's own loop, its messages sent at once."""
        done: Future[Any] = Future()

        def run() -> None:
            try:
                done.set_result(action(*args))
            finally:
                self.host._flush()

        self.loop.call_soon_threadsafe(run)
        return done.result(15)

    def first_pot_by_bots(self) -> None:
        """Start the party with no guest and wait for the first pot's end; the session's end will
        pause the party, so the next session waits while the test looks."""
        room = self.room

        def pause_at_the_end(events) -> None:
            if any(event.type == "session_end" for event in events):
                room.controls.pause(True)

        self.call(room.host.listeners.append, pause_at_the_end)
        self.call(room.start)
        deadline = time.monotonic() + 60
        while not self.call(lambda: room.table.between_hands):
            assert time.monotonic() < deadline, "the first pot did not end"
            time.sleep(0.05)

    def stop(self) -> None:
        """Shut the server down as a host does: every socket is closed with 1001 (going away)."""
        if not self.stopped:
            self.stopped = True
            self._await(self.runner.cleanup())
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(10)


class Phone:
    """One phone: a page in its own browser context, with every message it got and every console
    error it logged."""

    def __init__(self, browser, url: str, name: str, shots: Path, viewport=PORTRAIT) -> None:
        self.context = browser.new_context(viewport=viewport, is_mobile=True, has_touch=True)
        self.page = self.context.new_page()
        self.name = name
        self.shots = shots
        self.got: list[dict[str, Any]] = []
        self.errors: list[str] = []
        self.sockets = 0
        self.page.on("console", self._console)
        self.page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        self.page.on("websocket", self._watch)
        self.page.goto(url)

    def _console(self, message) -> None:
        if message.type == "error":
            self.errors.append(message.text)

    def _watch(self, ws) -> None:
        self.sockets += 1

        def frame(payload) -> None:
            if isinstance(payload, str):
                self.got.append(json.loads(payload))

        ws.on("framereceived", frame)

    def join(self) -> None:
        join_page(self.page, self.name)

    def start(self) -> None:
        """Tap START (the captain's) and wait for the table."""
        self.page.click("#start")
        self.page.wait_for_selector("#play:not([hidden])")

    def shot(self, name: str, landscape: bool = True) -> None:
        """Portrait (and landscape) pictures of the page as it is now."""
        page = self.page
        page.screenshot(path=self.shots / f"{self.name}-{name}-portrait.png", full_page=True)
        if landscape:
            page.set_viewport_size(LANDSCAPE)
            page.screenshot(path=self.shots / f"{self.name}-{name}-landscape.png")
            page.set_viewport_size(PORTRAIT)

    def last(self, kind: str) -> dict[str, Any] | None:
        return next((m for m in reversed(self.got) if m["type"] == kind), None)

    def count(self, kind: str) -> int:
        return sum(1 for m in self.got if m["type"] == kind)

    def boxes(self, selector: str) -> list[dict[str, float]]:
        return self.page.eval_on_selector_all(
            selector, "els => els.map(e => e.getBoundingClientRect().toJSON())"
        )


def overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return (
        a["x"] < b["x"] + b["width"]
        and b["x"] < a["x"] + a["width"]
        and a["y"] < b["y"] + b["height"]
        and b["y"] < a["y"] + a["height"]
    )


@pytest.fixture
def phones(browser, tmp_path) -> Iterator[Callable[..., Phone]]:
    """Opens phones; at the end every one of them must have logged no console error."""
    made: list[Phone] = []
    shots = tmp_path / "shots"
    shots.mkdir()

    def open_phone(url: str, name: str, viewport=PORTRAIT) -> Phone:
        phone = Phone(browser, url, name, shots, viewport)
        made.append(phone)
        return phone

    yield open_phone
    errors = {phone.name: phone.errors for phone in made if phone.errors}
    for phone in made:
        phone.context.close()
    assert not errors, f"console errors: {errors}"


def turn_boxes(phone: Phone) -> dict[str, dict[str, float]]:
    kinds = phone.page.eval_on_selector_all("#buttons button", "bs => bs.map(b => b.dataset.kind)")
    return dict(zip(kinds, phone.boxes("#buttons button"), strict=True))


def play_until(phone: Phone, enough: Callable[[], bool], seconds: float, on_turn: Callable[[], None]) -> None:
    """Tap through the phone's turns (its usual choice) until `enough()`."""
    page = phone.page
    deadline = time.monotonic() + seconds
    while not enough():
        assert time.monotonic() < deadline, (
            f"not done in {seconds:.0f} s ({phone.count('hand_result')} hands)"
        )
        if page.is_visible("#decide") and page.locator("#buttons button:not([disabled])").count():
            on_turn()
            kinds = page.eval_on_selector_all(
                "#buttons button:not([disabled])", "bs => bs.map(b => b.dataset.kind)"
            )
            page.click(f"#buttons button[data-kind={preferred(kinds)}]")
        page.wait_for_timeout(40)


@pytest.mark.parametrize(("profile", "seed"), [("baseball", 5), ("midnight-baseball", 4)])
def test_the_result_has_its_own_place_and_every_button_keeps_its_own(phones, profile, seed):
    served = Served(profile, 3, seed)
    try:
        ann = phones(served.url, "Ann")
        ann.join()
        ann.start()
        places: dict[str, set[tuple[int, ...]]] = {}
        after_hand: list[int] = []  # the turns that came while a result was still new
        seen_results = 0
        no_peek = profile == "midnight-baseball"
        to_beat: list[str] = []  # No Peek: what the page said a turn must beat
        beats: list[str] = []  # No Peek: why a lead beat the one before ("KICKER: JACK BEATS TEN")

        def on_turn() -> None:
            nonlocal seen_results
            page = ann.page
            page.wait_for_timeout(150)  # the flash and the scroll settle
            buttons = turn_boxes(ann)
            # where each button is in the page: a tap on the result's head scrolls the page (as a
            # guest's thumb does), which moves everything on the screen alike
            left, top = page.evaluate("[scrollX, scrollY]")
            for kind, box in buttons.items():
                assert box["height"] >= 48 and box["width"] >= 48, f"{kind} is too small to tap: {box}"
                places.setdefault(kind, set()).add(
                    (round(box["x"] + left), round(box["y"] + top), round(box["width"]), round(box["height"]))
                )
            if page.is_visible("#result"):
                result = ann.boxes("#result")[0]
                for kind, box in buttons.items():
                    assert not overlap(result, box), f"the result covers {kind}: {result} over {box}"
                assert page.is_hidden("#resultbody"), "the result did not fold away for the turn"
                if ann.count("hand_result") > seen_results:
                    seen_results = ann.count("hand_result")
                    after_hand.append(seen_results)
                    ann.shot(f"turn-after-hand-{seen_results}")
                    page.click("#resulthead")  # opened again it sits under the buttons, not over them
                    opened = ann.boxes("#result")[0]
                    assert all(not overlap(opened, box) for box in turn_boxes(ann).values())
                    ann.shot(f"turn-result-open-{seen_results}", landscape=False)
                    page.click("#resulthead")
            if no_peek:  # the TV's words: what must be beaten, then why the lead last beat
                text = page.inner_text("#tobeat")
                state = ann.last("state")
                assert text.startswith(("BEAT ", "YOU LEAD: ")) or text == "Nobody shows a hand yet"
                if state and state["target"]:
                    assert text.split("\n")[0] == state["target"]
                    assert state["target"].startswith("YOU LEAD: " if state["best"] == 0 else "BEAT ")
                    if state["beat"]:  # whose rows it is about, Ann's own "YOU"
                        took, beaten = (
                            "you" if s == 0 else state["players"][s]["name"] for s in state["beat_seats"]
                        )
                        beat = state["beat"].capitalize()  # the phone's sentence case
                        said = f"{took} took the lead from {beaten}. {beat}."
                        assert text.split("\n")[1] == said[0].upper() + said[1:]
                        beats.append(state["beat"])
                if state and state["best"] is not None and state["best"] != 0:
                    best = state["players"][state["best"]]
                    assert text.startswith(f"BEAT {best['name'].upper()}: {best['showing'].upper()}")
                    if not to_beat:
                        to_beat.append(text)
                        ann.shot("no-peek-to-beat")

        play_until(ann, lambda: ann.count("hand_result") >= 4, 150, on_turn)
        assert after_hand, "no turn came while the last pot's result was showing"
        assert to_beat or not no_peek, "no turn of Ann's had someone else's hand to beat"
        assert beats or not no_peek, "no turn of Ann's came after a beat"
        moved = {kind: boxes for kind, boxes in places.items() if len(boxes) > 1}
        assert not moved, f"buttons moved between decisions: {moved}"
        passive = [b for k in ("check", "call") for b in places.get(k, ())]
        folds = places.get("fold", set())
        assert not set(passive) & folds  # FOLD never where CHECK or CALL was
        if passive and folds:
            assert min(b[1] for b in folds) > max(b[1] for b in passive)  # fold is below them
    finally:
        served.stop()


def test_the_result_names_the_winner_shows_what_each_wild_stands_for_and_why(phones):
    served = Served("baseball", 4, 3)
    try:
        ann = phones(served.url, "Ann")
        ann.join()
        ann.start()

        def with_wild() -> dict[str, Any] | None:
            for message in ann.got:
                if message["type"] == "hand_result":
                    result = message["result"]
                    if (
                        any(card["as"] for hand in result["winning"] for card in hand["cards"])
                        and result["beaten"]
                    ):
                        return message
            return None

        play_until(ann, lambda: with_wild() is not None, 200, lambda: None)
        message = with_wild()
        assert message is not None
        assert ann.last("hand_result") is message  # the one the page shows (the next is a hand away)
        result = message["result"]
        page = ann.page
        page.wait_for_selector("#result:not([hidden])")
        if page.is_hidden("#resultbody"):
            page.click("#resulthead")
        ann.shot("result-with-wild")
        winner = result["winners"][0]
        title = page.inner_text("#resulttitle")
        # "Bo wins 12", "You win 12"; "Last pot: Bo won 12" once the next pot is dealt
        who = winner["name"] if winner["seat"] else "You"
        assert f"{who} win" in title or title.startswith(f"Last pot: {who} won"), title
        body = page.inner_text("#resultbody")
        assert result["why"] in body
        assert result["winning"][0]["words"] in body and result["beaten"]["words"] in body
        beaten = result["beaten"]
        assert ("Your hand was beaten" if beaten["seat"] == 0 else f"Beaten: {beaten['name']}") in body
        stands = [card for card in result["winning"][0]["cards"] if card["as"]]
        labels = page.eval_on_selector_all("#resultbody .won .card .as", "els => els.map(e => e.textContent)")
        assert len(labels) == len(stands) and all(label.startswith("=") for label in labels)
        # the wilds line in words (a newcomer read "Wild: 3=4, 9=3" twice): "Wild: 3♠ counts as 4♥"
        said = [line for line in body.splitlines() if line.startswith("Wild: ")]
        assert said and all(" counts as " in line and "=" not in line for line in said), body
    finally:
        served.stop()


def test_pause_a_seat_taken_mid_hand_a_locked_room_removal_and_the_end_are_said_plainly(phones):
    served = Served("baseball", 3, 8, Timing(bot_delay=0.3, hand_pause=0.4, idle_seconds=None))
    try:
        ann = phones(served.url, "Ann")
        ann.join()
        bo = phones(served.url, "Bo")
        bo.join()
        ann.shot("lobby")
        ann.page.click("#start")
        for phone in (ann, bo):
            phone.page.wait_for_selector("#play:not([hidden])")

        # a guest who sits down while a hand is being played waits for the next one
        cy = phones(served.url, "Cy")
        cy.page.wait_for_selector("#join:not([hidden])")  # the sit-down page says a hand is on
        assert "Hand 1 of Baseball is being played" in cy.page.inner_text("#joinhint")
        cy.join()
        cy.page.wait_for_selector("#waiting:not([hidden])")
        assert "next hand" in cy.page.inner_text("#waiting")
        assert cy.page.locator("#mycards .card").count() == 0
        cy.shot("waiting")
        ann.page.wait_for_selector("#players .badge.arriving")
        assert "Cy sits here next hand" in ann.page.inner_text("#players")
        ann.shot("arriving")

        served.call(served.room.controls.pause, True)
        for phone in (ann, bo, cy):
            phone.page.wait_for_selector("#paused:not([hidden])")
            assert phone.page.is_hidden("#decide")
        assert "PAUSED" in ann.page.inner_text("#paused")
        assert "host paused the game" in ann.page.inner_text("#paused")  # (its words since 860686d)
        ann.shot("paused")
        served.call(served.room.controls.replay, 3)  # the TV replays pot 3: the phones say why they wait
        # a selector, not a string predicate: the page's CSP forbids the eval a repeated predicate needs
        ann.page.wait_for_selector("#pausedwhy:has-text('pot 3')")
        assert "The TV is replaying pot 3" in ann.page.inner_text("#paused")
        ann.shot("paused-replaying")
        served.call(served.room.controls.replay, None)
        served.call(served.room.controls.pause, False)
        ann.page.wait_for_selector("#paused", state="hidden")

        # a locked room says so to a phone that has no seat
        served.call(served.room.controls.lock, True)
        dee = phones(served.url, "Dee")
        dee.page.wait_for_selector("#locked:not([hidden])")
        # no JOIN for a newcomer: a seat's code, typed with its guest's name, takes that seat back
        assert dee.page.inner_text("#sit") == "TAKE MY SEAT BACK" and dee.page.is_disabled("#sit")
        dee.shot("locked")

        # the host takes Bo off the table: Bo is told and only watches; the page keeps the seat's
        # token, so a reload asks with it and is told again (the room bars the guest, not the address)
        seat = bo.last("joined")["seat"]
        served.call(served.room.controls.remove, seat)
        bo.page.wait_for_selector("#notice:not([hidden])")
        assert "off the table" in bo.page.inner_text("#notice")
        assert bo.page.is_visible("#play") and bo.page.is_hidden("#join") and bo.page.is_hidden("#leave2")
        assert (
            bo.page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('bbp-seat-')).length") == 1
        )
        bo.shot("removed")

        # the host ends the party: every phone says so and stops trying to come back
        served.call(served.room.controls.end)
        served.stop()
        for phone in (ann, bo, cy, dee):
            phone.page.wait_for_selector("#over:not([hidden])")
            assert phone.page.is_hidden("#decide") and phone.page.is_hidden("#play")
            assert phone.page.is_visible("#again")
        assert "ended the party" in ann.page.inner_text("#over")
        ann.shot("party-over")
        sockets = {phone.name: phone.sockets for phone in (ann, bo, cy, dee)}
        ann.page.wait_for_timeout(3000)  # a page still reconnecting would have opened new sockets
        assert {phone.name: phone.sockets for phone in (ann, bo, cy, dee)} == sockets
        assert "Your turn" not in ann.page.inner_text("body")
    finally:
        served.stop()


def test_the_watch_page_shows_every_result_and_the_sessions_standings(phones):
    served = Served("baseball", 4, 6, Timing(bot_delay=0.0, hand_pause=0.5))
    try:
        watcher = phones(served.url.replace("/?room=", "/watch?room="), "Watcher")
        watcher.page.wait_for_selector("#lobby:not([hidden])")

        def pause_at_the_end(events) -> None:  # the next session waits while we look
            if any(event.type == "session_end" for event in events):
                served.room.controls.pause(True)

        served.call(served.room.host.listeners.append, pause_at_the_end)
        served.call(served.room.start)

        def standings() -> dict[str, Any] | None:
            return next((m for m in watcher.got if m["type"] == "hand_result" and m["standings"]), None)

        deadline = time.monotonic() + 120
        while standings() is None:
            assert time.monotonic() < deadline, "the session did not end in two minutes"
            watcher.page.wait_for_timeout(100)
        final = standings()
        assert final is not None
        page = watcher.page
        page.wait_for_selector("#resultbody .standings li")
        # who won the game, a computer player too: a watcher has no line of its own, the winner alone
        winners = " & ".join(w["name"] for w in final["session"]["winners"])
        title = page.inner_text("#resulttitle")
        assert title.startswith(winners + " win") and f" {final['session']['game']}, " in title, title
        # each row's name and net, after the place the people have ("1ST", "3RD=", the TV's words as sent)
        rows = page.eval_on_selector_all(
            "#resultbody .standings li", "els => els.map(e => e.lastChild.textContent)"
        )
        assert [row.split(" ")[0] for row in rows] == [s["name"].split(" ")[0] for s in final["standings"]]
        assert page.is_hidden("#decide") and page.is_hidden("#join")
        watcher.page.evaluate("document.getElementById('paused').hidden = true")  # to see under it
        watcher.shot("session-over")
    finally:
        served.stop()


def test_leaving_the_seat_asks_once_more_before_it_gives_the_seat_to_a_bot(phones):
    """ "Leave the seat" acted at once with no confirmation: one stray tap gave the seat away."""
    served = Served("baseball", 3, 9, Timing(bot_delay=0.3, hand_pause=0.4, idle_seconds=None))
    try:
        ann = phones(served.url, "Ann")
        ann.join()
        ann.page.click("#leave1")
        assert ann.page.inner_text(".leaveask").split("\n")[0] == "Leave the seat?"
        ann.page.wait_for_timeout(300)
        assert served.call(lambda: served.room.guests[0] is not None)  # still seated
        ann.page.click(".leaveask .leavego")
        ann.page.wait_for_selector("#join:not([hidden])")  # back on the page to sit down
        assert served.call(lambda: all(guest is None for guest in served.room.guests))
    finally:
        served.stop()


def test_the_lobby_marks_a_player_at_the_tv_and_every_seat_fits_a_small_phone(phones):
    """'Seat 4: free (...' was cut off on a 390 px phone, and a player at the TV looked like a guest."""
    served = Served("midnight-baseball", 5, 10, Timing(bot_delay=0.3, hand_pause=0.4, idle_seconds=None))
    try:
        served.call(served.room.controls.add_local, "QUEENIE", None)
        ann = phones(served.url, "Ann", viewport={"width": 390, "height": 844})
        ann.join()
        ann.page.wait_for_selector("#lobby:not([hidden])")
        lines = ann.page.locator("#guests li").all_inner_texts()
        assert any("QUEENIE" in line and line.endswith("at the TV") for line in lines), lines
        assert any(line.endswith("Seat 5: free") for line in lines), lines
        overflowing = ann.page.evaluate(
            "() => [...document.querySelectorAll('#guests li')].filter((li) => li.scrollWidth > li.clientWidth).length"
        )
        assert overflowing == 0
        ann.shot("lobby-390")
        served.call(served.room.start)  # at the table the row says "at the TV" too, never "local"
        row = ann.page.locator("#players li", has_text="QUEENIE").first
        row.wait_for()
        assert "at the TV" in row.inner_text() and "local" not in row.inner_text()
        ann.shot("table-at-the-tv")
    finally:
        served.stop()


def test_a_guest_who_took_a_bots_seat_reads_their_own_place_when_the_session_ends(phones, monkeypatch):
    """Eve took a winning bot's seat between two pots; her phone's headline said the bot's line of
    the standings ('you finished 2nd, +5'), where her own was lower."""
    import dataclasses
    import sys

    two_pots = dataclasses.replace(load_profile("baseball"), pots=2)
    monkeypatch.setattr(sys.modules[__name__], "load_profile", lambda _: two_pots)
    served = Served("baseball", 3, 12, Timing(bot_delay=0.1, hand_pause=4.0, idle_seconds=0.5))
    try:
        served.first_pot_by_bots()
        nets = served.call(lambda: served.room.table.nets())
        winner = max(range(3), key=lambda seat: nets[seat])  # a bot that won the first pot
        eve = phones(served.url, "Eve")
        eve.page.wait_for_selector("#join:not([hidden])")
        eve.page.fill("#name", "Eve")
        eve.page.click(f"#seats button:nth-child({winner + 1})")
        eve.page.click("#sit")
        deadline = time.monotonic() + 60
        while (
            final := next((m for m in eve.got if m["type"] == "hand_result" and m["standings"]), None)
        ) is None:
            assert time.monotonic() < deadline, "the session did not end"
            eve.page.wait_for_timeout(100)
        lines = {line["name"]: line for line in final["standings"]}
        mine, bot = lines["Eve"], lines[f"CPU {winner + 1}"]
        # a seat, two lines: the bot's (ahead of her, but unranked: people are ranked among people)
        assert Fraction(bot["net"]) > Fraction(mine["net"]) and bot["place"] is None and mine["place"] == 1
        net = ("" if mine["net"].startswith("-") else "+") + mine["net"]
        eve.page.wait_for_selector("#resultbody .standings li")
        title = eve.page.inner_text("#resulttitle")
        # the one person at the table: no place among the people, and the bots are not ranked
        assert [line["place"] for line in final["standings"]].count(None) == len(lines) - 1
        winners = " & ".join(w["name"] for w in final["session"]["winners"])  # (a bot: it won the money)
        assert title == f"{winners} wins Baseball \u00b7 you {net}", (
            title,
            final["standings"],
        )
        eve.shot("took-a-bots-seat-session-over")
    finally:
        served.stop()
