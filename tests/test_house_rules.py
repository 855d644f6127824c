"""The HOUSE RULES editor's pure part (engine.house_rules): every choice of every row, every pair of
rows and random whole combinations round-trip (the saved YAML validates against the schema, loads
as the same Rules and the same choices, and a pot plays), and what cannot be played is refused
with reasons before the loader ever has to."""

import itertools
import json
from dataclasses import replace
from pathlib import Path

import jsonschema
import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.house_rules import (
    ROW_KEYS,
    Refused,
    build,
    name_problem,
    picks_from,
    profile_id,
    profile_mapping,
    profile_text,
    refusals,
    rows_for,
)
from engine.profile import SHIPPED_DIR, ProfileError, discover_profiles, load_profile, rules_from_mapping
from engine.rules import Rules
from engine.simulate import play_session

VALIDATOR = jsonschema.Draft202012Validator(
    json.loads((SHIPPED_DIR / "profile.schema.json").read_text(encoding="utf-8"))
)
# the single games: a dealer's choice lists games and is not made on this page
SHIPPED = {
    entry.id: entry.rules
    for entry in discover_profiles(Path("/nonexistent"))
    if entry.rules and not entry.rules.games
}
BASEBALL = SHIPPED["baseball"]


def same_game(a: Rules, b: Rules) -> bool:
    """Equal in everything the table plays by (the names and words describe the file)."""
    words = {"id", "name", "description", "summary"}
    return {k: v for k, v in a.to_json().items() if k not in words} == {
        k: v for k, v in b.to_json().items() if k not in words
    }


def save_and_load(tmp: Path, name: str, picks: dict, start: Rules) -> Rules:
    """What the editor does on SAVE, then what PLAY does: the text on disk, read back by id."""
    pid = profile_id(name)
    text = profile_text(profile_mapping(name, picks, start), start.name)
    VALIDATOR.validate(yaml.safe_load(text))
    (tmp / f"{pid}.yaml").write_text(text, encoding="utf-8")
    return load_profile(pid, user_dir=tmp)


def plays_a_pot(rules: Rules) -> None:
    players = min(rules.max_players, 4)
    table = play_session(replace(rules, pots=1), players, seed=7, styles=["simple"])
    assert table.is_over


def test_every_shipped_profile_opens_in_the_editor_unchanged():
    for pid, rules in SHIPPED.items():
        picks = picks_from(rules)
        assert set(picks) == set(ROW_KEYS)
        for row in rows_for(rules):
            assert row.choices[row.index(picks[row.key])].value == picks[row.key]
        assert refusals(picks) == [], pid
        built = build("house", "HOUSE", picks, rules)
        assert same_game(built, replace(rules, cards=7) if rules.flow == "stud" else rules), pid


def test_every_choice_of_every_row_round_trips_from_every_shipped_start(tmp_path):
    played = 0
    for pid, start in SHIPPED.items():
        for row in rows_for(start):
            for choice in row.choices:
                picks = {**picks_from(start), row.key: choice.value}
                if refusals(picks):
                    with pytest.raises(Refused):
                        build("house", "HOUSE", picks, start)
                    continue
                built = build("house", "HOUSE", picks, start)
                assert picks_from(built) == picks, (pid, row.key, choice)
                if pid == "baseball":  # one start is enough to save, load and play every choice
                    loaded = save_and_load(tmp_path, "HOUSE", picks, start)
                    assert loaded == built, (row.key, choice)
                    plays_a_pot(loaded)
                    played += 1
    assert played >= sum(len(row.choices) for row in rows_for(BASEBALL)) - 4  # all but the refused


def test_every_pair_of_rows_is_played_or_refused_with_a_reason_before_the_loader():
    rows = rows_for(BASEBALL)
    checked = refused = 0
    for first, second in itertools.combinations(rows, 2):
        for a, b in itertools.product(first.choices, second.choices):
            picks = {**picks_from(BASEBALL), first.key: a.value, second.key: b.value}
            reasons = refusals(picks)
            mapping = profile_mapping("PAIR", picks, BASEBALL)
            if reasons:
                refused += 1
                assert all(reason.split(":")[0] in {row.label for row in rows} for reason in reasons)
                continue
            # the loader agrees (the text itself is read back in the tests above and below)
            assert picks_from(rules_from_mapping(mapping, "pair")) == picks
            checked += 1
    assert checked > 1000 and refused > 10


def test_what_cannot_be_played_is_refused_naming_the_row_and_what_would_do():
    base = picks_from(BASEBALL)
    cases = {
        "EXPOSED THREE": {"wild": frozenset("9"), "cost_3": ("pay", 2)},
        "HIDDEN FOUR": {"four_down": "reveal", "four_up": ("none", 0)},
        "FIRST ROUND": {"game": ("no_peek", 7), "opener": ("bring_in", 1)},
        "PLAYERS": {"game": ("no_peek", 9), "players": 6},
    }
    for label, change in cases.items():
        reasons = refusals({**base, **change})
        assert len(reasons) == 1 and reasons[0].startswith(label + ":"), reasons
        with pytest.raises(Refused) as refused:
            build("house", "HOUSE", {**base, **change}, BASEBALL)
        assert refused.value.reasons == reasons
    no_peek_reveal = refusals({**base, "game": ("no_peek", 7), "four_down": "reveal"})
    assert no_peek_reveal == ["HIDDEN FOUR: in No Peek no card is held face down; choose DOES NOTHING."]
    # the same choices with the conflict undone are accepted
    assert refusals({**base, "wild": frozenset("39"), "cost_3": ("pay", 2)}) == []


@st.composite
def whole_picks(draw: st.DrawFn) -> tuple[str, dict]:
    start = draw(st.sampled_from(sorted(SHIPPED)))
    rows = rows_for(SHIPPED[start])
    return start, {row.key: draw(st.sampled_from([c.value for c in row.choices])) for row in rows}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(whole_picks())
def test_any_combination_is_saved_loaded_and_played_or_refused_before_saving(tmp_path, drawn):
    start_id, picks = drawn
    start = SHIPPED[start_id]
    if refusals(picks):
        with pytest.raises(Refused):
            build("house", "HOUSE", picks, start)
        return
    built = build("house", "HOUSE", picks, start)  # never a loader refusal the rows did not foresee
    loaded = save_and_load(tmp_path, "HOUSE", picks, start)
    assert loaded == built and picks_from(loaded) == picks
    plays_a_pot(loaded)


def test_a_starting_profile_with_values_off_the_rows_keeps_them(tmp_path):
    odd = tmp_path / "odd.yaml"
    odd.write_text(
        "extends: baseball\nwild_ranks: [K, 3]\nwild_costs: {K: {pay: 7}}\n"
        "betting: {ante: 3/4, bet: 3, raise: 6, max_raises: 7}\nsession: {pots: 33}\nplayers: {min: 3, max: 5}\n",
        encoding="utf-8",
    )
    start = load_profile(odd)
    picks = picks_from(start)
    rows = {row.key: row for row in rows_for(start)}
    assert rows["wild"].label_of(picks["wild"]) == "THREES AND KINGS"
    assert rows["stakes"].label_of(picks["stakes"]) == "BET 3, RAISE 6"
    assert rows["pots"].label_of(33) == "33 HANDS"
    loaded = save_and_load(tmp_path, "ODD TWO", picks, start)
    # the king's price has no row: it is dropped with the rows' costs, and said by the words
    assert same_game(loaded, replace(start, wild_costs=()))
    assert loaded.min_players == 3


@pytest.mark.parametrize(
    "name",
    [
        "JOE'S GAME",
        "#: [X] {Y}",
        "NO: YES",
        "- 1 -",
        "A" * 40,
        "&ANCHOR *ALIAS",
        "!!PYTHON/OBJECT",
        "  FRIDAY   NIGHT  ",
    ],
)
def test_a_hostile_name_is_written_as_text_and_reads_back_the_same(tmp_path, name):
    picks = picks_from(BASEBALL)
    if name_problem(name, {}) is not None:
        pytest.fail(f"{name!r}: {name_problem(name, {})}")
    loaded = save_and_load(tmp_path, name, picks, BASEBALL)
    assert loaded.name == name.strip() and loaded.id == profile_id(name)


def test_names_that_cannot_be_saved_say_why():
    taken = {"baseball": "the shipped game BASEBALL", "friday": "your game FRIDAY"}
    assert "at least one letter" in name_problem("   ", {})
    assert "at least one letter" in name_problem("' - &", {})
    assert "at least one letter" in name_problem("'\"'", {})
    assert "at most 40" in name_problem("A" * 41, {})
    assert "device" in name_problem("CON", {})
    assert "shipped game BASEBALL" in name_problem("BASEBALL", taken)
    assert "your game FRIDAY" in name_problem("friday", taken)
    assert name_problem("FRIDAY", taken, editing="friday") is None  # editing keeps its own name
    assert profile_id("JOE'S  FRIDAY-GAME 2") == "joes-friday-game-2"


def test_a_name_the_loader_refuses_is_refused_not_saved():
    with pytest.raises(Refused) as refused:
        build("bad", "TAB\tNAME", picks_from(BASEBALL), BASEBALL)
    assert "name" in refused.value.reasons[0]
    with pytest.raises(ProfileError):
        rules_from_mapping(profile_mapping("TAB\tNAME", picks_from(BASEBALL), BASEBALL), "bad")
