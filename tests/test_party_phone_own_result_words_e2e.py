"""The result card says this phone's own hand in words of its own: a host play-test's guest read
"Beaten: You" on her own phone. Her hand beaten reads "Your hand was beaten", a pot she won "You
won", a split "You split the pot (+6)"; every other phone names her ("Beaten: Ann"). A seat that took
a share of the pot is never called beaten in the same breath. The results are worded by the server
(game.party.hand_result) and fed through the stand-in socket of test_party_phone_playtest_e2e, at
390x844.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_party_phone_playtest_e2e import NAMES, phone, play_state, served  # noqa: F401
from test_party_phone_reading_e2e import RESULT

from engine.cards import parse_cards
from engine.profile import load_profile
from game.party.hand_result import hand_result
from game.party.protocol import SeatCard
from game.telling.pot_result import PotResult, ShownHand

pytestmark = pytest.mark.e2e

FLUSH = ShownHand(
    0, "Flush, ace high", tuple((card, None) for card in parse_cards("Ah Jh 9h 6h 3h")), "flush"
)
STRAIGHT = ShownHand(
    1, "Straight to the 9", tuple((card, None) for card in parse_cards("9c 8d 7s 6c 5d")), "straight"
)
ALSO_FLUSH = ShownHand(
    1, "Flush, ace high", tuple((card, None) for card in parse_cards("Ad Jd 9d 6d 3d")), "flush"
)


def message(result: PotResult) -> dict:
    """A hand_result of `result` as the server words it, at a table of Ann, Bo, Zoë and CPU 4."""
    seats = [SeatCard(name, "guest", "#f2b233") for name in NAMES]
    return {**RESULT, **hand_result([], seats, 8, load_profile("baseball"), result)}


BEATEN = PotResult(((1, Fraction(12)),), False, (STRAIGHT,), FLUSH, "A straight beats a flush", "", "a flush")
WON = PotResult(((0, Fraction(12)),), False, (FLUSH,), STRAIGHT, "A flush beats a straight", "", "a straight")
SPLIT = PotResult(
    ((1, Fraction(6)), (0, Fraction(6))), False, (ALSO_FLUSH, FLUSH), None, "Equal hands split the pot", ""
)
# a seat said beaten that took a share too: the card says its share, never "beaten" beside it
SHARE_AND_BEATEN = PotResult(((1, Fraction(8)), (0, Fraction(4))), False, (STRAIGHT,), FLUSH, "", "")


def hands(page) -> list[str]:
    return page.eval_on_selector_all("#resultbody .hand .who", "whos => whos.map(w => w.textContent)")


@pytest.mark.parametrize(
    ("result", "ann_reads", "bo_reads"),
    [
        (BEATEN, ["Winner: Bo", "Your hand was beaten"], ["You won", "Beaten: Ann"]),
        (WON, ["You won", "Beaten: Bo"], ["Winner: Ann", "Your hand was beaten"]),
        (
            SPLIT,
            ["Splits: Bo (+6)", "You split the pot (+6)"],
            ["You split the pot (+6)", "Splits: Ann (+6)"],
        ),
        (
            SHARE_AND_BEATEN,
            ["Splits: Bo (+8)", "You split the pot (+4)"],
            ["You split the pot (+8)", "Splits: Ann (+4)"],
        ),
    ],
    ids=["beaten", "won", "split", "share-and-beaten"],
)
def test_a_phone_says_its_own_hand_in_its_own_words(phone, result, ann_reads, bo_reads):  # noqa: F811
    said = message(result)
    for seat, reads in ((0, ann_reads), (1, bo_reads)):
        guest = phone(name=NAMES[seat])
        guest.sit(seat=seat)
        guest.feed(play_state(actor=None, hand=8), said)
        guest.page.wait_for_selector("#result:not([hidden])")
        assert hands(guest.page) == reads
        body = guest.page.inner_text("#resultbody")
        assert "Beaten: You" not in body and "Winner: You" not in body and "Splits: You" not in body
        if result is SHARE_AND_BEATEN:
            assert "beaten" not in body.lower()
        guest.shot(f"own-result-{seat}", full=False)
