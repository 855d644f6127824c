"""A pot's result starts under every seat's words where the table writes them, and the words are
whole: a No Peek seat's words under its pile's count (a seat that folded keeps its pile, and
its count, to the result; at TEXT SIZE large a winner's kept stack did too) lay half under the
result's panel, which was placed as if they stood on the count's line (no-peek x5 seed 105 at TEXT
SIZE large: a top seat's 'Pair of 8's' under 'YOGI WINS 12'). Every table of 2 to 8 seats, both
TEXT SIZEs, Night and Midnight Baseball, shown down or not, and Baseball."""

from __future__ import annotations

from fractions import Fraction

import pygame
import pytest
from frame_checks import frame_problems
from test_ui_no_peek_piles import turn_every_seat
from test_ui_support import table_scene

from engine.cards import parse_cards
from game.felt import layout
from game.felt.pile_layout import words_block
from game.felt.result_view import ResultView
from game.platform.frame_log import FRAME
from game.screens.table_scene import TableScene
from game.telling.hand_words import fewest_form, form_ladder
from game.telling.pot_result import PotResult, ShownHand

# a newcomer's play-test's row (shot_198): wild threes and a nine, two tens, the K a four earned (+),
# and three never turned
HAND = parse_cards("3h Tc Td 4d Kc 9d 3s 2c 2d 2h")
WORDS = "Five tens"
PROFILES = {  # user profiles: no shipped game seats seven or eight
    "midnight-seven": "name: Midnight for Seven\nextends: midnight-baseball\nplayers: {max: 7}\n",
    "night-eight": "name: Night for Eight\nextends: night-baseball\ncards: 6\nplayers: {max: 8}\n",
    "baseball-seven": "name: Baseball for Seven\nextends: baseball\nplayers: {max: 7}\n",
    "baseball-eight": "name: Baseball for Eight\nextends: baseball\nplayers: {max: 8}\n",
}
NO_PEEK = [
    *(("night-baseball", players) for players in range(2, 6)),
    ("night-eight", 8),
    *(("midnight-baseball", players) for players in range(2, 7)),
    ("midnight-seven", 7),
]
STUD = [*(("baseball", players) for players in range(2, 7)), ("baseball-seven", 7), ("baseball-eight", 8)]


def table(app, tmp_path, profile: str, players: int, size: str):
    folder = tmp_path / "user-profiles"  # the profile folder conftest.py gives each test
    folder.mkdir(exist_ok=True)
    for name, text in PROFILES.items():
        (folder / f"{name}.yaml").write_text(text, encoding="utf-8")
    app.settings.reduced_motion, app.settings.text_size = True, size
    scene = table_scene(app, profile=profile, players=players)
    app.frame([], 0.05)
    return scene


def deal(app, scene, turned: int, shown: bool) -> None:
    """Every seat holds HAND, its first `turned` cards turned (the K a four earned among them), the
    rest never turned; shown down or not."""
    turn_every_seat(scene, HAND, turned)
    for seat in scene.model.seats:
        seat.cards[4].bonus, seat.showing, seat.revealed = True, WORDS, shown
    app.draw()


def hand(seat: int, words: str) -> ShownHand:
    return ShownHand(seat, words, tuple((card, None) for card in HAND[1:6]), "five")


# a result as tall as the play-test's: a rare hand's words, two hands and a line saying why
RESULT = PotResult(
    ((1, Fraction(25, 2)),),
    False,
    (hand(1, WORDS),),
    hand(0, "Pair of eights"),
    "Five tens beat a pair of eights",
    "GRAND SLAM!",
)


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize(("profile", "players"), NO_PEEK + STUD)
def test_every_seats_words_stay_whole_and_clear_of_the_result(
    app, tmp_path, monkeypatch, profile, players, size
):
    """Each seat over the result says a whole form of its hand wherever its block has one, over the
    room the result takes (ResultView.area), and the result's panel hides nothing half
    (frame_checks)."""
    scene = table(app, tmp_path, profile, players, size)
    monkeypatch.setattr(TableScene, "log_aside", True)  # (the table as it is drawn under a result)
    no_peek = scene.model.no_peek
    body = layout.LAYOUTS[size].body
    for turned in range(1 if no_peek else 7, len(HAND) + 1):
        for shown in (False, True) if no_peek else (True,):
            deal(app, scene, turned, shown)
            drawn = len(FRAME.items)
            view = ResultView(app.text, app.cards, scene.model, RESULT, scene.director.slots)
            view.draw(app.display.canvas, 0.0)
            where = f"{profile} x{players} {size}, {turned} turned, {'shown' if shown else 'piled'}"
            assert frame_problems(where) == []
            words = [  # (not a pile's count, written small)
                item
                for item in FRAME.items[:drawn]
                if item.kind == "text" and item.size == body and not item.secondary
            ]
            for number, slot in scene.director.slots.items():
                beside = slot.x + slot.width <= view.area.left or slot.x >= view.area.right
                if beside or slot.y >= view.area.y:
                    continue  # (beside the result or under it)
                block = pygame.Rect(slot.x, slot.cards_y, slot.width, slot.words_floor - slot.cards_y)
                said = [item for item in words if block.contains(item.rect)]
                # (beside a second row at large, its fewest letters' form: "5 10's", seat_words.seat_lines)
                forms = ["", *form_ladder(WORDS), fewest_form(WORDS)]
                assert " ".join(item.text for item in said) in forms, (where, number)
                # (none left out where the seat has a line for it: under its rows or beside the lowest;
                # stud's ten cards at large lie five over five, a row across the seat)
                written, top, _ = words_block(slot, scene.director.seat_places(number), None, body)
                lined = written is not slot or top + slot.line <= slot.words_floor
                # (beside a row, "5 10's" on one line or nothing: never "5" / "10's", whole_names)
                whole = written is slot or len(fewest_form(WORDS) or "") <= written.width // body
                assert said or not slot.word_lines or not lined or not whole, (where, number)
                for item in said:
                    assert item.rect.bottom <= view.area.top, (where, number, item.text, item.rect, view.area)
    scene.leave()
