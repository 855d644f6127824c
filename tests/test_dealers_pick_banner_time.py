"""A dealer's call stays up long enough to read (game.felt.director.on_game, pacing.GAME_CALL and
GAME_ROW): a newcomer's play-test had CASEY PICKS NIGHT BASEBALL and four lines of its rules up for
2.4 s before the deal took it away. Now: the caller and the name, then about a second for each of
the rules' lines as the banner wraps them at the TEXT SIZE; Tab still skips it (TablePlayer.skip).
The solo table and the party TV (result_with_chips) play the same stream through the same pause,
so the phones, given the stream as far as the TV has shown it, wait with it. A faster ANIMATION
SPEED speeds what moves, never the call's words below their reading time (pacing.reading_time): at
Turbo TIME RAN OUT: PICKED FOR CASEY was up 1.25 s."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from test_ui_support import Tape

from engine.events import HandStart, PotGame
from engine.profile import load_profile
from game.felt import layout
from game.felt.director import Director
from game.felt.game_banner import rule_rows
from game.felt.pacing import FLIGHT, call_hold, reading_time
from game.felt.table_model import Seat, TableModel
from game.felt.table_player import TablePlayer
from game.platform.tween import Tween, Tweens
from game.play.host_facts import AwayPlay

STEP = 0.05


def called(
    chooser: int, places: layout.Layout, party: bool, speed: float = 1.0, away: AwayPlay | None = None
) -> TablePlayer:
    """A table at the animation's `speed` that has just shown `chooser`'s call of Night Baseball
    (`away`: the away rule's, for them), its deal next."""
    night = load_profile("night-baseball")
    director = Director(TableModel(), Tweens(), 0, {}, result_with_chips=party)
    director.places = places
    director.model.seats = [Seat("You", "", True), Seat("Casey", "", False), Seat("Babe", "", False)]
    director.away_move = away
    player = TablePlayer(
        director, director.tweens, Tape([PotGame(2, chooser, night.id, night), HandStart(2, 1, None)])
    )
    player.fetch()
    player.advance(0.0, speed)  # (the screen's speed, as every frame passes it)
    assert isinstance(player.next_event(), PotGame)
    return player


def up_for(player: TablePlayer, speed: float = 1.0) -> float:
    """Seconds the call's banner stays up before the deal takes it away."""
    seconds = 0.0
    while player.director.model.game_banner is not None:
        player.advance(STEP, speed)
        player.next_event()
        seconds += STEP
        assert seconds < 30, "the deal never came"
    return seconds


@pytest.mark.parametrize("party", [False, True], ids=["solo", "party_tv"])
@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
@pytest.mark.parametrize("chooser", [1, 0], ids=["bots_pick", "your_pick"])
def test_the_call_is_up_a_second_a_line_of_its_rules_after_the_title(chooser, places, party):
    player = called(chooser, places, party)
    banner = player.director.model.game_banner
    assert banner is not None and banner[0] == ("YOU PICK" if chooser == 0 else "CASEY PICKS")
    rows = rule_rows(banner[2], places)
    assert len(rows) >= 3, rows  # Night Baseball's deal, wilds and fours
    seconds = up_for(player)
    assert seconds >= max(5.0, 2 + len(rows)) - STEP, (seconds, rows)  # was 2.4 s
    assert seconds <= call_hold(len(rows)) + 2 * STEP, (seconds, rows)  # no longer: its words are read in it


def test_tab_still_skips_the_call():
    player = called(1, layout.NORMAL, party=False)
    player.advance(0.5, 1.0)
    player.skip()
    assert isinstance(player.next_event(), HandStart)
    assert player.director.model.game_banner is None


@pytest.mark.parametrize("speed", [2.0, 4.0], ids=["fast", "turbo"])
@pytest.mark.parametrize("away", [False, True], ids=["called", "time_ran_out"])
def test_a_faster_animation_speed_never_cuts_the_call_below_its_reading_time(speed, away):
    """What moves is still as fast: a card's flight under the banner lands in FLIGHT / speed."""
    timer = AwayPlay(1, "call", "turn_timer") if away else None
    player = called(1, layout.NORMAL, party=True, speed=speed, away=timer)
    banner = player.director.model.game_banner
    assert banner is not None
    assert banner[0] == ("TIME RAN OUT: PICKED FOR CASEY" if away else "CASEY PICKS")
    normal = up_for(called(1, layout.NORMAL, party=True, away=timer))  # (the play-tested hold)
    reading = min(reading_time(banner), normal)  # up as long as at the normal speed, if read as long
    assert reading > normal / speed + 1  # (more than Night Baseball's 5 s at the speed: 2.5 s, 1.25 s)
    flight = player.tweens.add(Tween(SimpleNamespace(x=0.0), FLIGHT, x=1.0))
    seconds = 0.0
    while not flight.done:
        player.advance(STEP, speed)
        player.next_event()
        seconds += STEP
    assert seconds <= FLIGHT / speed + STEP and player.director.model.game_banner is not None
    seconds += up_for(player, speed)
    assert reading - STEP <= seconds <= reading + 2 * STEP, (seconds, reading)
