"""A dealer's call says the called game's key rules in its banner, the four's rule too: a newcomer's
play-test read only "THREES AND NINES ARE WILD" at a call of Baseball and nothing of Midnight
Baseball's hidden card. Every game of the shipped Dealer's Choice, at both TEXT SIZEs: each line
drawn inside the middle of the table, over the prompt's line, the frame clean."""

from __future__ import annotations

import pytest
from frame_checks import frame_problems
from test_ui_card_rows import table

from engine.profile import load_profile
from game.felt import layout
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME
from game.platform.text import KEEP
from game.telling.game_call import game_banner

FOURS = {  # the shipped games' four rule, as the banner says it
    "Baseball": "A 4 FACE UP: AN EXTRA CARD",
    "Night Baseball": "A 4 FACE UP: AN EXTRA CARD",
    # not "A HIDDEN CARD" (a hidden four), nor "A 4 FACE UP: CARD UNDER PILE" (whose? an extra card?)
    "Midnight Baseball": "A 4 UP: +1 CARD UNDER YOUR PILE",
    # what differs from the Baseball pots beside it: a newcomer's play-test got a 4 face up in a stud
    # pot and waited for its card
    "Seven-Card Stud": "NO WILD CARDS. A 4 UP: NOTHING",
}


@pytest.mark.parametrize("size", ["normal", "large"])
def test_each_call_banner_says_the_games_wild_cards_and_its_four(app, size):
    places = layout.LAYOUTS[size]
    games = load_profile("dealers-choice").games
    assert sorted(game.name for game in games) == sorted(FOURS)
    for game in games:
        name, words = game_banner(game)
        four = FOURS[game.name]
        said = words.replace(KEEP, " ")  # Midnight's "A 4 UP" on one line: "A" never left at a line's end
        assert four in said, words
        assert (f"A{KEEP}4 UP" in words) == (game.name == "Midnight Baseball"), words
        director, model, _tweens = table(4, places, {})
        model.game_banner = ("CASEY PICKS", name, words)
        model.log.clear()  # as at a call: the last pot's lines gone with its result, the call's said
        model.log.append(f"Casey picks {game.name}")
        FRAME.clear()
        TableRenderer(app.text, app.cards, places=places).draw(app.display.canvas, model, director)
        drawn = [(i.text, i.rect) for i in FRAME.texts() if len(i.text) > 1 and i.text in words]
        assert " ".join(text for text, _ in drawn) == words, drawn  # every line of it, whole
        assert all(places.centre.contains(rect) for _, rect in drawn), drawn
        assert frame_problems(f"{game.name} {size}") == []


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_call_banner_hides_a_full_log_whole(app, size):
    """A Dealer's Choice at two seats showed the foot of the log's fourth line ('Stud') under a call
    of stud: the last pot's lines, each one line long, fill the log's box, and the banner covers
    every one of them whole."""
    places = layout.LAYOUTS[size]
    for game in load_profile("dealers-choice").games:
        name, words = game_banner(game)
        director, model, _tweens = table(2, places, {})
        model.game_banner = ("BABE PICKS", name, words)
        model.log.extend(["Babe shows three Js", "You show straight to 9", "You win 8"])
        model.log.append(f"Babe picks {game.name}")
        FRAME.clear()
        renderer = TableRenderer(app.text, app.cards, places=places)
        renderer.draw(app.display.canvas, model, director)
        (log,) = FRAME.regions("log")
        # its last line written (at TEXT SIZE large the log's box moves up under an empty centre)
        assert log.bottom > renderer.log_drawn.bottom - places.log_line, (log, renderer.log_drawn)
        assert frame_problems(f"{game.name} {size}") == []
