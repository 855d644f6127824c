"""The party TV's presenter as a test steps it, the way PartyTableScene does each frame: take the
host's new facts, play them, let the cards move, and report how far the TV has shown the stream
(which is what the phones are given)."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Sequence
from typing import Any

from browser_support import PHONE_PORTRAIT
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from engine.profile import load_profile
from game.felt.director import Director
from game.felt.table_model import TableModel
from game.felt.table_player import FactSource, TablePlayer
from game.party.wire.tv import TvParty
from game.platform.tween import Tweens
from game.play.host_facts import Fact

STAY_IN = ("check", "call", "decline", "turn")  # to the showdown, paying for nothing


def stay_in(page: Any, kinds: Sequence[str] = STAY_IN) -> None:
    """On its turn, the phone `page` taps the first of `kinds` it shows (a button sent a moment ago
    is disabled: it is asked again next frame)."""
    for kind in kinds:
        button = f"#buttons [data-kind={kind}]"
        if page.is_visible(button) and page.is_enabled(button):
            with contextlib.suppress(PlaywrightTimeout):
                page.click(button, timeout=500)
            return


def paced_tv(seats: int, cursor: FactSource) -> tuple[TablePlayer, TableModel]:
    """A TV presenter over `cursor` (a pacing cursor of the table host), and the model it draws."""
    model, tweens = TableModel(), Tweens()
    return TablePlayer(Director(model, tweens, seats, {}, result_with_chips=True), tweens, cursor), model


def tv_frame(tv: TablePlayer, step: float) -> list[Fact]:
    """One TV frame of `step` seconds at speed 1: the facts it played."""
    tv.fetch()
    tv.advance(step, 1.0)
    played = []
    while (fact := tv.next_event()) is not None:
        played.append(fact)
    tv.settle()
    tv.report(False)
    return played


class SteppedTvParty:
    """A party on loopback (two seats, seed 3) whose TV presenter the test steps a frame at a time,
    the phone pages given time between frames, as the browser tests of what the phones show
    beside the TV need it."""

    def __init__(self, profile_id: str, step: float = 0.05) -> None:
        self.party = TvParty(load_profile(profile_id), 2, 3, profile_id=profile_id, host="127.0.0.1", port=0)
        self.tv, self.model = paced_tv(self.party.room.n, self.party.cursor)
        self.step = step
        self.party.open()

    def frame(self) -> None:
        self.party.pump()
        tv_frame(self.tv, self.step)
        self.party.room.tick()
        self.party.pump()

    def until(self, done: Callable[[], bool], pages: list, seconds: float = 20.0) -> None:
        """TV frames until `done`, each page waiting a frame's time between them; fails after `seconds`."""
        end = time.monotonic() + seconds
        while not done():
            assert time.monotonic() < end, "not reached in time"
            self.frame()
            for page in pages:
                page.wait_for_timeout(self.step * 1000)

    def close(self) -> None:
        self.party.close()
        self.party.thinker.shutdown(wait=False)

    def sit_down(self, page, name: str) -> None:
        """`page` joins by the sit-down form (browser_support.join_page waits with no TV frames)."""
        page.goto(self.party.url)
        self.until(lambda: page.is_visible("#join"), [page])
        page.fill("#name", name)
        page.click("#sit")
        self.until(lambda: page.is_visible("#lobby"), [page])

    def two_at_the_call(self, browser: Any, shown: str) -> tuple[list, Any, Any, Any]:
        """Ann's and Bo's phones (390 px) sat down and started; frames until one of them, the
        dealer, is offered the game `shown` (a profile id): (contexts, ann, bo, dealer)."""
        contexts = [browser.new_context(viewport=PHONE_PORTRAIT, is_mobile=True) for _ in range(2)]
        ann, bo = (context.new_page() for context in contexts)
        for page, name in ((ann, "Ann"), (bo, "Bo")):
            self.sit_down(page, name)
        self.until(lambda: ann.is_visible("#start"), [ann, bo])
        ann.click("#start")
        offered = f"#buttons [data-kind={shown}]"
        self.until(lambda: ann.is_visible(offered) or bo.is_visible(offered), [ann, bo])
        return contexts, ann, bo, ann if ann.is_visible(offered) else bo
