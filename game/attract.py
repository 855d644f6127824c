"""Attract mode's timing and its demo tables: after a while without input on the title, the
computer plays a demo table of a random profile under a blinking PRESS START, then the hall of
fame is shown, then the title again. The demo table itself is game.scenes.table.DemoTable."""

from __future__ import annotations

import random

from game.session import Setup, profiles, styles

IDLE_BEFORE = 30.0  # seconds of no input on the title before the demo starts
DEMO_POTS = 2  # pots played before the hall of fame is shown
END_OF_POT_PAUSE = 2.0  # seconds the result stays on the table between pots
MAX_DEMO_PLAYERS = 6


def demo_setup(rng: random.Random) -> Setup:
    """A random usable profile, a random number of players and random opponents."""
    entry = rng.choice([entry for entry in profiles() if entry.ok])
    rules = entry.rules
    assert rules is not None  # a usable entry has its rules
    top = min(rules.max_players, MAX_DEMO_PLAYERS)
    if rules.flow == "no_peek":
        top = min(top, 52 // (rules.cards + 3))  # leave room for bonus cards
    players = rng.randint(rules.min_players, max(rules.min_players, top))
    setup = Setup(entry.id, rules, players, seed=rng.randrange(1 << 31))
    choices = [style.id for style in styles()]
    setup.fill_opponents(choices[0], "normal")
    for opponent in setup.opponents:
        opponent.style = rng.choice(choices)
    return setup
