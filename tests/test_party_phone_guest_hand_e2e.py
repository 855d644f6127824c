"""The guest's phone during a hand, against a host play-test's findings, at 390x844 in a real browser
(Debian's chromium under Playwright), fed the table's messages through the stand-in socket of
test_party_phone_playtest_e2e:

- Leave the seat, asked while the guest holds cards in a live pot, says what becomes of that hand
  (it said only "Tap again to leave", and the hand's fate after leaving): back before her turn it
  is hers again, and on her turn it is played out;
- a dealer's choice header keeps to two lines with A+, and the unseen pile stays on the phone
  (it wrapped to four lines, "Dealer's Choice: / Midnight / Baseball", and the pile ran off);
- the dealer's call shown, before the deal, is said at the top (the page showed only "Pot 0"), and
  the timer's pick for the dealer is said to the dealer as "you", with one colon;
- a session's standings mark a shared place as the TV does ("3RD="): it read "3." "3.";
- a tap while the connection is down is a calm wait, not a red error.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from test_party_phone_guest_8_e2e import TIED, TIED_SESSION
from test_party_phone_playtest_e2e import bet_turn, phone, play_state, player, served  # noqa: F401
from test_party_phone_reading_e2e import RESULT

pytestmark = pytest.mark.e2e

# on her turn, one short line, what leaving does, LEAVE and STAY (tests/test_party_phone_small_faults_e2e.py,
# tests/test_party_phone_leave_says_what_happens_e2e.py)
ON_HER_TURN = "Your turn goes on if you stay."
# back before her turn, the hand is hers again (game.party.quick_return)
LIVE = [
    "Leave the seat?",
    "Your hand: yours again if you are back before your turn has waited 20 seconds; after that, checked or folded for you.",
]


@pytest.mark.parametrize("large", [False, True])
def test_leave_asked_in_a_live_pot_says_what_becomes_of_the_hand(phone, large):  # noqa: F811
    ann = phone(large)
    ann.sit()
    ann.feed(play_state())  # Ann holds two down and two up, Bo to act
    ann.page.click("#leave2")
    assert ann.page.inner_text(".leaveask").split("\n")[:2] == LIVE
    box = ann.box(".leaveask")
    assert box["x"] + box["width"] <= 390, box  # its words wrap inside the phone
    ann.shot("leave-armed-live")
    ann.page.mouse.click(5, 400)  # not leaving after all
    assert ann.page.inner_text("#leave2") == "Leave the seat" and ann.page.is_hidden(".leaveask")
    # her turn now: the table plays it at once, and the hand to its end
    ann.feed(play_state(actor=0))
    ann.page.click("#leave2")
    asked = ann.page.inner_text(".leaveask").split("\n")
    assert asked[0] == ON_HER_TURN and asked[1].startswith("Your hand: ") and asked[-2:] == ["LEAVE", "STAY"]
    ann.page.mouse.click(5, 400)
    # folded already: nothing of the hand is the guest's to lose
    folded = play_state(you={**play_state()["you"], "in": False})
    folded["players"][0]["in"] = False
    ann.feed(folded)
    ann.page.click("#leave2")
    said = ann.page.inner_text(".leaveask").split("\n")
    assert said[0] == "Leave the seat?" and not any(line.startswith("Your hand") for line in said)


@pytest.mark.parametrize("large", [False, True])
def test_a_dealers_choice_header_keeps_to_two_lines_and_the_pile_to_the_phone(phone, large):  # noqa: F811
    ann = phone(large)
    ann.sit()
    up = ["Jc", "8s", "4s", "7s", "Th", "Js"]
    state = play_state(
        heading="Dealer's Choice: Midnight Baseball",
        game="Midnight Baseball",
        flow="no_peek",
        actor=0,
        you={"seat": 0, "hidden": [], "best": "Pair of Js", "to_call": "0", "in": True, "pile": 2},
    )
    state["players"][0] = player(0, up=up, down=2)
    ann.feed(state, {**bet_turn(), "turn": state["turn"], "seconds": 30})  # Ann's turn, on the clock
    ann.page.wait_for_selector("#decide:not([hidden])")
    lines = ann.page.eval_on_selector(
        "#game", "e => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight)"
    )
    assert lines <= 2.05, lines
    words = ann.page.eval_on_selector("#game", "e => e.scrollWidth <= e.clientWidth")
    assert words, "a word of the header runs past its box"
    header, code = ann.box("#game"), ann.box("#code")
    assert header["x"] + header["width"] <= code["x"], (header, code)
    edge = min(ann.box("#mycards")["right"], ann.box("#mine")["right"], 390)
    for card in ann.page.eval_on_selector_all(
        "#mycards .card", "cs => cs.map(c => c.getBoundingClientRect().right)"
    ):
        assert card <= edge + 0.5, (card, edge)  # the unseen pile too
    ann.shot("midnight-header-and-pile", full=False)


def test_the_dealers_call_is_said_at_the_top_until_the_deal(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    called = play_state(
        heading="Dealer's Choice: Baseball",
        game="Baseball",
        actor=None,
        pot="0",
        round=0,
        you={"seat": 0, "hidden": [], "best": None, "to_call": "0", "in": True, "pile": 0},
        log=["CPU 4 picks Baseball"],
    )
    called["players"] = [player(seat, up=[], down=0, showing="") for seat in range(4)]
    ann.feed(called)
    assert ann.page.inner_text("#who") == "CPU 4 picks Baseball. The deal is next."
    assert ann.page.inner_text("#pot") == ""  # nothing in it yet: no "Pot 0" under the call
    ann.shot("called-before-the-deal", full=False)
    # the timer's pick for a dealer: one sentence, its reason first, "you" on the dealer's own phone
    # (a host play-test's read "Baseball picked for Ann: time ran out: the deal is next")
    # (the server says the dealer's own line to their seat: "picked for you", game.party.called_game)
    for whom, said in [("Bo", "Bo"), ("you", "you")]:
        ann.feed({**called, "log": [f"Baseball picked for {whom}: time ran out"]})
        assert (
            ann.page.inner_text("#who") == f"Time ran out: Baseball was picked for {said}. The deal is next."
        )
    ann.shot("picked-for-you-before-the-deal", full=False)
    ann.feed(play_state(heading="Dealer's Choice: Baseball", game="Baseball"))  # dealt: Bo to act
    assert ann.page.inner_text("#who") == "Bo to act"


@pytest.mark.parametrize("large", [False, True])
def test_a_shared_place_in_the_standings_is_marked_as_the_tv_marks_it(phone, large):  # noqa: F811
    ann = phone(large)
    ann.sit(seat=2)
    ann.feed(play_state(actor=None, hand=8))
    ann.feed({**RESULT, "standings": TIED, "session": TIED_SESSION, "session_awards": []})
    rows = ann.page.eval_on_selector_all(".standings li", "lis => lis.map(li => li.innerText.trim())")
    assert rows == ["1ST Bo +6", "2ND Ann -1", "3RD= Zoë -2", "3RD= Max -2", "CPU 4 (bot) -1"], rows
    ann.shot("standings-tie")


def test_a_tap_while_the_table_is_not_answering_waits_calmly(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(play_state())
    ann.page.evaluate("window.socket.readyState = 0")  # reconnecting
    ann.page.click("#leave2")
    ann.page.click(".leaveask .leavego")  # sends: nobody to send it to
    assert ann.page.is_hidden("#error")
    assert ann.page.inner_text("#notice") == "Reconnecting to the table\u2026 tap again in a moment."
    colour = ann.page.eval_on_selector("#notice", "e => getComputedStyle(e).backgroundColor")
    assert colour != ann.page.eval_on_selector("#error", "e => getComputedStyle(e).backgroundColor")
    ann.shot("reconnecting", full=False)
    ann.page.evaluate("window.socket.readyState = 1; window.socket.onopen()")
    assert ann.page.is_hidden("#notice")
