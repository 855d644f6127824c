"""No Peek: each card the TV turns off a pile reaches the phones as it lands face up (a host
play-test's Midnight Baseball phone showed its row 7.6 s after the TV, after STRIKE THREE: a card
turned was said in the phones' log but joined their rows only once the TV had shown the whole move,
its strike-out's words and the showdown too). The TV here is the party TV's presenter stepped a
frame at a time (tests/test_party_phones_follow_the_chips_and_the_deal.py)."""

from __future__ import annotations

import pytest
from test_party_phones_follow_the_chips_and_the_deal import STEP, played_party

from game.felt.table_model import CardSprite


@pytest.mark.parametrize("profile, pots", [("midnight-baseball", 3), ("baseball-hidden-fours", 4)])
def test_a_card_turned_up_is_in_the_phones_row_within_a_frame_or_two_of_the_tvs(profile, pots):
    """A card turned off a No Peek pile, or a hidden four a stud player reveals (it too joined the
    phones' rows only once the TV had shown the whole move)."""
    tv_at: dict[tuple[int, int, int], float] = {}  # (pot, seat, cards face up) -> when the TV had them still
    phone_at: dict[tuple[int, int, int], float] = {}  # ... -> when the phone's row first had them

    def look(now, tv, model, seat, state):
        if state["hand"] != model.hand:
            return

        def still(sprite: CardSprite) -> bool:
            return not any(t.target is sprite and {"flight", "flip"} & set(t.goals) for t in tv.tweens.items)

        for number, row in enumerate(state["players"]):
            if model.seats[number].revealed:  # (a hand shown down: every card face up at once)
                continue
            up = [s for s in model.seats[number].cards if s.face == "up" and s.card is not None and still(s)]
            for count in range(1, len(up) + 1):
                tv_at.setdefault((model.hand, number, count), now)
            for count in range(1, len(row["up"]) + 1):
                phone_at.setdefault((model.hand, number, count), now)

    played_party(profile, pots, look)
    lags = [phone_at[key] - at for key, at in tv_at.items() if key in phone_at]
    assert len(lags) >= 20 and set(tv_at) <= set(phone_at), set(tv_at) - set(phone_at)
    assert min(lags) >= 0 and max(lags) <= 2 * STEP + 1e-9, sorted(lags)[-5:]
