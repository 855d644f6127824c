"""Every error a phone shows is a sentence: a capital first and a full stop (or ? ! …) at the end.
A host play-test's phone read "that is not this room's code: check the code on the TV". Every
refusal the room writes (ProtocolError, protocol.error, Room._refuse, in any module of the party)
is found in the source and read as written, for the phone shows it as it comes; each error code
has at least one."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import get_args

from party_support import Party

from game.party.guest_protocol import ErrorCode

PARTY = Path(__file__).resolve().parents[1] / "game" / "party"
REFUSALS = {"ProtocolError", "error", "_refuse"}  # the calls that carry an error code and its words


def words(node: ast.expr) -> str | None:
    """A message's words as a phone may read them: an f-string's places filled with a name."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(part.value if isinstance(part, ast.Constant) else "Ann" for part in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):  # "..." + RETURNING
        left = words(node.left)
        return None if left is None else left + " Come back."
    return None


def refusals() -> list[tuple[str, str, str]]:
    """(module, code, words) of every refusal written with its words in the party's source."""
    found = []
    for path in sorted(PARTY.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            strings = [
                arg for arg in node.args if isinstance(arg, ast.Constant) and isinstance(arg.value, str)
            ]
            if name not in REFUSALS or len(node.args) < 2 or not strings:
                continue
            code = strings[0].value
            said = words(node.args[node.args.index(strings[0]) + 1])
            if code in get_args(ErrorCode) and said is not None:
                found.append((path.name, code, said))
    return found


def is_sentence(text: str) -> bool:
    return text[:1].isupper() and text.endswith((".", "!", "?", "\u2026"))


def test_every_refusal_the_room_writes_is_a_sentence():
    found = refusals()
    assert len(found) > 30, "the source's refusals were found"
    assert [line for line in found if not is_sentence(line[2])] == []
    # the codes whose words come from elsewhere (a timer's too-late line) are sentences already
    assert set(get_args(ErrorCode)) - {code for _, code, _ in found} <= {"stale"}


def test_a_wrong_room_code_says_so_in_a_sentence():
    party = Party(seats=2)
    party.connect(1)
    party.send(1, {"type": "join", "name": "Ann", "room": "ZZZZ"})
    refused = party.inbox[1][-1]
    assert refused["code"] == "bad_room"
    assert refused["message"] == "That is not this room's code: check the code on the TV."
