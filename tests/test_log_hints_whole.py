"""The table's log keeps what a line means: a hint (log_forms.HINTS) is said whole, never cut at its
colon (at TEXT SIZE large the log read "COACH, bottom left" alone), in two lines of the large log;
the move a hint is about stays over it (at large the first four's hint took the whole log and
pushed "+1 card" out); and a line breaks only where it does not fit, names whole (a host's 8-seat
play-test read "Montgomery Blake" over "checks" beside "Wilhelmina Stone folds" on one line)."""

from __future__ import annotations

import pytest
from frame_checks import frame_problems
from test_ui_card_rows import table

from game.felt import layout
from game.felt.log_forms import HINTS, fewer_words
from game.felt.log_lines import log_lines
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME
from game.telling.hints import BONUS_MEANING, UNDER_PILE_MEANING

LARGE = layout.LARGE
NAMES = ("You", "Babe", "Montgomery Blake", "Wilhelmina Stone")


@pytest.mark.parametrize("hint", sorted(HINTS))
@pytest.mark.parametrize("most", [2, 3, 4])
def test_every_hint_reads_whole_in_two_lines_of_the_large_log(hint, most):
    assert fewer_words(hint) == [hint]
    # (after your move: a move since it keeps its lines before a hint, tests/test_log_moves_before_tips.py)
    lines = log_lines(["Babe calls 1", "You call 1", hint], LARGE.log_columns, most, names=NAMES)
    latest = [line for line, newest in lines if newest]
    assert " ".join(latest) == hint and len(latest) <= 2, lines


WIDE = LARGE.centre.width // LARGE.small  # the large log's columns with nothing beside it
# the log beside your seat while a guided hand's page or a pot's result fills the centre, its third
# line given up to your No Peek pile's count: a newcomer's play-test at large read "The + marks a" /
# "card a 4…" and "+1 for a four:" / "under the…" there
ASIDE = LARGE.result_log.width // LARGE.small


@pytest.mark.parametrize("hint", sorted(HINTS))
def test_every_hint_reads_whole_in_the_two_lines_of_the_log_beside_your_seat(hint):
    lines = log_lines(
        ["Babe earns +1 card under the pile for the 4", "You check", hint], ASIDE, 2, names=NAMES
    )
    assert " ".join(line for line, _ in lines) == hint, lines


@pytest.mark.parametrize("aside", [True, False])
@pytest.mark.parametrize("party", [False, True])
@pytest.mark.parametrize("hint", sorted(HINTS))
def test_every_hint_is_drawn_whole_at_large_at_the_table_and_on_the_party_tv(app, hint, party, aside):
    """In the log beside your seat (as under a guided hand's page or a pot's result) and in the
    centre, at the solo table and on the party TV (its log leaving two lines for whose turn it is
    and how to join: game.screens.scenes.party)."""
    director, model, _tweens = table(4, LARGE, {})
    model.log.clear()
    model.log.extend(["You check", hint])
    FRAME.clear()
    lines = {"log_lines": layout.LOG_LINES - 2} if party else {}
    renderer = TableRenderer(app.text, app.cards, places=LARGE, **lines)
    renderer.draw(app.display.canvas, model, director, "YOUR TURN", result=aside)
    (log,) = FRAME.regions("log")
    drawn = [item.text for item in FRAME.texts() if log.contains(item.rect)]
    assert " ".join(drawn).endswith(hint), drawn


@pytest.mark.parametrize(
    ("move", "hint", "columns"),
    [
        ("Babe earns +1 card face up for the 4", BONUS_MEANING, LARGE.log_columns),
        ("Babe earns +1 card under the pile for the 4", UNDER_PILE_MEANING, LARGE.log_columns),
        ("Montgomery Blake earns +1 card under the pile for the 4", UNDER_PILE_MEANING, WIDE),
    ],
)
@pytest.mark.parametrize("most", [3, 4])
def test_the_move_a_hint_is_about_stays_over_it(move, hint, columns, most):
    lines = log_lines(["You check", move, hint], columns, most, names=NAMES)
    said = [line for line, _ in lines]
    assert " ".join(said).endswith(hint), said  # the hint whole, at the foot
    above = " ".join(line for line, latest in lines if not latest)
    place = "under" if "under the pile" in move else "face up"  # where it went, kept in fewest words
    assert move.split(" earns")[0] in above and "+1 " in above and place in above, said


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_line_breaks_only_where_it_does_not_fit_names_whole(app, size):
    places = layout.LAYOUTS[size]
    director, model, _tweens = table(8, places, {})
    for seat, name in zip(model.seats[1:3], ("Montgomery Blake", "Wilhelmina Stone"), strict=True):
        seat.name = name
    model.log.clear()
    model.log.extend(["Montgomery Blake checks", "Wilhelmina Stone folds", "Montgomery Blake calls 1"])
    FRAME.clear()
    TableRenderer(app.text, app.cards, places=places).draw(app.display.canvas, model, director)
    drawn = [item.text for item in FRAME.texts() if item.text in " ".join(model.log)]
    assert "Montgomery Blake checks" in drawn and "Wilhelmina Stone folds" in drawn, drawn
    assert "Montgomery Blake calls 1" in drawn, drawn
    assert frame_problems(f"8 seats {size}") == []
