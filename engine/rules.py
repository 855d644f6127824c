"""The resolved rules of one profile: a frozen, typed object the engine, bots and UI read.

Defaults are basic Baseball (docs/rules.md#baseball). `engine.profile` builds these from YAML files;
everything else only reads them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, fields, replace
from fractions import Fraction
from typing import Any, Literal

from engine.money import amount_json

Flow = Literal["stud", "no_peek"]
Face = Literal["up", "down"]
Choice = Literal["dealer", "in_turn"]  # dealer's choice: who decides each pot's game


@dataclass(frozen=True)
class WildCost:
    """What a wild card dealt or turned face up costs: free, match the pot, or pay a fixed amount."""

    kind: Literal["free", "match_pot", "pay"] = "free"
    amount: Fraction = Fraction(0)  # only for kind == "pay"

    def to_json(self) -> str | dict[str, str]:
        return {"pay": amount_json(self.amount)} if self.kind == "pay" else self.kind


@dataclass(frozen=True)
class Fours:
    """Fours earn an extra card. face_up: free | pay (face_up_cost) | none; face_down: none | reveal."""

    face_up: Literal["free", "pay", "none"] = "free"
    face_up_cost: Fraction = Fraction(0)
    face_down: Literal["none", "reveal"] = "none"
    bonus_card: Face = "up"

    def to_json(self) -> dict[str, Any]:
        face_up = {"pay": amount_json(self.face_up_cost)} if self.face_up == "pay" else self.face_up
        return {"face_up": face_up, "face_down": self.face_down, "bonus_card": self.bonus_card}


@dataclass(frozen=True)
class Betting:
    """Limit betting. first_round: best_showing | bring_in (the lowest upcard posts bring_in)."""

    ante: Fraction = Fraction(1)
    bet: Fraction = Fraction(1)
    raise_: Fraction = Fraction(1)
    max_raises: int = 3
    first_round: Literal["best_showing", "bring_in"] = "best_showing"
    bring_in: Fraction = Fraction(1, 2)

    def to_json(self) -> dict[str, Any]:
        return {
            "ante": amount_json(self.ante),
            "bet": amount_json(self.bet),
            "raise": amount_json(self.raise_),
            "max_raises": self.max_raises,
            "first_round": self.first_round,
            "bring_in": amount_json(self.bring_in),
        }


BASEBALL_STREETS: tuple[tuple[Face, ...], ...] = (
    ("down", "down", "up"),
    ("up",),
    ("up",),
    ("up",),
    ("down",),
)


@dataclass(frozen=True)
class Rules:
    id: str = "baseball"
    name: str = "Baseball"
    description: str = "Stud with threes and nines wild; a four dealt face up earns a free card."
    summary: str = ""
    flow: Flow = "stud"
    min_players: int = 2
    max_players: int = 6
    streets: tuple[tuple[Face, ...], ...] = BASEBALL_STREETS
    cards: int = 7  # the No Peek pile each player gets
    wild_ranks: frozenset[str] = frozenset({"3", "9"})
    wild_costs: tuple[tuple[str, WildCost], ...] = ()  # (rank, cost) for ranks that are not free
    fours: Fours = field(default_factory=Fours)
    natural_beats_wild: bool = False
    betting: Betting = field(default_factory=Betting)
    pots: int = 8
    # Dealer's choice (docs/profiles.md#dealers-choice): the games the session rotates between and
    # how (the dealer picks each pot, or they go in turn). Empty for a single game. The fields above
    # `games` but the session's own (id, name, description, summary, players, pots) are the first
    # game's, so that a reader of a game's rules before the first pot is chosen reads a real game.
    games: tuple[Rules, ...] = ()
    choice: Choice = "dealer"

    @property
    def is_dealers_choice(self) -> bool:
        return bool(self.games)

    @property
    def deals_hidden(self) -> bool:
        """A pot of it may deal a card only its holder sees (stud): a dealer's choice's pots are its
        games', any of them, where its own `flow` is its first game's alone (a party's player at
        the TV was kept for a Dealer's Choice listing Night Baseball first, its stud pots to come)."""
        return any(game.flow != "no_peek" for game in self.games or (self,))

    @property
    def hides_every_pot(self) -> bool:
        """Every pot of it deals hidden cards (a stud game, or a dealer's choice of stud games
        alone): a seat at a screen the whole room sees, which sits out such pots (engine.table
        `Table.sit_out_hidden`), would have nothing to play."""
        return all(game.flow != "no_peek" for game in self.games or (self,))

    def fits(self, players: int) -> bool:
        """Whether `players` may sit down to it (a dealer's choice: to the games it keeps for them)."""
        return self.min_players <= players <= self.max_players

    def games_at(self, players: int) -> Rules:
        """A dealer's choice as `players` play it: the games that seat them, those a deck cannot
        deal round the table left out (Night Baseball's 9 cards each at six seats; a host's party
        of six had Dealer's Choice greyed for it). Any other rules as they are."""
        if not self.games:
            return self
        return replace(self, games=tuple(game for game in self.games if game.fits(players)))

    def left_out_at(self, players: int) -> tuple[Rules, ...]:
        """The games of a dealer's choice that `players` don't play (`games_at`)."""
        return tuple(game for game in self.games if not game.fits(players))

    def game(self, game_id: str) -> Rules | None:
        """The listed game with this id (dealer's choice), None when it is not one of them."""
        return next((game for game in self.games if game.id == game_id), None)

    def wild_cost(self, rank: str) -> WildCost:
        """The cost of a face-up card of this rank (free for ranks not listed)."""
        return dict(self.wild_costs).get(rank, WildCost())

    @property
    def max_raise_level(self) -> Fraction:
        """The highest level a betting round can reach: a bet plus every allowed raise."""
        return self.betting.bet + self.betting.raise_ * self.betting.max_raises

    def to_json(self) -> dict[str, Any]:
        """The resolved profile as JSON, as written in the session_start event. A single game's has
        no `games` or `choice` (histories of single games stay as they were); a dealer's choice has
        only the session's keys and its games."""
        if self.games:
            return {
                **{key: getattr(self, key) for key in SESSION_KEYS},
                "choice": self.choice,
                "games": [game.to_json() for game in self.games],
            }
        out: dict[str, Any] = {}
        for f in fields(self):
            if f.name in ("games", "choice"):
                continue
            value = getattr(self, f.name)
            if f.name == "wild_ranks":
                value = sorted(value, key="23456789TJQKA".index)
            elif f.name == "wild_costs":
                value = {rank: cost.to_json() for rank, cost in value}
            elif f.name == "streets":
                value = [list(street) for street in value]
            elif hasattr(value, "to_json"):
                value = value.to_json()
            out[f.name] = value
        return out


# What a dealer's choice decides for the whole session, and writes in its recorded rules.
SESSION_KEYS = ("id", "name", "description", "summary", "min_players", "max_players", "pots")


def played_by_all(games: Sequence[Rules], shared_screen: bool) -> tuple[Rules, ...]:
    """`games` every seat is dealt when a seat plays at a shared screen (`shared_screen`): the No
    Peek games, not a stud pot it would sit out; every game without one, or when the session has
    no No Peek game. A TV dealer is offered these alone; a computer dealer calls these alone while
    a TV player is seated (engine.bots.game_choice: a host play-test's TV player sat out a whole
    Seven-Card Stud a computer dealer called, the TV's plate not saying why)."""
    if not shared_screen:
        return tuple(games)
    return tuple(game for game in games if not game.deals_hidden) or tuple(games)
