"""The result of a pot drawn over the middle of the table (game.telling.pot_result): who won what, in big
letters; the winning five beside the best losing five, every wild labelled with what it stands
for; one plain line saying why the pot went there; a split shown as a split; a rare hand in
baseball words. It fills the middle of the table between the side seats, from just under what the
top seats show down to the human's seat (game.felt.result_place): while it shows the log moves out of the centre
(game.felt.table_draw), so neither the log nor the human's cards are ever under it.

The table's result (game.screens.scenes.banner, with NEXT HAND) and the party table's (game.screens.scenes.party)
draw it. Everything is placed from the table's layout regions and measured in the named text
sizes, so it follows the table when either changes.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable

import pygame

from game.felt import layout
from game.felt.caption_place import CARD_INSET, HAND_GAP, PAD, apart, column_width, line_centre, text_room
from game.felt.card_art import CARD_H, CARD_W, CardArt, draw_stand_in
from game.felt.page_dots import page_dots
from game.felt.result_place import free_from, result_area, widens
from game.felt.seat_words import clip, seats_form
from game.felt.table_model import TableModel
from game.felt.why_pages import whole_room, why_pages, why_room
from game.platform import palette
from game.platform.frame_log import FRAME
from game.platform.text import BIG, BODY, BREAKS, KEEP, Text, wrap, wrap_whole
from game.platform.widgets import panel
from game.telling.hand_words import (
    form_ladder,
    name_alone,
    page_form,
    ranks_named,
    result_form,
    spelt_out,
    with_to,
)
from game.telling.pot_result import PotResult, ShownHand, heading, whole_amount, why_said

LINE = BODY + 2  # a line of body text
WHY_PAGE = 3.0  # seconds: where the line saying why has no room, it takes the captions' turn by turn
Rows = tuple[list[str], list[tuple[ShownHand, bool]], list[list[str]], list[str]]
Pages = list[tuple[list[list[str]], list[str]]]  # each page: the lines under each hand, the why's under both


def title_letters(area: pygame.Rect) -> int:
    """The big letters of a line of the title: half a letter more inside each side than the words
    (a newcomer's play-test read "CASEY WINS 21" touching the panel's edges)."""
    return (text_room(area) - BIG) // BIG


def caption_lines(caption: str, columns: int) -> list[str]:
    """A caption in lines of `columns` without a word alone on its last line where as many lines
    avoid it, the hand's words after the name's colon on lines of their own where that does: a
    newcomer's play-test read "Straight to" / "J" under a split pot (now "Straight" / "to J")."""
    forms = [caption, caption.replace(": ", ":\n", 1)]
    laid = [[line for part in form.split("\n") for line in wrap_whole(part, columns)] for form in forms]
    return next((lines for lines in laid if len(lines) <= len(laid[0]) and BREAKS.search(lines[-1])), laid[0])


# where a hand's words may go on two lines: after a comma, before its "to" or a full house's "of",
# before two pair's ranks ("Flush," / "A high", "Str flush" / "to 10", "8s full" / "of 6s",
# "Two pair" / "Js/8s"); never inside its name (a newcomer's play-test at TEXT SIZE large read
# "YOU: Two" / "pair Js/8s", "YOU: Str" / "flush to 10", "CASEY: 8s" / "full of 6s")
NAME_BREAK = re.compile(r"(?<=,) | (?=to )|(?<=full) (?=of )| (?=\S*/)")


def unbroken(said: str, columns: int) -> str:
    """A hand's words with their name's spaces kept (KEEP), a line breaking them only at NAME_BREAK;
    a part wider than a line of `columns` keeps its breaks (never cut inside a word)."""
    parts = NAME_BREAK.split(said)
    return " ".join(part.replace(" ", KEEP) if len(part) <= columns else part for part in parts)


def columns(result: PotResult) -> list[tuple[ShownHand, bool]]:
    """The hands side by side: the winners' (two at most), or the winner's and the best loser's."""
    shown = [(hand, True) for hand in result.winning[:2]]
    if len(shown) == 1 and result.beaten is not None:
        shown.append((result.beaten, False))
    return shown


def caption_columns(area: pygame.Rect, hands: int, size: int) -> int:
    """A caption's characters a line: centred in its column, it keeps a character's width clear of
    the next one's across the gap between their columns (at TEXT SIZE large, ten: "Full house" under
    its hand); two such lines side by side, kept off the border, come closer (ResultView.kept_apart)."""
    return max(1, (column_width(area, hands) + HAND_GAP) // size - 1)


def caption_name(name: str, columns: int) -> str:
    """A player's name in a caption of `columns`: on one line, never broken at its spaces (a host
    play-test read MAXIMILIANA over B. under her hand), whole where it fits, else cut as a seat's
    plate cuts it (seat_words.clip: BARTHOLOMEW\u2026, as its plate's BARTHOLOMEW\u2026 BEATEN; a host
    play-test read BARTHOLOMEW WINS 7 under Bartholomew F.'s hand, his first word as a name of its
    own), or a first word longer than the line as the caption's lines break it at its hyphens
    (BARTHOLOMEW- / THE-GREAT: wrap_whole)."""
    first = name.split(" ")[0]
    if len(first) > columns and "-" in first:
        return name
    return clip(name, columns).replace(" ", KEEP)


def cut_from(form: str, whole: str) -> bool:
    """`form` is `whole` cut short: its first words, or fewer of its ranks. A Hold'em newcomer's
    play-test at TEXT SIZE large read "Royal" under "BABE WINS 17" and "10's full" under YOU while
    the seats said "Royal flush" and "10's full, 2's": a hand's name on the panel is whole, or
    goes on the next line (FULL)."""
    cut = whole[len(form) : len(form) + 1]
    return ranks_named(form) < ranks_named(whole) or (whole.startswith(form) and cut in (" ", ","))


NARROW, WITH_VERB, AMOUNT_ALONE = 0, 1, 2  # a page's name and share: as its column wraps them, on one line
FULL, SHORT, NAMES = 2, 1, 0  # a caption's words: the hand's name, the name short on a line of its own, none


class ResultView:
    def __init__(
        self,
        text: Text,
        cards: CardArt,
        model: TableModel,
        result: PotResult,
        slots: dict[int, layout.SeatSlot],
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """`slots`: the table's seats, to start the panel just under what the top seats show (and
        to write in the table's TEXT SIZE: game.felt.layout.placed_by); `clock`: the pages' (the
        line saying why in turn with the captions, where it has no room of its own)."""
        self.clock, self.since = clock, clock()
        self.unnamed = False  # the panel's form names the players alone under their hands
        self.text = text
        self.cards = cards
        self.result = result
        self.places = places = layout.placed_by(slots) if slots else layout.NORMAL
        self.size, self.line = places.body, places.body + 2  # the words' size, a line of them
        self.area = result_area(
            free_from(model, slots, places) if slots else None, places, widens(slots, places)
        )
        self.names = [seat.name for seat in model.seats]
        self.why = why_said(result, self.names)  # the line saying why, naming the seat it beat
        self.model, self.slots = model, slots
        self.wild_ranks = model.wild_ranks
        self.laid_out: tuple[tuple[int, int, int, int], Rows] | None = None  # the area's rows, once
        self.paged: tuple[Rows, int, int, Pages] | None = None  # their height, lines under, pages: once
        self.shade = pygame.Surface((CARD_W, CARD_H), pygame.SRCALPHA)  # over the beaten hand's cards
        self.shade.fill((0, 0, 0, 70))

    def forms(self) -> list[tuple[str, int]]:
        """The title's words and how each hand is named in words under its cards, fullest
        first: the amount won in the title, then (when that takes two lines of big letters)
        under the winning hand instead; the hands' words (FULL), then under their players' names
        in one line (SHORT: "Full house"), then the names alone (NAMES: the words stay under the
        seats and in the log)."""
        if self.result.moment:
            titles = [self.result.moment]
        else:
            titles = list(
                dict.fromkeys(
                    [
                        heading(self.result, self.names).upper(),
                        heading(self.result, self.names, False).upper(),
                    ]
                )
            )
        return [(title, named) for title in titles for named in (FULL, SHORT, NAMES)]

    def rows(self) -> Rows:
        """What the panel holds: the title lines (big letters), the hands side by side, each
        hand's caption lines, and the why lines: the fullest form that fits the middle of the
        table. Nothing is ever cut; a top seat too tall for any of them leaves the words alone,
        under the fullest title that fits (the amount won in it when it can be). At TEXT SIZE
        large the hands' words come before the line saying why, which takes the captions' turn
        (page): a newcomer's play-test read 'YOGI' and 'BABE' under the hands, not what they held."""
        area = self.area
        result = self.result
        hands = columns(result)
        inner = text_room(area)
        why = wrap_whole(self.why, inner // self.size)
        letters = caption_columns(area, len(hands), self.size)

        def laid(title: str, named: int, said: list[str]) -> Rows:
            self.unnamed = not named  # (the form's hands' words, left out, take a page of their own)
            captions = self.kept_apart(
                lambda fewer: [
                    caption_lines(self.caption(hand, won, named, title, fewer), fewer) for hand, won in hands
                ],
                lambda fewer: named != SHORT or self.short_fits(fewer),
            )
            return wrap(title, title_letters(area)), hands, captions, self.with_amount(title, hands, said)

        forms = [
            (title, named) for title, named in self.forms() if named != SHORT or self.short_fits(letters)
        ]
        tries = [(title, named, why) for title, named in forms]
        if self.places.large:  # large words: the hands and their words (in one line under the
            # name rather than wrapped across three) before the line saying why
            tries = [
                (title, named, said)
                for group, said in (
                    ((FULL, SHORT), why),
                    ((SHORT, FULL), []),
                    ((NAMES,), why),
                    ((NAMES,), []),
                )
                for named in group
                for title, form in forms
                if form == named
            ]
        # a title on one line first: the amount goes under the winning hand rather than on a
        # second line of big letters ("CASEY WINS" over "10")
        tries.sort(key=lambda attempt: len(wrap(attempt[0], title_letters(area))) > 1)
        choice: Rows | None = None
        for title, named, said in tries:
            choice = laid(title, named, said)
            if self.height(*choice) <= area.height:
                return choice
        assert choice is not None
        for title, _ in self.forms():  # the words alone, with the fullest title that fits, and
            # what was won under it when the title does not say it: a long name's 'BARTHOLOMEW WINS'
            # with no amount and no hands read as no result at all (a play-test)
            bare: Rows = wrap(title, title_letters(area)), [], [], self.with_amount(title, [], why)
            if self.height(*bare) <= area.height:
                return bare
        return choice

    def kept_apart(
        self, lay: Callable[[int], list[list[str]]], fits: Callable[[int], bool] = lambda fewer: True
    ) -> list[list[str]]:
        """The hands' lines `lay` makes in a line's characters (caption_columns), or in one or two
        fewer where two hands' lines on one row would keep less than a letter apart (caption_place.apart:
        a split at TEXT SIZE large read "WINS 8 1/2" "WINS 8 1/2" as one line) and `fits` allows it."""
        letters = caption_columns(self.area, len(columns(self.result)), self.size)
        laid = lay(letters)
        for fewer in range(letters - 1, max(letters - 3, 0), -1):
            if apart(self.area, laid, self.size) or not fits(fewer):
                break
            laid = lay(fewer)
        return self.spelt(laid)

    def spelt(self, captions: list[list[str]]) -> list[list[str]]:
        """`captions` with the hands' shortened words spelt out ("Str flush" / "to 8" as "Straight
        flush" / "to 8": hand_words.spelt_out), line for line, where every line still fits across the
        panel and keeps a letter clear of the other hand's on its row (apart; a line wider than its
        column is drawn kept inside the border): a host's play-test read "Str flush" / "to 8" under
        ZOË WINS 17 beside a beaten hand with the room for "Straight flush". Both hands or neither,
        as one place says one form."""
        spelt = [[spelt_out(with_to(line)) for line in lines] for lines in captions]
        room = text_room(self.area) // self.size
        wide = max((len(line) for lines in spelt for line in lines), default=0)
        return spelt if wide <= room and apart(self.area, spelt, self.size) else captions

    def with_amount(self, title: str, hands: list[tuple[ShownHand, bool]], said: list[str]) -> list[str]:
        """The lines under the hands, with what was won first where neither the title nor a hand's
        caption says it: a pot won by a fold shows no hands, and its 'CASEY WINS 11', a line too
        wide for the big letters, read 'CASEY WINS' and no amount (a newcomer's play-test, where
        another pot read 'BABE WINS 7')."""
        if hands or self.says_amount(title):
            return said
        return [*wrap(self.shares(), text_room(self.area) // self.size), *said]

    def says_amount(self, title: str) -> bool:
        """The title says what was won (a split's shares never are: they go under the hands)."""
        result = self.result
        return not result.winners or (not result.split and title.endswith(whole_amount(result.winners[0][1])))

    def shares(self) -> str:
        """What was won, in a line of its own: under 'CASEY WINS' 'THE POT: 16 1/2'; under a big
        moment's title, which names nobody, 'CASEY WINS 16 1/2' (a Hold'em newcomer's play-test at
        TEXT SIZE large read PERFECT GAME! / THE POT: 11 and no winner); a split's 'ANN 8 1/4, BO 8 1/4'."""
        won = [(self.names[seat].upper(), whole_amount(amount)) for seat, amount in self.result.winners]
        if len(won) == 1 and self.result.moment:
            return heading(self.result, self.names).upper()
        if len(won) == 1:
            return f"THE POT: {won[0][1]}"
        return ", ".join(f"{name} {amount}" for name, amount in won)

    def height(
        self, title: list[str], hands: list[tuple[ShownHand, bool]], captions: list[list[str]], why: list[str]
    ) -> int:
        under = self.line * self.under(captions, why, title) if hands else 0
        return self.around(title, bool(hands), why) + under

    def around(self, title: list[str], hands: bool, why: list[str]) -> int:
        """The panel's height but for the lines under the hands."""
        return (
            PAD + len(title) * (BIG + PAD) + (CARD_H + 2 * PAD if hands else 0) + self.line * len(why) + PAD
        )

    def under(self, captions: list[list[str]], why: list[str], title: list[str] | None = None) -> int:
        """The lines under the hands: their captions', and where the line saying why takes their
        place in turn (page), as many as its longest sentence needs where the panel has the height
        (whole_room: a tie's who and why on one page), else its longest clause (why_pages: never
        cut inside one). `title`: the panel's (None: the one drawn)."""
        return self.page_room(captions, why, title)[0]

    def page_room(
        self, captions: list[list[str]], why: list[str], title: list[str] | None = None
    ) -> tuple[int, int]:
        """The lines under the hands (under), and of those the lines over a page of the why."""
        lines = max(map(len, captions), default=0)
        if why or not self.why:
            return lines, lines
        if title is None:
            title = self.drawn_rows()[0]
        # and the lines over it for the players' names and what they won where the title does not
        # say it: a page of the why under two anonymous hands read as nobody's (a Hold'em newcomer's
        # play-test: "YOGI WINS 30", "Nobody beat it."), and one under "CASEY" alone, under the title
        # "CASEY WINS", as no amount (another, in Seven-card stud). Where the panel has no height for
        # the shares' lines, the names alone (a page with lines to spare says the shares, and the
        # captions' page always does)
        columns = self.why_columns()
        above = self.around(title, True, why)

        def fits(under: int) -> bool:
            return above + self.line * under <= self.area.height

        # (the hands' words too where the panel has the height: a page under "CASEY" and "WINS 22"
        # beside "YOGI" and "A's, 10's" read as Casey's hand unnamed)
        # (and in the lines the why's longest clause leaves, where a name and share on one line
        # make room for the words: "CASEY 56" over "Flush," / "A high", page_captions, where a page
        # of "CASEY" / "WINS 56" read as her hand unnamed)
        left = (self.area.height - above) // self.line - why_room(self.why, columns)
        heights = [
            self.names_room(title, len(self.why)),
            self.names_room(title, max(left, 1)),
            self.names_room(title, 0),
            1,
        ]
        named = next((n for n in heights if fits(max(lines, why_room(self.why, columns) + n))), 1)
        clauses = max(lines, why_room(self.why, columns) + named)
        whole = max(clauses, whole_room(self.why, columns) + named)
        return (whole if fits(whole) else clauses), named

    def why_lines(self, captions: list[list[str]], why: list[str]) -> int:
        """The lines of a page of the why, where it takes the captions' place: under the names."""
        under, named = self.page_room(captions, why)
        return under - named

    def names_room(self, title: list[str], words: int) -> int:
        """The lines over a page of the why naming each hand's player and their share where `title`
        does not say it, and the hand's words where they fit in `words` lines (page_captions)."""
        return max(map(len, self.page_captions(columns(self.result), words, title)), default=0)

    def why_columns(self) -> int:
        """The characters of a line saying why, across the panel."""
        return text_room(self.area) // self.size

    def short_fits(self, letters: int) -> bool:
        """Every hand's name has a form in one line of `letters` (the SHORT captions')."""
        return all(self.short(hand, letters) for hand, _ in columns(self.result))

    def short(self, hand: ShownHand, columns: int) -> str:
        """The hand's fullest name, from the table's form on, in one line of `columns` ("" if none),
        never its name alone where its short form names ranks ("Two pair" for "Two pair, J's and
        2's": a newcomer's play-test read "CASEY Pairs J's" for jacks and twos under "three of a
        kind beats two pair", a rank dropped): where none fits, the captions take the lines the
        hand's whole name needs (FULL), or name the players alone. Never a form cut from the table's
        (cut_from: "Royal", "A's full" for "A's full, 7's")."""
        rung = seats_form(self.slots.values(), self.places.body)
        ladder = form_ladder(hand.words)
        kept = [
            said
            for n, form in enumerate(ladder)
            if n >= rung and not name_alone(hand.words, n) and not cut_from(form, self.named(hand))
            # (spelt out where it fits: "Straight flush to 8", then "Str flush 8" where "to" has no room)
            for said in dict.fromkeys((spelt_out(with_to(form)), with_to(form), form))
        ]
        return next((form for form in kept if len(form) <= columns), "")

    def caption(self, hand: ShownHand, won: bool, words: int, title: str, columns: int) -> str:
        """The player's name, their share of the pot when the title does not say it ("YOU WIN 4 1/2",
        as the title says a whole pot: a "+4 1/2" read as the session's net, which the name plate
        shows as "+1 1/2"), then the hand in words (`words`: FULL, SHORT or NAMES), in lines of
        `columns`."""
        name = caption_name(self.names[hand.seat].upper(), columns)
        if won and (
            self.result.split or not title.endswith(whole_amount(dict(self.result.winners)[hand.seat]))
        ):
            share = whole_amount(dict(self.result.winners)[hand.seat])
            verb = "WIN" if name == "YOU" else "WINS"
            # "WINS 4 1/2" whole on its line, never "4" then "1/2"; where that is wider than a line,
            # the amount whole on the next (a newcomer's play-test read "WINS 4 1/" over "2")
            joined = f"{verb}{KEEP}{share}"
            name += f" {joined}" if len(joined) <= columns else f" {verb} {share}"
        if not words:
            return name
        if words == SHORT:
            return f"{name}\n{self.short(hand, columns)}"
        said = self.said_in(hand, columns)
        # the colon stays with the name: a name that fills its line has the words on the next
        # (never "BARTHOLOMEW" then ": Straight", a play-test)
        last = BREAKS.split(name)[-1]
        # and a hand that fits a line of its own is never broken inside to share the name's ("YOU:
        # Four" then "aces" at the large size, a newcomer play-test): the break goes between them
        apart = len(wrap(name, columns)[-1]) + 2 + len(said) > columns >= len(said)
        if len(last) + 1 > columns:
            return f"{name}\n{unbroken(said, columns)}"
        return f"{name}:\n{said}" if apart else f"{name}: {unbroken(said, columns)}"

    def said_in(self, hand: ShownHand, columns: int) -> str:
        """The hand's name (named), its shortened words spelt out where each part of it between its
        breaks (NAME_BREAK) fits a line of `columns`: a newcomer's play-test read "YOU WIN 17: Str
        flush" / "to 9" under STRAIGHT FLUSH TO 9 with the room for "Straight flush" (spelt_out)."""
        named = self.named(hand)
        whole = spelt_out(named)
        return whole if all(len(part) <= columns for part in NAME_BREAK.split(whole)) else named

    def named(self, hand: ShownHand) -> str:
        """The hand's name in the table's one form, as the seats say theirs beside it, never its name
        alone where its short form names ranks (hand_words.result_form, which the phones say too)."""
        return result_form(hand.words, seats_form(self.slots.values(), self.places.body))

    def draw(self, canvas: pygame.Surface, clock: float) -> None:
        """`clock`: seconds shown so far (a rare hand's words blink; REDUCED MOTION keeps it at 0)."""
        text = self.text
        title, hands, _, why = self.drawn_rows()
        height, lines_under, pages = self.drawn()
        rect = self.box(height)
        under, said = pages[self.turn(len(pages))]
        edge = palette.GOLD if self.result.moment else palette.YELLOW
        panel(canvas, rect, palette.BLACK, edge, 2, 6)
        FRAME.region("result", rect)  # clear of the log and your cards (tests/frame_checks.py)
        y = rect.y + (rect.height - height) // 2 + PAD
        for line in title:
            colour = palette.YELLOW
            if self.result.moment and int(clock * 6) % 2:
                colour = palette.ORANGE
            text.draw(canvas, line, (rect.centerx, y), BIG, colour, anchor="midtop")
            y += BIG + PAD
        if hands:
            width = column_width(rect, len(hands))
            for index, (hand, won) in enumerate(hands):
                left = rect.x + PAD + index * (width + HAND_GAP)
                cards = pygame.Rect(left, y, width, CARD_H).inflate(-2 * CARD_INSET, 0)
                self.draw_hand(canvas, hand, won, cards)
                for row, line in enumerate(under[index] if under else []):
                    colour = palette.WHITE if won else palette.GREY
                    top = y + CARD_H + PAD + row * self.line
                    middle = line_centre(rect, len(hands), index, line, self.size)
                    text.draw(canvas, line, (middle, top), self.size, colour, anchor="midtop")
            over = max(map(len, under), default=0)  # (the players' names over a page of the why)
            for row, line in enumerate(said, over):  # (under both hands, in their captions' place)
                where = (rect.centerx, y + CARD_H + PAD + row * self.line)
                text.draw(canvas, line, where, self.size, palette.CYAN, anchor="midtop")
            y += CARD_H + PAD + self.line * lines_under + PAD
        for row, line in enumerate(why):
            where = (rect.centerx, y + row * self.line)
            text.draw(canvas, line, where, self.size, palette.CYAN, anchor="midtop")
        if len(pages) > 1:
            page_dots(canvas, rect, len(pages), self.turn(len(pages)), edge)

    def page(
        self, hands: list[tuple[ShownHand, bool]], captions: list[list[str]], why: list[str]
    ) -> tuple[list[list[str]], list[str]]:
        """What goes under the hands now: each hand's caption lines, and the lines of the why across
        them under those. Where the panel's form left out the hands' words or the line saying why
        for want of room, each takes the captions' place in turn, WHY_PAGE seconds a page (pages):
        a Hold'em newcomer's play-tests at large saw one turn at a time and read each alone."""
        pages = self.pages(hands, captions, why)
        return pages[self.turn(len(pages))]

    def turn(self, pages: int) -> int:
        """The page shown now, of `pages`."""
        return int((self.clock() - self.since) // WHY_PAGE) % max(1, pages)

    def pages(self, hands: list[tuple[ShownHand, bool]], captions: list[list[str]], why: list[str]) -> Pages:
        """The pages under the hands, each naming whose hands they are: the captions; the hands'
        words under their players' names where the form left them out and they fit; the line saying
        why (why_pages: broken where its sentences end), each page under the players' names and, in
        the lines it leaves, their hands' short words (page_captions): a page of the why under two
        anonymous hands, a band of empty lines below it, read as nobody's result."""
        if not captions:
            return [(captions, [])]
        room = self.under(captions, why)
        title = self.drawn_rows()[0]
        pages: Pages = [(captions, [])]
        words = self.page_captions(hands, room, title)
        if self.unnamed and min(map(len, words)) > 1:  # (each hand's words fit under its name)
            pages.append((words, []))
        if not why and self.why:
            for lines in why_pages(self.why, self.why_columns(), self.why_lines(captions, why)):
                pages.append((self.page_captions(hands, room - len(lines), title), lines))
        return pages

    def page_captions(
        self, hands: list[tuple[ShownHand, bool]], spare: int, title: list[str]
    ) -> list[list[str]]:
        """Each hand's lines over a page of the why that leaves `spare` lines: its player's name
        and share (where `title` does not say it), and under it the hand's short words (else its
        words in the table's form) where they fit."""
        said = " ".join(title)

        def laid(joined: int) -> list[list[str]]:
            return self.kept_apart(
                lambda letters: [
                    self.name_over_words(hand, won, letters, spare, said, joined) for hand, won in hands
                ]
            )

        # a name and its share on one line, wider than its column, where the page has no lines for
        # both and the line keeps a letter clear of the other hand's ("CASEY WINS 73", else "CASEY
        # 73" under the captions' "CASEY WINS 73"): a PERFECT GAME!'s two lines of big letters left
        # its pages of the why "YOGI" over "The higher straight flush:", no amount, and an ordinary
        # pot's "CASEY" / "WINS 56" over two lines of the why no room for her flush
        narrow = laid(NARROW)
        for joined in (WITH_VERB, AMOUNT_ALONE):
            wide = laid(joined)
            kept = all(len(one) >= len(other) for one, other in zip(wide, narrow, strict=True))
            if wide != narrow and kept and apart(self.area, wide, self.size):
                return wide
        return narrow

    def name_over_words(
        self, hand: ShownHand, won: bool, letters: int, room: int, title: str, joined: int = 0
    ) -> list[str]:
        """A hand's player's name and share over its words in lines of `letters`, its short words
        where it has them, in `room` lines at most (the name alone where the words have none).
        `joined`: where the name and share and the words do not fit `room`, the name and share on
        one line across the panel (WITH_VERB, AMOUNT_ALONE: page_captions)."""
        head = self.head(hand, won, letters, title)
        # (two pair's short forms are wider than a page's line at large: its ranks, as its caption's
        # second line says them under "Two pair,", rather than its player's name alone)
        ranks = page_form(hand.words)
        brief = self.short(hand, letters) or (ranks if len(ranks) <= letters else "")
        words = [brief] if brief else wrap_whole(self.named(hand), letters)
        gains = room < len(head) or 1 + len(words) <= room < len(head) + len(words)  # (the share, the words)
        one = KEEP.join(self.head(hand, won, letters, title, joined == AMOUNT_ALONE))
        if joined and room and gains and len(one) <= self.why_columns():
            head = [one]
        if 0 < room < len(head):  # (no lines for the share on this page: the name; 0: any room)
            head = head[:1]
        return [*head, *words] if len(head) + len(words) <= room else head

    def head(self, hand: ShownHand, won: bool, letters: int, title: str, bare: bool = False) -> list[str]:
        """A hand's player's name and share, where `title` does not say it, in lines of `letters`:
        a page of the why under "CASEY" with the title "CASEY WINS" said no amount (a Hold'em
        newcomer's play-test at TEXT SIZE large, Seven-card stud; another pot read "BABE WINS 17").
        `bare`: the share without its WINS ("CASEY", "73")."""
        # (a long name on one line, cut short as the seat's plate cuts it, never over two)
        full = caption_name(self.names[hand.seat].upper(), letters)
        share = self.caption(hand, won, NAMES, title, letters).removeprefix(full)
        if bare and share:
            share = " " + whole_amount(dict(self.result.winners)[hand.seat])
        return wrap(clip(full, letters) + share, letters)

    def drawn_rows(self) -> Rows:
        """rows(), worked out once for the panel's area: the panel is drawn every frame, unchanged."""
        area = (self.area.x, self.area.y, self.area.width, self.area.height)
        if self.laid_out is None or self.laid_out[0] != area:
            self.laid_out = area, self.rows()
        return self.laid_out[1]

    def drawn(self) -> tuple[int, int, Pages]:
        """The panel's height, the lines under its hands (under) and its pages, worked out once with
        drawn_rows(): the panel is drawn every frame, unchanged (worked out each frame, a search of the
        names' and words' forms, they were three quarters of the panel's drawing time)."""
        rows = self.drawn_rows()
        if self.paged is None or self.paged[0] is not rows:
            title, hands, captions, why = rows
            lines_under = self.under(captions, why, title) if hands else 0
            self.paged = rows, self.height(*rows), lines_under, self.pages(hands, captions, why)
        return self.paged[1:]

    def box(self, height: int) -> pygame.Rect:
        """The panel: the middle area from the pot's line down, which hides the pot and the stock
        whole, and higher only as far as what it holds needs (up to where the top seats end)."""
        top = min(self.places.pot_label[1], max(self.area.top, self.area.bottom - height))
        return pygame.Rect(self.area.x, top, self.area.width, self.area.bottom - top)

    def draw_hand(self, canvas: pygame.Surface, hand: ShownHand, won: bool, place: pygame.Rect) -> None:
        """The five cards a hand uses, centred in `place`, each wild labelled with what it stands
        for ('=A', '=10') on a dark strip over the card's foot (its own suit means nothing there)."""
        art, text = self.cards, self.text
        count = len(hand.used)
        step = min(CARD_W + 2, (place.width - CARD_W) // max(1, count - 1))
        left = place.centerx - (step * (count - 1) + CARD_W) // 2
        for i, (card, stands) in enumerate(hand.used):
            x = left + i * step
            face = art.face(card, stands is not None or card.rank in self.wild_ranks)
            canvas.blit(face, (x, place.y))
            if not won:  # the beaten hand is drawn a little darker
                canvas.blit(self.shade, (x, place.y))
            if stands:
                draw_stand_in(canvas, text, pygame.Rect(x, place.y, CARD_W, place.height), stands)
