"""No Peek's checks told as one beat: a round checked around read "Casey checks", "Yogi checks",
... one line each, in a log of one line at TEXT SIZE large. Checks that follow each other with
nothing between are told in one line, "Casey and Yogi check", "Casey, you and Babe check", every
name still said, while the hand's history keeps one event a check. A whole seeded Night Baseball
hand at the solo table, played as a person answering at once would; the lines are read against
the checks as the engine made them."""

from __future__ import annotations

from collections import deque

from test_ui_support import run_until, settle, table_scene

from engine.actions import ActionKind
from engine.events import ActionTaken, HandStart
from game.felt.log_forms import fewer_words
from game.felt.log_lines import log_lines
from game.felt.pacing import BRISK_PACE, HOLD
from game.play.host_facts import PotDone
from game.telling.check_runs import checks_line, joined, who_checked

FRAME = 1 / 30
YOU = 0


def told_together(names: list[str]) -> str:
    """The reference: one line for checks made in turn, written out by hand."""
    if len(names) == 1:
        return f"{names[0]} {'check' if names[0] == 'You' else 'checks'}"
    later = ["you" if name == "You" else name for name in names[1:]]
    return f"{', '.join([names[0], *later[:-1]])} and {later[-1]} check"


def play_first_pot(app, seed: int) -> tuple[list[str], list[str], list[tuple[float, object]], object]:
    """The first pot of a seeded four-seat Night Baseball table: (each line told, in order; the
    log as it then reads, every line kept; the table's clock as each fact was shown, with it; the
    scene)."""
    scene = table_scene(app, profile="night-baseball", players=4, seed=seed)
    scene.model.log = deque()  # the whole pot's log, not the last few lines the table keeps
    said: list[str] = []
    log = scene.director.log
    scene.director.log = lambda line: (said.append(line), log(line))[1]  # type: ignore[method-assign]
    shown: list[tuple[float, object]] = []
    show = scene.show
    scene.show = lambda fact: (shown.append((scene.session.time, fact)), show(fact))[1]  # type: ignore[method-assign]

    def answered() -> bool:
        """The first pot's result is up; till then, each ask answered with the first offered."""
        settle(scene)
        if scene.buttons is not None:
            kinds = set(scene.table.legal_actions().kinds)
            scene.choose(next(k for k in ("check", "turn", "decline", "call", "pay") if k in kinds))
        return any(isinstance(fact, PotDone) for _, fact in shown)

    run_until(app, answered, dt=FRAME)
    return said, list(scene.model.log), shown, scene


def test_checks_in_a_row_are_one_line_naming_each_player_in_turn(app):
    said, shown, _, scene = play_first_pot(app, seed=5)
    names = [seat.name for seat in scene.model.seats]
    events = scene.table.events
    first = max(i for i, event in enumerate(events) if isinstance(event, HandStart))
    checks = [e for e in events[first:] if isinstance(e, ActionTaken) and e.action == ActionKind.CHECK]
    # the engine's history is untouched: one event a check, each still said to the log in turn
    assert [line for line in said if who_checked(line, names) is not None] == [
        told_together([names[e.seat]]) for e in checks
    ]
    # the log as read: the lines said, each run of checks with nothing between them in one line
    expected: list[str] = []
    run: list[str] = []
    for line in said:
        who = who_checked(line, names)
        if who is not None:
            run += who
            continue
        expected += [told_together(run)] if run else []
        run = []
        expected.append(line)
    expected += [told_together(run)] if run else []
    assert shown == expected
    assert len(shown) < len(said)  # checks were told together...
    assert any(line.count(",") and line.endswith(" check") for line in shown), shown  # ...three or more
    # every check's player is named in the log, as many times as they checked
    checked = [names[e.seat] for e in checks]
    read = [who for line in shown for who in (who_checked(line, names) or [])]
    assert read == checked


def test_a_line_of_checks_is_read_back_and_joined_whatever_the_names():
    names = ["You", "Casey", "Bob and Sue", "Smith, J"]
    line = checks_line(["Casey", "You", "Bob and Sue", "Smith, J"])
    assert line == "Casey, you, Bob and Sue and Smith, J check"
    assert who_checked(line, names) == ["Casey", "You", "Bob and Sue", "Smith, J"]
    assert joined("You check", "Casey checks", names) == "You and Casey check"
    assert joined("Casey checks: time ran out", "Bob and Sue checks", names) is None  # a reason between
    assert joined("Casey bets 1", "Smith, J checks", names) is None
    assert joined("Casey checks", "Zed checks", names) is None  # not a seat of this table


def test_at_one_line_the_checks_keep_their_start():
    """The log's one line at TEXT SIZE large (22 letters): the names after the first are counted,
    each said as they checked (tests/test_log_checks_keep_their_start.py), the first cut at its end."""
    names = ["BARTHOLOMEW", "Casey", "Yogi", "Babe"]
    line = checks_line(["BARTHOLOMEW", "Casey", "Yogi", "Babe"])
    assert fewer_words(line)[-1] == "BARTHOLOMEW +3 more check"
    assert log_lines([line], 22, 1, names=names) == [("BARTHOL\u2026 +3 more check", True)]


def test_a_run_of_checks_costs_one_beat(app):
    """A computer player's check told with the checks before it holds nothing of its own: the next
    check follows it by the frames the host takes to see the table caught up, move and think
    (three), where a check told alone holds its word, HOLD's action at the brisk pace."""
    _, _, shown, _ = play_first_pot(app, seed=5)

    def check(fact: object) -> bool:
        return isinstance(fact, ActionTaken) and fact.action == ActionKind.CHECK

    after_a_joined_check = [  # a computer player's check just after a check, to the move after it
        later - at
        for (_, before), (at, fact), (later, following) in zip(shown, shown[1:], shown[2:], strict=False)
        if check(before) and check(fact) and fact.seat != YOU and check(following)  # (the next check: a
        # bet after the run is a decision, and takes its own thinking)
    ]
    assert len(after_a_joined_check) >= 3, after_a_joined_check
    assert max(after_a_joined_check) <= 3 * FRAME + 1e-9 < HOLD["action"] / BRISK_PACE, after_a_joined_check
