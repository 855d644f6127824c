"""The coach's line under a figure that goes against the lead says why (coach_why.piles_line,
hidden_line, helping_line): a Hold'em newcomer's No Peek play-test read "1% TO WIN" over "THEY: 8
LEFT" beside their leading full house, no cards left to them (3s and 9s wild), and took the coach
for broken; another read "3 HIDDEN EACH" as a riddle. Your No Peek row leading at a figure under
half, the line says the piles still to turn that may beat it ("3 PILES TO GO": "THEY CAN PASS" read
as a poker word, "LEAD NOT SAFE" beside a leading full house at 6% as unexplained), and the why's
pages count the others' cards and the wild cards not seen yet; your stud cards beating what shows,
the others' down cards ("THEIR 6 DOWN": test_coach_odds); a hand showing beating yours at half or
more, the cards that help."""

from __future__ import annotations

import re

from test_coach_lead_says_they_turn import figure
from test_coach_why import CALM, seats, unseen_from

from engine.actions import Action
from engine.bots.to_beat import Why
from engine.profile import load_profile
from engine.table import Table
from game.felt import coach_why
from game.felt.coach import Coach, lead_danger
from game.felt.coach_why import COLUMNS


def test_a_leading_no_peek_row_at_a_low_figure_says_the_piles_that_may_beat_it():
    met = []
    for profile, seed in (("night-baseball", 2), ("midnight-baseball", 3)):
        table = Table(load_profile(profile), seats(4), seed)
        while (legal := table.legal_actions()) is not None and table.hand.number == 1:
            view = table.view(0)
            if legal.seat == 0 and view.lead == 0:
                coach = Coach()
                lines = figure(coach, table)
                others = sum(view.down_counts[seat] for seat in view.live if seat != 0)
                wilds = sum(card.rank in view.rules.wild_ranks for card in unseen_from(view))
                low = round(100 * coach.chance) < 50
                piles = sum(1 for seat in view.live if seat != 0 and view.down_counts[seat])
                named = lead_danger(view, [seat.name for seat in view.seats])  # ("CASEY: 2 WILDS")
                # your pile empty, who still turns and their cards, the wild seat where it alone turns
                counted = not view.down_counts[0] and not (named and piles == 1)
                lead = (
                    coach_why.still_to_turn(piles, others)
                    if counted
                    else named or coach_why.piles_line(piles)
                )
                under = lead if low else f"THEY: {others} LEFT"
                assert lines[1] == under, (
                    profile,
                    seed,
                    lines,
                )
                assert all(len(line) <= COLUMNS for line in lines), lines
                # their cards to turn, said once: as the others', or as the line under the figure
                # counts them (who still turns, or the piles to go)
                theirs = rf"OTHERS CAN TURN {others} CARDS?|{piles} (?:PLAYERS? CAN TURN {others} CARDS?|PILES? STILL FACE DOWN)"
                assert sum(bool(re.fullmatch(theirs, page)) for page in coach.why) == 1, coach.why
                assert (f"{wilds} WILD CARDS NOT SEEN YET" in coach.why) == (wilds > 1), (wilds, coach.why)
                met.append((low, others, view.down_counts[0]))
            table.apply(Action(legal.seat, next(kind for kind in CALM if kind in legal.kinds)))
    # (the play-test's spot: no cards left to you, a low figure)
    assert any(low and not mine for low, _others, mine in met), met


def test_a_hand_showing_beating_yours_at_half_or_more_says_what_helps():
    coach = Coach(clock=lambda: 0.0)
    coach.note, coach.reasons = "", ["YOU: HIGH CARD", "HIGH CARD"]
    coach.trails = coach_why.helping_line(18, 3)
    coach.chance = 0.6
    assert coach.words()[0] == "60% TO WIN\n18 CARDS HELP"
    coach.chance = 0.3  # a low figure behind is no surprise: your hand, as before
    assert coach.words()[0] == "30% TO WIN\nYOU: HIGH CARD"
    assert coach_why.helping_line(1, 2) == "1 CARD HELPS" and coach_why.helping_line(0, 3) == "3 MORE TO COME"
    assert coach_why.helping_line(0, 0) == ""


def test_the_piles_line_counts_piles_in_a_line_and_the_hidden_line_says_whose():
    """A lead's piles still to turn, at every table size (8 seats: 7 rivals' piles), in a line; the
    others' down cards named as the why's page after it names them, as theirs ("2 IN THE HOLE",
    "THEY: 2 UNSEEN", "2 FACE DOWN" each read as a riddle; "HIDDEN CARDS" as unclear: whose?)."""
    assert coach_why.piles_line(1) == "1 MAY BEAT YOU" and coach_why.piles_line(5) == "5 MAY BEAT YOU"
    assert all(len(coach_why.piles_line(piles)) <= COLUMNS for piles in range(1, 8))
    for hidden in (1, 2, 3, 21):  # (21: seven rivals' three each)
        line = coach_why.hidden_line(hidden)
        assert len(line) <= COLUMNS and line == f"THEIR {hidden} DOWN"
        page = coach_why.pages(Why(ahead=True, hidden=hidden), ["You", "Babe"])[-1]
        assert page.startswith(line) and page.endswith("MAY HELP") and coach_why.fits(page), page
