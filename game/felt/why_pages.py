"""The line saying why a pot went where it went, in pages of a few lines, where a pot's result has
no room for it whole under the hands (game.felt.result_view: at TEXT SIZE large it takes the
captions' place in turn). A page breaks where a sentence ends: a sentence that fits a page is never
split, and one longer than a page only between its clauses (after a ':', ';' or ','), the page that
goes on with it starting with GOES_ON. A Hold'em newcomer's play-test at large read pages cut by
lines: "full house" alone under "YOGI WINS 13", read as Yogi's hand, and "flush: to the eight, not
the five" on a page of its own, read as a caption."""

from __future__ import annotations

import re

from game.platform.text import wrap_whole

GOES_ON = "\u2026"  # a page that goes on with a sentence begun on the page before starts with it
SENTENCE_END = re.compile(r"(?<=[.!?]) +")
# where a sentence longer than a page may break, the stronger first: "The higher straight flush:" /
# "...to the ace, not the nine", rather than "...not the nine" on a page of its own
CLAUSE_ENDS = (re.compile(r"(?<=[:;]) +"), re.compile(r"(?<=[:;,]) +"))


def clauses(sentence: str, columns: int = 0, room: int = 0) -> list[str]:
    """A sentence's clauses, each after the first marked as going on (GOES_ON), as a page that
    starts with it says it: split at its strongest marks where each then fits `room` lines of
    `columns`, else at every mark (0: at every mark)."""
    for ends in CLAUSE_ENDS:
        first, *rest = ends.split(sentence)
        parts = [first, *(GOES_ON + clause for clause in rest)]
        if room and all(len(wrap_whole(part, columns)) <= room for part in parts):
            break
    return parts


def why_room(why: str, columns: int) -> int:
    """The fewest lines of `columns` a page must have so that no clause of `why` is ever cut."""
    return max(
        (
            len(wrap_whole(clause, columns))
            for sentence in SENTENCE_END.split(why)
            for clause in clauses(sentence)
        ),
        default=0,
    )


def whole_room(why: str, columns: int) -> int:
    """The fewest lines of `columns` a page must have so that every sentence of `why` is said whole
    on one: a No Peek tie's "Cy tied Di's straight flush: a tie does not beat the lead" at TEXT SIZE
    large read "Cy tied Di's straight flush:" on one page and "...a tie does not beat the lead" on
    the next, who tied and why the lead held parted."""
    return max((len(wrap_whole(sentence, columns)) for sentence in SENTENCE_END.split(why)), default=0)


def why_pages(why: str, columns: int, room: int) -> list[list[str]]:
    """`why` in pages of at most `room` lines of `columns` (room: at least why_room), as many whole
    sentences on a page as fit it, each sentence from the start of a line."""
    pages: list[str] = []
    for sentence in SENTENCE_END.split(why):
        parts = [sentence] if len(wrap_whole(sentence, columns)) <= room else clauses(sentence, columns, room)
        for number, part in enumerate(parts):
            joined = ("\n" if number == 0 else " ") + part.removeprefix(GOES_ON)
            if pages and len(lines(pages[-1] + joined, columns)) <= room:
                pages[-1] += joined
            else:
                pages.append(part)
    return [lines(page, columns) for page in pages]


def lines(page: str, columns: int) -> list[str]:
    """A page's lines: each sentence from the start of a line."""
    return [line for sentence in page.split("\n") for line in wrap_whole(sentence, columns)]
