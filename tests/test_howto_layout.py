"""HOW TO PLAY at both TEXT SIZEs, every game, every page: one idea a page, in short lines of
letters a step over the table's, every page saying which it is of how many and the keys that turn
it, and every fact the pages said when they were dense still said, each sentence whole on one page.
A Hold'em newcomer found the pages dense (every rule on one page of 56-letter lines at the table's
size, the keys under them); before that a Hold'em player's play-test (ptN13 shot_102, shot_196) read
Night and Midnight Baseball's rules at TEXT SIZE large running down onto the keys."""

from __future__ import annotations

import pygame
import pytest
from frame_checks import frame_problems
from test_ui_support import key, press

from game.platform.frame_log import FRAME
from game.platform.text import LARGE_BODY, wrap
from game.play.session import profiles
from game.screens.scenes.howto import CLEAR, CONTROLS, MORE, TOP, HowToScene, layout, page_top
from game.telling.hand_chart import rules_paragraphs

SIZES = ("normal", "large")


def howto_at(app, size: str) -> HowToScene:
    app.settings.text_size = size
    howto = HowToScene(app)
    app.stack.push(howto)
    app.stack.apply_requests()
    return howto


def drawn_pages(app, howto: HowToScene, size: str):
    """Each page of the game in view as drawn: where it is, its lines (text, rect), its page line's
    text and top, and the frame's problems."""
    shape = layout(size)
    pages = howto.pages()
    for page in range(len(pages)):
        howto.page = page
        FRAME.clear()
        app.draw()
        where = f"{howto.entries[howto.index].id} at {size}, page {page + 1} of {len(pages)}"
        texts = FRAME.texts()
        lines = [item for item in texts if item.rect.top >= TOP and item.size == shape.size]
        counted = [item for item in lines if item.text.startswith("PAGE ")]
        lines = [item for item in lines if item not in counted]
        yield where, lines, counted, frame_problems(where)


@pytest.mark.parametrize("size", SIZES)
def test_every_page_holds_one_idea_in_short_lines_and_says_its_place_and_keys(app, size):
    shape = layout(size)
    howto = howto_at(app, size)
    assert [entry.id for entry in howto.entries] == [entry.id for entry in profiles() if entry.ok]
    problems: list[str] = []
    for index, entry in enumerate(howto.entries):
        howto.index = index
        listed = [game.rules for game in howto.entries if game.rules is not None]
        paragraphs = rules_paragraphs(entry.rules, listed)
        pages = howto.pages()
        rules = " ".join(sentence for paragraph in paragraphs for sentence in paragraph)
        for number, (where, lines, counted, frame) in enumerate(drawn_pages(app, howto, size)):
            problems += frame
            assert len(counted) == 1, where
            place = f"PAGE {number + 1} OF {len(pages)}"
            turns = MORE if number == 0 else f"UP: PAGE {number}" if number + 1 == len(pages) else "UP / DOWN"
            assert counted[0].text.startswith(place) and turns in counted[0].text, (where, counted[0].text)
            assert counted[0].rect.top == page_top(shape.size), where
            assert all(item.rect.bottom + CLEAR <= counted[0].rect.top for item in lines), where
            if number + 1 < len(pages):  # a page of rules: short lines, few of them, the rules' in order
                assert 0 < len(lines) <= shape.lines, (where, len(lines))
                assert all(len(item.text) <= shape.columns for item in lines), where
                said = " ".join(item.text for item in lines)
                assert len(said.split()) <= 45, (where, said)  # (the dense pages held up to 176)
                assert said in rules, (where, said)  # (a short paragraph's page joins a neighbour)
            else:  # the keys, the last page, one a line
                assert [item.text for item in lines] == list(CONTROLS), where
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("size", SIZES)
def test_every_sentence_is_said_whole_on_one_page_in_order(app, size):
    """Every fact the rules state (hand_chart.rules_paragraphs, the words the dense pages said) is
    read off the drawn pages: each sentence whole on one page, in order, none cut off."""
    howto = howto_at(app, size)
    for index, entry in enumerate(howto.entries):
        howto.index = index
        listed = [game.rules for game in howto.entries if game.rules is not None]
        sentences = [
            sentence for paragraph in rules_paragraphs(entry.rules, listed) for sentence in paragraph
        ]
        pages = [" ".join(item.text for item in lines) for _, lines, _, _ in drawn_pages(app, howto, size)]
        found = []
        for sentence in sentences:
            on = [number for number, page in enumerate(pages) if sentence in page]
            assert on, (entry.id, size, sentence)
            found.append(on[0])
        assert found == sorted(found), (entry.id, size)
        assert " ".join(pages[:-1]).split() == " ".join(sentences).split(), (entry.id, size)


@pytest.mark.parametrize("size", SIZES)
def test_no_sentence_leaves_a_word_alone_on_its_last_line_where_narrower_lines_avoid_it(app, size):
    shape = layout(size)
    howto = howto_at(app, size)
    for index, entry in enumerate(howto.entries):
        howto.index = index
        for page in howto.pages()[:-1]:
            sentence: list[str] = []
            for line, _ in [*page, ("", None)]:
                if line:
                    sentence.append(line)
                    continue
                words = " ".join(sentence).split()
                longest = max(len(word) for word in words)
                if len(sentence) > 1 and " " not in sentence[-1]:  # alone: no narrower lines as many
                    assert all(
                        len(wrap(" ".join(sentence), columns)) > len(sentence)
                        or " " not in wrap(" ".join(sentence), columns)[-1]
                        for columns in range(longest, shape.columns)
                    ), (entry.id, size, sentence)
                sentence = []


@pytest.mark.parametrize("size", SIZES)
def test_the_games_name_reads_as_large_as_the_normal_sizes_rules_clear_of_them(app, size):
    """(At the table's 16 px it was the smallest line on the page.)"""
    howto = howto_at(app, size)
    for index, entry in enumerate(howto.entries):
        howto.index = index
        FRAME.clear()
        app.draw()
        name = [item for item in FRAME.texts() if item.text == f"< {entry.rules.name.upper()} >"]
        assert len(name) == 1 and name[0].size == LARGE_BODY, (entry.id, name)
        assert name[0].rect.bottom + CLEAR <= TOP, entry.id


def test_the_letters_are_a_step_over_the_tables_and_larger_at_large():
    normal, large = layout("normal"), layout("large")
    assert normal.size == 20 and large.size == 24
    assert normal.columns * normal.size <= 700 and large.columns * large.size <= 700  # short lines


def test_at_large_the_keys_turn_the_pages_and_a_new_game_opens_on_its_first(app):
    howto = howto_at(app, "large")
    howto.index = [entry.id for entry in howto.entries].index("midnight-baseball")
    pages = len(howto.pages())
    assert pages > 2
    for _ in range(pages + 1):  # past the last page it stays there
        press(app, key(pygame.K_DOWN))
    assert howto.page == pages - 1
    FRAME.clear()
    app.draw()
    assert any(item.text.startswith(f"PAGE {pages} OF") and "UP: PAGE" in item.text for item in FRAME.texts())
    press(app, key(pygame.K_UP))
    assert howto.page == pages - 2
    press(app, key(pygame.K_RIGHT))
    assert howto.page == 0 and howto.entries[howto.index].id != "midnight-baseball"
