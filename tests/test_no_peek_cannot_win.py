"""No Peek: a player beaten with their whole pile turned (docs/rules.md#no-peek). By the rules they
are still in: only a player who turns their whole pile *without beating* the best is out (rule 4),
play ends when nobody but the best can still turn (rule 5: "folded or has no cards left to turn",
so such a player is in, not out), and everyone still in bets in each round. Their hand cannot win
a showdown: only if every better hand folds (rule 6 hands the lead to the best still showing).
So the engine offers them betting, and the table says plainly that the hand can't win (a
play-test: they were offered CALL and RAISE with nothing saying so); the computer players pay
nothing into it.

Three seats, three-card piles, no wilds, seat 0 deals: seat 1 turns Kc; seat 2 turns 2d 3d Ac,
beating K with its last card; seat 0 turns As Ad, a pair, beating seat 2, whose pile is empty."""

from __future__ import annotations

import pytest
from test_engine_helpers import play, stacked
from test_no_peek import SHORT, check_all, flow, hand_events, piles, turn_until_round

from engine.actions import ActionKind
from engine.bots import list_styles, make_bot

DRY = 2  # the seat beaten with its pile all turned


def beaten_dry():
    table = stacked(SHORT, 3, piles([1, 2, 0], {1: "Kc 4h 5h", 2: "2d 3d Ac", 0: "As Ad 6s"}))
    turn_until_round(table)
    check_all(table)
    turn_until_round(table)
    check_all(table)
    turn_until_round(table)
    assert flow(hand_events(table)) == [
        "t1 Kc",
        "r1",
        "t2 2d",
        "t2 3d",
        "t2 Ac",
        "r2",
        "t0 As",
        "t0 Ad",
        "r0",
    ]
    return table


def test_a_player_beaten_with_an_empty_pile_stays_in_and_bets_but_cannot_win_a_showdown():
    table = beaten_dry()
    assert DRY in table.hand.live  # not out: it beat once, and nothing in the rules takes it out now
    view = table.view(DRY)
    assert view.down_counts[DRY] == 0 and view.lead == 0
    assert [view.cannot_win(seat) for seat in range(3)] == [False, False, True]
    play(table, "0:bet", "1:call")
    legal = table.legal_actions()
    assert legal.seat == DRY and legal.kinds == ("fold", "call", "raise")  # everybody still in bets
    # if the better hand folds, the lead is the best still showing: then the dry hand may win
    play(table, "2:raise", "0:fold", "1:fold")
    assert [(e.seat, e.why) for e in hand_events(table) if e.type == "award"] == [(DRY, "uncontested")]


def test_the_leader_and_a_seat_with_cards_to_turn_can_win():
    view = beaten_dry().view(1)
    assert not view.cannot_win(0) and not view.cannot_win(1)  # the lead; a pile still to turn


@pytest.mark.parametrize("difficulty", ["easy", "normal", "hard"])
def test_computer_players_pay_nothing_into_a_hand_that_cannot_win(difficulty):
    facing = beaten_dry()
    play(facing, "0:bet", "1:call")
    free = beaten_dry()
    play(free, "0:check", "1:check")
    for style in list_styles():
        for seed in range(4):
            bot = make_bot(style.id, difficulty, seed=seed)
            assert bot.decide(facing.view(DRY), facing.legal_actions()).kind == "fold", style.id
            assert bot.decide(free.view(DRY), free.legal_actions()).kind == "check", style.id


def test_the_host_folds_a_hand_that_cannot_win_when_a_bet_comes_and_the_buttons_never_light_fold():
    """A play-test saw CALL lit under "CAN'T WIN: 1 TO CALL". Facing a bet the table host folds such
    a hand at once, as the computer players do (game.play.dead_hand: tests/test_dead_hand_fold.py
    through the solo table and a phone); where checking is free nothing is done for the person, and
    the buttons light CHECK; where the person is asked (a guided lesson) they light CALL, as the
    lesson's tip does: Enter never folds (a Hold'em newcomer's play-test found FOLD lit under a red
    figure while their row led, and pressed Enter to go on)."""
    from game.felt.action_menu import side_buttons
    from game.felt.coach_mark import coach_pick
    from game.felt.coach_odds import POOR
    from game.felt.layout import NORMAL
    from game.platform.widgets import Item
    from game.play.dead_hand import dead_move
    from game.telling.decision_words import in_button_order

    facing = beaten_dry()
    play(facing, "0:bet", "1:call")
    free = beaten_dry()
    play(free, "0:check", "1:check")
    assert dead_move(facing, facing.legal_actions()) == ActionKind.FOLD
    assert dead_move(free, free.legal_actions()) == ActionKind.CHECK
    for table, wanted in ((facing, ActionKind.CALL), (free, ActionKind.CHECK)):
        legal = table.legal_actions()
        options = in_button_order(legal.options)
        assert ActionKind.FOLD in legal.kinds or table is free
        menu = side_buttons([Item(str(option.kind)) for option in options], NORMAL)
        chosen = menu.current  # (lit for Enter: the first, whatever the coach judges)
        assert chosen is not None and chosen.label == wanted and coach_pick(legal, POOR) is None
