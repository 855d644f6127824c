"""The page that offers a guest the seat they left is one question and one button: a guest
play-test found it cluttered (the room code and name boxes, a paragraph, every seat and JOIN, for
one choice). It asks "Take your seat back?", the notice's one line says what became of the seat,
TAKE MY SEAT BACK is the button, and "Pick another seat" and "Just watch" are small under it. At
390x844 in a real browser, fed the table's messages through the stand-in socket of
test_party_phone_playtest_e2e.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import ROOM, gives, phone, play_state, served  # noqa: F401 (fixtures)

pytestmark = pytest.mark.e2e

# what the sit-down page shows, each thing a guest could read or tap
SHOWN = [
    "#joinhead",
    "#room",
    "#name",
    "#namelong",
    "#namecut",
    "#joinhint",
    "#locked",
    "#seats",
    "#sit",
    "#otherseat",
]
SHOWN += ["#watchlink"]


def shown(page) -> list[str]:
    return [selector for selector in SHOWN if page.is_visible(selector)]


def left_holding(ann, locked: bool, typed: bool = False) -> None:
    """Ann left seat 0 during the hand in play: the seat is kept for her till it ends. `typed`: she
    typed her name with an emoji in it and sat as Ann (the TV's letters said, as a table's are)."""
    if typed:
        ann.feed({"type": "welcome", **ROOM, "protocol": 1, "letters": [[32, 0x24F]], "max_name": 16})
        ann.feed(play_state(you=None))  # the sit-down page
        ann.page.fill("#name", "Ann \U0001f3b2")
        assert ann.page.inner_text("#namelong") == "Names can't carry emoji: you sit as Ann."  # said as typed
        ann.feed({"type": "joined", "seat": 0, "token": "t" * 32, "name": "Ann", "waiting": False})
    else:
        ann.sit()
    ann.feed(play_state(locked=locked))
    ann.feed({"type": "left", "seat": 0})
    ann.feed({**gives(0, yours=True, left=True), "now": ""}, play_state(locked=locked, you=None))
    ann.page.wait_for_selector("#join:not([hidden])")


@pytest.mark.parametrize("large", [False, True])
def test_the_seat_left_is_offered_back_as_one_question_and_one_button(phone, large):  # noqa: F811
    ann = phone(large)
    left_holding(ann, locked=False)
    assert ann.page.inner_text("#joinhead") == "Take your seat back?"
    assert shown(ann.page) == ["#joinhead", "#sit", "#otherseat", "#watchlink"]
    assert ann.page.inner_text("#sit") == "TAKE MY SEAT BACK" and ann.page.is_enabled("#sit")
    assert ann.page.inner_text("#notice").startswith("You left the seat: ")  # what became of it, one line
    sit, other = ann.box("#sit"), ann.box("#otherseat")
    assert sit["height"] > other["height"] and sit["width"] > other["width"]  # the one obvious button
    assert sit["y"] + sit["height"] <= 844  # in view without scrolling
    ann.shot("take-your-seat-back", full=False)
    # the other way: every seat to pick, as before
    ann.page.click("#otherseat")
    assert ann.page.inner_text("#joinhead") == "Sit down"
    assert ann.page.is_visible("#seats") and ann.page.is_visible("#name")
    assert ann.page.inner_text("#sit") == "JOIN"
    ann.page.click("#sit")
    assert [m for m in ann.sent() if m.get("type") == "join"], ann.sent()


def test_a_locked_room_offers_the_seat_back_without_the_locks_paragraph(phone):  # noqa: F811
    ann = phone()
    left_holding(ann, locked=True)
    assert ann.page.inner_text("#joinhead") == "Take your seat back?"
    # no other seat to pick in a locked room: the question, its button and Just watch
    assert shown(ann.page) == ["#joinhead", "#sit", "#watchlink"]
    assert ann.page.inner_text("#sit") == "TAKE MY SEAT BACK"
    assert ann.page.inner_text("#notice") == "You left the seat: it is yours till another guest takes it."
    ann.shot("take-your-seat-back-locked", full=False)


def test_the_seat_back_asks_nothing_of_a_name_typed_with_an_emoji(phone):  # noqa: F811
    """A guest play-test's take-back page said "Names can't carry emoji: you sit as Jo." again, with a
    'Use "Jo"' button over TAKE MY SEAT BACK: the name is said where it is typed, not here."""
    ann = phone()
    left_holding(ann, locked=False, typed=True)
    assert ann.page.inner_text("#joinhead") == "Take your seat back?"
    assert shown(ann.page) == ["#joinhead", "#sit", "#otherseat", "#watchlink"]
    ann.shot("take-your-seat-back-emoji", full=False)
    ann.page.click("#otherseat")  # picking another seat, the name box is back, and its line with it
    assert ann.page.is_visible("#name") and ann.page.is_visible("#namelong")
