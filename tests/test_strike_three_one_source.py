"""STRIKE THREE! said in one wording on every screen (game.telling.strike_three_words): the TV
banner's line under it, RULES, the phones' line under their banner and the guided hand's page each
take their form from one module, and each says the pile turned and the lead not beaten. A newcomer
met three wordings ("PILE TURNED, LEAD UNBEATEN", "turn your whole pile...", "turned every card and
never beat the lead: ... STRIKE THREE!"); the guided Night hand says "Strike three" once, where
Babe's pile is turned without beating the lead, with its meaning after it, not the word tacked on."""

from __future__ import annotations

import pytest
from test_guided import play_guide

from engine.events import Out
from engine.profile import load_profile
from game.party.phone_moments import phone_meaning
from game.play.session import HUMAN
from game.telling import strike_three_words as said
from game.telling.guide_words import guide_line
from game.telling.hand_chart import rules_lines
from game.telling.hints import STRIKEOUT
from game.telling.table_moments import STRUCK_HOW, strike_cause

NAMES = ["You", "Babe", "Casey", "Yogi"]


def test_every_screen_takes_its_form_from_the_one_source():
    night = load_profile("night-baseball")
    out = Out(seat=2)
    assert STRUCK_HOW[strike_cause(out)] == said.BANNER_HOW["out"] == "PILE TURNED, LEAD UNBEATEN"
    assert said.RULE in " ".join(rules_lines(night))
    assert phone_meaning(STRIKEOUT, out) == said.PHONE
    guide = guide_line("out", out, [], night, NAMES, HUMAN)
    assert guide == "Strike three: Casey turned the whole pile without beating the lead, so Casey is out."
    for sentence in (said.RULE, said.PHONE, guide):  # one meaning, in the same words
        assert sentence.startswith("Strike three: ") and "without beating the lead" in sentence, sentence


def test_the_guide_speaks_to_you_when_you_strike_out():
    words = guide_line("out", Out(seat=HUMAN), [], load_profile("night-baseball"), NAMES, HUMAN)
    assert words.endswith("You turned the whole pile without beating the lead, so you are out.")


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_guided_night_hand_says_strike_three_once_where_a_pile_is_turned_in_vain(app, size):
    app.settings.text_size = size
    stops = play_guide(app, "night-baseball")
    said_at = [key for key, words in stops if "strike three" in words.lower()]
    assert said_at == ["out"], stops
    assert dict(stops)["out"].startswith("Strike three: Babe turned the whole pile without beating the lead")
