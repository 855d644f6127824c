"""The table's moments, owned by the table scene, in baseball words: five of a kind that wins the
pot is a GRAND SLAM! (the organ's Charge! and a screen shake), a straight flush that wins it a
PERFECT GAME! (a fanfare), each at the award, when the winner is known; a player who strikes out
gets STRIKE THREE! and a buzzer: one who folds rather than pay for an exposed wild card (the engine
marks that fold why="wild_cost"), or a No Peek player who turns every card without beating the best
hand. The words name whose moment it is ("CASEY: STRIKE THREE!"): a play-test read an unnamed
STRIKE THREE! over the hand shown in the middle (yours) as your loss, and a GRAND SLAM! came at a
loser's five sevens before the five tens that won. The words stand in the middle of the table above
the showcase of the hand, clear of every seat, the log and the human's cards. With the hints on,
the first time a table shows each of them the words then give way to what they mean
(game.telling.hints). With REDUCED MOTION (`still`) the screen never shakes and the words stand
still in one colour."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from engine.events import Event
from game.felt import layout
from game.felt.centre_words import said_short
from game.platform import palette, sound
from game.platform.juice import Shake
from game.platform.text import BIG, BODY, HEADING, Text, wrap
from game.platform.widgets import panel
from game.telling.hand_forms import in_capitals
from game.telling.hints import STRIKEOUT, moment_meaning
from game.telling.pot_result import MOMENTS
from game.telling.table_moments import (
    BANNER_TIME,
    STRUCK_HOW,
    moment_hand,
    strike_cause,
    struck_out,
    struck_who,
    what_it_is,
    whose,
    winning_moment,
)

SHAKE = (4.0, 0.6)  # pixels, seconds


class TableEffects:
    def __init__(self) -> None:
        self.shake = Shake()
        self.banner = ""
        self.who = ""  # whose moment it is: the seat's name, upper case
        self.hand = ""  # the hand a win's moment is for, in its short form ("Royal flush")
        self.what = ""  # what a win's moment is, said under its words ("A STRAIGHT FLUSH")
        self.cause = ""  # how the moment came (a strike-out's: "out" or "wild_cost")
        self.meaning = ""  # what the banner means, the first time this table shows it
        self.explained: set[str] = set()  # the banners whose meaning this table has said
        self.hints = True  # settings.hints, set by the scene
        self.places = layout.NORMAL  # the table's layout for the TEXT SIZE, set by the scene
        self.banner_left = 0.0
        self.clock = 0.0

    @property
    def still(self) -> bool:
        """REDUCED MOTION (settings.reduced_motion, set by the scene): no shake, no blinking."""
        return self.shake.still

    @still.setter
    def still(self, flag: bool) -> None:
        self.shake.still = flag

    def on_event(self, event: Event, pot: Sequence[Event] = (), names: Sequence[str] = ()) -> float:
        """`pot`: the pot's events shown so far (a win's hand is its seat's showdown among them);
        `names`: the seats' names, to say whose moment it is. Returns how long the table should
        hold for it: a win's words stay up before the pot's result (which hushes them) comes."""
        who = whose(event, names)
        if words := winning_moment(event, pot):
            self.show(words, who=who, hand=moment_hand(event, pot))
            self.what = what_it_is(words, event).upper()
            grand_slam = words == MOMENTS["five_of_a_kind"]
            if grand_slam:
                self.shake.start(*SHAKE)
            sound.play("charge" if grand_slam else "fanfare")
            return self.banner_left
        if struck_out(event):
            cause = strike_cause(event)
            self.show(STRIKEOUT, cause, who)
            self.what = STRUCK_HOW[cause]
            sound.play("strikeout")
            # held like a win's words: a No Peek pot's last Out comes in one move with the best
            # hand's Showdown, which came up under them (a play-test read "ANN / STRIKE THREE!"
            # over Cat's flush in the middle)
            return self.banner_left
        return 0.0

    def show(self, words: str, cause: str = "", who: str = "", hand: str = "") -> None:
        self.banner, self.banner_left, self.who, self.cause, self.hand = words, BANNER_TIME, who, cause, hand
        self.what = ""
        told = words + cause
        self.meaning = moment_meaning(words, cause) if self.hints and told not in self.explained else ""
        if self.meaning:
            self.explained.add(told)
            self.banner_left += BANNER_TIME  # then the meaning, as long again

    def hush(self) -> None:
        """The moment's words give way: to the pot's result, which says them itself, or to your
        decision, whose pot and bet they covered (a play-test: STRIKE THREE! over the pot while you
        were asked to bet). A meaning not said yet is said the next time: a Hold'em newcomer met
        PERFECT GAME! three times with nothing saying what it is; a result that hushed the words
        before their meaning came (as TAB's skip brings it at once) left the meaning marked said."""
        if self.meaning and self.banner_left > BANNER_TIME:
            self.explained.discard(self.banner + self.cause)
        self.banner_left = 0.0

    def update(self, dt: float, scaled: float) -> None:
        """`dt` in real seconds (the banner's blink), `scaled` at the animation speed."""
        self.clock += dt
        self.shake.update(scaled)
        self.banner_left = max(0.0, self.banner_left - scaled)

    @property
    def busy(self) -> bool:
        """Something is moving: the banner blinks or the screen shakes."""
        return self.banner_left > 0 or self.shake.active

    def draw(self, canvas: pygame.Surface, text: Text) -> None:
        if self.banner_left > 0:  # drawn before the shake, so it shakes with the table it covers
            rect, places = banner_rect(self.places), self.places
            panel(canvas, rect, palette.BLACK, palette.GOLD, 2, 6)
            if self.meaning and self.banner_left <= BANNER_TIME:  # the words gave way to what they mean
                lines, size = meaning_lines(self.meaning, places), meaning_size(self.meaning, places)
                top = rect.centery - len(lines) * places.line // 2 + 2
                for row, line in enumerate(lines):
                    at = (rect.centerx, top + row * places.line)
                    text.draw(canvas, line, at, size, palette.WHITE, anchor="midtop", secondary=True)
            else:
                self.draw_words(canvas, text, rect)
        self.shake.apply(canvas, palette.BACKGROUND)

    def draw_words(self, canvas: pygame.Surface, text: Text, rect: pygame.Rect) -> None:
        """The moment's words, blinking, under whose moment it is and, a win's, with which hand
        ("YOU: ROYAL FLUSH" over PERFECT GAME!: moment_line) (on a line of its own: with the name
        on theirs, the words were too wide for the banner)."""
        colour = palette.YELLOW if self.still or int(self.clock * 8) % 2 else palette.ORANGE
        if not self.who:
            size = words_size(text, self.banner, rect.width - BODY)
            text.draw(canvas, self.banner, rect.center, size, colour, anchor="center")
            return
        columns = rect.width // self.places.body - 1
        if self.banner == STRIKEOUT:
            line = struck_who(self.who, columns)
        else:
            line = moment_line(self.who, self.hand, columns)
        gap = what_gap(self.what, self.places)
        if not gap:
            text.draw(
                canvas, line, (rect.centerx, rect.y + 6), self.places.body, palette.WHITE, anchor="midtop"
            )
            text.draw(
                canvas, self.banner, (rect.centerx, rect.bottom - 6), HEADING, colour, anchor="midbottom"
            )
            return
        # three lines where they fit: whose, the words a size down, and what they mean under them (a
        # Hold'em newcomer's play-test met PERFECT GAME! at the table with nothing saying it is the
        # name of a straight flush)
        body, top = self.places.body, rect.y + BORDER + gap
        text.draw(canvas, line, (rect.centerx, top), body, palette.WHITE, anchor="midtop")
        text.draw(
            canvas, self.banner, (rect.centerx, top + body + gap), MOMENT_WORDS, colour, anchor="midtop"
        )
        at = (rect.centerx, top + body + MOMENT_WORDS + 2 * gap)
        text.draw(canvas, self.what, at, self.places.small, palette.WHITE, anchor="midtop", secondary=True)


MOMENT_WORDS = 20  # the moment's words' size over what they mean
BORDER = 2  # the banner's gold edge (draw: panel)


def what_gap(what: str, places: layout.Layout = layout.NORMAL) -> int:
    """The pixels between the banner's three lines (whose moment, its words, what they mean: `what`)
    where they fit in it, each line a pixel apart at least and `what` whole on its line; 0 where
    they do not (TEXT SIZE large: the banner keeps its two lines, the hand said over the words)."""
    rect = banner_rect(places)
    if not what or len(what) * places.small > rect.width - 2 * BORDER:
        return 0
    return max((rect.height - 2 * BORDER - places.body - MOMENT_WORDS - places.small) // 4, 0)


def moment_line(who: str, hand: str, columns: int) -> str:
    """Whose moment it is and, a win's, the hand it is for, in `columns`: "YOU: ROYAL FLUSH", "YOGI:
    FIVE 10'S", the hand as short as the line takes it (centre_words.said_short), the name alone
    where not even its shortest form fits beside it: the banner's words mean nothing to a newcomer
    (PERFECT GAME!) without the hand that made them, in the same glance. A straight flush that fits
    only as "STR FLUSH TO 9" is said "STRAIGHT FLUSH", the moment's meaning whole: a Hold'em
    newcomer at TEXT SIZE large met PERFECT GAME! over "Str", spelled out nowhere."""
    if not hand:
        return who
    room = columns - len(who) - 2
    said = said_short(in_capitals(hand), room)
    if ABBREVIATED in said.split() and len(STRAIGHT_FLUSH) <= room:  # (else "STR FLUSH": WORDS says it)
        said = STRAIGHT_FLUSH
    return f"{who}: {said}" if len(who) + 2 + len(said) <= columns and not said.endswith("\u2026") else who


# a straight's one abbreviation in a hand's narrow forms (game.telling.hand_words), in capitals, and
# the one moment's hand that has it, said whole
ABBREVIATED, STRAIGHT_FLUSH = "STR", "STRAIGHT FLUSH"


def meaning_size(meaning: str, places: layout.Layout = layout.NORMAL) -> int:
    """The size a moment's meaning is said in: the table's words' size, or the small size where
    that would take more than the banner's two lines (TEXT SIZE large: a host play-test read
    "STRIKE THREE: every / card turned, no", the rest cut)."""
    fits = len(wrap(meaning, banner_rect(places).width // places.body - 1)) <= 2
    return places.body if fits else places.small


def meaning_lines(meaning: str, places: layout.Layout = layout.NORMAL) -> list[str]:
    """A moment's meaning in the lines the banner has (two), at meaning_size."""
    return wrap(meaning, banner_rect(places).width // meaning_size(meaning, places) - 1)[:2]


def words_size(text: Text, words: str, width: int) -> int:
    """The largest named size at which the words fit the width."""
    return BIG if text.font(BIG).size(words)[0] <= width else HEADING


def banner_rect(places: layout.Layout = layout.NORMAL) -> pygame.Rect:
    """Between the side seats, over the pot's figure and the stock (whole: a sliver peeking out
    read as garbage) and above the showcase panel of the hand: the seats, the hand shown, the log
    and your cards stay in view."""
    top = places.pot_label[1]  # just under the top seats' blocks and their plates
    return pygame.Rect(places.centre.x, top, places.centre.width, places.showcase.y - top)
