"""A straight flush is "Straight flush to 9" wherever its words have the room, "Str flush" only where
they do not: a newcomer's play-test read "Str flush to 9" on their own seat's wide line, where the
whole name fits, and "YOU WIN 17: Str flush" / "to 9" under the showdown's STRAIGHT FLUSH TO 9 (two
hands side by side: 11 letters a caption's line, too few for "Straight flush"; a winner's hand
alone has the panel's width for it) (game.felt.whole_names.spelt_out). Every form keeps "Straight flush" on one line: never "Straight"
over "flush to 9", a straight then a flush. Both TEXT SIZEs, 4 and 8 seats; the canvas is 960x540
at 1920x1080 and 1280x720 alike (game.platform.display)."""

from __future__ import annotations

import os
from fractions import Fraction

import pygame
import pytest
from frame_checks import frame_problems
from test_ui_no_peek_piles import turn_every_seat
from test_ui_support import table_scene

from engine.cards import parse_cards
from game.felt import layout
from game.felt.result_view import NAME_BREAK, ResultView, caption_columns, columns
from game.felt.seat_words import fit_words
from game.felt.whole_names import splits_a_name
from game.platform.frame_log import FRAME
from game.screens.table_scene import TableScene
from game.telling.hand_words import TIGHT
from game.telling.pot_result import PotResult, ShownHand

WORDS = "Straight flush to the nine"
WHOLE, TIGHT_FORM = "Straight flush to 9", "Str flush to 9"
HAND = parse_cards("9c 8c 7c 6c 5c Kd 2h")
EIGHT = "name: Baseball for Eight\nextends: baseball\nplayers: {max: 8}\n"


def test_the_whole_name_where_a_line_holds_it_and_str_only_where_none_does():
    assert fit_words(WORDS, 19, 1, TIGHT) == [WHOLE]
    assert fit_words(WORDS, 18, 1, TIGHT) == [TIGHT_FORM]
    assert fit_words(WORDS, 14, 2, TIGHT) == ["Straight flush", "to 9"]
    # (11 letters: "Straight" / "flush to 9" would part the name's two words)
    assert fit_words(WORDS, 11, 2, TIGHT) == ["Str flush", "to 9"]
    assert splits_a_name(["Straight", "flush to 9"]) and not splits_a_name(["Straight flush", "to 9"])


def table(app, tmp_path, players: int, size: str):
    folder = tmp_path / "user-profiles"
    folder.mkdir(exist_ok=True)
    (folder / "baseball-eight.yaml").write_text(EIGHT, encoding="utf-8")
    app.settings.reduced_motion, app.settings.text_size = True, size
    scene = table_scene(app, profile="baseball" if players < 8 else "baseball-eight", players=players)
    app.frame([], 0.05)
    turn_every_seat(scene, HAND, len(HAND))
    for seat in scene.model.seats:
        seat.showing, seat.revealed = WORDS, True
    return scene


def shown(seat: int, words: str, cards: str, category: str) -> ShownHand:
    return ShownHand(seat, words, tuple((card, None) for card in parse_cards(cards)), category)


WON = shown(0, WORDS, "9c 8c 7c 6c 5c", "straight_flush")
# the play-test's showdown, two hands side by side (a caption's 11 letters: "Str flush" / "to 9"),
# and a winner's hand alone (the panel's width: "Straight flush to 9")
RESULTS = {
    "beside four 6's": PotResult(
        ((0, Fraction(17)),),
        False,
        (WON,),
        shown(1, "Four sixes", "6s 6d 9h 9d Ah", "four"),
        "A straight flush beats Babe's four of a kind",
        "PERFECT GAME!",
    ),
    "alone": PotResult(((0, Fraction(17)),), False, (WON,), None, "", "PERFECT GAME!"),
}


@pytest.mark.parametrize("result", RESULTS)
@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [4, 8])
def test_your_seat_and_the_showdown_spell_out_straight_flush_where_it_fits(
    app, tmp_path, monkeypatch, players, size, result
):
    scene = table(app, tmp_path, players, size)
    monkeypatch.setattr(TableScene, "log_aside", True)  # (the table as it is drawn under a result)
    app.draw()
    body = layout.LAYOUTS[size].body
    drawn = len(FRAME.items)
    view = ResultView(app.text, app.cards, scene.model, RESULTS[result], scene.director.slots)
    view.draw(app.display.canvas, 0.0)
    where = f"{players} seats at {size}, {result}"
    assert frame_problems(where) == []
    if os.environ.get("SPELT_SHOTS"):
        pygame.image.save(app.display.canvas, f"{os.environ['SPELT_SHOTS']}/{players}-{size}-{result}.png")
    texts = [item for item in FRAME.items[:drawn] if item.kind == "text" and item.size == body]
    for number, slot in scene.director.slots.items():
        block = pygame.Rect(slot.x, slot.cards_y, slot.width, slot.words_floor - slot.cards_y)
        said = [item.text for item in texts if block.contains(item.rect)]
        assert not splits_a_name(said), (where, number, said)
        if number == 0:  # your seat's wide line: the whole name (the play-test's "Str flush to 9")
            assert said == [WHOLE], (where, said)
        elif any("Str " in line for line in said):  # (only where the whole name has no room)
            room = slot.width // body
            assert len(WHOLE) > room and not {"Straight", "flush"} <= set(" ".join(said).split()), said
    lines = [item.text.replace("\xa0", " ") for item in FRAME.items[drawn:] if item.kind == "text"]
    panel = " ".join(lines)
    room = caption_columns(view.area, len(columns(RESULTS[result])), view.size)
    assert not splits_a_name(lines), (where, lines)
    if all(len(part) <= room for part in NAME_BREAK.split(WHOLE)):
        assert "Straight flush" in panel and "Str flush" not in panel, (where, room, panel)
    scene.leave()
