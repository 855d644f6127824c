"""The `hand_result` message: how a pot ended, from its public events and the result the table
host published (game.play.host_facts.PotDone), in the TV's words."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from engine.events import Award, Event, HandEnd, SessionEnd, Showdown
from engine.money import amount_json
from engine.rules import Rules
from game.party.protocol import (
    AwardWords,
    HandResult,
    HandWords,
    PotWords,
    SeatCard,
    ShownCards,
    StandingWords,
    cards_json,
)
from game.play.host_facts import Placing
from game.telling.pot_result import PotResult, ShownHand
from game.telling.session_awards import SessionAward


def hand_result(
    events: Sequence[Event],
    seats: Sequence[SeatCard],
    hand_number: int,
    rules: Rules,
    result: PotResult,
    people: Sequence[Placing] = (),
    awards_of_session: Sequence[SessionAward] = (),
) -> HandResult:
    """The end of a hand from the PUBLIC event stream (Table.events_for(None)): cards shown at the
    showdown, who won what, the balances, the standings when the session ended with it, and
    `result`: the pot's result in the TV's words (game.telling.pot_result, which its result panel draws),
    and with the standings the session's awards as the TV's standings page says them."""
    shown: list[ShownCards] = []
    awards: list[AwardWords] = []
    balances: dict[str, str] = {}
    standings: list[StandingWords] | None = None
    for event in events:
        if isinstance(event, Showdown):
            shown.append(
                {
                    "seat": event.seat,
                    "cards": cards_json(event.cards),
                    "best": cards_json(event.best),
                    "category": event.category,
                    "hand": event.description or event.value(rules.wild_ranks).description,
                }
            )
        elif isinstance(event, Award):
            awards.append(
                {
                    "seat": event.seat,
                    "name": seats[event.seat].name,
                    "amount": amount_json(event.amount),
                    "why": event.why,
                }
            )
        elif isinstance(event, HandEnd):
            balances = {str(s): amount_json(net) for s, net in enumerate(event.balances)}
        elif isinstance(event, SessionEnd):  # by whoever played, when the host says (PotDone.people)
            played = [(p.seat, p.name, p.net, p.person) for p in people] or [
                (s.seat, seats[s.seat].name, s.net, seats[s.seat].kind not in ("bot", "free"))
                for s in event.standings
            ]
            standings = _people_first(played)
    return {
        "type": "hand_result",
        "hand": hand_number,
        "showdown": shown,
        "awards": awards,
        "balances": balances,
        "standings": standings,
        "result": _pot_words(result, seats),
        "session_awards": None
        if standings is None
        else [
            {
                "title": award.title,
                "names": list(award.names or (seats[seat].name for seat in award.seats)),
                "detail": award.detail,
            }
            for award in awards_of_session
        ],
    }


def _people_first(played: Sequence[tuple[int, str, Fraction, bool]]) -> list[StandingWords]:
    """The standings (seat, name, net, a person?) best first, ranked among the people, as the TV's
    ledger ranks them: a host play-test's phone said "finished 3rd" behind two computer players.
    A computer player has no place (null) and comes after the people."""
    nets = [net for _, _, net, person in played if person]
    return [
        {
            "seat": seat,
            "name": name,
            "net": amount_json(net),
            "place": 1 + sum(1 for other in nets if other > net) if person else None,
        }
        for seat, name, net, person in sorted(played, key=lambda line: (not line[3], -line[2]))
    ]


def _pot_words(result: PotResult, seats: Sequence[SeatCard]) -> PotWords:
    """A PotResult as JSON: the same winners, hands, stand-ins, why line and moment as the TV's."""

    def hand(shown: ShownHand) -> HandWords:
        return {
            "seat": shown.seat,
            "name": seats[shown.seat].name,
            "words": shown.words,
            "category": shown.category,
            "cards": [{"card": str(card), "as": stands} for card, stands in shown.used],
        }

    return {
        "winners": [
            {"seat": seat, "name": seats[seat].name, "amount": amount_json(amount)}
            for seat, amount in result.winners
        ],
        "winning": [hand(shown) for shown in result.winning],
        "beaten": None if result.beaten is None else hand(result.beaten),
        "why": result.why,
        "moment": result.moment,
        "split": result.split,
        "uncontested": result.uncontested,
    }
