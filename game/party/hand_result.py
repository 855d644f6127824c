"""The `hand_result` message: how a pot ended, from its public events and the result the table
host published (game.play.host_facts.PotDone), in the TV's words; at a session's end, with its
standings (game.party.session_words)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.events import Award, Event, HandEnd, Showdown
from engine.money import amount_json
from engine.rules import Rules
from game.party.protocol import SeatCard, cards_json
from game.party.result_message import (
    AwardWords,
    HandResult,
    HandWords,
    PotHeading,
    PotWords,
    ShownCards,
)
from game.telling.hand_words import whole_result_form
from game.telling.pot_result import PotResult, ShownHand, heading, why_said


def hand_result(
    events: Sequence[Event],
    seats: Sequence[SeatCard],
    hand_number: int,
    rules: Rules,
    result: PotResult,
    form: int = 0,
    called: str = "",
) -> HandResult:
    """The end of a hand from the PUBLIC event stream (Table.events_for(None)): cards shown at the
    showdown, who won what, the balances, and `result`: the pot's result in the TV's words
    (game.telling.pot_result, which its result panel draws), its hands named in the TV's `form`
    (room_states.in_form). `called`: the game a dealer's choice called for the pot, which its past
    heading names. The session's end (`standings` and the fields with them) is no pot's: it comes
    from the host's SessionDone (game.party.session_words), null here."""
    shown: list[ShownCards] = []
    awards: list[AwardWords] = []
    balances: dict[str, str] = {}
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
    return {
        "type": "hand_result",
        "hand": hand_number,
        "showdown": shown,
        "awards": awards,
        "balances": balances,
        "standings": None,
        "session": None,
        "result": _pot_words(result, seats, form, called),
        "session_awards": None,
        "awards_better": None,
    }


def _pot_words(result: PotResult, seats: Sequence[SeatCard], form: int, called: str) -> PotWords:
    """A PotResult as JSON: the same heading (and the winner's own, "You win 12"), winners, hands
    (in the TV's `form`, spelt out), stand-ins, why line (pot_result.why_said: "Casey tied Bo's royal flush:
    a tie does not beat the lead", not the engine's unnamed result.why) and moment as the TV's."""

    def hand(shown: ShownHand) -> HandWords:
        return {
            "seat": shown.seat,
            "name": seats[shown.seat].name,
            # (the TV's form, its shortened words spelt out: a phone's line has the room a TV's
            # caption may lack, and a host's play-test read "Str flush to 8" there)
            "words": whole_result_form(shown.words, form),
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
