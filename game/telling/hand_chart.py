"""The hand-ranking chart and the rules of the game in play, both from the typed Rules (no
pygame): what the pause menu shows when someone asks "does a flush beat a straight here?"."""

from __future__ import annotations

from collections.abc import Iterable

from engine.hands import CATEGORIES
from engine.money import mixed
from engine.rules import Rules

# an example of each category with plain cards; the chart lists the categories from the top
EXAMPLES = {
    "five_of_a_kind": "8\u2660 8\u2665 8\u2666 8\u2663 + a wild",
    "straight_flush": "9\u2665 8\u2665 7\u2665 6\u2665 5\u2665",
    "four_of_a_kind": "K\u2660 K\u2665 K\u2666 K\u2663 7\u2660",
    "full_house": "Q\u2660 Q\u2665 Q\u2666 5\u2663 5\u2660",
    "flush": "A\u2663 J\u2663 8\u2663 6\u2663 2\u2663",
    "straight": "10\u2666 J\u2660 Q\u2665 K\u2663 A\u2660",
    "three_of_a_kind": "7\u2660 7\u2665 7\u2663 K\u2666 2\u2660",
    "two_pair": "J\u2660 J\u2665 4\u2663 4\u2666 A\u2660",
    "pair": "10\u2660 10\u2665 K\u2663 8\u2666 3\u2660",
    "high_card": "A\u2660 Q\u2665 9\u2663 6\u2666 4\u2660",
}


def category_name(category: str) -> str:
    return category.replace("_", " ").upper()


def ranking_rows(rules: Rules) -> list[tuple[str, str]]:
    """(category, example) from the best down; five of a kind only where the game has wilds."""
    rows = []
    for category in reversed(CATEGORIES):
        if category == "five_of_a_kind" and not rules.wild_ranks:
            continue
        rows.append((category_name(category), EXAMPLES[category]))
    return rows


def ties_rule(rules: Rules) -> str:
    """How equal hands are settled in this game."""
    if rules.flow == "no_peek":
        return "To take the lead a hand must beat the best showing: a tie does not beat."
    if rules.natural_beats_wild:
        return "Equal hands: a natural hand beats one that needs a wild. Exact ties split."
    if rules.wild_ranks:
        return "Wild cards count the same as natural ones: exact ties split the pot."
    return "Exact ties split the pot."


def _ranks(ranks: Iterable[str]) -> str:
    names = sorted(ranks, key="23456789TJQKA".index)
    words = [("10" if rank == "T" else rank) + "s" for rank in names]
    return " and ".join(words) if len(words) <= 2 else ", ".join(words[:-1]) + " and " + words[-1]


def rules_lines(rules: Rules) -> list[str]:
    """The game in play, sentence by sentence, from its typed rules."""
    betting = rules.betting
    if rules.flow == "no_peek":
        lines = [
            f"No Peek: {rules.cards} cards each, face down and unseen.",
            "Turn cards one at a time until you beat the best hand showing, then bet.",
        ]
    else:
        streets = len(rules.streets)
        lines = [f"Seven-card stud: {streets} streets, a betting round after each."]
    if rules.wild_ranks:
        lines.append(f"Wild cards: all {_ranks(rules.wild_ranks)}, face up or face down.")
        for rank, cost in rules.wild_costs:
            shown = "10" if rank == "T" else rank
            if cost.kind == "match_pot":
                lines.append(f"A {shown} dealt face up: match the pot or fold.")
            elif cost.kind == "pay":
                lines.append(f"A {shown} dealt face up: pay {mixed(cost.amount)} or fold.")
    else:
        lines.append("No wild cards.")
    fours = rules.fours
    face = "face up" if fours.bonus_card == "up" else "face down"
    if fours.face_up == "free":
        lines.append(f"A four dealt face up earns a free extra card, {face}.")
    elif fours.face_up == "pay":
        lines.append(f"A four dealt face up earns an extra card ({face}) for {mixed(fours.face_up_cost)}.")
    if fours.face_down == "reveal":
        lines.append("A four held face down may be shown at your turn to bet, to earn the same.")
    lines.append(ties_rule(rules))
    opener = (
        f"The lowest upcard brings it in for {mixed(betting.bring_in)}."
        if betting.first_round == "bring_in"
        else "The best hand showing opens each round."
    )
    lines.append(
        f"Ante {mixed(betting.ante)}. Bet {mixed(betting.bet)}, raise {mixed(betting.raise_)}, "
        f"at most {betting.max_raises} raises a round. {opener}"
    )
    lines.append(f"{rules.pots} pots a session.")
    return lines
