"""The log's room in the table's centre: its box under the centre's words and over the prompt, at
TEXT SIZE large the lines it keeps (LOG_LEAST), and its newest messages drawn in it."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.felt import layout
from game.felt.centre_words import alike_room, name_cut
from game.felt.log_lines import with_bet_faced
from game.felt.pile_layout import rows_clear_of_counts
from game.felt.table_model import TableModel
from game.platform import palette
from game.platform.display import SAFE
from game.platform.frame_log import FRAME
from game.platform.text import Text

LOG_LEAST = 3  # the log's lines the centre's words leave it at TEXT SIZE large (at normal: four, or two
# under a three-line centre): a newcomer's play-test at large saw one, "Yogi calls 1", and "1 TO CALL"
# with no way to see who bet
KEPT_DROP = 2  # pixels: the blank rows at the foot of a line's glyphs that may lie over what is under
# it; at TEXT SIZE large the party TV's lines under the log come down by them, and the log over them
# keeps LOG_LEAST lines (a host's play-test at large saw two, and not who bet), 4 pixels clear
KEPT_RISE = 2  # pixels: the kept lines end this far over the centre's foot, PLATE_CLEAR over the bottom
# seat's plate, which starts 4 pixels under that foot at every table size (a host play-test read
# ROOM CODE on the bottom player's name bar: they hung KEPT_DROP into the foot, 2 pixels over it)
PLATE_CLEAR = 6  # pixels: the least between the middle's lines and a seat's plate (tests/frame_checks.py)
KEPT_TURN = 4.0  # seconds each of the kept lines stays in a row they take in turn (kept_rows): time to
# type an address, then the room code
OVER_KEPT_ROOM = 3  # pixels: the least the line over the kept lines keeps clear of them and of the log
# (a host play-test read 'WAITING FOR BEN 24' sitting on 'JOIN ...' with no gap: 2 pixels, 0 at large)


class LogRoom:
    """The table renderer's log (game.felt.table_draw.TableRenderer is one): where it goes in the
    centre and what it shows."""

    text: Text
    places: layout.Layout
    spare_lines: int  # the log's lines kept for the scene's own (the party TV's how to join)
    guided: bool  # a guided hand's page is up (over the log)
    rung: int  # the table's one form of a hand's name (seat_words.table_rung)
    lead_rung: int  # No Peek's hand to beat: the form its seat says it in (TableRenderer.lead_form)
    log_drawn: pygame.Rect  # where this frame's log went (at large it moves with the centre)
    log_space: pygame.Rect  # the room the log had this frame, before No Peek's pile counts cut it
    log_fit = (0, 0)  # the columns and lines the log was last drawn in (a tip said only if it fits)

    def draw_centre_log(
        self,
        canvas: pygame.Surface,
        model: TableModel,
        result: bool,
        lines: int,
        said: int,
        above: int,
        counts: list[pygame.Rect],
        taken: Sequence[pygame.Rect] = (),
    ) -> None:
        """The log under the centre's `lines`, over the prompt's `said` lines and the scene's
        `above` them, clear of the No Peek piles' `counts` and, taking the centre's width, a
        character clear of what the seats draw (`taken`: seat_marks); under the buttons while a
        pot's `result` fills the centre."""
        if result:  # (its lines may reach a letter short of the safe area's edge, kept off the rail
            # (a play-test): a guided hand's page over the centre broke "Casey wins 4 1/2" after
            # "Casey" there, beside "You win 4 1/2"; its shorter form fits)
            box = rows_clear_of_counts(self.places.result_log, counts)
            self.draw_log(canvas, model, box, "topleft", SAFE.right - self.places.small - box.x)
        else:
            box = self.log_space = self.centre_log(lines, said, above)
            self.log_drawn = rows_clear_of_counts(box, counts)
            # the lines may take the centre's width where no shared card lies beside the log, no
            # pile's count comes near its lines there and no dealer's call, nor the dealer's games
            # menu while one is made, covers the log's box (their panels hid a line half: a replay's
            # 'CPU 1 picks Seven-Card Stud', 'Yogi shows As full of Js' under 2 NIGHT BASEBALL)
            centre = self.places.centre
            across = rows_clear_of_counts(pygame.Rect(centre.x, box.y, centre.width, box.height), counts)
            covered = model.community or model.game_banner or model.calling
            clear = not covered and across.height == self.log_drawn.height
            wide = clear_width(across, taken, self.places.small) if clear else 0
            self.draw_log(canvas, model, self.log_drawn, "midtop", wide)

    def words_room(self, model: TableModel, foot: int, above: int) -> int:
        """TEXT SIZE large: the centre's lines under the stock over the prompt's `foot` lines and
        the scene's `above` them, which are never given up (log_floor). What yields first is the
        log: the centre's lines leave it LOG_LEAST lines, unless No Peek's hand to beat would lose
        its seat's name, a lone wild's reason or the kicker that decides on one line (name_cut):
        then its second line takes the log's (a newcomer's play-test at large saw 'CASEY LEADS:'
        over 'QUEEN HIGH' and no YOUR TURN on their turn: the prompt's line had been given to it),
        and only where that would leave the log no line does it yield its second line (not on the
        party TV, whose log runs on under it: 'CPU 4 LEADS:' over 'PAIR OF A'S, KICKER 5' beside a
        rival's pair of aces, a host's play-test read 'PAIR As' there). On the party TV the bet's line gives its line to the log (a host play-test at large saw two lines,
        and not who bet: the log names who bet, the faced bet pinned in the bet line's cyan)."""
        places = self.places
        floor = self.log_floor(foot, above)
        need = (LOG_LEAST - 1) * places.log_line + places.small  # (the last line without its gap)
        most = max(0, (floor - need - places.bet_line[1]) // places.line)
        if not model.no_peek or model.target is None:
            return most
        # (a kicker that decides too; and while no guide's page is up, the cards that decide a lead
        # over a row named alike, under whose lead it is, in the lines they take: alike_room)
        cut = name_cut(model, places.columns, 1, self.lead_rung)
        alike = 0 if self.guided else alike_room(model, places.columns, self.lead_rung)
        lines = max(2 if cut else 1, alike)
        if self.spare_lines:  # the party TV's log runs on under the centre's last line (log_box)
            return max(most, lines)
        return max(most, min(lines, self.centre_fits(foot, above) - 1))  # one log line left

    def centre_fits(self, foot: int, above: int) -> int:
        """TEXT SIZE large: how many of the centre's lines fit over the prompt's `foot` lines and
        the scene's `above` them (the party TV's TIME LEFT 30), the log left none."""
        places = self.places
        return max(0, (self.log_floor(foot, above) - places.small - places.bet_line[1]) // places.line + 1)

    def log_floor(self, said: int, above: int) -> int:
        """TEXT SIZE large: where the log's lines end: over the prompt's `said` lines and the scene's
        `above` them, and over a scene's lines kept under the log with the line over them, each
        OVER_KEPT_ROOM clear (kept_y, over_kept_y: the party TV's how to join and whose turn it is)."""
        places = self.places
        floor = places.prompt[1] + (1 - said - above) * places.line
        over_kept = self.kept_y() - places.small - 2 * OVER_KEPT_ROOM
        return min(floor, over_kept) if self.spare_lines else floor

    def kept_y(self) -> int:
        """Where the lines a scene keeps under the log start (the party TV's how to join, two lines
        of the small size): at the foot of the centre, KEPT_RISE over it, PLATE_CLEAR over the
        bottom seat's plate and the frame of the seat to act."""
        places = self.places
        return places.prompt[1] + places.line - self.kept_rows * places.log_line - KEPT_RISE

    @property
    def kept_rows(self) -> int:
        """The rows kept under the log for a scene's lines (the party TV's how to join): all it
        keeps at the normal size, one at TEXT SIZE large, where the middle has a row fewer than its
        lines (the log's LOG_LEAST, whose turn it is and how to join's two, PLATE_CLEAR over the
        bottom seat's plate): there how to join says its lines in turn in that row (a host
        play-test read six lines stacked in the middle down onto the bottom player's name bar)."""
        return min(self.spare_lines, 1) if self.places.centre_rows is not None else self.spare_lines

    def over_kept_y(self) -> int:
        """Where the line over the kept lines starts (the party TV's whose turn it is, in the small
        size as they are): in the middle of the room between the log's last line this frame and
        them, so that each line there has its own (a host play-test read 'WAITING FOR BEN 24' on
        'JOIN ...': 2 pixels apart, and at TEXT SIZE large its body size touched the log's last
        line). The log's floor leaves it OVER_KEPT_ROOM on either side at the least (log_floor):
        6 pixels at the normal size, 4 at large, 3 beside No Peek's hand to beat."""
        places, space = self.places, self.log_space
        last = space.y + max(0, space.height - (places.log_line - places.small))  # the log's foot
        return (last + self.kept_y() - places.small) // 2

    def centre_log(self, lines: int, said: int, above: int = 0) -> pygame.Rect:
        """The log's box under the centre's `lines` and over the prompt's `said` lines: a second
        line under the stock takes the log's top line, a second prompt line its last. At TEXT SIZE
        large the box runs from the last line under the stock to the log's floor (log_floor), so
        the latest message keeps a line (a newcomer's play-test: a two-line target over a two-line
        prompt left none, and who had just bet was unseen); on the party TV it starts at the blank
        foot (KEPT_DROP) of the centre's last line, so No Peek's hand to beat leaves it two lines
        over whose turn it is (a host's play-test at large saw one, and not who bet)."""
        places = self.places
        box = self.log_box()
        if places.centre_rows is None:
            extra = max(0, lines - 1) * places.line
            box = box.inflate(0, -extra).move(0, extra // 2)
            box.height -= max(0, said - 1) * places.line
            return box
        top = places.bet_line[1] + lines * places.line
        if self.spare_lines and lines:  # the party TV: up to the last centre line's blank foot
            top -= KEPT_DROP
        room = self.log_floor(said, above) - top - places.small  # (the last line without its gap)
        rows = min(places.log_lines, room // places.log_line + 1) if room >= 0 else 0
        return pygame.Rect(box.x, top, box.width, rows * places.log_line)

    def log_box(self) -> pygame.Rect:
        """The log's lines in the centre, those kept for other lines left out."""
        box, places = self.places.log_box, self.places
        return pygame.Rect(box.topleft, (box.width, (places.log_lines - self.spare_lines) * places.log_line))

    def draw_log(
        self, canvas: pygame.Surface, model: TableModel, box: pygame.Rect, anchor: str, wide: int = 0
    ) -> None:
        """The newest messages that fit in `box`, each line from its `anchor` ("midtop": centred),
        every line up to `wide` pixels (the centre's width, nothing beside the log): a line breaks
        only where it does not fit (a host's play-test read "Montgomery Blake" over "checks" under
        "Wilhelmina Stone folds" on one line)."""
        size, step = self.places.small, self.places.log_line  # the log is secondary: the small size
        faced = model.facing if model.level else ""  # the bet to match, in the bet line's cyan
        names = [seat.name for seat in model.seats]  # a long one is cut in the log, never what they did
        columns = max(box.width, wide) // size
        self.log_fit = (columns, box.height // step)
        over = model.tip_over_moves  # (the tip of your decision said once the moves were read)
        pinned, lines = with_bet_faced(model.log, faced, columns, box.height // step, self.rung, names, over)
        drawn = []
        rows = [(line, palette.CYAN) for line in pinned]
        rows += [(line, palette.WHITE if latest else palette.LIGHT) for line, latest in lines]
        for row, (line, colour) in enumerate(rows):
            where = getattr(box.move(0, row * step), anchor)
            drawn.append(self.text.draw(canvas, line, where, size, colour, anchor=anchor, secondary=True))
        if drawn:
            FRAME.region("log", drawn[0].unionall(drawn[1:]))


def clear_width(across: pygame.Rect, taken: Sequence[pygame.Rect], gap: int) -> int:
    """How wide the log's lines may run centred in `across` (the centre's width, the log's rows):
    `gap` (a character) clear of every rect of `taken` beside those rows (a Hold'em newcomer's
    play-test read "Yogi opens 6th street: best" run on into Yogi's "Pair of K's" beside it, 12
    pixels apart, as one sentence; the line now breaks a word earlier)."""
    half = across.width // 2
    for rect in taken:
        if rect.bottom <= across.top or rect.top >= across.bottom:
            continue
        if rect.right <= across.centerx:
            half = min(half, across.centerx - rect.right - gap)
        elif rect.left >= across.centerx:
            half = min(half, rect.left - across.centerx - gap)
    return max(0, 2 * half)


def in_turn(lines: Sequence[str], rows: int, clock: float) -> Sequence[str]:
    """The kept `lines` in `rows` (LogRoom.kept_rows): all of them where they fit, else each for
    KEPT_TURN seconds in turn (at `clock`), the first first."""
    if len(lines) <= rows or rows < 1:
        return lines[:rows]
    start = int(clock // KEPT_TURN) % len(lines)
    return [lines[(start + row) % len(lines)] for row in range(rows)]
