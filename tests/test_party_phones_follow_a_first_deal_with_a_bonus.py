"""Every seat's cards, the log and the turn on a phone follow the TV through a party's first deal,
started from a phone's START, in which a four dealt face up earns its bonus card before the others'
up cards come (a host play-test's phones showed the others' up cards, "Cat opens: best showing"
and Cat's turn while the TV still dealt: screenshots a second apart, the deal finishing between
them, but the tests before this one watched only the phone's own seat). The TV here is the party
TV's presenter (game.felt.table_player) stepped a frame at a time."""

from __future__ import annotations

import pytest
from own_lines_support import phone_log_in_tv_words
from party_support import Party
from test_party_phones_follow_the_chips_and_the_deal import landed_at, passive
from tv_presenter import paced_tv, tv_frame

from engine.events import Deal, RoundStart

SEED = 13  # seat 2's first up card is a four: its bonus card comes before seats 0's and 1's up cards


def plain(line: str) -> str:
    return line.replace("\xa0", " ").casefold()


@pytest.mark.parametrize("step", [0.02, 0.25])  # a smooth TV, and one whose frames crawl (the longest step)
def test_no_phone_shows_a_card_a_line_or_a_turn_before_the_tv(step):
    party = Party("baseball", seats=3, seed=SEED)
    room = party.room
    tv, model = paced_tv(room.n, room.host.attach(None, paces=True))
    party.join(1, "Ann")
    party.join(2, "Bob")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    table = room.host.table
    assert table is not None
    first_ups = []
    for event in table.events_for_list(None):
        if isinstance(event, RoundStart):
            break
        if isinstance(event, Deal) and event.face == "up" and event.card is not None:
            first_ups.append((event.seat, event.card.rank))
    assert first_ups[:2] == [(2, "4"), (2, first_ups[1][1])] and len(first_ups) == 4, first_ups
    tv_lines: set[str] = set()
    asked = {1: 0, 2: 0}  # turns each phone has been offered
    for _ in range(int(120 / step)):
        tv_frame(tv, step)
        tv_lines.update(plain(line) for line in model.log)
        party.tick(step)
        if model.hand > 1:
            break
        for client in (1, 2):
            state = party.last(client, "state")
            if state is None or state["phase"] != "play":
                continue
            for row in state["players"]:
                cards, landed = len(row["up"]) + row["down"], landed_at(tv, model, row["seat"])
                assert cards <= landed, f"seat {row['seat']}: {cards} cards on a phone, {landed} on the TV"
            names = [row["name"] for row in state["players"]]  # (its own lines said to it: "You ...")
            ahead = [line for line in phone_log_in_tv_words(state, names) if plain(line) not in tv_lines]
            assert not ahead, f"the phone says {ahead} before the TV's log: {sorted(tv_lines)}"
            offers = sum(message["type"] == "your_turn" for message in party.inbox[client])
            if offers > asked[client]:  # its buttons: once the TV has landed and settled the move before
                assert tv.caught_up, "a phone's turn came while the TV still showed the move before it"
                asked[client] = offers
        party.answer(passive)
    assert model.hand > 1 and all(asked.values()), f"the first pot was not played through: {asked}"
