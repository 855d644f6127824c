"""The guest's side of a host play-test (4562b10), at 390x844 in a real browser (Debian's chromium
under Playwright), fed the table's messages through the stand-in socket of
test_party_phone_playtest_e2e:

- taken off at a pot's result, the phone said "your hand in play is played out for you";
- the last pot's result stayed open over the top half into the next hand, and opened again at a
  reload mid-hand;
- under "BEAT ZOË: PAIR OF ACES" the line "ACES BEAT SEVENS" was about two other seats, and
  "...FROM BARTHOLOMEW F.. A STRAIGHT FLUSH..." doubled a stop, all in capitals;
- "Leave the seat", asked, kept its words while the pot it spoke of ended or was dealt;
- with A+ the ledger's folded line took two lines.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import ROOM, gives, ledger, phone, play_state, player, served  # noqa: F401
from test_party_phone_reading_e2e import RESULT

from game.party import protocol

pytestmark = pytest.mark.e2e


def test_taken_off_at_a_pots_result_the_phone_speaks_of_no_hand_in_play(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(play_state(actor=None, hand=8), RESULT, protocol.removed(0, played_out=False, between=True))
    said = ann.page.inner_text("#notice")
    ann.shot("taken-off-at-the-result", full=False)
    assert (
        said
        == "The host took you off the table: a bot plays your seat from the next deal. You can still watch."
    )


def test_left_at_a_pots_result_the_phone_speaks_of_no_hand_in_play(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(play_state(actor=None, hand=8), RESULT, {"type": "left", "seat": 0})
    kept = play_state(
        actor=None, hand=8, you=None, players=[player(0, kind="away"), *play_state()["players"][1:]]
    )
    ann.feed(gives(0, "Ann", yours=True), kept)  # hers till another guest takes it (seating.left_seat)
    ann.page.wait_for_selector("#join:not([hidden])")
    ann.shot("left-at-the-result", full=False)
    assert ann.page.inner_text("#notice") == "You left the seat: it is yours till another guest takes it."


def test_the_last_pots_result_folds_to_one_line_at_the_next_deal_and_a_reload_keeps_it_folded(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(play_state(actor=None, hand=8), RESULT)
    ann.page.wait_for_selector("#resultbody:not([hidden])")  # the pot just played: open
    ann.feed(play_state(hand=9, round=1, actor=1))  # the next pot dealt
    ann.page.wait_for_selector("#result.past")
    ann.shot("next-deal", full=False)
    assert ann.page.is_hidden("#resultbody"), "the last pot's result stayed open over the next deal"
    head = ann.box("#result")
    assert head["height"] < 60, head  # one line: "Last pot: Bo won 12 everyone else folded"
    assert ann.box("#mycards")["top"] < head["top"]  # the hand first
    # a page reloaded mid-hand: the table sends the state, then the last pot's result again
    again = phone(name="reloaded")
    again.sit()
    again.feed(play_state(hand=9, round=1, actor=1), RESULT)
    again.page.wait_for_selector("#result.past")
    again.shot("reloaded-mid-hand", full=False)
    assert again.page.is_hidden("#resultbody"), "a reload mid-hand opened the last pot's result again"
    again.page.click("#resulthead")  # a tap still opens it
    assert again.page.is_visible("#resultbody")


def no_peek(**changes) -> dict:
    """Ravi (seat 0, this phone) to turn, Zoë's aces leading after they beat Bo's sevens."""
    players = [player(0, up=["Qc"]), player(1, up=["7s", "7h"]), player(2, up=["As", "Ac"]), player(3)]
    said = {"flow": "no_peek", "actor": 0, "best": 2, "target": "BEAT ZOË: PAIR OF ACES, KICKERS J 5"}
    said = {**said, "beat": "ACES BEAT SEVENS"}
    return play_state(players=players, **{**said, **changes})


@pytest.mark.parametrize("large", [False, True])
def test_the_line_under_the_hand_to_beat_says_whose_rows_it_is_about(phone, large):  # noqa: F811
    ann = phone(large)
    ann.sit()
    ann.feed(no_peek(beat_seats=[2, 1]))
    ann.shot("beat-of-two-others", full=False)
    assert ann.page.inner_text("#beatwhy") == "Zoë took the lead from Bo. Aces beat sevens."
    box = ann.box("#tobeat")
    assert box["right"] <= 390, box
    ann.feed(no_peek(beat_seats=[2, 0]))  # Zoë's aces beat this guest's row
    assert ann.page.inner_text("#beatwhy") == "Zoë took the lead from you. Aces beat sevens."
    led = no_peek(beat_seats=[0, 1], best=0, target="YOU LEAD: PAIR OF ACES, KICKERS J 5", actor=1)
    ann.feed(led)
    assert ann.page.inner_text("#beatwhy") == "You took the lead from Bo. Aces beat sevens."
    # a beaten row with no card where it decides: plain words, one colon at most with the lead's
    # (a host play-test read "...FROM HOST: SECOND CARD: SIX AGAINST NO SECOND CARD")
    ann.feed(no_peek(beat_seats=[2, 1], beat="KICKER: JACK BEATS TEN"))
    assert ann.page.inner_text("#beatwhy").count(":") == 1
    ann.feed(no_peek(beat_seats=[2, 1], beat="SIX BEATS NO SECOND CARD"))
    ann.shot("beat-over-a-missing-card", full=False)
    assert ann.page.inner_text("#beatwhy") == "Zoë took the lead from Bo. Six beats no second card."
    # between rows named alike, the cards that decide as the cards print them (game.telling.lead_decider)
    for beat, said in (
        ("FLUSH, A-K BEATS A-Q", "Flush, A-K beats A-Q."),
        ("A-J BEATS A ALONE", "A-J beats A alone."),
    ):
        ann.feed(no_peek(beat_seats=[2, 1], beat=beat))
        assert ann.page.inner_text("#beatwhy") == f"Zoë took the lead from Bo. {said}"
    assert ann.box("#tobeat")["right"] <= 390
    # a name that ends in a stop ends the sentence with it, one stop (a host play-test's phone read
    # "...FROM BARTHOLOMEW F.. A STRAIGHT FLUSH...", in capitals)
    initial = no_peek(beat_seats=[2, 1], beat="A STRAIGHT FLUSH BEATS A FULL HOUSE")
    initial["players"][1]["name"] = "Bartholomew F."
    ann.feed(initial)
    ann.shot("beat-from-an-initial", full=False)
    said = "Zoë took the lead from Bartholomew F. A straight flush beats a full house."
    assert ann.page.inner_text("#beatwhy") == said


def test_leave_asked_says_what_leaving_does_as_the_table_moves_on(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(play_state(hand=8))  # Ann holds cards in the pot in play
    ann.page.click("#leave2")
    live = ann.page.inner_text(".leaveask")
    assert live.startswith("Leave the seat?\nYour hand: yours again"), live
    assert "undefined" not in live, live
    assert "Your chips this game: 0 before this pot" in live, live  # as the table sent
    ann.feed(play_state(hand=8), RESULT)  # pot 8 is over while the question is up
    ann.shot("leave-armed-after-the-pot", full=False)
    # no hand to lose now: the seat and the chips only
    assert [line.split(":")[0] for line in ann.page.inner_text(".leaveask").split("\n")] == [
        "Leave the seat?",
        "Your seat",
        "Your chips this game",
        "LEAVE",
        "STAY",
    ]
    ann.feed(play_state(hand=9))  # the next pot dealt, still asked
    assert ann.page.inner_text(".leaveask") == live
    ann.shot("leave-armed-next-deal", full=False)


def tied_ledger() -> dict:
    """Tonight so far: two sessions, Ann 2ND= of the 4 people with Ace, the second session
    playing."""
    night = ledger(2)
    for line in night["lines"]:
        if line["name"] in ("Ann", "Ace"):
            line["place"], line["label"], line["total"] = 2, "2ND=", "-17"
    night["sessions"][-1]["pots"] = 2  # two pots counted: the third is in play
    return night


@pytest.mark.parametrize("large", [False, True])
def test_the_ledgers_folded_line_keeps_to_one_line(phone, large):  # noqa: F811
    ann = phone(large)
    ann.sit()
    # her seat's figure for the night as a real table sends it, the ledger's total (43fdb4f0: the
    # line says the state's `tonight` whenever it has one)
    ann.feed(
        play_state(hand=3, players=[player(0, tonight="-17"), *play_state()["players"][1:]]), tied_ledger()
    )
    said = ann.page.inner_text("#ledgersum")
    # "of 4 people" where it fits on the line
    assert said == "Tonight so far: -17, 2ND= of 4 people", said
    ann.page.eval_on_selector("#ledger", "e => e.scrollIntoView()")
    ann.shot("ledger-line", full=False)
    lines = ann.page.eval_on_selector(
        "#ledgersum",
        """e => { const r = document.createRange(); r.selectNodeContents(e);
                  return r.getClientRects().length; }""",
    )
    assert lines == 1, f"the ledger's line took {lines} lines"
    size = ann.page.eval_on_selector("#ledgersum", "e => parseFloat(getComputedStyle(e).fontSize)")
    assert size >= (16 if large else 14), size  # never small print: with A+, no smaller than without
