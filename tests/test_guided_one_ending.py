"""A guided hand ends on one button, wherever it was opened: a newcomer's play-test read '[N] BACK'
under the Baseball guide (from HOW TO PLAY) and 'PLAY ON' under the Night Baseball guide (offered
at PLAY) and asked why. The button is END GUIDE, its E (its first letter: a newcomer's play-test
pressed E and nothing happened, N the key then) underlined in its words, and it goes where the
guide's opener said (the Play menus, or back to HOW TO PLAY)."""

from __future__ import annotations

import pytest
from test_guided import guide_until
from test_ui_support import letter, press

from engine.profile import load_profile
from game.felt.action_menu import key_index
from game.play.guided import READ_PAUSE
from game.screens import openers
from game.screens.scenes.banner import ResultBanner
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
    assert key_index(ending, table.last_key) == 0, ending  # never '[N] BACK'


@pytest.mark.parametrize("char", ["e", "n"])  # (N, the result's key everywhere, still goes on)
def test_e_ends_the_guide_at_its_last_result(app, char):
    app.push(openers.title())
    app.stack.apply_requests()
    app.push(openers.guided(profile_id="baseball", rules=load_profile("baseball")))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    guide_until(app, scene, lambda: isinstance(app.stack.scenes[-1], ResultBanner), "its result")
    assert scene.table.is_over
    banner = app.stack.scenes[-1]
    assert banner.menu.items[0].label == "END GUIDE"
    press(app, frames=int(READ_PAUSE * 60) + 2)  # the result read
    press(app, letter(char), frames=2)
    assert app.stack.scenes[-1] is scene and scene.script.over  # the guide's closing words
