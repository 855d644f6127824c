"""The phone's headers say what is so now, in a real browser (Debian's headless chromium, fed a
party's own messages through the page's socket: tests/test_party_phone_playtest_e2e.py). A host
play-test with three phones read "Session over: you finished 1st" over the next session's deal,
"playing" beside a session in the ledger after the party had ended, and "You keep turning until you
beat it" under "Out". Run with `python -m pytest -m e2e`."""

from __future__ import annotations

import re
from typing import Any

import pytest
from browser_support import preferred
from party_support import Party
from test_party_phone_playtest_e2e import phone, served  # noqa: F401 (the fixtures)

from game.telling.decision_words import dead_fold_words, turn_run_words

pytestmark = pytest.mark.e2e
GUEST = 1


def into_next_session(party: Party) -> list[dict[str, Any]]:
    """The guest's messages from joining to the next session's first state with cards dealt."""
    party.join(GUEST, "Ann")
    party.send(GUEST, {"type": "start", "token": party.tokens[GUEST]})
    inbox = party.inbox[GUEST]

    def dealing_again() -> bool:
        ended = next((i for i, m in enumerate(inbox) if m["type"] == "hand_result" and m["standings"]), None)
        return ended is not None and any(
            m["type"] == "state"
            and m["phase"] == "play"
            and m["session"] != inbox[ended].get("session", -1)
            and any(p["up"] for p in m["players"])
            for m in inbox[ended:]
        )

    party.play_until(dealing_again, preferred, moves=40000)
    return list(inbox)


def test_the_result_card_says_last_game_once_the_next_session_deals(phone, tmp_path):  # noqa: F811
    party = Party("baseball", seats=3, keep_ledger=True)
    messages = into_next_session(party)
    ended = next(i for i, m in enumerate(messages) if m["type"] == "hand_result" and m["standings"])
    ann = phone()
    ann.feed(*messages[: ended + 1])
    over = ann.page.inner_text("#resulttitle")
    assert " Baseball" in over and not over.startswith("Last game"), over  # "Bo wins Baseball · you ..."
    ann.feed(*messages[ended + 1 :])
    ann.page.click("#resulthead")  # (folded to its place, test_party_phone_last_game_line_e2e): opened
    now = ann.page.inner_text("#resulttitle")
    ann.page.screenshot(path=str(tmp_path / "next-session.png"))
    assert now.startswith("Last game: ") and " won Baseball" in now, now


def test_the_ledger_says_no_session_is_playing_once_the_party_is_over(phone, tmp_path):  # noqa: F811
    party = Party("baseball", seats=3, keep_ledger=True)
    party.join(GUEST, "Ann")
    party.send(GUEST, {"type": "start", "token": party.tokens[GUEST]})
    inbox = party.inbox[GUEST]
    party.play_until(lambda: any(m["type"] == "ledger" for m in inbox), preferred)
    party.room.controls.end()
    party.drain()
    assert inbox[-1]["type"] == "party_over" or any(m["type"] == "party_over" for m in inbox)
    ann = phone()
    ann.feed(*inbox)
    assert ann.page.eval_on_selector("#ledger", "d => d.open")  # the party's end opens it
    games = ann.page.inner_text("#ledgergames")
    ann.page.screenshot(path=str(tmp_path / "party-over-ledger.png"), full_page=True)
    assert "playing" not in games, games
    assert games.startswith("G1: Baseball ") and re.search(
        r"ended (after \d+ hands?|before a hand)", games
    ), games


def test_the_turning_notice_goes_once_the_pile_is_out(phone, tmp_path):  # noqa: F811
    """No Peek: "You keep turning until you beat it" (or the first run's words) lasts while the table turns the seat's cards,
    and goes with the run: under "Beaten: your whole pile turned" it said otherwise."""
    party = Party("midnight-baseball", seats=3)
    party.join(GUEST, "Ann")
    party.send(GUEST, {"type": "start", "token": party.tokens[GUEST]})
    inbox = party.inbox[GUEST]

    def out_after_the_run() -> int | None:
        told = None
        for place, m in enumerate(inbox):
            if m["type"] == "notice" and m["run"]:
                told = place
            elif told is not None and m["type"] == "state" and m["players"][m["you"]["seat"]]["out"]:
                return place
        return None

    party.play_until(lambda: out_after_the_run() is not None, preferred, moves=40000)
    out = out_after_the_run()
    assert out is not None
    # the run's notice (a hand that cannot win is then told it is beaten, in a notice of its own)
    told = max(i for i, m in enumerate(inbox[:out]) if m["type"] == "notice" and m["run"])
    ann = phone()
    ann.feed(*inbox[: told + 1])
    said = inbox[told]["message"]  # (her first run of the session says what TURN TILL YOU LEAD does)
    assert said in (turn_run_words(None), turn_run_words(None, first=True))
    assert ann.page.inner_text("#notice") == said
    ann.feed(*inbox[told + 1 : out + 1])
    ann.page.screenshot(path=str(tmp_path / "out.png"))
    assert ann.page.inner_text("#best").startswith("Beaten: ")
    said = "" if ann.page.is_hidden("#notice") else ann.page.inner_text("#notice")
    assert said in ("", dead_fold_words(None)), said  # the run's words are gone
