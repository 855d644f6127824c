"""No Peek: where the row that takes the lead is named as the row it beat ("Flush, A high" at both
seats), the cards that decide between them, in few words: "flush, A-K beats A-Q", "kicker K beats
Q". A Hold'em newcomer's play-test at TEXT SIZE large read a lead taken "Flush, A high" over "Flush,
A high", and the log's "opens round 3: best showing", with nothing saying why one beat the other:
the centre's line for why (game.telling.hints.beat_words, "SECOND CARD: KING BEATS QUEEN") had no
room there. These words fit the large centre's one line; the TV's lead line and the log (the TV's
and the phones', one wording: game.telling.event_words) say them, and the phones' panel of the hand
to beat says the same cards in its words."""

from __future__ import annotations

from engine.cards import RANKS
from engine.explain import ranks_of, why_wins
from engine.hand_value import HandValue
from game.telling.event_words import rank_words
from game.telling.hand_words import form_ladder

# where a hand of groups compares its kickers, among its compared ranks (engine.explain's order)
KICKERS_FROM = {"pair": 1, "three_of_a_kind": 1, "four_of_a_kind": 1, "two_pair": 2}


def alike(winner: HandValue, loser: HandValue) -> bool:
    """The two hands may be named alike at the seats: the same in the narrowest words a seat says
    a hand in (hand_words.form_ladder), where the table is short of room."""
    return form_ladder(winner.description)[-1] == form_ladder(loser.description)[-1]


def decider(winner: HandValue, loser: HandValue) -> str:
    """The cards that decide between two hands named alike where a card after the ones their words
    name decides ("" where their names differ, or a rank they name decides: beat_words says it): a
    flush's or a high card's from the top to the one that decides ("flush, A-K beats A-Q", "A-Q-J
    beats A-Q-10"), a hand of groups' kickers ("kicker K beats Q", "kickers A-K beat A-Q"), and where
    the beaten row has no card there, what it has ("A-J beats A alone", "kicker K beats none"). In a
    sentence's case, as the log says it after a colon; the TV's centre says it in capitals."""
    if not alike(winner, loser) or why_wins(winner, loser).kind != "kicker":
        return ""
    mine, theirs = ranks_of(winner), ranks_of(loser)
    at = next(place for place, (one, other) in enumerate(zip(mine, theirs, strict=True)) if one != other)
    start = KICKERS_FROM.get(winner.category, 0)
    won, lost = cards(mine[start : at + 1]), cards(theirs[start : at + 1])
    lost = lost if theirs[at] is not None else f"{lost} alone" if lost else "none"
    if start:
        many = at > start
        return f"kicker{'s' if many else ''} {won} {'beat' if many else 'beats'} {lost}"
    return f"{'flush, ' if winner.category == 'flush' else ''}{won} beats {lost}"


def cards(ranks: list[int | None]) -> str:
    """Compared ranks as the cards print them, joined: "A-K", "10"."""
    return "-".join(rank_words(RANKS[rank]) for rank in ranks if rank is not None)
