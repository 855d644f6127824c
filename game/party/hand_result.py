"""The `hand_result` message: how a pot ended, from its public events and the result the table
host published (game.play.host_facts.PotDone), in the TV's words."""

from __future__ import annotations

from collections.abc import Sequence

from engine.events import Award, Event, HandEnd, SessionEnd, Showdown
from engine.money import amount_json
from engine.rules import Rules
from game.party.protocol import SeatCard, cards_json
from game.party.result_message import (
    AwardWords,
    HandResult,
    HandWords,
    PotHeading,
    PotWords,
    SessionWords,
    ShownCards,
    StandingWords,
)
from game.play.host_facts import Placing
from game.play.place_words import placing_labels
from game.telling.hand_words import form_ladder
from game.telling.pot_result import PotResult, ShownHand, heading, why_said
from game.telling.session_awards import SessionAward, better_line


def hand_result(
    events: Sequence[Event],
    seats: Sequence[SeatCard],
    hand_number: int,
    rules: Rules,
    result: PotResult,
    people: Sequence[Placing] = (),
    awards_of_session: Sequence[SessionAward] = (),
    form: int = 0,
    called: str = "",
    game: str = "",
) -> HandResult:
    """The end of a hand from the PUBLIC event stream (Table.events_for(None)): cards shown at the
    showdown, who won what, the balances, the standings when the session ended with it (and
    `session`: how many people it placed, who won it and with what, as the host placed them), and
    `result`: the pot's result in the TV's words (game.telling.pot_result, which its result panel draws),
    its hands named in the TV's `form` (room_states.in_form), and with the standings the session's
    awards as the TV's standings page says them. `called`: the game a dealer's choice called for the
    pot, which its past heading names; `game`: the session's game, whose winner `session` names."""
    shown: list[ShownCards] = []
    awards: list[AwardWords] = []
    balances: dict[str, str] = {}
    standings: list[StandingWords] | None = None
    session: SessionWords | None = None
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
        elif isinstance(event, SessionEnd):  # by whoever played, placed by the host (PotDone.people)
            standings = [  # each with the TV's own words for its place, which the phones show as sent
                {
                    "seat": p.seat,
                    "name": p.name,
                    "net": amount_json(p.net),
                    "place": p.place,
                    "label": label,
                    "you": False,  # (marked in each guest's own copy: Phones)
                }
                for p, label in zip(people, placing_labels(people), strict=True)
            ]
            won = game_winners(people)
            session = {
                "game": game,
                # the people placed (a table of computer players alone places them, and has none)
                "people": sum(p.person and p.place is not None for p in people),
                "winners": [{"seat": p.seat, "name": p.name, "you": False} for p in won],
                "net": amount_json(won[0].net) if won else "0",
            }
    return {
        "type": "hand_result",
        "hand": hand_number,
        "showdown": shown,
        "awards": awards,
        "balances": balances,
        "standings": standings,
        "session": session,
        "result": _pot_words(result, seats, form, called),
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
        # the computer players that did better, once under the awards as the TV says it
        "awards_better": None if standings is None else better_line(awards_of_session),
    }


def game_winners(people: Sequence[Placing]) -> list[Placing]:
    """Who won the game: everyone at the top of its standings, a person or a computer player (a
    person's place is among the people only; CPU 4 above them all won the money)."""
    top = max((p.net for p in people), default=None)
    return [p for p in people if p.net == top]


def _pot_words(result: PotResult, seats: Sequence[SeatCard], form: int, called: str) -> PotWords:
    """A PotResult as JSON: the same heading (and the winner's own, "You win 12"), winners, hands
    (in the TV's `form`), stand-ins, why line (pot_result.why_said: "Casey tied Bo's royal flush:
    a tie does not beat the lead", not the engine's unnamed result.why) and moment as the TV's."""

    def hand(shown: ShownHand) -> HandWords:
        return {
            "seat": shown.seat,
            "name": seats[shown.seat].name,
            "words": form_ladder(shown.words)[form],
            "category": shown.category,
            "cards": [{"card": str(card), "as": stands} for card, stands in shown.used],
        }

    names = [seat.name for seat in seats]

    def title(names: list[str]) -> PotHeading:
        return {"now": heading(result, names), "past": heading(result, names, past=True, game=called)}

    winner = result.winners[0][0] if len(result.winners) == 1 else None
    return {
        "heading": title(names),
        "your_heading": None if winner is None else title([*names[:winner], "You", *names[winner + 1 :]]),
        "winners": [
            {"seat": seat, "name": seats[seat].name, "amount": amount_json(amount)}
            for seat, amount in result.winners
        ],
        "winning": [hand(shown) for shown in result.winning],
        "beaten": None if result.beaten is None else hand(result.beaten),
        "why": why_said(result, names),  # naming the seat it beat or that tied, as the TV's panel says it
        "your_why": your_why(result, names),
        "moment": result.moment,
        "split": result.split,
        "uncontested": result.uncontested,
    }


def your_why(result: PotResult, names: Sequence[str]) -> dict[str, str]:
    """The why line as the phone that played a seat it names reads it, by that seat: "A straight
    flush beats your flush", "You tied Bo's royal flush: ..." (a host play-test's Zoë read "beats
    Zoë's flush" on her own phone); only the seats whose line differs from the shared `why`, keyed
    as JSON keys a seat ("0", as `balances`)."""
    shared = why_said(result, names)
    seats = {shown.seat for shown in (*result.winning, result.beaten) if shown is not None}
    worded = {seat: why_said(result, [*names[:seat], "You", *names[seat + 1 :]]) for seat in sorted(seats)}
    return {str(seat): line for seat, line in worded.items() if line != shared}
