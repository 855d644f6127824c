"""A guided hand is short and its words are true to its keys (game.play.guided, game.telling.guide_words).

A newcomer's play-test found the guided Night Baseball hand about 20 stops long (each clear, but
long), and one page said "Press A" while any key went on. Each guide stops at most STOPS_PER_POT
times a pot, its closing words included; and every page, played with the key it names (Space where
it names none: its corner says ANY KEY: GO ON) or with another key, goes on."""

from __future__ import annotations

import re

import pygame
import pytest
from test_guided import CALLED_PAGES, moments
from test_ui_support import key, press, settle

from engine.profile import load_profile
from game.felt.guide_view import GUIDE_KEYS
from game.platform.frame_log import FRAME
from game.play.guided import MOMENTS, POTS, READ_PAUSE, STOCKS
from game.screens import openers
from game.screens.scenes.guide_end import GuideEnd

STOPS_PER_POT = 12  # what a Hold'em player must learn of a game, and its end
# a key a page names: "press A", "H shows the coach"
NAMED = re.compile(r"\b[Pp]ress ([A-Z])\b|\b([A-Z]) (?:now|shows)\b")
# a sentence that orders a key, as if only it went on (a play-test: "Press A: it lights up")
ORDER = re.compile(r"(?:^|[.:!] )Press [A-Z]\b")
OTHER = pygame.K_PERIOD  # a key no page names and no control at the table


@pytest.mark.parametrize("profile_id", sorted(STOCKS))
def test_each_guide_stops_at_most_twelve_times_a_pot(profile_id):
    calls = CALLED_PAGES if profile_id == "dealers-choice" else {"": ()}
    for call in calls:
        stops = len(moments(profile_id, call or "baseball")) + 1  # (and its closing words)
        assert stops <= STOPS_PER_POT * POTS.get(profile_id, 1), (profile_id, call, stops)
    assert len(MOMENTS[profile_id]) + 1 <= STOPS_PER_POT


def named_keys(words: str) -> set[str]:
    return {"".join(match) for match in NAMED.findall(words)}


def drive(app, profile_id: str, named: bool) -> list[str]:
    """Play the guide (checking, calling, turning), each page read and then pressed: with the key it
    names, else Space (`named`), or with OTHER; the keys the pages named, page by page."""
    app.push(openers.title())
    app.stack.apply_requests()
    app.push(openers.guided(profile_id=profile_id, rules=load_profile(profile_id)))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    said: list[str] = []
    for _frame in range(30000):
        if scene not in app.stack.scenes or isinstance(app.stack.top, GuideEnd):  # (what next: over)
            return said
        if app.stack.scenes[-1] is not scene:  # a pot's result: on
            press(app, key(pygame.K_RETURN))
            continue
        if scene.line:
            press(app, frames=int(READ_PAUSE / 0.05) + 1, dt=0.05)
            page, told = scene.script.page, len(scene.script.told)
            app.draw()
            assert GUIDE_KEYS[0] in [item.text for item in FRAME.texts()], page  # "ANY KEY: GO ON"
            keys = named_keys(page)
            assert not ORDER.search(page), page  # any key goes on: no page orders one ("Press A: ...")
            said.append("".join(sorted(keys)))
            code = (
                pygame.key.key_code(min(keys).lower())
                if named and keys
                else pygame.K_SPACE
                if named
                else OTHER
            )
            press(app, key(code), frames=1)
            went_on = (
                scene not in app.stack.scenes or scene.script.page != page or len(scene.script.told) > told
            )
            assert went_on, f"{profile_id}: {pygame.key.name(code)} left the page {page!r}"
            continue
        if scene.buttons is not None:
            kinds = [option.kind for option in scene.table.legal_actions().options]
            scene.choose(next((k for k in ("baseball", "check", "call", "turn") if k in kinds), kinds[0]))
        app.frame([], 0.05)
        settle(scene)
    raise AssertionError(f"the {profile_id} guide did not end")


@pytest.mark.parametrize(
    ("profile_id", "names"),
    [("baseball", {"H"}), ("night-baseball", {"A"}), ("midnight-baseball", set()), ("dealers-choice", set())],
)
def test_every_page_goes_on_with_the_key_it_names_and_with_another(app, profile_id, names):
    named = drive(app, profile_id, named=True)
    assert set("".join(named)) == names, named  # (the pages that name a key were met)
    assert drive(app, profile_id, named=False) == named  # the same pages, another key
