"""The phone page and a long name (Debian's chromium under Playwright): the name box never cuts a
name short in silence ("Bartholomew-the-Great" was "Bartholomew-the-"); past the table's limit the
page says so under the box while the guest types, and the table refuses it in words. A name that
sits as less than was typed (an emoji dropped) is told in the page's notice line, not as an error.

Run with `python -m pytest -m e2e`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from browser_support import phone_at_host

from game.party.protocol import MAX_NAME

pytestmark = pytest.mark.e2e


def test_a_name_past_the_limit_is_said_while_typed_and_refused_never_cut(browser, tmp_path):
    with phone_at_host(browser, "baseball", 3, "--seed", "5") as (host, context):
        page = context.new_page()
        page.goto(host.url)
        page.wait_for_selector("#join:not([hidden])")
        long_name = "Bartholomew-the-Great"
        page.type("#name", long_name[:MAX_NAME])
        assert page.is_hidden("#namelong")  # at the limit: nothing to say
        page.type("#name", long_name[MAX_NAME:])
        assert page.input_value("#name") == long_name  # all of it, not cut at the limit
        assert page.inner_text("#namelong") == (
            f"Names are at most {MAX_NAME} characters: this one has {len(long_name)}."
        )
        page.screenshot(path=tmp_path / "name-too-long.png")
        page.click("#sit")
        page.wait_for_selector("#error:not([hidden])")
        assert f"at most {MAX_NAME}" in page.inner_text("#error")  # the table's own refusal
        assert page.is_visible("#join")
        # counted as the table counts, which keeps no emoji and no padding: at the limit, it sits
        page.fill("#name", "  Zoë Bartholomews \U0001f389 ")
        assert page.is_hidden("#namelong")
        page.click("#sit")
        page.wait_for_selector("#lobby:not([hidden])")
        assert "Zoë Bartholomews (you)" in page.inner_text("#guests")
        # the name it sits as is a notice, not an error: the neutral line, never the red banner
        page.wait_for_selector("#notice:not([hidden])")
        assert page.inner_text("#notice") == "You sit as Zoë Bartholomews: the TV shows the letters it has."
        assert "You sit as" not in (page.text_content("#error") or "")
        assert page.is_hidden("#error")  # the refusal before is answered: seated now
        assert page.evaluate(
            "(e => e.scrollWidth <= e.clientWidth)(document.querySelector('#guests .pname'))"
        )
        page.screenshot(path=tmp_path / "sits-as-notice.png")
