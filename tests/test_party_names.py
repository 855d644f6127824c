"""A guest's name on every screen: only the letters the TV's pixel font draws are kept (an emoji
was a box on the TV: '▯ZOË▯▯▯'), and a name too long is refused in words, never cut in silence."""

from __future__ import annotations

import pygame
import pytest
from party_support import Party

from game.party.tv_letters import drawable, tv_name
from game.platform.text import FONT_PATH


@pytest.fixture(scope="module")
def font():
    pygame.font.init()
    return pygame.font.Font(str(FONT_PATH), 8)


def test_the_table_is_the_fonts_own(font):
    """Every character below U+10000 the font draws (not as its box) is in the table, and none other."""

    def image(char: str) -> bytes | None:
        try:
            return pygame.image.tobytes(font.render(char, False, (255, 255, 255)), "RGB")
        except pygame.error:  # a character of no width
            return None

    box = image("\U0001f600")
    for code in range(0x20, 0x10000):
        if 0xD800 <= code <= 0xDFFF:
            continue
        char = chr(code)
        drawn = char.isprintable() and (shown := image(char)) is not None and shown != box
        assert drawable(char) == drawn, f"U+{code:04X}"
    assert not drawable("\U0001f600") and not drawable("\u3042")


@pytest.mark.parametrize(
    ("raw", "kept"),
    [
        ("\U0001f31fZo\u00eb\U0001f389\U0001f389", "Zoë"),
        ("Zoe\u0308", "Zoë"),  # an e and a combining diaeresis are one letter
        ("Ann  \U0001f600  Lee", "Ann Lee"),
        ("Σοφία", "Σοφία"),
        ("\U0001f600\U0001f600", ""),
    ],
)
def test_a_name_keeps_what_the_tv_draws(raw, kept):
    assert tv_name(raw) == kept


def test_a_guest_sits_down_under_the_name_every_screen_shows():
    party = Party(seats=3)
    party.join(1, "\U0001f31fZo\u00eb\U0001f389")
    assert party.last(1, "joined")["name"] == "Zoë"
    assert any(player["name"] == "Zoë" for player in party.last(1, "state")["players"])
    party.join(2, "\U0001f600")
    assert party.errors(2)[-1] == "bad_name"
    party.join(3, "B" * 40)
    assert party.errors(3)[-1] == "bad_name"
    assert "at most 16" in next(m["message"] for m in reversed(party.inbox[3]) if m["type"] == "error")


def test_a_name_is_counted_as_the_tv_keeps_it_and_one_past_the_limit_is_refused_never_cut():
    """The rule the phone page says as the guest types: at most 16 of the letters the TV keeps
    (an emoji and padding do not count); "Bartholomew-the-Great" is refused, not cut at the hyphen."""
    party = Party(seats=3)
    party.join(1, "Bartholomew-the-Great")
    assert party.errors(1)[-1] == "bad_name" and party.last(1, "joined") is None
    message = next(m["message"] for m in reversed(party.inbox[1]) if m["type"] == "error")
    assert message == "A name is at most 16 characters."
    party.join(2, "  Bartholomew-Grea \U0001f389 ")  # 16 once the emoji and the spaces are gone
    assert party.last(2, "joined")["name"] == "Bartholomew-Grea"
    party.join(3, "Bartholomew-Great")  # 17
    assert party.errors(3)[-1] == "bad_name"


def test_a_room_code_is_compared_in_ascii_alone():
    """Unicode case folding let 'ßTF', 'ſſTF', 'SﬆF' and 'ﬀLA' stand for SSTF or FFLA, and NBSP or
    U+3000 padding was stripped."""
    party = Party(seats=3)
    room = party.room
    room.code = "SSTF"
    for client, typed in enumerate(["ßTF", "ſſTF", "SﬆF", "\u00a0SSTF", "SSTF\u3000"], start=1):
        room.connect(client, f"10.0.0.{client}")  # each from its own address: no guess limit met
        party.send(client, {"type": "join", "name": "Eve", "room": typed})
        assert party.errors(client)[-1] == "bad_room", typed
    room.connect(9, "10.0.0.9")
    party.send(9, {"type": "join", "name": "Ann", "room": " sstf "})
    assert party.last(9, "joined") is not None


def test_room_full_carries_its_sequence_number_like_every_message():
    from game.party.room import Limits

    party = Party(seats=3, limits=Limits(max_clients=1, per_address=1))
    party.connect(1)
    party.room.clients[1].address = "127.0.0.2"
    party.room.disconnect(1)
    for client in (2, 3):
        party.room.connect(client, "127.0.0.3")
        party.drain()
    full = [m for client in (2, 3) for m in party.inbox[client] if m.get("code") == "room_full"]
    assert full and all("seq" in m for m in full)
