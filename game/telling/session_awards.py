"""The session's awards for the final standings, worked out from its events (no pygame): the
biggest pot, the best hand shown down, the most wild cards (by each pot's own game, each card
the events show once), and the MVP (the most pots won, the better net breaking a tie, said so:
"TIED AT 1 POT, BEST NET +7"). Ties share an award. A session with no showdown has no best hand.
Every value is the engine's: the pots from the awards, the best hand from the showdowns' values.

At a table with people (a party's guests, the solo table's you) each award goes to the best of the
people (a host play-test's TV gave CPU 4 three of the four awards over three guests), and the computer
players who did better are named once under them all, "BIGGEST POT OF ALL: CPU 4, 45 IN POT 3"
(`better_line`: a guest play-test's phone said "(CPU 5 HAD BETTER)" beside each of four awards, and
a host's TV read "CPU 4 HAD BETTER AT BIGGEST POT" as CPU 4 holding a better hand). With
no person at the table the computer players win them; an award no person earned is left out.

Awards go to people, not seats: at a party a seat changes hands between pots, and what a seat
did in a pot is credited to whoever played it then (`holders`), so a guest who takes a computer
player's seat takes none of its awards and one who left keeps theirs.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction

from engine.cards import Card
from engine.events import (
    Award,
    Deal,
    Event,
    HandEnd,
    HandStart,
    PotGame,
    Reveal,
    SessionEnd,
    SessionStart,
    Showdown,
    Turn,
)
from engine.hand_value import HandValue
from engine.money import mixed, signed_mixed
from game.telling.hand_forms import in_capitals

Player = tuple[int, str]  # a seat and who played it
Among = Callable[[Player], bool]  # who an award is raced among


@dataclass(frozen=True)
class SessionAward:
    title: str  # "BIGGEST POT"
    seats: tuple[int, ...]  # where they sat (more than one: a tie)
    detail: str  # "24 IN POT 5"
    names: tuple[str, ...] = ()  # who gets it, by seat (a seat played by two who tie: both)
    better: tuple[str, ...] = ()  # the computer players who beat every person to it ("CPU 4")
    better_detail: str = ""  # what they did ("45 IN POT 3")


def better_line(awards: Sequence[SessionAward], columns: int | None = None) -> str:
    """The computer players who beat every person to an award, said once for all the awards, as
    the award over everyone: "BIGGEST POT OF ALL: CPU 4, 45 IN POT 3" (its detail left off where
    the line has no `columns` for it), "BEST OF ALL AT 2 AWARDS: CPU 4 & CPU 5", "BEST OF ALL AT
    ALL 4 AWARDS: CPU 4"; "" when no award had one."""
    beaten = [award for award in awards if award.better]
    if not beaten:
        return ""
    bots = " & ".join(dict.fromkeys(name.upper() for award in beaten for name in award.better))
    if len(beaten) > 1:
        return f"BEST OF ALL AT {'ALL ' if len(beaten) == len(awards) else ''}{len(beaten)} AWARDS: {bots}"
    line = f"{beaten[0].title} OF ALL: {bots}"
    detailed = f"{line}, {beaten[0].better_detail}" if beaten[0].better_detail else line
    return detailed if columns is None or len(detailed) <= columns else line


def session_awards(
    events: Iterable[Event],
    holders: Mapping[int, Sequence[str]] | None = None,
    nets: Mapping[Player, Fraction] | None = None,
    people: Collection[str] = (),
) -> list[SessionAward]:
    """The awards of a session from its events (a whole session, or as far as it went).
    `holders`: pot number -> who played each seat in it (by default the seats' own names);
    `nets`: each player's net for the MVP's tie (by default the seats' nets); `people`: the names
    of those who played it in person (none: a table of computer players, who win them)."""
    session = _Session(holders or {})
    for event in events:
        session.read(event)
    if nets is not None:
        session.nets = dict(nets)
    awards = (_to_people(race, session, people) for race in (_biggest_pot, _best_hand, _most_wilds, _mvp))
    return [award for award in awards if award is not None]


def _to_people(
    race: Callable[[_Session, Among], SessionAward | None], session: _Session, people: Collection[str]
) -> SessionAward | None:
    """`race` run among the people, the computer players who beat them all named beside it (those
    it goes to when everyone is in the race and none of them is a person); among everyone when no
    person played."""
    overall = race(session, lambda _: True)
    if not people:
        return overall
    award = race(session, lambda player: player[1] in people)
    if award is None or overall is None or any(name in people for name in overall.names):
        return award
    return replace(award, better=overall.names, better_detail=overall.detail)


@dataclass
class _Session:
    """What the awards need of a session's events, read one by one."""

    holders: Mapping[int, Sequence[str]]  # pot number -> who played each seat in it
    names: Sequence[str] = ()  # who plays each seat in the pot being read
    wild: frozenset[str] = frozenset()  # the wild ranks of the pot being read
    hand: int = 0
    pots: defaultdict[int, Fraction] = field(default_factory=lambda: defaultdict(Fraction))
    winners: defaultdict[int, set[Player]] = field(default_factory=lambda: defaultdict(set))
    shown: list[tuple[HandValue, Player, int]] = field(default_factory=list)  # (value, player, hand)
    wilds: Counter[Player] = field(default_factory=Counter)
    seen: set[tuple[int, Card]] = field(default_factory=set)  # this pot's cards seen, by seat
    nets: dict[Player, Fraction] = field(default_factory=dict)

    def read(self, event: Event) -> None:
        match event:
            case SessionStart():
                self.wild = frozenset(event.rules.wild_ranks)
                self.names = [seat.name for seat in event.seats]
            case PotGame():  # a dealer's choice: each pot's game's wilds
                self.wild = frozenset(event.rules.wild_ranks)
            case HandStart():
                self.hand = event.hand
                self.names = self.holders.get(event.hand, self.names)
                self.seen.clear()
            case Award():
                self.pots[self.hand] += event.amount
                self.winners[self.hand].add(self.player(event.seat))
            case Showdown():
                self.shown.append((event.value(self.wild), self.player(event.seat), self.hand))
                self.see(event.seat, event.cards)
            case Deal() | Turn() | Reveal():
                if event.seat is not None and event.card is not None:
                    self.see(event.seat, (event.card,))
            case HandEnd():
                self.nets = {self.player(seat): net for seat, net in enumerate(event.balances)}
            case SessionEnd():
                self.nets = {self.player(standing.seat): standing.net for standing in event.standings}

    def player(self, seat: int) -> Player:
        """Who played `seat` in the pot being read."""
        return seat, self.names[seat] if seat < len(self.names) else f"SEAT {seat + 1}"

    def see(self, seat: int, cards: Iterable[Card]) -> None:
        """`cards` of `seat` seen: each wild one counts once a pot, however often it is shown
        (dealt face up, turned in No Peek, revealed, shown down). A stream without face-down
        cards (a spectator's, the table host's) counts the wild cards the table saw; the hand
        history, which has them, every wild card dealt."""
        for card in cards:
            if card.rank in self.wild and (seat, card) not in self.seen:
                self.seen.add((seat, card))
                self.wilds[self.player(seat)] += 1


def _award(title: str, players: Iterable[Player], detail: str) -> SessionAward:
    ranked = sorted(set(players))
    names = tuple(dict.fromkeys(name for _, name in ranked))  # a person who played two seats: once
    return SessionAward(title, tuple(sorted({seat for seat, _ in ranked})), detail, names)


def _biggest_pot(session: _Session, among: Among) -> SessionAward | None:
    won = {number: [p for p in session.winners[number] if among(p)] for number in session.pots}
    amounts = [session.pots[number] for number, players in won.items() if players]
    if not amounts:
        return None
    top = max(amounts)
    hands = [number for number, players in won.items() if players and session.pots[number] == top]
    players = [player for number in hands for player in won[number]]
    where = f"POT {hands[0]}" if len(hands) == 1 else f"POTS {', '.join(map(str, hands))}"
    return _award("BIGGEST POT", players, f"{mixed(top)} IN {where}")


def _best_hand(session: _Session, among: Among) -> SessionAward | None:
    shown = [(value, player) for value, player, _ in session.shown if among(player)]
    if not shown:
        return None
    value = max(entry[0] for entry in shown)
    players = [player for other, player in shown if other == value]
    return _award("BEST HAND", players, in_capitals(value.description))


def _most_wilds(session: _Session, among: Among) -> SessionAward | None:
    wilds = {player: count for player, count in session.wilds.items() if among(player)}
    if not wilds:
        return None
    most = max(wilds.values())
    players = [player for player, count in wilds.items() if count == most]
    return _award("MOST WILDS", players, f"{most} WILD CARD{'S' if most != 1 else ''}")


def _mvp(session: _Session, among: Among) -> SessionAward | None:
    """The most pots won, the better net breaking a tie, by person: one who played two seats (taken
    off, back in another) counts the pots won in both, with their one net. A tie on both is
    shared, every name said (a host play-test's MVP, two people tied, went to one of them: the
    other's pots were counted apart by seat, their net found under neither)."""
    winners = [player for players in session.winners.values() for player in players if among(player)]
    won: Counter[str] = Counter(name for _, name in winners)
    if not won:
        return None
    nets: defaultdict[str, Fraction] = defaultdict(Fraction)
    for (_, name), net in session.nets.items():
        nets[name] += net
    ranking = {name: (count, nets[name]) for name, count in won.items()}
    top_rank = max(ranking.values())
    count = top_rank[0]
    top = {name for name, rank in ranking.items() if rank == top_rank}
    players = [player for player in winners if player[1] in top]
    pots = f"{count} POT{'S' if count != 1 else ''}"
    if any(rank[0] == count for name, rank in ranking.items() if name not in top):  # net broke the tie
        # (four people with a pot each read "MVP ANN  1 POT WON", nothing saying why Ann's)
        return _award("MVP", players, f"TIED AT {pots}, BEST NET {signed_mixed(top_rank[1])}")
    return _award("MVP", players, f"{pots} WON")
