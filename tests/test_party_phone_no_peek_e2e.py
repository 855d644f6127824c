"""No Peek on the phone (Debian's chromium under Playwright, against a room served in-process):
the box saying what the next card must beat shows it whole, however long (a host play-test's
portrait phone cut 'BEAT ANN: PAIR OF QUEENS, KICKERS J 4...'), and between pots, when there is
nothing to beat, there is no empty box (it stood empty under the result).

Run with `python -m pytest -m e2e`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import time

import pytest
from browser_support import preferred
from test_party_phone import Served, phones  # noqa: F401 (phones: the fixture)

from game.party.room import Timing

pytestmark = pytest.mark.e2e

LONGEST = "BEAT WWWWWWWWWWWWWWWW: THREE OF A KIND, KICKERS J 8"  # a sixteen-letter name's
# every state that names a hand to beat names the longest, with why it leads, as the table may
LONG_TARGETS = """(() => {
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    set onmessage(handler) {
      super.onmessage = (event) => {
        const m = JSON.parse(event.data);
        if (m.type === "state" && m.target) { m.target = "LONGEST"; m.beat = "KICKER: JACK BEATS TEN"; }
        handler(new MessageEvent("message", {data: JSON.stringify(m)}));
      };
    }
  };
})();""".replace("LONGEST", LONGEST)


def test_the_hand_to_beat_is_said_whole_and_no_empty_box_stands_between_pots(phones):  # noqa: F811
    served = Served("midnight-baseball", 4, 4, Timing(bot_delay=0.05, hand_pause=2.0))
    try:
        ann = phones(served.url, "Ann")
        ann.context.add_init_script(LONG_TARGETS)
        ann.page.reload()
        ann.join()
        page = ann.page
        page.click("#start")
        seen_long = between = False
        deadline = time.monotonic() + 90
        while not (seen_long and between):
            assert time.monotonic() < deadline, (seen_long, between)
            if page.is_visible("#tobeat") and LONGEST.split(":")[0] in page.inner_text("#tobeat"):
                words = page.eval_on_selector(
                    "#tobeat span", "e => [e.scrollHeight, e.clientHeight, e.textContent]"
                )
                assert words[0] <= words[1] + 1, f"cut: {words}"
                # both boxes in one step: measured apart, a line shown or hidden between the two
                # (the page redraws on every message) read as the box lying on the buttons
                box, *buttons = ann.boxes("#tobeat, #decide:not([hidden])")  # (in the page's order)
                # a decide box with no size is not drawn (its section hidden a moment between two
                # messages, as a loaded .ci/run saw): nothing there for the box to lie on
                buttons = [drawn for drawn in buttons if drawn["height"] > 0]
                assert not buttons or box["y"] + box["height"] <= buttons[0]["y"] + 1, (box, buttons)
                if not seen_long:
                    ann.shot("long-target")
                seen_long = True
            state = ann.last("state")
            if ann.count("hand_result") and state and state.get("actor") is None and state["phase"] == "play":
                page.wait_for_timeout(50)
                if ann.last("state")["actor"] is None:
                    assert page.is_hidden("#tobeat"), "an empty box between pots"
                    if not between:
                        ann.shot("between-pots")
                    between = True
            if page.is_visible("#decide") and page.locator("#buttons button:not([disabled])").count():
                kinds = page.eval_on_selector_all("#buttons button", "bs => bs.map(b => b.dataset.kind)")
                page.click(f"#buttons button[data-kind={preferred(kinds)}]")
            page.wait_for_timeout(40)
    finally:
        served.stop()
