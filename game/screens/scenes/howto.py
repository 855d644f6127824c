"""How to play: the chosen profile's rules in words and the controls, the games in the PLAY menu's
order (the main four first: a newcomer met six Baseball variants before Midnight Baseball). Left/right
change profile; G plays the game's guided first hand (game.screens.scenes.guided_table), named in
the footer only on a game that has one; W the words of every game (the pause menu's: its game's).
At TEXT SIZE large the rules are the table's size, over pages (down and up turn them). In attract
mode (game.screens.attract) it shows for a while and any input wakes the game."""

from __future__ import annotations

from collections.abc import Collection
from itertools import accumulate
from typing import TYPE_CHECKING

import pygame

from game.platform import palette, sound
from game.platform.display import SAFE, WIDTH
from game.platform.input import Button, Input
from game.platform.palette import Colour
from game.platform.text import BODY, LARGE_BODY, wrap, wrap_whole
from game.play.guided import has_guide
from game.play.session import no_profiles_message, profiles
from game.screens import openers
from game.screens.attract import PAGE_TIME
from game.screens.menu_page import FOOTER_Y, MenuScene
from game.telling.game_call import house_lines
from game.telling.hand_chart import rules_paragraphs

if TYPE_CHECKING:
    from game.screens.scene import AttractMode, SceneHost

CONTROLS = (
    # the pad's A, not the key A (a newcomer read it as the table's [A] AUTO-CHECK)
    "ARROWS / D-PAD  move      ENTER / SPACE / PAD A  choose",
    # a button says CALL with its C underlined, "[N] BACK" where its words hold no key letter
    # (game.felt.action_menu): a newcomer at large read of [ ] here and found none
    "LETTER KEYS  the [ ] or underlined letter   MOUSE  click",
    "TAB / X  skip the animation   P / ESC / B  pause",
    "F11 / ALT+ENTER  fullscreen   H  coach on / off",
)
COLUMNS = 56  # of body text across the TV-safe area
SUMMARY_LINES = 17  # the rules' lines at the normal size: every shipped game's on one page
TOP, ROW = 90, 19  # the rules' first line and the lines' spacing
CONTROLS_Y = TOP + SUMMARY_LINES * ROW + 10  # below the rules, above the footer
CLEAR = 8  # at least this many pixels between the rules' last line and the controls
# TEXT SIZE large: the rules as large as the table's words, in pages (a newcomer at large read
# them small, running down onto the controls)
LARGE_ROW = 24
MORE = "DOWN: MORE"  # under a page of the rules that another follows
# a page turned inside a paragraph costs as much as this many lines left empty on one page: a page
# holds a paragraph whole unless that leaves a page far emptier than the others
MID_PARAGRAPH = 6


Page = list[tuple[str, Colour]]  # a page of the rules: its lines and their colours


def rules_size(text_size: str) -> tuple[int, int]:
    """The rules' letter size and columns at the TEXT SIZE `text_size`."""
    if text_size == "large":
        return LARGE_BODY, (SAFE.width - 8) // LARGE_BODY
    return BODY, COLUMNS


def rules_pages(
    sentences: list[tuple[str, Colour]], text_size: str, starts: Collection[int] = ()
) -> tuple[list[Page], int]:
    """The sentences in lines, in pages, and the lines' spacing. One page above the controls if it
    holds them (at the normal size with the lines closed up a pixel if that makes it); else pages
    down to the footer, the controls under the last only, each page's foot saying where the others
    are (more_line), turned at a paragraph (`starts`: the sentences that open one; none given,
    every sentence does) where that leaves no page much emptier (even_pages). Every line ends at
    least CLEAR above what is under it, and a sentence is never parted between two pages (a long one
    alone on its page)."""
    size, columns = rules_size(text_size)
    said = [[(line, colour) for line in wrap_whole(sentence, columns)] for sentence, colour in sentences]
    lines = [line for sentence in said for line in sentence]
    for row in (LARGE_ROW,) if text_size == "large" else (ROW, ROW - 1):
        if len(lines) <= rows_above(CONTROLS_Y, size, row):
            return [lines], row
    full, last = (rows_above(more_top(bottom, size), size, row) for bottom in (FOOTER_Y, CONTROLS_Y))
    chunks = even_pages([len(sentence) for sentence in said], full, last, starts)
    return [[line for sentence in said[start:end] for line in sentence] for start, end in chunks], row


def even_pages(sizes: list[int], full: int, last: int, starts: Collection[int] = ()) -> list[tuple[int, int]]:
    """Where the pages of sentences `sizes` lines long start and end: as few pages as hold them
    (`full` lines each, the last `last`, over the controls), filled as evenly as that allows, a page
    turning inside a paragraph (one not among `starts`, if any are given) costing as much as
    MID_PARAGRAPH lines left empty. Filling each page in turn left Night and Midnight Baseball a
    middle page of two lines at TEXT SIZE large (a Hold'em newcomer's play-test), the last page
    taking all it held. A sentence longer than a page has one to itself."""
    # best[i]: (pages, unused lines squared) for the sentences from i on, and where the first page ends
    best: dict[int, tuple[tuple[int, int], int]] = {len(sizes): ((0, 0), len(sizes))}
    for start in range(len(sizes) - 1, -1, -1):
        options = []
        for end in range(start + 1, len(sizes) + 1):
            held = sum(sizes[start:end])
            room = last if end == len(sizes) else full
            if held > room and end > start + 1:
                break
            (pages, unused), _ = best[end]
            parted = MID_PARAGRAPH**2 if starts and end < len(sizes) and end not in starts else 0
            options.append(((pages + 1, unused + max(room - held, 0) ** 2 + parted), end))
        best[start] = min(options)
    ends, start = [], 0
    while start < len(sizes):
        ends.append((start, best[start][1]))
        start = best[start][1]
    return ends


def more_top(bottom: int, size: int) -> int:
    """Where a page's more_line stands: CLEAR above `bottom` (the controls, or the footer)."""
    return bottom - CLEAR - size


def rows_above(bottom: int, size: int, row: int) -> int:
    """How many lines of letters `size` tall, `row` apart from TOP, end CLEAR above `bottom`."""
    return (bottom - CLEAR - TOP - size) // row + 1


class HowToScene(MenuScene):
    heading = "HOW TO PLAY"

    def __init__(self, app: SceneHost, attract: AttractMode | None = None) -> None:
        super().__init__(app)
        self.attract = attract
        self.clock = 0.0
        self.entries = [entry for entry in profiles() if entry.ok]
        ids = [entry.id for entry in self.entries]
        default = app.settings.default_profile
        self.index = ids.index(default) if default in ids else 0
        self.page = 0  # of the game's rules (more than one at TEXT SIZE large)
        self.footer = self.footer_for_game()

    def footer_for_game(self) -> str:
        """MenuScene's footer, for the game in view: G only where it has a guided hand."""
        guided = "G GUIDED HAND  " if self.entries and has_guide(self.entries[self.index].id) else ""
        return f"LEFT/RIGHT GAMES  {guided}W WORDS  ESC/B BACK"

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.attract is not None and self.clock >= PAGE_TIME:
            self.attract.next(self.app)

    def handle(self, inp: Input) -> None:
        if self.attract is not None:
            self.attract.wake(self.app)
        elif inp.kind == "key" and inp.key in ("g", "w") and self.entries:
            self.open_page(inp.key)
        elif (inp.is_(Button.LEFT) or inp.is_(Button.RIGHT)) and self.entries:
            self.index = (self.index + (1 if inp.is_(Button.RIGHT) else -1)) % len(self.entries)
            self.page = 0
            self.footer = self.footer_for_game()
        elif (inp.is_(Button.UP) or inp.is_(Button.DOWN)) and self.entries:
            step = 1 if inp.is_(Button.DOWN) else -1
            self.page = min(max(self.page + step, 0), len(self.pages()[0]) - 1)
        elif inp.is_(Button.BACK) or inp.is_(Button.CONFIRM) or inp.kind == "click":
            self.back()

    def open_page(self, key: str) -> None:
        """G: the guided first hand of the game shown (if it has one); W: the words of the game."""
        entry = self.entries[self.index]
        if entry.rules is None:  # not listed: the page shows the usable games only
            return
        if key == "w":
            self.app.push(openers.chart(rules=entry.rules, page="words", every_word=True))
        elif has_guide(entry.id):
            offered = self.app.settings.guided_offered
            if entry.id not in offered:  # played here: choosing the game later offers it no more
                offered.append(entry.id)
            self.app.push(openers.guided(profile_id=entry.id, rules=entry.rules))
        else:
            sound.play("error")

    def draw_body(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        if not self.entries:  # nothing usable to explain: say why, and the controls still show
            for row, line in enumerate(wrap(no_profiles_message(), COLUMNS)[:SUMMARY_LINES]):
                text.draw(canvas, line, (SAFE.x + 4, TOP + row * ROW), BODY, palette.ORANGE)
            self.draw_controls(canvas)
            return
        rules = self.entries[self.index].rules
        assert rules is not None  # only usable profiles are listed
        text.draw(canvas, f"< {rules.name.upper()} >", (WIDTH // 2, 62), BODY, palette.CYAN, anchor="midtop")
        pages, row = self.pages()
        self.page = min(self.page, len(pages) - 1)  # the TEXT SIZE may have changed meanwhile
        size, _ = rules_size(self.app.settings.text_size)
        for at, (line, colour) in enumerate(pages[self.page]):
            text.draw(canvas, line, (SAFE.x + 4, TOP + at * row), size, colour)
        if len(pages) > 1:  # on the line kept for it under the page's last
            last = self.page + 1 == len(pages)
            y = more_top(CONTROLS_Y if last else FOOTER_Y, size)
            text.draw(
                canvas,
                self.more_line(len(pages)),
                (SAFE.right - 4, y),
                size,
                palette.ORANGE,
                anchor="topright",
            )
        if self.page + 1 == len(pages):  # the controls under the rules' last page (the only one, mostly)
            self.draw_controls(canvas)

    def more_line(self, pages: int) -> str:
        """Which page of the rules this is, and the key to the next (or back to the one before)."""
        turn = MORE if self.page + 1 < pages else f"UP: PAGE {self.page}"
        return f"PAGE {self.page + 1} OF {pages}   {turn}"

    def pages(self) -> tuple[list[Page], int]:
        """The rules of the game in view, in pages at the chosen TEXT SIZE: from the profile itself,
        as the pause menu's RULES page says them; the house rules (game.telling.rules_words) in
        yellow."""
        rules = self.entries[self.index].rules
        assert rules is not None  # only usable profiles are listed
        house = {line + "." for line in house_lines(rules)}  # a dealer's choice: its games
        paragraphs = rules_paragraphs(rules, [entry.rules for entry in self.entries if entry.rules])
        starts = set(accumulate(len(paragraph) for paragraph in paragraphs))
        sentences = [
            (sentence, palette.YELLOW if sentence in house else palette.WHITE)
            for paragraph in paragraphs
            for sentence in paragraph
        ]
        return rules_pages(sentences, self.app.settings.text_size, starts)

    def draw_controls(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        for row, line in enumerate(CONTROLS):
            text.draw(
                canvas, line, (WIDTH // 2, CONTROLS_Y + row * ROW), BODY, palette.GREEN, anchor="midtop"
            )
