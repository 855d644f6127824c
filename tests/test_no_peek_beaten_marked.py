"""No Peek: a row beaten is marked BEATEN on the TV's plate and every phone alike, however it came
to be beaten: its whole pile turned without beating (struck out), or turned while it led and then
beaten by a later row (a host play-test's Midnight Baseball: Zoe's seven cards all turned, Hal's
three aces over her two pair, and neither the TV nor her phone said so). The row leading is never
marked."""

from __future__ import annotations

import dataclasses

from engine.events import ActionTaken, HandStart, Out
from engine.view import PublicView
from game.felt.director import Director
from game.felt.seat_words import seat_status
from game.felt.table_model import TableModel
from game.party import protocol, room_states
from game.party.beaten_rows import BeatenRows
from game.party.protocol import SeatCard
from game.platform.tween import Tweens
from game.play.host_facts import DeadFold
from game.play.session import Session, direct_setup
from game.play.sitters import Timing
from game.store.settings import Settings
from game.telling.event_words import OUT_STATUS

POTS = 4


def beaten_rows(view: PublicView) -> set[int]:
    """The rows a player reads as beaten: each still in whose whole pile is turned while another
    row leads, and each that struck out (out of the pot with no card of its pile left unturned)."""
    folded = {e.seat for e in view.history if isinstance(e, ActionTaken) and e.action == "fold"}
    struck = {e.seat for e in view.history if isinstance(e, Out)}
    still_in = {
        seat
        for seat in view.live
        if view.lead not in (None, seat) and view.down_counts[seat] == 0 and view.upcards[seat]
    }
    return (still_in | struck) - folded


def play(profile: str, players: int, seed: int) -> tuple[int, int]:
    """A whole session of computer players, the TV's model following every fact and the phones'
    state built with the rows the same facts say (game.party.beaten_rows): each marks BEATEN where
    beaten_rows says, and only there (a fold by a hand that could not win, too: the host's
    DeadFold). (How many times a row was seen beaten while still in the pot, and in all.)"""
    setup = direct_setup(Settings(), profile, players, seed)
    setup.rules = dataclasses.replace(setup.rules, pots=POTS)
    session = Session(setup, demo=True)  # computer players in every seat: nobody waits
    host = session.host
    host.timing = Timing(bot_delay=0.0, hand_pause=0.0)
    host.thinker = None
    tv = host.attach(None, paces=False)
    model, tweens = TableModel(), Tweens()
    director = Director(model, tweens, human=0, style_labels={})
    seats = [SeatCard(f"P{seat}", "guest", "#f2b233") for seat in range(players)]
    fields = protocol.room_fields(setup.rules, players, None, 0, 1, left_wait=20.0)
    live_beaten = seen = 0
    rows = BeatenRows()  # as the phones read the facts
    dead: set[int] = set()  # the pot's hands that could not win folded to a bet (the host's DeadFold)
    host.start()
    for _ in range(20_000):  # a deadline: a session that stalls fails, never hangs
        host.tick()
        for fact in tv.take():
            director.play(fact)
            tweens.finish_all()
            rows.take(fact)
            if isinstance(fact, HandStart):
                dead.clear()
            elif isinstance(fact, DeadFold):
                dead.add(fact.seat)
        table = host.table
        if host.over or table is None:
            break
        if table.is_over or table.between_hands or table.legal_actions() is None:
            continue
        view = table.public_view()
        expected = beaten_rows(view) | dead
        phone = room_states.table_state(
            view, seats, fields, 0, [], paused=False, locked=False, beaten=rows.rows
        )
        for seat in range(players):
            tv_word = seat_status(model.seats[seat])
            if seat in expected:
                assert tv_word == OUT_STATUS, (seat, tv_word, view.history[-3:])
                assert phone["players"][seat]["out"] == OUT_STATUS
            else:
                assert tv_word != OUT_STATUS, (seat, view.history[-3:])
                assert phone["players"][seat]["out"] == ""
        live_beaten += len(expected & set(view.live))
        seen += len(expected)
    session.close()
    assert host.over, "the session did not end"
    return live_beaten, seen


def test_every_beaten_row_reads_beaten_on_the_tv_and_the_phones():
    """Seeded Midnight and Night Baseball sessions of 4 and 5 seats: at every decision, every seat
    whose whole pile is turned and does not lead (or struck out, or folded a hand that could not
    win) reads BEATEN on the TV's plate (seat_status) and in the phones' state, and no other seat
    does; the case the play-test found, a row beaten while still in, came up."""
    live_beaten = seen = 0
    for profile in ("midnight-baseball", "night-baseball"):
        for seed in range(1, 9):
            got = play(profile, 4 + seed % 2, seed)
            live_beaten, seen = live_beaten + got[0], seen + got[1]
    assert live_beaten and seen > live_beaten
