"""docs/party.md lists exactly the party protocol's messages and their fields, read from the records in
game.party.protocol: the client table names every client message type with its fields (and which are
optional); every server message has an example whose keys are exactly its record's, nested records
included, and every nested record is shown somewhere; the error table names exactly the error codes.
So a message or a field added to the protocol without its docs fails here, and so does a stale one."""

from __future__ import annotations

import json
import re
import types
from pathlib import Path
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints, is_typeddict

from game.party import protocol

PAGE = Path(__file__).resolve().parents[1] / "docs" / "party.md"
TEXT = PAGE.read_text(encoding="utf-8")


def section(title: str) -> str:
    """The page from the heading `title` to the next heading of the same or a higher level."""
    level = title.split(" ")[0]
    start = TEXT.index(f"\n{title}\n")
    end = re.compile(rf"\n#{{1,{len(level)}}} ").search(TEXT, start + 1)
    return TEXT[start : end.start() if end else len(TEXT)]


CLIENT = section("### From the client")
SERVER = section("### From the server")


def table(text: str, header: str) -> list[list[str]]:
    """The body rows of the Markdown table in `text` whose header starts with `| header |`."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"| {header} |"))
    rows = []
    for line in lines[start + 2 :]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip()[1:-1].split("|")])
    return rows


def ticked(cell: str) -> list[str]:
    return re.findall(r"`([^`]+)`", cell)


def test_the_client_table_lists_exactly_the_client_messages_and_their_fields():
    documented = {}
    for kind, fields, _meaning in table(CLIENT, "type"):
        (name,) = ticked(kind)
        optional = set(re.findall(r"optional `([^`]+)`", fields))
        documented[name] = {(field, field not in optional) for field in ticked(fields)}
    expected = {
        name: {(field.name, field.required) for field in protocol.client_fields(record)}
        for name, record in protocol.CLIENT_MESSAGES.items()
    }
    assert documented == expected


def test_the_client_examples_parse_as_their_records():
    block = CLIENT.split("```json\n")[1].split("```")[0]
    examples = [line for line in block.splitlines() if line.strip()]
    assert examples
    for line in examples:
        record = protocol.parse(line)
        assert record.type == json.loads(line)["type"]


# ----- the server's messages


def json_objects() -> list[Any]:
    """Every JSON value written in the server section: the ```json blocks (one or more values each)
    and inline code that is a JSON object or array."""
    values = []
    decoder = json.JSONDecoder()
    for block in re.findall(r"```json\n(.*?)```", SERVER, re.S):
        at = 0
        while block[at:].strip():
            at += len(block[at:]) - len(block[at:].lstrip())
            value, at = decoder.raw_decode(block, at)
            values.append(value)
    for span in re.findall(r"`([\[{][^`]*)`", SERVER):
        try:
            values.append(json.loads(span))
        except ValueError:
            continue
    return values


def fits(value: Any, hint: Any, seen: set[str]) -> bool:
    """`value` is of type `hint` exactly: a record's keys are all there and no others. The records it
    was matched against are added to `seen`."""
    origin = get_origin(hint)
    if is_typeddict(hint):
        if not isinstance(value, dict):
            return False
        hints = get_type_hints(hint)
        inner: set[str] = set()
        if set(value) != set(hints) or not all(fits(value[k], hints[k], inner) for k in hints):
            return False
        seen |= inner | {hint.__name__}
        return True
    if origin in (Union, types.UnionType):
        return any(fits(value, option, seen) for option in get_args(hint))
    if origin is Literal:
        return value in get_args(hint)
    if origin is list:
        (item,) = get_args(hint)
        return isinstance(value, list) and all(fits(v, item, seen) for v in value)
    if origin is dict:
        _key, item = get_args(hint)
        return isinstance(value, dict) and all(fits(v, item, seen) for v in value.values())
    if hint is type(None):
        return value is None
    if hint is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, hint)


def typed_dicts(hint: Any) -> dict[str, Any]:
    """The TypedDicts `hint` holds, at any depth, by name (wherever in game.party they are written)."""
    found = {hint.__name__: hint} if is_typeddict(hint) else {}
    for inner in get_type_hints(hint).values() if is_typeddict(hint) else get_args(hint):
        found |= typed_dicts(inner)
    return found


def records(hint: Any) -> set[str]:
    """The names of the TypedDicts `hint` holds, at any depth."""
    return set(typed_dicts(hint))


def differences(example: Any, candidates: list[Any]) -> dict[str, str]:
    """For each candidate record, the keys the example lacks and has beyond it."""
    out = {}
    for record in candidates:
        keys = set(get_type_hints(record))
        shown = set(example) if isinstance(example, dict) else set()
        out[record.__name__] = f"missing {sorted(keys - shown)}, extra {sorted(shown - keys)}"
    return out


def server_types(record: Any) -> tuple[str, ...]:
    return get_args(get_type_hints(record)["type"])


def test_every_server_message_has_a_heading():
    headed = set(re.findall(r"\*\*`([a-z_]+)`\*\*", SERVER))
    assert headed == {kind for record in protocol.SERVER_MESSAGES for kind in server_types(record)}


def test_every_server_example_is_exactly_a_record_and_every_record_is_shown():
    """Each example is one of the server's records exactly (its `seq` aside, which every message
    carries), or a part of one (a player, `you`, the standings...); every record and every record
    within one is shown at least once."""
    seen: set[str] = set()
    every = typed_dicts(protocol.ServerMessage)
    parts = set(every) - {record.__name__ for record in protocol.SERVER_MESSAGES}
    for value in json_objects():
        for example in value if isinstance(value, list) else [value]:
            if isinstance(example, dict) and "type" in example:
                example = {key: item for key, item in example.items() if key != "seq"}
                candidates = [r for r in protocol.SERVER_MESSAGES if example["type"] in server_types(r)]
                assert candidates, f"docs/party.md shows a message the server never sends: {example['type']}"
            else:
                candidates = [r for r in protocol.SERVER_MESSAGES if r.__name__ in parts]
                candidates += [every[name] for name in parts]
            assert any(fits(example, r, seen) for r in candidates), (
                f"docs/party.md shows {json.dumps(example)[:60]}..., which is none of the protocol's "
                f"records (a field missing, renamed, extra or of another type): {differences(example, candidates)}"
            )
    assert records(protocol.ServerMessage) - seen == set(), "records docs/party.md never shows"


def test_the_error_table_lists_exactly_the_error_codes():
    codes = [code for row in table(SERVER, "code") for code in ticked(row[0])]
    assert sorted(codes) == sorted(get_args(protocol.ErrorCode))
