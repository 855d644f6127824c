"""The solo game keeps tonight's ledger too (game.play.night_keeper in game.play.session): the human
as `You` and each computer player, after every pot; a session continued after a crash is the
same line of the ledger, not a second one."""

from __future__ import annotations

import datetime
from fractions import Fraction

from engine.events import HandEnd
from game.play import ledger_file
from game.play.session import Session, direct_setup
from game.store.settings import Settings


def play_solo(session: Session, pots: int | None) -> None:
    """The human calls or checks, the computer players play, until `pots` pots (None: the session) ended."""
    host, table = session.host, session.table
    host.thinker = None  # the computer players decide at once, in this thread
    for _ in range(20_000):
        ended = sum(isinstance(event, HandEnd) for event in table.events)
        if table.is_over or (pots is not None and ended >= pots):
            return
        session.time += 1.0
        host.tick()
        legal = table.legal_actions()
        if legal is not None and legal.seat == 0 and not host.busy:
            host.act(0, next(kind for kind in ("check", "call", "bring_in", "fold") if kind in legal.kinds))
    raise AssertionError("the solo session did not get there")


def test_the_solo_game_keeps_the_ledger_and_a_continued_session_stays_one_line(home):
    setup = direct_setup(Settings(), "baseball", 3, 11)
    session = Session(setup)
    session.host.start()
    play_solo(session, 3)
    session.close()
    assert session.night is not None
    before = session.night.ledger
    assert [s.pots for s in before.sessions] == [3] and not before.sessions[0].over
    # Continue after a crash: the same seed, the decisions replayed, then played to the end
    again = Session(setup)
    again.host.redo(session.table.decisions, session.host.told)  # as CONTINUE does
    play_solo(again, None)
    again.close()
    after = again.night.ledger
    assert len(after.sessions) == 1 and after.sessions[0].over
    assert after.sessions[0].started == before.sessions[0].started
    nets = dict(zip((seat.name for seat in again.table.seats), again.table.nets(), strict=True))
    assert {line.shown: line.total for line in after.lines()} == nets  # You and the computer players
    assert [line.person.bot for line in after.lines() if line.shown == "You"] == [False]
    assert sum(nets.values(), Fraction(0)) == 0


def test_after_every_pot_the_ledger_on_disk_adds_up_to_zero(home):
    """A play-test: the solo table deals the next pot in the move that ends one, so the ledger saved
    then counted the next antes; read back, the night was 'damaged' (a session adding up to -4) and
    set aside. Each pot's save is read back whole, every session adding up to 0."""
    setup = direct_setup(Settings(), "baseball", 4, 5)
    session = Session(setup)
    session.host.start()
    for pots in range(1, 5):
        play_solo(session, pots)
        assert session.night is not None
        ledger, problems = ledger_file.load(session.night.night)
        assert problems == [] and [s.pots for s in ledger.sessions] == [pots]
        assert sum((net for _, net in ledger.sessions[0].nets), Fraction(0)) == 0
    session.close()


def test_a_session_is_timed_by_its_start_not_its_first_pots_end(home):
    """A play-test: a session dealt at 21:00 said 21:09 in the ledger, when its first pot ended."""
    setup = direct_setup(Settings(), "baseball", 3, 11)
    session = Session(setup)
    assert session.night is not None
    clock = [datetime.datetime(2026, 12, 2, 21, 0)]
    session.night.now = lambda: clock[0]
    session.host.start()  # the session is dealt at 21:00
    clock[0] = datetime.datetime(2026, 12, 2, 21, 9)  # nine minutes on, its first pot ends
    play_solo(session, 1)
    session.close()
    (played,) = session.night.ledger.sessions
    assert played.pots == 1 and played.started == "2026-12-02T21:00"
