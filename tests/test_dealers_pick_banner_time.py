"""A dealer's call stays up long enough to read (game.felt.director.on_game, pacing.GAME_CALL and
GAME_ROW): a newcomer's play-test had CASEY PICKS NIGHT BASEBALL and four lines of its rules up for
2.4 s before the deal took it away. Now: the caller and the name, then about a second for each of
the rules' lines as the banner wraps them at the TEXT SIZE; Tab still skips it (TablePlayer.skip).
The solo table and the party TV (result_with_chips) play the same stream through the same pause,
so the phones, given the stream as far as the TV has shown it, wait with it."""

from __future__ import annotations

import pytest
from test_ui_support import Tape

from engine.events import HandStart, PotGame
from engine.profile import load_profile
from game.felt import layout
from game.felt.director import Director
from game.felt.game_banner import rule_rows
from game.felt.table_model import Seat, TableModel
from game.felt.table_player import TablePlayer
from game.platform.tween import Tweens

STEP = 0.05


def called(chooser: int, places: layout.Layout, party: bool) -> TablePlayer:
    """A table that has just shown `chooser`'s call of Night Baseball, its deal next."""
    night = load_profile("night-baseball")
    director = Director(TableModel(), Tweens(), 0, {}, result_with_chips=party)
    director.places = places
    director.model.seats = [Seat("You", "", True), Seat("Casey", "", False), Seat("Babe", "", False)]
    player = TablePlayer(
        director, director.tweens, Tape([PotGame(2, chooser, night.id, night), HandStart(2, 1, None)])
    )
    player.fetch()
    assert isinstance(player.next_event(), PotGame)
    return player


def up_for(player: TablePlayer) -> float:
    """Seconds the call's banner stays up before the deal takes it away."""
    seconds = 0.0
    while player.director.model.game_banner is not None:
        player.advance(STEP, 1.0)
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


def test_tab_still_skips_the_call():
    player = called(1, layout.NORMAL, party=False)
    player.advance(0.5, 1.0)
    player.skip()
    assert isinstance(player.next_event(), HandStart)
    assert player.director.model.game_banner is None
