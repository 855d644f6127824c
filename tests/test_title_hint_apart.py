"""The title's ENTER / A stands apart from the menu's last item: a newcomer's play-test saw QUIT
nearly touch it (shot_083, CONTINUE and the user items making eight rows), where close under
QUIT it reads as one more item."""

from __future__ import annotations

import itertools

import pytest
from test_title_save_line import saved_title
from test_ui_support import drawn_by

from game.platform.text import BODY


@pytest.mark.parametrize("size", ["normal", "large"])
def test_enter_a_stands_two_lines_clear_of_quit_with_every_item_listed(polished, monkeypatch, size):
    polished.settings.text_size = size
    title = saved_title(polished, monkeypatch)
    labels = [item.label for item in title.menu.items]
    assert labels[0] == "CONTINUE" and labels[-2:] == ["HALL OF FAME", "QUIT"]
    drawn = dict(drawn_by(polished, title, monkeypatch))
    rows = [drawn[label] for label in labels]
    between = min(lower.top - upper.bottom for upper, lower in itertools.pairwise(rows))
    under = drawn["ENTER / PAD A"].top - rows[-1].bottom
    # two letters' height: out of the items' rhythm (at 25, one blank row's room, it stood where
    # the list's next row but one would)
    assert under >= 2 * BODY > between, (under, between)
