"""House rules: the editor's options as rows of choices, turned into a profile and checked (no I/O).

A host starts from any profile (`picks_from`), changes rows, and the result is a complete profile
mapping (`profile_mapping`) that `engine.profile` checks like any file, a readable YAML text with a
comment per option (`profile_text`), or the reasons it cannot be played (`refusals`, said in the
host's words before the loader's). The rows only write keys of the format (docs/profiles.md), so a
saved house game is an ordinary user profile: it validates against the schema and loads anywhere.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import yaml

from engine.money import amount_json, mixed
from engine.profile import ProfileError, rules_from_mapping
from engine.profile_keys import DECK_SIZE, DESCRIPTION_LENGTH, NAME_LENGTH
from engine.rules import BASEBALL_STREETS, Rules, WildCost

RANK_ORDER = "23456789TJQKA"
RANK_PLURAL = {
    "2": "twos",
    "3": "threes",
    "4": "fours",
    "5": "fives",
    "6": "sixes",
    "7": "sevens",
    "8": "eights",
    "9": "nines",
    "T": "tens",
    "J": "jacks",
    "Q": "queens",
    "K": "kings",
    "A": "aces",
}
COST_RANKS = ("3", "9")  # Baseball's wild ranks: each has an EXPOSED row whatever is wild
NAME_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -'&"  # what the letter picker offers
# device names Windows will not create a file under, whatever the extension
_RESERVED = re.compile(r"(con|prn|aux|nul|com[0-9]|lpt[0-9])", re.IGNORECASE)

Value = Any  # a row's value: a hashable tuple, frozenset, number, bool or word


@dataclass(frozen=True)
class Choice:
    label: str  # what the row shows between its arrows
    value: Value


@dataclass(frozen=True)
class Row:
    key: str
    label: str
    line: str  # what the option does at the table: the editor's help line and the file's comment
    choices: tuple[Choice, ...]

    def index(self, value: Value) -> int:
        return next(i for i, choice in enumerate(self.choices) if choice.value == value)

    def label_of(self, value: Value) -> str:
        return self.choices[self.index(value)].label


Picks = dict[str, Value]


class Refused(ValueError):
    """House rules that cannot be saved; `reasons` are one sentence each, for the host."""

    def __init__(self, reasons: list[str]):
        super().__init__("; ".join(reasons))
        self.reasons = reasons


# ---------------------------------------------------------------- the rows


def _wild_label(ranks: frozenset[str]) -> str:
    if not ranks:
        return "NONE"
    names = [RANK_PLURAL[rank].upper() for rank in sorted(ranks, key=RANK_ORDER.index)]
    return " AND ".join(names) if len(names) <= 2 else ", ".join(names[:-1]) + " AND " + names[-1]


def _cost_label(value: Value) -> str:
    kind, amount = value
    return {"free": "FREE", "match_pot": "MATCH THE POT"}.get(kind, f"PAY {mixed(amount)} OR FOLD")


def _four_label(value: Value) -> str:
    kind, amount = value
    return {"free": "A FREE CARD", "none": "NOTHING"}.get(kind, f"A CARD FOR {mixed(amount)}")


def _game_label(value: Value) -> str:
    flow, cards = value
    return "SEVEN-CARD STUD" if flow == "stud" else f"NO PEEK, {cards} CARDS"


def _opener_label(value: Value) -> str:
    first, amount = value
    return "BEST HAND SHOWING" if first == "best_showing" else f"LOW CARD BRINGS IN {mixed(amount)}"


def _stakes_label(value: Value) -> str:
    bet, raise_ = value
    return f"BET {mixed(bet)}" + ("" if bet == raise_ else f", RAISE {mixed(raise_)}")


_ROWS: tuple[tuple[str, str, str, tuple[Value, ...], Any], ...] = (
    # key, label, line, the usual choices, how a value is shown
    (
        "game",
        "GAME",
        "Stud deals streets with a betting round after each; No Peek turns face-down piles "
        "until someone beats the best hand showing.",
        (("stud", None), ("no_peek", 7), ("no_peek", 9)),
        _game_label,
    ),
    (
        "wild",
        "WILD CARDS",
        "Wild cards stand for any card you need, face up or face down.",
        (frozenset("39"), frozenset("3"), frozenset("9"), frozenset("2"), frozenset()),
        _wild_label,
    ),
    *(
        (
            f"cost_{rank}",
            f"EXPOSED {RANK_PLURAL[rank][:-1].upper()}",
            f"What a {RANK_PLURAL[rank][:-1]} dealt face up costs its owner, at once: pay it or fold.",
            (
                ("free", Fraction(0)),
                ("pay", Fraction(1)),
                ("pay", Fraction(2)),
                ("pay", Fraction(3)),
                ("match_pot", Fraction(0)),
            ),
            _cost_label,
        )
        for rank in COST_RANKS
    ),
    (
        "four_up",
        "FOUR FACE UP",
        "A four dealt face up earns an extra card at once; a paid one may be declined.",
        (("free", Fraction(0)), ("pay", Fraction(1)), ("pay", Fraction(2)), ("none", Fraction(0))),
        _four_label,
    ),
    (
        "four_down",
        "HIDDEN FOUR",
        "A four held face down may be shown at your turn to bet, to earn what a four face up earns.",
        ("none", "reveal"),
        lambda v: "MAY BE SHOWN" if v == "reveal" else "DOES NOTHING",
    ),
    (
        "bonus_card",
        "EXTRA CARD",
        "How a four's extra card is dealt. In No Peek a face-down one goes under your pile.",
        ("up", "down"),
        lambda v: "FACE UP" if v == "up" else "FACE DOWN",
    ),
    (
        "naturals",
        "EQUAL HANDS",
        "Between hands of equal value, one made without wild cards can win instead of splitting.",
        (False, True),
        lambda v: "NATURAL WINS" if v else "SPLIT THE POT",
    ),
    (
        "opener",
        "FIRST ROUND",
        "Who opens the first betting round: the best hand showing, or the lowest upcard with a "
        "forced bring-in.",
        (("best_showing", Fraction(1, 2)), ("bring_in", Fraction(1, 2)), ("bring_in", Fraction(1))),
        _opener_label,
    ),
    (
        "ante",
        "ANTE",
        "What everyone puts in the pot before the deal.",
        (Fraction(1, 2), Fraction(1), Fraction(2)),
        lambda v: f"{mixed(v)}",
    ),
    (
        "stakes",
        "BETS",
        "Limit betting: every bet and every raise is this size.",
        ((Fraction(1), Fraction(1)), (Fraction(2), Fraction(2)), (Fraction(5), Fraction(5))),
        _stakes_label,
    ),
    (
        "raises",
        "RAISES",
        "The most raises in one betting round.",
        (0, 1, 2, 3, 4),
        lambda v: "NONE" if v == 0 else f"{v} A ROUND",
    ),
    (
        "players",
        "PLAYERS",
        "The most players who may sit down. If a stud deck runs short, one card is turned for everyone.",
        (2, 3, 4, 5, 6, 7, 8),
        lambda v: f"UP TO {v}",
    ),
    (
        "pots",
        "GAME LENGTH",
        "A game ends after this many hands; its standings say who won it.",
        (4, 6, 8, 10, 12, 16, 20),
        lambda v: f"{v} HANDS",
    ),
)

ROW_KEYS = tuple(key for key, *_ in _ROWS)


def picks_from(rules: Rules) -> Picks:
    """The value of every row for a profile: where an editor starts from."""
    costs = dict(rules.wild_costs)
    betting = rules.betting
    picks: Picks = {
        "game": ("stud", None) if rules.flow == "stud" else ("no_peek", rules.cards),
        "wild": rules.wild_ranks,
        "four_up": (
            rules.fours.face_up,
            rules.fours.face_up_cost if rules.fours.face_up == "pay" else Fraction(0),
        ),
        "four_down": rules.fours.face_down,
        "bonus_card": rules.fours.bonus_card,
        "naturals": rules.natural_beats_wild,
        "opener": (betting.first_round, betting.bring_in),
        "ante": betting.ante,
        "stakes": (betting.bet, betting.raise_),
        "raises": betting.max_raises,
        "players": rules.max_players,
        "pots": rules.pots,
    }
    for rank in COST_RANKS:
        cost = costs.get(rank, WildCost())
        picks[f"cost_{rank}"] = (cost.kind, cost.amount)
    return picks


def rows_for(start: Rules) -> tuple[Row, ...]:
    """The rows, each with the usual choices and, where the starting profile has another value
    (a hand-written file's), that value too: opening a game to edit it never loses a setting."""
    own = picks_from(start)
    rows = []
    for key, label, line, values, show in _ROWS:
        if own[key] not in values:
            values = (*values, own[key])
        rows.append(Row(key, label, line, tuple(Choice(show(value), value) for value in values)))
    return tuple(rows)


# ---------------------------------------------------------------- names


def clean_name(name: str) -> str:
    """The name as the picker can type it: its letters upper-cased, runs of spaces one, trimmed."""
    return " ".join(name.upper().split())


def profile_id(name: str) -> str:
    """The file name for a house game: "JOE'S FRIDAY GAME" -> "joes-friday-game"."""
    words = re.findall(r"[a-z0-9]+", name.lower().replace("'", ""))
    return "-".join(words)


def name_problem(name: str, taken: Mapping[str, str], editing: str = "") -> str | None:
    """Why a name cannot be saved: empty, too long, a file name some systems refuse, or the id of another game (`taken`: id -> whose; `editing`: the id of
    the game being edited, which may keep its own name)."""
    if not name.strip():
        return "NAME: pick at least one letter or digit."
    if len(name) > NAME_LENGTH:
        return f"NAME: at most {NAME_LENGTH} characters, this one has {len(name)}."
    pid = profile_id(name)
    if not pid:
        return "NAME: it needs at least one letter or digit."
    if _RESERVED.fullmatch(pid):
        return f"NAME: {name} is a name some computers keep for a device; add a word."
    if pid in taken and pid != editing:
        return f"NAME: {taken[pid]} already has that name; choose another, or open it to edit."
    return None


# ---------------------------------------------------------------- the profile


def _amount(amount: Fraction) -> int | str:
    """A whole amount as a number, a fraction as "1/2": what a person would write."""
    return amount.numerator if amount.denominator == 1 else amount_json(amount)


def _cost_json(kind: str, amount: Fraction) -> Any:
    return {"pay": _amount(amount)} if kind == "pay" else kind


def profile_mapping(name: str, picks: Picks, start: Rules, description: str = "") -> dict[str, Any]:
    """Every key of a profile, written out (no `extends`): the file stands on its own, so a later
    change to the profile it started from never changes the house game. Streets and the fewest
    players have no row and come from `start`; the menu line is `description` (the editor says the
    house rules there), else where the game came from."""
    flow, cards = picks["game"]
    four_kind, four_cost = picks["four_up"]
    first_round, bring_in = picks["opener"]
    bet, raise_ = picks["stakes"]
    wild = sorted(picks["wild"], key=RANK_ORDER.index)
    costs = {}
    for rank in COST_RANKS:
        kind, amount = picks[f"cost_{rank}"]
        if kind != "free" or rank in wild:
            costs[rank] = _cost_json(kind, amount)
    mapping: dict[str, Any] = {
        "name": name.strip(),
        "description": (description or f"House rules, from {start.name}.")[:DESCRIPTION_LENGTH],
        "summary": "",
        "flow": flow,
        "players": {"min": min(start.min_players, picks["players"]), "max": picks["players"]},
        "streets": [list(street) for street in (start.streets if start.flow == "stud" else BASEBALL_STREETS)],
        "cards": cards if cards is not None else 7,
        "wild_ranks": wild,
        "wild_costs": costs,
        "fours": {
            "face_up": _cost_json(four_kind, four_cost),
            "face_down": picks["four_down"],
            "bonus_card": picks["bonus_card"],
        },
        "natural_beats_wild": picks["naturals"],
        "betting": {
            "ante": _amount(picks["ante"]),
            "bet": _amount(bet),
            "raise": _amount(raise_),
            "max_raises": picks["raises"],
            "first_round": first_round,
            "bring_in": _amount(bring_in),
        },
        "session": {"pots": picks["pots"]},
    }
    return mapping


def refusals(picks: Picks) -> list[str]:
    """Why these choices cannot be played, each reason naming its row and what would do instead;
    [] when they can. The loader's own checks follow in `build`, in case one is missed here."""
    reasons = []
    flow, cards = picks["game"]
    wild = picks["wild"]
    for rank in COST_RANKS:
        kind, _ = picks[f"cost_{rank}"]
        if kind != "free" and rank not in wild:
            plural = RANK_PLURAL[rank]
            reasons.append(
                f"EXPOSED {plural[:-1].upper()}: {plural} are not wild, so they cost nothing; "
                f"make {plural} wild or set it to FREE."
            )
    if picks["four_down"] == "reveal":
        if flow == "no_peek":
            reasons.append("HIDDEN FOUR: in No Peek no card is held face down; choose DOES NOTHING.")
        elif picks["four_up"][0] == "none":
            reasons.append(
                "HIDDEN FOUR: a shown four earns what a four face up earns, and that is NOTHING; "
                "give FOUR FACE UP a card or choose DOES NOTHING."
            )
    first_round, bring_in = picks["opener"]
    bet, _ = picks["stakes"]
    if first_round == "bring_in":
        if flow == "no_peek":
            reasons.append("FIRST ROUND: No Peek has no upcards to bring it in; choose BEST HAND SHOWING.")
        elif bring_in > bet:
            reasons.append(
                f"FIRST ROUND: a bring-in of {mixed(bring_in)} is more than a bet of {mixed(bet)}; "
                "raise the BETS or lower the bring-in."
            )
    players = picks["players"]
    if flow == "no_peek" and cards * players > DECK_SIZE:
        reasons.append(
            f"PLAYERS: {cards} cards each for {players} is {cards * players}, more than the "
            f"{DECK_SIZE} in a deck; at most {DECK_SIZE // cards} players."
        )
    return reasons


def build(pid: str, name: str, picks: Picks, start: Rules) -> Rules:
    """The Rules these choices play, checked as the loader checks a file; Refused with every reason."""
    reasons = refusals(picks)
    if reasons:
        raise Refused(reasons)
    try:
        rules = rules_from_mapping(profile_mapping(name, picks, start), pid, where=name)
    except ProfileError as exc:
        raise Refused([str(exc)]) from None
    return rules


# Each key of the file, by its path, with the row that sets it; the others say what they are.
_ROW_OF = {
    "flow": "game",
    "cards": "game",
    "wild_ranks": "wild",
    **{f"wild_costs.{rank}": f"cost_{rank}" for rank in COST_RANKS},
    "fours.face_up": "four_up",
    "fours.face_down": "four_down",
    "fours.bonus_card": "bonus_card",
    "natural_beats_wild": "naturals",
    "betting.ante": "ante",
    "betting.bet": "stakes",
    "betting.raise": "stakes",
    "betting.max_raises": "raises",
    "betting.first_round": "opener",
    "betting.bring_in": "opener",
    "players.max": "players",
    "session.pots": "pots",
}
_NOTES = {
    "name": "The name in the PLAY and PARTY menus.",
    "description": "One line under the name in the menus.",
    "summary": "Empty: the game says these rules in words, from the keys below.",
    "players.min": "The fewest players at the table.",
    "cards": "No Peek: the pile each player gets (stud deals the streets instead).",
    "betting.raise": "Each raise.",
    "betting.bring_in": "The bring-in, when the low card opens.",
    "streets": "The deal, street by street, each card up or down: a betting round follows each.",
}
_LINES = {key: f"{label}: {line}" for key, label, line, *_ in _ROWS}


def _flow_yaml(value: Any) -> str:
    """One value in YAML's flow style, on one line, quoted where YAML needs it."""
    text: str = yaml.safe_dump([value], default_flow_style=True, width=10_000, allow_unicode=False)
    return text.strip()[1:-1]


def profile_text(mapping: Mapping[str, Any], start_name: str) -> str:
    """The profile as a readable YAML file: a heading, then each option on its own line under a
    comment saying what it does at the table (a row's comment once, above its first key)."""
    lines = [
        f"# House rules made on the HOUSE RULES page, starting from {_flow_yaml(start_name)}.",
        "# Every key is written out (docs/profiles.md); edit it here or open it in the game again.",
    ]
    said: set[str] = set()

    def option(path: str, key: str, value: Any, indent: str) -> None:
        row = _ROW_OF.get(path)
        note = _LINES[row] if row is not None and row not in said else _NOTES.get(path)
        if row is not None:
            said.add(row)
        if note:
            lines.append(f"{indent}# {note}")
        lines.append(f"{indent}{key}: {_flow_yaml(value)}")

    for key, value in mapping.items():
        if isinstance(value, dict) and value and key != "streets":
            lines.append(f"{key}:")
            for sub, sub_value in value.items():
                option(f"{key}.{sub}", _flow_yaml(sub), sub_value, "  ")
        else:
            option(key, key, value, "")
    return "\n".join(lines) + "\n"
