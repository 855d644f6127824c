"""A folded seat's face-up cards stay on the table, dimmed, until the pot ends: a newcomer
counting outs in a stud game saw them vanish with the fold. Its hidden cards (No Peek: its pile)
still go back to the stock. The coach counts the dead cards as seen (its situation is the seat's
view, where a folded seat's upcards stay)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from frame_checks import frame_problems
from test_ui_card_rows import table

from engine.actions import Action
from engine.bots import reading
from engine.bots.baselines import CallingPlayer
from engine.events import ActionTaken, HandStart
from engine.profile import load_profile
from engine.table import SeatInfo, Table
from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME

NINE = "x x Th 4h +Td Tc Ks Qs 9d"  # nine cards, a bonus card among them: seven face up


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [2, 5, 8])
def test_a_folded_seats_upcards_stay_dimmed_and_its_hidden_cards_go(app, size, players):
    places = layout.LAYOUTS[size]
    director, model, tweens = table(players, places, dict.fromkeys(range(players), NINE))
    folder = 1
    director.play(ActionTaken(folder, "fold", Fraction(0), Fraction(1)))
    tweens.finish_all()
    seat = model.seats[folder]
    assert [s.face for s in seat.cards] == ["up"] * (len(NINE.split()) - NINE.split().count("x"))
    assert all(s.dim and s.shown for s in seat.cards)
    assert seat.showing == ""  # a folded hand is not in the running: no words for it
    FRAME.clear()
    TableRenderer(app.text, app.cards, places=places).draw(app.display.canvas, model, director)
    drawn = [item.rect for item in FRAME.items if item.kind == "card"]
    for x, y in director.seat_places(folder):  # each dead card drawn where it lies
        assert any(abs(r.x - x) <= 2 and abs(r.y - y) <= 2 and r.size == (CARD_W, CARD_H) for r in drawn)
    assert frame_problems(f"{size} x{players}") == []
    director.play(HandStart(2, 0, None))  # the pot is over: the next deal clears them
    assert model.seats[folder].cards == []


def test_in_no_peek_the_pile_goes_and_the_turned_row_stays(app):
    director, model, tweens = table(4, layout.NORMAL, {})
    model.no_peek = True
    seat = model.seats[2]
    for sprite in seat.cards[:2]:
        sprite.face = "down"
    turned = [s for s in seat.cards if s.face == "up" and s.card is not None]
    director.play(ActionTaken(2, "fold", Fraction(0), Fraction(1)))
    tweens.finish_all()
    assert seat.cards == turned and all(s.dim for s in seat.cards)


def test_the_coach_counts_a_folded_seats_upcards_as_seen():
    """The seat's view keeps a folded seat's upcards, and the coach's situation (the one it
    estimates from, game.felt.coach.estimate) counts them among the cards seen, not the unseen."""
    checked = 0
    for seed in range(6):
        table_ = Table(
            load_profile("seven-card-stud"), [SeatInfo(f"P{i}", "bot", "t") for i in range(4)], seed
        )
        caller, folded = CallingPlayer(), set()
        while not table_.is_over and table_.hand is not None and table_.hand.number == 1:
            legal = table_.legal_actions()
            view = table_.view(legal.seat)
            if not folded and legal.decision == "bet" and "fold" in legal.kinds:
                folded.add(legal.seat)
                table_.apply(Action(legal.seat, "fold"))
                continue
            for gone in folded:
                if gone == view.seat:
                    continue
                situation = reading.situation(view)
                assert view.upcards[gone] and set(view.upcards[gone]) <= set(situation.seen)
                assert not set(view.upcards[gone]) & set(situation.unseen())
                checked += 1
            table_.apply(caller.decide(view, legal))
    assert checked > 0
