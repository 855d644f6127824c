"""The server says which log lines are a phone's own: each phone's state carries its seat's moves in
the second person ('You raise by 1 to 3', 'Ann and you check'), by seat, never by a name read in
a line (road item 1: the page matched its guest's name inside each line, phone_words.js yourLine,
where a guest 'Ann' beside an 'Anna', or beside a TV player also called Ann, could be misread).
Every other line, and every line of a watcher's state, is the TV's."""

from __future__ import annotations

from fractions import Fraction

from own_lines_support import in_tv_words
from party_support import Party

from engine.actions import ActionKind
from engine.events import ActionTaken, HandStart, PotGame
from engine.profile import load_profile
from game.party.called_game import picked_line
from game.party.log_line import event_line, told_line
from game.party.protocol import SeatCard
from game.play.host_facts import AwayPlay
from game.telling.decision_words import dead_fold_words

NAMES = ["Ann", "Anna", "Ann 🐝", "CPU 4"]  # a name that holds another; one that begins with it, an emoji
WATCHER = 9


def played_with_the_tv_player(seed: int) -> tuple[list[str], list[list[str]]]:
    """A Night Baseball pot played with Ann at the TV (seat 0), Anna's phone (seat 1), a second
    Ann's (seat 2: the room names her "Ann 2"), a bot and a watcher: the seats' names, and each time
    a phone is asked to act the logs of Anna's phone, the second Ann's and the watcher's then."""
    party = Party("night-baseball", seats=4, seed=seed)  # (no stud: a TV player sits in)
    room = party.room
    room.controls.add_local("Ann")
    party.join(1, "Anna", seat=1)
    party.join(2, "Ann", seat=2)
    party.connect(WATCHER)
    room.start()
    party.drain()
    seen: list[list[str]] = []
    for _ in range(4000):
        table = room.table
        if table is None or table.hands_played >= 1:
            break
        local, pending = room.controls.local_turn(), party.pending_turn()
        if local is not None:
            room.controls.act_local(
                next(k for k in ("turn", "check", "call", "pay", "decline") if k in local.kinds)
            )
        elif pending is not None:
            client, turn = pending
            kinds = [o["kind"] for o in turn["options"]]
            states = [party.last(c, "state") for c in (1, 2, WATCHER)]
            seen.append([state["log"] for state in states if state is not None])
            moves = ("turn", "raise", "bet", "check", "call", "pay", "decline")
            party.act(client, next(k for k in moves if k in kinds), turn["turn"])
        else:
            party.await_thinking_bot()
            party.tick(0.1)
    return [seat.name for seat in room.seat_cards()], seen


def test_each_phone_says_its_own_moves_to_it_and_every_other_line_as_the_tv():
    owns = {1: 0, 2: 0}
    for seed in (3, 8):
        names, seen = played_with_the_tv_player(seed)
        assert names[:3] == ["Ann", "Anna", "Ann 2"], names
        assert seen, "no phone was asked to act"
        for anna, ann_two, public in seen:
            for seat, log in ((1, anna), (2, ann_two)):
                name = names[seat]
                assert len(log) == len(public), (log, public)  # line for line the TV's log
                for mine, tv in zip(log, public, strict=True):
                    # its own said to it; Ann's at the TV, Anna's, Ann 2's: as the TV says them
                    assert in_tv_words(mine, name, names) == tv, (name, mine, tv)
                    owns[seat] += mine != tv
                assert not any(line.startswith(name + " ") for line in log), (name, log)
            assert not any(line.lower().startswith("you ") or " you " in line for line in public), public
    assert all(owns.values()), owns  # both phones had lines of their own, said to them


SEATS = [SeatCard(name, "guest", "#f2b233") for name in NAMES]


def test_a_line_is_said_to_the_phone_by_its_seat_not_its_name():
    raised = ActionTaken(seat=1, action=ActionKind.RAISE, amount=Fraction(2), level=Fraction(3))
    assert event_line(raised, SEATS, 8) == "Anna raises to 3"
    assert event_line(raised, SEATS, 8, you=1) == "You raise to 3"
    assert event_line(raised, SEATS, 8, you=0) == "Anna raises to 3"  # Ann's phone: not hers
    bee = ActionTaken(seat=2, action=ActionKind.BET, amount=Fraction(1), level=Fraction(1))
    assert event_line(bee, SEATS, 8, you=0) == "Ann 🐝 bets 1"
    assert event_line(bee, SEATS, 8, you=2) == "You bet 1"
    folded = ActionTaken(seat=2, action=ActionKind.FOLD, amount=Fraction(0), level=Fraction(1))
    assert event_line(folded, SEATS, 8, away="has left", you=2) == "You fold: has left"
    dealt = HandStart(hand=2, dealer=0, deck=None)
    assert (
        event_line(dealt, SEATS, 8, you=0)
        == "You deal hand\N{NO-BREAK SPACE}2\N{NO-BREAK SPACE}of\N{NO-BREAK SPACE}8"
    )


def test_a_hand_that_cannot_win_is_said_to_its_own_phone_as_the_solo_table_says_it():
    checked = ActionTaken(seat=1, action=ActionKind.CHECK, amount=Fraction(0), level=Fraction(0))
    dead = dead_fold_words(NAMES[1], ActionKind.CHECK)  # the TV's line, noted by the host's DeadFold
    assert told_line(checked, SEATS, 8, None, (None, "", dead)) == dead
    assert told_line(checked, SEATS, 8, None, (None, "", dead), you=0) == dead
    assert told_line(checked, SEATS, 8, None, (None, "", dead), you=1) == dead_fold_words(
        None, ActionKind.CHECK
    )


def test_the_timers_pick_is_said_to_the_dealers_own_phone():
    call = PotGame(hand=2, chooser=1, profile="baseball", rules=load_profile("baseball"))
    away = AwayPlay(seat=1, kind="game", why="turn_timer")
    assert picked_line(call, SEATS, away) == "Baseball picked for Anna: time ran out"
    assert picked_line(call, SEATS, away, you=1) == "Baseball picked for you: time ran out"
    assert picked_line(call, SEATS, away, you=0) == "Baseball picked for Anna: time ran out"
