"""A turn once sent, in a real browser (Debian's headless chromium, fed messages through the page's
socket: tests/test_party_phone_playtest_e2e.py). A host play-test's No Peek phone sat 3-4 s on a
greyed TURN while the TV turned the card (read as a tap not taken), then showed "Your turn!",
"TURN TILL YOU LEAD" and that greyed TURN beside "YOU LEAD": the state of the next move had come,
the turn it offered (Ann opens the betting) not yet. Run with `python -m pytest -m e2e`."""

from __future__ import annotations

from typing import Any

import pytest
from test_party_phone_playtest_e2e import ROOM, bet_turn, phone, play_state, player, served  # noqa: F401 (fixtures)

pytestmark = pytest.mark.e2e
NO_PEEK = {**ROOM, "game": "Midnight Baseball", "flow": "no_peek"}


def no_peek(turn: int, **changes: Any) -> dict[str, Any]:
    """Ann (seat 0) to act in a No Peek pot, her pile of 6 beside one card turned, at move `turn`."""
    rows = [player(seat, up=["Th"] if seat == 1 else [], down=6 if seat == 1 else 7) for seat in range(4)]
    you = {"seat": 0, "hidden": [], "best": "", "to_call": "0", "in": True, "pile": 7}
    return (
        play_state(**NO_PEEK, turn=turn, actor=0, best=1, target="BEAT BO: TEN HIGH", players=rows, you=you)
        | changes
    )


def turn_offer(turn: int) -> dict[str, Any]:
    option = {"kind": "turn", "amount": "0", "label": "TURN", "detail": ""}
    return {
        "type": "your_turn",
        "seat": 0,
        "turn": turn,
        "decision": "turn",
        "card": None,
        "prompt": "TURN TILL YOU LEAD",
        "options": [option],
        "seconds": None,
        "away_in": 45.0,
    }


def test_a_sent_turn_says_what_the_tv_does_and_goes_with_the_next_moves_state(phone, tmp_path):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(no_peek(4), turn_offer(4))
    ann.page.wait_for_selector("#decide:not([hidden])")
    ann.page.click("#buttons button")
    # while the TV turns the card: the greyed button says it was sent and what the TV does
    button = ann.page.inner_text("#buttons button")
    assert button == "Sent: TURN - the TV is turning it", button
    assert ann.page.is_disabled("#buttons button") and ann.page.inner_text("#who") == "Sent: TURN"
    ann.page.screenshot(path=str(tmp_path / "sent.png"))
    # the card turned, Ann leads and opens the betting (move 5); its buttons not offered yet
    rows = [player(0, up=["3h"], down=6), player(1, up=["Th"], down=6), player(2, up=[], down=7), player(3)]
    ann.feed(no_peek(5, best=0, target="YOU LEAD: WILD 3 = A", players=rows))
    ann.page.screenshot(path=str(tmp_path / "lead.png"))
    assert ann.page.is_hidden("#decide"), ann.page.inner_text("#decide")
    assert ann.page.inner_text("#who") == "Your turn next"


@pytest.mark.parametrize("large", [False, True])
def test_a_sent_button_of_half_the_row_says_so_whole(phone, large):  # noqa: F811
    ann = phone(large=large)
    ann.sit()
    ann.feed(play_state(actor=0, turn=5), bet_turn())
    ann.page.wait_for_selector("#decide:not([hidden])")
    ann.page.click("#buttons button.passive")
    sent = ann.page.eval_on_selector(
        "#buttons button.passive", "b => [b.innerText, b.scrollHeight <= b.clientHeight]"
    )
    assert sent == ["CHECK sent", True], sent
