"""What a seat's row shows, in words, is on every phone as the TV's seat says it for the same
face-up cards. A host play-test's phones said "Three Q's" under CPU 4's row with its 8 turned
there, while the TV's seat said "Straight to Q": while the TV catches up with a move, each card it
lands goes to the phones' rows (game.party.shown_move), and the row's words had stayed as they were
before the card. The TV here is the party TV's presenter stepped a frame at a time
(tests/test_party_phones_follow_the_chips_and_the_deal.py)."""

from __future__ import annotations

import pytest
from test_party_phones_follow_the_chips_and_the_deal import played_party


@pytest.mark.parametrize("profile, pots", [("midnight-baseball", 3), ("night-baseball", 2), ("baseball", 3)])
def test_a_rows_words_on_the_phone_are_the_tvs_for_the_same_face_up_cards(profile, pots):
    tv_said: dict[tuple[int, int, tuple[str, ...]], str] = {}  # (pot, seat, its face-up cards) -> last words
    phone_said: dict[tuple[int, int, tuple[str, ...]], str] = {}

    def look(now, tv, model, seat, state):
        if state["hand"] != model.hand:
            return
        for number, row in enumerate(state["players"]):
            shown = model.seats[number]
            if shown.revealed or not row["up"]:  # (a hand shown down is named whole: another test's)
                continue
            up = tuple(str(sprite.card) for sprite in shown.cards if sprite.face == "up")
            if shown.showing:  # the last words for those cards (a seat out says none)
                tv_said[model.hand, number, up] = shown.showing
            # the first words the phone had with those cards: a card landed with the words of
            # the cards before it is the fault (the table as it stands, later, says them right)
            phone_said.setdefault((model.hand, number, tuple(row["up"])), row["showing"])

    played_party(profile, pots, look)
    both = tv_said.keys() & phone_said.keys()
    assert len(both) >= 6, "too few rows seen on both"
    differ = {key: (tv_said[key], phone_said[key]) for key in both if tv_said[key] != phone_said[key]}
    assert not differ, f"(the TV's words, the phone's) for the same cards: {differ}"
