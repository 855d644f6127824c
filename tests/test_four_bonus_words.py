"""A four's bonus card in words (game.telling.event_words, game.felt.director): a newcomer's
Midnight play-test learned that a 4 turned up puts a card under the turner's pile only from the
orange + on Yogi's pile, the log's "earns a bonus card" (soon scrolled away) saying neither why
nor where. The log says what earned it and where it went, and the first bonus card at a table,
with the hints on, says what the + means, the table held on it as long again."""

from __future__ import annotations

from engine.cards import parse_cards
from engine.events import Deal, SeatInfo, SessionStart
from engine.profile import load_profile
from game.felt.director import Director
from game.felt.layout import LARGE
from game.felt.log_forms import fewer_words
from game.felt.pacing import FLIGHT, READ
from game.felt.table_model import TableModel
from game.platform.text import wrap
from game.platform.tween import Tweens
from game.telling.event_words import event_line
from game.telling.hints import BONUS_MEANING, UNDER_PILE_MEANING

SEATS = (SeatInfo("You", "human", "human"), SeatInfo("Yogi", "bot", "balanced"))
NAMES = ["You", "Yogi"]


def bonus(face: str) -> Deal:
    return Deal(1, parse_cards("9s")[0] if face == "up" else None, face, "bonus")


def test_the_log_says_what_earned_the_card_and_where_it_went_in_every_game():
    said = {
        pid: event_line(bonus(face), NAMES, 8, load_profile(pid))
        for pid, face in (("midnight-baseball", "down"), ("night-baseball", "up"), ("baseball", "down"))
    }
    assert said == {
        "midnight-baseball": "Yogi earns +1 card under the pile for the 4",
        "night-baseball": "Yogi earns +1 card face up for the 4",
        "baseball": "Yogi earns +1 card face down for the 4",
    }


def director(pid: str, hints: bool) -> tuple[Director, TableModel, Tweens]:
    model, tweens = TableModel(), Tweens()
    d = Director(model, tweens, human=0, style_labels={1: "Rock hard"})
    d.hints = hints
    d.play(SessionStart(pid, load_profile(pid), SEATS, 1, 8))
    return d, model, tweens


def test_the_first_bonus_card_at_a_table_says_what_its_plus_means_and_is_held_as_long_again():
    for pid, face, place, meaning in (
        ("midnight-baseball", "down", "under the pile", UNDER_PILE_MEANING),
        ("night-baseball", "up", "face up", BONUS_MEANING),
    ):
        d, model, tweens = director(pid, hints=True)
        first = d.play(bonus(face))
        tweens.update(FLIGHT * 2)  # landed: its line, then the meaning
        assert list(model.log)[-2:] == [f"Yogi earns +1 card {place} for the 4", meaning], pid
        again = d.play(bonus(face))
        tweens.update(FLIGHT * 2)
        assert list(model.log).count(meaning) == 1, pid  # once a table
        assert first == 2 * again, (pid, first, again)
    assert UNDER_PILE_MEANING.endswith("turned last")  # (a card under the pile: a newcomer asked)
    # in plain words: "The + pile hides a 4's card" read as a card of rank 4 (where it lies: the move's)
    assert "4's" not in UNDER_PILE_MEANING
    aside = LARGE.result_log.width // LARGE.small  # the log beside your seat (tests/test_log_hints_whole)
    for said in (BONUS_MEANING, UNDER_PILE_MEANING):  # whole in a narrow log (never cut at a colon)
        assert fewer_words(said) == [said] and len(wrap(said, aside)) <= 2, said


def test_with_the_hints_off_the_bonus_card_is_only_logged():
    d, model, tweens = director("midnight-baseball", hints=False)
    held = d.play(bonus("down"))
    tweens.update(FLIGHT * 2)
    assert list(model.log)[-1] == "Yogi earns +1 card under the pile for the 4"
    assert UNDER_PILE_MEANING not in model.log and held == READ["hidden_bonus"]
