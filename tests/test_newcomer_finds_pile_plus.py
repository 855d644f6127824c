"""The orange + on a face-down No Peek pile said once at a table, even where a stud 4's + was said
first: a Hold'em newcomer's Dealer's Choice play-test (a Baseball pot, then Midnight) saw the + on
Babe's and Satchel's piles (d90) with nothing saying what it was, the first bonus card's meaning
spent on the Baseball pot's face-down 4 card. Each meaning is said the first time its own kind of
bonus lands, in words naming the + as the pile shows it."""

from __future__ import annotations

from test_four_bonus_words import bonus, director

from engine.profile import load_profile
from game.felt.pacing import FLIGHT
from game.telling.hints import BONUS_MEANING, UNDER_PILE_MEANING


def test_a_pile_plus_is_said_after_a_stud_plus_at_one_table():
    d, model, tweens = director("baseball", hints=True)
    d.play(bonus("down"))
    tweens.update(FLIGHT * 2)
    assert list(model.log)[-1] == BONUS_MEANING
    d.pot_rules = load_profile("midnight-baseball")  # the next pot's game (game.felt.dealer_call)
    d.play(bonus("down"))
    tweens.update(FLIGHT * 2)
    assert list(model.log)[-2:] == ["Yogi earns +1 card under the pile for the 4", UNDER_PILE_MEANING]
    d.play(bonus("down"))  # ...once
    tweens.update(FLIGHT * 2)
    assert list(model.log).count(UNDER_PILE_MEANING) == 1
    d.pot_rules = load_profile("baseball")
    d.play(bonus("down"))
    tweens.update(FLIGHT * 2)
    assert list(model.log).count(BONUS_MEANING) == 1


def test_the_words_name_the_plus_the_pile_shows():
    assert UNDER_PILE_MEANING.startswith("The + card")  # (the pile shows "+", not "+1")
