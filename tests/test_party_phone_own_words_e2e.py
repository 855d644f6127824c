"""A guest's own phone from a host play-test's shots (guest 8): the AWAY notice goes at the first
tap, which tells the table at once; no empty line or box heads the page between pots or after a
reload; her own seat, played for her, is never her name in the third person; and the longest name
is the table's, from `welcome`. Fed through the stand-in socket, in Chromium at a phone's size.

Run with `python -m pytest -m e2e tests/test_party_phone_own_words_e2e.py`."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import ROOM, phone, play_state, player, served  # noqa: F401

pytestmark = pytest.mark.e2e


def test_the_away_notice_goes_at_the_first_tap_which_asks_for_the_seat_back(phone):  # noqa: F811
    """A play-test's guest tapped once and still read 'Tap anywhere when you are back': the state
    saying she is back follows the TV, which was showing the pot's end."""
    ann = phone()
    ann.sit()
    players = [player(0, kind="away", away="away"), *(player(seat) for seat in range(1, 4))]
    ann.feed(play_state(players=players))
    assert ann.page.inner_text("#notice").endswith("Tap anywhere when you are back.")
    ann.page.touchscreen.tap(200, 600)  # once; the table has said nothing since
    assert ann.page.is_hidden("#notice")
    assert {"type": "resume", "token": "t" * 32} in ann.sent()
    ann.shot("away-tapped")


def test_no_empty_line_heads_the_page_between_pots_or_after_a_reload(phone):  # noqa: F811
    """Nobody to act (a pot's end, a reload there): the page began with an empty status line, and
    with no cards of yours an empty line of hand words under it too (a play-test's blank gap)."""
    ann = phone()
    ann.sit()
    ann.feed(play_state(actor=None))  # your cards up, nobody to act
    play, cards = ann.box("#play"), ann.box("#mycards")
    assert ann.page.is_hidden("#status")
    assert cards["top"] - play["top"] < 12
    no_cards = {"seat": 0, "hidden": [], "best": None, "to_call": "0", "in": True, "pile": 0}
    ann.feed(
        play_state(actor=None, pot="0", players=[player(s, up=[], down=0) for s in range(4)], you=no_cards)
    )
    assert ann.page.is_hidden("#mycards") and ann.page.is_hidden("#best")
    assert ann.box("#hand")["height"] == 0  # the table's pot line heads the page
    ann.shot("between-pots")
    ann.feed(play_state())  # Bo to act: the line is back
    assert ann.page.inner_text("#who") == "Bo to act" and ann.page.is_visible("#best")


def test_your_seat_played_for_you_is_your_seat_not_your_name(phone):  # noqa: F811
    """Back from a fresh browser mid-hand, the away rule plays her seat out: her phone read
    'Maximiliana Bell to act' over 'Welcome back'."""
    ann = phone()
    ann.sit(waiting=True)
    ann.feed(play_state(actor=0, you={"seat": 0, "waiting": True}))
    assert ann.page.inner_text("#who") == "Your seat to act"
    ann.feed(play_state(actor=0, calling=True, you={"seat": 0, "waiting": True}))
    assert ann.page.inner_text("#who") == "Your seat picks the game"
    ann.feed(play_state(actor=1, you={"seat": 0, "waiting": True}))
    assert ann.page.inner_text("#who") == "Bo to act"


def test_the_longest_name_is_the_tables_from_welcome(phone):  # noqa: F811
    """The page wrote 16 in itself: it says the limit the table sends (`welcome` max_name)."""
    ann = phone(query="")
    ann.feed({"type": "welcome", **ROOM, "protocol": 1, "letters": [[32, 126]], "max_name": 10})
    ann.feed(play_state(you=None))
    ann.page.wait_for_selector("#join:not([hidden])")
    ann.page.fill("#name", "Maximiliana")
    assert ann.page.inner_text("#namelong") == "Names are at most 10 characters: this one has 11."
    assert ann.page.is_disabled("#sit")
    ann.page.fill("#name", "Maximilian")
    assert ann.page.is_hidden("#namelong")
