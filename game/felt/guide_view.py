"""What a guided first hand draws over the table (game.screens.scenes.guided_table): whose
table it is and its keys at the left of the middle, and a moment's words in a box across the table,
in the table's TEXT SIZE (a newcomer's play-test at large read the guide at the normal size)."""

from __future__ import annotations

import re

import pygame

from engine.hand_value import CATEGORIES
from game.felt import layout
from game.felt.card_art import CARD_H
from game.felt.centre_draw import showcase_aside
from game.felt.centre_words import centre_lines
from game.felt.seat_draw import TURN_FRAME
from game.felt.table_draw import TableRenderer
from game.felt.table_model import TableModel
from game.platform import palette
from game.platform.display import SAFE
from game.platform.text import BREAKS, HINT, KEEP, Text, wrap
from game.platform.widgets import panel
from game.play.guide_script import GuideScript

# The guide's words stand across the table where the log and the prompt are (the log moves beside
# them while they are up, the prompt comes back at the next key): under what the middle says (the
# pot, the bet, what must be beaten), over nobody (a three-player table has no seats at its sides),
# above your seat.
GUIDE_ROWS = 4  # the most a moment's words take
PAD = 8  # inside the box, above its first line and below its last, at every size and squeeze
GAP = 4  # pixels between the box beside a shown hand and what is round it
# whose table it is and its keys, at the left of the middle (a three-player table has no seat there)
GUIDE_CORNER = ("GUIDED HAND", "S: SKIP GUIDE")
GUIDE_KEYS = ("ANY KEY: GO ON",)
# ...and with your buttons up, what Enter does now: nothing for a moment after a page (the buttons
# unlit: a press then was meant for the page, GuidedTable.handle), then the lit button's move (a
# newcomer's play-test pressed Enter to read on and checked, or meant to check and only turned a page)
ENTER_PRESSES = "ENTER: {}"
# ...which Space presses too (a Hold'em newcomer's guided hand checked with Space, the corner naming
# Enter alone), on a line of its own under it: "ENTER/SPACE: COMPLETE TO 1" ran into the pot's chips
OR_SPACE = "OR SPACE"
# ...at the dealer's list of games, which stands in the middle: its cursor is the game, and a game's
# name ran "ENTER: MIDNIGHT BASEBALL" under the list's panel at TEXT SIZE large
ENTER_PICKS = "ENTER: PICK"
# ...before the cursor has moved: a bare Enter deals nothing there (action_menu.CHOOSE_FIRST), so the
# corner names the keys that choose first ("ENTER: PICK" above a list Enter would not pick from)
ARROWS_CHOOSE = "UP/DOWN: GAME"


def guide_box(centre_lines: int, rows: int, places: layout.Layout = layout.NORMAL) -> tuple[pygame.Rect, int]:
    """The guide's box under the centre's `centre_lines` lines, down to your seat, across the
    table, and the step of its lines: `rows` lines of words with PAD above and below them, clear of
    the centre's last line (at TEXT SIZE large it had touched "K's, KICKERS Q 4" under "YOU LEAD:
    PAIR OF": a play-test) where `rows` fit there (`page_rows`), else closer lines, else over
    them (it covers what it must, never half a line)."""
    line, bottom = places.line, places.bottom_y - 2
    under = (
        places.bet_line[1] + centre_lines * line
    )  # the centre's lines end 4 px over it (none: the room is the box's)
    for step in (line, places.body + 2):
        top = min(under + 2, bottom - rows * step - 2 * PAD)
        if top >= under - 1:  # (3 px under the last line's letters, at least)
            return pygame.Rect(SAFE.x, top, SAFE.width, bottom - top), step
    top = bottom - rows * line - 2 * PAD
    return pygame.Rect(SAFE.x, top, SAFE.width, bottom - top), line


def page_rows(places: layout.Layout, centre_lines: int) -> int:
    """How many lines of words a page shows under the centre's `centre_lines` lines: as many as
    fit with the box's PAD, GUIDE_ROWS at most, one at least (a squeezed box's two closer lines
    touched its borders: a play-test at TEXT SIZE large)."""
    under = places.bet_line[1] + centre_lines * places.line + 2
    return max(1, min(GUIDE_ROWS, (places.bottom_y - 2 - 2 * PAD - under) // places.line))


def beside_box(places: layout.Layout) -> pygame.Rect:
    """The clear space right of a hand shown in the middle (the showcase, at the showdown, moved to
    the felt's left while a page is up: centre_draw.showcase_aside), where the guide's words stand
    then: under the pot and the stock, over your seat, to the TV-safe edge. A guided hand's three
    seats leave it empty (a newcomer's play-test: the box across the middle covered the hands its
    words were about; the next, at TEXT SIZE large, read its words ten letters a line in the
    column right of the middle, a sentence cut over pages)."""
    left = showcase_aside(places).right + GAP
    top = max(places.showcase.y, places.stock[1] + CARD_H + GAP)
    return pygame.Rect(left, top, SAFE.right - left, places.bottom_y - GAP - TURN_FRAME - top)


def beside_rows(places: layout.Layout) -> int:
    """How many lines of words a page beside the middle shows (`beside_box`), at the closer step."""
    return (beside_box(places).height - 2 * PAD) // (places.body + 2)


def draw_guide(
    canvas: pygame.Surface,
    text: Text,
    model: TableModel,
    script: GuideScript,
    renderer: TableRenderer,
    keys: str,
    covered: bool = False,
) -> None:
    """The corner's lines, saying what the `keys` do now, and the `script`'s words (none: "") in
    their box, in the `renderer`'s layout: under the centre's lines (with its hints, which decide them), beside a hand shown in
    the middle (`beside_box`); the words that did not fit kept for the next page (TEXT SIZE large: a
    moment's five lines under the centre's three would cover them). Once the guide's last pot is
    over, or the guide skipped, S has nothing left to skip (a play-test saw it offered under the
    last result). While the table is `covered` (a pot's result, the pause menu over it) the corner
    says only GUIDED HAND (`corner_lines`)."""
    corner = corner_lines(keys, script.over or script.stopped, covered)
    script.rest = show_guide(canvas, text, model, script.line, renderer, corner)


def corner_lines(keys: str, over: bool, covered: bool) -> tuple[str, ...]:
    """The corner's lines: GUIDED HAND, with what the `keys` do now under it (ANY KEY: GO ON under a
    page, "ENTER: CHECK" over OR SPACE at your buttons, a line each; "": nothing) and S: SKIP
    GUIDE till the guide is `over`; while `covered` by a popup GUIDED HAND alone: the popup takes the
    keys then (S skips nothing under a pot's result), and the keys' lines, wider, reached under the
    result's box at TEXT SIZE large (a newcomer's play-test of the Dealer's Choice guide read "S: SKIP
    GUIDE" cut by its left edge)."""
    if covered:
        return GUIDE_CORNER[:1]
    return GUIDE_CORNER[:1] + tuple(keys.splitlines()) + (() if over else GUIDE_CORNER[1:])


def show_guide(
    canvas: pygame.Surface,
    text: Text,
    model: TableModel,
    words: str,
    renderer: TableRenderer,
    corner: tuple[str, ...],
) -> str:
    """draw_guide's words, the `corner` lines beside them: those that did not fit, for the next page."""
    places = renderer.places
    for row, line in enumerate(corner):  # (HINT's lines, clear of a box up to the bet line)
        text.draw(canvas, line, (SAFE.x, places.mid_y + row * (HINT + 4)), HINT, palette.ORANGE)
    if not words:
        return ""
    said = len(
        centre_lines(model, renderer.hints, places.columns, places.centre_rows, renderer.lead_rung, True)
    )
    if model.showcase:  # a hand shown in the middle: the words beside it, never over it
        room = beside_box(places)
        lines, rest = guide_page(words, places, said, room.width)
        step = places.line if len(lines) * places.line + 2 * PAD <= room.height else places.body + 2
        box = pygame.Rect(0, 0, room.width, len(lines) * step + 2 * PAD)
        box.center = room.center  # (as tall as its words, in the middle of the room)
    else:
        lines, rest = guide_page(words, places, said)
        box, step = guide_box(said, len(lines), places)
    panel(canvas, box, palette.PANEL, palette.ORANGE, 2, 6)
    top = box.y + PAD + (box.height - 2 * PAD - len(lines) * step) // 2 + (step - places.body) // 2
    for row, line in enumerate(lines):
        y = top + row * step
        if rest and row == len(lines) - 1 and line.endswith(MORE):  # the mark in the keys' orange
            left = box.centerx - text.render(line, places.body).get_width() // 2
            said_rect = text.draw(canvas, line[: -len(MORE)], (left, y), places.body, palette.WHITE)
            text.draw(canvas, MORE, (left + said_rect.width, y), places.body, palette.ORANGE)
        else:
            text.draw(canvas, line, (box.centerx, y), places.body, palette.WHITE, anchor="midtop")
    # the words that pop up (a win's +3 rising from your plate) stay over everything, the page too:
    # beside a shown hand the page's box reaches down near your plate
    renderer.draw_in_the_air(canvas, model)
    return rest


def guide_lines(words: str, places: layout.Layout = layout.NORMAL, width: int = SAFE.width) -> list[str]:
    """A moment's words in the lines of a box `width` wide (as many characters as the layout's
    body size allows)."""
    return wrap(words, (width - 24) // places.body)


def guide_page(
    words: str, places: layout.Layout, centre: int, width: int = SAFE.width
) -> tuple[list[str], str]:
    """The lines of `words` the box shows under the centre's `centre` lines (`width` < the TV-safe
    width: in the box beside the middle, `beside_rows` of them), and the rest for the next page: as
    many whole sentences as fit its rows, a sentence longer than them whole on a taller box of its
    own (`guide_box`; beside the middle, as many of its words as fit, to a clause's end in the
    page's second half where there is one, a hand's name never cut); a page with more to come
    ends "MORE >". A page never ends within a sentence shorter than its box:
    a newcomer's play-test at TEXT SIZE large read Babe's raise cut at "...to stay; or" and had to
    press MORE to finish it."""
    rows = page_rows(places, centre) if width == SAFE.width else beside_rows(places)
    if len(guide_lines(words, places, width)) <= rows:
        return guide_lines(words, places, width), ""
    sentences = SENTENCE_END.split(words.strip())
    apart = width != SAFE.width and not _fits(sentences[:1], places, rows, width)
    if apart:
        # beside the middle no taller box: a sentence longer than the room goes on over the next
        # page (the closing words at the normal size), never inside a hand's name (a newcomer's
        # play-test read 'none beat your full' / 'house, queens over fours' over two pages)
        sentences = BREAKS.split(HAND_NAME.sub(lambda name: name.group().replace(" ", KEEP), words.strip()))
    most = max((n for n in range(1, len(sentences)) if _fits(sentences[:n], places, rows, width)), default=1)
    if apart:  # and after a clause where one ends in the page's second half
        most = max(
            (n for n in range(most // 2 + 1, most + 1) if sentences[n - 1][-1] in ",;:.?!"), default=most
        )
    elif len(sentences) - most == 1:  # a sentence left alone on the last page (a newcomer's play-test
        # at TEXT SIZE large read "The best five cards win." by itself): all on this page where its
        # lines, closer, fit over your seat; else the sentence before it with it, where the two fit
        if width == SAFE.width and len(guide_lines(words, places, width)) <= closer_rows(places, centre):
            return guide_lines(words, places, width), ""
        if most > 1 and len(guide_lines(" ".join(sentences[most - 1 :]), places, width)) <= rows:
            most -= 1
    rest = " ".join(sentences[most:])
    return guide_lines(f"{' '.join(sentences[:most])} {MORE}" if rest else words, places, width), rest


def closer_rows(places: layout.Layout, centre: int) -> int:
    """How many lines the box under the centre's `centre` lines holds at its closer step
    (`guide_box`), clear of them and over your seat."""
    under = places.bet_line[1] + centre * places.line
    return (places.bottom_y - 2 - 2 * PAD - under + 1) // (places.body + 2)


def _fits(sentences: list[str], places: layout.Layout, rows: int, width: int) -> bool:
    """Whether the `sentences`, with the MORE mark after them, fit the box's `rows`."""
    return len(guide_lines(f"{' '.join(sentences)} {MORE}", places, width)) <= rows


MORE = f"MORE{KEEP}>"  # a page's end where the words go on over the next (never cut from its ">")
# a hand's name of more than one word (the categories', and a royal flush), kept on one page
HAND_NAME = re.compile(
    "|".join(name.replace("_", " ") for name in (*CATEGORIES, "royal_flush") if "_" in name), re.IGNORECASE
)
SENTENCE_END = re.compile(r"(?<=[.?!])\s+")  # where a page may end (a colon runs on: "Kicker:" ended one)
