"""A dealer who calls the last pot's game again is said to: 'Guest2 picks Baseball again' in the TV's
log and every phone's, and SAME GAME: ANNE PICKS over the game on the TV's banner. The table host works
it out once and publishes it (CalledAgain, just before the call's pot_game); the TV and the phones
say it from that fact, so neither is ahead of the other (a try that had the TV work it out alone
broke test_party_phones_never_ahead_of_the_tv[dealers-choice-3]: the phones never said the line)."""

from __future__ import annotations

import pygame
import pytest
from own_lines_support import phone_log_in_tv_words
from party_support import Party
from test_picked_for_banner import Drawn
from tv_presenter import paced_tv, tv_frame

from engine.events import PotGame
from game.felt.director import Director
from game.felt.game_banner import draw_game_banner
from game.felt.layout import LARGE, NORMAL
from game.felt.replayer import Replayer
from game.felt.table_model import TableModel
from game.platform.tween import Tweens
from game.play.fact_stream import FactStream
from game.play.host_facts import CalledAgain
from game.play.pot_tape import PotShelf

GUESTS = (1, 2, 3)
STEP = 0.1


def always_baseball(kinds: list[str]) -> str:
    """A guest's answer: Baseball when they deal, else a check or a call (no pot ends early)."""
    for kind in ("baseball", "check", "call"):
        if kind in kinds:
            return kind
    return kinds[0]


def second_call(monkeypatch, again: bool | None) -> tuple[list[str], dict[int, list[str]], list[object]]:
    """Three guests at a dealer's choice, each dealer calling Baseball, its TV stepped until the second
    pot's game is shown and each phone names it: the TV's log, each phone's, and the host's stream.
    `again`: the host's CalledAgain doctored to always (True) or never (False) be published."""
    if again is not None:
        monkeypatch.setattr(FactStream, "called_again", lambda self, table, index: again)
    party = Party("dealers-choice", seats=3, seed=3)
    room = party.room
    tv, model = paced_tv(room.n, room.host.attach(None, paces=True))
    for client in GUESTS:
        party.join(client, f"Guest{client}")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    for _ in range(int(600 / STEP)):
        tv_frame(tv, STEP)
        party.tick(STEP)
        party.answer(always_baseball)
        phones = {client: party.last(client, "state") for client in GUESTS}
        if model.hand == 2 and not model.calling and all(s and s["hand"] == 2 for s in phones.values()):
            facts = room.host.facts_for(None, 0, len(room.host.stream))
            logs = {  # (the dealer's own call said to it, "You pick Baseball again": read as the TV's)
                c: phone_log_in_tv_words(s, [row["name"] for row in s["players"]])
                for c, s in phones.items()
                if s
            }
            return list(model.log), logs, facts
    raise AssertionError("the second pot's game was never shown")


def calls(log: list[str]) -> list[str]:
    return [line for line in log if " picks " in line]


def test_the_last_pots_game_called_again_is_said_so_on_the_tv_and_every_phone(monkeypatch):
    tv, phones, stream = second_call(monkeypatch, None)
    games = [fact for fact in stream if isinstance(fact, PotGame)]
    assert [call.profile for call in games[:2]] == ["baseball", "baseball"]
    assert [fact.hand for fact in stream if isinstance(fact, CalledAgain)] == [2]  # not the first pot's
    (again,) = [line for line in calls(tv) if line.endswith("picks Baseball again")]
    for log in phones.values():
        assert again in log, log


@pytest.mark.parametrize("published", [True, False])
def test_the_tv_and_the_phones_say_it_from_the_published_fact(monkeypatch, published):
    """Doctored: published for every call (the first pot's too), or for none: the TV and every phone
    say what was published, neither working it out again."""
    tv, phones, _ = second_call(monkeypatch, published)
    said = calls(tv)
    assert said and all(line.endswith(" again") == published for line in said), said
    for log in phones.values():
        assert [line for line in calls(log) if line in said] == calls(log), (said, log)
        assert calls(log) and all(line.endswith(" again") == published for line in calls(log)), log


@pytest.mark.parametrize("places", [NORMAL, LARGE], ids=["normal", "large"])
@pytest.mark.parametrize("game", ["baseball", "midnight-baseball"])
@pytest.mark.parametrize("stem", ["Bo", "Maximilian", "Maximiliana"])
def test_the_banner_says_the_same_game_never_that_its_dealer_picks_again(places, game, stem):
    """A Hold'em newcomer's play-test read BABE PICKS AGAIN over SEVEN-CARD STUD as Babe picking a
    second time, where the newcomer had picked the pot before: the banner says SAME GAME: BABE PICKS
    (on two lines at its colon where one does not hold it), never AGAIN after the dealer, and the
    dealer's name whole (AGAIN had cut it to 'MAXIMILIANA B. PICK…' at large), SAME GAME left to the
    log's 'again' only where the middle has no line to spare (Midnight's rules at large)."""
    pygame.init()
    party = Party("dealers-choice", seats=3)
    for client in GUESTS:
        party.join(client, f"{stem} {'ABC'[client - 1]}.")  # (whoever deals first)
    party.send(1, {"type": "start", "token": party.tokens[1]})
    client, _ = party.pending_turn()
    party.act(client, game)
    tv = Director(TableModel(), Tweens(), party.room.n, {})
    tv.places = places
    events = party.room.table.events_for(None)
    (call,) = [event for event in events if isinstance(event, PotGame)]
    name = party.room.table.seats[call.chooser].name
    for event in events[: events.index(call)]:
        tv.play(event)
    tv.play(CalledAgain(call.hand))  # (doctored: as if the last pot's game)
    tv.play(call)
    assert f"{name} picks {call.rules.name} again" in tv.model.log
    assert tv.model.game_banner is not None
    text = Drawn()
    draw_game_banner(pygame.Surface((960, 540)), text, tv.model.game_banner, places, places.log_box)
    said = " ".join(line for line, _ in text.lines)
    assert "AGAIN" not in said and f"{name.upper()} PICKS" in said, said
    assert said.startswith("SAME GAME: ") or (places.large and game == "midnight-baseball"), said


def test_a_replay_of_the_pot_says_its_game_was_called_again():
    """The replay of the second pot (LAST POTS, R at a result) says the call as the live table did."""
    party = Party("dealers-choice", seats=3, seed=3)
    shelf = PotShelf(party.room.host.attach(None, paces=False))
    for client in GUESTS:
        party.join(client, f"Guest{client}")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    party.play_until(lambda: shelf.fetch() or len(shelf.tapes) >= 2, always_baseball)
    first, second = (Replayer(tape, None).model.log for tape in shelf.tapes[:2])
    assert calls(list(first)) and not any(line.endswith(" again") for line in calls(list(first)))
    assert calls(list(second)) and all(line.endswith("picks Baseball again") for line in calls(list(second)))
