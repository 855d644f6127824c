"""Issue 31, a newcomer's play-test of Midnight Baseball (6/10): "A 4 face up: +1 card under your
pile" meant nothing, 'pile' was not on the WORDS pages they had read from the title (Baseball's), the
table's corner said "4 UP: +1 UNDER", and four of a kind came up almost every hand while their
straights never came close. Now a No Peek game's HOW TO PLAY says what a pile is before it first
uses the word; WORDS from the title's HOW TO PLAY lists every game's words (the pause menu keeps its
game's own); the corner says "4 UP: +1 CARD" over "UNDER THE PILE"; and every game with eight wild
cards says under what is wild that four of a kind is common and straights rarely win."""

from __future__ import annotations

import pytest
from test_ui_support import drawn_by, letter, press

from engine.profile import load_profile
from game.felt import layout
from game.felt.game_quirk import quirk_parts
from game.platform.text import wrap
from game.play.session import profiles
from game.screens import openers
from game.screens.scenes.chart import ChartScene
from game.telling.hand_chart import rules_lines

USABLE = [entry for entry in profiles() if entry.ok and entry.rules is not None]


@pytest.mark.parametrize("game", ["night-baseball", "midnight-baseball", "no-peek"])
def test_a_no_peek_page_says_what_a_pile_is_before_it_uses_the_word(game):
    sentences = rules_lines(load_profile(game))
    first = next(number for number, sentence in enumerate(sentences) if "pile" in sentence.lower())
    cards = load_profile(game).cards
    assert sentences[first] == f"Each player gets a pile of {cards} cards face down.", sentences


def drawn_words(app, monkeypatch, chart: ChartScene) -> set[str]:
    """Every word in yellow down the WORDS pages of `chart`, as drawn."""
    said = set()
    for number, name in enumerate(chart.pages):
        if name.startswith("words"):
            chart.page = number
            said |= {text for text, _ in drawn_by(app, chart, monkeypatch)}
    return said


@pytest.mark.parametrize("size", ["normal", "large"])
def test_words_from_the_title_list_every_games_words_the_pause_its_games(app, monkeypatch, size):
    app.settings.text_size, app.settings.default_profile = size, "baseball"
    app.push(openers.howto())
    app.stack.apply_requests()
    press(app, letter("w"), frames=2)  # W on Baseball's HOW TO PLAY, where the newcomer read them
    title = app.stack.scenes[-1]
    assert isinstance(title, ChartScene) and title.rules.id == "baseball"
    assert {"NO PEEK", "PILE", "LEAD", "BEAT", "OPENS"} <= drawn_words(app, monkeypatch, title)
    paused = drawn_words(app, monkeypatch, ChartScene(app, load_profile("baseball"), page="words"))
    assert not {"NO PEEK", "PILE", "LEAD"} & paused  # the table's pause keeps to Baseball's words


def test_the_corner_says_where_midnights_card_goes_in_words():
    (four, _) = quirk_parts(load_profile("midnight-baseball"))
    assert wrap(four, layout.INFO_W // layout.NORMAL.small) == ["4 UP: +1 CARD", "UNDER THE PILE"]
    assert four.endswith("UNDER THE PILE")  # (a Hold'em newcomer read "TO YOUR PILE", never where)


def test_eight_wild_cards_are_said_to_make_big_hands_under_what_is_wild():
    for entry in USABLE:
        sentences = rules_lines(entry.rules)
        wilds = max(len(game.wild_ranks) for game in entry.rules.games or (entry.rules,)) * 4
        said = [sentence for sentence in sentences if "four of a kind is common" in sentence]
        if wilds < 8:
            assert said == [], entry.id
            continue
        assert said and said[0].endswith("four of a kind is common, straights rarely win."), entry.id
        if not entry.rules.games:  # right under what is wild, where the page is read first
            assert sentences.index(said[0]) == sentences.index("Threes and nines are wild.") + 1, entry.id


def test_every_games_rules_page_at_the_pause_ends_above_its_footer(app, monkeypatch):
    """Night Baseball's rules, with what a pile is and how big hands run, ran onto the footer."""
    for entry in USABLE:
        chart = ChartScene(app, entry.rules, page="rules")
        drawn = drawn_by(app, chart, monkeypatch)
        footer = drawn[-1][1]
        assert max(rect.bottom for _, rect in drawn[1:-1]) < footer.top, entry.id
