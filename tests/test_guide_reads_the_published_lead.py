"""The guided hand's words say why a No Peek row leads ("Casey beat your hand: Three of a kind
beats a pair.") from the lead taken the table host published before the round it opens
(hints.LeadTaken, read by game.play.lead_now), as the TV's centre and the phones say it: the guide
worked it out again from the pot's events (hints.lead_taken), a second rule beside the host's."""

from __future__ import annotations

import dataclasses

from test_guided import play_guide

from game.play import fact_stream


def test_the_guide_says_the_lead_taken_the_host_published(app, monkeypatch):
    published = fact_stream.round_lead

    def doctored(*args):  # each lead taken as published, its why changed
        taken = published(*args)
        return taken and dataclasses.replace(taken, why=f"SEAT {taken.seat} OVER {taken.beaten}")

    monkeypatch.setattr(fact_stream, "round_lead", doctored)
    words = dict(play_guide(app, "night-baseball"))
    assert words["beaten_turn"].startswith("Casey beat your hand: Seat 2 over 0."), words["beaten_turn"]
    assert words["you_lead"].startswith("You lead now: Seat 0 over 2."), words["you_lead"]
