"""A player at the TV and a game whose every pot deals hidden cards chosen NEXT GAME mid-game: she
keeps her seat to the game in play's last pot and leaves the TV as the next game starts, a computer
player in her seat from its first pot; the question says so in two short lines. A host play-test
chose Baseball from Midnight Baseball with GRANDPA JO at the TV, read a 9-line paragraph under
TAKE GRANDPA JO OFF THE TV?, and confirming put a bot in Jo's seat from the next pot, for up to 6
pots of a Midnight game Jo could play. (Dealer's Choice keeps her: she sits its stud pots out,
tests/test_party_tv_player_sits_out_stud.py.)"""

from __future__ import annotations

import random

import pygame
import pytest
from party_support import Party
from party_sweep import party_at
from test_party_next_game_tv import choose as choose_row
from test_party_tv_host import table_of
from test_ui_support import key, press

from engine.events import Deal, HandStart
from engine.profile import load_profile
from game.party.next_game import choose, tv_seats_off
from game.party.room import Timing
from game.screens.party_host_questions import off_for
from game.screens.scenes.confirm import ConfirmScene
from game.screens.scenes.party_host import PartyHostMenu
from game.screens.scenes.setup import ProfileScene


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_question_says_who_leaves_when_and_what_takes_the_seat(app, tmp_path, size):
    app.settings.text_size = size
    with party_at("midnight-baseball", 4) as (party, devices):
        room = party.room
        (seat,) = devices
        table_of(app, party, devices, dealt=True)
        press(app, key(pygame.K_ESCAPE))
        menu = app.stack.top
        assert isinstance(menu, PartyHostMenu)
        labels = [item.label for item in menu.menu.items]
        menu.menu.select(next(i for i, label in enumerate(labels) if label.startswith("NEXT GAME")))
        press(app, key(pygame.K_RETURN))
        listed = app.stack.top
        assert isinstance(listed, ProfileScene)
        choose_row(app, listed, "baseball")
        asking = app.stack.top
        assert isinstance(asking, ConfirmScene)
        assert asking.question == "BASEBALL NEXT?"
        assert " ".join(asking.detail) == (
            f"{room.guests[seat].name} leaves the TV as it starts, for a computer player: "
            "its cards can't hide on a TV."
        )
        app.frame([], 1 / 60)
        pygame.image.save(app.display.canvas, tmp_path / f"baseball-next-{size}.png")  # (looked at)
        assert len(asking.detail) <= 3  # who, when, what (it was a 9-line paragraph)
        press(app, key(pygame.K_DOWN), key(pygame.K_RETURN))  # YES (NO is first)
        assert room.next_game is not None and room.next_game[1] == "baseball"
        assert seat not in room.off_at_tv and room.guests[seat].local  # still hers, the next pot too


def test_a_dealers_choice_past_the_tvs_room_says_why_in_its_words():
    dealers_choice = load_profile("dealers-choice")
    assert off_for(dealers_choice, ["Rex", "Sal"]) == (
        "Rex and Sal leave the TV as it starts, for computer players: its stud pots need two seats "
        "with phones or computer players."
    )


def midnight_then_baseball(seed: int) -> tuple[Party, int, object, set[int]]:
    """Midnight Baseball, four seats: Queenie at the TV, Ann on her phone; Baseball chosen next
    in its first pot (Queenie to leave the TV with it), played on to Baseball's first deal. The
    party, her seat, Midnight's table and the Midnight pots (by number) she held her seat in."""
    party = Party("midnight-baseball", seats=4, seed=seed, timing=Timing(bot_delay=0.0, hand_pause=0.0))
    room = party.room
    queenie = room.controls.add_local("Queenie")
    party.join(1, "Ann")
    room.start()
    party.drain()
    midnight = room.table
    assert midnight is not None and room.pot_being_played
    choose(room, load_profile("baseball"), "baseball", tv_leaves=True)
    picks = random.Random(seed)
    hers: set[int] = set()
    for _ in range(40000):
        guest = room.guests[queenie]
        if room.table is midnight and room.pot_being_played and guest is not None and guest.local:
            hers.add(midnight.hands_played)
        if room.table is not midnight and room.table is not None and room.rules.id == "baseball":
            break
        local, pending = room.controls.local_turn(), party.pending_turn()
        if local is not None:
            room.controls.act_local(picks.choice(local.kinds))
        elif pending is not None:
            client, turn = pending
            party.act(client, picks.choice([o["kind"] for o in turn["options"]]), turn["turn"])
        else:
            party.await_thinking_bot()
            party.tick(0.5)
    assert room.table is not midnight and room.rules.id == "baseball"
    return party, queenie, midnight, hers


@pytest.mark.parametrize("seed", [3, 8])
def test_she_plays_every_pot_of_the_game_in_play_and_a_computer_player_has_her_seat_from_the_next(seed):
    party, queenie, midnight, hers = midnight_then_baseball(seed)
    room = party.room
    assert midnight.is_over and midnight.hands_played == midnight.pots > 1
    assert hers == set(range(midnight.pots))  # her seat in every Midnight pot, the last too
    dealt = {e.seat for e in midnight.events if isinstance(e, Deal)}
    assert queenie in dealt and not any(e.out for e in midnight.events if isinstance(e, HandStart))
    assert room.guests[queenie] is None  # off the TV as Baseball starts
    assert not room.host.sitters[queenie].person  # a computer player from Baseball's first pot
    assert room.controls.leave_with_game == []


def test_a_game_chosen_after_it_that_keeps_her_keeps_her():
    party = Party("midnight-baseball", seats=4)
    room = party.room
    seat = room.controls.add_local("Queenie")
    assert tv_seats_off(room, load_profile("baseball")) == [(seat, "Queenie")]
    choose(room, load_profile("baseball"), "baseball", tv_leaves=True)
    assert room.controls.leave_with_game == [room.guests[seat]]
    choose(room, load_profile("night-baseball"), "night-baseball")  # No Peek: she may stay
    assert room.controls.leave_with_game == []
    with pytest.raises(ValueError, match="off the TV first"):  # asked nowhere: refused, not taken off
        choose(room, load_profile("baseball"), "baseball")
