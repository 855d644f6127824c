"""A guest play-test's phones at 390x844, met by feeding the page the table's messages
(tests/test_party_phone_playtest_e2e.py's stand-in socket): a 16-letter name, the longest the table
takes, read "Maximiliana B…" in every row and in a ledger using half the screen, and spilled over
the edge of its seat button; "Session over: you finished 2nd, -12" sat over a bot's +19.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import ROOM, phone, play_state, player, served  # noqa: F401
from test_party_phone_reading_e2e import RESULT

pytestmark = pytest.mark.e2e

LONG = "Maximiliana Bell"  # 16 letters: game.party.protocol.MAX_NAME


def whole(page, selector: str) -> list[bool]:
    """Each element's text shown whole: not cut, not spilling out of it."""
    return page.eval_on_selector_all(selector, "es => es.map(e => e.scrollWidth <= e.clientWidth)")


@pytest.mark.parametrize("large", [False, True])
def test_a_sixteen_letter_name_is_whole_in_the_rows_the_ledger_and_its_seat(phone, large):  # noqa: F811
    ann = phone(large=large)
    ann.sit()
    seats = [player(0, name=LONG), player(1), player(2), player(3)]
    ann.feed(play_state(players=seats, actor=None))
    assert ann.page.inner_text("#players .pname >> nth=0") == LONG + " (you)"
    assert whole(ann.page, "#players .pname") == [True] * 4
    ann.feed(
        {
            "type": "ledger",
            "sessions": [{"game": "Baseball", "started": "17:07", "pots": 8, "over": True}],
            "lines": [
                {
                    "name": "Bo",
                    "total": "16",
                    "nets": ["16"],
                    "place": 1,
                    "label": "1ST",
                    "you": False,
                    "bot": False,
                },
                {
                    "name": LONG,
                    "total": "-12",
                    "nets": ["-12"],
                    "place": 2,
                    "label": "2ND",
                    "you": True,
                    "bot": False,
                },
                {
                    "name": "CPU 4",
                    "total": "19",
                    "nets": ["19"],
                    "place": None,
                    "label": "BOT",
                    "you": False,
                    "bot": True,
                },
            ],
        }
    )
    ann.page.click("#ledgersum")
    assert whole(ann.page, "#ledgertable .who .name") == [True] * 3
    ann.shot("rows-and-ledger")
    # a new phone's sit-down page: the seat button holds the name inside its edges
    guest = phone(large=large, name="dan")
    guest.feed({"type": "welcome", **ROOM, "protocol": 1}, play_state(players=seats, you=None))
    guest.page.wait_for_selector("#join:not([hidden])")
    spill = guest.page.eval_on_selector(
        "#seats button",
        """b => { const r = document.createRange(); r.selectNodeContents(b); const t = r.getBoundingClientRect(),
                 o = b.getBoundingClientRect(), left = parseFloat(getComputedStyle(b).borderLeftWidth);
                 return [t.left >= o.left + left, t.right <= o.right, b.scrollWidth <= b.clientWidth]; }""",
    )
    assert spill == [True, True, True], spill
    # read at 14px or more, on two lines, a line a word: a play-test read it at 12px
    size, lines = guest.page.eval_on_selector(
        "#seats button",
        """b => { const r = document.createRange(); r.selectNodeContents(b);
                 const tops = new Set([...r.getClientRects()].map((x) => Math.round(x.top)));
                 return [parseFloat(getComputedStyle(b).fontSize), tops.size]; }""",
    )
    assert size >= 14 and lines == 2, (size, lines)
    guest.shot("seat-button")


def test_the_session_title_says_the_bots_are_not_ranked(phone):  # noqa: F811
    """The people are ranked among themselves: CPU 4 above them wins the game, Ann 2ND of 3 people;
    a lone person is not placed at all."""
    ann = phone()
    ann.sit()
    ann.feed(play_state(actor=None, hand=8))
    standings = [
        {"seat": 3, "name": "CPU 4", "net": "19", "place": None, "label": "", "you": False},
        {"seat": 1, "name": "Bo", "net": "16", "place": 1, "label": "1ST", "you": False},
        {"seat": 0, "name": "Ann", "net": "-12", "place": 2, "label": "2ND", "you": True},
        {"seat": 2, "name": "Zoë", "net": "-23", "place": 3, "label": "3RD", "you": False},
    ]
    session = {"game": "Baseball", "people": 3, "winners": [{"seat": 3, "name": "CPU 4"}], "net": "19"}
    ann.feed({**RESULT, "standings": standings, "session": session, "session_awards": []})
    assert ann.page.inner_text("#resulttitle") == "CPU 4 wins Baseball \u00b7 you 2ND of 3 people, -12"
    ann.shot("session-over")
    alone = [standings[0], {"seat": 0, "name": "Ann", "net": "-19", "place": 1, "label": "1ST", "you": True}]
    session = {**session, "people": 1}
    ann.feed({**RESULT, "standings": alone, "session": session, "session_awards": []})
    assert ann.page.inner_text("#resulttitle") == "CPU 4 wins Baseball \u00b7 you -19"


def test_a_locked_room_offers_a_seated_guest_on_a_new_phone_their_seat_code(phone):  # noqa: F811
    """The locked page hid the name and seat code boxes: a guest seated on another phone (still on,
    so the seat is not AWAY) could not type the code the page had told them to keep. Now it takes it,
    with their name, while a newcomer still has no JOIN to tap."""
    guest = phone(name="new-phone", query="?room=ABCD")
    guest.feed({"type": "welcome", **ROOM, "protocol": 1}, play_state(locked=True, you=None))
    guest.page.wait_for_selector("#join:not([hidden])")
    assert guest.page.is_visible("#seatcode") and guest.page.is_visible("#name")
    assert "seat code your old phone shows" in guest.page.inner_text("#locked")
    assert guest.page.inner_text("#sit") == "TAKE MY SEAT BACK" and guest.page.is_disabled("#sit")
    guest.page.fill("#name", "Ann")
    guest.page.fill("#seatcode", "kwt")
    assert guest.page.is_disabled("#sit")  # a newcomer, or three letters: nothing to send
    guest.page.type("#seatcode", "f")
    guest.shot("locked-seat-code")
    guest.page.click("#sit")
    join = [m for m in guest.sent() if m["type"] == "join"][-1]
    assert (join["name"], join["code"]) == ("Ann", "KWTF"), join
    # refused (that seat's phone still on): the table's refusal is said, not swallowed by the lock line
    guest.feed({"type": "error", "code": "locked", "message": "The room is locked"})
    assert guest.page.is_visible("#error")


@pytest.mark.parametrize("large", [False, True])
def test_a_bonus_card_is_marked_plus_as_the_tv_marks_it(phone, large):  # noqa: F811
    """The TV frames a card a four earned in orange with a "+" tag; the phone showed it bare."""
    ann = phone(large=large)
    ann.sit()
    seats = [player(0, up=["4h", "Td"], bonus=["Td"]), player(1, bonus=[]), player(2), player(3)]
    ann.feed(play_state(players=seats, actor=None))
    mark = "e => [e.classList.contains('bonus'), getComputedStyle(e, '::after').content]"
    mine = ann.page.eval_on_selector_all("#mycards > .card", f"es => es.map({mark})")
    assert mine == [[False, "none"], [True, '"+"']], mine
    row = ann.page.eval_on_selector_all("#players li:first-child .cards .card", f"es => es.map({mark})")
    assert row == mine
    others = ann.page.eval_on_selector_all("#players li:not(:first-child) .card", f"es => es.map({mark})")
    assert others and all(m == [False, "none"] for m in others), others
    tag = ann.page.eval_on_selector(
        "#mycards .card.bonus",
        """c => { const r = c.getBoundingClientRect(), s = getComputedStyle(c, '::after');
                 return [s.position, s.backgroundColor, parseFloat(s.width) < r.width / 2]; }""",
    )
    assert tag == ["absolute", "rgb(240, 130, 40)", True], tag  # palette.ORANGE, in a corner
    ann.shot("bonus-card")
