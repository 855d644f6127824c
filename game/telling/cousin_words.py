"""What a game is beside its cousin, the game it changes, said first on its HOW TO PLAY page: a
Hold'em newcomer's play-test read Midnight Baseball's three pages at TEXT SIZE large and met its one
difference from Night Baseball on the third. A No Peek game is told against the first No Peek game
listed with its wild cards (Midnight against Night: its cards and its four); a stud variant against
the plain game whose house rules it changes (rules_words.plain_cousin: Baseball), its own house rules
said first, under "Baseball Bring-In is Baseball with one change:" (at TEXT SIZE large the bring-in
was on its second page)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.rules import Rules
from game.telling.rules_words import FOUR_UNDER_PILE, apart_lines, house_rules, plain_cousin, under_pile


def cousin(rules: Rules, listed: Sequence[Rules]) -> Rules | None:
    """The No Peek game `rules` changes: the first listed before it dealt No Peek with the same wild
    cards; None for the first, for stud and for a dealer's choice."""
    if rules.flow != "no_peek" or rules.is_dealers_choice:
        return None
    for game in listed:
        if game.id == rules.id:
            return None
        if game.flow == "no_peek" and not game.is_dealers_choice and game.wild_ranks == rules.wild_ranks:
            return game
    return None


def no_peek_changes(rules: Rules, cousin: Rules) -> list[str]:
    """What `rules` deals differently from `cousin`, in plain words: "7 cards each, not 9", "a 4
    turned up puts +1 card under your pile, face down, turned last"."""
    changes = [f"{rules.cards} cards each, not {cousin.cards}"] if rules.cards != cousin.cards else []
    if _four_under(rules, cousin):
        changes.append("a 4 turned up puts +1 card under your pile, face down, turned last")
    return changes + [line[0].lower() + line[1:] for line in _own_rules(rules, cousin)]


def _four_under(rules: Rules, cousin: Rules) -> bool:
    return under_pile(rules) and not under_pile(cousin)


def _own_rules(rules: Rules, cousin: Rules) -> list[str]:
    """`rules`'s house rules `cousin` lacks, but the four's (said plainly, _four_under)."""
    theirs = {*house_rules(cousin), FOUR_UNDER_PILE}
    return [line for line in house_rules(rules) if line not in theirs]


def said_by_cousin(rules: Rules, listed: Sequence[Rules]) -> set[str]:
    """The house rules (each a sentence, with its full stop) that `rules`'s cousin line says, left
    out of the pages after it: a Hold'em newcomer's play-test read Midnight's four rule on HOW TO
    PLAY's first page and again on its sixth."""
    near = cousin(rules, listed)
    if near is None:
        return set()
    four = [FOUR_UNDER_PILE] if _four_under(rules, near) else []
    return {line + "." for line in (*four, *_own_rules(rules, near))}


def cousin_line(rules: Rules, listed: Sequence[Rules]) -> str | None:
    """ "Midnight Baseball is Night Baseball, but 7 cards each, not 9, and a 4 turned up puts +1 card
    under your pile, not face up."; None for a game that is no No Peek cousin's."""
    near = cousin(rules, listed)
    changes = [] if near is None else no_peek_changes(rules, near)
    if near is None or not changes:
        return None
    if len(changes) == 1:
        return f"{rules.name} is {near.name}, but {changes[0]}."
    head = ", ".join(changes[:-1])
    return f"{rules.name} is {near.name}, but {head}, and {changes[-1]}."


_CHANGES = {1: "one change", 2: "two changes", 3: "three changes"}


def changed_rules(rules: Rules, listed: Sequence[Rules]) -> list[str]:
    """A stud variant's opening: what it is ("Baseball Pay Three is Baseball with one change:") and
    the house rules it changes, each its own sentence, as the rules say them; [] for a game that
    changes no plain cousin's (rules_words.plain_cousin). A house rule its cousin says too (but for
    an aside in brackets the game leaves out) is no change: said first, as its cousin's, for the
    changes to read against (Hidden Fours said "with two changes:" over the four face up's free
    card, Baseball's own rule, and a newcomer's play-test could not find the second change)."""
    plain = None if rules.flow != "stud" else plain_cousin(rules, listed)
    if plain is None:
        return []
    apart = apart_lines(rules, listed)
    kept = [line for line in apart if _cousin_says(plain, line)]
    changes = [line for line in apart if line not in kept]
    count = _CHANGES.get(len(changes), f"{len(changes)} changes")
    as_in = [f"As in {plain.name}, {line[0].lower()}{line[1:]}." for line in kept]
    return [*as_in, f"{rules.name} is {plain.name} with {count}:", *(line + "." for line in changes)]


def _cousin_says(plain: Rules, line: str) -> bool:
    """Whether `plain` has the house rule `line`, in its words or with an aside after them."""
    return any(said == line or said.startswith(line + " (") for said in house_rules(plain))
