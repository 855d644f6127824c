"""A phone's own log lines read back in the TV's words, for the tests that hold a phone's log against
the TV's: the server says a phone's own moves to it ('You deal hand 1 of 8', 'Ann and you check',
'Baseball picked for you: time ran out': game.party.log_line), where the TV's log names the seat
('Bo deals hand 1 of 8'). `name`: the phone's seat's name; `names`: every seat's."""

from __future__ import annotations

from collections.abc import Sequence

from engine.actions import ActionKind
from game.telling.check_runs import YOU, checks_line, who_checked
from game.telling.decision_words import dead_fold_words


def in_tv_words(line: str, name: str, names: Sequence[str]) -> str:
    """`line` of the phone of `name`'s seat as the TV's log says it."""
    for kind in (ActionKind.CHECK, ActionKind.FOLD):
        if line == dead_fold_words(None, kind):
            return dead_fold_words(name, kind)
    checked = who_checked(line, [*names, YOU])
    if checked is not None and YOU in checked:
        return checks_line([name if who == YOU else who for who in checked])
    line = line.replace(f" picked for {YOU.lower()}: ", f" picked for {name}: ")
    if not line.startswith(YOU + " "):
        return line
    verb, _, rest = line[len(YOU) + 1 :].partition(" ")
    stem = verb.rstrip(":")
    said = ("is" if stem == "are" else stem + "s") + verb[len(stem) :]
    return f"{name} {said} {rest}".strip()


def phone_log_in_tv_words(state: dict, names: Sequence[str]) -> list[str]:
    """A phone's `state`'s log in the TV's words (its own lines named by its seat's name)."""
    you = state.get("you")
    if not you:
        return list(state["log"])
    name = names[you["seat"]]
    return [in_tv_words(line, name, names) for line in state["log"]]
