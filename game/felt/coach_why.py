"""Why the coach's figure is what it is, in words a newcomer reads (a play-test: "28% THREE KIND"
gave a number and a hand but no reason), from what the seat must beat and with which unseen cards
(engine.bots.to_beat, from the seat's own view, as the figure is):

- you beat every hand showing ("YOU BEAT EVERY" / "HAND SHOWING"), and what the others still hide
  ("THEY HIDE 3");
- else the best hand showing against you, by its seat ("BABE: TRIPS"; in No Peek the row to beat),
  and, while cards are still to come to you, which of the cards you have not seen would beat it by
  themselves ("NEED 3, 9 OR 7" / "11 LEFT UNSEEN"), or that no one card would ("NO ONE CARD").

Each page is one line of the coach's panel, at most `COLUMNS` characters; the coach shows them in
turn after its figure (game.felt.coach).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.bots.to_beat import Why

COLUMNS = 14  # the coach's panel: one line of body text clear of your seat (game.felt.coach)
# a category as a rival's page says it, where "BABE: THREE OF A KIND" would not fit
SHORT = {
    "high_card": "HIGH CARD",
    "pair": "PAIR",
    "two_pair": "TWO PAIR",
    "three_of_a_kind": "TRIPS",
    "straight": "STRAIGHT",
    "flush": "FLUSH",
    "full_house": "FULL HOUSE",
    "four_of_a_kind": "QUADS",
    "straight_flush": "STR FLUSH",
    "five_of_a_kind": "FIVE KIND",
}
RANK_WORDS = {"T": "10", "A": "ACE"}


def pages(reason: Why, names: Sequence[str]) -> list[str]:
    """The reason's lines for the coach's panel, each at most COLUMNS characters; `names`: the
    seats' names."""
    if reason.ahead:  # (and why it may still lose: what they hold face down)
        return ["YOU BEAT EVERY", "HAND SHOWING", *([f"THEY HIDE {reason.hidden}"] if reason.hidden else [])]
    if reason.rival is None:
        return []
    said = [rival_line(names[reason.rival].upper(), reason.category)]
    if not reason.coming:
        return said
    if not reason.outs:
        return [*said, "NO ONE CARD", "BEATS IT"]
    need = "NEED " + listed([RANK_WORDS.get(rank, rank) for rank in reason.ranks]) if reason.ranks else ""
    if need and len(need) <= COLUMNS:
        return [*said, need, f"{len(reason.outs)} LEFT UNSEEN"]
    return [*said, f"{len(reason.outs)} CARDS LEFT", "WOULD BEAT IT"]


def rival_line(name: str, category: str) -> str:
    """What the rival shows, as fits one line: "BABE: TRIPS", else "SATCHEL LEADS"."""
    for line in (f"{name}: {SHORT.get(category, category.upper())}", f"{name} LEADS"):
        if len(line) <= COLUMNS:
            return line
    return "BEATEN SHOWING"


def listed(words: Sequence[str]) -> str:
    """ "3", "3 OR 9", "3, 9 OR 7"."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " OR " + words[-1]
