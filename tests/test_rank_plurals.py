"""Every rank's plural in figures has one form, the figure and "'s" ("Pair of 7's", "Pair of Q's",
"Three A's"), in mixed case as in capitals, and a hand of a kind says its rank on the narrowest seat
line at both TEXT SIZEs (a large table's top seats hold 11 letters: "Pair 10's"). A newcomer's
play-test read "Q's" beside "7s", and "As full of Js" as the word "as"."""

from __future__ import annotations

import pytest

from engine.cards import RANK_NAMES, RANK_PLURALS
from game.felt import layout
from game.felt.seat_words import fit_words
from game.platform.text import TEXT_SIZES
from game.telling.event_words import rank_words
from game.telling.hand_forms import in_capitals
from game.telling.hand_words import hand_name

KINDS = ("Pair of", "Three", "Four", "Five")


@pytest.mark.parametrize("rank", list(RANK_NAMES))
def test_every_ranks_plural_is_its_figure_and_an_s(rank):
    figure = rank_words(rank)
    for kind in KINDS:
        short = hand_name(f"{kind} {RANK_PLURALS[rank]}").short
        assert short == f"{kind} {figure}'s", short
        # every rank's plural takes an apostrophe ("AS" read as a word, "2S" as a card, "As full of
        # Js" as the word "as")
        assert in_capitals(short) == f"{kind.upper()} {figure}'S"
    two = hand_name(
        f"Full house, {RANK_PLURALS[rank]} over {RANK_PLURALS['2' if rank != '2' else '3']}"
    ).short
    assert f" {figure}'s over " in two, two


@pytest.mark.parametrize("text_size", list(layout.LAYOUTS))
def test_a_hand_of_a_kind_fits_the_narrowest_seat_line_whole(text_size):
    size = TEXT_SIZES[text_size].body
    slots = [slot for slots in layout.LAYOUTS[text_size].slots_for.values() for slot in slots]
    columns = min(slot.width // size for slot in slots if slot.word_lines)
    for rank in RANK_NAMES:
        for kind in KINDS:
            said = fit_words(f"{kind} {RANK_PLURALS[rank]}", columns, 1, rung=1)
            assert len(said) == 1 and said[0].endswith(f" {rank_words(rank)}'s"), (text_size, said)
