"""The house rules in words, as a dealer announces them before the deal: what is wild, what an
exposed wild costs, what a four does, how equal hands settle and who opens. One short line each,
built from the typed Rules, so the pause menu's RULES page, the how-to page, the phones and a
dealer's-choice banner all say the same thing and no profile has to write it twice."""

from __future__ import annotations

from collections.abc import Iterable

from engine.house_rules import RANK_ORDER, RANK_PLURAL
from engine.money import mixed
from engine.profile import ProfileEntry
from engine.rules import Rules

_PLURAL = RANK_PLURAL
_SINGULAR = {rank: plural[:-1] for rank, plural in _PLURAL.items()}
_SINGULAR["6"] = "six"


def rank_plural(rank: str) -> str:
    """ "3" -> "threes"."""
    return _PLURAL[rank]


def rank_name(rank: str) -> str:
    """ "3" -> "three", "6" -> "six"."""
    return _SINGULAR[rank]


def _a(rank: str) -> str:
    """ "a three", "an eight", "an ace"."""
    word = _SINGULAR[rank]
    return ("an " if word[0] in "ae" else "a ") + word


def _and(words: list[str]) -> str:
    return " and ".join(words) if len(words) <= 2 else ", ".join(words[:-1]) + " and " + words[-1]


def wild_line(rules: Rules) -> str:
    """ "Threes and nines are wild", "Kings are wild" or "No wild cards"."""
    if not rules.wild_ranks:
        return "No wild cards"
    names = [_PLURAL[rank] for rank in sorted(rules.wild_ranks, key=RANK_ORDER.index)]
    return f"{_and(names).capitalize()} are wild"


def wild_figures(rules: Rules) -> str:
    """What is wild in figures, where a line is short (a No Peek game's banner), as the table's
    corner says it: "Wild: 3 and 9", "No wild cards" (a banner in capitals said "3S AND 9S WILD",
    read by a newcomer as the 3 of spades)."""
    if not rules.wild_ranks:
        return "No wild cards"
    ranks = ["10" if rank == "T" else rank for rank in sorted(rules.wild_ranks, key=RANK_ORDER.index)]
    return f"Wild: {_and(ranks)}"


def _cost_lines(rules: Rules) -> Iterable[str]:
    shown = "face up" if rules.flow == "stud" else "turned up"
    for rank, cost in sorted(rules.wild_costs, key=lambda pair: RANK_ORDER.index(pair[0])):
        if cost.kind == "match_pot":
            yield f"{_a(rank).capitalize()} {shown} must match the pot or fold"
        elif cost.kind == "pay":
            yield f"{_a(rank).capitalize()} {shown} costs {mixed(cost.amount)} or a fold"


# Midnight Baseball's four, one wording everywhere (HOW TO PLAY, the call's banner, the game's
# description; the corner's cut 4 UP: +1 CARD over TO YOUR PILE): a newcomer met "free card under the
# pile", "fours bring a hidden card" and "+1 UNDER" for the one rule
FOUR_UNDER_PILE = "A 4 face up: +1 card under your pile"


# a four dealt face down earns no card where only a face-up four does: no tip said so (a newcomer)
FOUR_DOWN = " (face down: nothing)"


def under_pile(rules: Rules) -> bool:
    """Whether a four turned up earns a free card under the pile (Midnight Baseball's)."""
    return rules.flow == "no_peek" and rules.fours.face_up == "free" and rules.fours.bonus_card == "down"


def _four_lines(rules: Rules) -> Iterable[str]:
    fours = rules.fours
    shown = "face up" if rules.flow == "stud" else "turned up"
    if fours.bonus_card == "up":
        dealt = ", face up at once" if rules.flow == "no_peek" else ""  # No Peek: not to the pile
    else:
        dealt = " under the pile" if rules.flow == "no_peek" else ", dealt face down"
    plain = rules.flow == "stud" and fours.face_down == "none"  # a hidden four earns nothing
    if under_pile(rules):
        yield FOUR_UNDER_PILE
    elif fours.face_up == "free":
        yield f"A four {shown} earns a free card{dealt}" + (FOUR_DOWN if plain else "")
    elif fours.face_up == "pay":
        yield f"A four {shown} may buy a card for {mixed(fours.face_up_cost)}{dealt}" + (
            FOUR_DOWN if plain else ""
        )
    if fours.face_down == "reveal":
        yield "A hidden four may be shown for the same"


def opener_line(rules: Rules) -> str:
    """Who opens: the best hand showing, a bring-in, or (No Peek) the first to beat it."""
    if rules.flow == "no_peek":  # each new lead: a betting round for all still in (a newcomer's
        # play-test met round after round at every lead, which "then bet" had not said)
        return "Turn till you beat the best showing, then everyone bets"
    if rules.betting.first_round == "bring_in":
        # in plain words where a newcomer first meets it: "Low card brings it in for 1/2" was read as
        # jargon on HOW TO PLAY (a newcomer's play-test), as the dealer's call once was (77a82f2)
        return (
            f"Lowest face-up card must start the betting with {mixed(rules.betting.bring_in)} "
            "(the bring-in), then the best hand opens"
        )
    return "Best hand showing opens"


def house_rules(rules: Rules) -> list[str]:
    """The house rules, one short line each, the wild cards first (a banner may show only that)."""
    lines = [wild_line(rules), *_cost_lines(rules), *_four_lines(rules)]
    if rules.natural_beats_wild:
        lines.append("A natural beats an equal wild hand")
    lines.append(opener_line(rules))
    return lines


def house_line(rules: Rules, limit: int) -> str:
    """As many of the house rules, from the first, as fit in `limit` characters on one line: "Threes
    and nines are wild; a three face up must match the pot or fold" (a menu's line about a game)."""
    lines = house_rules(rules)
    said = lines[0]
    for line in lines[1:]:
        longer = f"{said}; {line[0].lower()}{line[1:]}"
        if len(longer) > limit:
            break
        said = longer
    return said[:limit]


def gist(rules: Rules) -> str:
    """A game told from its neighbours at a glance, where it is chosen: how it is dealt, how many
    cards, then what a No Peek four turned up brings, else what is wild ("No Peek, 9 cards; 4 up: +1
    face up", "No Peek, 7 cards; 4 up: +1 under pile"): a host play-test meant Midnight Baseball
    and played Night Baseball, next to it in the list, whose descriptions say "nine" and "7"."""
    if rules.is_dealers_choice:
        return f"{len(rules.games)} games, " + (
            "the dealer's pick each pot" if rules.choice == "dealer" else "in turn"
        )
    if rules.flow == "stud":
        return f"Stud, 7 cards; {wild_figures(rules).lower()}"
    dealt = f"No Peek, {rules.cards} cards"
    if rules.fours.face_up != "free":
        return f"{dealt}; {wild_figures(rules).lower()}"
    return f"{dealt}; 4 up: +1 {'under pile' if under_pile(rules) else 'face up'}"


def listing_line(entry: ProfileEntry) -> str:
    """A game's line where PLAY and PARTY list the games: its description, a house game (a file of
    the user's) said as such, so it is never taken for one that came with the game."""
    if entry.source != "user":
        return entry.description
    whose = (
        "Your house game, in place of the one that came with the game"
        if entry.overrides
        else "Your house game"
    )
    return f"{whose}. {entry.description}".strip()
