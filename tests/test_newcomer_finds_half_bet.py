"""A Hold'em newcomer's Dealer's Choice play-test read "BRING IN: low card bets ½" in Seven-Card Stud
(d30) with no word of what a half is; the first half paid now says it, in the log line after it
(test_halves_said_at_the_table): "½: half a bet, a bring-in", true of every game whose bring-in is
a half."""

from __future__ import annotations

from engine.money import mixed
from engine.profile import load_profile
from game.felt.log_forms import HINTS, fewer_words
from game.telling.hints import HALVES_MEANING


def test_the_first_half_says_what_a_half_is():
    assert HALVES_MEANING.startswith(f"{mixed(load_profile('seven-card-stud').betting.bring_in)}:")
    assert "half a bet" in HALVES_MEANING
    assert HALVES_MEANING in HINTS and fewer_words(HALVES_MEANING) == [HALVES_MEANING]


def test_it_is_true_where_a_half_is_brought_in():
    for name in ("seven-card-stud", "baseball", "baseball-bring-in"):
        betting = load_profile(name).betting
        if betting.bring_in.denominator > 1:  # (the halves it explains)
            assert betting.bring_in * 2 == betting.bet, name
