"""A dealer's choice of game is said with "picks", never the poker action's "calls": a newcomer who
knew only Hold'em read "Babe calls Night Baseball" in the log as Babe calling a bet. The log, the
guide's page at the call and the title's line for a dealer's choice say the dealer picks."""

from __future__ import annotations

from engine.events import PotGame
from engine.profile import load_profile
from game.felt import layout
from game.felt.action_menu import detail_lines
from game.felt.guide_view import guide_lines
from game.platform import palette
from game.platform.display import SAFE
from game.telling.event_words import KEEP, event_words
from game.telling.game_call import call_line, house_lines, tagline
from game.telling.guide_words import WORDS, guide_line

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


def test_the_guides_words_for_your_deal_and_a_bet_keep_each_move_whole_at_large():
    """The guide at TEXT SIZE large: the bet's page ended a line at "CALL", its "1" on the next (at
    other prices "RAISE" apart from "to 2"), and your deal's page said "your call" for picking."""
    words = WORDS["your_call"]
    assert words.startswith("Your deal, so you pick the next pot's game") and "call" not in words, words
    facing = WORDS["facing_bet"].format(
        name="Casey", bet="brings it in for 1/2", call="1", raise_level="2", raise_to="2", more="1"
    )
    lines = [line.replace(KEEP, " ") for line in guide_lines(facing, layout.LARGE)]
    assert any("RAISE to 2" in line for line in lines), lines
    assert not any(line.endswith(("CALL", "RAISE", "RAISE to")) for line in lines), lines


def test_the_dealers_list_says_seven_card_studs_bring_in():
    """A newcomer picked Seven-Card Stud from a line that said only "No wild cards" and learned of the
    bring-in from a COMPLETE 1 button: a bring-in game's line says who must put in what first, in
    both text sizes above the screen's foot; the other games' lines say nothing of one."""
    for game in DC.games:
        line = call_line(game)
        if game.betting.first_round == "bring_in":
            assert line.replace(KEEP, " ") == "No wild cards. Lowest face-up card must bet ½ or 1", line
            assert not any(jargon in line for jargon in ("upcard", "bring it in", "complete")), line
            for places in (layout.NORMAL, layout.LARGE):
                _size, line_h, (_x, top), lines = detail_lines(line, places)
                assert top + len(lines) * line_h <= SAFE.bottom
                # the bet whole on a line, never "1/2 or" over "1" (the TV's narrow column, a phone's A+)
                assert any("bet ½ or 1" in shown.replace(KEEP, " ") for shown in lines), lines
        else:
            assert "bring" not in line, line
    assert any(game.betting.first_round == "bring_in" for game in DC.games)


def test_your_deal_says_where_the_games_rules_show_at_both_sizes():
    """A newcomer's play-test read "the rules ... show above it" at the normal size and found them
    at the bottom right, where the buttons stand (over the list only at TEXT SIZE large): the page
    names what is the same at both sizes, the colour they are drawn in (palette.CYAN, a blue)."""
    words = WORDS["your_call"]
    assert "show in blue" in words and "above" not in words, words
    red, green, blue = palette.CYAN
    assert blue > red and blue >= green, palette.CYAN
