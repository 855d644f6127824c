"""The rules of a game in pages: the RULES page of the pause menu and of a dealer's call's R key
(game.screens.scenes.chart) lays out the game's headed parts (THE DEAL, WILD CARDS, BETTING,
WINNING: hand_chart.rules_parts), each sentence from the start of a line, space between the parts, in
HOW TO PLAY's letters, on as many pages as they need, filled evenly (even_pages, HOW TO PLAY's too),
turned by every key a person tries (turn).
A Hold'em newcomer's play-test read the RULES page as one dense block of small letters, every rule
run on under the last."""

from __future__ import annotations

from typing import NamedTuple

from game.platform import palette
from game.platform.input import Button, Input
from game.platform.palette import Colour
from game.platform.text import HEADING, LARGE_BODY, wrap_whole


class Shape(NamedTuple):
    """A TEXT SIZE's rules page: letters `size` tall on rows `row` apart, `columns` letters a line."""

    size: int
    row: int
    columns: int


def shape(text_size: str, width: int) -> Shape:
    """The page's letters at the TEXT SIZE `text_size` (HOW TO PLAY's sizes: read from a sofa), in
    lines `width` pixels wide less a letter's margin each side."""
    size = HEADING if text_size == "large" else LARGE_BODY
    return Shape(size, size + size // 4, (width - 2 * size) // size)


# every key that turns a page, forward or back (nothing on the rules' pages scrolls): a newcomer
# pressed Down on Midnight Baseball's RULES and nothing turned; a pad's d-pad gives the arrows
FORWARD = (Button.RIGHT, Button.DOWN)
BACKWARD = (Button.LEFT, Button.UP)
TURN_KEYS = "ARROWS, PAGE UP/DOWN"  # a footer's words for them


def turn(inp: Input) -> int:
    """The pages `inp` turns: 1 forward (Right, Down, Page Down), -1 back, 0 none."""
    if any(inp.is_(button) for button in FORWARD) or (inp.kind == "press" and inp.key == "pagedown"):
        return 1
    if any(inp.is_(button) for button in BACKWARD) or (inp.kind == "press" and inp.key == "pageup"):
        return -1
    return 0


Placed = tuple[str, Colour, int]  # a line's words, colour and top, down from the page's top
CONTINUED = ", CONTINUED"  # after the heading of a part that goes on from the page before


def sentence_gap(page: Shape) -> int:
    """Between two sentences of a part: a newcomer sees where one ends at a glance."""
    return page.row // 4


def part_gap(page: Shape) -> int:
    """Between two parts: they stand apart as parts, not as more sentences."""
    return page.row * 3 // 4


def blocks(heading: str, sentences: list[str], page: Shape, room: int) -> list[list[Placed]]:
    """A part's heading and sentences placed from 0, on as few blocks as hold it `room` pixels tall
    and as even (a part taller than a page goes on in the next with its heading, CONTINUED); a
    sentence is never parted between two."""
    said = [wrap_whole(sentence, page.columns) for sentence in sentences]
    gap = sentence_gap(page)
    sizes = [len(lines) * page.row + gap for lines in said]
    out: list[list[Placed]] = []
    for start, end in even_pages(sizes, room - page.row + gap):
        block: list[Placed] = [(heading + (CONTINUED if out else ""), palette.CYAN, 0)]
        y = page.row
        for lines in said[start:end]:
            for line in lines:
                block.append((line, palette.WHITE, y))
                y += page.row
            y += gap
        out.append(block)
    return out


def height(block: list[Placed], page: Shape) -> int:
    """Where a block's last line ends."""
    return max(top for _, _, top in block) + page.row


def rules_pages(parts: list[tuple[str, list[str]]], page: Shape, room: int) -> list[list[Placed]]:
    """`parts` (heading, sentences) in pages `room` pixels tall: whole parts a page where they fit,
    as few pages as hold them, filled as evenly as that allows."""
    placed = [block for heading, sentences in parts for block in blocks(heading, sentences, page, room)]
    gap = part_gap(page)
    sizes = [height(block, page) + gap for block in placed]  # (the last on a page needs no gap)
    pages = []
    for start, end in even_pages(sizes, room + gap):
        lines: list[Placed] = []
        top = 0
        for block in placed[start:end]:
            lines += [(words, colour, top + y) for words, colour, y in block]
            top += height(block, page) + gap
        pages.append(lines)
    return pages


def even_pages(sizes: list[int], room: int) -> list[tuple[int, int]]:
    """Where the pages of sentences `sizes` lines long start and end: as few pages as hold them
    (`room` lines each), filled as evenly as that allows. Filling each page in turn left Night and
    Midnight Baseball a page of two lines at TEXT SIZE large (a Hold'em newcomer's play-test), the
    last page taking all it held. A sentence longer than a page has one to itself."""
    # best[i]: (pages, unused lines squared) for the sentences from i on, and where the first page ends
    best: dict[int, tuple[tuple[int, int], int]] = {len(sizes): ((0, 0), len(sizes))}
    for start in range(len(sizes) - 1, -1, -1):
        options = []
        for end in range(start + 1, len(sizes) + 1):
            held = sum(sizes[start:end])
            if held > room and end > start + 1:
                break
            (pages, unused), _ = best[end]
            options.append(((pages + 1, unused + max(room - held, 0) ** 2), end))
        best[start] = min(options)
    ends, start = [], 0
    while start < len(sizes):
        ends.append((start, best[start][1]))
        start = best[start][1]
    return ends
