"""The TV marks a card a four earned with an orange "+" tag; the phones showed it as any other (a
guest play-test's Bob, a 4 of hearts up, and the free card beside it unmarked). Every state's row
says which of its face-up cards are bonus cards (`bonus`), as the TV has landed them when it paces
the phones (game.party.paced_pot). The page's mark: tests/test_party_phone_long_names_and_ranks_e2e.py."""

from __future__ import annotations

from party_support import Party
from test_party_phones_follow_a_first_deal_with_a_bonus import SEED
from test_party_phones_follow_the_chips_and_the_deal import passive
from tv_presenter import paced_tv, tv_frame

from engine.events import Deal


def first_bonus(party: Party) -> tuple[int, str]:
    table = party.room.host.table
    assert table is not None
    deal = next(e for e in table.events_for_list(None) if isinstance(e, Deal) and e.why == "bonus")
    assert deal.seat is not None and deal.card is not None and deal.face == "up"
    return deal.seat, str(deal.card)


def rows(party: Party, client: int) -> list[dict]:
    state = party.last(client, "state")
    assert state is not None and state["phase"] == "play"
    return state["players"]


def test_a_state_names_the_bonus_cards_of_each_row():
    party = Party("baseball", seats=3, seed=SEED)
    party.join(1, "Ann")
    party.join(2, "Bob")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    seat, card = first_bonus(party)
    for row in rows(party, 1):
        assert row["bonus"] == ([card] if row["seat"] == seat else []), row
        assert set(row["bonus"]) <= set(row["up"])  # the four itself is not one


def test_a_paced_phone_marks_the_bonus_card_when_the_tv_lands_it():
    party = Party("baseball", seats=3, seed=SEED)
    tv, _ = paced_tv(party.room.n, party.room.host.attach(None, paces=True))
    party.join(1, "Ann")
    party.join(2, "Bob")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    seat, card = first_bonus(party)
    for _ in range(2000):
        tv_frame(tv, 0.05)
        party.tick(0.05)
        state = party.last(1, "state")
        if state is not None and state["phase"] == "play":
            row = state["players"][seat]
            assert row["bonus"] == ([card] if card in row["up"] else []), row
            if row["bonus"]:
                return
        party.answer(passive)
    raise AssertionError("the bonus card never reached the phone")
