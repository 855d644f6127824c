"""Where the buttons of the human deciding at the TV stand: at the side of the table, or, when a
dealer picks the game of a dealer's choice, the games' long names in the table's middle, under the
pot and over the prompt, and the chosen game's line at the side, at TEXT SIZE large over them in
their panel where it has the room (both table scenes: one player's, the party's). The buttons at the
side say their key one way at every TEXT SIZE, its letter underlined in their words (_Lettered)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import partial
from typing import Any

import pygame

from engine.actions import ActionKind, LegalActions, SessionDecision
from engine.rules import Rules
from game.felt import layout
from game.felt.table_model import TableModel
from game.platform import palette, sound
from game.platform.display import SAFE
from game.platform.input import Button, Input
from game.platform.text import BIG, KEEP, Text, wrap, wrap_whole
from game.platform.widgets import Item, Menu, panel
from game.telling.decision_words import in_button_order
from game.telling.game_call import call_details, labelled_options

PAD = 4  # the panel round the games
# the key of each action's button (a dealer's games are 1, 2, 3...)
SHORTCUTS = {
    "check": "c",
    "call": "c",
    "bet": "b",
    "raise": "r",
    "fold": "f",
    "bring_in": "b",
    "complete": "m",
    "pay": "y",  # (P pauses the table, as Esc does: PA[Y])
    "decline": "d",
    "reveal": "v",
    "turn": "t",
}


def shortcut_of(kind: str) -> str:
    """The key of `kind`'s button: SHORTCUTS', the same whatever else is offered. C checks or calls
    and nothing else: at a Stud bring-in's choice C once completed, and a Hold'em player pressing
    C "to call" paid the full bet (a newcomer's play-test); COMPLETE is M, and its button says so."""
    return SHORTCUTS.get(kind, "")


def action_menu(
    items: list[Item],
    calling: bool,
    model: TableModel,
    places: layout.Layout = layout.NORMAL,
    floor: int = SAFE.bottom,
    note: Sequence[str] = (),
) -> Menu:
    """The boxed buttons of `items`; `calling`: they are a dealer's games (SessionDecision.CHOOSE_GAME),
    which take the middle of the table from what the last pot left there: its best five and, in No
    Peek, the hand to beat. `places`: the table's layout for the TEXT SIZE; `floor`: how low the
    side buttons may reach (over AUTO-CHECK's note under them: check_ahead.CheckAhead.buttons_floor).
    `note`: a line under the games, the first of its forms the middle takes (why the games of the
    session not offered are not: a party's player at the TV is offered no stud game)."""
    if not calling:
        return side_buttons(items, places, floor=floor)
    model.showcase.clear()  # that pot is over: its result has been shown
    model.showcase_text, model.target, model.beat = "", None, ""
    size, large = places.body, places.large
    # with its "1 " and the box; at TEXT SIZE normal two letters wider, as it was with "[1] ": a log
    # line under it ("You show straight to K") is covered whole, never half (d4f830e's narrower box
    # left one sticking out of both its sides)
    width = (max(len(item.label) for item in items) + (4 if large else 6)) * size
    # over the prompt's lines (two at TEXT SIZE large: "YOUR DEAL: CALL THE" / "GAME")
    above_prompt = (places.prompt[0], places.prompt[1] - (places.prompt_rows - 1) * places.line - PAD - 2)
    if note:  # its line under the games, the games a line higher
        above_prompt = (above_prompt[0], above_prompt[1] - places.line)
    # four games and their panel fit between the stock and the prompt: the buttons touch; at TEXT
    # SIZE large the panel covers the pot and the stock over them too
    spacing = size + 8
    menu = _OnAPanel(places, items, above_prompt, size, spacing, width, boxed=True, anchor="midbottom")
    model.pick = menu
    menu.note = fitting(note, "", places.columns - 1) if note else ""  # (clear of the panel's sides)
    menu.column_top = column_top(places, model)
    menu.aside = aside_place(places, model, menu.column_top)
    centre = places.centre
    menu.panel_top = clear_under(
        places, model, pygame.Rect(centre.x, SAFE.y, centre.width, centre.y - SAFE.y)
    )
    return menu


def column_top(places: layout.Layout, model: TableModel) -> int:
    """How high the chosen game's line may rise in the buttons' column: to the middle band's top
    where no side seat stands there (two or three players), else under the side seat's plate
    while it holds no cards nor words (between pots), else the buttons' own top."""
    x, y = places.buttons
    return clear_under(places, model, pygame.Rect(x, places.mid_y, places.button_w, y - places.mid_y))


def aside_place(places: layout.Layout, model: TableModel, top: int) -> tuple[int, int, int]:
    """Where the nudge's lines beside the games stand: their left, top and right. In the buttons'
    column from `top` (column_top), unless the seat to act stands there, its lit box over the
    column's room (the keys pushed under it and the chosen game's line under them ran into each
    other): then in the left column, under the seat there (the mirror of column_top)."""
    x, foot = places.buttons
    right = (aside_x(places), top, SAFE.right)
    band = pygame.Rect(x, places.mid_y, places.button_w, foot - places.mid_y)
    human = next((number for number, seat in enumerate(model.seats) if seat.human), 0)
    acting = places.seat_slots(len(model.seats), human).get(model.actor) if model.actor is not None else None
    if acting is None or not layout.name_plate(acting).colliderect(band):
        return right
    band.update(SAFE.x, places.mid_y, places.centre.x - INDENT - SAFE.x, foot - places.mid_y)
    return (band.x, clear_under(places, model, band), band.right)


def clear_under(places: layout.Layout, model: TableModel, band: pygame.Rect) -> int:
    """The highest row of `band` clear of the seats' plates in it, while they hold no cards nor
    words (between pots), else the band's foot; of the whole lit box round the seat to act, the
    dealer picking (its cards' room in it: a host's play-test read the pick's keys inside the box
    of Yogi, at the table's right, their first letters on its border)."""
    human = next((number for number, seat in enumerate(model.seats) if seat.human), 0)
    top = band.top
    for number, slot in places.seat_slots(len(model.seats), human).items():
        plate = layout.name_plate(slot)
        if plate.colliderect(band):
            seat = model.seats[number]
            lit = layout.turn_box(slot, (), 0, None) if number == model.actor else plate
            top = band.bottom if seat.cards or seat.showing else max(top, lit.bottom + PAD)
    return min(top, band.bottom)


def light(menu: Menu, legal: LegalActions, kind: ActionKind) -> Menu:
    """`menu`, the buttons of `legal`, with `kind`'s button highlighted (what Enter presses) where
    it has one (a guided hand's tip's move, game.felt.guide_tips, its corner naming it); at every
    other decision the first stays lit, CHECK or CALL (game.felt.coach_mark)."""
    kinds = [option.kind for option in in_button_order(legal.options)]  # the buttons' order
    if kind in kinds:
        menu.selected = kinds.index(kind)
    return menu


def side_buttons(items: list[Item], places: layout.Layout, size: int = 0, floor: int = SAFE.bottom) -> Menu:
    """Boxed buttons at the side of the table, under one another (the actions, NEXT HAND), their
    words the table's size or `size` (a party TV player's, read across a room), reaching down to
    `floor` at the most."""
    size = size or places.body
    spacing = places.button_spacing - places.body + size
    return _Lettered(items, places.buttons, size, spacing, places.button_w, boxed=True, floor=floor)


def label_for(label: str, places: layout.Layout, size: int = 0) -> str:
    """An action's label as its button holds it: on one line in the button's `places` (a newcomer
    at TEXT SIZE large read "COMPLETE TO" over "1"), in fewer words where its own are too wide
    (SHORTER); its amount never broken where the button still takes it on two lines
    (_Lettered.lines: "RAISE TO 2 1/2" never "RAISE 2 1/2", read as raising by 2 1/2 in a
    newcomer's play-test at large, only at a profile's half-unit stakes). `size`: the words', if
    not the table's (side_buttons)."""
    fit = places.button_w // (size or places.body) - 1  # (as _Lettered.lines counts a button's letters)
    fewer = next((short for short in forms(label) if len(short) <= fit), label)
    return AMOUNT.sub(f"\\1{KEEP}\\2", fewer)


def forms(label: str) -> list[str]:
    """`label` and its shorter forms (SHORTER), longest first."""
    found = [label]
    for words, fewer in SHORTER:
        found.append(words.sub(fewer, found[-1]))
    return found


AMOUNT = re.compile(r"(\d) (\d+/\d+)")  # "2 1/2": one amount, one word
# fewer words for a button too narrow for its label: COMPLETE always reaches the full bet, so its TO
# can go (RAISE's cannot); TURN TILL YOU LEAD is TURN TO LEAD, the lead still its end; BRING IN is the least bet there is, its amount the game's own, so the
# amount goes (its words, the prompt's YOUR LOW CARD BRINGS IT IN, stay)
SHORTER = (
    (re.compile(r"^TURN TILL YOU LEAD$"), "TURN TO LEAD"),
    (re.compile(r"^COMPLETE TO "), "COMPLETE "),
    (re.compile(r"^(BRING IN) .+$"), r"\1"),
)
UNDERLINE = 2  # pixels: how thick the line under a button's key letter is
CLOSE_GAP = 2  # pixels: the least between two buttons of a stack closed up to stay on screen


class _Lettered(Menu):
    """Buttons that say their key letter underlined in their words, at every TEXT SIZE, one style
    on every button (a newcomer's play-test at large read "CALL 1/2" underlined over "[F] FOLD",
    "NEXT HAND" over "[R] REPLAY"); "[N] BACK" in brackets only where the words hold no key letter.
    Half a character clear of the box at each end (a play-test: "[B] BRING IN 1/2" touched its
    button's edges), a caption wider than that on two lines in a taller box ("RAISE TO" over "2 1/2"
    at TEXT SIZE large, never "RAISE 2 1/2"). The line under the letter takes no character."""

    def __init__(self, *args: Any, floor: int = SAFE.bottom, **kwargs: Any) -> None:
        self.floor = floor  # how low the stack may reach (a party TV's: over the felt's rim)
        super().__init__(*args, **kwargs)

    def caption(self, item: Item) -> str:
        return item.label if key_index(item.label, item.shortcut) >= 0 else item.name

    def layout(self) -> None:
        """Menu.layout, the stack kept inside the screen's safe area: one taller than the room down
        to its foot (four buttons at TEXT SIZE large, one of them "RAISE TO" over "2 1/2": its last
        button ran off the bottom of the screen) closes its gaps to CLOSE_GAP, then rises by what is
        still over (4 px there, to the side seat's words' floor). HAND 3 OF 8 under it steps aside
        while covered (TableRenderer.draw_count)."""
        super().layout()
        shown = [self.rects[index] for index in self.shown]
        over = max((rect.bottom for rect in shown), default=0) - self.floor
        if over <= 0:
            return
        gap = shown[1].top - shown[0].bottom if len(shown) > 1 else 0
        cut = min(max(gap - CLOSE_GAP, 0), -(-over // max(len(shown) - 1, 1)))
        for row, rect in enumerate(shown):
            rect.y -= row * cut
        rise = max(0, shown[-1].bottom - self.floor)
        for rect in shown:
            rect.y -= rise

    def lines(self, item: Item) -> list[str]:
        caption = self.caption(item)
        fit = self.width // self.size - 1
        return [caption] if len(caption) <= fit else wrap(caption, fit)

    def draw(self, canvas: pygame.Surface, text: Text, focused: bool = True) -> None:
        super().draw(canvas, text, focused)
        for index in self.shown:
            item, rect = self.items[index], self.rects[index]
            if self.caption(item) != item.label:
                continue  # its key in brackets
            chosen = focused and index == self.selected
            colour = (palette.YELLOW if chosen else palette.WHITE) if item.enabled else palette.DIM
            placed = self.placed_lines(item, rect)
            at = key_index(" ".join(line for _, line in placed), item.shortcut)
            for centre, line in placed:
                if 0 <= at < len(line):
                    self.underline(canvas, text, line, at, centre, rect, colour)
                at -= len(line) + 1

    def underline(
        self,
        canvas: pygame.Surface,
        text: Text,
        line: str,
        at: int,
        centre: tuple[int, int],
        rect: pygame.Rect,
        colour: palette.Colour,
    ) -> None:
        """The line under the `at`th letter of `line`, drawn centred on `centre` in `rect`: two pixels
        (one read as a thin scratch at TEXT SIZE large: a newcomer's play-test) half-way between the
        letters and the box's border, clear of both (lower, it sat on the border at large)."""
        width = text.font(self.size).size(line)[0]
        left = centre[0] - width // 2 + at * width // len(line)
        below = centre[1] + self.line_step  # the next line's middle, if any
        bottom = rect.bottom if below > rect.bottom else below - self.size // 2
        y = (centre[1] + self.size // 2 + bottom - 1) // 2
        canvas.fill(colour, (left, y - UNDERLINE + 1, width // len(line) - 2, UNDERLINE))


def key_index(label: str, key: str) -> int:
    """Where `key` (a letter) is in `label`, first at a word's start ("BRING IN": its B), else
    anywhere ("COMPLETE": its M); -1 where it is not (a dealer's games' numbers)."""
    if not key.isalpha():
        return -1
    upper, key = label.upper(), key.upper()
    starts = [at for at, char in enumerate(upper) if char == key and (at == 0 or upper[at - 1] == " ")]
    return starts[0] if starts else upper.find(key)


# the keys a dealer's pick says the whole time it waits, each line the first form that fits the middle:
# before a game is chosen how to choose one ({} the games); once the cursor has moved, or after a bare
# Enter, what the next Enter does (the lit game, {} its name) over how to choose another
CHOOSE = ("UP/DOWN OR 1-{}: CHOOSE A GAME", "UP/DOWN OR 1-{}: CHOOSE", "UP/DOWN: CHOOSE")
ENTER_AGAIN = ("ENTER AGAIN: {}", "ENTER: {}")
ANOTHER = ("UP/DOWN OR 1-{}: ANOTHER", "UP/DOWN: ANOTHER")


def waits_for_a_choice(menu: Menu) -> bool:
    """Whether `menu` is a dealer's pick where Enter deals nothing yet: its cursor has not moved and
    no bare Enter has been pressed (the next one would deal the lit game)."""
    return isinstance(menu, _OnAPanel) and not menu.chosen and not menu.nudged


class _OnAPanel(Menu):
    """A menu on a panel of its own: the log under the middle of the table never shows between
    its buttons."""

    def __init__(self, places: layout.Layout, *args: Any, **kwargs: Any) -> None:
        self.places = places  # (before the menu lays out its captions)
        self.column_top = places.buttons[1]  # how high the chosen game's line may rise (column_top)
        self.panel_top = places.centre.y  # how high the panel may rise over the games (clear_under)
        self.aside = (aside_x(places), self.column_top, SAFE.right)  # the nudge beside them (aside_place)
        # the person has chosen: moved the cursor (Up/Down, a pad's, the mouse onto another game),
        # so Enter deals the lit game; a bare Enter never does (CHOOSE_FIRST over the games instead)
        self.chosen = False
        self.nudged = False  # a bare Enter was pressed: what the next does is shown (nudge)
        self.note = ""  # a line under the games: why some are not offered (action_menu's `note`)
        super().__init__(*args, **kwargs)

    def handle(self, inp: Input) -> bool:
        """A game's number or a click deals it; Enter (a pad's A) the lit game once the cursor has
        been moved, or at the second press. A host's Enter pressed every 2.5 s through a game's last
        result, its standings and tonight's ledger dealt the lit Night Baseball for the player at the
        TV, who never chose it: a bare Enter says what the next does (ENTER AGAIN: NIGHT BASEBALL)
        and how to choose another. Then a second Enter deals it: Sam, at the TV, met a pick Enter
        alone never took, pressed it again and again and the clock picked for him (a host's
        play-test). Presses meant for the page before never reach it (the party's buttons_settle;
        the steady presses at the pages between games: game.screens.party_between)."""
        if inp.is_(Button.CONFIRM) and not self.chosen and not self.nudged:
            self.nudged = True
            sound.play("error")
            return True
        lit = self.selected
        used = super().handle(inp)
        self.chosen = self.chosen or inp.is_(Button.UP) or inp.is_(Button.DOWN) or self.selected != lit
        return used

    def caption(self, item: Item) -> str:
        """ "1 BASEBALL" at both TEXT SIZEs (a newcomer play-test missed the keys 1-4 with no number
        at all; the next read "[1] BASEBALL" at normal, "1 BASEBALL" at large, where the brackets'
        room is taken by the larger letters)."""
        return f"{item.shortcut} {item.label}" if item.shortcut else item.label

    def draw(self, canvas: pygame.Surface, text: Text, focused: bool = True) -> None:
        places, centre = self.places, self.places.centre
        over = self.over_games()
        if self.rects:
            self.draw_panel(canvas, text, over)
        super().draw(canvas, text, focused)
        aside = self.nudge_aside()
        for row, line in enumerate(aside):  # the nudge beside the games, over the chosen game's line
            where = (self.aside[0], self.aside[1] + row * places.line)
            text.draw(canvas, line, where, places.body, palette.YELLOW)
        if self.aside[0] < centre.x:  # (at the left: the chosen game's line rises as high as ever)
            aside = []
        chosen = self.current
        if chosen is not None and chosen.detail and over is not None:
            for row, line in enumerate(wrap_whole(chosen.detail, over[1])):
                where = (centre.centerx, over[0] + row * places.line)
                text.draw(canvas, line, where, places.body, palette.CYAN, anchor="midtop")
        elif chosen is not None and chosen.detail:  # the chosen game in a line, where the buttons stand
            top = self.column_top + len(aside) * places.line + (PAD if aside else 0)
            size, line_h, (x, y), lines = detail_lines(chosen.detail, places, top)
            small = size < places.body  # an aid in the normal size (tests/test_text_size_large.py)
            for row, line in enumerate(lines):
                text.draw(canvas, line, (x, y + row * line_h), size, palette.CYAN, secondary=small)

    def draw_panel(self, canvas: pygame.Surface, text: Text, over: tuple[int, int] | None) -> None:
        """The games' panel, with the nudge's lines over the games and the note under them."""
        places, centre = self.places, self.places.centre
        box = self.rects[0].unionall(self.rects[1:]).inflate(2 * PAD, 2 * PAD)
        if places.large:  # the whole middle down to the buttons: the pot and stock whole
            top = centre.y if over is None else min(centre.y, over[0] - PAD)
            box = box.union(pygame.Rect(centre.x, top, centre.width, 1))
        nudge = [] if self.nudge_aside() else self.nudge()
        if nudge:  # its lines right over the games, the panel as high as them (the whole
            # middle's left an empty black half over a one-line nudge: a host's play-test)
            box = box.union(
                pygame.Rect(centre.x, whole_log_rows(places, self.nudge_top - PAD), centre.width, 1)
            )
        if self.note:  # under the games, inside their panel
            box = box.union(pygame.Rect(centre.x, box.bottom, centre.width, places.line))
        panel(canvas, box, palette.BLACK, palette.YELLOW)
        for row, line in enumerate(nudge):
            where = (centre.centerx, self.nudge_top + row * places.line)
            text.draw(canvas, line, where, places.body, palette.YELLOW, anchor="midtop")
        if self.note:
            where = (centre.centerx, self.rects[-1].bottom + PAD)
            text.draw(canvas, self.note, where, places.body, palette.GREY, anchor="midtop")

    def nudge(self) -> list[str]:
        """The pick's keys, said from its first frame (a dealer met PICK THE GAME with no word of how,
        and learnt the keys only from a bare Enter's nudge): UP/DOWN OR 1-4: CHOOSE A GAME till one
        is chosen; then, or after a bare Enter, ENTER AGAIN and the lit game (ENTER alone once the
        cursor has moved, or where the middle is too narrow), over the keys of another. Each line in
        the widest of its words the middle takes; the lit game's name on a line of its own where
        even ENTER and it do not fit."""
        lit = self.current
        if lit is None:
            return []
        columns = self.places.columns - 1  # (half a letter clear of the panel's sides)
        if not self.chosen and not self.nudged:
            return [fitting(CHOOSE, str(len(self.items)), columns)]
        enter = fitting(ENTER_AGAIN[self.chosen :], lit.label, columns)
        head = ENTER_AGAIN[self.chosen].format("").strip()  # ("ENTER AGAIN:" over the name)
        first = [enter] if len(enter) <= columns else [head, lit.label]
        return [*first, fitting(ANOTHER, str(len(self.items)), columns)]

    def nudge_aside(self) -> list[str]:
        """The nudge's lines where they stand beside the games, in the buttons' column over the
        chosen game's line, wrapped to its width: at TEXT SIZE normal where, over the games, they
        would raise the panel over the pot's figure and the stock (the panel hid the POT figure and
        overlapped the deck: a newcomer's solo play-test); at large, where the panel covers the
        whole middle anyway, the keys said before any Enter where over the games they would push
        the chosen game's line out of the panel (over_games: Midnight Baseball's five lines and
        one of keys do not fit under the seat over the middle). After a bare Enter the nudge stays
        over the games at large, where it is read, the game's line in the column."""
        nudge = self.nudge()
        if not nudge:
            return []
        if self.places.large:
            if self.nudged or self.detail_over_games(0) is None:
                return []
        elif self.nudge_top - PAD >= pot_foot(self.places):
            return []
        columns = (self.aside[2] - self.aside[0]) // self.places.body
        return [piece for line in nudge for piece in wrap(line, columns)]

    @property
    def nudge_top(self) -> int:
        """The top of the nudge's lines, right over the games (2 px closer than a PAD: with the note
        under the games, the panel's top clear of the pot's figure over it)."""
        return self.rects[0].top - 2 - len(self.nudge()) * self.places.line

    def over_games(self) -> tuple[int, int] | None:
        """At TEXT SIZE large, where the chosen game's lines start over the games, in their panel,
        and their characters a line (detail_over_games), over the nudge's lines where they stand
        there too."""
        return self.detail_over_games(0 if self.nudge_aside() else len(self.nudge()))

    def detail_over_games(self, keys: int) -> tuple[int, int] | None:
        """At TEXT SIZE large, where the chosen game's lines start over the games, in their panel,
        and their characters a line: the middle's width, as many lines as the longest game's
        take, over `keys` lines of the nudge, where those fit under the seats over the middle
        (panel_top). A newcomer read Midnight Baseball's in a column of 11 letters down the side,
        8 lines."""
        details = [item.detail for item in self.items if item.detail]
        if not self.places.large or not details or not self.rects:
            return None
        letters = (self.places.centre.width - 2 * PAD - 2 * INDENT) // self.places.body
        rows = max(len(wrap_whole(detail, letters)) for detail in details) + keys
        top = self.rects[0].top - PAD - rows * self.places.line
        return (top, letters) if top - 2 * PAD >= self.panel_top else None


def aside_x(places: layout.Layout) -> int:
    """Where the nudge's lines beside the games start: INDENT clear of the middle, whose whole
    width the games' panel takes with a note under them (the party TV's)."""
    return max(places.buttons[0], places.centre.right) + INDENT


def whole_log_rows(places: layout.Layout, top: int) -> int:
    """`top`, the games' panel's, raised to the top of the log's line whose letters it would cut,
    where that stays clear of the pot (the keys over the games cut 'CPU 3 wins 75' under them, its
    letters' tops a sliver over the panel)."""
    box, step = places.log_box, places.log_line
    row = box.y + (top - box.y) // step * step
    cuts = box.y <= row < top < row + places.small
    over = row - LETTER_TOPS
    return over if cuts and over >= pot_foot(places) else top


LETTER_TOPS = 2  # pixels: how far a line's letters reach over the rectangle it is given


def pot_foot(places: layout.Layout) -> int:
    """The lowest row of the pot's figure and of the stock over the games."""
    return max(places.pot_text[1] + BIG, places.stock_rect.bottom)


def fitting(forms: Sequence[str], fill: str, columns: int) -> str:
    """The first of `forms`, filled with `fill`, no wider than `columns` letters, else the last."""
    words = [form.format(fill) for form in forms]
    return next((line for line in words if len(line) <= columns), words[-1])


def detail_lines(
    detail: str, places: layout.Layout, top: int | None = None
) -> tuple[int, int, tuple[int, int], list[str]]:
    """The chosen game's description in the buttons' column: its size, its line's height, its
    first line's top-left and its lines. Over the hand's number (TableRenderer.count_rect, kept in
    view) from the buttons' top, else rising as high as `top` (column_top) allows, in the table's
    size, else in the normal size (a description, not a word needed to play); else closed up down
    to the screen's foot, the hand's number stepping aside (a seat with cards over the column).
    INDENT clear of the felt's rounded corner, and of the dealer's panel where risen beside it: at
    TEXT SIZE large Midnight Baseball's ran off the bottom of the screen, then over the hand's
    number and onto the rail (newcomer play-tests)."""
    x, y = places.buttons
    floor = SAFE.bottom - 2 - places.small - COUNT_GAP  # the hand's number's line, clear of it
    highest = y if top is None else top
    for size, line_h in ((places.body, places.line), (layout.NORMAL.body, layout.NORMAL.line)):
        lines = wrap(detail, (places.button_w - INDENT) // size)
        start = min(y, floor - len(lines) * line_h)
        if start >= highest:  # (risen beside the panel: INDENT off its border)
            return size, line_h, (x + (INDENT if start < y else 0), start), lines
    # lines a pixel apart, never touching (a drop shadow fills a line's last two rows)
    return size, size + 1, (x, y), lines


INDENT = 6  # the chosen game's lines from the dealer's panel's border and the felt's corner
# between its lines and the hand's number's: more than half a line, so the two read apart (a
# newcomer's Dealer's Choice saw Midnight Baseball's seven lines sit right on HAND 4 OF 8 with 4)
COUNT_GAP = 12


def decision_items(
    legal: LegalActions,
    paid: Fraction,
    games: Sequence[Rules],
    places: layout.Layout,
    choose: Callable[[str], None],
) -> list[Item]:
    """The solo table's buttons for `legal`, the human having `paid` into the pot: each action with
    its key, or a dealer's `games` numbered 1, 2, 3... with each game's line under its name's
    button (a play-test)."""
    calling = legal.decision == SessionDecision.CHOOSE_GAME
    details = call_details(legal, games)
    return [
        (partial(GameItem, game=option.kind) if calling else Item)(
            label_for(label, places),
            partial(choose, option.kind),
            shortcut=str(number) if calling and number < 10 else shortcut_of(option.kind),
            detail=details.get(option.kind, ""),
        )
        for number, (option, label) in enumerate(labelled_options(legal, paid, games), start=1)
    ]


@dataclass
class GameItem(Item):
    """A game's button at a dealer's pick, `game` its rules' id (R opens its rules)."""

    game: str = ""


def lit_game(model: TableModel) -> str:
    """The rules' id of the game lit at your dealer's pick (model.pick), "" when none is offered."""
    lit = model.pick.current if model.pick is not None else None
    return lit.game if isinstance(lit, GameItem) else ""
