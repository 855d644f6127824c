"""A dealer's choice of game is said with "picks", never the poker action's "calls": a newcomer who
knew only Hold'em read "Babe calls Night Baseball" in the log as Babe calling a bet. The log, the
guide's page at the call and the title's line for a dealer's choice say the dealer picks."""

from __future__ import annotations

from engine.events import PotGame
from engine.profile import load_profile
from game.telling.event_words import event_words
from game.telling.game_call import house_lines, tagline
from game.telling.guide_words import guide_line

DC = load_profile("dealers-choice")
NIGHT = next(game for game in DC.games if game.id == "night-baseball")


def test_the_dealers_call_of_the_game_is_said_as_a_pick():
    call = PotGame(hand=3, chooser=1, profile=NIGHT.id, rules=NIGHT)
    assert event_words(call, 8) == "picks Night Baseball"
    guide = guide_line("called", call, [], NIGHT, ["You", "Babe"], 0)
    assert "Babe picks Night Baseball" in guide and " call" not in guide, guide
    yours = guide_line(
        "called", PotGame(hand=1, chooser=0, profile=NIGHT.id, rules=NIGHT), [], NIGHT, ["You"], 0
    )
    assert "You pick Night Baseball" in yours, yours
    assert house_lines(DC)[0] == "The dealer picks each pot's game"
    assert "CALL" not in tagline(DC)
