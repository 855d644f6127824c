"""Leave the seat asks, LEAVE or STAY, saying what leaving does to the guest's hand, seat and chips
(a guest play-test rated the phone 8/10 and found the leave question cryptic: "Tap again to leave"
and no word of what became of them). At 390x844 in a real browser, fed the table's messages through the
stand-in socket of test_party_phone_playtest_e2e, at both text sizes.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import bet_turn, phone, play_state, player, served  # noqa: F401

pytestmark = pytest.mark.e2e

SEAT_FREE = "Your seat: a bot plays it; JOIN sits you down again while a seat is free."
SEAT_KEPT = "Your seat: yours till another guest takes it; a bot plays it from the next hand."
# holding cards, the game's figure before the pot in play, as tonight's ledger counts it (a host
# play-test read "you leave with +6", its bets in the pot counted, over the ledger's "+7")
HELD = "Your chips this game: -½ before this pot, and this pot's result, won or lost."
ANSWERS = ["LEAVE", "STAY"]  # under what leaving does, at any moment


def lines(page, selector: str) -> list[str]:
    said: list[str] = page.eval_on_selector(selector, "e => e.innerText.split('\\n')")
    return said


@pytest.mark.parametrize("large", [False, True])
def test_the_leave_question_says_what_becomes_of_the_hand_the_seat_and_the_chips(phone, large):  # noqa: F811
    ann = phone(large)
    ann.sit()
    # -1/2 before this pot, as the table sends it, printed -½ (the page once summed net and in_pot itself)
    mine = {**play_state()["players"][0], "net": "-2", "in_pot": "3/2", "before_pot": "-1/2"}
    ann.feed(play_state(players=[mine, *(player(seat) for seat in range(1, 4))]))  # two down, Bo to act
    ann.page.click("#leave2")
    assert lines(ann.page, ".leaveask") == [
        "Leave the seat?",
        "Your hand: yours again if you are back before your turn has waited 20 seconds;"
        " after that, checked or folded for you.",
        SEAT_KEPT,
        HELD,
        *ANSWERS,
    ]
    box = ann.box(".leaveask")
    assert box["x"] + box["width"] <= 390, box
    ann.page.eval_on_selector(".leaveask", "e => e.scrollIntoView({block: 'center'})")
    ann.shot("leave-holding", full=False)
    ann.page.mouse.click(5, 5)
    # folded: no hand to lose, the seat a bot's at once, the net (here a win) the ledger's
    folded = {**mine, "in": False, "net": "7/2"}
    ann.feed(
        play_state(
            players=[folded, *(player(seat) for seat in range(1, 4))],
            you={**play_state()["you"], "in": False},
        )
    )
    ann.page.click("#leave2")
    assert lines(ann.page, ".leaveask") == [
        "Leave the seat?",
        SEAT_FREE,
        "Your chips this game: you leave with +3\u00bd; tonight's ledger keeps it under your name.",
        *ANSWERS,
    ]
    ann.page.mouse.click(5, 5)
    # her turn: LEAVE and STAY, staying keeps the turn, and leaving's lines over them
    ann.feed(play_state(actor=0, players=[mine, *(player(seat) for seat in range(1, 4))]))
    ann.page.click("#leave2")
    assert lines(ann.page, ".leaveask") == [
        "Your turn goes on if you stay.",
        "Your hand: checked or folded for you once your turn has waited 20 seconds, unless you are back.",
        SEAT_KEPT,
        HELD,
        *ANSWERS,
    ]
    for button in (".leaveask .leavego", ".leaveask .leavestay"):
        assert ann.box(button)["x"] + ann.box(button)["width"] <= 390
    ann.page.eval_on_selector(".leaveask", "e => e.scrollIntoView({block: 'center'})")
    ann.shot("leave-on-her-turn", full=False)


def test_with_the_turn_timer_on_or_off_the_hand_line_says_the_seconds_the_table_waits(phone):  # noqa: F811
    """A host play-test's timer was OFF and the question said the hand was "checked or folded for you
    once your turn's seconds run out": with no turn timer a leaver's turn waits a dropped phone's
    grace (`left_wait`, as the table sends it), with one the timer's seconds."""
    ann = phone()
    ann.sit()
    waits = ((None, 40.0, "your turn has waited 40 seconds"), (30.0, 30.0, "your turn's 30 seconds run out"))
    for timer, wait, said in waits:
        ann.feed(play_state(timer=timer, left_wait=wait))  # Bo to act: her turn to come
        ann.page.click("#leave2")
        assert lines(ann.page, ".leaveask")[1] == (
            f"Your hand: yours again if you are back before {said}; after that, checked or folded for you."
        )
        ann.page.mouse.click(5, 5)
        ann.feed(play_state(timer=timer, left_wait=wait, actor=0))  # her turn
        ann.page.click("#leave2")
        assert (
            lines(ann.page, ".leaveask")[1]
            == f"Your hand: checked or folded for you once {said}, unless you are back."
        )
        if timer is None:
            ann.page.eval_on_selector(".leaveask", "e => e.scrollIntoView({block: 'center'})")
            ann.shot("leave-on-her-turn-timer-off", full=False)
        ann.page.mouse.click(5, 5)


def test_leave_in_the_lobby_says_only_the_seat(phone):  # noqa: F811
    """Before a game is dealt there is no hand and no chips to speak of."""
    ann = phone()
    ann.sit()
    ann.feed(play_state(phase="lobby", actor=None))
    ann.page.wait_for_selector("#lobby:not([hidden])")
    ann.page.click("#leave1")
    assert lines(ann.page, ".leaveask") == ["Leave the seat?", SEAT_FREE, *ANSWERS]
