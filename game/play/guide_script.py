"""What a guided first hand has said and has yet to say (the guided table, GuidedTable in
game.screens.scenes.guided_table, shows it): each moment once, its words waiting until their move is
shown; a moment about your own decision waits for your turn; and once the guide's last pot is
over, its closing words, with no more skipping to offer.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.events import ActionTaken, Award, Event, HandEnd, HandStart, PotGame
from engine.rules import Rules
from engine.view import SeatView
from game.play.guided import CALLED_POT_PAGES, CHOSEN, MOMENTS, OWN_CALL, READ_PAUSE
from game.telling.guide_words import (
    FOLLOWS,
    OWN_MOMENTS,
    PRICED,
    called_intro,
    closing_line,
    folded,
    guide_line,
    moment,
    priced,
)
from game.telling.hints import LeadTaken


class GuideScript:
    def __init__(self, human: int, profile_id: str = "") -> None:
        """`profile_id`: the game whose guide this is, which tells only the moments it is built to
        show (MOMENTS, and CHOSEN): Midnight's and Dealer's Choice's leave out what the other guides
        teach (newcomers' play-tests met pot odds, AUTO-CHECK and wild cards taught twice); "" for
        every moment."""
        self.human = human
        built = MOMENTS.get(profile_id)
        self.shows = None if built is None else frozenset(built) | frozenset(CHOSEN)
        self.told: list[str] = []  # the moments said, in the order said: each once (but `pages`)
        # after your own call of a Dealer's Choice pot: the called game's own pages not yet shown
        # (its intro, its fours' bonus cards: CALLED_POT_PAGES), each let through once (a newcomer's
        # play-test called Baseball and met a four's bonus card with no word); None before it
        self.pages: set[str] | None = None
        self.games: list[str] = []  # the games of the pots dealt so far (a Dealer's Choice)
        self.dealt: list[Rules] = []  # ...and their rules
        self.coming: dict[str, str] = {}  # moment -> its words, said when its move is all shown
        self.line = ""  # the words while the table stops for them
        # ...and those of the same moment on its next page (TEXT SIZE large: game.felt.guide_view)
        self.rest = ""
        self.over = False  # the last pot is over: its result, then the closing words
        self.stopped = False  # skipped mid-hand (`stop`): the hand plays on without words
        self.up = 0.0  # seconds the words have been up (or since the last press too soon to read them)
        self.held = False  # a lone press came too soon: it turns the page once the words are read
        # No Peek: your lead beaten ("beaten_turn"), its words waiting for the end of the new
        # lead's betting round, where the table host says who turns next (`round_over`)
        self.beaten: tuple[Event, Sequence[Event], Rules, Sequence[str], LeadTaken | None] | None = None

    def note(
        self,
        event: Event,
        before: Sequence[Event],
        rules: Rules,
        names: Sequence[str],
        taken: LeadTaken | None = None,
    ) -> None:
        """The moment `event` shows, if any and not yet told, queued with its words (and the
        moment that goes on from it). After your own call of a Dealer's Choice pot, only the pages
        of the called game's own guide, each once (its intro too, unless its game was dealt
        before): the pot you called is yours to play, its game perhaps new to you. Its intro says
        nothing the guide's have said (called_intro: a game dealt as an earlier pot's, only what
        differs; never the ante again). `taken`: No Peek's lead taken now, as the table host
        published it (game.play.lead_now): why a row leads, in the words."""
        if isinstance(event, PotGame):
            self.call_pages(event.profile)
            self.games.append(event.profile)
            self.dealt.append(event.rules)
        key = moment(event, before, rules, self.human, taken)
        if key is None or key in self.coming or not self.may_tell(key):
            return
        if key in OWN_MOMENTS and folded(before, self.human):  # (no decision of yours is to come)
            return
        if key == "beaten_turn":  # (who turns after its round: said once the round is over)
            self.beaten = (event, list(before), rules, names, taken)
            return
        words = guide_line(key, event, before, rules, names, self.human, taken=taken)
        if key == "start" and OWN_CALL in self.told:  # (your called pot's game: said once a guide)
            words = called_intro(words, rules, self.dealt[:-1])
        self.queue(key, words)
        if (then := FOLLOWS.get(key)) is not None:
            self.queue(then, guide_line(then, event, before, rules, names, self.human, taken=taken))

    def fold_now(self, event: Event) -> bool:
        """`event` is your fold, its words next to say: said at once, the hand playing on after them."""
        return (
            isinstance(event, ActionTaken)
            and event.seat == self.human
            and next(iter(self.coming), "") == "you_folded"
        )

    def round_over(self, turner: int | None) -> None:
        """A betting round is over and `turner` turns next (None: nobody, or you are out of the
        pot): your beaten lead's turn words, waiting for this, say so and who turns before you."""
        if self.beaten is not None and turner is not None:
            event, before, rules, names, taken = self.beaten
            said = guide_line("beaten_turn", event, before, rules, names, self.human, turner, taken)
            self.queue("beaten_turn", said)
        self.beaten = None

    def call_pages(self, profile: str) -> None:
        """A pot's game is set: the one you called (after OWN_CALL) opens its guide's pages."""
        if OWN_CALL in self.told and self.pages is None:
            shown = set(self.told) - ({"start"} if profile not in self.games else set())
            self.pages = set(MOMENTS.get(profile, ())) & CALLED_POT_PAGES - shown

    def may_tell(self, key: str) -> bool:
        """Whether the moment `key` may still be told: never once stopped; before your own call,
        each of this guide's (`shows`) once; after it, the called game's pages (`pages`), each once."""
        if self.stopped:
            return False
        if OWN_CALL not in self.told:
            return key not in self.told and (self.shows is None or key in self.shows)
        return self.pages is not None and key in self.pages

    def queue(self, key: str, words: str) -> None:
        if self.may_tell(key):
            self.coming[key] = words
            if self.pages is not None:
                self.pages.discard(key)

    def stop(self) -> None:
        """No more words: none up, none to come, but the closing words after the result (S,
        skipping the guide mid-hand)."""
        self.stopped = True
        self.coming.clear()
        self.line = self.rest = ""

    def due(self, pending: Sequence[object], shown: Sequence[object], actor: int | None) -> bool:
        """Words are coming and their move is shown: all of it, or up to its pot's award (a
        showdown is told before the chips go), or up to the deal (what the game is, before a
        card); a moment about your own decision only once it is yours (a play-test: "you are
        asked to bet" came while Babe was to act)."""
        if not self.coming:
            return False
        if next(iter(self.coming)) in OWN_MOMENTS:
            return not pending and actor == self.human
        at_deal = len(shown) == 1 and isinstance(shown[0], HandStart)
        return not pending or at_deal or isinstance(pending[0], (Award, HandEnd))

    def say_next(self, view: SeatView | None = None) -> None:
        """The next moment's words; a decision's with its prices from your `view`, now that it is yours."""
        key = next(iter(self.coming))
        self.told.append(key)
        words = self.coming.pop(key)
        self.line = priced(words, view) if key in PRICED and view is not None else words
        self.up, self.held = 0.0, False

    def read(self, dt: float) -> bool:
        """The words have been up `dt` seconds longer; True when a press held (go_on) is now due."""
        self.up += dt
        return self.held and self.up >= READ_PAUSE

    @property
    def page(self) -> str:
        """The words of the page up (`line` but those kept for its next page)."""
        return self.line[: len(self.line) - len(self.rest)].strip()

    def go_on(self, named: bool = False, mashed: bool = False) -> bool:
        """A press read the words: their next page, else none (the table plays on); True. A press
        within READ_PAUSE of the words coming up cannot have read them (a play-test: a key pressed
        during the deal closed "your first card is a four" as it came up, unread): the words stay,
        False. A lone press then is held, never lost: it turns the page once the words have been up
        READ_PAUSE (a newcomer's play-test pressed once, a second after the last page, and nothing
        happened); one `mashed`, within READ_PAUSE of the press before it, is mashing: the words
        wait until it stops. The key the page names (`named`: "Press A") is read at once."""
        if self.up < READ_PAUSE and not named:
            if mashed:
                self.up, self.held = 0.0, False
            else:
                self.held = True
            return False
        self.line, self.rest, self.up, self.held = self.rest, "", 0.0, False
        return True

    def close(self) -> None:
        """The guide's last pot is over and its result seen: what it showed, and where the rules are."""
        self.over = True
        self.line, self.up, self.held = closing_line(self.told), 0.0, False
