"""AUTO-CHECK on, your own buttons up in its button's place: the table says it is on and how to put
it out, under your buttons (game.felt.check_ahead.ON_AT_YOUR_TURN). A newcomer's play-test had it on
from an earlier table and was asked TURN with nothing on the table saying so; off, nothing is said.
Drawn over the buttons it lay on a right-hand seat's hand words at TEXT SIZE large (Midnight, four
players: "Jack high" under AUTO-CHECK ON, both unreadable): it touches nothing else drawn, at every
seat count of both No Peek games and both sizes, and stands over HAND N OF 8, both in view (drawn in
the count's place it made the count step aside: a newcomer lost which hand of the eight it was; with
CALL, RAISE and FOLD up at TEXT SIZE large it was once squeezed against the rail: shot_181)."""

from __future__ import annotations

import re

import pytest
from frame_checks import frame_problems
from test_ui_support import settle, table_scene

from engine.actions import ActionKind
from game.felt.check_ahead import ON_AT_YOUR_TURN
from game.platform.display import SAFE
from game.platform.frame_log import FRAME, Drawn

COUNT = re.compile(r"HAND \d+ OF \d+")

# the No Peek games at each seat count they are played at (engine profiles: Night 2 to 5, Midnight 2 to 6)
TABLES = [("night-baseball", players) for players in range(2, 6)] + [
    ("midnight-baseball", players) for players in range(2, 7)
]


def note_and_the_rest(scene) -> tuple[list[Drawn], list[Drawn], list[Drawn]]:
    """The frame just drawn: the note's lines, everything else on the table (but the felt and the
    hand's number), and the hand's number as drawn."""
    note, rest, counts = [], [], []
    for item in FRAME.items:
        if item.kind == "text" and item.text in ON_AT_YOUR_TURN:
            note.append(item)
        elif item.kind == "text" and COUNT.fullmatch(item.text):
            counts.append(item)
        elif (item.kind, item.text) != ("region", "felt"):
            rest.append(item)
    return note, rest, counts


def at_your_decisions(app, profile: str, players: int, decisions: int = 2, auto_check: bool = False):
    """At each of your first `decisions` with your buttons up, AUTO-CHECK on from the first move or
    off: the frame's note, everything else drawn, your buttons' rects and the frame's problems
    (frame_checks)."""
    scene = table_scene(app, profile=profile, players=players, seed=3)
    scene.ahead.on = auto_check  # (a new game starts it off)
    seen = []
    for _ in range(20000):
        settle(scene)
        app.frame([], 0.05)
        if scene.buttons is None:
            continue
        FRAME.clear()
        app.draw()
        seen.append((*note_and_the_rest(scene), list(scene.buttons.rects), frame_problems("your buttons")))
        if len(seen) == decisions:
            return seen
        legal = scene.table.legal_actions()
        assert legal is not None  # (your buttons are up)
        kinds = legal.kinds
        scene.choose(
            next(kind for kind in (ActionKind.CHECK, ActionKind.CALL, ActionKind.TURN) if kind in kinds)
        )
    raise AssertionError("your turn never came")


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize(("profile", "players"), TABLES)
def test_auto_check_on_is_shown_under_your_buttons_clear_of_all_else(app, size, profile, players):
    app.settings.text_size = size
    for note, rest, counts, buttons, problems in at_your_decisions(app, profile, players, auto_check=True):
        assert [item.text for item in note] == list(ON_AT_YOUR_TURN)
        area = note[0].rect.unionall([item.rect for item in note[1:]])
        assert SAFE.contains(area), area
        assert len(counts) == 1, (size, profile, players)  # the hand's number in view with it
        assert counts[0].rect.top >= area.bottom + 2, (size, profile, players, area, counts[0].rect)
        assert area.top >= max(rect.bottom for rect in buttons)  # under the last of your buttons
        touching = [
            (item.kind, item.text, tuple(item.rect)) for item in rest + counts if item.rect.colliderect(area)
        ]
        assert touching == [], (size, profile, players, touching)
        assert problems == []


def test_auto_check_off_says_nothing_at_your_buttons(app):
    for note, _rest, _counts, _buttons, _problems in at_your_decisions(app, "midnight-baseball", 4):
        assert note == []
