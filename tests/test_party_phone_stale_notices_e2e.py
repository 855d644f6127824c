"""The table's word to a seat goes when it stops being true, in a real browser (Debian's headless
chromium, fed a party's own messages through the page's socket: tests/test_party_phone_playtest_e2e.py).
A host play-test: Bob, let back in and dealt the next pot, still read "AWAY: FOLDED FOR YOU" of the
pot before; Cat read "You keep turning until you beat it" after the pot was won. Run with
`python -m pytest -m e2e`."""

from __future__ import annotations

from typing import Any

import pytest
from browser_support import preferred
from party_support import Party
from test_party_phone_playtest_e2e import phone, served  # noqa: F401 (the fixtures)

from game.party.phone_notes import notice
from game.telling.away_words import notice as away_notice

pytestmark = pytest.mark.e2e
GUEST = 1


def two_pots() -> tuple[list[dict[str, Any]], int, int]:
    """The guest's messages to the second pot's first state with cards, the place of the first
    pot's first such state and of its result."""
    party = Party("baseball", seats=3)
    party.join(GUEST, "Ann")
    party.send(GUEST, {"type": "start", "token": party.tokens[GUEST]})
    inbox = party.inbox[GUEST]

    def dealt(m: dict[str, Any], hand: int) -> bool:
        return (
            m["type"] == "state"
            and m["phase"] == "play"
            and m["hand"] == hand
            and any(p["up"] for p in m["players"])
        )

    party.play_until(lambda: any(dealt(m, 2) for m in inbox), preferred, moves=40000)
    first = next(i for i, m in enumerate(inbox) if dealt(m, 1))
    result = next(i for i, m in enumerate(inbox) if m["type"] == "hand_result" and m["hand"] == 1)
    second = next(i for i, m in enumerate(inbox) if dealt(m, 2))
    return inbox[: second + 1], first, result


def untaken(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """`messages` with no turn offered: the table plays the seat (a turn would say the word was read)."""
    return [m for m in messages if m["type"] != "your_turn"]


def test_the_away_rules_word_goes_with_its_pot(phone, tmp_path):  # noqa: F811
    messages, first, result = two_pots()
    folded = notice(away_notice("fold", "away"))
    ann = phone()
    ann.feed(*messages[: first + 1], folded, *untaken(messages[first + 1 : result + 1]))
    assert ann.page.inner_text("#notice") == folded["message"], "said through its pot and its result"
    ann.feed(*messages[result + 1 :])
    ann.page.screenshot(path=str(tmp_path / "next-pot.png"))
    assert ann.page.is_hidden("#notice"), ann.page.inner_text("#notice")


def test_the_turning_notice_goes_once_its_pot_is_won(phone, tmp_path):  # noqa: F811
    messages, first, result = two_pots()
    run = notice("You keep turning until you beat it", run=True)
    ann = phone()
    ann.feed(*messages[: first + 1], run, *untaken(messages[first + 1 : result]))
    assert ann.page.inner_text("#notice") == run["message"], "said while its pot is played"
    ann.feed(messages[result])
    ann.page.screenshot(path=str(tmp_path / "won.png"))
    assert ann.page.is_hidden("#notice"), ann.page.inner_text("#notice")
