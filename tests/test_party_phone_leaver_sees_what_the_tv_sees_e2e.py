"""A guest who tapped "Leave the seat" mid-pot and keeps the page open, in Chromium at 390x844: their
hand folded for them, the ledger's line counts what they put in as the TV's seat does (a host
play-test's TV said "SAM -5 LEFT", his phone "Tonight so far: -3 ... it counts here when the pot is
won"), and JOIN THE NEXT PARTY seats them as it seats the others (the same guest got the sit-down
page, the ROOM CODE box empty).

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from browser_support import join_page, leave_seat, phone_at_host
from test_party_phone_next_party_e2e import the_next_party_opening
from test_party_phone_playtest_e2e import gives, ledger, phone, play_state, player, served  # noqa: F401

pytestmark = pytest.mark.e2e


def hers(**changes) -> list[dict]:
    """The table's players, Ann's seat (0) with `changes`: she has 5/2 in the pot in play, her
    seat's net tonight the ledger's -55 with those counted out."""
    return [
        player(0, in_pot="5/2", **{"tonight": "-115/2", **changes}),
        *(player(seat) for seat in range(1, 4)),
    ]


# her seat once she left it (or was taken off), its hand played out for her: AWAY under her name,
# as seat_plates says it to the TV and every phone
LEFT = {"kind": "away"}


# her hand folded: her seat's net tonight as the table sends it, the ledger's -55 with her 5/2 lost
# (the page prints it: it once took her in_pot off the ledger's total itself)
FOLDED = {"in": False, "tonight": "-115/2"}


def test_a_hand_folded_after_its_guest_left_counts_what_she_put_in_as_the_tv_does(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(ledger(2), play_state(hand=9, players=hers()))  # Ann's line: -55 as of the 8th pot
    assert (
        ann.page.inner_text("#ledgerpot")
        == "You have 2\u00bd in the pot in play, counted out as on the TV until the pot is won."
    )
    ann.feed(
        {"type": "left", "seat": 0},
        gives(0, yours=True, left=True),
        play_state(hand=9, you=None, players=hers(**LEFT)),
    )
    ann.page.wait_for_selector("#join:not([hidden])")
    # her hand still plays (the away rule has not moved for it): the ledger's line says what it counts
    assert ann.page.inner_text("#notice") == "You left the seat: your hand waits till your turn."
    assert ann.page.inner_text("#ledgersum") == "Tonight: -57\u00bd (2\u00bd in pot), 3RD of 4 people"
    assert (
        ann.page.inner_text("#ledgerpot")
        == "You have 2\u00bd in the pot in play, counted out as on the TV until the pot is won."
    )
    # folded for her (the TV greys her cards, her seat's net counting what she put in)
    folded = play_state(hand=9, you=None, players=hers(**LEFT, **FOLDED, net="-115/2"))
    ann.feed(gives(0, yours=True, left=True), folded)
    assert (
        ann.page.inner_text("#ledgerpot")
        == "Your hand was folded when you left: the 2\u00bd you put in stay in the pot."
    )
    assert ann.page.inner_text("#ledgersum") == "Tonight: -57\u00bd, 3RD of 4 people"
    # no hand waits for her now (the notice said "your hand waits till your turn" over it)
    assert ann.page.inner_text("#notice") == "You left the seat: it is yours till another guest takes it."
    ann.page.eval_on_selector("#ledger", "d => d.scrollIntoView({ block: 'end' })")
    ann.shot("left-hand-folded", full=False)
    ann.feed(
        play_state(hand=8, you=None, actor=None)
    )  # that pot in the ledger (its end): the ledger's figure
    assert ann.page.inner_text("#ledgersum") == "Tonight: -55, 3RD of 4 people"
    assert not ann.page.is_visible("#ledgerpot")


def test_a_guest_taken_off_reads_their_hand_folded_for_them(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(ledger(2), play_state(hand=9, players=hers()))
    ann.feed(
        {"type": "removed", "seat": 0, "message": "your hand in play is played out for you, then a bot sits"},
        gives(0, yours=True),
        play_state(hand=9, you=None, players=hers(**LEFT, **FOLDED)),
    )
    assert (
        ann.page.inner_text("#ledgerpot")
        == "Your hand was folded for you: the 2\u00bd you put in stay in the pot."
    )
    assert ann.page.inner_text("#ledgersum") == "Tonight: -57\u00bd, 3RD of 4 people"


def test_a_seated_guest_who_folded_reads_the_same_count(phone):  # noqa: F811
    """Folded in her seat, what she put in can win nothing either: the same count as the TV's seat."""
    ann = phone()
    ann.sit()
    ann.feed(ledger(2), play_state(hand=9, players=hers(**FOLDED, net="-115/2")))
    assert ann.page.inner_text("#ledgerpot") == "You folded: the 2\u00bd you put in stay in the pot."
    assert ann.page.inner_text("#ledgersum") == "Tonight: -57\u00bd, 3RD of 4 people"


def test_a_guest_who_left_their_seat_is_sat_down_at_the_next_party_as_the_others_are(browser, tmp_path):
    with phone_at_host(browser, "baseball", 3, "--seed", "5") as (host, context):
        page = context.new_page()
        page.goto(host.url)
        join_page(page, "Sam")
        leave_seat(page)
        with the_next_party_opening(page, host) as following:
            page.wait_for_selector("#lobby:not([hidden])", timeout=15000)
            assert page.inner_text("#code") == following.code
            assert "Sam" in page.inner_text("#lobby")
            page.screenshot(path=tmp_path / "leaver-next-party-sat-down.png")
