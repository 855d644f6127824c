"""The result's line saying why names the seat whose hand it speaks of (pot_result.why_said).

A Hold'em newcomer's Midnight Baseball (No Peek) play-test read two royal flushes, "BABE WINS 15
Royal" beside "CASEY Royal" under the plate's BEATEN, and no line saying why: the engine's "Nobody
beat it. A tie does not beat: the hand showing first keeps the lead" waited for a later page at
TEXT SIZE large (only HOW TO PLAY's third page says a tie does not beat). In No Peek a row that ties
the lead has not beaten it (engine.no_peek: only a row that beats it strictly leads), so it turns
on and, out of cards, strikes out: the line is now "Casey tied Babe's royal flush: a tie does not
beat the lead", short enough to stand under the hands on the panel's first page. The same play-test
read "Four of a kind beats a straight" beside a seat that said BEATEN and no hand: the hand beaten
by its category is said as that seat's ("Four of a kind beats Casey's straight")."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_party_protocol import NAMES, pots

from engine.cards import parse_cards
from engine.events import Award, Deal, HandStart, Out, Showdown, Turn
from engine.explain import with_article
from engine.hands import showing_hand
from engine.profile import load_profile
from game.felt import layout
from game.felt.result_view import ResultView
from game.felt.table_model import CardSprite, Seat, TableModel
from game.platform.text import KEEP
from game.telling.pot_result import TIE_KEEPS, pot_result, value_of, why_said

YOU, BABE, CASEY = 0, 1, 2
SEATS = ["You", "Babe", "Casey"]


def no_peek_pot(profile: str, babe: str, casey: str, casey_out: bool) -> list:
    """Babe turns her row and leads; Casey turns his and never beats it (out of cards he strikes
    out), or (`casey_out` False) beats it, Babe beaten with her row turned; those in show, the
    leader wins."""
    rules = load_profile(profile)
    rows = {BABE: parse_cards(babe), CASEY: parse_cards(casey)}
    events = [HandStart(1, YOU, None)]
    events += [Deal(seat, None, "down", "street") for seat, row in rows.items() for _ in row]
    for seat, row in rows.items():
        events += [Turn(seat, card) for card in row]
    winner = BABE if casey_out else CASEY
    if casey_out:
        events.append(Out(CASEY))
    for seat in [BABE] if casey_out else [BABE, CASEY]:
        shown = rows[seat]
        events.append(Showdown.of(seat, tuple(shown), showing_hand(shown, rules.wild_ranks)))
    events.append(Award(winner, Fraction(15), "showdown"))
    return events


ROYALS = ("As Ks Qs Js Ts 2d", "Ah Kh Qh Jh Th 2c 6d")  # Casey ties Babe's royal, turns on, strikes out


@pytest.mark.parametrize("profile", ["midnight-baseball", "night-baseball"])
def test_a_tie_that_kept_the_lead_says_who_tied_whom(profile):
    result = pot_result(no_peek_pot(profile, *ROYALS, casey_out=True), load_profile(profile))
    assert result.tied and "tie does not beat" in result.why  # (the engine's own reason)
    assert why_said(result, SEATS) == f"Casey tied Babe's royal flush: {TIE_KEEPS}"
    yours = ["Babe", "You", "Casey"]  # (your royal flush tied: yours, as a sentence says it)
    assert why_said(result, yours) == f"Casey tied your royal flush: {TIE_KEEPS}"


def test_a_hand_beaten_by_its_category_is_said_as_its_seats():
    rules = load_profile("midnight-baseball")
    events = no_peek_pot("midnight-baseball", "Td Jc Qh Kd Ac", "2s 2d 2h 2c 5d", casey_out=False)
    result = pot_result(events, rules)
    assert result.why == "Four of a kind beats a straight" and not result.tied
    assert why_said(result, SEATS) == "Four of a kind beats Babe's straight"


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_tie_is_said_on_the_panels_first_page(app, size):
    """At both TEXT SIZEs the line stands under the hands from the start, not on a page to come."""
    result = pot_result(no_peek_pot("midnight-baseball", *ROYALS, True), load_profile("midnight-baseball"))
    model = TableModel(seats=[Seat(name, "", number == YOU) for number, name in enumerate(SEATS)])
    for seat in (BABE, CASEY):  # the top seats show their rows, as at the table's end
        model.seats[seat].cards = [CardSprite(card, "up") for card in parse_cards(ROYALS[seat - 1])]
        model.seats[seat].showing = "Royal flush"
    view = ResultView(app.text, app.cards, model, result, layout.LAYOUTS[size].seat_slots(3, 0), lambda: 0.0)
    _title, hands, captions, why = view.drawn_rows()
    under, said = view.page(hands, captions, why)
    first = " ".join([*why, *said]).replace(KEEP, " ")
    assert " ".join(first.split()) == f"Casey tied Babe's royal flush: {TIE_KEEPS}", (under, said, why)


@pytest.mark.parametrize("profile", ["midnight-baseball", "night-baseball"])
def test_every_no_peek_pot_names_the_seat_it_speaks_of(profile):
    """Over seeded sessions: a pot whose beaten hand equals the winner's is a tie and says who tied
    whom; a why that says the hand beaten by its category says whose it is; any other why is the
    engine's."""
    rules = load_profile(profile)
    ties = 0
    for seed in range(1, 40):
        for _public, full, _message in pots(profile, seed, 8, fold=0.05):
            result = pot_result(full, rules)
            said = why_said(result, NAMES)
            beaten, winning = result.beaten, result.winning
            shows = {e.seat: value_of(e, rules) for e in full if isinstance(e, Showdown)}
            if beaten is None or len(winning) != 1:
                assert said == result.why
                continue
            top = shows[winning[0].seat]
            equal = beaten.seat in shows and shows[beaten.seat] == top
            if result.tied or equal:
                ties += 1
                assert said == f"{NAMES[beaten.seat]} tied {NAMES[winning[0].seat]}'s " + (
                    f"{with_article(top).removeprefix('a ')}: {TIE_KEEPS}"
                ), (seed, result)
            elif result.why.endswith(f" beats {result.beaten_said}"):
                assert said.endswith(f" beats {NAMES[beaten.seat]}'s {result.beaten_said.removeprefix('a ')}")
            else:
                assert said == result.why
    assert ties > 0


def struck_out_pot() -> list:
    """The play-test's pot (shot_232): Casey leads with a straight to the ace; your row turns two
    pair, kings and eights, never beats it and strikes out; Babe's nine cards sat above, out."""
    rules = load_profile("midnight-baseball")
    rows = {CASEY: parse_cards("Ah Kd Qh Jc Th"), YOU: parse_cards("Ks Kc 8s 8c As 2d 5h")}
    events = [HandStart(1, YOU, None)]
    events += [Deal(seat, None, "down", "street") for seat, row in rows.items() for _ in row]
    for seat, row in rows.items():
        events += [Turn(seat, card) for card in row]
    events += [Out(YOU), Showdown.of(CASEY, tuple(rows[CASEY]), showing_hand(rows[CASEY], rules.wild_ranks))]
    return [*events, Award(CASEY, Fraction(15), "showdown")]


def test_a_row_that_struck_out_is_said_beaten_in_one_sentence():
    result = pot_result(struck_out_pot(), load_profile("midnight-baseball"))
    assert result.why == "Nobody beat it. A straight beats two pair"  # (the engine's, unnamed)
    assert why_said(result, SEATS) == "A straight beats your two pair"
    assert why_said(result, ["Ann", "Babe", "You"]) == "A straight beats Ann's two pair"


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_struck_out_rows_panel_says_whose_hand_beat_whose_on_one_page(app, size):
    """shot_232 at large: under Babe's nine cards and two lines of words the panel's pages read
    'CASEY' / 'Str to A', 'YOU' and no hand, 'Nobody beat it.' alone, and the reason on a page
    after it under the bare names. Each page now reads whole: the hands named under their players
    on the first, and the line saying which hand beat whose, whole, on one page."""
    rules = load_profile("midnight-baseball")
    result = pot_result(struck_out_pot(), rules)
    model = TableModel(seats=[Seat(name, "", number == YOU) for number, name in enumerate(SEATS)])
    model.no_peek = True
    rows = {YOU: "Ks Kc 8s 8c As 2d 5h", BABE: "2s 5h 4d Jd 7d 4c 5c Qs Js", CASEY: "Ah Kd Qh Jc Th"}
    shows = {YOU: "Two pair, kings and eights", BABE: "Two pair, J's and 5's", CASEY: "Straight to the ace"}
    for seat, cards in rows.items():
        model.seats[seat].cards = [CardSprite(card, "up") for card in parse_cards(cards)]
        model.seats[seat].showing = shows[seat]
    model.seats[BABE].out = True
    view = ResultView(app.text, app.cards, model, result, layout.LAYOUTS[size].seat_slots(3, 0), lambda: 0.0)
    _title, hands, captions, why = view.drawn_rows()
    pages = view.pages(hands, captions, why)
    said = [" ".join([*why, *lines]).replace(KEEP, " ") for _under, lines in pages]
    whole = "A straight beats your two pair"
    assert whole in said and set(said) <= {"", whole}, pages  # (never 'Nobody beat it.' alone)
    first = [" ".join(lines).replace(KEEP, " ") for lines in pages[0][0]]
    assert first[0].startswith("CASEY") and "Straight" in first[0] and "Two pair" in first[1], pages[0]
