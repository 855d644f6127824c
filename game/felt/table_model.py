"""What the table shows, as plain data: seats, card and chip sprites, the pot, the log.

The event director changes it (and starts tweens on its sprites); the renderer only reads it.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING

from engine.cards import Card
from engine.events import ActionTaken
from engine.money import signed_mixed
from engine.rules import Rules
from game.felt.layout import LOG_LINES
from game.play.next_turner import NextTurner
from game.telling.hints import Target

if TYPE_CHECKING:
    from game.platform.widgets import Menu


@dataclass(eq=False)
class CardSprite:
    card: Card | None  # None: a card this seat may not know
    face: str  # "up" or "down", as dealt
    wild: bool = False
    shown: bool = False  # drawn face up (own down cards are shown to their owner, marked)
    flight: float = 0.0  # 0 at the origin, 1 in its place
    origin: tuple[float, float] = (0.0, 0.0)
    flip: float = 1.0  # 0..1 through a flip; the face changes at the half
    turning: bool = False
    lift: float = 0.0  # raised (the winning five)
    best: bool = False
    dim: bool = False  # at showdown: not among the five used, or a losing hand
    label: str = ""  # what a wild stands for, at showdown
    flourish: float = 0.0  # 1 -> 0: a bonus card's glow
    bonus: bool = False  # a bonus card (a four's): marked for as long as it lies there


@dataclass(eq=False)
class ChipSprite:
    start: tuple[float, float]
    end: tuple[float, float]
    colour: int
    t: float = 0.0


@dataclass(eq=False)
class Seat:
    name: str
    style: str
    human: bool
    balance: Fraction = Fraction(0)
    cards: list[CardSprite] = field(default_factory=list)
    folded: bool = False
    out: bool = False
    sitting_out: bool = False  # dealt nothing this pot (HandStart.out: a party's TV player, a stud pot)
    showing: str = ""  # the showing hand in words
    best: str = ""  # the human's own best hand in words
    revealed: bool = False  # shown down: `showing` now names the whole hand
    away: bool = False  # the human left the controls: the seat checks or folds by itself
    away_words: str = ""  # what the plate says of it instead of AWAY (the party TV: 'OFF: BOT NEXT HAND')
    since: Fraction = Fraction(0)  # the seat's balance when its player sat down (a party's guest)
    # a party's seat taken over this session, its new player's first pot not over yet
    fresh: bool = False
    # its player is asked for their moves at this screen: the solo table's you (game.felt.director),
    # a party's player at the TV (game.screens.party_look.dress); a phone's guest is asked on their
    # phone, a computer player by nobody
    plays_here: bool = False

    @property
    def net(self) -> Fraction:
        """The seat's player's net: what the seat won or lost since they sat down."""
        return self.balance - self.since

    @property
    def net_words(self) -> str:
        """The net its plate says: nothing for a seat just taken over until its new player's net
        moves (a host play-test read 'CPU 4 0' after the host was taken off at +12, as if the
        host's winnings were lost: the ledger kept them under the host's name)."""
        return "" if self.fresh and self.net == 0 else signed_mixed(self.net)


@dataclass(eq=False)
class Popup:
    """A short word rising from a point: BONUS!, WILD, +6."""

    text: str
    pos: tuple[float, float]
    colour: tuple[int, int, int]
    t: float = 0.0
    rises: bool = True  # False: it stays where it appeared (on your name line: game.felt.popup_place)


@dataclass(eq=False)
class TableModel:
    seats: list[Seat] = field(default_factory=list)
    profile: str = ""  # the game on the table (a dealer's choice: the pot's, or its own while one is called)
    session: str = ""  # a dealer's choice: its name ("" for a session of one game)
    wild_ranks: frozenset[str] = frozenset()
    no_peek: bool = False  # rows are the turned cards, then the pile
    rules: Rules | None = None  # the game in play's rules (what sets it apart: game.felt.game_quirk)
    pots: int = 0
    hand: int = 0
    dealer: int | None = None
    pot: Fraction = Fraction(0)
    stock: int = 52  # cards left to deal: the pile on the table thins as the hand goes on
    pot_chips: int = 0
    level: Fraction = Fraction(0)
    raises: int = 0
    max_raises: int = 0
    # the log's words of the bet or raise that set `level` ("Ann raises 1 to 3"): kept in view while
    # it is the bet to match (game.felt.log_lines), however many calls came after it
    facing: str = ""
    round: int = 0  # the betting round under way; 0 while No Peek players turn cards between rounds
    leader: int | None = None  # No Peek: the seat showing the hand every other seat must beat
    target: Target | None = None  # No Peek: whose row leads and its hand, what a turn must beat
    beat: str = ""  # No Peek: why the row in the lead beat the one before, until the next turn
    # No Peek: the seat to turn now or next, as the host names it (the table player follows the facts)
    turner: NextTurner = field(default_factory=NextTurner)
    actor: int | None = None
    community: list[CardSprite] = field(default_factory=list)
    chips: list[ChipSprite] = field(default_factory=list)
    popups: list[Popup] = field(default_factory=list)
    # the log's newest messages: more than its lines, so that a hint given way to the moves since
    # yours (log_lines.hints_given_way) never pushed one out of them
    log: deque[str] = field(default_factory=lambda: deque(maxlen=3 * LOG_LINES))
    tip_over_moves: str = ""  # ...but for the tip of your decision said once they were read (first_tips)
    showcase: list[CardSprite] = field(default_factory=list)  # a hand's best five, in the centre
    showcase_text: str = ""
    game_banner: tuple[str, str, str] | None = None  # dealer's choice: the game just called, until the deal
    calling: bool = False  # dealer's choice: no game is called yet (the first pot's dealer is deciding)
    # dealer's choice: the away rule called this pot's game for its dealer, in its banner's words
    # ('TIME RAN OUT: PICKED FOR ZOË'), for the whole pot (the party TV's badge); "" for a dealer's own
    picked_for: str = ""
    # dealer's choice: the games offered at your deal, while you pick (R opens the lit one's rules:
    # game.screens.call_keys); None once the pot is called
    pick: Menu | None = None

    def took_bet(self, event: ActionTaken) -> None:
        """A betting move, just told in the log: the level to match, a raise counted, and the log's
        newest line named as the bet to match when the move set the level."""
        self.level = event.level
        if event.action == "raise":
            self.raises += 1
        if event.action in ("bet", "raise", "complete", "bring_in") and self.log:
            self.facing = self.log[-1]

    def betting_over(self) -> None:
        """No round is bet now: no level to match, and its bet is said faced no more."""
        self.round, self.level, self.raises = 0, Fraction(0), 0

    def lead_settled(self) -> None:
        """The pot is shown down or awarded: No Peek's row to beat ('YOU LEAD: THREE JACKS') and
        why it beat are told no more (a play-test read YOU LEAD over Casey's winning hand)."""
        self.leader, self.target, self.beat = None, None, ""

    def to_the_end(self, line: str) -> None:
        """`line`, said lately, moved to the log's end, said once (said there if it has gone)."""
        lines = list(self.log)
        if line in lines:
            del self.log[len(lines) - 1 - lines[::-1].index(line)]
        self.log.append(line)

    def clear_hand(self) -> None:
        for seat in self.seats:
            seat.cards.clear()
            seat.folded = seat.out = seat.revealed = seat.sitting_out = False
            seat.showing = seat.best = ""
        self.community.clear()
        self.stock = 52
        self.showcase.clear()
        self.showcase_text = ""
        self.round = 0
        self.leader = None
        self.target, self.beat = None, ""
        self.level = Fraction(0)
        self.raises = 0
        self.facing = ""
