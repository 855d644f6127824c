"""The `hand_result` message's records: how a pot ended as a phone reads it (the cards shown, the
awards, the TV's words for the result) and, at a session's end, the standings and awards. Built by
game.party.hand_result; one of game.party.protocol's server messages."""

from __future__ import annotations

from typing import Literal, TypedDict


class ShownCards(TypedDict):
    seat: int
    cards: list[str]
    best: list[str]
    category: str
    hand: str


class AwardWords(TypedDict):
    seat: int
    name: str
    amount: str
    why: str


class StandingWords(TypedDict):
    seat: int
    name: str
    net: str
    place: int | None  # among the people only; None for a computer player (listed after them)
    label: str  # that place as the TV's FINAL STANDINGS say it ("2ND="; "": unplaced), shown as sent
    you: bool  # the line of the guest this copy is sent to (Phones marks it by who they are, not their name)


class SessionWinner(TypedDict):
    seat: int
    name: str
    you: bool  # (marked in each guest's own copy, as their standings line is: Phones.yours)


class SessionWords(TypedDict):
    """Who won the game (`game`, as the TV names it): everyone at the top of its standings, a
    computer player too ("CPU 4 wins Baseball": a host play-test's phone read "Dee won it, -9" where
    CPU 4 had won the money), what they won, and how many people were placed (the bots are not)."""

    game: str
    people: int
    winners: list[SessionWinner]
    net: str


class SessionAwardWords(TypedDict):
    """One of the session's awards, as the TV's standings page says it (game.telling.session_awards)."""

    title: str
    names: list[str]
    detail: str


class Winner(TypedDict):
    seat: int
    name: str
    amount: str


UsedCard = TypedDict("UsedCard", {"card": str, "as": str | None})


class HandWords(TypedDict):
    seat: int
    name: str
    words: str
    category: str
    cards: list[UsedCard]


class PotHeading(TypedDict):
    """Who won the pot, the TV's title over its result in its words (game.telling.pot_result.heading):
    `now` ("Bo wins 12") and `past`, once the next pot is in play ("Last pot: Bo won 12")."""

    now: str
    past: str


class PotWords(TypedDict):
    heading: PotHeading
    your_heading: PotHeading | None  # the same to the winner's own phone ("You win 12"); null: no one winner
    winners: list[Winner]
    winning: list[HandWords]
    beaten: HandWords | None
    why: str
    your_why: dict[
        str, str
    ]  # by seat ("0"): the why as the phone that played a seat it names reads it ("your flush")
    moment: str
    split: bool
    uncontested: bool


class SessionPart(TypedDict):
    """The fields of a `hand_result` that a session's end fills (game.party.session_words), null in
    every other pot's."""

    standings: list[StandingWords]
    session: SessionWords
    session_awards: list[SessionAwardWords]
    awards_better: str


class HandResult(TypedDict):
    type: Literal["hand_result"]
    hand: int
    showdown: list[ShownCards]
    awards: list[AwardWords]
    balances: dict[str, str]
    standings: list[StandingWords] | None
    session: SessionWords | None  # with the standings: who won the session
    result: PotWords
    session_awards: list[SessionAwardWords] | None  # added: with the standings, the TV's awards
    awards_better: str | None  # with them: the computer players that did better, said once ("": none)
