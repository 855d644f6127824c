"""A guest taken off and let back in within one pause, while the TV still shows a pot the host has
already paid, keeps the hand: on a real phone page (Debian's headless chromium over loopback), the
TV's presenter stepped by the test as PartyTableScene steps it (tests/tv_presenter.py). A host's
play-test paused on seventh street, took Sam off, let him straight back in, opened TONIGHT'S LEDGER
and went on: the host had paid the pot with its last move, so the room took the hand for over, his
phone said 'Welcome back. The hand in play is played out for you: your cards come with the next
deal.' with no cards, and the ledger already counted the pot the TV had not shown.

Run with `python -m pytest -m e2e tests/test_party_let_back_in_while_the_tv_shows_the_pot_e2e.py`
(excluded from the default run). Screenshots go to the test's tmp_path."""

from __future__ import annotations

import json

import pytest
from browser_support import PHONE_PORTRAIT, chromium
from tv_presenter import SteppedTvParty, stay_in

from game.play.host_facts import PotDone

pytestmark = pytest.mark.e2e

PLAYED_OUT = "played out for you"  # what a guest told their hand is lost reads


def test_taken_off_and_let_back_in_as_the_tv_shows_a_paid_pot_the_phone_keeps_its_hand(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))  # tonight's known guests: none of the user's
    stepped = SteppedTvParty("baseball")
    party, until = stepped.party, stepped.until
    room = party.room
    night = room.night
    assert night is not None

    def results() -> list[int]:  # where each pot's result is in the host's stream
        return [at for at, fact in enumerate(room.host.stream) if isinstance(fact, PotDone)]

    try:
        with chromium() as browser:
            context = browser.new_context(viewport=PHONE_PORTRAIT, is_mobile=True)
            ann = context.new_page()
            got: list[dict] = []  # every message her page's socket received
            ann.on(
                "websocket",
                lambda ws: ws.on(
                    "framereceived",
                    lambda body: got.append(json.loads(body)) if isinstance(body, str) else None,
                ),
            )
            stepped.sit_down(ann, "Ann")
            until(lambda: ann.is_visible("#start"), [ann])
            ann.click("#start")
            seat = room.clients[next(iter(room.clients))].seat
            assert seat is not None

            def paid_not_shown() -> bool:  # the second pot paid at the table, its result not on the TV
                stay_in(ann)
                done = results()
                return len(done) == 2 and done[-1] >= party.cursor.shown and seat in room.table.hand.live

            until(paid_not_shown, [ann], seconds=180.0)
            ann.wait_for_selector("#mycards .card")
            hidden = [m for m in got if m["type"] == "state"][-1]["you"]["hidden"]
            assert hidden

            # the host's menu: it pauses the party (the TV holds: no frame of it is stepped)
            def answered(done) -> None:
                for _ in range(200):
                    party.pump()
                    if done():
                        return
                    ann.wait_for_timeout(50)
                raise AssertionError("the phone was not told")

            room.controls.menu_open(True)
            room.controls.remove(seat)  # TAKE A GUEST OFF, ANN
            answered(lambda: "off the table" in ann.text_content("#notice"))
            ann.screenshot(path=str(tmp_path / "taken_off.png"))
            room.controls.readmit(room.removed[0])  # LET A GUEST BACK IN, ANN: LET BACK
            answered(lambda: ann.locator("#mycards .card").count() >= 2)
            joined = [m for m in got if m["type"] == "joined"][-1]
            assert joined["seat"] == seat and not joined["waiting"]
            assert [m for m in got if m["type"] == "state"][-1]["you"]["hidden"] == hidden
            assert PLAYED_OUT not in ann.inner_text("body")
            ann.screenshot(path=str(tmp_path / "let_back_in.png"))
            # TONIGHT'S LEDGER, as the host's menu opens it and as her phone has it: the pot the
            # TV still shows in play is in neither
            assert [session.pots for session in night.ledger.sessions] == [1]
            ledgers = [m for m in got if m["type"] == "ledger"]
            assert ledgers and [s["pots"] for s in ledgers[-1]["sessions"]] == [1]

            room.controls.menu_open(False)  # GO ON WITH THE PARTY: the TV shows the pot's result
            until(lambda: results()[1] < party.cursor.shown, [ann])
            until(lambda: any(m["type"] == "hand_result" and m["hand"] == 2 for m in got), [ann])
            until(lambda: [s.pots for s in night.ledger.sessions] == [2], [ann])
            until(
                lambda: [s["pots"] for s in [m for m in got if m["type"] == "ledger"][-1]["sessions"]] == [2],
                [ann],
            )
            ann.screenshot(path=str(tmp_path / "the_pot_shown.png"))
            assert room.guests[seat] is not None and room.guests[seat].name == "Ann"
            assert not room.leaving and not room.retaken and not room.host.sitters[seat].away
            assert PLAYED_OUT not in ann.inner_text("body")
            notices = [m["message"] for m in got if m["type"] == "notice"]
            assert not any("away" in note.lower() for note in notices), notices
            context.close()
    finally:
        stepped.close()
