"""A No Peek pot's rows beaten are published before its result (issue 31: in a guided Midnight pot
ended by Casey's beat over your whole pile, Babe's plate read BEATEN under the result and yours
did not: the host published the lead the beat moved, with the rows it beat, after the pot's result,
so every screen showed the result first). No lead fact comes between a pot's result and the next
deal, and the pots ended by a beat over a row with its pile all turned came up."""

from __future__ import annotations

import dataclasses

from engine.events import HandStart
from game.felt.director import Director
from game.felt.seat_words import seat_status
from game.felt.table_model import TableModel
from game.platform.tween import Tweens
from game.play.host_facts import Lead, PotDone
from game.play.session import Session, direct_setup
from game.play.sitters import Timing
from game.store.settings import Settings
from game.telling.event_words import OUT_STATUS


def test_a_pots_rows_beaten_come_before_its_result():
    beaten_at_results = 0
    for profile in ("midnight-baseball", "night-baseball"):
        for seed in range(1, 7):
            setup = direct_setup(Settings(), profile, 4, seed)
            setup.rules = dataclasses.replace(setup.rules, pots=4)
            session = Session(setup, demo=True)
            host = session.host
            host.timing, host.thinker = Timing(bot_delay=0.0, hand_pause=0.0), None
            tv = host.attach(None, paces=False)
            model, tweens = TableModel(), Tweens()
            director = Director(model, tweens, human=0, style_labels={})
            shown = False  # a pot's result shown, its next deal not yet
            host.start()
            for _ in range(20_000):
                host.tick()
                for fact in tv.take():
                    assert not (shown and isinstance(fact, Lead)), (profile, seed, fact)
                    if isinstance(fact, PotDone):
                        shown = True
                        live = {seat for seat, s in enumerate(model.seats) if not s.folded}
                        beaten_at_results += sum(
                            seat_status(model.seats[seat]) == OUT_STATUS for seat in live
                        )
                    elif isinstance(fact, HandStart):
                        shown = False
                    director.play(fact)
                    tweens.finish_all()
                if host.over or host.table is None:
                    break
            session.close()
    assert beaten_at_results  # (rows read BEATEN under a result: the case came up)
