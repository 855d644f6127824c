"""The phone shows each place in exactly the words the TV shows it, as the room sends them: a
session's standings ("2ND=" before the name, as on the TV's FINAL STANDINGS, and in the title "you
finished 2ND= of 4 people") and tonight's ledger (its table's place column and its folded line),
for every set of places a table of two to five people can give, ties at the top, the middle and the
bottom. The phone once worded places itself and said "joint last of 4 people" beside the TV's 2ND=
(a host play-test). Fed the messages the room builds (hand_result, ledger_message) through the
stand-in socket of test_party_phone_playtest_e2e, at 390x844.

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import phone, play_state, player, served  # noqa: F401
from test_party_phone_reading_e2e import RESULT
from test_phone_place_labels import every_place_set, night, standings_message, tv_standings

from game.party.ledger_message import ledger_message
from game.play.place_words import ledger_places

pytestmark = pytest.mark.e2e

PLACES = "page => [...document.querySelectorAll(SELECTOR)].map((e) => e.textContent)"


def texts(page, selector: str) -> list[str]:
    return page.evaluate(PLACES.replace("SELECTOR", repr(selector)))


def test_the_standings_and_the_ledger_show_the_tvs_place_words(phone):  # noqa: F811
    ann = phone()
    ann.sit()  # Ann, seat 0, the first of the people in every set
    for places in every_place_set():
        people = len(places)
        # the last pot's result with the session's words, as Phones.game_over sends it (5ec63e65)
        message = {**RESULT, **standings_message(places)}
        message["standings"][0]["you"] = True  # Ann's line, as the server marks it in her phone's copy
        net = message["standings"][0]["net"]
        # her seat's night figure as a real table sends it (the page says the state's `tonight`)
        ann.feed(
            play_state(actor=None, hand=8, players=[player(0, tonight=net), *play_state()["players"][1:]])
        )
        ann.feed(message)
        tv = tv_standings(places)
        # the TV's row labels, the bot's "" (no place on either screen) left out
        assert texts(ann.page, "#resultbody .standings .place") == [label for label in tv if label], places
        said = ann.page.inner_text("#resulttitle")
        winners = message["session"]["winners"]
        won = any(w["name"] == "Ann" for w in winners)
        names = " & ".join("You" if w["name"] == "Ann" else w["name"] for w in winners)
        verb = " win " if won or len(winners) > 1 else " wins "
        mine = f", {net}" if won else f" \u00b7 you {tv[0]} of {people} people, {net}"
        assert said == names + verb + "Baseball" + mine, (places, said)
        ledger = night(places)
        ann.feed(dict(ledger_message(ledger, "phone:0:Ann")))
        assert texts(ann.page, "#ledgertable .place") == ledger_places(ledger.lines()), places
        assert ann.page.inner_text("#ledgersum") == f"Tonight: {net}, {tv[0]} of {people} people", places
    ann.shot("place-labels")
