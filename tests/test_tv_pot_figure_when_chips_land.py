"""The TV's pot and each seat's net change when a payment's chips land, not as they take off (a
play-test: the TV's pot ran about 0.4 s ahead of its own chips, and of the phones, which change
when the chips land). The TV here is the party TV's presenter (game.felt.table_player) stepped a
frame at a time through three pots of a party."""

from __future__ import annotations

from fractions import Fraction

from party_support import Party
from test_party_phones_follow_the_chips_and_the_deal import GUEST, STEP, passive
from tv_presenter import paced_tv

from engine.events import Event, HandStart
from game.felt.table_model import ChipSprite
from game.play.landed_money import payment


def test_the_tvs_pot_and_nets_change_the_frame_a_payments_last_chip_lands():
    party = Party("baseball", seats=3)
    room = party.room
    tv, model = paced_tv(room.n, room.host.attach(None, paces=True))
    party.join(GUEST, "Ann")
    party.send(GUEST, {"type": "start", "token": party.tokens[GUEST]})
    # this pot's payments as the TV played them: (seat, amount into the pot, the chips carrying it)
    payments: list[tuple[int, Fraction, list[ChipSprite]]] = []
    start_nets: list[Fraction] = []  # each seat's net when the pot began
    checked = {"flying": 0, "landed": 0}
    for _ in range(60000):
        tv.fetch()
        tv.advance(STEP, 1.0)
        while True:
            chips = list(model.chips)
            fact = tv.next_event()
            if fact is None:
                break
            if isinstance(fact, HandStart):
                payments.clear()
                start_nets[:] = [seat.net for seat in model.seats]
            moved = payment(fact) if isinstance(fact, Event) else None
            if moved is not None:
                new = [chip for chip in model.chips if not any(chip is old for old in chips)]
                payments.append((moved.seat, moved.amount, new))
        tv.settle()
        tv.report(False)
        party.tick(STEP)
        if model.hand > 3:
            break
        # the figures say what has landed: each payment whose chips have all landed, none in flight
        landed = [
            (seat, amount)
            for seat, amount, chips in payments
            if not set(map(id, chips)) & set(map(id, model.chips))
        ]
        assert model.pot == sum(amount for _, amount in landed), (model.hand, model.pot, payments)
        for seat, net in enumerate(start_nets):
            assert model.seats[seat].net == net - sum(a for s, a in landed if s == seat), (model.hand, seat)
        checked["flying" if len(landed) < len(payments) else "landed"] += 1
        party.answer(passive)
    assert model.hand > 3, "the pots were not played"
    assert checked["flying"] > 100 and checked["landed"] > 100, checked
