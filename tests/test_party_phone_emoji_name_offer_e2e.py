"""A name with an emoji is met as a long one is, while it is typed: the line under the box says
"Names can't carry emoji" (in words: a phone without the emoji's glyph drew "The TV cannot show" and
a blank box, a host play-test's guest read it only once seated as "You're Jess here: names can't
carry emoji.") with the name the guest sits as, and a button takes that name into the box, as
"Use “Bartholomew F.”" does; JOIN stays lit (the table seats the name without the emoji). Taken,
nothing more is said, then or once seated. Debian's chromium under Playwright; run with
`python -m pytest -m e2e`."""

from __future__ import annotations

import pytest
from browser_support import name_box

pytestmark = pytest.mark.e2e


def test_an_emoji_name_is_said_in_words_while_typed_with_the_name_offered(browser, tmp_path):
    with name_box(browser) as page:
        page.type("#name", "Jess \U0001f600")
        assert page.inner_text("#namelong") == "Names can't carry emoji: you sit as Jess."
        assert page.inner_text("#namecut") == "Use \u201cJess\u201d"
        assert page.is_enabled("#sit")  # the table takes it: nothing refused
        page.screenshot(path=tmp_path / "emoji-typed.png")
        page.click("#namecut")
        assert page.input_value("#name") == "Jess"
        assert page.is_hidden("#namelong") and page.is_hidden("#namecut")
        page.fill("#name", "\u674eJess")  # a letter the TV lacks is named, and offered alike
        assert page.inner_text("#namelong") == "The TV cannot show \u674e: you sit as Jess."
        assert page.inner_text("#namecut") == "Use \u201cJess\u201d"
        page.click("#namecut")
        page.click("#sit")
        page.wait_for_selector("#lobby:not([hidden])")
        assert "Jess (you)" in page.inner_text("#guests")
        page.wait_for_timeout(300)
        assert page.is_hidden("#notice")  # the name is the one in the box: nothing more to say
        page.screenshot(path=tmp_path / "seated.png")
