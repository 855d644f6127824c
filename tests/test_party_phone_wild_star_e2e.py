"""A wild card on the phone wears the TV's star (a host play-test: the phone marked a wild 9 with a
gold frame only, the TV with a gold star on a dark badge in its lower left corner): every wild
card, face up or yours face down, in your row, the table's and a result's, carries that badge, on
the screen and over no rank, suit nor "=8" of any card, on a 390 px phone in normal text and with
A+, upright and turned. In a real browser fed the table's messages
(tests/test_party_phone_playtest_e2e.py). Run with `python -m pytest -m e2e`."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import phone, play_state, player, served  # noqa: F401 (the fixtures)
from test_party_phone_reading_e2e import RESULT

pytestmark = pytest.mark.e2e

# each wild card's star (its ::before, placed from the card's box), and any rank, suit or stand-in it covers
STARS = """() => {
  const glyphs = [...document.querySelectorAll('.card:not(.back) > span')].filter((s) => s.offsetParent);
  return [...document.querySelectorAll('.card.wild')].filter((card) => card.offsetParent).map((card) => {
    const box = card.getBoundingClientRect(), star = getComputedStyle(card, '::before');
    const left = box.left + parseFloat(star.left), bottom = box.bottom - parseFloat(star.bottom);
    const mark = { left, right: left + parseFloat(star.width), top: bottom - parseFloat(star.height), bottom };
    const covers = glyphs.filter((s) => {
      const ink = document.createRange();  // a stand-in's letters: its band is the card's width
      ink.selectNodeContents(s);
      const b = (s.classList.contains('as') ? ink : s).getBoundingClientRect();
      return mark.left < b.right && b.left < mark.right && mark.top < b.bottom && b.top < mark.bottom;
    }).map((s) => s.parentElement.getAttribute('aria-label') + ' ' + s.textContent);
    const onScreen = mark.left >= 0 && mark.right <= innerWidth;
    return { card: card.getAttribute('aria-label'), star: star.content, badge: star.backgroundColor,
             colour: star.color, onScreen, covers };
  });
}"""


LONG_ROW = ["9d", "Kh", "3h", "Ts", "9h", "Qd", "3d", "Jc", "9s"]  # eleven cards with the two down: narrowed


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("up", [["9d", "Kh"], LONG_ROW])
@pytest.mark.parametrize("turned", [False, True])
def test_every_wild_card_wears_the_tvs_star_on_a_dark_badge(phone, large, up, turned):  # noqa: F811
    """`turned`: the phone held in landscape, whose face-down cards' rank lies higher."""
    ann = phone(large=large)
    if turned:
        ann.page.set_viewport_size({"width": 844, "height": 390})
    ann.sit()
    players = [
        player(0, up=up),
        player(1, up=["3s", "Td", "9c"], bonus=["9c"]),
        player(2, up=["Qh"]),
        player(3, up=["8d"]),
    ]
    you = {**play_state()["you"], "hidden": ["3c", "2s"], "best": "Pair of kings"}
    ann.feed(play_state(players=players, you=you))  # the room's wild ranks: 3 and 9
    stars = ann.page.evaluate(STARS)
    ann.shot(f"wild-stars-{len(up)}{'-turned' if turned else ''}")
    wild_up = [card for card in up if card[0] in "39"]
    assert sorted(s["card"] for s in stars) == sorted(
        ["3c", "3s", "9c", *wild_up, *wild_up]
    )  # (yours: row and roster)
    for star in stars:
        assert star["star"] == '"\u2605"', star  # the TV's star, gold on a dark badge
        assert star["colour"] == "rgb(242, 178, 51)" and star["badge"] == "rgb(12, 12, 20)", star
        assert star["onScreen"] and star["covers"] == [], star


@pytest.mark.parametrize("large", [False, True])
def test_a_results_wild_card_wears_its_star_beside_what_it_stands_for(phone, large):  # noqa: F811
    """At the result the TV marks a wild card "=8" on its foot and keeps the star: so does the phone."""
    ann = phone(large=large)
    ann.sit()
    used = [
        {"card": card, "as": stands}
        for card, stands in [("8h", None), ("8s", None), ("9d", "8"), ("3c", "8"), ("Kd", None)]
    ]
    hand = {"seat": 1, "name": "Bo", "words": "Four 8s", "category": "four_kind", "cards": used}
    result = {**RESULT["result"], "winning": [hand], "uncontested": False, "why": "Four 8s"}
    ann.feed(play_state(actor=None, hand=8), {**RESULT, "result": result})
    ann.page.wait_for_selector("#resultbody .cards.used")
    stars = [star for star in ann.page.evaluate(STARS) if star["card"].endswith(" as 8")]
    ann.shot("wild-result")
    assert [star["card"] for star in stars] == ["9d as 8", "3c as 8"]
    assert ann.page.eval_on_selector_all("#resultbody .card .as", "as => as.map(a => a.textContent)") == [
        "=8",
        "=8",
    ]
    for star in stars:
        assert star["star"] == '"\u2605"' and star["onScreen"] and star["covers"] == [], star
