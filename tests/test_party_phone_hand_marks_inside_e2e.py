"""Your own row of cards on the phone keeps its marks inside itself and its cards whole (a host
play-test at 390 px): the gold star of a wild first card sat half outside the row's top left, over
the page's margin and the line above ("Your turn next"), and the "hidden" band lay over the feet of
your face-down cards, so they read cut short. The band is under them now, the first card's star
inside the row, every star clear of the band; upright and turned, in normal text and with A+. In a
real browser fed the table's messages (tests/test_party_phone_playtest_e2e.py). Run with
`python -m pytest -m e2e`."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import phone, play_state, player, served  # noqa: F401 (the fixtures)

pytestmark = pytest.mark.e2e

# the row, its cards, the band and each wild card's star (its ::before, placed from the card's box)
BOXES = """() => {
  const box = (e) => e.getBoundingClientRect().toJSON();
  const stars = [...document.querySelectorAll('#mycards .card.wild')].map((card) => {
    const b = card.getBoundingClientRect(), star = getComputedStyle(card, '::before');
    const left = b.left + parseFloat(star.left), top = b.top + parseFloat(star.top);
    return { card: card.getAttribute('aria-label'), left, top,
             right: left + parseFloat(star.width), bottom: top + parseFloat(star.height) };
  });
  const band = document.querySelector('#mycards .downlabel');
  return { row: box(document.querySelector('#mycards')), stars, band: band && box(band),
           downs: [...document.querySelectorAll('#mycards .card.hidden')].map(box),
           ups: [...document.querySelectorAll('#mycards > .card')].map(box) };
}"""


def meets(a: dict, b: dict) -> bool:
    return (
        a["left"] < b["right"]
        and b["left"] < a["right"]
        and a["top"] < b["bottom"]
        and b["top"] < a["bottom"]
    )


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("turned", [False, True])
@pytest.mark.parametrize(
    ("hidden", "up"),
    [
        (["3c", "9s"], ["9d", "Kh"]),
        (["Kc", "2s"], ["3h"]),
        (["9h", "Ts", "3c"], ["9d", "Kh", "3h", "Ts", "9c", "Qd", "3d", "Jc"]),
    ],
)
def test_your_rows_stars_stay_in_it_and_the_hidden_band_is_under_the_cards(phone, large, turned, hidden, up):  # noqa: F811
    ann = phone(large=large)
    if turned:
        ann.page.set_viewport_size({"width": 844, "height": 390})
    ann.sit()
    you = {**play_state()["you"], "hidden": hidden}
    ann.feed(play_state(players=[player(0, up=up), *[player(s) for s in (1, 2, 3)]], you=you))
    seen = ann.page.evaluate(BOXES)
    ann.shot(f"hand-{len(hidden) + len(up)}{'-turned' if turned else ''}", full=False)
    row, band, downs = seen["row"], seen["band"], seen["downs"]
    wild = [card for card in [*hidden, *up] if card[0] in "39"]  # the room's wild ranks: 3 and 9
    assert sorted(star["card"] for star in seen["stars"]) == sorted(wild)
    for star in seen["stars"]:
        assert star["left"] >= row["left"] and star["top"] >= row["top"], (star, row)  # inside the row
        assert not meets(star, band), (star, band)  # and clear of the band's words
    assert len(downs) == len(hidden)
    for down in downs:
        assert band["top"] >= down["bottom"], (band, down)  # under the cards, not over their feet
        assert abs(down["height"] - seen["ups"][0]["height"]) <= 1  # whole: as tall as a face-up card
    assert band["left"] >= downs[0]["left"] - 1 and band["right"] <= downs[-1]["right"] + 1
    assert ann.page.eval_on_selector("#mycards .downlabel", "e => e.scrollWidth <= e.clientWidth")
