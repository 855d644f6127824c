"""The phone's header names a dealer's choice as well as the pot's game: "Dealer's Choice:
Baseball" while a called pot is played, and "Dealer's Choice" again once the session is over (a
guest play-test's phone said "Baseball", the last pot's game, over the session's end)."""

from __future__ import annotations

from party_support import Party

from engine.table import Phase


def test_a_dealers_choice_header_names_the_session_and_the_pot_then_the_session_once_over():
    party = Party("dealers-choice", seats=3)
    room = party.room
    party.join(1, "Ann")
    party.send(1, {"type": "start", "token": party.tokens[1]})

    def called() -> bool:  # a pot's game called, and its cards being played
        table = room.table
        return table is not None and table.rules is not room.rules and table.public_view().calling is None

    party.play_until(called, lambda kinds: kinds[0], moves=400)
    party.tick(1.0)
    game = room.table.rules.name
    headings = [m["heading"] for m in party.inbox[1] if m["type"] == "state" and m["phase"] == "play"]
    assert headings[0] == "Dealer's Choice" and headings[-1] == f"Dealer's Choice: {game}", headings
    room.table.phase = Phase.OVER  # the session's last pot played out: its game's cards still shown
    fields = room.room_fields()
    assert fields["heading"] == "Dealer's Choice" and fields["game"] == game


def test_any_other_game_is_the_header_alone():
    party = Party("baseball", seats=3)
    party.join(1, "Ann")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    party.tick(1.0)
    state = party.last(1, "state")
    assert state is not None and state["heading"] == state["game"] == "Baseball"
