"""A No Peek pile's count follows the cards as drawn, not the table's facts: a Hold'em newcomer's
play-test read "7 LEFT" beside one turned card, the second still a back on its way off the pile,
the count catching up a moment later. Frame by frame through a turn, the faces drawn and the count
left make the seat's cards."""

from __future__ import annotations

import pytest
from test_director_tells_after_the_cards import SEATS, face_drawn, frame
from test_ui_support import Tape

from engine.cards import parse_cards
from engine.events import Deal, HandStart, SessionStart, Turn
from engine.profile import load_profile
from game.felt.director import Director
from game.felt.pile_layout import seat_count
from game.felt.table_model import TableModel
from game.felt.table_player import TablePlayer
from game.platform.tween import Tweens


@pytest.mark.parametrize("still", [False, True], ids=["moving", "reduced-motion"])
@pytest.mark.parametrize("seat", [0, 1])
def test_count_and_faces_make_the_seats_cards_at_every_frame(seat, still):
    deals = [Deal(s, None, "down", "street") for _ in range(4) for s in range(3)]
    turns = [Turn(seat, card) for card in parse_cards("Kc 2h")]
    facts = [
        SessionStart("night-baseball", load_profile("night-baseball"), SEATS, 1, 8),
        HandStart(1, 2, None),
        *deals,
        *turns,
    ]
    model, tweens = TableModel(), Tweens()
    director = Director(model, tweens, human=0, style_labels={})
    director.bots, director.still = {1, 2}, still
    player = TablePlayer(director, tweens, Tape(facts))
    player.fetch()
    wrong, counted = [], set()
    for step in range(800):
        frame(player)
        held = model.seats[seat]
        if len(held.cards) < 4 or any(sprite.flight < 1 for sprite in held.cards if sprite.face == "down"):
            continue  # (still being dealt)
        said = seat_count(held, director.slots[seat], director.seat_places(seat))
        left = 0 if said is None else int(said[0].split()[0])
        faces = sum(face_drawn(sprite, still) for sprite in held.cards)
        counted.add(left)
        if left + faces != len(held.cards):
            wrong.append((step, left, faces))
    assert counted == {4, 3, 2}, counted  # the turns were seen through
    assert not wrong, wrong
