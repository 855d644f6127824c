"""Issue 31, a newcomer's play-test: Night and Midnight Baseball's HOW TO PLAY used BEAT, LEAD, OPENS,
PILE and NO PEEK, and none of them was on the WORDS pages; "Turn your whole pile without a beat"
read as nothing they knew; and the third WORDS page held one term (PERFECT GAME). Now every game
term a game's HOW TO PLAY page uses is on that game's WORDS pages, and the pages are as few as the
words fill and even, at both TEXT SIZEs."""

from __future__ import annotations

import itertools
import re

import pytest
from test_ui_support import drawn_by

from game.play.session import profiles
from game.screens.scenes.chart import ChartScene, word_pages
from game.telling.guide_words import WORDS as GUIDE
from game.telling.hand_chart import rules_lines

USABLE = [entry for entry in profiles() if entry.ok and entry.rules is not None]
# the game's own words a player who knows Hold'em may not, as HOW TO PLAY could use them
GAME_TERMS = (
    *("STREET", "STUD", "UPCARD", "DOWNCARD", "BRING-IN", "COMPLETE", "OPENS", "KICKER", "WILD"),
    *("NATURAL", "BEAT", "ANTE", "BONUS CARD", "NO PEEK", "PILE", "LEAD"),
)


def used(term: str, text: str) -> bool:
    """Whether `text` uses `term`, as it is or with an s more or less ("beats", "open"); a game
    saying it has none ("No wild cards", "No wilds") does not use it (Seven-card stud's words list
    no WILD: test_glossary_holds_only_its_games_words)."""
    stem = re.escape(term.lower().removesuffix("s"))
    return re.search(rf"(?<!no )\b{stem}s?\b", text.lower()) is not None


def defined(rules) -> set[str]:
    """Every term on the game's WORDS pages ("TRIPS / QUADS": both)."""
    return {part for page in word_pages(rules) for word, _ in page for part in word.split(" / ")}


@pytest.mark.parametrize("entry", USABLE, ids=lambda entry: entry.id)
def test_every_game_term_a_how_to_play_page_uses_is_on_its_words_pages(entry):
    page = " ".join(rules_lines(entry.rules))
    missing = [term for term in GAME_TERMS if used(term, page) and term not in defined(entry.rules)]
    assert missing == [], (entry.id, missing)


def test_no_peek_turns_a_pile_in_plain_words_and_its_words_are_only_where_it_is_played():
    night = next(entry.rules for entry in USABLE if entry.id == "night-baseball")
    page = " ".join(rules_lines(night))
    assert "without a beat" not in page and "without beating the lead" in page  # b6cc2cf
    assert "without beating the lead" in GUIDE["out"]  # the guide too
    assert {"NO PEEK", "PILE", "LEAD", "BEAT", "OPENS"} <= defined(night)
    baseball = next(entry.rules for entry in USABLE if entry.id == "baseball")
    assert not {"NO PEEK", "PILE", "LEAD"} & defined(baseball)  # Baseball's pages keep to its words


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_words_pages_are_few_and_even_none_near_empty(app, monkeypatch, size):
    app.settings.text_size = size
    for entry, every_word in itertools.product(USABLE, (False, True)):  # (True: from the title)
        chart = ChartScene(app, entry.rules, page="words", every_word=every_word)
        rows = []  # each words page's lines drawn, under its heading and above its footer
        for number, name in enumerate(chart.pages):
            if name.startswith("words"):
                chart.page = number
                drawn = drawn_by(app, chart, monkeypatch)
                heading, footer = drawn[0][1], drawn[-1][1]
                rows.append(len({rect.y for _, rect in drawn if heading.bottom < rect.y < footer.y}))
        assert len(rows) <= 3, (entry.id, size, rows)  # no more pages than the play-test turned
        assert min(rows) * 3 >= max(rows) * 2, (entry.id, size, rows)  # was 17, 17 and 1
