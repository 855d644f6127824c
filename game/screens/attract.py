"""Attract mode: after a while without input on the title, the game shows its pages in turn, how
to play (its first pages in turn), the hall of fame and a demo table of a random profile played by
the computer under a blinking PRESS START, then the title again, and round once more. Any input
brings the player back: to the title, or, when the game came here because the human was away from
a session (game.screens.table_scene), straight back to that session at the decision where it
stopped.

`AttractCycle` is the running cycle, handed to each page as it opens (`attract=`); the pages
call `next` when their time is up and `wake` at any input. The demo table itself is
game.screens.scenes.table.DemoTable."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.play.resume import SavedSession
from game.play.session import Setup, profiles, styles
from game.screens import openers

if TYPE_CHECKING:
    from game.screens.scene import Opening, SceneHost

IDLE_BEFORE = 30.0  # seconds of no input on the title before the cycle starts (the title's turn)
PAGES = ("howto", "hall_of_fame", "demo")  # after the title, in this order (their openers' names)
PAGE_TIME = 10.0  # seconds the hall of fame stays
# how to play turns its pages: a Hold'em newcomer's play-test saw only its first, the game's deal,
# never what is wild nor what wins; the first HOWTO_PAGES of the game's rules (not the keys), each
# HOWTO_PAGE_TIME seconds, time to read a page's forty words
HOWTO_PAGES = 4
HOWTO_PAGE_TIME = 7.0
HOWTO_TIME = HOWTO_PAGES * HOWTO_PAGE_TIME  # the longest how to play stays (a game of fewer pages, less)
DEMO_POTS = 2  # pots played before the hall of fame is shown
END_OF_POT_PAUSE = 2.0  # seconds the result stays on the table between pots
MAX_DEMO_PLAYERS = 6


class AttractCycle:
    def __init__(self, saved: SavedSession | None = None) -> None:
        self.saved = saved  # the session the human was away from, if any
        self.page = -1  # index in PAGES of the page showing; -1: the title

    def start(self, app: SceneHost) -> None:
        """From the title: the first page."""
        page = self.opening(PAGES[0])
        if page is not None:
            self.page = 0
            app.push(page)

    def next(self, app: SceneHost) -> None:
        """The page's time is up: the next page, or the title again after the last."""
        self.page += 1
        page = self.opening(PAGES[self.page]) if self.page < len(PAGES) else None
        if page is not None:
            app.replace(page)
        else:
            self.page = -1
            app.back()

    def opening(self, page: str) -> Opening | None:
        """The page called `page` (None: a demo with no usable profile, so the title instead)."""
        if page == "howto":
            return openers.howto(attract=self)
        if page == "hall_of_fame":
            return openers.hall_of_fame(attract=self)
        setup = demo_setup(random.Random())
        return None if setup is None else openers.demo(setup=setup, attract=self)

    def wake(self, app: SceneHost) -> None:
        """Someone pressed something: back to the session they were away from, or to the title."""
        on_page, self.page = self.page >= 0, -1
        if self.saved is not None:
            app.go(openers.table(setup=self.saved.setup, saved=self.saved))
        elif on_page:
            app.back()


def demo_setup(rng: random.Random) -> Setup | None:
    """A random usable profile, a random number of players and random opponents (None: no usable profile)."""
    usable = [(entry.id, entry.rules) for entry in profiles() if entry.rules is not None]
    if not usable:
        return None
    profile_id, rules = rng.choice(usable)
    top = min(rules.max_players, MAX_DEMO_PLAYERS)
    if rules.flow == "no_peek":
        top = min(top, 52 // (rules.cards + 3))  # leave room for bonus cards
    players = rng.randint(rules.min_players, max(rules.min_players, top))
    setup = Setup(profile_id, rules, players, seed=rng.randrange(1 << 31))
    choices = [style.id for style in styles()]
    setup.fill_opponents(choices[0], "normal")
    for opponent in setup.opponents:
        opponent.style = rng.choice(choices)
    return setup
