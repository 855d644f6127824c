"""A guest who sits down while a hand is being played is told what the TV leaves out of their name
as they type it, as in the lobby (a guest play-test's emoji note came only once seated, mid-hand).
The table is fed through the stand-in socket of test_party_phone_playtest_e2e, at 390x844. Run with
`python -m pytest -m e2e -n 0`."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import ROOM, phone, play_state, served  # noqa: F401

from game.party.protocol import MAX_NAME
from game.party.tv_letters import TV_LETTERS

# the real table's `welcome`: what the TV draws and how long a name may be
WELCOME = {
    "type": "welcome",
    **ROOM,
    "protocol": 1,
    "letters": [list(s) for s in TV_LETTERS],
    "max_name": MAX_NAME,
}

pytestmark = pytest.mark.e2e


def test_an_emoji_name_typed_mid_hand_is_said_as_it_is_typed(phone):  # noqa: F811
    guest = phone(name="jess")
    guest.feed(WELCOME, play_state(you=None))
    guest.page.wait_for_selector("#join:not([hidden])")
    assert "is being played" in guest.page.inner_text("#joinhint")
    guest.page.type("#name", "Jess \U0001f600")
    guest.feed(play_state(you=None))  # the hand goes on as she types
    assert guest.page.inner_text("#namelong") == "Names can't carry emoji: you sit as Jess."
    assert guest.page.is_visible("#namelong") and guest.page.is_visible("#namecut")
    guest.shot("emoji-mid-hand")
