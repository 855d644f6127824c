"""What a guided first hand has said and has yet to say (the guided table, GuidedTable in
game.screens.scenes.table, shows it): each moment once, its words waiting until their move is
shown; a moment about your own decision waits for your turn; and once the guide's last pot is
over, its closing words, with no more skipping to offer.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.events import Award, Event, HandEnd, HandStart
from engine.rules import Rules
from game.telling.guide_words import OWN_MOMENTS, closing_line, guide_line, moment


class GuideScript:
    def __init__(self, human: int) -> None:
        self.human = human
        self.told: list[str] = []  # the moments said, in the order said: each once
        self.coming: dict[str, str] = {}  # moment -> its words, said when its move is all shown
        self.line = ""  # the words while the table stops for them
        self.over = False  # the last pot is over: its result, then the closing words

    def note(self, event: Event, before: Sequence[Event], rules: Rules, names: Sequence[str]) -> None:
        """The moment `event` shows, if any and not yet told, queued with its words."""
        key = moment(event, before, rules, self.human)
        if key is not None and key not in self.told and key not in self.coming:
            self.coming[key] = guide_line(key, event, before, rules, names, self.human)

    def queue(self, key: str, words: str) -> None:
        if key not in self.told:
            self.coming[key] = words

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

    def say_next(self) -> None:
        key = next(iter(self.coming))
        self.told.append(key)
        self.line = self.coming.pop(key)

    def close(self) -> None:
        """The guide's last pot is over and its result seen: what it showed, and where the rules are."""
        self.over = True
        self.line = closing_line(self.told)
