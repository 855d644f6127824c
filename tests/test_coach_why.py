"""The coach's reason (engine.bots.to_beat, game.felt.coach_why): a newcomer's play-test saw a
win figure with no "why". Its counts of cards that would beat the hand to beat agree with a brute force over every
card the seat has not seen, it names only what the seat can see (the same words whatever the
others hold face down), and every page, one whole sentence (a newcomer's play-test read a
sentence over two pages only half-way), fits the coach's panel at both TEXT SIZEs."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.actions import Action
from engine.bots.to_beat import Why, why
from engine.cards import ALL_CARDS, parse_cards
from engine.events import Deal
from engine.profile import load_profile
from engine.table import SeatInfo, Table
from engine.view import SeatView, showing_of
from game.felt import layout
from game.felt.coach import FIGURE_SECONDS, PAGE_SECONDS, Coach, panel_rect, why_pages
from game.felt.coach_why import COLUMNS, FULL, LEADS_FOR_NOW, LINES, SHORT, SUIT_PLURALS, fits, pages
from game.platform.display import SAFE
from game.platform.text import BODY, wrap
from game.telling.glossary import TERMS
from game.telling.hand_forms import in_capitals
from game.telling.hand_words import hand_name
from game.telling.wild_reason import showing_words

NAMES = ("You", "Babe", "Casey", "Satchel")
CALM = ("check", "call", "turn", "decline", "pay", "bring_in")  # nobody folds: every street comes


def seats(count: int = 4) -> list[SeatInfo]:
    return [SeatInfo(NAMES[0], "human", "human")] + [SeatInfo(name) for name in NAMES[1:count]]


def decisions(table: Table, seat: int = 0, limit: int = 60):
    """Every view `seat` has at its own decisions through the table's first pot, all playing calm."""
    for _ in range(400):
        legal = table.legal_actions()
        if legal is None or table.is_over or table.hand.number > 1 or limit == 0:
            return
        if legal.seat == seat:
            limit -= 1
            yield table.view(seat)
        table.apply(Action(legal.seat, next(kind for kind in CALM if kind in legal.kinds)))


def unseen_from(view: SeatView) -> set:
    """The cards `view`'s seat has not seen, counted from the view's own fields."""
    seen = set(view.hidden) | set(view.community)
    for cards in view.upcards:  # every seat's, the folded ones' too
        seen |= set(cards)
    return {card for card in ALL_CARDS if card not in seen}


def brute_force(view: SeatView, rival: int) -> set:
    """The cards not seen from `view` (counted from the view's own fields) that, added to the
    seat's cards, make a hand that beats what `rival` shows: every such card, one by one."""
    wild = view.rules.wild_ranks
    mine = [*view.hidden, *view.upcards[view.seat], *view.community]
    to_beat = showing_of([*view.upcards[rival], *view.community], wild)
    assert to_beat is not None
    return {card for card in unseen_from(view) if showing_of([*mine, card], wild) > to_beat}


@pytest.mark.parametrize("profile", ["baseball", "seven-card-stud", "night-baseball", "midnight-baseball"])
def test_a_count_of_cards_agrees_with_a_brute_force_and_names_only_what_shows(profile):
    counted = 0
    for seed in range(1, 7):
        for view in decisions(Table(load_profile(profile), seats(), seed)):
            reason = why(view)
            lines = pages(reason, [seat.name for seat in view.seats])
            assert all(len(wrap(line, COLUMNS)) <= LINES for line in lines), lines
            if reason.rival is None:
                continue
            # the rival's words are what its upcards show, never a card it holds face down
            assert (
                reason.category
                == showing_of([*view.upcards[reason.rival], *view.community], view.rules.wild_ranks).category
            )
            said = SHORT[reason.category].split()[-1]  # (3 OF A KIND, or THREE OF A KIND where it fits)
            assert any(said in line or "KIND" in line or "BEATS YOURS" in line for line in lines), lines
            if not reason.coming:
                continue
            outs = brute_force(view, reason.rival)
            assert set(reason.outs) == outs, (profile, seed, lines)
            if outs:  # the count said, and any rank named is one whose every unseen card beats it
                # how many of how many unseen, then which (a newcomer read "18 CARDS WOULD BEAT
                # CASEY" beside their 4 cards left to turn as about their own pile)
                assert lines[1].startswith(f"OF {reason.unseen} UNSEEN, {len(outs)} BEAT"), lines
                assert reason.unseen == len(unseen_from(view)), lines
                if reason.ranks and len(lines) > 2:  # (ranks too many for the panel: the count alone)
                    which = lines[2].removeprefix("ANY ").split(" BEATS ")[0]
                    assert len(which.replace(",", "").replace(" OR", "").split()) == len(reason.ranks), lines
                for rank in reason.ranks:
                    unseen = [
                        card for card in ALL_CARDS if card.rank == rank and card not in set(view.hidden)
                    ]
                    assert all(card in outs for card in unseen if not any(card in up for up in view.upcards))
                counted += 1
            else:
                assert lines[1][: len("NO ONE CARD BEATS ")] == "NO ONE CARD BEATS ", lines
    assert counted >= 3, f"{profile}: too few counts checked"


@pytest.mark.parametrize("profile", ["night-baseball", "midnight-baseball"])
def test_a_no_peek_leader_is_told_what_the_others_have_left_to_turn(profile):
    """A newcomer's play-test read "0% YOU LEAD" beside three kings with no reason: the others'
    piles, counted here from the table's own hands, are why the lead may not last."""
    told = 0
    for seed in range(1, 9):
        table = Table(load_profile(profile), seats(), seed)
        for view in decisions(table):
            if view.lead != 0:
                continue
            piles = sum(len(table.hand.cards[seat].down) for seat in table.hand.live if seat != 0)
            said = pages(why(view), NAMES)
            turn = f"OTHERS CAN TURN {piles} CARD{'S' if piles != 1 else ''}"
            assert said == ([LEADS_FOR_NOW, turn] if piles else [])
            told += piles > 0
    assert told >= 3


def test_the_words_are_the_same_whatever_the_others_hold_face_down():
    """Two stud tables whose stocks differ only in the cards dealt face down to the other seats:
    at every one of your decisions the reason is the same (it tells nothing it cannot see)."""
    rules = load_profile("baseball")
    compared = 0
    for seed in range(1, 6):
        deck = list(ALL_CARDS)
        random.Random(seed).shuffle(deck)
        first = Table(rules, seats(), seed, decks=[deck])
        views = list(decisions(first, limit=3))  # the first streets: cards enough left never dealt
        dealt = [event for event in first.events if isinstance(event, Deal)]
        theirs = [event.card for event in dealt if event.seat not in (0, None) and event.face == "down"]
        spare = [card for card in deck[len(dealt) + 12 :] if card not in theirs][: len(theirs)]
        other = list(deck)
        for hidden, instead in zip(theirs, spare, strict=True):  # swapped with cards never dealt
            a, b = other.index(hidden), other.index(instead)
            other[a], other[b] = other[b], other[a]
        second = Table(rules, seats(), seed, decks=[other])
        for mine, again in zip(views, decisions(second, limit=3), strict=False):
            if mine.upcards != again.upcards or mine.hidden != again.hidden:
                break  # a swapped card came up later: past here the tables differ in sight
            hidden_there = {
                e.card
                for e in second.events
                if isinstance(e, Deal) and e.seat not in (0, None) and e.face == "down"
            }
            assert hidden_there.isdisjoint(theirs)  # the others hold other cards face down
            names = [seat.name for seat in mine.seats]
            assert pages(why(mine), names) == pages(why(again), names)
            compared += 1
    assert compared >= 8


def test_every_page_fits_the_panel_at_both_text_sizes(app):
    """The longest of each kind of sentence, on the panel at the normal and the large layout:
    whole, inside the TV-safe area and clear of your seat (the coach's words are an aid, body size
    at both)."""
    sentences = [
        *pages(Why(ahead=True, hidden=3), list(NAMES)),
        *pages(
            Why(3, "full_house", True, tuple(ALL_CARDS[:12]), ("3", "9", "T", "A"), unseen=49), list(NAMES)
        ),
        *pages(Why(1, "straight_flush", True, tuple(ALL_CARDS[:48]), unseen=49), list(NAMES)),
        *pages(
            Why(3, "flush", True, tuple(c for c in ALL_CARDS if c.suit == "d")[:12], unseen=49), list(NAMES)
        ),
        *pages(Why(2, "pair", True), list(NAMES)),
        *pages(Why(1, "four_of_a_kind", True, tuple(ALL_CARDS[:3]), unseen=49), ["You", "BARTHOLOMEW-THE-"]),
    ]
    font = app.text.font(BODY)
    coach = Coach(clock=lambda: 0.0)
    for sentence in sentences:
        lines = wrap(sentence, COLUMNS)
        assert len(lines) <= LINES and " ".join(lines) == sentence, sentence  # whole: no word cut
        coach.chance, coach.why, coach.reasons = 0.5, [sentence], []
        coach._since = 0.0  # the figure first shown then
        coach.clock = lambda: FIGURE_SECONDS + 0.1  # the page after the figure's
        assert coach.words()[0] == sentence
        canvas = pygame.Surface(app.display.canvas.get_size())
        coach.draw(canvas, app.text)
        width = max(font.size(line)[0] for line in lines)
        rect = panel_rect(width, len(lines))
        words = pygame.Rect(rect.x + 4, rect.y + 4, width, len(lines) * layout.LINE - 4)
        assert SAFE.contains(words) and rect.contains(words), sentence
        for places in (layout.NORMAL, layout.LARGE):
            for players in layout.SLOTS_FOR:
                assert rect.right < places.seat_slots(players)[0].x - 2, (sentence, players)


def test_each_page_is_one_sentence_and_says_which_cards():
    """A newcomer's play-test read 'YOU BEAT EVERY' and turned away before 'HAND SHOWING'; and '12
    CARDS LEFT' did not say which cards."""
    names = list(NAMES)
    assert pages(Why(ahead=True, hidden=3), names) == [
        "YOU BEAT WHAT THEY SHOW",  # your hidden cards too, and what shows only: a play-test read
        # "YOU BEAT EVERY HAND SHOWING" beside its lowest upcard as false, another "YOU'D WIN ON WHAT
        # THEY SHOW" beside queen high as winning (test_coach_words_honest)
        "THEIR 3 DOWN CARDS MAY HELP",
    ]
    twelve = tuple(card for card in ALL_CARDS if card.rank in "39K")
    assert pages(Why(1, "three_of_a_kind", True, twelve, ("3", "9", "K"), unseen=40), names) == [
        "BABE SHOWS 3 OF A KIND",
        "OF 40 UNSEEN, 12 BEAT BABE",
        "ANY 3, 9 OR K BEATS BABE",
    ]
    assert pages(Why(2, "full_house", True, twelve[:8], ("3", "9"), unseen=40), names)[-2:] == [
        "OF 40 UNSEEN, 8 BEAT CASEY",
        "ANY 3 OR 9 BEATS CASEY",
    ]
    hearts = tuple(card for card in ALL_CARDS if card.suit == "h")[:9]
    assert pages(Why(3, "flush", True, hearts, unseen=40), names) == [
        "SATCHEL SHOWS A FLUSH",
        "OF 40 UNSEEN, 9 BEAT SATCHEL",
        "THOSE 9 ARE HEARTS",
    ]
    assert pages(Why(2, "pair", True), names) == ["CASEY SHOWS A PAIR", "NO ONE CARD BEATS CASEY"]


def test_the_cards_that_would_beat_a_hand_read_as_sentences():
    """A newcomer's play-test read "19 CARDS LEFT BEAT YOGI" and "10 BEAT CASEY: ANY 3, 9 OR A"
    (10 what?): every count says what it counts and that they would beat the hand, never "LEFT"
    (read beside a No Peek pile's "6 LEFT" as your own pile), and which ranks is a sentence of its
    own, whole on the panel at both text sizes (the coach's words are body size at both)."""
    ten = tuple(card for card in ALL_CARDS if card.rank in "39A")[:10]
    assert pages(Why(2, "pair", True, ten, ("3", "9", "A"), unseen=40), list(NAMES))[1:] == [
        "OF 40 UNSEEN, 10 BEAT CASEY",
        "ANY 3, 9 OR A BEATS CASEY",
    ]
    assert pages(Why(1, "pair", True, ten[:1], ("A",), unseen=40), list(NAMES))[1:] == [
        "OF 40 UNSEEN, 1 BEATS BABE",
        "ANY ACE BEATS BABE",
    ]
    for name in (*NAMES[1:], "BARTHOLOMEW", "BARTHOLOMEW-THE-"):
        for count in (1, 2, 9, 19, 48):
            for ranks in ((), ("A",), ("3", "9", "K"), ("3", "9", "T", "A")):
                outs = tuple(ALL_CARDS[:count])
                for page in pages(Why(1, "pair", True, outs, ranks, unseen=49), ["You", name])[1:]:
                    assert "LEFT" not in page and fits(page), page
                    if page.startswith("OF "):  # of how many unseen cards, how many beat it
                        assert page.startswith(f"OF 49 UNSEEN, {count} BEAT"), page
                    elif page.startswith("THOSE "):
                        assert page.split()[-1] in SUIT_PLURALS.values(), page
                    else:
                        assert page.startswith("ANY ") and " BEATS " in page, page


def test_the_cards_that_would_beat_a_hand_say_whose_hand():
    """A newcomer's play-test read "20 CARDS LEFT WOULD BEAT IT" and asked: beat what? Every
    page of cards names the rival, or says THAT HAND where the name leaves no room."""
    twenty = tuple(card for card in ALL_CARDS if card.suit in "hd")[:20]
    assert pages(Why(1, "two_pair", True, twenty, unseen=40), list(NAMES))[-1] == "OF 40 UNSEEN, 20 BEAT BABE"
    long_name = [*NAMES[:1], "SATCHELL"]
    assert pages(Why(1, "two_pair", True, twenty, unseen=40), long_name)[-1] == "OF 40 UNSEEN, 20 BEAT IT"
    for reason in (
        Why(1, "pair", True, twenty, unseen=40),
        Why(1, "pair", True, twenty[:8], ("3", "9"), unseen=40),
    ):
        assert not pages(reason, list(NAMES))[-1].endswith(" IT"), reason


def test_the_panel_shows_the_figure_then_each_reason_in_turn():
    now = [0.0]
    coach = Coach(clock=lambda: now[0])
    coach._since, coach.chance, coach.note = 0.0, 0.28, ""
    coach.reasons, coach.why = (
        ["THREE OF A KIND", "3 OF A KIND"],
        ["BABE SHOWS TRIPS", "ANY 3 OR 9 BEATS BABE"],
    )
    shown = []
    for step in range(8):  # the figure for two pages' time (a newcomer missed it among the whys)
        now[0] = step * PAGE_SECONDS + 0.1
        shown.append(coach.words()[0])
    # what the figure is beside it, over its reason (THREE OF A KIND fits no line: in figures; a
    # play-test read "28% THREE KIND")
    figure = "30% TO WIN\n3 OF A KIND"  # (28% in steps of 5: game.felt.coach_estimate)
    assert shown == [figure, figure, "BABE SHOWS TRIPS", "ANY 3 OR 9 BEATS BABE"] * 2
    assert FIGURE_SECONDS == 2 * PAGE_SECONDS
    coach.chance, coach.note = None, "POT OVER"  # no figure: no reason either
    assert coach.words()[0] == "POT OVER"


def test_the_coachs_short_hand_words_are_in_the_glossary():
    """A newcomer's play-test met "BABE SHOWS TRIPS" and found no TRIPS on the WORDS page: every
    word of a short name the coach uses that no full hand name has (a figure aside: "3 OF A KIND")
    is defined there."""
    plain = set(" ".join(FULL.values()).split())
    jargon = {
        word for short in SHORT.values() for word in short.split() if word not in plain and not word.isdigit()
    }
    defined = {word for name, _ in TERMS for word in name.replace("/", " ").split()}
    assert jargon and jargon <= defined, jargon - defined


def test_good_news_is_not_drawn_in_a_warning_colour_and_a_tiny_chance_is_not_nought():
    """A play-test read "YOU BEAT EVERY HAND SHOWING" in red (the 3% figure's colour) and "0%"
    beside three kings as the coach peeking: the why is white, a chance under half a percent "<1%"."""
    from game.platform import palette

    now = [0.0]
    coach = Coach(clock=lambda: now[0])
    coach._since, coach.chance, coach.note = 0.0, 0.003, ""
    coach.reasons, coach.why = ["THREE OF A KIND", "3 OF A KIND"], ["Q HIGH BEATS WHAT THEY SHOW"]
    assert coach.words() == ("<1% TO WIN\n3 OF A KIND", palette.LOSS)
    now[0] = FIGURE_SECONDS + 0.1
    assert coach.words() == ("Q HIGH BEATS WHAT THEY SHOW", palette.WHITE)
    coach.chance, coach.lost = 0.0, True  # CAN'T WIN only where the pot cannot be won
    assert coach.line()[0] == "COACH: CAN'T WIN\n3 OF A KIND"


def test_the_rival_is_said_to_show_the_hand_its_seat_names():
    """A newcomer's play-test read "CASEY SHOWS A HIGH CARD" beside Casey's lone wild 9, which her
    seat names "Wild 9 = A": the coach names a shown hand as the table does (hand_words' short form)."""
    wild = frozenset("39")
    lone_wild = showing_words(parse_cards("9s"), wild)
    assert hand_name(lone_wild).short == "Wild 9 = A"
    assert pages(Why(2, "high_card"), list(NAMES), lone_wild) == ["CASEY SHOWS WILD 9 = A"]
    kings = showing_words(parse_cards("Ks Kd 7c"), wild)
    assert pages(Why(1, "pair"), list(NAMES), kings) == ["BABE SHOWS PAIR OF K'S"]
    # a name too long for the hand beside it: the hand alone, as named
    assert pages(Why(1, "pair"), ["You", "BARTHOLOMEW-THE-"], lone_wild) == ["WILD 9 = A BEATS YOURS"]


@pytest.mark.parametrize("profile", ["baseball", "midnight-baseball"])
def test_the_coachs_rival_is_named_by_what_its_seat_shows(profile):
    named = 0
    for seed in range(1, 9):
        for view in decisions(Table(load_profile(profile), seats(), seed)):
            reason = why(view)
            if reason.rival is None:
                continue
            shown = showing_words(view.upcards[reason.rival], view.rules.wild_ranks)
            said = why_pages(view)[0]
            assert in_capitals(hand_name(shown).short) in said or not fits(
                f"{NAMES[reason.rival].upper()} SHOWS {in_capitals(hand_name(shown).short)}"
            ), (shown, said)
            named += 1
    assert named >= 3
