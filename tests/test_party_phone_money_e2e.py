"""The phone says every amount as the TV does (engine.money: mixed, signed_mixed): a net of 0 is
"0" on the TV's plates and standings, and read "+0" on the phone's seat rows and session card;
a session's winner is the one the table names (`session`), never worked out by the page.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from test_party_phone_playtest_e2e import ROOM, phone, play_state, player, served  # noqa: F401
from test_party_phone_reading_e2e import RESULT

from engine.money import amount_json, mixed, signed_mixed

pytestmark = pytest.mark.e2e

AMOUNTS = [Fraction(n, d) for d in (1, 2, 3, 4) for n in range(-30, 31)]


def test_the_page_words_every_amount_as_the_tv(phone):  # noqa: F811
    ann = phone()
    texts = json.dumps([amount_json(a) for a in AMOUNTS])
    said = ann.page.evaluate(
        f"{texts}.map((t) => [window.PhoneWords.fraction(t), window.PhoneWords.signed(t)])"
    )
    assert said == [[mixed(a), signed_mixed(a)] for a in AMOUNTS]


def test_an_even_seat_and_an_even_session_read_0_as_on_the_tv(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    seats = [player(0, net="0"), player(1, net="13/2"), player(2, net="-13/2"), player(3, net="0")]
    ann.feed(play_state(actor=None, hand=8, players=seats))
    nets = ann.page.eval_on_selector_all("#players .net", "els => els.map((e) => e.textContent)")
    assert nets == ["0", "+6\u00bd", "-6\u00bd", "0"], nets
    placed = [(1, "Bo", "13/2"), (0, "Ann", "0"), (2, "Cy", "-13/2")]
    standings = [
        {"seat": seat, "name": name, "net": net, "place": n, "label": label, "you": name == "Ann"}
        for n, ((seat, name, net), label) in enumerate(zip(placed, ["1ST", "2ND", "3RD"], strict=True), 1)
    ]
    session = {"game": "Baseball", "people": 3, "winners": [{"seat": 1, "name": "Bo"}], "net": "13/2"}
    ann.feed({**RESULT, "standings": standings, "session": session, "session_awards": []})
    assert ann.page.inner_text("#resulttitle") == "Bo wins Baseball \u00b7 you 2ND of 3 people, 0"
    lines = ann.page.eval_on_selector_all("#resultbody .standings li", "els => els.map((e) => e.textContent)")
    assert lines == ["1ST Bo +6\u00bd", "2ND Ann 0", "3RD Cy -6\u00bd"], lines
    ann.shot("even-session")
