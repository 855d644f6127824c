"""No Peek: where checking is free, a person's hand that cannot win (its pile turned and beaten) is
checked for them by the table host, as it is folded for them to a bet (game.play.dead_hand), with
the one DeadFold fact (kind CHECK) published before the move: a host's play-test at a party was
offered BET 1 under "CAN'T WIN: CHECK OR BET", the TV "WAITING FOR SAM 30" on a seat it labelled
BEATEN, every betting round stalling up to the turn timer on a hand that could not win."""

from __future__ import annotations

from party_support import Party
from test_dead_hand_fold import calls_down

from engine.actions import ActionKind
from engine.bots.baselines import CallingPlayer
from engine.events import ActionTaken
from game.felt.director import Director
from game.felt.table_model import TableModel
from game.platform.tween import Tweens
from game.play.dead_hand import dead_move
from game.play.fact_stream import EventAt
from game.play.host_facts import DeadFold
from game.play.session import HUMAN, Session, direct_setup
from game.play.sitters import Timing
from game.store.settings import Settings
from game.telling.decision_words import dead_fold_words

SEATS, SEED = 4, 8  # No Peek: seat 1's pile turned and beaten in pot 1, then a round with checking free


def dead_checks(stream, seat: int) -> list[int]:
    """The stream's places of the DeadFold(CHECK)s published for `seat`, each checked to be followed
    at once by that seat's check (the move the fact announces)."""
    places = [
        i for i, f in enumerate(stream) if isinstance(f, DeadFold) and f.seat == seat and f.kind == "check"
    ]
    for place in places:
        move = stream[place + 1]
        event = move.table.events[move.index] if isinstance(move, EventAt) else move
        assert isinstance(event, ActionTaken) and (event.seat, event.action) == (seat, "check"), move
    return places


def test_a_phone_guests_hand_that_cannot_win_is_checked_and_never_offered_a_bet(app):
    party = Party("no-peek", seats=SEATS, seed=SEED)
    room = party.room
    party.join(1, "Ann", seat=1)
    room.start()
    party.drain()
    offered_dead: list[list[str]] = []

    def choose(kinds):
        if room.table.view(1).cannot_win(1):
            offered_dead.append(kinds)  # BET (or CALL) offered to a hand that cannot win
        return calls_down(kinds)

    def done():
        return room.table.hands_played >= 2 or bool(dead_checks(room.host.stream, 1))

    party.play_until(done, choose, moves=5000)
    party.tick(0.1)
    assert offered_dead == []
    assert len(dead_checks(room.host.stream, 1)) == 1
    # the phone was told (and offered no turn for that move: offered_dead)
    notices = [m["message"] for m in party.inbox[1] if m["type"] == "notice"]
    assert notices[-1:] == [dead_fold_words(None, ActionKind.CHECK)]
    # the phone's log says the check as the TV's does, to Ann herself (game.party.log_line), never as a
    # plain check beside it
    logs = [m["log"] for m in party.inbox[1] if m["type"] == "state" and m.get("log")]
    assert any(dead_fold_words(None, ActionKind.CHECK) in log for log in logs), logs[-1:]
    assert not any(word in line for line in logs[-1] for word in ("Ann", "You check", "you check")), logs[-1]
    # a computer player's such check is announced too (its own move: the next test), each followed by it
    for seat in range(SEATS):
        dead_checks(room.host.stream, seat)


def test_where_the_host_turns_no_runs_the_guest_is_still_asked(app):
    """A replayed history (TableHost.turn_runs off) asks the person, CHECK lit."""
    party = Party("no-peek", seats=SEATS, seed=SEED)
    room = party.room
    party.join(1, "Ann", seat=1)
    room.host.turn_runs = False
    room.start()
    party.drain()
    asked: list[list[str]] = []

    def choose(kinds):
        if room.table.view(1).cannot_win(1) and "check" in kinds:
            asked.append(kinds)
        return calls_down(kinds)

    party.play_until(lambda: bool(asked) or room.table.hands_played >= 2, choose, moves=5000)
    assert asked and not any(isinstance(f, DeadFold) and f.kind == "check" for f in room.host.stream)


def test_a_computer_players_hand_that_cannot_win_is_checked_and_said_beaten_at_the_solo_table():
    """A Hold'em newcomer's solo play-test read "Casey checks" in the log under Casey's plate BEATEN
    as Casey still playing: a computer player checked its own hand that cannot win unannounced. The
    host now publishes its DeadFold(CHECK) as a person's, and the log says that move as the hand's
    that cannot win (dead_fold_words), never as a plain check, its plate BEATEN."""
    setup = direct_setup(Settings(), "no-peek", 5, 3)
    session = Session(setup, keep_ledger=False)
    session.close()
    host, table = session.host, session.table
    host.thinker = None
    host.timing = Timing(bot_delay=0.0, moves_per_tick=1, local_idle=1.0)
    host.bots = [None, *(CallingPlayer() for _ in host.bots[1:])]  # (checking free: nobody bets)
    tweens = Tweens()
    director = Director(TableModel(), tweens, HUMAN, {})
    said: list[str] = []  # each line logged (before checks are told together: check_runs)
    log = director.log
    director.log = lambda line: said.append(line) or log(line)
    host.start()
    dead_checks, shown = 0, 0
    while not table.is_over and table.hands_played < 4:
        legal = table.legal_actions()
        dead = legal is not None and legal.seat != HUMAN and dead_move(table, legal) == ActionKind.CHECK
        published, events = len(host.stream), len(table.events)
        if legal is not None and legal.seat == HUMAN and not host.plays_for(HUMAN):
            host.act(HUMAN, calls_down(legal.kinds))
        else:
            session.time += 1.0
            host.tick()
        moves = [e for e in table.events[events:] if isinstance(e, ActionTaken)]
        if dead and moves[:1] and (moves[0].seat, moves[0].action) == (legal.seat, ActionKind.CHECK):
            dead_checks += 1
            assert DeadFold(legal.seat, ActionKind.CHECK) in host.stream[published:]
        for fact in host.facts_for(HUMAN, shown, len(host.stream)):
            director.play(fact)
            tweens.finish_all()
        shown = len(host.stream)
    seats = director.model.seats
    assert dead_checks > 1
    # each said as the hand's that cannot win, never as a plain check ("Casey checks")
    beaten = [dead_fold_words(seat.name, ActionKind.CHECK) for seat in seats[1:]]
    assert sum(line in beaten for line in said) == dead_checks, said
    assert all(line.endswith(" is beaten, the table checks") for line in beaten)
