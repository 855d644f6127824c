"""The table's centre: the stock, the pot with its figure and its pile of chips, the centre's words
(the bet, the hand to beat: game.felt.centre_words), the log under them (game.felt.log_room) and,
at a showdown, the shown hand's best five over the log (game.felt.table_draw.TableRenderer is a
CentreDrawing)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

import pygame

from engine.money import mixed
from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W, CardArt, draw_stand_in
from game.felt.centre_words import CENTRE_LINES, bet_line, centre_lines, turner_line
from game.felt.chips import CHIP
from game.felt.log_room import LogRoom
from game.felt.seat_words import fit_words
from game.felt.showcase import ShownBest, showcase_sprites
from game.felt.showcase_pair import CAPTION_LINES, INSET, half_columns, half_step, halves, pair_box
from game.felt.table_model import CardSprite, TableModel
from game.platform import palette
from game.platform.display import SAFE
from game.platform.frame_log import FRAME
from game.platform.text import BIG
from game.platform.widgets import panel


class CentreDrawing(LogRoom):
    """The table renderer's centre, its log's room (LogRoom) and the showcase."""

    art: CardArt
    chips: list[pygame.Surface]  # one chip a colour (game.felt.chips)
    hints: bool  # the newcomer's hints (centre_words: why a beat beats)
    yours: ShownBest | None = None  # your hand shown at the showdown (a guided one's: draw_showcase)

    def draw_centre(
        self,
        canvas: pygame.Surface,
        model: TableModel,
        result: bool,
        counts: list[pygame.Rect],
        said: int = 1,
        above: int = 0,
        taken: Sequence[pygame.Rect] = (),
    ) -> None:
        """`counts`: where the No Peek piles' counts are written, which the log keeps clear of (and
        of `taken`, what the seats draw: log_room.clear_width);
        `said`: the prompt's lines (a second one takes the log's last line, and at TEXT SIZE large
        one of the centre's); `above`: the scene's lines over the prompt (draw)."""
        text, places = self.text, self.places
        # its small lines keep clear of the seats' plates (tests/frame_checks.py)
        FRAME.region("centre", places.centre)
        back = self.art.back()
        (sx, sy), size = places.stock, places.body
        for i in range(layout.stock_layers(model.stock)):  # none when empty
            canvas.blit(back, (sx - i, sy - i))
            FRAME.card(pygame.Rect((sx - i, sy - i), (CARD_W, CARD_H)))
        # POT is the chips in the middle, only: the hand's number is HAND n OF m (game info). Paid
        # out under the winner's five, it is gone, not a pot of 0 (a host play-test's Dealer's
        # Choice read POT 0 over 'Maximiliana B.: Four J's' before the result came up)
        if model.pot or not model.showcase:
            text.draw(canvas, "POT", places.pot_label, size, palette.WHITE, anchor="midtop")
            text.draw(canvas, mixed(model.pot), places.pot_text, BIG, palette.WHITE, anchor="midtop")
        rows = places.centre_rows
        if rows is None:  # the normal size: as many as it takes, unless a line stands over the
            # prompt (the party TV's WAITING FOR), which the fourth would reach
            most = CENTRE_LINES if above else None
        else:  # (who turns next takes a line of the log's for its moment, before their first card:
            # a newcomer's read at large; then the log names each card turned, and your own bonus
            # card's line must not lose its place to 'YOU TURN'; and never the line of the scene's
            # over the prompt: the party TV's TIME LEFT 30)
            turner = not self.guided and turner_line(model, places.columns).endswith(" NEXT")
            most = self.words_room(model, said, above)
            most += turner and most < self.centre_fits(said, above)
        lines = centre_lines(model, self.hints, places.columns, most, self.lead_rung, self.guided)
        # the first line in cyan when it says what happens now, the bet or who turns next, over what
        # to beat in yellow (all its lines: a newcomer's play-test read a two-line 'BEAT CASEY:' in
        # cyan over its hand in yellow); worked out once a frame, not once a line
        now = bool(lines) and lines[0] in (
            bet_line(model, places.columns),
            turner_line(model, places.columns),
        )
        for row, line in enumerate(lines):
            where = (places.bet_line[0], places.bet_line[1] + row * places.line)
            colour = palette.CYAN if row == 0 and now else palette.YELLOW
            text.draw(canvas, line, where, size, colour, anchor="midtop")
        px, py = places.pot_pile(mixed(model.pot))  # its first column, beside the figure
        for i in range(min(model.pot_chips, 36)):
            column, height = divmod(i, 6)
            x = px - CHIP // 2 - column * (CHIP + 1) + (height % 2)
            canvas.blit(self.chips[column % len(self.chips)], (x, py - CHIP // 2 - height * 3))
        self.draw_centre_log(canvas, model, result, len(lines), said, above, counts, taken)
        if model.showcase:  # over the log: a solid panel, the log lines wholly under it
            self.draw_showcase(canvas, model)

    def draw_showcase(self, canvas: pygame.Surface, model: TableModel) -> None:
        """A shown hand's best five over the log, and while a guided hand's page is up beside it,
        your own best five beside another's (game.felt.showcase_pair: a newcomer saw only Casey's
        at the split)."""
        places = self.places
        yours = self.yours if self.guided else None
        if yours is not None and [sprite.card for sprite in model.showcase] != [card for card, _ in yours[0]]:
            box = pair_box(showcase_aside(places), places)
            panel(canvas, box, palette.PANEL, palette.GOLD, radius=4)
            mine, theirs = halves(box)
            self.draw_five(
                canvas, showcase_sprites(yours[0], model.wild_ranks), yours[1], mine, CAPTION_LINES
            )
            self.draw_five(canvas, model.showcase, model.showcase_text, theirs, CAPTION_LINES)
            canvas.fill(palette.GOLD, (mine.right - 1, box.y + INSET, 2, box.height - 2 * INSET))
            return
        box = showcase_aside(places) if self.guided else places.showcase
        panel(canvas, box, palette.PANEL, palette.GOLD, radius=4)
        self.draw_five(canvas, model.showcase, model.showcase_text, box)

    def draw_five(
        self, canvas: pygame.Surface, five: list[CardSprite], words: str, box: pygame.Rect, lines: int = 0
    ) -> None:
        """A hand's five in `box`: what each wild stands for under it, the hand in words below (on
        two lines when no wild needs its line; `lines`: always that many, in a half of the pair). At
        TEXT SIZE large the hand in words alone, in one line (the marks' row would run into the
        prompt's line: the result and the seat's own cards show the wilds); in a half, no marks
        where two would run into each other (its cards stand closer)."""
        places = self.places
        large = places.large
        step, columns = places.showcase_step, places.showcase_columns
        if lines:  # a half of the pair
            step, columns = half_step(box), half_columns(box, places)
        marks = ["=" + sprite.label if sprite.label else "" for sprite in five]
        width = self.text.font(places.small).size
        apart = all(not (a and b) or (width(a)[0] + width(b)[0]) // 2 + 2 <= step for a, b in pairwise(marks))
        labels = not large and any(marks) and apart  # a row of "=K" under the cards
        left = box.centerx - ((len(five) - 1) * step + CARD_W) // 2
        y = box.y + 4
        for i, sprite in enumerate(five):
            x = left + i * step
            face = self.art.face(sprite.card, sprite.wild) if sprite.card is not None else self.art.back()
            canvas.blit(face, (x, y))
            card = pygame.Rect(x, y, CARD_W, CARD_H)
            if marks[i] and labels:
                # what the wild stands for: a mark on the card, as its rank is (the caption says the hand)
                at, size = (x + CARD_W // 2, y + CARD_H + 2), places.small
                self.text.draw(canvas, marks[i], at, size, palette.YELLOW, anchor="midtop", secondary=True)
            elif sprite.label:  # no row for the marks: on the card's foot, as the pot's result marks
                # it (a newcomer's No Peek showdown at TEXT SIZE large said nowhere what the 3 stood for)
                card.height -= draw_stand_in(
                    canvas, self.text, card, sprite.label
                ).height  # (the card's rank shows)
            FRAME.card(card)
        lines = lines or (1 if labels or large else 2)
        whose, colon, hand = words.rpartition(": ")  # "Casey: Pair of eights"
        captions = fit_words(hand, columns, lines, self.rung, whose + colon)
        for row, caption in enumerate(captions):
            where = (box.centerx, y + CARD_H + 4 + (places.small + 4) * labels + places.line * row)
            self.text.draw(canvas, caption, where, places.body, palette.WHITE, anchor="midtop")


def showcase_aside(places: layout.Layout) -> pygame.Rect:
    """Where a shown hand's showcase stands while a guided hand's page is up beside it
    (game.felt.guide_view.beside_box): at the felt's left, under the guide's corner lines, leaving
    the width right of it to the page (a newcomer's play-test at TEXT SIZE large read the page in
    ten-letter lines in the column right of the middle)."""
    return places.showcase.move(SAFE.x - places.showcase.x, 0)
