"""The table's hints for a newcomer, in one wording for the table, the party TV and the phones: in
No Peek what the turning player must beat ("BEAT YOGI: PAIR OF ACES, KICKERS J 8 7") and, when a row takes
the lead, why it beats ("KICKER: JACK BEATS TEN"); what each of the table's big moments means
("PERFECT GAME: A STRAIGHT FLUSH").

The values come from the engine (the seat's showing value, engine.explain for the reason); this
module only says them.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import ClassVar

from engine.actions import ActionKind
from engine.cards import RANKS, Card
from engine.events import ActionTaken, Deal, Event, HandStart, Out, Reveal, RoundStart, Turn
from engine.explain import ranks_of, unnamed_ranks, why_wins
from engine.hand_value import HandValue
from engine.money import mixed
from engine.view import showing_of
from game.telling.event_words import rank_words
from game.telling.hand_forms import in_capitals
from game.telling.hand_words import form_ladder
from game.telling.lead_decider import decider
from game.telling.wild_reason import wild_reason

STRIKEOUT = "STRIKE THREE!"
# the table's big moments (game.felt.table_effects), each with what it means, said the first time
MOMENT_MEANINGS = {
    "GRAND SLAM!": "GRAND SLAM: five of a kind, with a wild card",
    "PERFECT GAME!": "PERFECT GAME: a straight flush",
    "STRIKE THREE!": "STRIKE THREE: a player is out of the hand",
}
# Each hint reads whole in two lines of 14 letters (log_forms.HINTS says it in no fewer words): the
# log beside your seat while a guided hand's page or a pot's result fills the centre (layout.Layout.
# result_log, its third line given up to your No Peek pile's count), which cut "The + marks a" /
# "card a 4…" and "+1 for a four:" / "under the…" in a newcomer's play-test at TEXT SIZE large
# the coach's panel (game.felt.coach), said the first time it gives a figure at a table: its figure is
# a chance to win (a newcomer read "5% HIGH CARD" as "high card 5%"); what it is counted against is
# the panel's first why then (game.felt.coach.AGAINST): two lines of the log beside your seat at
# TEXT SIZE large hold 28 letters, no more
COACH_MEANING = "Bottom left: your % to win"
# ...and, the coach off (its default), the key that turns it on, said at your first decision of a
# run (game.screens.table_scene): a Hold'em newcomer's play-test found H only under ESC > OPTIONS >
# TABLE. Headed as a tip (game.felt.guide_tips.TIP_HEAD: log_forms.is_hint, said whole), in the
# log's 26 letters
COACH_KEY_MEANING = "Tip: H for the odds coach"
# the coach's colour facing a bet (game.felt.coach_odds: the chance against the call's need), said the
# first time its panel says what a call needs at a table: a Hold'em newcomer read "5% TO WIN 13" over
# "CALL NEEDS 7%" in yellow as wrong, 5 being under 7 (yellow is within two points of the need: close;
# red, well under it, is the traffic light's no); a Hold'em newcomer read "Green: pays; yellow: close"
# twice as cryptic (what pays?): what green says of the call, the coach named, the traffic light's
# yellow and red left to follow; a Hold'em newcomer read "Coach: green = a good call" beside a yellow
# figure and the cursor's yellow and could not tell what colour meant what: said only once the figure
# is green, and of the figure ("%", as COACH_MEANING calls it), not of a button
COLOUR_MEANING = "Green %: a good call"
# the figure by each seat's name (its net this game: "0", then "-1" at the first ante), said as your
# first ante at a table is paid (game.felt.director): a Hold'em newcomer's play-test read it as a chip
# stack, only the pause menu's words saying what it is; the next read "By names: won or lost" twice,
# not knowing what was by the names: the figure named by its sign. Two lines of the large log and of
# the log beside your seat (test_log_hints_whole; "...so far" once left "far" alone on a line)
NET_MEANING = "+/- by a name: won or lost"
# a four's bonus card's orange + (game.felt.card_art.draw_bonus_mark), said the first time one lands at a
# table (game.felt.director): on a No Peek pile, the card under it (a newcomer's play-test learned
# Midnight's four rule only from the +)
BONUS_MEANING = "+ marks a card a 4 earned"
# (in plain words: "The + pile hides a 4's card" read as jargon to a newcomer, "a 4's card" as a four;
# a newcomer asked when it turns; where it lies the move over it says: "Yogi earns +1 card for the 4:
# under the pile"; a Hold'em newcomer read "+1 for a 4: turned last" twice: which card, turned when?
# Said under that move, in two lines of the log beside your seat, 14 letters each; a Hold'em newcomer
# saw the orange + on a pile and found nothing saying what it was: "+", as the pile shows it)
UNDER_PILE_MEANING = "The + card is turned last"
# No Peek's AUTO-CHECK button (game.felt.check_ahead), said the first time it is offered at a table
# (the button's underlined A turns it off again)
CHECK_AHEAD_MEANING = "AUTO-CHECK checks for you"
# No Peek's T pressed at your betting decision, where TURN is not offered (a Hold'em newcomer's
# play-test pressed T in a betting round and nothing happened, nothing said): when you turn, or that
# leading you turn none, one line of the log (22 letters at TEXT SIZE normal)
TURN_AFTER_BETS = "T: turn after the bets"
TURN_NONE_LEADING = "T: you lead: no turn"
# stud's move after a bring-in (COMPLETE), said the first time its button is offered to you at a
# table: a Hold'em newcomer met it in Dealer's Choice's Seven-Card Stud with nothing saying what it was
# (the bring-in itself is said as its round opens: bring_in_meaning)
MOVE_MEANINGS = {ActionKind.COMPLETE: "COMPLETE: make a full bet"}
# stud's bring-in, said the first time a bring-in round opens at a table (game.felt.director), before
# the low card's move: a Hold'em newcomer saw "Casey brings in 1/2", "Yogi calls 1/2" and halves on the
# plates in Dealer's Choice with nothing saying why (said only when BRING IN was offered to them,
# without its amount). Its amount is the game's (a house game's bring-in may be 1), so the log knows
# it by its head (game.felt.log_forms.is_hint)
BRING_IN_HEAD = "BRING IN: low card bets "


# a half in the figures by the names ("-1 1/2"), said the first time a bring-in of a half is paid at a
# table (game.felt.director), after it: a Hold'em newcomer met "-4 1/2" in Dealer's Choice's Seven-Card
# Stud with nothing saying where halves come from; the next read "bring in ½" with no word of what a
# half is: half the game's bet (its bring-in is half its bet: test_newcomer_finds_half_bet)
HALVES_MEANING = "½: half a bet, a bring-in"


def bring_in_meaning(amount: Fraction) -> str:
    """What a bring-in is, with the game's `amount`: "BRING IN: low card bets 1/2"."""
    return f"{BRING_IN_HEAD}{mixed(amount)}"


# No Peek: every new lead opens a betting round, and a row behind it with cards still to turn bets
# in it too: said the first time you are offered BET so (a Hold'em newcomer's Night Baseball
# play-test, its hands long with checks, did not know a hand beaten for now may still bet; another
# read "Behind: you may still bet" as a riddle: what to do; a third "Behind? Bet if you'll beat it" as
# what nobody can know, their cards unseen: what to do, on what you can know, your chance; the next
# "Behind? Bet on your chances" twice: which chances? The cards you have still to turn; the next
# "Behind? Bet on cards to turn" twice as cryptic: a Hold'em player's word for cards still to come
# that may win it, the draw, which they know to bet)
BEHIND_MEANING = "Behind? Bet it like a draw"


def move_meanings(kinds: Iterable[ActionKind], told: set[ActionKind], behind: bool = False) -> list[str]:
    """What the moves among `kinds` not yet `told` (which they join) are (MOVE_MEANINGS), in the
    buttons' order; `behind`: your No Peek row is behind the lead with cards to turn
    (decision_words.turns_later), where BET's is BEHIND_MEANING."""
    meanings = {**MOVE_MEANINGS, ActionKind.BET: BEHIND_MEANING} if behind else MOVE_MEANINGS
    new = [kind for kind in meanings if kind in kinds and kind not in told]
    told.update(new)
    return [meanings[kind] for kind in new]


# why a player struck out, by the cause (a wild card's price refused, a No Peek pile turned in vain)
STRIKEOUT_CAUSES = {
    "wild_cost": "STRIKE THREE: folded rather than pay for a wild",
    "out": "STRIKE THREE: beaten, every card turned",  # the plate's word (OUT_STATUS), not OUT
}


@dataclass(frozen=True)
class Target:
    """No Peek's hand to beat, as data: whose row it is (`whose`, in capitals; None: the reader's
    own) and the hand in the middle's capitals (`hand`: "PAIR OF ACES, KICKERS J 8 7"), and as the
    seats write it (`words`: "Pair of aces, kickers J 8 7", for its shortenings)."""

    whose: str | None
    hand: str
    words: str = field(default="", compare=False)

    def head(self, betting: bool = False, columns: int = 0) -> str:
        """Whose it is, as the middle says it: "BEAT YOGI"; while a round is bet, when nobody turns,
        who leads, "YOGI LEADS" (a host play-test read "BEAT BOB: ACE HIGH" over players who checked
        and bet without turning, as if they broke the rule), a name too long for LEADS in a line of
        `columns` alone, whole ("BARTHOLOMEW-THE-"); yours: "YOU LEAD"."""
        if self.whose is None:
            return "YOU LEAD"
        if not betting:
            return f"BEAT {self.whose}"
        return self.whose if columns and len(f"{self.whose} LEADS") >= columns else f"{self.whose} LEADS"

    def line(self, betting: bool = False, columns: int = 0, rung: int = 0) -> str:
        """The whole line: "BEAT YOGI: PAIR OF ACES" (head); the hand in the table's form
        `rung` (seat_words.table_rung: a newcomer's play-test read "ACE HIGH (3 IS WILD)" here
        beside "Ace, 3 wild" at the seat)."""
        hand = in_capitals(form_ladder(self.words)[rung]) if rung and self.words else self.hand
        return f"{self.head(betting, columns)}: {hand}"


def target_of(name: str | None, value: HandValue, why: str = "") -> Target:
    """`name`'s row to beat (None: yours): its hand `value` and the cards after the ones its words
    name (target_words), then `why` (a lone wild card's reason, "(9 IS WILD)")."""
    shown = [rank_words(RANKS[rank]) for rank in ranks_of(value) if rank is not None]
    if value.category == "flush":  # its five cards are all the flush ("FLUSH, A J 7 4 2"; after
        # "BEAT YOGI:" no second colon): a newcomer's play-test read "FLUSH, A HIGH, KICKERS J 7 4 2"
        hand = "Flush, " + " ".join(shown)
    elif value.category == "high_card" and shown[1:]:  # no kicker where no pair is (a Hold'em
        # newcomer's play-test read "FIVE HIGH, KICKER 4" for two cards showing twice; the glossary's
        # kicker is beside a pair or set): the cards after its high one, in turn, its name as the seat
        # says it first ("Five high")
        hand = f"{value.description}, then {' '.join(shown[1:])}"
    else:
        kickers = unnamed_ranks(value)
        rest = (
            f"kicker{'s' if len(kickers) > 1 else ''} {' '.join(map(rank_words, kickers))}" if kickers else ""
        )
        hand = f"{value.description}, {rest}" if rest else value.description
    return Target(None if name is None else name.upper(), in_capitals(hand) + why, hand + why)


def target_from(name: str | None, cards: Sequence[Card], wild_ranks: Collection[str]) -> Target | None:
    """`name`'s row to beat from its face-up `cards` (None: none turned), with a lone wild card's
    reason ("ACE HIGH (9 IS WILD)"), the same on the TV and the phones (a newcomer's phone said
    "ACE HIGH" where the TV said "ACE HIGH (3 IS WILD)")."""
    value = showing_of(cards, wild_ranks)
    return None if value is None else target_of(name, value, wild_reason(cards, wild_ranks).upper())


def target_words(name: str | None, value: HandValue) -> str:
    """No Peek: what the turning player must beat, the hand and the cards after the ones its
    words name ("BEAT YOGI: PAIR OF ACES, KICKERS J 8 7", "PAIR OF ACES, KICKER 10"; a flush its five
    cards, "FLUSH, A J 7 4 2"): a kicker
    often decides. One style for one kicker or several (a play-test read "A 2" in one place and
    "FOUR KICKER" in another): the word first, then the ranks as the cards print them ("KICKER
    A", never "A KICKER", read as "a kicker"). `name` None: the reader's own row leads ("YOU
    LEAD: ...")."""
    return target_of(name, value).line()


NO_CARD = " beats no card"


def beat_words(winner: HandValue, loser: HandValue) -> str:
    """Why a No Peek row that took the lead beats the one it beat ("KICKER: JACK BEATS TEN"). Where
    the beaten row has turned no card at the place that decides, it says so in plain words, no colon
    ("SIX BEATS NO SECOND CARD": with fewer than five cards face up any card beats a missing one,
    docs/rules.md): a host play-test read "SECOND CARD: KING BEATS NO CARD" as a king beating a
    player who had turned nothing, and the next "SECOND CARD: SIX AGAINST NO SECOND CARD", after
    the phone's "MAXIMILIANA B. TOOK THE LEAD FROM HOST:", as a riddle. No article: "A SIX" ended
    a phone's line "...FROM BO. A", an A where aces are cards, and the words keep to one line of
    the TV's centre at the normal TEXT SIZE."""
    short = why_wins(winner, loser).short
    if short.endswith(NO_CARD):
        part, high = short.removesuffix(NO_CARD).split(": ", 1)
        return f"{high} beats no {part}".upper()
    return short.upper()


@dataclass(frozen=True)
class LeadTaken:
    """No Peek: the row that took the lead (`seat`) from the row it beat (`beaten`), and why
    (`why`, beat_words: "ACES BEAT SEVENS"; `decider`, where the two rows may be named alike, the
    cards that decide: lead_decider, "flush, A-K beats A-Q"). The table host publishes it as a fact
    (game.play.table_host) just before the round_start it opens, so that every screen reads the one
    decider and none works it out again (the phones' log re-derived it beside the TV's)."""

    type: ClassVar[str] = "lead_taken"
    seat: int
    beaten: int
    why: str
    decider: str = ""

    @property
    def said(self) -> str:
        """Why, as the TV's centre and the phones' panel say it: the cards that decide where the rows
        may be named alike, in capitals ("FLUSH, A-K BEATS A-Q": one line of the centre at TEXT SIZE
        large), else beat_words'."""
        return self.decider.upper() or self.why


def lead_taken(events: Iterable[Event], wild_ranks: Collection[str]) -> LeadTaken | None:
    """The last time a row took the lead by beating the one before it, from a No Peek pot's events
    (a seat's view of them is enough: only face-up cards count); None before the first beat and
    again as soon as the next card is turned."""
    ups: dict[int | None, list[Card]] = {}
    leader: int | None = None
    gone: set[int] = set()  # folded or out: a lead that passes from them was not beaten
    taken: LeadTaken | None = None
    for event in events:
        if isinstance(event, HandStart):
            ups, leader, gone, taken = {}, None, set(), None
        elif isinstance(event, Turn):
            ups.setdefault(event.seat, []).append(event.card)
            taken = None
        elif isinstance(event, (Reveal, Deal)) and event.card is not None:
            if isinstance(event, Reveal) or event.face == "up":
                ups.setdefault(event.seat, []).append(event.card)
        elif isinstance(event, Out) or (isinstance(event, ActionTaken) and event.action == "fold"):
            gone.add(event.seat)
        elif isinstance(event, RoundStart):
            taken = None
            if leader is not None and event.opener != leader and leader not in gone:
                community = ups.get(None, [])
                winner = showing_of([*ups.get(event.opener, []), *community], wild_ranks)
                loser = showing_of([*ups.get(leader, []), *community], wild_ranks)
                if winner is not None and loser is not None and winner > loser:
                    taken = LeadTaken(event.opener, leader, beat_words(winner, loser), decider(winner, loser))
            leader = event.opener
    return taken


def round_lead(events: Sequence[Event], index: int, wild_ranks: Collection[str]) -> LeadTaken | None:
    """The lead taken that the round opening at `events[index]` (a round_start) opens for, from its
    pot's events (a seat's view of them is enough); None when no row beat the one before it."""
    start = next((at for at in range(index, -1, -1) if isinstance(events[at], HandStart)), 0)
    return lead_taken(events[start : index + 1], wild_ranks)


def moment_meaning(banner: str, cause: str = "") -> str:
    """The one line that says what a big moment's banner means; `cause` names why a player struck
    out ("wild_cost" or "out")."""
    return STRIKEOUT_CAUSES.get(cause, MOMENT_MEANINGS[banner]) if cause else MOMENT_MEANINGS[banner]
