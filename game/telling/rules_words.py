"""The house rules in words, as a dealer announces them before the deal: what is wild, what an
exposed wild costs, what a four does, how equal hands settle and who opens. One short line each,
built from the typed Rules, so the pause menu's RULES page, the how-to page, the phones and a
dealer's-choice banner all say the same thing and no profile has to write it twice."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence

from engine.house_rules import RANK_ORDER, RANK_PLURAL
from engine.money import mixed
from engine.profile import ProfileEntry
from engine.rules import Rules
from game.telling.strike_three_words import RULE

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


# a four dealt face down earns no card where only a face-up four does: no tip said so (a newcomer);
# "a four", as the card it earns is said face up before it
FOUR_DOWN = " (a four face down: nothing)"


def under_pile(rules: Rules) -> bool:
    """Whether a four turned up earns a free card under the pile (Midnight Baseball's)."""
    return rules.flow == "no_peek" and rules.fours.face_up == "free" and rules.fours.bonus_card == "down"


def _four_lines(rules: Rules) -> Iterable[str]:
    fours = rules.fours
    shown = "face up" if rules.flow == "stud" else "turned up"
    if fours.bonus_card == "up":  # (No Peek: not to the pile; stud: a Hold'em newcomer's play-test
        # read Baseball's "earns a free card" and could not tell how it comes, where Night said it)
        dealt = ", face up at once"
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
        # play-test met round after round at every lead, which "then bet" had not said; the next
        # took "leads" and "opens" for two ways of acting first: OPENS, as the log says it)
        return "Turn till you beat the lead: then you lead, and open a round of bets"
    if rules.betting.first_round == "bring_in":
        # in plain words where a newcomer first meets it: "Low card brings it in for 1/2" was read as
        # jargon on HOW TO PLAY (a newcomer's play-test), as the dealer's call once was (77a82f2); its
        # full bet too, as the call's banner says "must bet 1/2 or 1" (a newcomer read the RULES page's
        # 1/2 alone beside it as another rule); in the first round only, as engine.stud's next rounds
        # open with the best hand showing (a newcomer read "then the best hand opens" as the same round)
        betting = rules.betting
        return (
            f"Lowest face-up card must start the betting with {mixed(betting.bring_in)} (the bring-in) "
            f"or {mixed(betting.bet)} (a full bet); later rounds, the best hand showing opens"
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
    return said_while(house_rules(rules), lambda said: len(said) <= limit)[:limit]


def said_while(lines: Sequence[str], fits: Callable[[str], bool]) -> str:
    """`lines` as one sentence ("A; b; c"), as many from the first as `fits` takes (the first always,
    as many of its own clauses as fit: Baseball Bring-In's gist, "Baseball, but lowest face-up card
    must start the betting ...; later rounds, the best hand showing opens", ran four lines on HOST A
    PARTY at TEXT SIZE large, its note over OPEN THE ROOM)."""
    first = lines[0].split("; ")
    said = first[0] if len(first) == 1 else said_while(first, fits)
    for line in lines[1:]:
        longer = f"{said}; {line[0].lower()}{line[1:]}"
        if not fits(longer):
            break
        said = longer
    return said


# what becomes of the lead when its player folds (engine.no_peek.after_round: the best hand still
# showing leads, and the player after the folded one turns next): a newcomer asked who must beat what
LEAD_FOLDS = "If the lead folds, the best hand still showing leads; the next player turns to beat it."
# the rule the table's STRIKE THREE! banner names (game.felt.table_effects): a newcomer's play-test met
# "CASEY / STRIKE THREE!" and could not tell a penalty from an out, RULES and HOW TO PLAY never saying
# it; in the words every screen says it in (game.telling.strike_three_words)
STRIKE_THREE_RULE = RULE


def plain_no_peek_lines(rules: Rules) -> list[str]:
    """How plain No Peek differs from Night Baseball beside it on the menu (a newcomer asked what
    the separate game was), for a No Peek game with no wild cards and nothing for a four; else none."""
    if rules.flow != "no_peek" or rules.wild_ranks or rules.fours.face_up != "none":
        return []
    return ["Unlike Night Baseball: no wild cards, and nothing for a four."]


def no_peek_way(rules: Rules) -> str:
    """How a No Peek game is played, said as Baseball played No Peek where it has wild cards (Night
    and Midnight Baseball): a Hold'em newcomer's play-test read "No Peek" before their names as a
    family of games of its own, not a way to play Baseball. Plain No Peek, no card wild: "No Peek"."""
    return "No Peek Baseball" if rules.wild_ranks else "No Peek"


def gist(rules: Rules, listed: Sequence[Rules], fits: Callable[[str], bool] = lambda said: True) -> str:
    """What tells a game from the games `listed` beside it, where it is chosen, from their rules: the
    house rules it does not share with most games of its kind (stud or No Peek), after the game those
    most share ("Baseball, but a three face up costs 2 or a fold") where one has exactly those and the
    same wild cards, else after how it is dealt and its wild cards ("No Peek, 9 cards; threes and
    nines are wild; a four turned up earns a free card, face up at once"); a game with nothing of its
    own says its rules that not every game of its kind shares; a dealer's choice, its games. A host
    play-test read seven Baseball games under one line, "Stud, 7 cards; wild: 3 and 9", and an
    earlier one meant Midnight Baseball and played Night Baseball. As many rules as `fits`."""
    if rules.is_dealers_choice:  # which games, where they fit (HOST A PARTY says no more of it)
        dealt = f"{len(rules.games)} games, " + (
            "the dealer's pick each pot" if rules.choice == "dealer" else "in turn"
        )
        named = f"{dealt}: {', '.join(game.name for game in rules.games)}"
        return named if fits(named) else dealt
    kind, held, apart = _kind_held_apart(rules, listed)
    plain = plain_cousin(rules, listed)
    if plain is not None:
        return said_while([f"{plain.name}, but {apart[0][0].lower()}{apart[0][1:]}", *apart[1:]], fits)
    own = house_rules(rules)
    said = apart or [line for line in own if held[line] < len(kind)]
    dealt = "Stud" if rules.flow == "stud" else no_peek_way(rules)
    cards = sum(len(street) for street in rules.streets) if rules.flow == "stud" else rules.cards
    head, wild = f"{dealt}, {cards} cards", wild_line(rules)
    if wild not in said:  # its wild cards too, shared or not: the gist is all HOST A PARTY says of it
        head = f"{head}; {wild[0].lower()}{wild[1:]}"
    return said_while([head, *said], fits)


def _kind_held_apart(rules: Rules, listed: Sequence[Rules]) -> tuple[list[Rules], Counter[str], list[str]]:
    """The games of `rules`' kind among `listed` (stud or No Peek, itself among them), how many of
    them hold each house rule, and `rules`' own house rules that most of them do not."""
    kind = [game for game in listed if game.flow == rules.flow and not game.is_dealers_choice]
    kind = [*kind, rules] if all(game.id != rules.id for game in kind) else kind
    held = Counter(line for game in kind for line in set(house_rules(game)))
    most = {line for line, count in held.items() if 2 * count > len(kind)}
    return kind, held, [line for line in house_rules(rules) if line not in most]


def plain_cousin(rules: Rules, listed: Sequence[Rules]) -> Rules | None:
    """The game among `listed` that `rules` changes a house rule or two of (apart_lines): the one
    with exactly the house rules most games of its kind share and the same wild cards ("Baseball"
    for Baseball Pay Three); None for that game itself, a dealer's choice and a game with no such
    cousin."""
    if rules.is_dealers_choice:
        return None
    kind, held, apart = _kind_held_apart(rules, listed)
    most = {line for line, count in held.items() if 2 * count > len(kind)}
    plain = next((game for game in kind if set(house_rules(game)) == most), None)
    if not apart or plain is None or plain.id == rules.id or house_rules(plain)[0] != house_rules(rules)[0]:
        return None
    return plain


def apart_lines(rules: Rules, listed: Sequence[Rules]) -> list[str]:
    """`rules`' house rules that most games of its kind among `listed` do not share."""
    return _kind_held_apart(rules, listed)[2]


def games_named(rules: Rules) -> str:
    """A dealer's choice's games by name: "Baseball, Night Baseball, Midnight Baseball or Seven-Card
    Stud"."""
    names = [game.name for game in rules.games]
    return ", ".join(names[:-1]) + " or " + names[-1] if names[1:] else "".join(names)


def listing_line(entry: ProfileEntry) -> str:
    """A game's line where PLAY and PARTY list the games: its description, a dealer's choice's games
    named after it (a Hold'em newcomer's play-test read "four house favourites" and could not tell
    which), a house game (a file of the user's) said as such, so it is never taken for one that
    came with the game."""
    rules = entry.rules
    said = entry.description
    if rules is not None and rules.games:
        said = f"{said} Each pot: {games_named(rules)}.".strip()
    if entry.source != "user":
        return said
    whose = (
        "Your house game, in place of the one that came with the game"
        if entry.overrides
        else "Your house game"
    )
    return f"{whose}. {said}".strip()
