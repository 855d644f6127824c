"""No Peek's BEATEN on the phones is read from the facts the table host published, as the phones are
given them (game.party.beaten_rows), the way the TV's director reads them: never worked out again
from the table (the phones' state did, from the view and the host's own set). The rule stays one,
engine.view.PublicView.beaten, which the host publishes in each Lead fact.

Here the party TV's director is played a fact at a time beside a room with three phones, each fact
counted shown as it is played: after every one, each phone's BEATEN rows are the TV plates'
(never before the TV, never after it). And a Lead published that disagrees with the table is what
the phones say, once the TV has shown it and not before: a test that fails if the phones' state
reads the rows from the view again."""

from __future__ import annotations

import random

import pytest
from party_support import Party

from game.felt.director import Director
from game.felt.seat_words import seat_status
from game.felt.table_model import TableModel
from game.party import room_states
from game.platform.tween import Tweens
from game.play.host_facts import Lead
from game.telling.event_words import OUT_STATUS

PHONES = (1, 2, 3)


def phones_beaten(party: Party, client: int, hand: int) -> set[int] | None:
    """The rows `client`'s last state says BEATEN, None while it shows no table of pot `hand`."""
    state = party.last(client, "state")
    if state is None or state["phase"] != "play" or state["calling"] or state["hand"] != hand:
        return None
    return {row["seat"] for row in state["players"] if row["out"] == OUT_STATUS}


def started(profile: str, seed: int) -> Party:
    party = Party(profile, seats=4, seed=seed)
    for client in PHONES:
        party.join(client, f"P{client}")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    return party


@pytest.mark.parametrize(
    ("profile", "seed"),
    [("night-baseball", 5), ("night-baseball", 7), ("midnight-baseball", 1), ("midnight-baseball", 4)],
)
def test_after_every_fact_the_tv_shows_each_phone_says_beaten_where_its_plates_do(profile, seed):
    party = started(profile, seed)
    room = party.room
    tv = room.host.attach(None, paces=True)
    model, tweens = TableModel(), Tweens()
    director = Director(model, tweens, room.n, {})
    rng = random.Random(seed)
    wrong: list[str] = []
    beaten_still_in = 0
    for _ in range(20_000):
        for fact in tv.take():
            director.play(fact)
            tweens.finish_all()
            tv.shown += 1  # (the phones are given the stream as far as the TV has shown it)
            party.tick()
            plates = {seat for seat, plate in enumerate(model.seats) if seat_status(plate) == OUT_STATUS}
            beaten_still_in += sum(1 for seat in plates if seat in room.table.public_view().live)
            for client in PHONES:
                said = phones_beaten(party, client, model.hand)
                if said is not None and said != plates:
                    wrong.append(f"pot {model.hand}, after {fact}: phone {client} {said}, the TV {plates}")
        if model.hand > 3:
            break
        party.tick(0.1)
        party.answer(rng.choice)
    assert model.hand > 3, "three pots were not played"
    assert not wrong, f"{len(wrong)} facts after which a phone's BEATEN was not the TV's: {wrong[:3]}"
    assert beaten_still_in, "no row was beaten while still in: the case the Lead fact carries did not come"


def test_a_phone_says_the_rows_the_lead_fact_names_once_the_tv_shows_it_whatever_the_table_says():
    party = started("night-baseball", 5)
    room = party.room
    tv = room.host.attach(None, paces=True)
    rng = random.Random(5)
    while room.table is None or room.table.public_view().lead is None:  # a row leads
        tv.take()
        tv.shown = len(room.host.stream)
        party.tick(0.1)
        party.answer(rng.choice)
    view = room.table.public_view()
    named = next(seat for seat in view.live if seat != view.lead and seat not in view.beaten)
    tv.take()
    tv.shown = len(room.host.stream)
    party.tick()
    assert all(named not in phones_beaten(party, client, view.hand) for client in PHONES)
    room.host.publish(Lead(view.lead, frozenset({named})))  # a fact the table's view does not say
    party.tick()
    assert all(named not in phones_beaten(party, client, view.hand) for client in PHONES), (
        "a phone said BEATEN before the TV showed it"
    )
    tv.take()
    tv.shown += 1  # the TV shows it
    party.tick()
    assert all(named in phones_beaten(party, client, view.hand) for client in PHONES), (
        "the phones did not read BEATEN from the fact the TV showed"
    )


def test_the_state_builder_marks_the_rows_it_is_given_and_not_the_views():
    """room_states.table_state works no BEATEN out of the view: given rows the view disagrees with,
    it says those (it said the view's too)."""
    party = started("night-baseball", 5)
    room = party.room
    party.play_until(lambda: bool(room.table.public_view().beaten), random.Random(5).choice)
    view = room.table.public_view()
    other = next(seat for seat in range(room.n) if seat not in view.beaten)
    fields = room.room_fields()
    for given in (set(), {other}):
        state = room_states.table_state(
            view, room.seat_cards(), fields, 0, [], paused=False, locked=False, beaten=given
        )
        assert {row["seat"] for row in state["players"] if row["out"] == OUT_STATUS} == given
