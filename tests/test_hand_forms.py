"""A hand's words in one form for each place, decided in game.telling.hand_forms (a newcomer's
play-test read 'Pair of kings', 'PAIR OF KINGS' and 'pair of kings' at one table): the log says
it inside a sentence, the middle and the awards in capitals, the result as the engine names it;
every place asks the one module (the log's two twins of in_sentence are gone)."""

from __future__ import annotations

import pytest

from engine.cards import parse_cards
from engine.events import Showdown
from engine.hands import best_hand
from game.felt import log_forms
from game.telling import event_words, hand_forms, pot_line
from game.telling.event_words import event_line
from game.telling.hand_forms import as_named, in_capitals, in_sentence
from game.telling.hints import target_words

HANDS = ("Ks Kh 7c 5d 2s", "Qs Qh Qd 4c 4s", "6s 6h 2c 2d Ah", "Ts Js Qs Ks As")


@pytest.mark.parametrize("cards", HANDS)
def test_each_place_says_a_hand_in_its_own_one_form(cards):
    value = best_hand(parse_cards(cards), "")
    words = value.description
    shown = Showdown(1, tuple(value.used[i][0] for i in range(5)), (), value.category, words)
    assert event_line(shown, ["You", "Casey"]) == f"Casey shows {in_sentence(words)}"
    assert target_words("CASEY", value).startswith(f"BEAT CASEY: {in_capitals(words)}")
    assert as_named(in_sentence(words)) == words == as_named(words)
    assert (
        in_capitals("Pair of Q's") == "PAIR OF Q'S"  # ("QS" read as the queen of spades)
        and in_capitals("Two pair, 6's and 4's") == "TWO PAIR, 6'S AND 4'S"  # ("PAIR 2S": the two of spades)
    )


def test_the_log_and_the_pot_lines_ask_the_one_module():
    assert event_words.in_sentence is hand_forms.in_sentence
    assert log_forms.in_sentence is hand_forms.in_sentence
    assert pot_line.in_sentence is hand_forms.in_sentence
