"""A guided hand's tip never quotes a figure the player has not seen (guide_tips.decision_tip's
`figures`, GuidedTable.coach_shows_need): a Hold'em newcomer's play-test read "Tip: 4% under 17%"
in the guided first hand, the coach off, its 4% never shown. The coach off, each tip says the
coach's judgement in words; on, the figures it quotes are the ones its panel shows."""

from __future__ import annotations

import re

import pytest
import test_guided

from engine.actions import FlowDecision
from game.screens.scenes.guided_table import GuidedTable

FIGURE = re.compile(r"<?\d+%")


def tips_and_panels(app, monkeypatch, profile_id: str) -> list[tuple[str, str]]:
    """Each betting decision's tip in the guided hand of `profile_id`, with the coach's panel's words
    as it is made (the figure holds still while you decide); "" for the panel with the coach off."""
    seen: list[tuple[str, str]] = []
    choose = GuidedTable.choose

    def choosing(scene, kind: str) -> None:
        legal = scene.table.legal_actions()
        if legal is not None and legal.decision == FlowDecision.BET and scene.tip is not None:
            panel = scene.coach.words()[0] if app.settings.coach else ""
            seen.append((scene.tip.words, panel))
        choose(scene, kind)

    monkeypatch.setattr(GuidedTable, "choose", choosing)
    test_guided.play_guide(app, profile_id)
    assert seen, profile_id
    return seen


@pytest.mark.parametrize("profile_id", ["baseball", "night-baseball"])
def test_with_the_coach_off_a_tip_quotes_no_figure(app, monkeypatch, profile_id):
    app.settings.coach = False
    seen = tips_and_panels(app, monkeypatch, profile_id)
    assert [tip for tip, _ in seen if FIGURE.search(tip)] == [], seen
    assert any(tip != "Tip: checking is free" for tip, _ in seen), seen  # (a judgement said in words)


@pytest.mark.parametrize("profile_id", ["baseball", "night-baseball"])
def test_with_the_coach_on_a_tip_quotes_the_figures_its_panel_shows(app, monkeypatch, profile_id):
    app.settings.coach = True
    seen = tips_and_panels(app, monkeypatch, profile_id)
    for tip, panel in seen:
        assert set(FIGURE.findall(tip)) <= set(FIGURE.findall(panel)), (tip, panel)
    assert any(FIGURE.search(tip) for tip, _ in seen), seen  # (the figures quoted where shown)


@pytest.mark.parametrize("profile_id", ["night-baseball", "midnight-baseball"])
def test_with_the_coach_off_a_no_peek_tip_judges_your_chance_not_a_hand(app, monkeypatch, profile_id):
    """Nobody knows their No Peek cards: the guided Midnight hand said "Tip: strong hand: bet" with
    the newcomer's row behind the lead, Night's "Tip: OK hand: check or bet"."""
    app.settings.coach = False
    seen = tips_and_panels(app, monkeypatch, profile_id)
    assert [tip for tip, _ in seen if "hand" in tip] == [], seen
    assert any("chance" in tip for tip, _ in seen), seen
