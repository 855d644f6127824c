"""No Peek: a lead taken on kickers over a row the seats name alike says the kicker that decided it
at either TEXT SIZE. A newcomer's Midnight play-test at large read 'CASEY LEADS:' over 'EIGHT HIGH'
beside Babe's "Eight high": Casey's 8-5-4 beat Babe's lone 8, but "EIGHT HIGH, KICKERS 5 4" did not
fit the large centre's two lines, and the beat ("8-5 BEATS 8 ALONE") stood aside for a kicker that
was not said (game.felt.centre_words.kicker_kept); and a beat of two lines ("KICKERS Q-10 BEAT" over
"Q ALONE") is given the lines it takes under whose lead it is (alike_room)."""

from __future__ import annotations

import dataclasses

import pytest

from engine.events import RoundStart
from game.felt import layout
from game.felt.centre_words import KICKER, centre_lines, named_alike
from game.felt.director import Director
from game.felt.table_draw import TableRenderer
from game.felt.table_model import TableModel
from game.platform.tween import Tweens
from game.play.session import Session, direct_setup
from game.play.sitters import Timing
from game.store.settings import Settings
from game.telling.hints import LeadTaken

PLAYERS = 4


def leads_on_kickers(profile: str, seed: int):
    """A seeded session of computer players, shown at once on a TV's director: its model at each
    round opened by a lead taken on kickers (a card the rows' words do not name decides:
    game.telling.lead_decider) over a row the seats name alike."""
    setup = direct_setup(Settings(), profile, PLAYERS, seed)
    setup.rules = dataclasses.replace(setup.rules, pots=4)
    session = Session(setup, demo=True)
    host = session.host
    host.timing = Timing(bot_delay=0.0, hand_pause=0.0)
    host.thinker = None
    tv, tweens = host.attach(None, paces=True), Tweens()
    director, decider = Director(TableModel(), tweens, PLAYERS, {}), ""
    host.start()
    for _ in range(100_000):
        host.tick()
        for fact in tv.take():
            director.play(fact)
            tweens.finish_all()
            if isinstance(fact, LeadTaken):
                decider = fact.decider
            elif isinstance(fact, RoundStart):
                if decider and named_alike(director.model):
                    yield director.model
                decider = ""
        tv.shown, tv.holding = tv.taken, False
        if host.over and tv.caught_up:
            break
    session.close()
    assert host.over


@pytest.mark.parametrize("profile", ["night-baseball", "midnight-baseball"])
def test_every_lead_taken_on_kickers_says_the_kicker(app, profile):
    """At the normal size and at large (in the lines the table gives the centre there, over the
    prompt's one), the hints on, the centre says the beat or the hand to beat with its kickers."""
    large = TableRenderer(app.text, app.cards, places=layout.LARGE)
    decided = 0
    for seed in range(1, 9):
        for model in leads_on_kickers(profile, seed):
            decided += 1
            for columns, most in (
                (layout.LAYOUTS["normal"].columns, None),
                (layout.LARGE.columns, large.words_room(model, 1, 0)),
            ):
                lines = centre_lines(model, True, columns, most)
                said = " ".join(lines)
                assert model.beat in said or KICKER in said, (lines, model.beat)
    assert decided > 3
