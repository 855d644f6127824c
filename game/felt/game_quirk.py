"""The game's information at the bottom left: the game's name, what is wild,
what sets the game apart ("4 UP: +1 CARD" over "UNDER THE PILE" and "7 CARDS") and the keys, over the coach's panel.

The quirks' words come from the rules (what a four brings, the No Peek pile's size), never from a
game's name, so a user's game says its own; a game with nothing of the kind (plain stud) says
nothing more. A newcomer's play-test could not tell Midnight Baseball from Night Baseball at the
table, the corner saying only their names and what is wild; another met Midnight Baseball's
hidden card unexplained where the corner had left its quirks out for want of room (a name on two
lines over the coach's two-line why). The game's rules are never left out: where the corner is
short of room the keys' line gives way, the corner rises into the air left under the seat above
it, then it starts on your name's line (a line lower, off it, where there is room), then a quirk
says itself in one line (SHORT), and only then its lines close up. The hand's number
has a place of its own at the bottom right (hand_count.HandCount.draw_count): here it gave
way in Night and Midnight Baseball at TEXT SIZE large, and a player could not tell which hand
of the session it was.
Lines never touch: a line's drop shadow fills the last two rows of its height, so every gap is at
least a pixel (at 0, DEALER'S touched CHOICE at TEXT SIZE large).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from engine.rules import Rules
from game.felt.coach import panel_rect
from game.felt.seat_words import clip
from game.platform import palette
from game.platform.palette import Colour
from game.platform.text import wrap
from game.telling.rules_words import under_pile

# Midnight Baseball's four, rules_words.FOUR_UNDER_PILE cut to the corner's column ("4 UP: +1 UNDER"
# and "UNDER PILE" were cryptic to a newcomer; a Hold'em newcomer's play-test read "TO YOUR PILE" and
# never "under", the rule that tells Midnight from Night; "UNDER YOUR PILE" is a letter too wide)
UNDER_PILE = "4 UP: +1 CARD UNDER THE PILE"
# a dealer's choice's game whose four earns nothing (Seven-Card Stud): what differs from the Baseball
# pots beside it (a newcomer's play-test got a 4 face up in a stud pot and waited for its card, the
# corner saying only 7-CARD STUD / NO WILDS); a game played alone says nothing of a rule it lacks
FOUR_EARNS_NOTHING = "4 UP: NOTHING"


# a game's name in the corner's one line where whole it is wider than the column (14 letters):
# MIDNIGHT BASEBALL wrapped onto two lines over its quirks (a newcomer's play-test at TEXT SIZE
# large), each shortening in turn till it fits (MIDNIGHT, 7-CARD STUD, MIDNIGHT FOR 7: the word
# every Baseball shares, a number in its figure), else on two lines, its words spelt whole (a host's
# play-test read DEALERS CHOICE, its apostrophe cut to fit: DEALER'S over CHOICE), else cut
NUMBERS = ("TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE")
NAME_CUTS = (
    (re.compile(r" BASEBALL\b"), lambda _: ""),
    (re.compile(r"\bBASEBALL "), lambda _: ""),
    (re.compile(r"\b(" + "|".join(NUMBERS) + r")\b"), lambda m: str(NUMBERS.index(m.group(1)) + 2)),
)
NAME_LINES = 2  # the most a game's name takes in the corner, where no cut fits it on one
# words that name no game: a count ("EIGHT", "8", "FIVE-CARD"), what it counts and what joins words
# ("FOR", "PLAYERS"). A cut leaving only these is not taken (a look at an eight-seat table read
# FIVE-CARD for Five-Card Baseball, FOR EIGHT for Baseball for Eight: which game? Now 5-CARD over
# BASEBALL, and BASEBALL FOR 8)
COUNT = re.compile(r"(\d+|" + "|".join(NUMBERS) + r")(-CARDS?)?")
JOINING = frozenset({"A", "AND", "CARDS", "FOR", "IN", "OF", "PLAYERS", "THE", "TO", "WITH"})


def names_a_game(said: str) -> bool:
    """Whether `said` keeps a word that tells which game: one that is neither a count nor joining."""
    return any(not COUNT.fullmatch(word) and word not in JOINING for word in said.split())


def name_lines(name: str, columns: int) -> list[str]:
    """The game's `name` in capitals in the corner's lines of `columns`: on one line (NAME_CUTS, each
    only where what is left still names a game), else on NAME_LINES, else cut."""
    said = name.upper()
    for pattern, cut in NAME_CUTS:
        if len(said) > columns and names_a_game(pattern.sub(cut, said)):
            said = pattern.sub(cut, said)
    lines = wrap(said, columns)
    if len(said) > columns and len(lines) <= NAME_LINES and all(len(line) <= columns for line in lines):
        return lines
    return [clip(said, columns)]


def quirk_parts(rules: Rules, in_a_choice: bool = False) -> list[str]:
    """The game's own quirks, the most telling first: what a four dealt or turned face up brings (a
    card under the pile, an extra upcard, a card to buy; in a dealer's choice, `in_a_choice`, that
    it brings nothing: FOUR_EARNS_NOTHING), then a No Peek pile's cards; [] for none.
    Midnight Baseball's is HOW TO PLAY's words cut to the column (rules_words.FOUR_UNDER_PILE), on
    two lines (`corner_lines`): a newcomer read "4: HIDDEN CARD" as a hidden four, the next did not
    know what "4: CARD UNDER" meant."""
    parts = []
    fours = rules.fours
    if fours.face_up == "pay":
        parts.append("4: BUY A CARD")
    elif fours.face_up == "free":
        parts.append(UNDER_PILE if under_pile(rules) else "4: EXTRA CARD")
    elif in_a_choice:
        parts.append(FOUR_EARNS_NOTHING)
    if rules.flow == "no_peek":
        parts.append(f"{rules.cards} CARDS")
    return parts


@dataclass(frozen=True)
class CornerLine:
    """One line of the corner, from the column's left: its words, its top, size and colour;
    `secondary`: not needed to play."""

    text: str
    y: int
    size: int
    colour: Colour
    secondary: bool = True


@dataclass(frozen=True)
class Corner:
    """What the corner says, before it is placed: the name's lines, the wild cards' lines, the
    quirks and the keys ("" for none)."""

    name: list[str]
    wild: list[str]
    quirks: list[str]
    keys: str


# the gaps between the corner's lines: (within the name, between its blocks, over the coach's
# panel with one line, with its two-line why); leaded first (a play-test at TEXT SIZE large read
# SEVEN-CARD and STUD a pixel apart, with room to spare under them), then roomy, then snug, then
# closed up, never touching
LEADED = (4, 6, 10, 4)
ROOMY = (1, 4, 10, 4)
SNUG = (1, 3, 10, 2)  # (Midnight Baseball at TEXT SIZE large over the coach's two-line why: a play-test)
CLOSE = (1, 1, 2, 1)
TIGHT = (SNUG, CLOSE)
# over the keys' line at the least (at 1, the party TV's Midnight Baseball at TEXT SIZE large had
# its 7 CARDS all but touch ESC: HOST MENU: a host play-test)
KEYS_GAP = 3
# how far the corner may rise over its place where closed up it still reaches the coach's panel
# (Midnight Baseball at the normal size, the coach on): the band of the seat over it ends 4 pixels
# above the corner (layout.Layout._slots, floor), so half of that stays clear
RISE = 2
# a quirk's one-line form, where its lines leave the corner short of room even snug (Midnight Baseball
# at the normal size over the coach's two-line why, the party TV's with its keys): where the card goes,
# as the pile's count and the stack's orange + show it (a Hold'em newcomer's play-test read "4 UP: +1
# CARD" there and never where: under the pile, the rule that tells Midnight from Night)
SHORT = {UNDER_PILE: "4 UP: PILE +1"}
# the characters a corner's first line ends short of its column to stand clear of your name beside
# it on one line (DEALER'S: MIDNIGHT BASEBALL's name, at the column's width, read as one with YOU)
BESIDE = 4


def corner_lines(
    corner: Corner, top: int, width: int, small: int, body: int, hint: int, keep_keys: bool, coach_lines: int
) -> list[CornerLine]:
    """The corner's lines from `top` down, `width` pixels wide, ending over the coach's panel of
    `coach_lines` (its one line is kept clear with the coach off too: H shows it at any moment):
    a line lower, off your name's line, where there is room (a newcomer's play-test: NIGHT
    BASEBALL level with YOU read as one line), else from `top` (a short first line: each spacing
    at both before the next, `_tries`); leaded where everything fits, else roomy, else snug, else
    closed up, else all that RISE pixels higher; each quirk in its one line (SHORT) before the
    corner is closed up, at both TEXT SIZEs (a newcomer's play-test at large read MIDNIGHT / BASEBALL /
    WILD: 3 9 / 4 UP: +1 CARD / UNDER PILE / 7 CARDS a pixel apart beside YOU's plate, one cramped
    block, and a host's at the normal size the party TV's six lines of Midnight Baseball).
    The keys' line only where there is room, unless `keep_keys` (the party TV: the host's menu key
    is always shown)."""
    floor = panel_rect(0, coach_lines).top
    short = dataclasses.replace(corner, quirks=[SHORT.get(quirk, quirk) for quirk in corner.quirks])
    # (the whole quirks never close up: SHORT first; snug, they do: at TEXT SIZE large over the
    # coach's two-line why, Midnight's four says where its card goes whole)
    for said, close in ((corner, False), (short, True)) if short != corner else ((corner, True),):
        for drop, spacings in _tries(corner, small + ROOMY[1], width // small):
            for rise in (0, RISE):
                for gaps in spacings if close else [gaps for gaps in spacings if gaps != CLOSE]:
                    for keys in (True, False) if corner.keys else (False,):
                        lines = _placed(said, top + drop - rise, (small, body, hint), gaps, keys, width)
                        bottom = max(line.y + line.size for line in lines)
                        if bottom <= floor - gaps[2 if coach_lines == 1 else 3] and (keys or not keep_keys):
                            return lines
    # (no shipped game at any size or seat count: tests/test_ui_game_quirk.py)
    return _placed(short, top, (small, body, hint), CLOSE, keep_keys and bool(corner.keys), width)


def _tries(corner: Corner, drop: int, columns: int) -> list[tuple[int, tuple[tuple[int, ...], ...]]]:
    """(how far under `top` the corner starts, the gaps to try there), in turn: a line lower, then
    on your name's line, the closed-up gaps last at both. A corner whose first line ends BESIDE
    characters short of the column stands clear of your name on its line: each spacing is tried at
    both before the next closer one (at TEXT SIZE large DEALER'S / CHOICE / DEALER / PICKS touched
    one another, closed up a line lower: a newcomer play-test)."""
    first = (corner.name or corner.wild or [""])[0]
    if len(first) > columns - BESIDE:  # (NIGHT BASEBALL level with YOU read as one line), but
        # never closed up for it (the party TV's NIGHT BASEBALL / WILD: 3 9 / 4: EXTRA CARD / 9 CARDS
        # / ESC: HOST MENU a pixel apart at TEXT SIZE large, with room for them on your name's line)
        roomy = (LEADED, ROOMY, SNUG)
        return [(drop, roomy), (0, roomy), (drop, (CLOSE,)), (0, (CLOSE,))]
    return [(at, (gaps,)) for gaps in (LEADED, ROOMY, *TIGHT) for at in (drop, 0)]


def _placed(
    corner: Corner,
    top: int,
    sizes: tuple[int, int, int],
    gaps: tuple[int, ...],
    keys: bool,
    width: int,
) -> list[CornerLine]:
    """The corner's lines at `gaps`, with the keys if `keys`
    (`sizes`: small, body and the keys'), the quirks wrapped to `width`."""
    (small, body, hint), (within, between) = sizes, gaps[:2]
    # (words, size, colour, secondary, gap under)
    rows: list[tuple[str, int, Colour, bool, int]] = [
        (name, small, palette.CYAN, True, within) for name in corner.name
    ]
    if corner.name:  # (a name's lines closer, as one name)
        rows[-1] = (*rows[-1][:4], between)
    rows += [(wild, body, palette.YELLOW, False, between) for wild in corner.wild]  # needed to play
    # (what sets the game apart: Midnight Baseball's hidden card from Night's extra), a quirk's
    # lines closer, as one ("4 UP: +1 CARD" over "UNDER THE PILE")
    for quirk in corner.quirks:
        rows += [(line, small, palette.LIGHT, True, within) for line in wrap(quirk, width // small)]
        rows[-1] = (*rows[-1][:4], between)
    if keys:
        rows[-1] = (*rows[-1][:4], max(rows[-1][4], KEYS_GAP))
        rows.append((corner.keys, hint, palette.GREY, True, 0))
    lines, y = [], top
    for words, size, colour, secondary, gap in rows:
        lines.append(CornerLine(words, y, size, colour, secondary))
        y += size + gap
    return lines
