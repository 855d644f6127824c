"""From the pause menu: the hand-ranking chart (the best hand on top, how this game settles equal
hands, a wild in use) and the rules of the game in play (game.telling.hand_chart, in headed parts on
pages of their own: game.screens.rules_page), and the words of the game (game.telling.glossary; HOW
TO PLAY opens that page too). The arrows (a pad's d-pad) and Page Up/Down turn the page; Back returns
to the pause menu."""

from __future__ import annotations

import pygame

from engine.rules import Rules
from game.platform import palette, sound
from game.platform.display import SAFE, WIDTH
from game.platform.input import Button, Input
from game.platform.text import MEDIUM, SMALL, wrap_whole
from game.play.session import profiles
from game.screens.menu_page import backdrop
from game.screens.rules_page import TURN_KEYS, Placed, rules_pages, shape, turn
from game.screens.scene import Scene, SceneHost
from game.telling.glossary import glossary
from game.telling.hand_chart import ranking_rows, rules_parts, ties_rule, wild_example

# the rules and the words take as many pages as they need (rules_page, `word_pages`)
PAGES = ("rankings", "rules", "words")
WORD_COLUMNS = max(len(word) for word, _ in glossary()) + 1  # the words, then their meanings
ROW = MEDIUM + SMALL // 2  # a ranking row: eleven of them and the ties rule end above the footer
LINE = SMALL + SMALL // 2
BODY_TOP = SAFE.y + SMALL + MEDIUM + SMALL  # under the heading
FOOTER_Y = SAFE.bottom - SMALL - 2
CLEAR = 8  # at least this many pixels between the rules' last line and the footer


class ChartScene(Scene):
    def __init__(
        self, app: SceneHost, rules: Rules, page: str = "rankings", every_word: bool = False
    ) -> None:
        """`every_word`: the WORDS pages list every game's words, not only those of `rules` (HOW TO
        PLAY from the title: a newcomer read WORDS on Baseball's pages, then met PILE in Midnight
        Baseball's rules and found it nowhere)."""
        super().__init__(app)
        self.rules = rules
        self.words = word_pages(None if every_word else rules)
        self.rules_shape = shape(app.settings.text_size, SAFE.width)
        # told against the games HOW TO PLAY lists, as it tells them: a variant's first page says how
        # it differs from its parent (a newcomer read Midnight Baseball's RULES 1 and found nothing
        # of its four rule nor its seven cards)
        listed = [entry.rules for entry in profiles() if entry.ok and entry.rules is not None]
        parts = rules_parts(rules, listed)
        self.said = rules_pages(parts, self.rules_shape, FOOTER_Y - CLEAR - BODY_TOP)
        self.pages = [
            "rankings",
            *(f"rules {n}" for n in range(1, len(self.said) + 1)),
            *(f"words {n}" for n in range(1, len(self.words) + 1)),
        ]
        self.page = self.pages.index(page if page == "rankings" else f"{page} 1")

    def handle(self, inp: Input) -> None:
        step = turn(inp)
        if step:
            self.page = (self.page + step) % len(self.pages)
            sound.play("move")
        elif inp.is_(Button.BACK) or inp.is_(Button.CONFIRM) or inp.kind == "click":
            sound.play("back")
            self.app.back()

    def draw(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        canvas.blit(backdrop(), (0, 0))
        top = SAFE.y + SMALL
        page = self.pages[self.page]
        words = page.startswith("words")
        heading = (
            "HAND RANKINGS"
            if page == "rankings"
            else f"WORDS {page[6:]} OF {len(self.words)}"  # a count, not "1/3"
            if words
            else self.rules_heading(int(page[6:]))  # the page's name: left/right turn pages, not games
        )
        size = MEDIUM if (len(heading) + 4) * MEDIUM <= SAFE.width else SMALL  # a long game's name
        text.draw(canvas, f"< {heading} >", (WIDTH // 2, top), size, palette.YELLOW, anchor="midtop")
        y = BODY_TOP
        columns = (SAFE.width - 2 * SMALL) // SMALL
        if page == "rankings":
            for number, (name, example) in enumerate(ranking_rows(self.rules), start=1):
                text.draw(canvas, f"{number:>2} {name}", (SAFE.x + SMALL, y), MEDIUM, palette.WHITE)
                text.draw(
                    canvas,
                    example,
                    (SAFE.right - SMALL, y + SMALL // 2),
                    SMALL,
                    palette.CYAN,
                    anchor="topright",
                )
                y += ROW
            for line in wrap_whole(ties_rule(self.rules), columns):
                text.draw(canvas, line, (WIDTH // 2, y), SMALL, palette.YELLOW, anchor="midtop")
                y += LINE
            for line in wrap_whole(wild_example(self.rules), columns):  # none in a game without wilds
                text.draw(canvas, line, (WIDTH // 2, y), SMALL, palette.YELLOW, anchor="midtop")
                y += LINE
        elif words:
            self.draw_words(canvas, y, int(page[6:]) - 1)
        else:
            self.draw_rules(canvas, self.said[int(page[6:]) - 1])
        footer = f"{TURN_KEYS}: RANKINGS, RULES, WORDS  ESC/B BACK"
        text.draw(canvas, footer, (WIDTH // 2, FOOTER_Y), SMALL, palette.GREY, anchor="midtop")

    def rules_heading(self, number: int) -> str:
        """ "RULES 1 OF 2: BASEBALL", the count only where the rules take more than a page."""
        count = f" {number} OF {len(self.said)}" if len(self.said) > 1 else ""
        return f"RULES{count}: {self.rules.name.upper()}"

    def draw_rules(self, canvas: pygame.Surface, page: list[Placed]) -> None:
        """A page of the rules' headed parts, from under the heading."""
        size = self.rules_shape.size
        for words, colour, top in page:
            self.app.text.draw(canvas, words, (SAFE.x + size, BODY_TOP + top), size, colour)

    def draw_words(self, canvas: pygame.Surface, y: int, page: int) -> None:
        """A page of the glossary: each word in yellow, its meaning beside it."""
        text = self.app.text
        for word, lines in self.words[page]:
            text.draw(canvas, word, (SAFE.x + SMALL, y), SMALL, palette.YELLOW)
            for row, line in enumerate(lines):
                where = (SAFE.x + SMALL * (WORD_COLUMNS + 1), y + row * LINE)
                text.draw(canvas, line, where, SMALL, palette.WHITE)
            y += LINE * len(lines)


def word_pages(rules: Rules | None = None) -> list[list[tuple[str, list[str]]]]:
    """The glossary of the game `rules` laid out in pages that end above the footer, each term
    whole on its page, as few pages as fit it and as even as the terms allow (a newcomer's
    play-test turned to a third page holding one term, PERFECT GAME)."""
    meaning_columns = (SAFE.width - 2 * SMALL) // SMALL - WORD_COLUMNS - 1
    room = (FOOTER_Y - BODY_TOP) // LINE
    terms = [(word, wrap_whole(meaning, meaning_columns)) for word, meaning in glossary(rules)]
    fewest = len(_filled(terms, room))
    return next(pages for lines in range(1, room + 1) if len(pages := _filled(terms, lines)) == fewest)


def _filled(terms: list[tuple[str, list[str]]], lines: int) -> list[list[tuple[str, list[str]]]]:
    """`terms` in order, each page filled up to `lines` lines before the next begins."""
    pages: list[list[tuple[str, list[str]]]] = [[]]
    used = 0
    for term in terms:
        if pages[-1] and used + len(term[1]) > lines:
            pages.append([])
            used = 0
        pages[-1].append(term)
        used += len(term[1])
    return pages
