"""The facts a table host tells with a move it makes itself (game.play.table_host): the away rule's
move and why (AwayPlay), a No Peek run of cards turned for a person (TurnRun), a hand that cannot win
folded or checked (DeadFold). The move's decision alone does not say them, and not all can be worked
out again from the table (the away rule's move is the clock's), so a saved session keeps each with
the decision it came before (game.play.resume) and a continued table is told them as the live one
was: a continued No Peek pot logged "You check" where the live table said "You are beaten, the table
checks for you". Each is about the seat that moves (`seat`).

A new fact the host tells with its moves joins MoveFact: the host tells every one through
TableHost.tell_move, which takes only these, and the save keeps whatever it told.
"""

from __future__ import annotations

from dataclasses import asdict, fields
from enum import Enum
from typing import Any, Literal, get_args, get_origin, get_type_hints

from game.play.host_facts import AwayPlay, DeadFold, TurnRun

MoveFact = AwayPlay | TurnRun | DeadFold
KINDS: dict[str, type[MoveFact]] = {kind.type: kind for kind in get_args(MoveFact)}


def fact_json(fact: MoveFact) -> dict[str, Any]:
    return {"type": fact.type, **asdict(fact)}


def parse_fact(data: object) -> MoveFact:
    """A MoveFact from a saved session's JSON; ValueError (or KeyError) saying what is wrong."""
    if not isinstance(data, dict):
        raise ValueError("a move's fact should be an object")
    kind = KINDS[data["type"]]
    hints = get_type_hints(kind)
    values = {
        field.name: read(hints[field.name], data[field.name]) for field in fields(kind) if field.name in data
    }
    return kind(**values)


def read(hint: Any, value: object) -> Any:
    """`value`, read from a file, as a field of type `hint` (an enum's member, one of a Literal's
    words, a whole number, a word or a flag); ValueError when it is none."""
    if get_origin(hint) is Literal:
        if value not in get_args(hint):
            raise ValueError(f"{value!r} is not one of {get_args(hint)}")
        return value
    if isinstance(hint, type) and issubclass(hint, Enum):
        return hint(value)
    if type(value) is not hint:
        raise ValueError(f"{value!r} is not a {hint}")
    return value
