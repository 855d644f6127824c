"""No Peek's rounds that nobody bets, at the solo table (a newcomer's Night Baseball hand at five
seats "dragged through nine betting rounds"): every new lead opens a round (docs/rules.md), so
such a round is made cheap without hiding it. A computer player's check comes without its thinking pause,
the human's ask with nothing to meet is lit on CHECK (Enter checks), and every check is still told
in the log, in the order made. A whole seeded hand, played as a person answering at once would."""

from __future__ import annotations

from itertools import pairwise

from test_ui_support import settle, table_scene

from engine.actions import ActionKind
from engine.events import ActionTaken, HandStart
from game.felt.pacing import BRISK_PACE, HOLD
from game.play.host_facts import PotDone

FRAME = 1 / 30
YOU = 0


def test_a_round_nobody_bets_is_told_check_by_check_the_computer_players_without_a_pause(app):
    scene = table_scene(app, profile="night-baseball", players=4, seed=5)
    logged: list[str] = []
    log = scene.director.log
    scene.director.log = lambda line: (logged.append(line), log(line))[1]  # type: ignore[method-assign]
    shown: list[tuple[float, object]] = []  # (the table's clock, the fact) as each is shown
    show = scene.show
    scene.show = lambda fact: (shown.append((scene.session.time, fact)), show(fact))[1]  # type: ignore[method-assign]
    lit: list[str] = []
    for _ in range(20_000):
        settle(scene)
        app.frame([], FRAME)
        if any(isinstance(fact, PotDone) for _, fact in shown):  # the first pot's result is up
            break
        if scene.buttons is not None:
            legal = scene.table.legal_actions()
            assert legal is not None
            kinds = set(legal.kinds)
            if kinds <= {ActionKind.CHECK, ActionKind.BET}:  # nothing to meet
                lit.append(scene.buttons.items[scene.buttons.selected].label)
            scene.choose(next(k for k in ("check", "turn", "decline", "call", "pay") if k in kinds))
    else:
        raise AssertionError("the pot did not end")
    assert lit and set(lit) == {"CHECK"}, lit
    events = scene.table.events
    first = max(i for i, event in enumerate(events) if isinstance(event, HandStart))
    checks = [e for e in events[first:] if isinstance(e, ActionTaken) and e.action == ActionKind.CHECK]
    names = [seat.name for seat in scene.model.seats]
    told = [line for line in logged if line.endswith((" checks", " check"))]
    assert told == [f"{names[e.seat]} {'check' if e.seat == YOU else 'checks'}" for e in checks]
    assert sum(e.seat != YOU for e in checks) >= 3  # computer players checked in it
    # a computer player's check follows the one before by that one's hold alone and the frames the
    # host takes to see the table caught up, move and think (three): its pause before was 0.19 s
    after_a_check = [
        later - at
        for (at, fact), (later, next_fact) in pairwise(shown)
        if isinstance(fact, ActionTaken)
        and fact.action == ActionKind.CHECK
        and fact.seat != YOU
        and isinstance(next_fact, ActionTaken)
        and next_fact.action == ActionKind.CHECK
        and next_fact.seat != YOU
    ]
    assert after_a_check, "no two computer players checked in a row"
    assert max(after_a_check) <= HOLD["action"] / BRISK_PACE + 3 * FRAME + 1e-9, after_a_check
