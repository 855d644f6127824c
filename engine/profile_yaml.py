"""Reading a profile file safely: at most MAX_FILE_BYTES of UTF-8, YAML without anchors, aliases,
duplicate keys, tags or deep nesting, and a mapping at the top; each problem a `Bad` naming the
line and column. The YAML of files read before is kept by their exact bytes.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

from engine import safe_files
from engine.profile_keys import Bad, show

MAX_FILE_BYTES = 64 * 1024  # a profile is a few hundred bytes; anything huge is a mistake or an attack
MAX_NESTING = 16  # a profile nests 3 levels; deeper is a mistake (and deep enough would overflow the stack)
MAX_SCALAR_NUMBER = 20  # characters in a YAML number: a profile's numbers have at most four


def _safe_load(text: str) -> Any:
    """yaml.safe_load with the stricter `_ProfileLoader` (a SafeLoader: no Python objects are built)."""
    loader = _ProfileLoader(text)
    try:
        return loader.get_single_data()
    finally:
        loader.dispose()


class _ProfileLoader(yaml.SafeLoader):
    """SafeLoader without anchors and aliases (no alias bombs; `extends` is the way to reuse),
    without duplicate keys (YAML would silently keep the last one), nested at most MAX_NESTING
    deep and with numbers of at most MAX_SCALAR_NUMBER characters (int() refuses 4,300 digits
    with an error of its own, and YAML's base-60 numbers grow without end)."""

    depth = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        event = self.peek_event()  # type: ignore[no-untyped-call]  # unannotated in types-PyYAML
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
            raise yaml.composer.ComposerError(
                None,
                None,
                "anchors and aliases (&name, *name) are not allowed in a profile; use extends: to reuse one",
                event.start_mark,
            )
        if self.depth >= MAX_NESTING:
            raise yaml.composer.ComposerError(
                None, None, f"lists and mappings nested more than {MAX_NESTING} deep", event.start_mark
            )
        self.depth += 1
        try:
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1

    def fetch_flow_collection_start(self, TokenClass: Any) -> None:  # PyYAML names it so
        # Stop at the bracket that goes too deep, before the scanner looks ahead: with a thousand
        # open brackets its lookahead alone costs a second.
        if self.flow_level >= MAX_NESTING:
            raise yaml.scanner.ScannerError(
                None, None, f"lists and mappings nested more than {MAX_NESTING} deep", self.get_mark()
            )
        super().fetch_flow_collection_start(TokenClass)

    def construct_yaml_int(self, node: Any) -> Any:
        self._check_number(node)
        return super().construct_yaml_int(node)

    def construct_yaml_float(self, node: Any) -> Any:
        self._check_number(node)
        return super().construct_yaml_float(node)

    def _check_number(self, node: Any) -> None:
        if len(node.value) > MAX_SCALAR_NUMBER:
            raise yaml.constructor.ConstructorError(
                None,
                None,
                f"a number of {len(node.value)} characters; expected at most {MAX_SCALAR_NUMBER}",
                node.start_mark,
            )

    def construct_mapping(self, node: Any, deep: bool = False) -> Any:
        seen = []
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=True)
            if key in seen:
                raise yaml.constructor.ConstructorError(
                    None, None, f"the key {safe_files.brief(key)} appears twice", key_node.start_mark
                )
            seen.append(key)
        return super().construct_mapping(node, deep)


# PyYAML looks constructors up in a class table filled at import: point the number tags at ours.
_ProfileLoader.add_constructor("tag:yaml.org,2002:int", _ProfileLoader.construct_yaml_int)
_ProfileLoader.add_constructor("tag:yaml.org,2002:float", _ProfileLoader.construct_yaml_float)


def read_yaml(path: Path) -> dict[Any, Any]:
    """The mapping a profile file holds; `Bad` for a file that cannot be read or holds no mapping."""
    data, text = _read_text(path)
    cached = _PARSED.get(data)
    if cached is not None:
        return cached
    value = _parse_yaml(text)
    if value is None:
        raise Bad("", "the file is empty; expected keys such as name:, description: and extends:")
    if not isinstance(value, dict):
        raise Bad("", f"expected a mapping of keys (name:, description:, ...) at the top, got {show(value)}")
    if len(_PARSED) >= _PARSED_SIZE:
        _PARSED.clear()
    _PARSED[data] = value
    return value


def _read_text(path: Path) -> tuple[bytes, str]:
    """The file's bytes, at most MAX_FILE_BYTES of them, and the UTF-8 text they are."""
    try:
        data = safe_files.read_bytes(path, MAX_FILE_BYTES)  # counted while reading: /dev/zero ends
    except safe_files.MissingFile:
        raise Bad("", "no such file") from None
    except safe_files.UnreadableFile as exc:
        if exc.damaged:  # too big
            raise Bad(
                "", f"the file is larger than {MAX_FILE_BYTES // 1024} KiB; a profile is a few hundred bytes"
            ) from None
        raise Bad("", f"the file {exc.problem}") from None
    try:
        return data, data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise Bad(
            "", f"expected UTF-8 text, found byte 0x{data[exc.start]:02x} at offset {exc.start}"
        ) from None


def _parse_yaml(text: str) -> Any:
    """What the text says in YAML, read by the strict `_ProfileLoader`; a line indented with a
    tab is refused first, by its number."""
    for number, line in enumerate(text.splitlines(), 1):
        if "\t" in line[: len(line) - len(line.lstrip(" \t"))]:
            raise Bad("", f"line {number}: indented with a tab; YAML indentation must use spaces")
    try:
        return _safe_load(text)
    except yaml.MarkedYAMLError as exc:
        raise Bad("", _yaml_problem(exc)) from None
    except yaml.reader.ReaderError as exc:
        where = f"the character {exc.character!r} at offset {exc.position}"  # repr: escaped
        raise Bad("", f"not valid YAML: {where} cannot appear in YAML text") from None
    except yaml.YAMLError as exc:  # any other kind: keep the message on one line
        raise Bad("", "not valid YAML: " + " ".join(str(exc).split())) from None


# The YAML of files read before, by their exact bytes. Parsing is nine tenths of loading a profile,
# and the same files are read again and again (every profile extends baseball; the PLAY list and
# the attract demo discover them all each time). Only what parsed into a mapping is kept, and no
# caller changes it (parse_keys only reads). Keyed by content, so an edited file is parsed afresh.
_PARSED: dict[bytes, dict[Any, Any]] = {}
_PARSED_SIZE = 64  # files of at most 64 KiB: at most 4 MiB, a few KB in practice


def _yaml_problem(exc: yaml.MarkedYAMLError) -> str:
    mark = exc.problem_mark or exc.context_mark
    where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark else ""
    problem = exc.problem or exc.context or "not valid YAML"
    tag = re.search(r"constructor for the tag '([^']*)'", problem)
    if tag:
        shown = safe_files.brief(tag.group(1).replace("tag:yaml.org,2002:", "!!"))[1:-1]
        problem = f"the tag {shown} is not allowed; a profile holds only text, numbers, lists and mappings"
    elif exc.context and exc.problem and "not allowed" not in problem:
        problem = f"{exc.context}, {exc.problem}"
    problem = safe_files.shown(problem if len(problem) <= 200 else problem[:190] + "...")
    return f"not valid YAML: {where}{problem}"
