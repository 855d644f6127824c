"""A Hold'em newcomer's Midnight Baseball play-test read "YOU LEAD" in the centre beside the coach's
"4% TO WIN" (Satchel's wild 3 face up, four piles to turn) as one of them wrong: both were true, the
lead now's, the figure counted on every card turned. The coach's whys say the lead is for now
(coach_why.LEADS_FOR_NOW), then the others' cards still to turn."""

from __future__ import annotations

from engine.bots.to_beat import Why
from game.felt.coach_lines import MOST_PAGES, with_meaning
from game.felt.coach_why import LEADS_FOR_NOW, fits, pages


def test_a_no_peek_lead_says_it_leads_for_now_then_what_they_turn():
    said = pages(Why(ahead=True, to_turn=22), ["YOU", "SATCHEL"])
    assert said[:2] == [LEADS_FOR_NOW, "OTHERS CAN TURN 22 CARDS"]
    assert fits(LEADS_FOR_NOW)


def test_facing_a_bet_beside_a_wild_the_lead_is_among_the_pages_shown():
    # m36: facing a bet, the line under the figure was the call's need, the one it took the place of
    # Satchel's wild; their meanings come first (each line said first), then the lead, before what
    # the others turn, within the pages shown (MOST_PAGES: the lead went unsaid before)
    why = pages(Why(ahead=True, to_turn=22), ["YOU", "SATCHEL"], wilds=7, category="pair")
    shown = with_meaning(["CALL NEEDS 4%", "SATCHEL: 1 WILD"], why)
    assert shown[:3] == [
        "A CALL PAYS AT 4% OR MORE",
        "1 WILD FACE UP FOR SATCHEL",
        "A WILD IS ANY CARD IT NEEDS",
    ]
    assert shown[3:5] == [LEADS_FOR_NOW, "OTHERS CAN TURN 22 CARDS"], shown
    assert len(shown) <= MOST_PAGES


def test_a_stud_page_order_is_untouched():
    why = ["BABE SHOWS A PAIR", "OF 40 UNSEEN, 8 BEAT BABE"]
    assert with_meaning(["CALL NEEDS 9%"], why) == ["A CALL PAYS AT 9% OR MORE", *why]
