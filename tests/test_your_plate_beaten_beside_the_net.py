"""A one-line plate says its status beside its net, apart from the name (issue 31: a newcomer's
play-test read its own plate's "YOU BEATEN  -3" as one phrase, while every other seat read its name
over "-7 BEATEN"): "YOU" at the plate's left, "BEATEN" just left of the net, as the others say it."""

from __future__ import annotations

import pytest
from test_ui_support import table_scene

from game.felt.seat_draw import name_and_status
from game.platform.frame_log import FRAME


def test_a_line_parts_into_its_name_and_the_status_said():
    assert name_and_status("YOU BEATEN", "BEATEN") == ("YOU", "BEATEN")
    assert name_and_status("YOU", "") == ("YOU", "")
    assert name_and_status("BARTHOLOMEW\u2026", "BEATEN") == ("BARTHOLOMEW\u2026", "")  # (not said)


@pytest.mark.parametrize("size", ["normal", "large"])
def test_your_beaten_plate_says_beaten_beside_your_net(app, size):
    app.settings.reduced_motion, app.settings.text_size = True, size
    scene = table_scene(app, profile="night-baseball", players=3)
    app.frame([], 0.05)
    you = scene.model.seats[0]
    you.out, you.balance = True, you.since - 3
    FRAME.clear()
    app.draw()
    texts = {item.text: item.rect for item in FRAME.texts() if item.text in ("YOU", "BEATEN", "-3")}
    assert set(texts) == {"YOU", "BEATEN", "-3"}, [item.text for item in FRAME.texts()]
    name, said, net = texts["YOU"], texts["BEATEN"], texts["-3"]
    assert name.top == said.top == net.top  # one line
    assert said.left - name.right > net.left - said.right  # nearer the net than the name
    assert 0 < net.left - said.right <= 40  # (a character apart, at most two at the large size)
    scene.leave()
