"""The log's room in the table's centre: its box under the centre's words and over the prompt, at
TEXT SIZE large the lines it keeps (LOG_LEAST), and its newest messages drawn in it."""

from __future__ import annotations

import pygame

from game.felt import layout
from game.felt.centre_words import name_cut
from game.felt.log_lines import with_bet_faced
from game.felt.pile_layout import rows_clear_of_counts
from game.felt.table_model import TableModel
from game.platform import palette
from game.platform.frame_log import FRAME
from game.platform.text import Text

LOG_LEAST = 3  # the log's lines the centre's words leave it at TEXT SIZE large (at normal: four, or two
# under a three-line centre): a newcomer's play-test at large saw one, "Yogi calls 1", and "1 TO CALL"
# with no way to see who bet


class LogRoom:
    """The table renderer's log (game.felt.table_draw.TableRenderer is one): where it goes in the
    centre and what it shows."""

    text: Text
    places: layout.Layout
    spare_lines: int  # the log's lines kept for the scene's own (the party TV's how to join)
    guided: bool  # a guided hand's page is up (over the log)
    rung: int  # the table's one form of a hand's name (seat_words.table_rung)
    log_drawn: pygame.Rect  # where this frame's log went (at large it moves with the centre)

    def draw_centre_log(
        self,
        canvas: pygame.Surface,
        model: TableModel,
        result: bool,
        lines: int,
        said: int,
        counts: list[pygame.Rect],
    ) -> None:
        """The log under the centre's `lines` and over the prompt's `said` lines, clear of the No
        Peek piles' `counts`; under the buttons while a pot's `result` fills the centre."""
        if result:
            self.draw_log(canvas, model, rows_clear_of_counts(self.places.result_log, counts), "topleft")
        else:
            self.log_drawn = rows_clear_of_counts(self.centre_log(lines, said), counts)
            self.draw_log(canvas, model, self.log_drawn, "midtop")

    def target_takes_the_foot(self, model: TableModel) -> bool:
        """TEXT SIZE large, the log kept whole (not the party TV's, which keeps lines under it): No
        Peek's target names its seat whole only on two lines, which leave the log LOG_LEAST lines
        only with the prompt's line too (a guided hand's page is over the log)."""
        places = self.places
        if places.centre_rows is None or self.spare_lines or self.guided or not model.no_peek:
            return False
        return model.target is not None and name_cut(model, places.columns, 1, self.rung)

    def words_room(self, foot: int, above: int) -> int:
        """TEXT SIZE large: the centre's lines under the stock that leave the log LOG_LEAST lines (the
        party TV's, which keeps lines under it for how to join, one) over the prompt's `foot` lines
        and the scene's `above` them."""
        places = self.places
        least = 1 if self.spare_lines else LOG_LEAST
        bottom = places.prompt[1] + (1 - foot - above) * places.line - least * places.log_line
        return max(0, (bottom - places.bet_line[1]) // places.line)

    def centre_log(self, lines: int, said: int) -> pygame.Rect:
        """The log's box under the centre's `lines` and over the prompt's `said` lines: a second
        line under the stock takes the log's top line, a second prompt line its last. At TEXT SIZE
        large the box runs from the last line under the stock to the prompt's first, so the latest
        message keeps a line (a newcomer's play-test: a two-line target over a two-line prompt left
        none, and who had just bet was unseen)."""
        places = self.places
        box = self.log_box()
        if places.centre_rows is None:
            extra = max(0, lines - 1) * places.line
            box = box.inflate(0, -extra).move(0, extra // 2)
            box.height -= max(0, said - 1) * places.line
            return box
        top = places.bet_line[1] + lines * places.line
        bottom = places.prompt[1] + (1 - said) * places.line
        rows = min(places.log_lines - self.spare_lines, (bottom - top) // places.log_line)
        return pygame.Rect(box.x, top, box.width, max(0, rows) * places.log_line)

    def log_box(self) -> pygame.Rect:
        """The log's lines in the centre, those kept for other lines left out."""
        box, places = self.places.log_box, self.places
        return pygame.Rect(box.topleft, (box.width, (places.log_lines - self.spare_lines) * places.log_line))

    def draw_log(self, canvas: pygame.Surface, model: TableModel, box: pygame.Rect, anchor: str) -> None:
        """The newest messages that fit in `box`, each line from its `anchor` ("midtop": centred)."""
        size, step = self.places.small, self.places.log_line  # the log is secondary: the small size
        faced = model.facing if model.level else ""  # the bet to match, in the bet line's cyan
        names = [seat.name for seat in model.seats]  # a long one is cut in the log, never what they did
        pinned, lines = with_bet_faced(
            model.log, faced, box.width // size, box.height // step, self.rung, names
        )
        drawn = []
        rows = [(line, palette.CYAN) for line in pinned]
        rows += [(line, palette.WHITE if latest else palette.LIGHT) for line, latest in lines]
        for row, (line, colour) in enumerate(rows):
            where = getattr(box.move(0, row * step), anchor)
            drawn.append(self.text.draw(canvas, line, where, size, colour, anchor=anchor, secondary=True))
        if drawn:
            FRAME.region("log", drawn[0].unionall(drawn[1:]))
