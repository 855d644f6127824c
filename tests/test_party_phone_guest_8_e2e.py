"""A guest play-test's findings on the phone (guest rated 8/10), at 390x844 in a real browser
(Debian's chromium under Playwright), fed the table's messages through the stand-in socket of
test_party_phone_playtest_e2e:

- a dealer's choice header says the session's game with the pot's ("Dealer's Choice: Baseball"),
  and the session's alone once over (the table's `heading`; it said "Baseball" at the end);
- a tie says so in the TV's own "3RD=", as the room sends it: "3RD= of 4" (it said "3rd of 4"; a
  later phone, wording places itself, said "joint last" beside the TV's 2ND=);
- the pause says what goes on and what the guest keeps (it said "It goes on from here");
- a name too long offers itself cut at a word, one tap away (JOIN was only disabled).

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)
from test_party_phone_playtest_e2e import ROOM, phone, play_state, player, served  # noqa: F401
from test_party_phone_reading_e2e import RESULT

pytestmark = pytest.mark.e2e

# a session's end with Zoë (this phone's, as the server marks it) and Max sharing 3rd place, and a
# computer player unplaced
TIED = [
    {"seat": 1, "name": "Bo", "net": "6", "place": 1, "label": "1ST", "you": False},
    {"seat": 0, "name": "Ann", "net": "-1", "place": 2, "label": "2ND", "you": False},
    {"seat": 2, "name": "Zoë", "net": "-2", "place": 3, "label": "3RD=", "you": True},
    {"seat": 4, "name": "Max", "net": "-2", "place": 3, "label": "3RD=", "you": False},
    {"seat": 3, "name": "CPU 4", "net": "-1", "place": None, "label": "", "you": False},
]
TIED_SESSION = {"game": "Dealer's Choice", "people": 4, "winners": [{"seat": 1, "name": "Bo"}], "net": "6"}


@pytest.mark.parametrize("large", [False, True])
def test_a_dealers_choice_header_names_the_session_and_the_pot(phone, large):  # noqa: F811
    ann = phone(large)
    ann.sit()
    ann.feed(play_state(heading="Dealer's Choice: Seven-Card Stud", game="Seven-Card Stud"))
    assert ann.page.inner_text("#game") == "Dealer's Choice: Seven-Card Stud"
    header, code = ann.box("#game"), ann.box("#code")
    assert header["x"] + header["width"] <= code["x"], (header, code)  # whole, beside the room code
    ann.shot("dealers-choice-header", full=False)
    ann.feed(play_state(heading="Dealer's Choice", game="Baseball", actor=None))  # the session over
    assert ann.page.inner_text("#game") == "Dealer's Choice"


@pytest.mark.parametrize("large", [False, True])
def test_a_tie_is_said_as_the_tv_says_it(phone, large):  # noqa: F811
    ann = phone(large)
    ann.sit(seat=2)  # Zoë
    # her seat's night figure as a real table sends it, the ledger's (the page says the state's `tonight`)
    seats = play_state()["players"]
    ann.feed(play_state(actor=None, hand=8, players=[*seats[:2], player(2, tonight="-2"), *seats[3:]]))
    standings, session = TIED, TIED_SESSION
    ann.feed({**RESULT, "standings": standings, "session": session, "session_awards": []})
    assert ann.page.inner_text("#resulttitle") == "Bo wins Dealer's Choice \u00b7 you 3RD= of 4 people, -2"
    line = lambda name, total, place, label, bot=False, you=False: {  # noqa: E731
        "name": name,
        "bot": bot,
        "nets": [total],
        "total": total,
        "place": place,
        "label": label,
        "you": you,
    }
    ann.feed(
        {
            "type": "ledger",
            "night": "Fri 4 Dec",
            "sessions": [{"game": "Baseball", "started": "02:34", "pots": 2, "over": True, "ended": ""}],
            "lines": [
                line("Bo", "6", 1, "1ST"),
                line("Ann", "-1", 2, "2ND"),
                line("Zoë", "-2", 3, "3RD=", you=True),
                line("Max", "-2", 3, "3RD="),
                line("CPU 4", "-1", None, "BOT", bot=True),
            ],
        }
    )
    assert ann.page.inner_text("#ledgersum") == "Tonight: -2, 3RD= of 4 people"
    ann.shot("joint-3rd")
    # a place nobody shares says it alone
    alone = [*standings[:2], {**standings[2], "label": "3RD"}]
    ann.feed({**RESULT, "standings": alone, "session": {**session, "people": 3}, "session_awards": []})
    assert ann.page.inner_text("#resulttitle") == "Bo wins Dealer's Choice \u00b7 you 3RD of 3 people, -2"


def test_the_pause_says_what_the_guest_keeps_and_when_play_goes_on(phone):  # noqa: F811
    ann = phone()
    ann.sit()
    ann.feed(play_state(paused=True))
    ann.page.wait_for_selector("#paused:not([hidden])")
    said = ann.page.inner_text("#pausedwhy")
    assert (
        said == "The host paused the game. Your seat and cards are kept: play goes on when the host resumes."
    )
    ann.shot("paused", full=False)


@pytest.mark.parametrize(
    ("typed", "offered"),
    [
        ("Maximiliana Featherstonehaugh", "Maximiliana F."),  # a host play-test: "Maximiliana Feat"
        ("Mary Anne Featherstonehaugh", "Mary Anne F."),
        ("Bartholomew the Magnificent", "Bartholomew M."),  # a host play-test: "Bartholomew the"
        ("Wolfeschlegelsteinhausen", "Wolfeschlegelste"),  # one word longer than a name: to fit
    ],
)
@pytest.mark.parametrize("large", [False, True])
def test_a_name_too_long_offers_it_cut_at_a_word_one_tap_away(phone, large, typed, offered):  # noqa: F811
    guest = phone(large, name="long-name")
    guest.feed({"type": "welcome", **ROOM, "protocol": 1, "max_name": 16}, play_state(you=None))
    guest.page.wait_for_selector("#join:not([hidden])")
    guest.page.fill("#name", typed)
    assert guest.page.is_disabled("#sit")
    assert guest.page.inner_text("#namecut") == f"Use \u201c{offered}\u201d"
    guest.shot("name-too-long", full=False)
    guest.page.click("#namecut")
    assert guest.page.input_value("#name") == offered
    assert guest.page.is_hidden("#namecut") and guest.page.is_hidden("#namelong")
    assert guest.page.is_enabled("#sit")
    guest.shot("name-cut", full=False)
