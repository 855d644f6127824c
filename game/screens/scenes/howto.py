"""How to play: the chosen profile's rules in words and the keys, the games in the PLAY menu's
order (the main four first: a newcomer met six Baseball variants before Midnight Baseball). Left/right
change game; up and down (Page Up/Down too) turn its pages; G plays the game's guided first hand
(game.screens.scenes.guided_table), named in the footer only on a game that has one; W the words of
every game (the pause menu's: its game's). In attract mode (game.screens.attract) it turns its first
pages by itself, then gives way to the next page of the cycle; any input wakes the game.

A Hold'em newcomer found the pages dense (every rule on one page of 56-letter lines, the keys under
them, at the size of the table's words): a page now holds one idea, a paragraph of the rules
(hand_chart.rules_paragraphs), or a part of one that a page cannot hold, in short lines in letters a
step larger than the table's; the keys are the last page. Every page says which it is of how many
and the keys that turn it."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.felt.action_menu import SHORTCUTS
from game.felt.check_ahead import KEY as AHEAD_KEY
from game.felt.check_ahead import LABEL as AHEAD_LABEL
from game.platform import palette, sound
from game.platform.display import WIDTH
from game.platform.input import Button, Input
from game.platform.palette import Colour
from game.platform.text import HEADING, LARGE_BODY, wrap_whole
from game.play.guided import has_guide
from game.play.session import no_profiles_message, profiles
from game.screens import deal_picture, openers
from game.screens.attract import HOWTO_PAGE_TIME, HOWTO_PAGES
from game.screens.menu_page import FOOTER_Y, MenuScene
from game.screens.rules_page import even_pages, turn
from game.telling.decision_words import TURN_RUN
from game.telling.game_call import house_lines
from game.telling.hand_chart import rules_paragraphs

if TYPE_CHECKING:
    from game.screens.scene import AttractMode, SceneHost

CONTROLS = (
    # one key a line, as a person looks one up; the pad's A, not the key A (a newcomer read it as
    # the table's [A] AUTO-CHECK)
    "ARROWS / D-PAD  move",
    "ENTER / SPACE / PAD A  choose",
    # a button says CALL with its C underlined, "[N] BACK" where its words hold no key letter
    # (game.felt.action_menu): a newcomer at large read of [ ] here and found none; the next read
    # "[ ] or underlined letter" as cryptic: an example, as a button shows it
    "LETTER KEYS  [C] CALL, or C underlined",
    "MOUSE  click",
    "TAB / PAD X  skip the animation",
    "P / ESC / PAD B  pause",
    "F11 / ALT+ENTER  fullscreen",
    "H  coach on / off",
    # the table's keys no button shows at every table, their letters where the table reads them: a
    # newcomer's play-test looked here for No Peek's turn and AUTO-CHECK's keys and found neither
    # T as its button says it: a run of cards till you lead, never one card nor the whole pile (a
    # newcomer read "turn your cards" as T turning the whole pile at once); "games", as a newcomer
    # on Baseball's page read "(No Peek)" before meeting the word
    f"{SHORTCUTS['turn'].upper()}  {TURN_RUN.lower()} (No Peek games)",
    f"{AHEAD_KEY.upper()}  {AHEAD_LABEL} on / off (No Peek games)",
)
NAME_Y = 62  # the game's name, under the heading
TOP = 104  # a page's first line, a clear gap under the game's name
CLEAR = 8  # at least this many pixels between a page's last line and its page line
MORE = "DOWN: MORE"  # on a page that another follows
DEAL = "Seven-card stud:"  # how a stud game is dealt starts so (hand_chart): its page pictures the deal


class Layout(NamedTuple):
    """A TEXT SIZE's pages: letters `size` tall, lines of at most `columns` letters `row` apart, at
    most `lines` a page (WORDS at most: a page read from a sofa at a glance)."""

    size: int
    columns: int
    row: int
    lines: int


LAYOUTS = {"normal": Layout(LARGE_BODY, 34, 30, 8), "large": Layout(HEADING, 28, 36, 7)}
WORDS = 40  # the most words a page joined from two holds

Page = list[tuple[str, Colour]]  # a page: its lines and their colours
# between two sentences on a page, half a line of space: a newcomer saw where one ends at a glance
GAP = ("", palette.WHITE)


def layout(text_size: str) -> Layout:
    """The pages' letters and lines at the TEXT SIZE `text_size`."""
    return LAYOUTS.get(text_size, LAYOUTS["normal"])


def rules_pages(paragraphs: list[list[tuple[str, Colour]]], text_size: str) -> list[Page]:
    """The paragraphs' sentences in lines, each paragraph on pages of its own (one idea a page),
    as few as hold it and filled evenly (even_pages); a sentence is never parted between two pages
    (a long one alone on its page), nor a word left alone on a sentence's last line where narrower
    lines, as many, avoid it (wrap_whole)."""
    shape = layout(text_size)
    pages: list[Page] = []
    for paragraph in paragraphs:
        said = [
            [(line, colour) for line in wrap_whole(sentence, shape.columns)] for sentence, colour in paragraph
        ]
        for start, end in even_pages([len(sentence) for sentence in said], shape.lines):
            pages.append([line for sentence in said[start:end] for line in [*sentence, GAP]][:-1])
    return joined(pages, shape)


def joined(pages: list[Page], shape: Layout) -> list[Page]:
    """`pages` with a short page (half a page's lines or fewer) joined to the next where the two fit
    one page, else to the one before: a Hold'em newcomer's play-test turned pages of one or two
    lines ("Best hand showing opens." alone, then who opens on a tie), each paragraph on pages of
    its own. Related paragraphs stand together, so a short one joins a neighbour."""
    out: list[Page] = []
    ahead = list(pages)
    while ahead:
        page = ahead.pop(0)
        if ahead and short(page, shape) and fits([*page, GAP, *ahead[0]], shape):
            ahead[0] = [*page, GAP, *ahead[0]]  # (the two may take a third yet)
        elif out and (short(out[-1], shape) or short(page, shape)) and fits([*out[-1], GAP, *page], shape):
            out[-1] = [*out[-1], GAP, *page]
        else:
            out.append(page)
    return out


def short(page: Page, shape: Layout) -> bool:
    """Whether `page` holds half a page's lines or fewer."""
    return 2 * sum(1 for line, _ in page if line) <= shape.lines


def fits(page: Page, shape: Layout) -> bool:
    """Whether `page` holds no more than a page's lines and WORDS."""
    said = [line for line, _ in page if line]
    return len(said) <= shape.lines and len(" ".join(said).split()) <= WORDS


def keys_page() -> Page:
    """The last page of every game: the keys, one a line."""
    return [(line, palette.GREEN) for line in CONTROLS]


def page_top(size: int) -> int:
    """Where a page's page line stands: CLEAR above the footer."""
    return FOOTER_Y - CLEAR - size


def page_line(page: int, pages: int) -> str:
    """Which page this is (0 the first) of how many, and the keys that turn it."""
    if page == 0:
        return f"PAGE 1 OF {pages}   {MORE}"
    if page + 1 == pages:
        return f"PAGE {pages} OF {pages}   UP: PAGE {page}"
    return f"PAGE {page + 1} OF {pages}   UP / DOWN: PAGES"


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
        self.page = 0  # of the game's pages, the keys the last
        self.footer = self.footer_for_game()

    def footer_for_game(self) -> str:
        """MenuScene's footer, for the game in view: G only where it has a guided hand."""
        guided = "G GUIDED HAND  " if self.entries and has_guide(self.entries[self.index].id) else ""
        return f"LEFT/RIGHT GAMES  {guided}W WORDS  ESC/B BACK"

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.attract is None or self.clock < HOWTO_PAGE_TIME:
            return
        self.clock = 0.0
        if self.page + 1 < min(HOWTO_PAGES, len(self.pages()) - 1):  # the rules' pages, not the keys
            self.page += 1
        else:
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
        elif step := turn(inp):  # Up/Down, Page Up/Down (Left/Right change game, above)
            self.page = min(max(self.page + step, 0), len(self.pages()) - 1)
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
        shape = layout(self.app.settings.text_size)
        if self.entries:
            rules = self.entries[self.index].rules
            assert rules is not None  # only usable profiles are listed
            # the game's name as large as the normal size's rules: read from a sofa, it says what
            # LEFT/RIGHT changes (at the table's 16 px it was the smallest line on the page)
            self.app.text.draw(
                canvas,
                f"< {rules.name.upper()} >",
                (WIDTH // 2, NAME_Y),
                LARGE_BODY,
                palette.CYAN,
                anchor="midtop",
            )
        pages = self.pages()
        self.page = min(self.page, len(pages) - 1)  # the game may have fewer pages at another TEXT SIZE
        self.draw_page(canvas, pages[self.page], shape)
        top = self.deal_top(pages[self.page], shape)
        if top is not None:
            rules = self.entries[self.index].rules
            assert rules is not None  # only usable profiles are listed
            deal_picture.draw_deal(canvas, self.app.cards, rules.streets, top)
        self.app.text.draw(
            canvas,
            page_line(self.page, len(pages)),
            (WIDTH // 2, page_top(shape.size)),
            shape.size,
            palette.ORANGE,
            anchor="midtop",
        )

    def deal_top(self, page: Page, shape: Layout) -> int | None:
        """Where the deal in cards goes (game.screens.deal_picture): under the lines of the page
        saying how a stud game is dealt, half a line down, where it has the room; None elsewhere."""
        rules = self.entries[self.index].rules if self.entries else None
        if rules is None or rules.flow != "stud" or not any(line.startswith(DEAL) for line, _ in page):
            return None
        top = self.lines_end(page, shape) + shape.row // 2
        return top if deal_picture.fits(top, page_top(shape.size) - CLEAR) else None

    @staticmethod
    def lines_end(page: Page, shape: Layout) -> int:
        """Where a page's lines end (draw_page)."""
        return TOP + sum(shape.row if line else shape.row // 2 for line, _ in page)

    def draw_page(self, canvas: pygame.Surface, page: Page, shape: Layout) -> None:
        """A page's lines from TOP, as a column in the middle of the screen (the keys' lines, longer
        than the rules', in a wider one), half a line between its sentences (GAP)."""
        widest = max([shape.columns, *(len(line) for line, _ in page)])
        left, y = (WIDTH - widest * shape.size) // 2, TOP
        for line, colour in page:
            if line:
                self.app.text.draw(canvas, line, (left, y), shape.size, colour)
            y += shape.row if line else shape.row // 2

    def pages(self) -> list[Page]:
        """The game in view in pages at the chosen TEXT SIZE, the keys the last: its rules from the
        profile itself, as the pause menu's RULES page says them; the house rules
        (game.telling.rules_words) in yellow. With no game usable: why, then the keys."""
        text_size = self.app.settings.text_size
        if not self.entries:  # (its folders' names can take more lines than a page holds)
            shape = layout(text_size)
            said = [(line, palette.ORANGE) for line in wrap_whole(no_profiles_message(), shape.columns)]
            return [*(said[at : at + shape.lines] for at in range(0, len(said), shape.lines)), keys_page()]
        rules = self.entries[self.index].rules
        assert rules is not None  # only usable profiles are listed
        house = {line + "." for line in house_lines(rules)}  # a dealer's choice: its games
        paragraphs = rules_paragraphs(rules, [entry.rules for entry in self.entries if entry.rules])
        coloured = [
            [(sentence, palette.YELLOW if sentence in house else palette.WHITE) for sentence in paragraph]
            for paragraph in paragraphs
        ]
        return [*rules_pages(coloured, text_size), keys_page()]
