"""No Peek's TURN button says what one press does: it turns your cards till you lead (game.play.
table_host), as the status line (TURNING TILL YOU LEAD) and the keys page ("turn till you lead")
say. A newcomer's play-test (shots 107, 108) pressed a button that said only TURN and watched card
after card turn. TURN TILL YOU LEAD where the button holds it (two lines at TEXT SIZE large), TURN TO
LEAD on one line where it does not; the phones' button (their label is the host's) the long form."""

from __future__ import annotations

from fractions import Fraction

import pygame
import pytest
from test_ui_check_ahead import no_peek, until_yours
from test_ui_support import drawn_by

from engine.actions import ActionKind, FlowDecision
from game.party import protocol
from game.screens.scenes.howto import CONTROLS
from game.telling.decision_words import TURN_RUN

SHOWN = {"normal": ["TURN TO LEAD"], "large": ["TURN TILL", "YOU LEAD"]}


def your_turn_to_turn(app, scene):
    """Check till your first TURN decision (Casey's beat opens round 2)."""
    legal = until_yours(app, scene)
    while legal.decision != FlowDecision.TURN:
        scene.choose(ActionKind.CHECK)
        legal = until_yours(app, scene)
    return legal


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_tables_turn_button_says_till_you_lead(app, monkeypatch, shots, size):
    app.settings.text_size = size
    scene = no_peek(app)
    your_turn_to_turn(app, scene)
    (item,) = scene.buttons.items
    assert item.label in ("TURN TO LEAD", TURN_RUN), item.label
    said = [words for words, _ in drawn_by(app, scene, monkeypatch)]
    assert all(line in said for line in SHOWN[size]), said
    assert "TURN" not in said  # never the bare word
    app.draw()
    for resolution in ((1920, 1080), (1280, 720)):  # (to be looked at)
        shots(
            app, f"turn_button_{size}_{resolution[1]}", pygame.transform.scale(app.display.canvas, resolution)
        )


def test_the_phones_button_and_the_keys_page_say_the_same(app):
    scene = no_peek(app)
    legal = your_turn_to_turn(app, scene)
    message = protocol.your_turn(legal, "", Fraction(0), 1, None)
    assert [option["label"] for option in message["options"]] == [TURN_RUN] == ["TURN TILL YOU LEAD"]
    assert f"T  {TURN_RUN.lower()} (No Peek games)" in CONTROLS  # the keys page's T
