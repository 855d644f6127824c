"""No Peek: at each of your decisions the log shows every lead taken since your last move and every
bet, call, raise and fold since, told in fewer lines where the log has too few for each
(game.felt.log_runs). A newcomer's Night Baseball play-test: the log still read "Babe bets 1 / Yogi
calls 1" after Casey had turned, taken the lead and a new round had been bet and called (the pot
11 to 15): the same two lines as the round before, Casey's cards and new lead scrolled off unseen."""

from __future__ import annotations

import re

import pytest
from test_enter_follows_the_coach import your_decisions
from test_guided import play_guide
from test_log_moves_before_tips import drawn_logs
from test_ui_support import table_scene

from engine.actions import ActionKind
from game.felt.log_forms import is_hint
from game.felt.log_lines import YOU, log_lines, with_bet_faced
from game.screens.table_scene import TableScene
from game.telling.check_runs import who_checked

NAMES = ("You", "Babe", "Yogi", "Casey")
LEAD = re.compile(r"^(?P<who>.+?) opens? the betting\b")
TURN = re.compile(r"^.+? turns? \S+$")
MONEY = re.compile(r"^(?P<who>.+?) (?P<verb>bets?|raises?|folds?|calls?)\b")


def unseen(messages, text: str) -> list[str]:
    """The newest lead taken since your last move in `messages` (and since the tip the log shows)
    and the bets, calls, raises and folds after it that the log's drawn `text` neither shows nor
    tells in fewer words ("Casey leads: 3 turned"; "Babe bets, Casey and Yogi call"). (What came
    before that lead may give way to it: a log of two lines has no room for "You and Babe call 1"
    over a new lead, its bet and its call.)"""
    yours = [
        at + 1 for at, m in enumerate(messages) if m.startswith(YOU) or "You" in (who_checked(m, NAMES) or ())
    ]
    since = max(yours, default=0)  # (your check told with others' is your move: "Casey and you check")
    shown = [at + 1 for at, m in enumerate(messages) if is_hint(m) and m in text]  # (a tip is said over
    since = max([since, *shown])  # the moves once they were read: game.felt.first_tips)
    leads = [at for at in range(since, len(messages)) if LEAD.match(messages[at])]
    turned = leads[-1] if leads else since  # from the newest lead's first card turned on
    while turned > since and (TURN.match(messages[turned - 1]) or is_hint(messages[turned - 1])):
        turned -= 1
    missed = []
    for move in (m for m in messages[turned:] if not is_hint(m)):
        if lead := LEAD.match(move):
            told = f"{lead['who']} lead" in text or move.split(":")[0] in text
        elif money := MONEY.match(move):
            who, verb = money["who"], money["verb"]
            told = f"{who} {verb}" in text or (verb.startswith("call") and called(who, text))
        else:
            continue
        if not told:
            missed.append(move)
    return missed


def called(who: str, text: str) -> bool:
    """`text` tells `who` calling among others: "Babe and Casey call 1", "Babe bets, Casey and Yogi call"."""
    seat = "|".join(re.escape(name) for name in [*NAMES, "Dizzy", "you"])
    return (
        re.search(rf"\b(?:(?:{seat})(?:, | and ))*{re.escape(who)}(?:(?:, | and )(?:{seat}))* calls?\b", text)
        is not None
    )


def test_the_play_tests_new_lead_and_its_round_read_in_two_lines():
    """The play-test's log at two lines: Casey's run, lead and check, Babe's bet and Yogi's call all told."""
    messages = [
        "Babe bets 1",
        "Yogi calls 1",
        "You call 1",
        "Casey turns Q\u2660",
        "Casey turns 8\u2666",
        "Casey turns 8\u2663",
        "Casey opens the betting: best showing",
        "Casey checks",
        "Babe bets 1",
        "Yogi calls 1",
    ]
    pinned, lines = with_bet_faced(messages, "Babe bets 1", 22, 2, names=NAMES)
    drawn = [*pinned, *(line for line, _ in lines)]
    assert drawn == ["Casey leads, checks", "Babe bets, Yogi calls"], drawn  # (the lead's check kept:
    # "Casey leads: 3 turned / Babe bets" read as if Babe had opened)
    assert unseen(messages, " ".join(drawn)) == []


def test_a_log_with_room_tells_each_move_in_its_own_line():
    messages = ["You call 1", "Casey turns Q\u2660", "Casey opens the betting: best showing", "Casey bets 1"]
    lines = [line for line, _ in log_lines(messages, 22, 4, names=NAMES)]
    assert " ".join(lines) == " ".join(messages[1:]), lines


def test_a_run_still_turning_is_told_card_by_card():
    messages = ["You call 1", "Babe bets 1", "Yogi calls 1", "Casey turns Q\u2660", "Casey turns 8\u2666"]
    lines = [line for line, _ in log_lines(messages, 22, 2, names=NAMES)]
    assert lines[-1] == "Casey turns 8\u2666", lines


def decisions_seen(app, monkeypatch) -> list[tuple[tuple[str, ...], str]]:
    """From now on, the log drawn at each of your moves: (its messages, its text)."""
    asked = drawn_logs(monkeypatch)
    seen: list[tuple[tuple[str, ...], str]] = []
    choose = TableScene.choose

    def chosen(scene, kind):
        if asked and scene.table.actor == scene.table.legal_actions().seat:
            seen.append((asked[-1][0], asked[-1][-1]))
        choose(scene, kind)

    monkeypatch.setattr(TableScene, "choose", chosen)
    return seen


def played_calmly(app, monkeypatch, players: int, seed: int) -> list:
    """(messages, log text) at each of your first 14 decisions of a seeded solo Night Baseball
    table, you turning till you lead, checking and calling."""
    seen = decisions_seen(app, monkeypatch)
    scene = table_scene(app, profile="night-baseball", players=players, seed=seed)
    for decisions, legal in enumerate(your_decisions(app, scene), 1):
        if decisions > 14:
            break
        kinds = legal.kinds
        scene.choose(
            next(k for k in (ActionKind.CHECK, ActionKind.TURN, ActionKind.CALL, "pay") if k in kinds)
        )
    return seen


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize(("players", "seed"), [(4, 3), (4, 6), (4, 1), (3, 2), (3, 5)])
def test_every_lead_and_bet_since_yours_is_in_the_log_at_your_decision(app, monkeypatch, size, players, seed):
    """The solo Night Baseball table, you turning till you lead (TURN: one press), checking and
    calling. (At five seats a raised round or four answers to a bet can still need more lines than
    a two-line log has, even told together.)"""
    app.settings.text_size, app.settings.animation_speed = size, 4.0
    seen = played_calmly(app, monkeypatch, players, seed)
    missed = [(moves, text) for messages, text in seen if (moves := unseen(messages, text))]
    assert not missed, missed


def test_the_guided_night_hand_shows_every_lead_and_bet_at_your_decision(app, monkeypatch):
    seen = decisions_seen(app, monkeypatch)
    play_guide(app, "night-baseball")
    assert seen
    missed = [(moves, text) for messages, text in seen if (moves := unseen(messages, text))]
    assert not missed, missed
