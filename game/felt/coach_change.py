"""What changed when the coach's figure moves a lot between two showings, in a line under the
figure (game.felt.coach): a newcomer's play-test saw 28% fall to 2% after a blank 7th card with
only the hand's name beside it ("2% 3 OF A KIND"), and read it as the coach changing its mind.

Only from what the seat's view shows, as the figure is (no card the seat has not seen): a rival's
showing hand that got better ("CASEY: FLUSH", as the seat names it where it fits: "YOGI: THREE Ks"),
your own new card that did not help ("8 DIDN'T HELP"; in No Peek a card you turned that did not
take the lead, "STILL BEHIND": Hold'em newcomers read "YOUR 2 MISSED" cold as nothing, "2 DIDN'T
BEAT" as a riddle and "2 DIDN'T LEAD" as a count of players), a rival gone ("BABE FOLDED", a plate's BEATEN
as news, "BABE IS OUT"; "2 FOLDED"), or your hand made ("NOW THREE 7'S", a royal flush "YOU MADE
ROYAL"). Names whole, in capitals as the seat plate shows them, never cut: a line a name does not
fit whole says RIVAL ("RIVAL FOLDED")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from engine.cards import Card
from engine.events import Out
from engine.explain import ranks_of
from engine.hand_value import CATEGORIES, HandValue, royal
from engine.view import SeatView
from game.felt.coach_why import COLUMNS, SHORT, rival_hands
from game.play.dead_hand import folded_dead
from game.telling.event_words import OUT_STATUS, rank_words
from game.telling.hand_forms import in_capitals
from game.telling.hand_words import short_forms
from game.telling.wild_reason import showing_words

MOVED = 0.15  # a figure this far from the last showing's says what changed under it


@dataclass(frozen=True)
class Seen:
    """A figure's moment as the seat's view shows it: its own cards (hidden ones too), its hand's
    category and that hand's names (made_names); each other seat still in showing cards, with its
    category and its seat's words; each seat out of the pot, with its plate's word (FOLDED, BEATEN)."""

    mine: tuple[Card, ...]
    best: str
    shows: Mapping[int, tuple[str, str]]
    gone: Mapping[int, str]
    made: tuple[str, ...]
    wilds: Mapping[int, int] = field(default_factory=dict)  # each seat in `shows`: its wilds face up
    no_peek: bool = False  # your new cards are turned, to beat the hand showing (not dealt to help)


def out_word(view: SeatView, seat: int) -> str:
    """The plate's word for a seat out of the pot (game.felt.director): BEATEN for a No Peek pile
    turned without a beat (struck out) or a dead hand folded to a bet (dead_hand.folded_dead), else
    FOLDED: a Hold'em newcomer's play-test read BEATEN TILL NEXT POT after they folded."""
    if view.rules.flow != "no_peek":
        return "FOLDED"
    struck = any(isinstance(event, Out) and event.seat == seat for event in view.history)
    return OUT_STATUS if struck or folded_dead(view.history, seat, view.rules.wild_ranks) else "FOLDED"


def seen(view: SeatView) -> Seen:
    """What `view` shows now (Seen)."""
    me, wild = view.seat, view.rules.wild_ranks
    best = view.best_so_far()
    shows = {  # (the engine's showing value: game/ never values cards itself)
        seat: (value.category, showing_words((*view.upcards[seat], *view.community), wild))
        for seat in sorted(view.live - {me})
        if (value := view.showing(seat)) is not None
    }
    gone = {seat: out_word(view, seat) for seat in range(len(view.seats)) if seat not in view.live}
    category = "" if best is None else best.category
    wilds = {seat: sum(card.rank in wild for card in view.upcards[seat]) for seat in shows}
    mine = (*view.hidden, *view.upcards[me])
    return Seen(mine, category, shows, gone, made_names(best), wilds, view.rules.flow == "no_peek")


# hands said by their rank, as the seat says them ("NOW THREE 7'S"): their category's name is too
# long for the line ("NOW 3 OF A KIND"), and a shorter one is another name for the hand (a Hold'em
# newcomer's play-test read the coach's TRIPS beside the seat's "Three A's")
BY_RANK = frozenset({"three_of_a_kind", "four_of_a_kind", "five_of_a_kind"})


def made_names(best: HandValue | None) -> tuple[str, ...]:
    """Your best hand's names for the line saying you made it, fullest first: its category's
    (SHORT: "FULL HOUSE"), several of a rank and a royal flush by their own (hand_names)."""
    if best is None:
        return ()
    if best.category in BY_RANK:
        return hand_names(best)
    return royal_names(best) or (SHORT[best.category],)


def hand_names(best: HandValue) -> tuple[str, ...]:
    """`best`'s own names, fullest first, as the seat and a rival's line say them ("THREE 7'S",
    "3 7'S"; "ROYAL FLUSH", "ROYAL": hand_words)."""
    return tuple(in_capitals(form) for form in short_forms(best.description, 1))


def royal_names(best: HandValue) -> tuple[str, ...]:
    """A royal flush's names, fullest first, a straight flush's class of its own
    (engine.hand_value.royal), as the seat and a rival's line say it ("ROYAL FLUSH", "ROYAL":
    hand_words), never its category's ("STR FLUSH", "STRAIGHT FLUSH": a newcomer's play-test read
    the coach's STR FLUSH beside the seat's "Royal flush"); none for any other hand."""
    if not royal(best.category, ranks_of(best)[0] or 0):
        return ()
    return hand_names(best)


def rank(category: str) -> int:
    return CATEGORIES.index(category) if category else -1


def change(before: Seen, after: Seen, fell: bool, names: Sequence[str]) -> str:
    """What changed from `before` to `after`, the figure having `fell` (else risen) a lot, in one
    line of COLUMNS; "" where nothing the seat sees says why."""
    if fell:
        better = [
            seat
            for seat, (category, _) in after.shows.items()
            if rank(category) > rank(before.shows.get(seat, ("", ""))[0])
        ]
        if better:
            seat = max(better, key=lambda seat: rank(after.shows[seat][0]))
            if rank(after.shows[seat][0]) <= rank(after.best):  # what it shows is under yours: why
                # it is still a danger (a newcomer read "BABE: TRIP K'S" beside their trip aces as
                # nonsense: Babe's wilds face up, cards to come and hidden ones made the figure)
                return danger_line(names[seat], after.wilds.get(seat, 0))
            return rival_line(names[seat], *after.shows[seat])
        new = [card for card in after.mine if card not in before.mine]
        if new and after.best == before.best:
            return missed(new, after.no_peek)
        return ""
    gone = [seat for seat in after.gone if seat not in before.gone and seat in before.shows]
    words = {after.gone[seat] for seat in gone}
    if len(gone) > 1 and len(words) == 1:  # (two folding at once: the figure is for both)
        word = words.pop()
        return f"{len(gone)} ARE OUT" if word == OUT_STATUS else f"{len(gone)} {word}"
    if gone:
        return named(names[gone[0]], gone_form(after.gone[gone[0]]))
    if before.best and rank(after.best) > rank(before.best):  # (a first card is no hand "made":
        # "NOW HIGH CARD" under a No Peek pile's first card turned)
        return made_line(after.best, after.made)
    return ""


def gone_form(word: str) -> str:
    """How a rival gone from the pot reads under the figure, as news: "{} FOLDED", and for a plate
    BEATEN "{} IS OUT" (a newcomer's play-test read "CASEY BEATEN" beside 35% as a reason for the
    figure, whom Casey beat: it was Casey out of the pot, struck out, one hand fewer to beat you)."""
    return "{} IS OUT" if word == OUT_STATUS else f"{{}} {word}"


# No Peek: the cards you turned left your row behind the lead, in plain words (a Hold'em newcomer
# read "YOUR 2 MISSED" as nothing, "2 DIDN'T BEAT" as a riddle, and "2 DIDN'T LEAD" as two players
# who turned and did not lead: the card is in view on your pile; "2 TURNED, STILL BEHIND" has no
# room in a line of COLUMNS)
STILL_BEHIND = "STILL BEHIND"


def missed(new: Sequence[Card], no_peek: bool) -> str:
    """Your new cards left your hand as it was: the card by its rank, what it did not do ("8 DIDN'T
    HELP": "J DIDN'T HELP" was clear), an ace by its name where the figure reads as an article
    ("ACE: NO HELP"), more than one that none did ("NO HELP CAME"); in No Peek, that your row is
    STILL_BEHIND. Each in a line of COLUMNS."""
    if no_peek:
        return STILL_BEHIND
    if len(new) > 1:
        return "NO HELP CAME"
    rank = new[0].rank
    return "ACE: NO HELP" if rank == "A" else f"{rank_words(rank)} DIDN'T HELP"


# hands a bare "YOU MADE" would leave without their article ("YOU MADE PAIR"), as a player says them
# (a newcomer's play-test read "YOU PAIRED" as odd)
MADE = {"pair": "NOW A PAIR", "straight": "NOW A STRAIGHT", "flush": "NOW A FLUSH"}
# ...and a hand whose short name is an abbreviation ("NOW STR FLUSH" read cold as nothing), said
# whole, a line of its own
WHOLE = {"straight_flush": "STRAIGHT FLUSH"}


def made_line(category: str, names: Sequence[str]) -> str:
    """Your hand of `category` made, by the first of its `names` (made_names) that fits a line of
    COLUMNS: "NOW THREE 7'S", "NOW A PAIR", "NOW TWO PAIR", "YOU MADE ROYAL", "STRAIGHT FLUSH"."""
    if names == (SHORT.get(category),) and category in WHOLE:  # (a royal flush keeps its own name)
        return WHOLE[category]
    said = [line for made in names for line in (MADE.get(category, f"YOU MADE {made}"), f"NOW {made}")]
    return next((line for line in said if len(line) <= COLUMNS), said[-1])


# who did it, where a seat's name does not fit whole beside what it did: a name is never cut (a
# newcomer's play-test at TEXT SIZE large read "CA…: FIVE KIND" for Casey's five queens)
RIVAL = "RIVAL"


def named(name: str, *forms: str) -> str:
    """The first of `forms` ("{} FOLDED", "{}: FLUSH") that fits a line of COLUMNS with `name`
    whole in it, in capitals; else the first with RIVAL for the name ("RIVAL FOLDED"), the last
    of them always fitting."""
    said = [form.format(name.upper()) for form in forms] + [form.format(RIVAL) for form in forms]
    return next((line for line in said if len(line) <= COLUMNS), said[-1])


# a rival's hand in a line, said as a sentence where it fits, else in the seat's "name: hand" (a
# Hold'em newcomer's play-test read "YOGI: 3 6'S" under the figure as cryptic: whose, what?)
SENTENCES = ("{{}} SHOWS {}", "{{}} HAS {}")
TERSE = "{{}}: {}"


def rival_line(name: str, category: str, shown: str) -> str:
    """A rival's better showing hand in a line, its ranks kept where any form with them fits: as a
    sentence ("BO SHOWS 3 7'S", else "YOGI HAS 3 6'S"), its hand as its seat names it and narrower,
    else tersely ("CASEY: 3 K'S"); then its category so ("BABE HAS FLUSH", "CASEY: FLUSH"); else
    that the seat improved ("CASEY IMPROVED": the why's pages that follow name its hand); a name too
    long for any of them whole leaves itself out ("RIVAL: FLUSH", "RIVAL IMPROVED")."""
    kinds = rival_hands(category)  # (its category's names, no ranks)
    ranked = [hand for hand in rival_hands(category, shown) if hand not in kinds]
    forms: list[str] = []
    for hands in (ranked, kinds):
        forms += [sentence.format(hand) for sentence in SENTENCES for hand in hands]
        forms += [TERSE.format(hand.removeprefix("A ")) for hand in hands]  # ("CASEY: FLUSH")
    return named(name, *forms, "{} IMPROVED")


def danger_line(name: str, wilds: int) -> str:
    """Why a rival whose showing hand is under yours brought the figure down: its wild cards face up
    ("BABE: 2 WILDS": each makes any card it needs), else that it improved ("BABE IMPROVED": its
    hidden cards and those to come may beat you)."""
    said = [f"{{}}: {wilds} WILD{'S' if wilds > 1 else ''}"] if wilds else []
    return named(name, *said, "{} IMPROVED")
