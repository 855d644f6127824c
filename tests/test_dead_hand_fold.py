"""No Peek: a person's hand that cannot win (its pile turned and beaten) is folded for them when a
bet comes, by the table host (game.play.dead_hand), so the solo table, the party TV's player and
the phones get the same move from the one stream of facts (a DeadFold, then the fold) and only say
it: "You can't win: folded". It was the solo table's own doing (f7d60fb): a phone guest was still
offered CALL under "CAN'T WIN: 1 TO CALL" (docs/rules.md#no-peek)."""

from __future__ import annotations

from party_support import Party
from test_ui_support import settle, table_scene

from engine.events import ActionTaken
from game.felt.seat_words import seat_status
from game.play.host_facts import DeadFold
from game.play.session import HUMAN
from game.telling.decision_words import dead_fold_words
from game.telling.event_words import OUT_STATUS

SOLO_SEED = 1  # three seats of No Peek: your hand is beaten with its pile turned, then a bet comes, in pot 1
ORDER = ("turn", "call", "check", "pay", "decline")  # a player who calls everything down


def calls_down(kinds) -> str:
    return next(kind for kind in ORDER if kind in kinds)


def folded_for(stream, table, seat: int) -> bool:
    """The host published a DeadFold for `seat`, and the fold it made follows in the table's events."""
    told = [
        fact for fact in stream if isinstance(fact, DeadFold) and fact.seat == seat and fact.kind == "fold"
    ]
    folds = [e for e in table.events if isinstance(e, ActionTaken) and e.seat == seat and e.action == "fold"]
    return [fact.seat for fact in told] == [seat] and len(folds) == 1


def test_the_solo_table_folds_your_hand_that_cannot_win_when_a_bet_comes(app, monkeypatch):
    scene = table_scene(app, profile="no-peek", players=3, seed=SOLO_SEED)
    said: list[str] = []  # every line the table logs (its log keeps the last few)
    log = scene.director.log
    monkeypatch.setattr(scene.director, "log", lambda line: said.append(line) or log(line))
    offered_dead = 0  # buttons shown to you facing a bet with a hand that cannot win
    for _ in range(20000):
        table = scene.table
        if (
            any(isinstance(f, DeadFold) and f.seat == HUMAN and f.kind == "fold" for f in scene.host.stream)
            or table.hands_played >= 3
        ):
            break
        settle(scene)
        app.frame([], 0.05)
        legal = table.legal_actions()
        if scene.buttons is not None and legal is not None and legal.seat == HUMAN:
            if table.view(HUMAN).cannot_win(HUMAN) and "check" not in legal.kinds:
                offered_dead += 1
            scene.choose(calls_down(legal.kinds))
    for _ in range(200):  # the fold shown
        app.frame([], 0.05)
    assert offered_dead == 0
    assert folded_for(scene.host.stream, scene.table, HUMAN)
    # one word for one fate: BEATEN on your plate and in the log, never FOLDED (a play-test read
    # "You can't win: folded" and YOU FOLDED beside another seat's BEATEN)
    assert dead_fold_words(None) == "You are beaten: no cards left to turn" and dead_fold_words(None) in said
    assert "You fold" not in said and seat_status(scene.model.seats[HUMAN]) == OUT_STATUS == "BEATEN"


def test_a_computer_players_fold_of_a_hand_that_cannot_win_is_published_as_a_persons_is(app):
    """The same fate for a computer player: it folds its own hand that cannot win, and the host
    publishes a DeadFold before it as for a person's, so every screen says it BEATEN, as yours
    (five seats, seed 13: Cpu seat 3's pile turned and beaten in the first pot, then a bet; seed 3
    was that pot before session 26's changes, most likely its bot rules, played it otherwise)."""
    party = Party("no-peek", seats=5, seed=13)
    room = party.room
    party.join(1, "Ann", seat=1)
    room.start()
    party.drain()

    def done():
        return room.table.hands_played >= 1 or any(
            isinstance(f, DeadFold) and f.seat == 3 for f in room.host.stream
        )

    party.play_until(done, calls_down, moves=3000)
    assert room.host.sitters[3].person is False
    assert folded_for(room.host.stream, room.table, 3)
    # the phones' log says it as the TV's does (it said "Cpu 4 folds" beside the TV's "is beaten")
    party.tick(0.1)
    name = room.seat_cards()[3].name
    logs = [m["log"] for m in party.inbox[1] if m["type"] == "state" and m.get("log")]
    assert any(dead_fold_words(name) in log for log in logs), logs[-1:]
    assert not any(f"{name} folds" in line for log in logs for line in log), logs[-1:]


def test_a_phone_guests_hand_that_cannot_win_is_folded_and_the_phone_told(app):
    party = Party("no-peek", seats=3, seed=10)
    room = party.room
    party.join(1, "Ann", seat=1)
    room.start()
    party.drain()
    offered_dead = []

    def choose(kinds):
        if room.table.view(1).cannot_win(1) and "check" not in kinds:
            offered_dead.append(room.version)  # CALL offered to a hand that cannot win
        return calls_down(kinds)

    def done():
        return room.table.hands_played >= 2 or any(isinstance(f, DeadFold) for f in room.host.stream)

    party.play_until(done, choose, moves=5000)
    party.tick(0.1)
    assert offered_dead == []
    assert folded_for(room.host.stream, room.table, 1)
    notices = [m["message"] for m in party.inbox[1] if m["type"] == "notice"]
    assert notices[-1:] == [dead_fold_words(None)]
