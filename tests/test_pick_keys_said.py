"""A dealer's Dealer's Choice pick (YOUR DEAL: PICK THE GAME, the party TV player's PICK THE GAME IN 60)
says its keys from its first frame: a bare Enter deals nothing there (ad1e0319), and how to pick was
said only after one, UP/DOWN OR 1-4 in the nudge. Now UP/DOWN OR 1-4: CHOOSE stands by the games while
the pick waits, and once the cursor has moved ENTER: and the lit game over the keys of another, each
line clear of the games, the pot's figure, the deck, the seats' plates and every other word drawn. At
both TEXT SIZEs, solo and at the party TV, on the 960x540 canvas (1920x1080 and 1280x720 alike: kept
as screenshots at both, to be looked at)."""

from __future__ import annotations

import pygame
import pytest
from test_dealers_pick_is_deliberate import GAMES, at_the_pick
from test_ui_support import drawn_by, key, press
from tv_dealer_pick import to_tv_dealers_pick

from game.platform.frame_log import FRAME
from game.platform.text import BIG, KEEP

# the keys at the pick's first frame, by TEXT SIZE and number of games offered
FIRST = {
    ("normal", 4): ["UP/DOWN OR 1-4: CHOOSE"],
    ("large", 4): ["UP/DOWN: CHOOSE"],
    ("normal", 2): ["UP/DOWN OR 1-2: CHOOSE"],
    ("large", 2): ["UP/DOWN: CHOOSE"],
}


def keys_drawn(app, scene, monkeypatch) -> tuple[list[pygame.Rect], list[tuple[str, pygame.Rect]]]:
    """The rectangles of the pick's keys as `scene` draws them in one frame (in the games' panel or
    beside them), and every other word drawn."""
    menu = scene.buttons
    pieces = set(menu.nudge()) | set(menu.nudge_aside())
    drawn = [(text.replace(KEEP, " "), rect) for text, rect in drawn_by(app, scene, monkeypatch)]
    said = " ".join(text for text, _ in drawn).split()
    for line in menu.nudge():  # every word of it said
        assert all(word in said for word in line.split()), (line, drawn)
    keys = [rect for text, rect in drawn if text in pieces]
    assert keys, (pieces, drawn)
    return keys, [(text, rect) for text, rect in drawn if text not in pieces]


def assert_clear(scene, keys: list[pygame.Rect], others: list[tuple[str, pygame.Rect]]) -> None:
    """`keys` over none of the games' buttons, the pot's figure, the deck, a seat's plate or another
    word (FRAME: the frame `keys` were read from)."""
    blocks = list(scene.buttons.rects) + FRAME.regions("seat plate")
    blocks += [item.rect for item in FRAME.items if item.kind == "card"]  # (the deck: no cards dealt)
    blocks += [item.rect for item in FRAME.texts() if item.size == BIG]  # the pot's figure
    blocks += [rect for _, rect in others]
    assert not [(rect, block) for rect in keys for block in blocks if rect.colliderect(block)], (keys, others)


def both_resolutions(app, shots, name: str) -> None:
    app.draw()
    for resolution in ((1920, 1080), (1280, 720)):
        shots(app, f"{name}_{resolution[1]}", pygame.transform.scale(app.display.canvas, resolution))


def keys_follow_the_choice(app, shots, monkeypatch, scene, name: str, first: list[str]) -> None:
    """At the pick's first frame, no key pressed: `first`, drawn clear; after Down, ENTER: and the
    game lit, drawn clear, never the first words again."""
    menu = scene.buttons
    assert not menu.chosen and not menu.nudged
    assert menu.nudge() == first
    assert_clear(scene, *keys_drawn(app, scene, monkeypatch))
    both_resolutions(app, shots, f"{name}_first")
    press(app, key(pygame.K_DOWN))
    assert scene.buttons is menu and menu.chosen and not menu.nudged
    lines = menu.nudge()
    lit = menu.current.label
    assert lines[0] in (f"ENTER: {lit}", "ENTER:") and lit in " ".join(lines) and lines != first, lines
    assert_clear(scene, *keys_drawn(app, scene, monkeypatch))
    both_resolutions(app, shots, f"{name}_moved")


@pytest.mark.parametrize("size", ["normal", "large"])
def test_your_pick_says_its_keys_from_its_first_frame(app, shots, monkeypatch, size):
    app.settings.text_size = size
    scene = at_the_pick(app)
    keys_follow_the_choice(app, shots, monkeypatch, scene, f"solo_pick_keys_{size}", FIRST[size, 4])
    scene.leave()


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_party_tv_players_pick_says_its_keys_from_its_first_frame(
    app, shots, tmp_path, monkeypatch, loopback, size
):
    app.settings.text_size = size
    lobby, table = to_tv_dealers_pick(app, tmp_path, monkeypatch, ["baseball", *GAMES], "Sam")
    try:
        keys_follow_the_choice(app, shots, monkeypatch, table, f"tv_pick_keys_{size}", FIRST[size, 2])
    finally:
        lobby.party.close()
