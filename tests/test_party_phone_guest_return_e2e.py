"""The guest's phone pages against a guest play-test's findings (session 16): the lobby's words for
the seats bots play, a seat left and sat down in again, the next party, the ledger beside the
table, and a turn's cards and buttons in one screen. The table is fed through the stand-in socket
of test_party_phone_playtest_e2e, at 390x844.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import (  # noqa: F401
    ROOM,
    bet_turn,
    gives,
    in_view,
    ledger,
    phone,
    play_state,
    player,
    served,
)
from test_party_phone_reading_e2e import RESULT, lobby

from game.party.guest_messages import RETURNING

pytestmark = pytest.mark.e2e

GUEST = {"kind": "guest"}


def test_the_lobby_says_how_many_seats_the_bots_play(phone):  # noqa: F811
    """The lobby said 'Bots play the free seats' with every seat taken by a guest."""
    ann = phone()
    ann.sit()
    full = [{**p, **GUEST} for p in lobby()["players"]]
    ann.feed(lobby(players=full))
    assert ann.page.inner_text("#wait") == "Waiting for Bo, or the host at the TV, to start the game."
    ann.feed(lobby(players=full, captain=0))
    assert ann.page.inner_text("#wait") == "Every seat is taken: start when you are ready."
    free = [full[0], *({**p, "kind": "free"} for p in full[1:])]
    ann.feed(lobby(players=free, captain=0))
    assert ann.page.inner_text("#wait") == "Start when everyone is seated. Bots play the 2\u00a0free seats."
    ann.shot("lobby-two-free-seats")


def seats(page) -> list[tuple[str, bool, bool]]:
    """Each seat button's words, whether it may be tapped, and whether it is the one chosen."""
    found = page.eval_on_selector_all(
        "#seats button", "bs => bs.map(b => [b.textContent, !b.disabled, b.classList.contains('chosen')])"
    )
    return [tuple(button) for button in found]


ANNS = gives(0, "Ann", yours=True)  # her seat, kept for her while the hand she left is played out
BOTS = gives(0, "CPU 1")  # the hand over: seat 1 is its bot's


def held_by_ann() -> dict:
    """The hand in play, Ann's seat AWAY under her name (played out for her), every other seat a guest's."""
    players = [player(0, kind="away"), player(1), player(2), player(3, kind="guest", name="Dan")]
    return play_state(players=players, you=None)


def test_a_guest_who_left_mid_hand_reads_one_message_and_may_sit_down_in_their_own_seat(phone):  # noqa: F811
    """After "Leave the seat" the page said "Sit down again any time" above "Every seat is taken.
    Your phone dropped?", the guest's own seat (kept for them until the hand is played out) grey."""
    ann = phone()
    ann.sit()
    ann.feed(play_state(), {"type": "left", "seat": 0}, ANNS, held_by_ann())
    ann.page.wait_for_selector("#join:not([hidden])")
    said, hint = ann.page.inner_text("#notice"), ann.page.inner_text("#joinhint")
    assert said == "You left the seat: your hand waits till your turn."
    assert hint == "Tap TAKE MY SEAT BACK to sit down in your seat again."  # the button's words
    assert ann.page.inner_text("#sit") == "TAKE MY SEAT BACK"
    assert seats(ann.page) == [
        ("Ann: yours", True, True),
        ("Bo", False, False),
        ("Zoë", False, False),
        ("Dan", False, False),
    ]
    ann.shot("left-mid-hand")
    ann.page.click("#sit")  # no seat named: the table seats her in the seat kept under her name
    assert [m for m in ann.sent() if m["type"] == "join"][-1] == {
        "type": "join",
        "room": "ABCD",
        "name": "Ann",
        "device": ann.page.evaluate("localStorage.getItem('bbp-device')"),
    }
    # the hand over, the seat is its bot's: sitting down again is open to her as to anyone
    ann.feed(
        BOTS,
        play_state(players=[player(0, kind="bot", name="CPU 1"), *held_by_ann()["players"][1:]], you=None),
    )
    assert ann.page.inner_text("#notice") == "You left the seat: a bot plays it now."
    assert seats(ann.page)[0] == ("Seat 1", True, False)


REMOVED = {
    "type": "removed",
    "seat": 0,
    "message": "your hand in play is played out for you (check, else fold), then a bot plays your seat",
}
READMITTED = {"type": "readmitted", "message": "the host let you back in: tap JOIN to sit down"}


def let_back_in(ann, state: dict, given: dict) -> tuple[str, list[tuple[str, bool, bool]]]:
    """Ann taken off mid-hand, the table at `state` when the host lets her back in, JOIN giving her
    `given`: the one line she reads (the join page's hint hidden under it) and the seat chips."""
    ann.feed(play_state(), REMOVED, ANNS, held_by_ann(), READMITTED, given, state)
    ann.page.wait_for_selector("#join:not([hidden])")
    assert ann.page.is_hidden("#joinhint")
    return ann.page.inner_text("#notice"), seats(ann.page)


def test_a_guest_let_back_in_mid_hand_is_offered_their_own_seat(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    said, chips = let_back_in(ann, held_by_ann(), ANNS)
    assert said == "The host let you back in: tap TAKE MY SEAT BACK to sit down in your seat again."
    assert chips[0] == ("Ann: yours", True, True) and ann.page.inner_text("#sit") == "TAKE MY SEAT BACK"
    ann.shot("let-back-in-mid-hand")


def test_let_back_in_the_button_says_what_it_does_and_the_line_says_the_button(phone):  # noqa: F811
    """Host play-test: "The host let you back in: tap JOIN" over a button reading TAKE MY SEAT BACK.
    Her own seat offered, the button says TAKE MY SEAT BACK and the line says to tap it; another
    seat picked, the button is JOIN (it sits her there) and the line says JOIN."""
    ann = phone()
    ann.sit()
    players = [
        player(0, kind="away"),
        player(1, kind="bot", name="CPU 2"),
        player(2),
        player(3, kind="guest", name="Dan"),
    ]
    said, _ = let_back_in(ann, play_state(players=players, you=None), ANNS)
    assert (
        said
        == "The host let you back in: tap TAKE MY SEAT BACK to sit down in your seat again, or pick another."
    )
    assert ann.page.inner_text("#sit") == "TAKE MY SEAT BACK"
    ann.page.click("#seats button:has-text('Seat 2')")
    assert ann.page.inner_text("#sit") == "JOIN"
    assert ann.page.inner_text("#notice") == (
        "The host let you back in: tap JOIN to sit down in seat 2, its bot's till now (you play from the next deal)."
    )
    ann.shot("let-back-in-another-seat")
    ann.page.click("#sit")
    assert [m for m in ann.sent() if m["type"] == "join"][-1]["seat"] == 1


def after_the_hand(locked: bool) -> dict:
    """The hand Ann was taken off in is over: her seat is its bot's, every other seat a guest's."""
    players = [player(0, kind="bot", name="CPU 1"), *held_by_ann()["players"][1:]]
    return play_state(players=players, you=None, hand=3, locked=locked)


@pytest.mark.parametrize("locked", [False, True])
def test_a_guest_let_back_in_after_the_hand_reads_the_seat_join_gives_them(phone, locked):  # noqa: F811
    """Host play-test: "The host let you back in: tap JOIN" over "Every seat is taken. Your phone
    dropped?", every chip grey. The line names the bot's seat JOIN gives, its chip marked; a locked
    room passes her."""
    ann = phone(name="ann-locked" if locked else "ann")
    ann.sit()
    said, chips = let_back_in(ann, after_the_hand(locked), BOTS)
    assert said == (
        "The host let you back in: tap JOIN to sit down in seat 1, its bot's till now"
        " (you play from the next deal)." + (" The room is locked, but not to you." if locked else "")
    )
    assert chips[0] == ("Seat 1", True, True) and not any(chip[1] for chip in chips[1:])
    assert ann.page.inner_text("#sit") == "JOIN"  # (the seat a bot's now: anyone's to sit in)
    assert ann.page.is_hidden("#locked") and ann.page.is_enabled("#sit")
    ann.shot("let-back-in-after-the-hand")


def test_a_fresh_page_let_back_in_is_offered_the_seat_kept_under_the_name_it_typed(phone):  # noqa: F811
    """The host play-test's phone had dropped: its fresh page (no name kept) typed "Ann", was told
    she is taken off, then let back in: her seat, still AWAY under her name, is hers."""
    ann = phone(query="?room=ABCD")
    ann.feed({"type": "welcome", **ROOM, "protocol": 1}, held_by_ann())
    ann.page.wait_for_selector("#join:not([hidden])")
    ann.page.fill("#name", "Ann")
    ann.feed(
        {"type": "error", "code": "removed", "message": "The host has taken you off the table: ask the host."}
    )
    ann.feed(READMITTED, ANNS, {**held_by_ann(), "locked": True})
    assert ann.page.inner_text("#notice") == (
        "The host let you back in: tap TAKE MY SEAT BACK to sit down in your seat again."
        " The room is locked, but not to you."
    )
    assert ann.page.inner_text("#sit") == "TAKE MY SEAT BACK"
    assert seats(ann.page)[0] == ("Ann: yours", True, True)
    ann.shot("fresh-page-let-back-in")


def test_let_back_in_with_every_seat_taken_says_so_once(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    full = [player(0, kind="guest", name="Eve"), *held_by_ann()["players"][1:]]
    said, chips = let_back_in(ann, play_state(players=full, you=None, hand=3), gives(None))
    assert said == "The host let you back in, but every seat is taken: watch, or wait for someone to leave."
    assert not any(chip[1] or chip[2] for chip in chips)


def check_or_bet(fold: bool = False) -> dict:
    turn = bet_turn()
    turn["options"] = [o for o in turn["options"] if fold or o["kind"] != "fold"]
    return turn


@pytest.mark.parametrize("large", [False, True])
def test_a_turn_with_no_fold_has_no_empty_rows_under_its_buttons(phone, large):  # noqa: F811
    """CHECK and BET over two empty rows (the places of a special decision and of FOLD) pushed the
    table below a 390x844 screen. The rows under the lowest button fold away; every button keeps
    its place, FOLD at the foot when there is one."""
    ann = phone(large=large)
    ann.sit()
    ann.feed(
        play_state(actor=0, house=["Nines are wild", "A four up buys a card for 1"]), check_or_bet(fold=True)
    )
    ann.page.wait_for_selector("#decide:not([hidden])")
    check, fold = ann.box("#buttons .passive"), ann.box("#buttons .fold")
    ann.feed(check_or_bet())
    assert ann.box("#buttons .passive") == check  # CHECK where it was
    buttons, table = ann.box("#buttons"), ann.box("#side")
    assert buttons["bottom"] < fold["y"]  # where FOLD was is no button's now
    assert table["y"] - buttons["bottom"] < 30, (buttons, table)  # no tall gap under the buttons
    assert in_view(ann.page, "#mycards") and in_view(ann.page, "#buttons")
    assert ann.box("#players li")["y"] < ann.page.evaluate("innerHeight")  # the table starts on the screen
    ann.shot("check-or-bet", full=False)


def test_the_ledgers_line_says_when_the_pot_in_play_is_not_in_it_yet(phone):  # noqa: F811
    """The ledger said "-4" beside the table's "-5": the table counts the pot in play (its ante is
    in), the ledger only pots played out. While a pot is in play that is not in the ledger, its
    line says so."""
    ann = phone()
    ann.sit()
    # her seat's night figure as a real table sends it, the ledger's (the page says the state's `tonight`)
    mine = [player(0, tonight="-55"), *play_state()["players"][1:]]
    ann.feed(
        ledger(2), play_state(players=mine, hand=9)
    )  # the session in play has 8 pots in the ledger: the 9th is dealt
    assert ann.page.inner_text("#ledgersum") == "Tonight so far: -55, 3RD of 4 people"
    # folded, it says why in the TV ledger's words (a host play-test read "-2" beside the plate's -3)
    assert ann.page.is_visible("#ledgerpot")
    assert ann.page.inner_text("#ledgerpot") == "Pot in play: its antes and bets count when it is won."
    ann.page.eval_on_selector("#ledger", "d => d.scrollIntoView({ block: 'end' })")
    ann.shot("ledger-folded-before-this-pot", full=False)
    ann.page.click("#ledgersum")  # and open
    assert ann.page.is_visible("#ledgerpot")
    ann.shot("ledger-before-this-pot", full=False)
    ann.feed(play_state(players=mine, hand=8, actor=None))  # the 8th pot's end, in the ledger: the two agree
    assert ann.page.inner_text("#ledgersum") == "Tonight: -55, 3RD of 4 people"
    assert not ann.page.is_visible("#ledgerpot")
    # the 9th pot dealt while nobody acts (the deal going round, the party paused): not in it either
    ann.feed(play_state(players=mine, hand=9, actor=None, paused=True))
    assert ann.page.inner_text("#ledgersum") == "Tonight so far: -55, 3RD of 4 people"
    # the session's last pot over, its result shown: in the ledger, whose last session is over
    over = ledger(2)
    over["sessions"][-1]["over"] = True
    ann.feed(over, {**RESULT, "hand": 8}, play_state(players=mine, hand=8, actor=None))
    assert ann.page.inner_text("#ledgersum") == "Tonight: -55, 3RD of 4 people"
    ann.feed(
        play_state(players=mine, hand=1, session=2)
    )  # the next session's first pot: none of it in the ledger
    assert ann.page.inner_text("#ledgersum") == "Tonight so far: -55, 3RD of 4 people"


def test_back_at_a_pots_result_the_phone_speaks_of_no_hand_in_play(phone):  # noqa: F811
    """A guest who left at a pot's result and sat down again read "Welcome back. The hand in play is
    played out for you" under that result: between pots there is no hand in play."""
    ann = phone()
    ann.sit(waiting=True)
    waiting = {"seat": 0, "waiting": True}
    ann.feed(play_state(you=waiting))  # during the pot: played out for her
    assert ann.page.inner_text("#waiting").startswith("Welcome back. The hand in play is played out for you")
    ann.feed({**RESULT, "hand": 2}, play_state(you=waiting, actor=None))  # its result shown
    assert ann.page.inner_text("#waiting") == "Welcome back: your cards come with the next deal."
    ann.shot("back-at-a-result")


def test_a_fresh_browser_at_a_table_with_a_seat_away_and_one_free_reads_how_to_take_it_back(phone):  # noqa: F811
    """Ann's phone died mid-hand; from a fresh browser the page said only "pick a seat", though her
    seat (AWAY) is hers again under her name."""
    guest = phone(name="fresh", query="?room=ABCD")
    players = [player(0, kind="away"), player(1), player(2), player(3)]  # CPU 4's seat is a bot's
    given = gives(3, "CPU 4", retake=True)  # the table's word: Ann's phone is gone
    guest.feed({"type": "welcome", **ROOM, "protocol": 1}, given, play_state(players=players, you=None))
    guest.page.wait_for_selector("#join:not([hidden])")
    assert guest.page.inner_text("#joinhint") == (
        "Hand 2 of Baseball is being played: pick a seat, and you play from the next deal. " + RETURNING
    )


def test_leaving_during_a_pot_says_the_seat_is_kept_before_the_table_says_it(phone):  # noqa: F811
    """Beside the TV the page said "a bot plays it now" for a moment after leaving mid-hand, until
    the state with the seat AWAY came: leaving while the TV shows a pot in play keeps the seat."""
    ann = phone()
    ann.sit()
    ann.feed(play_state(), {"type": "left", "seat": 0})
    said = ann.page.inner_text("#notice")
    assert said == "You left the seat: your hand waits till your turn."
