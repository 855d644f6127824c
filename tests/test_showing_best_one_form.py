"""Your seat's two lines, SHOWING and BEST, name their hands in one form, the fullest both fit in
(a newcomer's play-test at TEXT SIZE large read "SHOWING Str. to A" over "BEST Straight to A"), but
where one says its hand's name alone ("SHOWING Two pair": two pair's ranks take 19 letters), and
a straight has one abbreviation, "Str", in every form and in capitals ("Str to A" beside "Str
flush"; the middle's "STR. TO A")."""

from __future__ import annotations

import itertools

from game.felt import layout
from game.felt.seat_words import BEST, SHOWING, SHOWING_AND_BEST, hand_words, long_names
from game.felt.table_model import Seat
from game.telling.hand_forms import in_capitals
from game.telling.hand_words import form_ladder, name_alone

HANDS = sorted(words for words in long_names() if "(" not in words)[::7]


def form_of(words: str, said: str) -> int:
    """The rung of form_ladder at which `said` names `words` (its first)."""
    return form_ladder(words).index(said)


def test_showing_and_best_say_one_form_at_every_width():
    for showing, best in itertools.product(HANDS, HANDS[::5]):
        seat = Seat("YOU", "human", True, showing=showing, best=best)
        for columns in range(14, 34):
            slot = layout.SeatSlot(0, 0, columns * 16, 7, 40)
            (shown, _), (bested, _) = hand_words(seat, slot, 16)
            said = (shown.removeprefix(SHOWING), bested.removeprefix(BEST))
            if shown == SHOWING_AND_BEST:  # (one hand, its label over it: label_over_hand)
                said = (bested, bested)
            if "\u2026" in "".join(said):
                continue  # (cut: no form fits)
            if best.startswith("Two pair") and said[1] == form_ladder(best)[1].removeprefix("Two pair, "):
                said = (said[0], "Two pair")  # (its ranks said in its name alone's place: own_line)
            where = (showing, best, columns, said)
            rungs = {form_of(showing, said[0]), form_of(best, said[1])}
            # (a form that is the same words at two rungs counts as either; a line with room for its
            # hand's name alone, "SHOWING Two pair", leaves the other line its ranks: "BEST 4's full,
            # 2's", never "BEST 4's full")
            alone = name_alone(showing, form_of(showing, said[0])) or name_alone(best, form_of(best, said[1]))
            assert (
                len(rungs) == 1
                or alone
                or any(
                    form_ladder(words)[min(rungs)] == form_ladder(words)[max(rungs)]
                    for words in (showing, best)
                )
            ), where


def test_a_straight_has_one_abbreviation_in_every_form_and_in_capitals():
    for words in ("Straight to the ace", "Straight flush to the jack", "Straight to the ten"):
        shortened = [form for form in form_ladder(words) if not form.startswith("Straight")]
        assert shortened, words
        for form in shortened:
            assert form.split()[0] == "Str", form
            assert in_capitals(form).split()[0] == "STR", form
