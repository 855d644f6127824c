"""The phones' result says why in the TV's words, from the one function the TV's panel says it with
(pot_result.why_said). 50b71e3 made the TV name the seat a line speaks of ("Cy tied Di's royal
flush: a tie does not beat the lead", "Four of a kind beats Bo's straight") while the phones'
hand_result still sent the engine's unnamed result.why ("Nobody beat it. A tie does not beat: the
hand showing first keeps the lead", "Four of a kind beats a straight")."""

from __future__ import annotations

import pytest
from test_party_protocol import NAMES, pots

from engine.profile import load_profile
from game.felt import layout
from game.felt.result_view import ResultView
from game.felt.table_model import Seat, TableModel
from game.telling.pot_result import TIE_KEEPS, pot_result, why_said

# (profile, seed, pots): seeded sessions whose pots include a No Peek tie that kept the lead (found
# by running test_party_protocol.pots over seeds 1 to 39), and twelve of Baseball's
SESSIONS = [
    ("baseball", 11, 12),
    ("midnight-baseball", 12, 8),
    ("night-baseball", 9, 8),
    ("no-peek", 17, 8),
]


@pytest.mark.parametrize(("profile", "seed", "hands"), SESSIONS)
def test_every_pots_why_on_the_phones_is_the_tvs(app, profile, seed, hands):
    rules = load_profile(profile)
    model = TableModel(seats=[Seat(name, "", False) for name in NAMES])
    slots = layout.LAYOUTS["normal"].seat_slots(len(NAMES), 0)
    named = ties = 0
    for _public, full, message in pots(profile, seed, hands):
        tv = pot_result(full, rules)  # the TV reads the full stream
        panel = ResultView(app.text, app.cards, model, tv, slots, lambda: 0.0)
        assert message["result"]["why"] == panel.why == why_said(tv, NAMES)
        named += panel.why != tv.why  # a line that names a seat, where the engine's does not
        ties += panel.why.endswith(TIE_KEEPS)
    assert named > 0  # (the phones sent the engine's line: these would differ)
    assert ties == (0 if profile == "baseball" else 1)  # No Peek's tie, said as on the TV


@pytest.mark.parametrize(("profile", "seed", "hands"), SESSIONS)
def test_the_phone_that_played_a_seat_the_why_names_reads_it_as_its_own(profile, seed, hands):
    """A host play-test's Zoë read "A straight flush beats Zoë's flush" on her own phone: the seat
    the line names reads "your" (or "You tied ...") in `your_why`, the others the shared line."""
    worded = 0
    for _public, _full, message in pots(profile, seed, hands):
        result = message["result"]
        for seat, line in result["your_why"].items():
            named = NAMES[int(seat)]
            assert f"{named}'s" in result["why"] or result["why"].startswith(f"{named} tied")
            assert line == result["why"].replace(f"{named}'s", "your").replace(f"{named} tied", "You tied")
            worded += 1
    assert worded > 0
