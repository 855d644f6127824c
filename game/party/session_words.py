"""A session's end as the phones are told it: its standings, who won it and its awards, from the
one fact the table host publishes for it (game.play.host_facts.SessionDone), the fact the TV's FINAL
STANDINGS draw too (game.screens.party_between), with the TV's own words for each place
(game.play.place_words). The phones' game-over message is the last pot's result (game.party.hand_result)
with these fields: a session the host ended between two pots was once told from that pot's events
with a session_end made up for it, one end of a game in two makings."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.money import amount_json
from game.party.protocol import SeatCard
from game.party.result_message import HandResult, SessionPart, SessionWinner, StandingWords
from game.play.host_facts import Placing, SessionDone
from game.play.place_words import placing_labels
from game.telling.session_awards import better_line


def session_words(done: SessionDone, seats: Sequence[SeatCard], game: str) -> SessionPart:
    """The session `done`, by whoever played it as the host placed them (`done.people`): the
    standings, each line with the TV's label for its place; who won `game` and with what, and how
    many people were placed; the awards as the TV's standings page says them (an award's winners by
    who played, else by `seats`' names), and the computer players that did better, said once."""
    people = done.people
    won = game_winners(people)
    return {
        "standings": [
            {
                "seat": p.seat,
                "name": p.name,
                "net": amount_json(p.net),
                "place": p.place,
                "label": label,
                "you": False,  # (marked in each guest's own copy: `marked`)
            }
            for p, label in zip(people, placing_labels(people), strict=True)
        ],
        "session": {
            "game": game,
            # the people placed (a table of computer players alone places them, and has none)
            "people": sum(p.person and p.place is not None for p in people),
            "winners": [{"seat": p.seat, "name": p.name, "you": False} for p in won],
            "net": amount_json(won[0].net) if won else "0",
        },
        "session_awards": [
            {
                "title": award.title,
                "names": list(award.names or (seats[seat].name for seat in award.seats)),
                "detail": award.detail,
            }
            for award in done.awards
        ],
        "awards_better": better_line(done.awards),
    }


def game_winners(people: Sequence[Placing]) -> list[Placing]:
    """Who won the game: everyone at the top of its standings, a person or a computer player (a
    person's place is among the people only; CPU 4 above them all won the money)."""
    top = max((p.net for p in people), default=None)
    return [p for p in people if p.net == top]


def marked(result: HandResult, people: Sequence[Placing], theirs: Callable[[Placing], bool]) -> HandResult:
    """`result` with the standings' lines (placed as `people`) that are `theirs` marked `you`, and
    the game's winners among them marked the same way (the phone matched a winner to its own line
    by seat and name)."""
    if result["standings"] is None:
        return result
    lines: list[StandingWords] = [
        {**line, "you": theirs(p)} for line, p in zip(result["standings"], people, strict=True)
    ]
    session = result["session"]
    if session is None:
        return {**result, "standings": lines}
    winners: list[SessionWinner] = [
        {**winner, "you": theirs(p)}
        for winner, p in zip(session["winners"], game_winners(people), strict=True)
    ]
    return {**result, "standings": lines, "session": {**session, "winners": winners}}
