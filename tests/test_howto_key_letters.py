"""HOW TO PLAY names the key letters as the buttons show them: "[C] CALL", or at TEXT SIZE large
(and where a button's words leave no room) CALL with its C underlined. A newcomer at large read
"the action shown in [ ]" there and found no [ ] on any button; the next read "[ ] or underlined
letter" as cryptic: the line shows both with a button's own letter."""

from __future__ import annotations

from game.platform.frame_log import FRAME
from game.screens.scenes.howto import HowToScene


def test_how_to_play_names_the_brackets_and_the_underlined_letter(app):
    app.settings.text_size = "large"
    FRAME.clear()
    howto = HowToScene(app)
    howto.page = len(howto.pages()) - 1  # the keys: every game's last page
    howto.draw(app.display.canvas)
    keys = [item.text for item in FRAME.texts() if item.text.startswith("LETTER KEYS")]
    assert len(keys) == 1 and "[C] CALL" in keys[0] and "C underlined" in keys[0], keys


def test_how_to_play_says_the_a_that_chooses_is_the_pads(app):
    """A newcomer read "ENTER / SPACE / A  choose" as the key A, which at a No Peek table is
    [A] AUTO-CHECK: the legend names the pad's A."""
    FRAME.clear()
    howto = HowToScene(app)
    howto.page = len(howto.pages()) - 1
    howto.draw(app.display.canvas)
    choose = [item.text for item in FRAME.texts() if "choose" in item.text]
    assert len(choose) == 1 and "PAD A  choose" in choose[0] and "/ A " not in choose[0], choose
