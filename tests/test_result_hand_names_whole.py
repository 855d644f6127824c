"""A hand's name on the pot's result is whole: a Hold'em newcomer's play-test at TEXT SIZE large
(Night Baseball, PERFECT GAME!) read "BABE WINS 17" over "Royal" and "YOU" over "10's full" while
the seats said "Royal flush" and "10's full, 2's". A caption says the table's form, or a shorter
form that cuts no word or rank from it (result_view.cut_from), else the whole name on more lines."""

from __future__ import annotations

import re

import pytest
from result_sweep import contested, table_at_its_end

from game.felt import layout
from game.felt.result_view import ResultView
from game.platform.text import KEEP
from game.telling.hand_words import form_ladder, page_form, ranks_named

NAMES = ("YOU", "BABE", "CASEY", "YOGI")


def cut(words: str, table: str) -> bool:
    """`words` drop a word or a rank of `table`, the form the seats say ("Royal", "10's full")."""
    after = table[len(words) : len(words) + 1]
    return ranks_named(words) < ranks_named(table) or (table.startswith(words) and after in (" ", ","))


def hand_words(lines: list[str], name: str) -> str:
    """A caption's hand words: its lines but the player's name, share and colon (a page's "CASEY
    WINS 73", or "CASEY 73" where the other hand's line leaves it no room for WINS)."""
    said = " ".join(line.replace(KEEP, " ") for line in lines)
    return re.sub(rf"^{name}(( WINS?)?( [0-9]+(?![0-9']))?( [0-9]+/[0-9]+)?)?:?", "", said).strip()


def shown(app, profile: str, showing: str = ""):
    """Each page's hands and their caption lines, of the seeded pots' results at large: (where,
    the view, a hand, its lines); `showing`: the seats' words over their cards."""
    for seed, result in contested(profile, range(1, 5)):
        model = table_at_its_end(NAMES, slice(1, None), showing)
        view = ResultView(app.text, app.cards, model, result, layout.LARGE.seat_slots(4, 0), lambda: 0.0)
        _title, hands, captions, why = view.drawn_rows()
        for page, (under, _said) in enumerate(view.pages(hands, captions, why)):
            for (hand, _won), lines in zip(hands, under, strict=True):
                yield (seed, page), view, hand, lines


@pytest.mark.parametrize("profile", ["baseball", "night-baseball", "midnight-baseball", "seven-card-stud"])
def test_every_hand_named_on_the_result_is_named_whole(app, profile):
    named = 0
    for where, view, hand, lines in shown(app, profile):
        words = hand_words(lines, NAMES[hand.seat])
        if not words:  # (the names alone: the words take a page of their own)
            continue
        table = view.named(hand)
        assert words in (table, page_form(hand.words)) or words in form_ladder(hand.words), (where, lines)
        assert words == page_form(hand.words) or not cut(words, table), (where, lines, table)
        named += 1
    assert named > 20, named


@pytest.mark.parametrize("profile", ["baseball", "night-baseball", "midnight-baseball", "seven-card-stud"])
def test_every_page_of_an_ordinary_pot_names_every_hand(app, profile):
    """Shot_309's Seven-card stud: a page of the why under "CASEY" and a blank line, beside "YOGI"
    over "A's, 10's": where the panel has the height every page names each hand. Four ordinary
    pots of the other games' sweep still read "CASEY" / "WINS 56" over the why, her flush unnamed
    (the name and share on one line make the room: "CASEY 56" / "Flush," / "A high"). A big
    moment's two lines of big letters leave its pages of the why the names alone."""
    for where, view, hand, lines in shown(app, profile, "Pair of queens"):
        if not view.result.moment:
            assert hand_words(lines, NAMES[hand.seat]), (where, lines)
