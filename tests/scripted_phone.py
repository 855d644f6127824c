"""The phone page in headless Chromium fed a party's own messages, in order, with no server: the
page's files come from game/party/wire/static and its WebSocket is Playwright's (route_web_socket).
A test plays a party in-process (party_support.Party, a hand-turned clock), takes the messages one
guest's phone got, and plays them to the page as far as it likes, then reads or photographs it:
what the page says after any message is checked at once, with no timing of a live room."""

from __future__ import annotations

import json
import mimetypes
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from browser_support import PHONE_PORTRAIT

STATIC = Path(__file__).resolve().parents[1] / "game" / "party" / "wire" / "static"
ORIGIN = "http://127.0.0.1:9"  # never reached: every request is answered here


class ScriptedPhone:
    def __init__(self, page: Any) -> None:
        self.page = page
        self.socket: Any = None
        self.sent: list[dict[str, Any]] = []  # what the page sent the table

    def play(self, messages: Sequence[dict[str, Any]]) -> None:
        """The table's `messages` reach the page, in order; the page has handled them on return."""
        for message in messages:
            self.socket.send(json.dumps(message))
        self.page.evaluate("() => new Promise((done) => setTimeout(done, 50))")

    def text(self, selector: str) -> str:
        return str(self.page.inner_text(selector))


def _serve(route: Any) -> None:
    path = route.request.url.removeprefix(ORIGIN).split("?")[0]
    name = "index.html" if path in ("/", "/watch") else path.removeprefix("/static/")
    file = STATIC / name
    if not file.is_file():
        route.fulfill(status=404, body="")
        return
    kind = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
    route.fulfill(status=200, body=file.read_bytes(), headers={"Content-Type": kind})


@contextmanager
def scripted_phone(browser: Any, room: str = "ABCD") -> Iterator[ScriptedPhone]:
    """The phone page at 390x844, opened at a room's address, its socket open and answered here."""
    context = browser.new_context(viewport=PHONE_PORTRAIT, is_mobile=True, device_scale_factor=2)
    try:
        page = context.new_page()
        phone = ScriptedPhone(page)

        def opened(socket: Any) -> None:
            phone.socket = socket
            socket.on_message(lambda text: phone.sent.append(json.loads(text)))

        page.route(f"{ORIGIN}/**", _serve)
        page.route_web_socket("**/ws", opened)
        page.goto(f"{ORIGIN}/?room={room}")
        page.wait_for_function("() => document.getElementById('link').classList.contains('on')")
        yield phone
    finally:
        context.close()
