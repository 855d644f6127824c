"""At your decision the log shows this pot's moves before the last pot's lines, says every check it
leaves out, and tells a bring-in once. A newcomer's Baseball 8 and Night 8 play-test read:
- "Yogi opens 3rd street", then YOUR TURN: CHECK OR BET with no "Yogi checks" (four times): the log's
  four lines held "Babe wins 11 / Babe picks Baseball / Babe deals ...", counted as moves since yours,
  and the check was told away to make room for them;
- "Babe leads, checks / Yogi bets 1", Casey's check between them told away;
- "Babe brings in / Babe brings in \u00bd": the bring-in's reason and its amount in two lines."""

from __future__ import annotations

import pytest
from test_enter_follows_the_coach import your_decisions
from test_log_new_lead_in_view import decisions_seen
from test_ui_support import table_scene

from engine.actions import ActionKind
from game.felt.log_forms import is_hint
from game.felt.log_lines import log_lines
from game.platform.text import KEEP

NAMES = ("You", "Babe", "Yogi", "Casey")
LAST_POT = ["You fold", "Babe wins 11", "Babe picks Baseball", f"Babe deals hand{KEEP}3{KEEP}of{KEEP}8"]
SEEDS = [
    ("baseball", 1),
    ("baseball", 4),
]  # (a Dealer's Choice table's own "You pick ..." counts as a move of yours here)
BRING_IN = ["Babe brings in: lowest upcard", "Babe brings in \u00bd"]


def drawn(messages: list[str], columns: int, most: int) -> list[str]:
    return [line for line, _ in log_lines(messages, columns, most, names=NAMES)]


@pytest.mark.parametrize("columns", [22, 26, 40])
@pytest.mark.parametrize("bring_in", [[], BRING_IN])
def test_the_openers_check_outranks_the_last_pots_lines(columns, bring_in):
    messages = [*LAST_POT, *bring_in, "Yogi opens 3rd street: best showing", "Yogi checks"]
    lines = drawn(messages, columns, 4)
    assert lines[-1] == "Yogi checks" and "Yogi opens 3rd street" in " ".join(lines), lines


@pytest.mark.parametrize("columns", [22, 40])
def test_a_bring_in_is_told_once_with_its_reason(columns):
    text = " ".join(drawn([*LAST_POT, *BRING_IN], columns, 4))
    assert text.count("brings in") == 1 and "Babe brings in \u00bd: lowest upcard" in text, text


def test_a_bring_in_short_of_room_drops_its_reason():
    lines = drawn([*LAST_POT, *BRING_IN, "Casey calls \u00bd", "Yogi calls \u00bd"], 22, 3)
    assert lines == ["Babe brings in \u00bd", "Casey calls \u00bd", "Yogi calls \u00bd"], lines


@pytest.mark.parametrize("most", [2, 3])
def test_checks_after_the_leads_are_said_when_told_in_brief(most):
    """(Night Baseball: Casey's check after Babe's, then Yogi's bet, in a short log: at two lines the
    checks are counted, "Babe leads, 2 check" (who checked, not "2 checks" of what?), rather than read as if Yogi bet straight after Babe's
    check, or the lead given way to the bet.)"""
    run = ["You call 1", "Babe turns Q\u2660", "Babe turns 8\u2666", "Babe opens the betting: best showing"]
    lines = drawn([*run, "Babe checks", "Casey checks", "Yogi bets 1"], 22, most)
    told = ["Babe leads, 2 check"] if most == 2 else ["Babe leads: 2 turned,", "checks, Casey checks"]
    assert lines == [*told, "Yogi bets 1"], lines


def test_a_check_after_a_street_opened_is_never_told_away():
    messages = ["You call 1", "Yogi opens 4th street: best showing", "Yogi checks", "Casey bets 1"]
    messages += ["Babe raises 1 to 2"]
    text = " ".join(drawn(messages, 22, 3))
    assert "Yogi checks" in text or "Babe raises" not in text, text


def this_pot(messages: tuple[str, ...]) -> tuple[str, ...]:
    """The messages since the latest pot was dealt."""
    dealt = [at for at, message in enumerate(messages) if " deals hand" in message]
    return messages[dealt[-1] :] if dealt else messages


def decided(kinds) -> ActionKind | str:
    return next((kind for kind in (ActionKind.CHECK, ActionKind.CALL, "pay") if kind in kinds), kinds[0])


@pytest.mark.parametrize(("profile", "seed"), SEEDS)
def test_the_latest_move_is_in_the_log_at_your_first_decision_of_a_pot(app, monkeypatch, profile, seed):
    """Solo Baseball: at your first decision of each pot the log shows the latest move made (the
    play-test's: the 3rd street opener's check)."""
    app.settings.animation_speed = 4.0
    seen = decisions_seen(app, monkeypatch)
    scene = table_scene(app, profile=profile, players=4, seed=seed)
    for decisions, legal in enumerate(your_decisions(app, scene), 1):
        if decisions > 12:
            break
        scene.choose(decided(legal.kinds))
    firsts = [
        (messages, text)
        for messages, text in seen
        if not any(m.startswith("You ") for m in this_pot(messages))
    ]
    assert firsts
    missed = [
        (m[-1], text) for m, text in firsts if m and not is_hint(m[-1]) and m[-1].split(": ")[0] not in text
    ]
    assert not missed, missed
