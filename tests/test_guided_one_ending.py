"""A guided hand ends on one button, wherever it was opened: a newcomer's play-test read '[N] BACK'
under the Baseball guide (from HOW TO PLAY) and 'PLAY ON' under the Night Baseball guide (offered
at PLAY) and asked why. The button is END GUIDE, its N (the result's key) underlined in its words,
and it goes where the guide's opener said (the Play menus, or back to HOW TO PLAY)."""

from __future__ import annotations

import pytest

from engine.profile import load_profile
from game.felt.action_menu import key_index
from game.screens.scenes.guided_table import GuidedTable


@pytest.mark.parametrize("profile_id", ["baseball", "night-baseball", "midnight-baseball"])
def test_every_guided_hand_ends_on_the_same_button_with_its_key_in_its_words(app, profile_id):
    rules = load_profile(profile_id)
    endings = set()
    for then in ("", "players"):  # back to HOW TO PLAY, or on to the Play menus
        table = GuidedTable(app, profile_id, rules, then=then)
        endings.add(table.after_last)
        table.leave()
    assert len(endings) == 1, endings
    (ending,) = endings
    assert key_index(ending, "n") >= 0, ending  # never '[N] BACK'
