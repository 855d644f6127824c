"""A seat out of the pot reaches every phone's row as the TV's plate says it: BEATEN (No Peek, its
whole pile turned without beating) or FOLDED. A host play-test's TV said PLAYER 1 BEATEN (Midnight
Baseball) and CAT BEATEN (Night Baseball) beside the pot's result while every phone showed that
seat still in: the pot's last pile turned came to the phones' rows only with the next pot. The TV
here is the party TV's presenter stepped a frame at a time
(tests/test_party_phones_follow_the_chips_and_the_deal.py)."""

from __future__ import annotations

import pytest
from test_party_phones_follow_the_chips_and_the_deal import played_party

from game.felt.seat_words import seat_status

SOON = 0.5  # seconds: a fold mid-pot reaches the phones as its move is done, 0.3 s after the plate
# a row beaten while still in (its whole pile turned, then another row beat it) reaches the phones
# with the table as it stands, once the TV has shown the card that beat it (its hold, about 0.7 s)
STILL_IN = 1.0


@pytest.mark.parametrize("profile, pots", [("midnight-baseball", 4), ("night-baseball", 3), ("baseball", 3)])
def test_a_seat_the_tv_says_beaten_or_folded_is_so_in_the_phones_row_within_half_a_second(profile, pots):
    tv_at: dict[
        tuple[int, int, str], float
    ] = {}  # (pot, seat, the plate's word) -> when the TV first said it
    phone_at: dict[tuple[int, int, str], float] = {}  # ... -> when the phone's row first said it
    still_in: set[tuple[int, int, str]] = set()  # ... said of a row still in the pot

    def look(now, tv, model, seat, state):
        if state["hand"] != model.hand:
            return
        for number, row in enumerate(state["players"]):
            said = seat_status(model.seats[number])
            if said in ("BEATEN", "FOLDED"):
                tv_at.setdefault((model.hand, number, said), now)
            if not row["in"] or row["out"]:  # (a row beaten still in: BEATEN, its badge as out's)
                if row["in"]:
                    still_in.add((model.hand, number, row["out"]))
                phone_at.setdefault((model.hand, number, row["out"] or "FOLDED"), now)
        # the phone's own header says its seat out as its row does ("Beaten: your whole pile turned")
        assert state["you"]["in"] == state["players"][seat]["in"], (model.hand, state["you"])

    played_party(profile, pots, look)
    assert tv_at, "no seat went out of a pot"
    late = {
        key: (at, phone_at.get(key))
        for key, at in tv_at.items()
        if phone_at.get(key, 1e9) - at > (STILL_IN if key in still_in else SOON)
    }
    assert not late, f"the TV said these and the phones not (or late): (when the TV, when the phone): {late}"
