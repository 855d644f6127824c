"""The phone page and a long name (Debian's chromium under Playwright): the name box never cuts a
name short in silence ("Bartholomew-the-Great" was "Bartholomew-the-"); past the table's limit the
page says so under the box while the guest types, and JOIN then sends nothing: that line is the one
word of it (a play-test's 36 letters got the table's red banner beside it). An emoji, which the TV
cannot draw, is said under the box as it is typed, with the name the guest sits as (a play-test was
told only after sitting down), and once more, calmly, once seated: a host play-test's guest typed
"Zoë 🎲", tapped JOIN at once and never read the line under the box ("Zoë" in silence).

Run with `python -m pytest -m e2e`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from browser_support import name_box

from game.party.protocol import MAX_NAME

pytestmark = pytest.mark.e2e


def test_a_name_past_the_limit_is_said_while_typed_and_refused_never_cut(browser, tmp_path):
    with name_box(browser) as page:
        long_name = "Bartholomew-the-Great"
        page.type("#name", long_name[:MAX_NAME])
        assert page.is_hidden("#namelong")  # at the limit: nothing to say
        page.type("#name", long_name[MAX_NAME:])
        assert page.input_value("#name") == long_name  # all of it, not cut at the limit
        assert page.inner_text("#namelong") == (
            f"Names are at most {MAX_NAME} characters: this one has {len(long_name)}."
        )
        page.screenshot(path=tmp_path / "name-too-long.png")
        assert page.is_disabled("#sit")  # JOIN is not lit while the table would refuse the name
        assert page.is_hidden("#error")  # one word of it: the line under the box, still there
        assert page.is_visible("#namelong") and page.is_visible("#join")
        # counted as the table counts, which keeps no emoji and no padding: at the limit, it sits,
        # and the emoji left out is said as it is typed, under the box
        page.fill("#name", "  Zoë Bartholomews ")
        assert page.is_hidden("#namelong")
        page.type("#name", "\U0001f389")
        assert page.inner_text("#namelong") == "Names can't carry emoji: you sit as Zoë Bartholomews."
        assert "warn" not in page.get_attribute("#namelong", "class")  # a word, not a fault
        assert "calm" in page.get_attribute("#namelong", "class")  # in a box, as a long name's is
        page.screenshot(path=tmp_path / "emoji-said.png")
        # nothing the TV draws: said as it is typed, JOIN unlit (the table refused it only once
        # JOIN was tapped: a host play-test)
        typed = page.input_value("#name")
        page.fill("#name", "")
        page.type("#name", "\U0001f3b2\U0001f3b2")
        assert page.inner_text("#namelong") == "Names can't carry emoji: type a name with letters."
        assert "warn" in page.get_attribute("#namelong", "class")
        assert page.is_disabled("#sit")
        page.screenshot(path=tmp_path / "emoji-only.png")
        page.fill("#name", typed)
        page.click("#sit")
        page.wait_for_selector("#lobby:not([hidden])")
        assert "Zoë Bartholomews (you)" in page.inner_text("#guests")
        page.wait_for_selector("#notice:not([hidden])")  # said once seated, on the calm line
        assert page.inner_text("#notice") == "You're Zoë Bartholomews here: names can't carry emoji."
        assert page.is_hidden("#error")
        assert page.evaluate(
            "(e => e.scrollWidth <= e.clientWidth)(document.querySelector('#guests .pname'))"
        )
        page.screenshot(path=tmp_path / "seated.png")


def test_the_page_says_the_letters_the_tv_lacks_as_the_table_keeps_them(browser, tmp_path):
    """The page kept its own list of what the TV cannot draw (emoji, and every sign from U+2600 to
    U+27BF): it said a spade would be left out, which the TV draws and the table keeps, and nothing
    of a Chinese letter, which the table drops. It now checks by the table's own letters (`welcome`)."""
    with name_box(browser) as page:
        page.fill("#name", "Ace \u2660")
        page.dispatch_event("#name", "input")
        assert page.is_hidden("#namelong")  # the TV draws a spade: nothing to say
        page.type("#name", " \u674e")
        assert page.inner_text("#namelong") == "The TV cannot show \u674e: you sit as Ace \u2660."
        page.screenshot(path=tmp_path / "letter-said.png")
        page.click("#sit")
        page.wait_for_selector("#lobby:not([hidden])")
        assert "Ace \u2660 (you)" in page.inner_text("#guests")  # the name the page said
        page.wait_for_selector("#notice:not([hidden])")
        assert page.inner_text("#notice") == "You're Ace \u2660 here: the TV can't show \u674e."
        page.screenshot(path=tmp_path / "letter-said-seated.png")
