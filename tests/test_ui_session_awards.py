"""game.telling.session_awards: the standings' awards from a session's events, against independent counts
over whole simulated sessions and against hand-made sessions with known answers."""

from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import parse_cards
from engine.events import (
    ActionTaken,
    Ante,
    Award,
    Deal,
    HandEnd,
    HandStart,
    Pay,
    PotGame,
    Reveal,
    SeatInfo,
    SessionStart,
    Showdown,
    Turn,
)
from engine.hands import best_hand
from engine.profile import load_profile
from engine.simulate import play_session
from game.felt.standings_view import AWARD_COLUMNS, award_lines
from game.telling.session_awards import SessionAward, session_awards


def by_title(awards):
    return {award.title: award for award in awards}


@pytest.mark.parametrize("profile", ["baseball", "night-baseball"])
def test_the_awards_of_simulated_sessions_match_the_money_and_the_cards(profile):
    rules = load_profile(profile)
    table = play_session(rules, 4, 3, profile, styles=["simple"])
    awards = by_title(session_awards(table.events))
    # the biggest pot, counted from the money paid in rather than the awards paid out
    paid, hand = Counter(), 0
    for event in table.events:
        if isinstance(event, HandStart):
            hand = event.hand
        elif isinstance(event, (Ante, ActionTaken, Pay)):
            paid[hand] += event.amount
    top = max(paid.values())
    assert awards["BIGGEST POT"].detail.startswith(f"{top} IN POT")
    # the most wilds, counted from every card dealt to a seat
    wilds = Counter()
    for event in table.events:
        if isinstance(event, Deal) and event.seat is not None and event.card.rank in rules.wild_ranks:
            wilds[event.seat] += 1
    most = max(wilds.values())
    assert awards["MOST WILDS"].seats == tuple(sorted(s for s, n in wilds.items() if n == most))
    # the MVP won at least as many pots as anyone
    pots_won = Counter()
    for event in table.events:
        if isinstance(event, HandStart):
            seen = set()
        elif isinstance(event, Award) and event.seat not in seen:
            seen.add(event.seat)
            pots_won[event.seat] += 1
    for seat in awards["MVP"].seats:
        assert pots_won[seat] == max(pots_won.values())
    most = max(pots_won.values())
    tied = any(count == most for seat, count in pots_won.items() if seat not in awards["MVP"].seats)
    pots = f"{most} POT{'S' if most != 1 else ''}"
    assert (
        awards["MVP"].detail.startswith(f"TIED AT {pots}, BEST NET +")
        if tied
        else awards["MVP"].detail == f"{pots} WON"
    )


def test_a_hand_made_session():
    rules = load_profile("baseball")
    five, flush = parse_cards("8s 8h 8c 8d 3c Kd 2s"), parse_cards("As Ks 7s 5s 2s 4h 4d")
    events = [
        SessionStart("baseball", rules, (SeatInfo("A"), SeatInfo("B")), 1, 2),
        HandStart(1, 0, None),
        Deal(0, parse_cards("3c")[0], "up", "street"),
        Deal(1, parse_cards("9d")[0], "down", "street"),
        Deal(1, parse_cards("3h")[0], "down", "street"),
        Award(1, Fraction(5), "uncontested"),
        HandEnd(1, (Fraction(-2), Fraction(3))),
        HandStart(2, 1, None),
        Showdown.of(0, tuple(five), best_hand(five, rules.wild_ranks)),
        Showdown.of(1, tuple(flush), best_hand(flush, rules.wild_ranks)),
        Award(0, Fraction(21, 2), "showdown"),
        HandEnd(2, (Fraction(7), Fraction(-7))),
    ]
    awards = by_title(session_awards(events))
    assert awards["BIGGEST POT"].seats == (0,) and awards["BIGGEST POT"].detail == "10\u00bd IN POT 2"
    assert awards["BEST HAND"].seats == (0,) and awards["BEST HAND"].detail == "FIVE EIGHTS"
    # B's 9 and 3 dealt down in hand 1; A's 3 of clubs, dealt up in hand 1 and shown down in hand 2
    assert awards["MOST WILDS"].seats == (0, 1) and awards["MOST WILDS"].detail == "2 WILD CARDS"
    # one pot each: the better net is the MVP, said so
    assert awards["MVP"].seats == (0,) and awards["MVP"].detail == "TIED AT 1 POT, BEST NET +7"


def test_no_events_no_awards():
    assert session_awards([]) == []


def test_most_wilds_counts_the_wild_cards_each_seat_was_seen_to_hold_in_each_pots_game():
    """Issue 31 item 9, as the table host gives it (the spectator's stream: no face-down card): in
    Dealer's Choice Quin won a Night Baseball pot holding three wilds, all turned face up, and CPU 4
    was dealt two face up in a Baseball pot; the award went to CPU 4, the turned cards uncounted."""
    choice, night, baseball = (
        load_profile("dealers-choice"),
        load_profile("night-baseball"),
        load_profile("baseball"),
    )
    three, nine, nine_too, three_too = parse_cards("3c 9d 9h 3s")
    events = [
        SessionStart("dealers-choice", choice, (SeatInfo("Quin"), SeatInfo("CPU 4")), 1, 2),
        PotGame(1, 0, "night-baseball", night),
        HandStart(1, 0, None),
        *(Deal(seat, None, "down", "street") for seat in (0, 1) for _ in range(3)),
        Turn(0, three),
        Turn(0, nine),
        Turn(0, nine_too),
        Award(0, Fraction(6), "showdown"),
        HandEnd(1, (Fraction(3), Fraction(-3))),
        PotGame(2, 1, "baseball", baseball),
        HandStart(2, 1, None),
        Deal(1, three_too, "up", "street"),
        Deal(1, parse_cards("9c")[0], "up", "street"),
        Deal(0, None, "down", "street"),
        Award(1, Fraction(2), "uncontested"),
        HandEnd(2, (Fraction(2), Fraction(-2))),
    ]
    awards = by_title(session_awards(events))
    assert awards["MOST WILDS"].seats == (0,) and awards["MOST WILDS"].detail == "3 WILD CARDS"


@pytest.mark.parametrize("profile", ["night-baseball", "dealers-choice"])
def test_the_spectators_stream_gives_the_wild_cards_shown_and_the_full_history_every_one_dealt(profile):
    """The table host reads the awards from the stream a spectator sees: a wild card counts once it
    is seen (dealt face up, turned, revealed or shown down), each card once a pot; the hand history
    holds every card dealt, face down too."""
    rules = load_profile(profile)
    table = play_session(rules, 4, 5, profile, styles=["simple"])
    shown, dealt = Counter(), Counter()
    wild, seen = frozenset(), set()
    for event in table.events:
        if isinstance(event, (SessionStart, PotGame)):
            wild = event.rules.wild_ranks
        elif isinstance(event, HandStart):
            seen = set()
        if isinstance(event, Deal) and event.seat is not None and event.card.rank in wild:
            dealt[event.seat] += 1
        cards = event.cards if isinstance(event, Showdown) else (getattr(event, "card", None),)
        public = not isinstance(event, Deal) or event.face == "up"
        for card in cards if public and isinstance(event, (Deal, Turn, Reveal, Showdown)) else ():
            if event.seat is not None and card.rank in wild and (event.seat, card) not in seen:
                seen.add((event.seat, card))
                shown[event.seat] += 1
    assert sum(shown.values()) > 0
    for stream, counts in ((table.events_for_list(None), shown), (table.events, dealt)):
        most = max(counts.values())
        award = by_title(session_awards(stream))["MOST WILDS"]
        assert award.seats == tuple(sorted(s for s, n in counts.items() if n == most))
        assert award.detail == f"{most} WILD CARD{'S' if most != 1 else ''}"


@settings(max_examples=200, deadline=None)
@given(
    names=st.lists(
        st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZW &", min_size=1, max_size=16), min_size=1, max_size=7
    ),
    detail=st.sampled_from(
        ["FIVE ACES", "24\u00bd IN POTS 3, 5, 8", "FULL HOUSE, QUEENS OVER JACKS", "3 POTS WON"]
    ),
)
def test_an_awards_line_fits_the_page_whoever_shares_it(names, detail):
    """Up to seven players of 16-letter names sharing an award (a play-test saw WWWWWWWWWWWWWWWW &
    CPU 2 & CPU 3 run past the TV's safe area): every line fits, says every name when they fit
    beside the detail, else the detail goes under them and the names say as many as fit (all of
    them, else the first and how many more)."""
    award = SessionAward("MOST WILDS", tuple(range(len(names))), detail, tuple(names))
    lines = award_lines([award])
    assert lines[0][0] == "MOST WILDS" and all(len(words) <= AWARD_COLUMNS for _, words in lines)
    together = " & ".join(name.upper() for name in names)
    if len(together) + len(detail) + 2 <= AWARD_COLUMNS:
        assert lines == [("MOST WILDS", f"{together}  {detail}")]
        return
    [(_, who), under] = lines
    assert under == ("", detail)
    if len(together) <= AWARD_COLUMNS:
        assert who == together
    else:
        assert who.endswith(f" & {len(names) - 1} MORE")


def test_a_sixteen_letter_name_is_said_whole_by_its_award():
    """A play-test's MAXIMILIANA… STRAIGHT FLUSH TO THE QUEEN (mont10 on 75ec441): the longest
    name a guest may take is said whole, its hand on the line under it."""
    award = SessionAward("BEST HAND", (2,), "STRAIGHT FLUSH TO THE QUEEN", ("Maximiliana Bell",))
    assert award_lines([award]) == [("BEST HAND", "MAXIMILIANA BELL"), ("", "STRAIGHT FLUSH TO THE QUEEN")]


def test_the_awards_keep_to_the_pages_room_the_last_on_one_line_first():
    """An eight-seat page has room for five award lines over its menu: a detail goes under its
    winners only as far as that room goes, the later awards then on one line (ANN & 2 MORE)."""
    names = ("Maximiliana Bell", "Bartholomew", "Casey")
    awards = [
        SessionAward(title, (0, 1, 2), "STRAIGHT FLUSH TO THE QUEEN", names) for title in ("A", "B", "C", "D")
    ]
    lines = award_lines(awards, 5)
    assert len(lines) == 5
    assert lines[:2] == [("A", "MAXIMILIANA BELL & BARTHOLOMEW & CASEY"), ("", "STRAIGHT FLUSH TO THE QUEEN")]
    assert all(words.endswith(" & 2 MORE  STRAIGHT FLUSH TO THE QUEEN") for _, words in lines[2:])
    assert len(award_lines(awards)) == 8  # room for all: every detail under its winners
