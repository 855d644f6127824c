"""The phone page against a host play-test's findings (three phones in headless chromium), each
reproduced by feeding the page the table's messages through a stand-in WebSocket (the page itself
is served by the real app on 127.0.0.1): what a message says is fixed, so each finding is met at
once, at 390x844 and with A+ on.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_support import PHONE_PORTRAIT, socket_open, wait_until
from test_party_phone import Served

from game.party.guest_messages import RETURNING
from game.play.place_words import BOT, place_label

pytestmark = pytest.mark.e2e

# the page's socket: every message the test feeds (window.feed) reaches phone.js as the table's
# would; what the page sends is kept in window.sent
FAKE_SOCKET = """(() => {
  window.sent = [];
  class FakeSocket {
    constructor() { this.readyState = 0; window.socket = this; setTimeout(() => { this.readyState = 1; this.onopen && this.onopen(); }, 0); }
    send(text) { window.sent.push(JSON.parse(text)); }
    close() { this.readyState = 3; }
  }
  FakeSocket.OPEN = 1;
  window.WebSocket = FakeSocket;
  window.feed = (m) => window.socket.onmessage({data: JSON.stringify(m)});
})();"""

ROOM = {
    "game": "Baseball",
    "flow": "stud",
    "seats": 4,
    "timer": None,
    "left_wait": 20.0,  # (no timer: a leaver's turn waits a dropped phone's grace)
    "captain": 0,
    "wild": "39",
    "house": [],
    "session": 1,
    "look": "",
}
NAMES = ["Ann", "Bo", "Zoë", "CPU 4"]


def player(seat: int, **changes: Any) -> dict[str, Any]:
    return {
        "seat": seat,
        "name": NAMES[seat],
        "kind": "guest" if seat < 3 else "bot",
        "colour": ["#f2b233", "#41a9f5", "#ef5a5f", "#4cc971"][seat],
        "arriving": "",
        "net": "0",
        "before_pot": "0",  # (the table's figures: docs/party.md)
        "tonight": "0" if seat < 3 else "",
        "up": ["4c", "8h"],
        "down": 2,
        "in": True,
        "out": "",
        "paid": "0",
        "showing": "Eight high",
        "since_pot": 0,
        **changes,
    }


def gives(
    seat: int | None, was: str = "", yours: bool = False, retake: bool = False, left: bool = False
) -> dict:
    """What the table says JOIN gives this page (seating.join_gives), before each state; `retake`:
    a seat's phone is gone, so a name takes it back."""
    return {"type": "join_gives", "seat": seat, "was": was, "yours": yours, "retake": retake, "left": left}


PHONE_GONE = gives(None, retake=True)  # every seat taken, Ann's AWAY: her phone is gone


def play_state(**changes: Any) -> dict[str, Any]:
    """A pot being played, Ann (seat 0) holding two cards down, Bo to act."""
    return {
        "type": "state",
        **ROOM,
        "phase": "play",
        "turn": 4,
        "hand": 2,
        "dealer": 3,
        "pot": "8",
        "round": 1,
        "level": "0",
        "community": [],
        "stock": 30,
        "best": None,
        "target": "",
        "beat": "",
        "calling": False,
        "actor": 1,
        "players": [player(seat) for seat in range(4)],
        "log": ["Bo checks", "Zoë bets 1"],
        "you": {
            "seat": 0,
            "hidden": ["6h", "2d"],
            "best": "Pair of sixes",
            "to_call": "0",
            "in": True,
            "pile": 0,
        },
        "paused": False,
        "replaying": None,
        "locked": False,
        **changes,
    }


class FakePhone:
    """A page whose table is the test: `feed` gives it messages, `sent` is what it said."""

    def __init__(self, browser: Any, url: str, shots: Path, large: bool, name: str) -> None:
        self.context = browser.new_context(
            viewport=PHONE_PORTRAIT, is_mobile=True, has_touch=True, device_scale_factor=2
        )
        self.context.add_init_script(FAKE_SOCKET)
        self.context.add_init_script(f"localStorage.setItem('bbp-text', '{'large' if large else 'normal'}');")
        self.page = self.context.new_page()
        self.errors: list[str] = []
        self.page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        self.page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        self.shots, self.name = shots, name + ("-large" if large else "")
        self.page.goto(url)
        socket_open(self.page)

    def feed(self, *messages: dict[str, Any]) -> None:
        for message in messages:
            self.page.evaluate("m => window.feed(m)", copy.deepcopy(message))

    def sit(self, seat: int = 0, code: str = "ABCD", waiting: bool = False) -> None:
        """Welcomed and seated: what a phone that joined has been told; `waiting`: sat down again
        during a pot or at its result, its cards coming with the next deal."""
        self.feed(
            {"type": "welcome", **ROOM, "protocol": 1},
            {"type": "joined", "seat": seat, "token": "t" * 32, "name": NAMES[seat], "waiting": waiting},
        )

    def sent(self) -> list[dict[str, Any]]:
        return self.page.evaluate("window.sent")

    def shot(self, what: str, full: bool = True) -> None:
        self.page.screenshot(path=self.shots / f"{self.name}-{what}.png", full_page=full)

    def box(self, selector: str) -> dict[str, float]:
        return self.page.eval_on_selector(selector, "e => e.getBoundingClientRect().toJSON()")


@pytest.fixture(scope="module")
def served() -> Iterator[Served]:
    room = Served("baseball", 4, 1)
    try:
        yield room
    finally:
        room.stop()


@pytest.fixture
def phone(browser, served, tmp_path) -> Iterator[Any]:
    shots = tmp_path / "shots"
    shots.mkdir()
    made: list[FakePhone] = []

    def open_phone(large: bool = False, name: str = "ann", query: str = "?room=ABCD") -> FakePhone:
        base = served.url.split("?")[0]
        made.append(FakePhone(browser, base + query, shots, large, name))
        return made[-1]

    yield open_phone
    errors = [error for made_phone in made for error in made_phone.errors]
    for made_phone in made:
        made_phone.context.close()
    assert not errors, errors


def badges(page: Any) -> list[str]:
    return page.eval_on_selector_all(
        "#players li", "lis => lis.map(li => (li.querySelector('.badge.folded') || {}).textContent || '')"
    )


def test_a_no_peek_seat_that_struck_out_reads_out_as_on_the_tv_and_one_that_folded_folded(phone):
    """Finding 2: the TV marked a seat OUT (its whole pile turned without beating), the phone FOLDED.
    The phone shows the state's word, the TV plate's (BEATEN)."""
    ann = phone()
    ann.sit()
    players = [
        player(0, **{"in": False, "out": "BEATEN"}),
        player(1, **{"in": False}),
        player(2),
        player(3),
    ]
    ann.feed(play_state(flow="no_peek", players=players, you={**play_state()["you"], "in": False}))
    assert badges(ann.page) == ["BEATEN", "FOLDED", "", ""]
    assert ann.page.inner_text("#best") == "Beaten: your whole pile turned"  # the badge's word
    ann.shot("out")


def test_join_with_no_room_code_asks_for_the_code_and_sends_nothing(phone):
    """Finding 15: a blank code was answered 'that is not this room's code' (and counted as a
    wrong guess) rather than asking to type the code."""
    guest = phone(query="")
    guest.feed({"type": "welcome", **ROOM, "protocol": 1}, play_state())
    guest.page.wait_for_selector("#join:not([hidden])")
    assert guest.page.input_value("#room") == ""
    guest.page.fill("#name", "Ann")
    guest.page.click("#sit")
    assert guest.page.inner_text("#error") == "Type the room code: the 4 letters on the TV."
    assert guest.page.evaluate("document.activeElement.id") == "room"
    assert [m for m in guest.sent() if m["type"] == "join"] == []
    guest.shot("no-code")


@pytest.mark.parametrize(("cards", "large"), [(8, False), (8, True), (10, False), (10, True), (11, True)])
def test_the_hidden_label_of_your_face_down_cards_is_whole_and_apart_at_any_count(phone, cards, large):
    """Finding 7: a "hidden" on each face-down card ran into the next at 8 cards or more, or with A+."""
    ranks = ["2h", "Ts", "6c", "4c", "8h", "Tc", "2c", "Ad", "Kh", "5s", "7d", "Qc"]
    ann = phone(large=large)
    ann.sit()
    up = ranks[3:cards]
    you = {**play_state()["you"], "hidden": ranks[:3]}
    ann.feed(play_state(players=[player(0, up=up), *[player(s) for s in (1, 2, 3)]], you=you))
    labels = ann.page.eval_on_selector_all(
        "#mycards .downlabel", "ls => ls.map(l => [l.textContent, l.scrollWidth, l.clientWidth])"
    )
    assert [text for text, *_ in labels] == ["hidden"]  # one, under the three
    assert all(wide <= room for _, wide, room in labels), labels
    label = ann.box("#mycards .downlabel")
    downs = ann.page.eval_on_selector_all(
        "#mycards .card.hidden", "cs => cs.map(c => c.getBoundingClientRect().toJSON())"
    )
    assert len(downs) == 3
    ups = ann.page.eval_on_selector_all(
        "#mycards > .card", "cs => cs.map(c => c.getBoundingClientRect().width)"
    )
    assert all(abs(down["width"] - ups[0]) <= 2 for down in downs), (downs, ups)  # narrowed alike
    assert label["x"] >= downs[0]["x"] - 1 and label["x"] + label["width"] <= downs[-1]["right"] + 1
    # rank and suit clear of the band, and the row still on the screen
    for rank in ann.page.eval_on_selector_all(
        "#mycards .card.hidden .s", "ss => ss.map(s => s.getBoundingClientRect().bottom)"
    ):
        assert rank <= label["y"] + 2
    assert ann.page.eval_on_selector("#mycards", "e => e.scrollWidth <= e.clientWidth")
    ann.shot(f"hidden-{cards}")
    ann.page.set_viewport_size({"width": 844, "height": 390})  # held sideways: shorter cards
    label = ann.box("#mycards .downlabel")
    for rank in ann.page.eval_on_selector_all(
        "#mycards .card.hidden .s", "ss => ss.map(s => s.getBoundingClientRect().bottom)"
    ):
        assert rank <= label["y"] + 2
    ann.shot(f"hidden-{cards}-landscape")


def call_turn() -> dict[str, Any]:
    """The dealer's phone asked to pick the game, each game's button with its line, as the room says it."""
    from engine.profile import load_profile
    from game.telling.game_call import call_line

    games = load_profile("dealers-choice").games
    options = [{"kind": g.id, "amount": "0", "label": g.name.upper(), "detail": call_line(g)} for g in games]
    return {
        "type": "your_turn",
        "seat": 0,
        "turn": 4,
        "decision": "choose_game",
        "card": None,
        "prompt": "PICK THE GAME",
        "options": options,
        "seconds": 30.0,
        "away_in": None,
    }


@pytest.mark.parametrize("large", [False, True])
def test_every_game_the_dealer_may_call_shows_its_whole_line(phone, large):
    """Finding 8: with A+ on, the call buttons cut their games' lines mid-word."""
    ann = phone(large=large)
    ann.sit()
    ann.feed(
        play_state(calling=True, actor=0, players=[player(s, up=[], down=0) for s in range(4)]), call_turn()
    )
    ann.page.wait_for_selector("#decide:not([hidden])")
    buttons = ann.page.eval_on_selector_all(
        "#buttons button",
        "bs => bs.map(b => [b.scrollHeight, b.clientHeight, b.getBoundingClientRect().height,"
        " b.querySelector('small').getBoundingClientRect().bottom, b.getBoundingClientRect().bottom])",
    )
    assert len(buttons) == 4
    for scroll, client, _height, line_bottom, bottom in buttons:
        assert scroll <= client + 1 and line_bottom <= bottom, buttons  # nothing cut
    assert len({round(height) for *_, height, _, _ in buttons}) == 1, buttons  # one height for all
    ann.shot("call")


def ledger(sessions: int, large_names: bool = False) -> dict[str, Any]:
    names = ["CPU 3", "CPU 4", "Bo", "CPU 2", "CPU 5", "Ace", "Ann", "Zoë"]
    people = [name for name in names if not name.startswith("CPU")]  # placed in order: totals fall by seat
    return {
        "type": "ledger",
        "night": "2026-12-02",
        "sessions": [
            {"game": "Midnight Baseball", "started": f"2{i}:04", "pots": 8, "over": i < sessions - 1}
            for i in range(sessions)
        ],
        "lines": [
            {
                "name": name,
                "bot": name.startswith("CPU"),
                "nets": [None if (seat + i) % 3 == 0 else f"-{seat + i + 10}" for i in range(sessions)],
                "total": f"-{seat * 7 + 13}",
                "place": people.index(name) + 1 if name in people else None,
                "label": place_label(people.index(name) + 1, False) if name in people else BOT,
                "you": name == "Ann",
            }
            for seat, name in enumerate(names)
        ],
    }


@pytest.mark.parametrize(("sessions", "large"), [(4, False), (6, False), (6, True)])
def test_tonights_ledger_keeps_each_names_total_in_view_however_many_sessions(phone, sessions, large):
    """Finding 9: at 4 sessions the ledger's All column was cut, at 5 and more off the screen."""
    ann = phone(large=large)
    ann.sit()
    ann.feed(play_state(), ledger(sessions))
    ann.page.eval_on_selector(
        "#ledger", "d => { d.open = true; }"
    )  # open (it opens by itself at a session's end)
    ann.page.eval_on_selector("#ledger", "d => d.scrollIntoView()")  # under the hand: scrolled to
    box = ann.box("#ledgerbox")

    def totals_in_view() -> None:
        for cell in ann.page.eval_on_selector_all(
            "#ledgertable tr > .total",
            "cs => cs.map(c => [c.textContent, c.getBoundingClientRect().toJSON()])",
        ):
            text, rect = cell
            assert rect["x"] >= box["x"] - 1 and rect["right"] <= box["right"] + 1, (text, rect, box)
            top = ann.page.evaluate(
                "([x, y]) => document.elementFromPoint(x, y).closest('.total') !== null",
                [rect["x"] + rect["width"] / 2, rect["y"] + rect["height"] / 2],
            )
            assert top, (
                f"{text} is covered",
                ann.page.evaluate(
                    "([x, y]) => document.elementFromPoint(x, y).outerHTML.slice(0, 80)",
                    [rect["x"] + rect["width"] / 2, rect["y"] + rect["height"] / 2],
                ),
            )

    totals_in_view()
    ann.shot(f"ledger-{sessions}")
    ann.page.eval_on_selector("#ledgerbox", "b => { b.scrollLeft = b.scrollWidth; }")  # the last session
    totals_in_view()
    games = ann.box("#ledgergames")  # the sessions' games stay put under it
    assert games["x"] >= box["x"] - 1 and games["right"] <= box["right"] + 1, games
    ann.shot(f"ledger-{sessions}-scrolled")


def bet_turn() -> dict[str, Any]:
    options = [
        {"kind": "check", "amount": "0", "label": "CHECK", "detail": ""},
        {"kind": "bet", "amount": "1", "label": "BET 1", "detail": ""},
        {"kind": "fold", "amount": "0", "label": "FOLD", "detail": ""},
    ]
    return {
        "type": "your_turn",
        "seat": 0,
        "turn": 5,
        "decision": "bet",
        "card": None,
        "prompt": "CHECK OR BET",
        "options": options,
        "seconds": None,
        "away_in": 45.0,
    }


def in_view(page: Any, selector: str) -> bool:
    return page.eval_on_selector(
        selector,
        "e => { const r = e.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }",
    )


@pytest.mark.parametrize("still", [False, True])
def test_your_turn_brings_the_buttons_into_view_and_a_bar_leads_back_to_them(phone, still):
    """Finding 13: a guest scrolled down to the table's log missed their turn: nothing brought the
    buttons into view. The turn scrolls them in (at once with reduced motion), and scrolled away
    again a fixed YOUR TURN bar says so and leads back to them."""
    ann = phone()
    if still:
        ann.page.emulate_media(reduced_motion="reduce")
    ann.sit()
    log = [f"Bo checks {n}" for n in range(40)]  # a long table: the log runs far below the buttons
    ann.feed(play_state(log=log), ledger(3))
    ann.page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    assert not in_view(ann.page, "#hand")
    ann.feed(play_state(log=log, actor=0), bet_turn())
    wait_until(ann.page, lambda: in_view(ann.page, "#decide"), True, "the buttons in view", seconds=3)
    assert ann.page.is_hidden("#turnbar")  # the buttons are in view: no bar over the page
    ann.shot("turn-scrolled-in", full=False)
    ann.page.evaluate("window.scrollTo(0, document.body.scrollHeight)")  # away again, mid-turn
    ann.page.wait_for_selector("#turnbar:not([hidden])")
    assert in_view(ann.page, "#turnbar")
    assert ann.box("#top")["y"] == 0  # the bar with the room code stays at the top, however far down
    ann.shot("turn-bar", full=False)
    ann.page.click("#turnbar")
    wait_until(ann.page, lambda: in_view(ann.page, "#decide"), True, "the buttons in view", seconds=3)
    ann.page.wait_for_selector("#turnbar", state="hidden")
    ann.feed(play_state(log=log, actor=1))  # the turn is over: no bar, wherever the page is
    ann.page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    ann.page.wait_for_timeout(100)
    assert ann.page.is_hidden("#turnbar")


def test_a_game_called_for_the_dealer_stays_said_through_its_pot(phone):
    """Finding 16: the dealer's phone, whose call the away rule made, read only 'AWAY: CHECKED FOR
    YOU' (the check that followed took the call's notice's place). The notice's `called` says it is
    the call's, whatever its words (the page matched the words 'PICKED FOR YOU')."""
    ann = phone()
    ann.sit()
    calling = play_state(hand=3, calling=True, actor=0, players=[player(s, up=[], down=0) for s in range(4)])
    called = "You did not answer, so Baseball was picked for you."
    ann.feed(calling, {"type": "notice", "message": called, "called": True})
    assert ann.page.inner_text("#notice") == called
    away = [player(0, kind="away"), *[player(s) for s in (1, 2, 3)]]
    ann.feed(
        play_state(hand=3, players=away),
        {"type": "notice", "message": "You are away, so the table checked for you.", "called": False},
    )
    said = ann.page.inner_text("#notice")
    # one stop after each sentence, never two ("...for you.. Tap anywhere"), what the table did said once
    checked = "You are away, so the table checked for you. Tap anywhere when you are back."
    assert said == f"{called} \u00b7 {checked}", said
    ann.shot("called-then-checked")
    ann.feed(
        play_state(hand=4, players=away),
        {"type": "notice", "message": "You are away, so the table checked for you.", "called": False},
    )
    assert ann.page.inner_text("#notice") == checked  # the next pot's


def joins(guest: FakePhone) -> list[dict[str, Any]]:
    return [m for m in guest.sent() if m["type"] == "join"]


def test_a_fresh_browser_joins_a_full_table_to_retake_an_away_seat(phone):
    """Ben's browser closed mid-hand (BEN AWAY on the TV) and he opened a fresh one: every seat
    taken, the page greyed them all and JOIN too, under "pick a seat". The server seats him back
    under his name (seating.returning_seat): the page lets him give it, and says so."""
    guest = phone(name="ben")
    full = [player(0, kind="away"), player(1), player(2), player(3, kind="guest")]
    guest.feed({"type": "welcome", **ROOM, "protocol": 1}, PHONE_GONE, play_state(players=full))
    guest.page.wait_for_selector("#join:not([hidden])")
    assert guest.page.eval_on_selector_all("#seats button", "bs => bs.every(b => b.disabled)")
    assert guest.page.inner_text("#joinhint").startswith("Every seat is taken. Your phone dropped?")
    assert guest.page.is_enabled("#sit")
    guest.page.fill("#name", "Ann")
    guest.shot("full-with-away-seat")
    guest.page.click("#sit")
    assert [(m["name"], "seat" in m) for m in joins(guest)] == [("Ann", False)]
    # nobody away: nothing to retake, and the page says why JOIN is grey
    guest.feed(gives(None), play_state(players=[player(0), *full[1:]]))
    assert guest.page.is_disabled("#sit")
    assert guest.page.inner_text("#joinhint") == "Every seat is taken: watch, or wait for someone to leave."


def test_a_fresh_browser_joins_a_locked_room_and_the_server_says_who_may_sit(phone):
    """The lock dialog promises "Guests already seated still come back if their phone drops", yet a
    fresh browser was refused before it could give its name. JOIN is open; the server decides."""
    guest = phone(name="ben")
    seats = [player(0, kind="away"), player(1), player(2), player(3)]
    guest.feed(
        {"type": "welcome", **ROOM, "protocol": 1},
        gives(3, "CPU 4", retake=True),
        play_state(players=seats, locked=True),
    )
    guest.page.wait_for_selector("#join:not([hidden])")
    assert guest.page.is_visible("#locked")
    assert "Give the name you sat as" in guest.page.inner_text("#locked")
    assert guest.page.eval_on_selector_all("#seats button", "bs => bs.every(b => b.disabled)")
    assert guest.page.is_enabled("#sit")
    guest.page.fill("#name", "Cy")
    guest.page.click("#sit")
    assert [m["name"] for m in joins(guest)] == ["Cy"]
    said = "The room is locked: nobody new sits down until the host unlocks it. " + RETURNING
    guest.feed({"type": "error", "code": "locked", "message": said})
    # the refusal once: the page's box says it, no red banner over it saying it again (a play-test's
    # Dan read both on one screen)
    assert guest.page.is_hidden("#error"), guest.page.inner_text("#error")
    assert guest.page.is_visible("#locked") and "Give the name you sat as" in guest.page.inner_text("#locked")
    assert guest.page.is_enabled("#sit")  # Ann, typed as she sat, still may
    guest.shot("locked-refused")
