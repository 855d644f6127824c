"""A person keeps their colour all night: a host play-test seated the host at the TV in orange, the
TV's first colour, and Bartholomew's orange turned pink on every phone (game.party.seat_plates).
Against a room served on 127.0.0.1, two phones at 390x844 in Debian's headless chromium."""

from __future__ import annotations

import pytest
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)

from game.party.seat_plates import SEAT_COLOURS

pytestmark = pytest.mark.e2e
PHONE = {"width": 390, "height": 844}


def swatches(page) -> dict[str, str]:
    """Each name in the phone's lobby and the colour of its swatch."""
    return dict(
        page.eval_on_selector_all(
            "#guests li",
            "lis => lis.map(li => [li.querySelector('.pname').textContent,"
            " getComputedStyle(li.querySelector('.swatch')).backgroundColor])",
        )
    )


def rgb(colour: str) -> str:
    return "rgb({}, {}, {})".format(*(int(colour[i : i + 2], 16) for i in (1, 3, 5)))


def test_a_player_seated_at_the_tv_leaves_the_guests_colours_as_they_were(phones):  # noqa: F811
    served = Served("midnight-baseball", 4, 4)
    try:
        bart = phones(served.url, "Bartholomew F.", PHONE)
        bart.join()
        zoe = phones(served.url, "Zoë", PHONE)
        zoe.join()
        zoe.page.wait_for_selector("#guests .pname:text-is('Bartholomew F.')")
        before = swatches(zoe.page)
        assert before["Bartholomew F."] == rgb(SEAT_COLOURS[0])  # orange
        served.call(served.room.controls.add_local, "Host", SEAT_COLOURS[0])  # the host picks orange
        zoe.page.wait_for_selector("#guests .pname:text-is('Host')")
        after = swatches(zoe.page)
        assert (
            after["Bartholomew F."] == before["Bartholomew F."] and after["Zoë (you)"] == before["Zoë (you)"]
        )
        assert after["Host"] not in before.values()  # a colour no seat showed
        zoe.shot("host-at-the-tv", landscape=False)
    finally:
        served.stop()
