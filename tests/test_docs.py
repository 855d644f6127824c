"""The documentation agrees with the program: docs/profiles.md documents exactly the keys of
profile.schema.json with the engine's real defaults and an example that loads for each; docs/history.md
documents exactly the events and fields the engine writes; docs/files.md every setting; every link
between the docs and the README leads somewhere; nothing points outside the repository."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

import pytest
import yaml

from engine.events import EVENT_TYPES
from engine.profile import SHIPPED_DIR, load_profile, rules_from_mapping
from engine.rules import Rules
from game.store.settings import Settings

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
SCHEMA = json.loads((SHIPPED_DIR / "profile.schema.json").read_text(encoding="utf-8"))
# keys whose default is described in words, not a value (they describe one file, or make it a
# dealer's choice, which has no rules of its own)
DESCRIBING = {"name", "description", "summary", "extends", "games", "choice"}


def table_rows(page: str, first_header: str) -> list[list[str]]:
    """The body rows of the Markdown table whose header starts with `| first_header |`."""
    lines = (DOCS / page).read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"| {first_header} |"))
    rows = []
    for line in lines[start + 2 :]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip().strip("|").split(" | ")])
    return rows


def code(cell: str) -> str:
    match = re.fullmatch(r"`([^`]+)`", cell)
    assert match, f"expected one `value` in {cell!r}"
    return match.group(1)


def schema_keys() -> set[str]:
    keys = set()
    for key, spec in SCHEMA["properties"].items():
        if "properties" in spec:
            keys |= {f"{key}.{sub}" for sub in spec["properties"]}
        else:
            keys.add(key)
    return keys


PROFILE_ROWS = {code(row[0]): row for row in table_rows("profiles.md", "key")}


def test_the_profile_page_documents_exactly_the_keys_of_the_schema():
    assert set(PROFILE_ROWS) == schema_keys()
    for key, (_, values, default, meaning) in PROFILE_ROWS.items():
        assert values and default and meaning, f"{key}: a column is empty"


def test_the_documented_defaults_are_the_engines_defaults():
    profile: dict = {}
    for key, row in PROFILE_ROWS.items():
        if key in DESCRIBING:
            assert row[2].startswith("*"), f"{key}: a describing key's default is said in words"
            continue
        value = yaml.safe_load(code(row[2]))
        section, _, sub = key.partition(".")
        if sub:
            profile.setdefault(section, {})[sub] = value
        else:
            profile[key] = value
    documented = rules_from_mapping(profile, "baseball").to_json()
    real = Rules().to_json()
    for key in ("name", "description", "summary"):
        documented.pop(key), real.pop(key)
    assert documented == real


def yaml_examples(page: str) -> list[str]:
    return re.findall(r"```yaml\n(.*?)```", (DOCS / page).read_text(encoding="utf-8"), re.S)


def flat_keys(mapping: dict) -> set[str]:
    keys = set()
    for key, value in mapping.items():
        if isinstance(value, dict) and key in ("players", "fours", "betting", "session"):
            keys |= {f"{key}.{sub}" for sub in value}
        else:
            keys.add(key)
    return keys


@pytest.mark.parametrize("number", range(len(yaml_examples("profiles.md"))))
def test_every_profile_example_loads(number, tmp_path):
    path = tmp_path / f"example-{number}.yaml"
    path.write_text(yaml_examples("profiles.md")[number], encoding="utf-8")
    load_profile(path)


def test_every_key_has_an_example():
    shown = set().union(*(flat_keys(yaml.safe_load(text)) for text in yaml_examples("profiles.md")))
    assert schema_keys() - shown == set()


def test_the_history_page_documents_exactly_the_events_and_their_fields():
    rows = {code(row[0]): row[1] for row in table_rows("history.md", "type")}
    assert set(rows) == set(EVENT_TYPES)
    for kind, cls in EVENT_TYPES.items():
        documented = re.findall(r"`([a-z_]+)`", rows[kind])
        assert documented == [f.name for f in dataclasses.fields(cls)], kind


def test_the_history_page_names_every_key_of_the_recorded_rules():
    text = (DOCS / "history.md").read_text(encoding="utf-8")
    section = text[text.index("### The resolved profile") : text.index("## An example")]
    for key in Rules().to_json():
        assert f"`{key}`" in section, key


def test_the_files_page_documents_every_setting_with_its_default():
    rows = {code(row[0]): code(row[1]) for row in table_rows("files.md", "key")}
    defaults = dataclasses.asdict(Settings())
    assert defaults.pop("unknown") == {}  # a newer version's keys, kept as read: not a setting
    assert set(rows) == set(defaults)
    for key, default in defaults.items():
        assert json.loads(rows[key]) == default, key


PAGES = [ROOT / "README.md", *sorted(DOCS.glob("*.md"))]


def anchors(page: Path) -> set[str]:
    headings = re.findall(r"^#+ (.+)$", page.read_text(encoding="utf-8"), re.M)
    return {re.sub(r"[^\w\- ]", "", h.strip().lower()).replace(" ", "-") for h in headings}


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name if p.parent == DOCS else "README")
def test_every_link_leads_to_a_file_and_heading_of_the_repository(page):
    text = page.read_text(encoding="utf-8")
    for target in re.findall(r"\]\(([^)]+)\)", text):
        if re.match(r"[a-z]+://", target):
            continue
        file, _, anchor = target.partition("#")
        linked = (page.parent / file).resolve() if file else page
        assert linked.is_file() and ROOT in linked.parents, f"{page.name}: {target} leads nowhere"
        if anchor:
            assert anchor in anchors(linked), f"{page.name}: no heading #{anchor} in {linked.name}"


def test_nothing_in_the_repository_points_outside_it():
    pattern = re.compile(r"\.\./shared|SPEC\.md|\bSPEC\b|\bseeds?/|\b[sS]eeds? 00\d")
    sources = [
        *PAGES,
        *ROOT.glob("engine/**/*.py"),
        *ROOT.glob("game/**/*.py"),
        *ROOT.glob("tests/**/*.py"),
        *ROOT.glob("benchmarks/*.py"),
        *ROOT.glob("profiles/*"),
    ]
    found = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in sources
        if path.is_file() and path != Path(__file__)
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if pattern.search(line)
    ]
    assert found == []


def test_the_party_page_says_what_the_tv_says_while_a_guest_calls_the_game():
    """A host play-test read 'CAT PICKS THE GAME / TIME LEFT 10' on the TV where docs/party.md
    said only 'WAITING FOR ...': the page gives the TV's very lines for a guest's call."""
    import pygame

    from game.felt.game_banner import draw_calling

    drawn: list[str] = []

    class Words:
        def draw(self, canvas, line, where, size, colour, anchor="topleft") -> None:
            drawn.append(line)

    draw_calling(pygame.Surface((960, 540)), Words(), "CAT", "TIME LEFT 10", (255, 255, 0))
    page = (DOCS / "party.md").read_text(encoding="utf-8")
    assert drawn == ["CAT PICKS THE GAME", "TIME LEFT 10"]
    for line in drawn:
        assert f"`{line}`" in page, line
