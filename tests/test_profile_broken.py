"""Broken profiles: each file of tests/profiles_broken/ gives its one clear message, and the JSON
Schema in profiles/ agrees with the loader (it rejects every broken case it can express)."""

from __future__ import annotations

import json
import tempfile
import time
from pathlib import Path

import jsonschema
import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import safe_files
from engine.profile import SHIPPED_DIR, ProfileError, load_profile
from engine.profile_keys import (
    DESCRIPTION_LENGTH,
    GAMES_KEYS,
    MAX_STAKE,
    NAME_LENGTH,
    SUB_KEYS,
    SUMMARY_LENGTH,
    TOP_KEYS,
)

BROKEN = Path(__file__).parent / "profiles_broken"
SCHEMA = json.loads((SHIPPED_DIR / "profile.schema.json").read_text(encoding="utf-8"))
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)

# What the schema cannot see, and why: YAML itself refuses the file (the schema never gets data);
# the loader is stricter than YAML (anchors and aliases, repeated keys); a check between files
# (extends) or between keys that may be inherited; a product (pile x players); YAML 1.1's own
# types (a date, 3 versus "3"), which an editor reads as text.
UNPARSED, STRICTER, INHERITED, ARITHMETIC, YAML_TYPES = (
    "unparsed",
    "stricter",
    "inherited",
    "arithmetic",
    "yaml types",
)

# file -> (the message after "tests/profiles_broken/<file>: ", None if the schema rejects it, else why not)
CASES = {
    "syntax-error": (
        "not valid YAML: line 2, column 12: while parsing a flow sequence, expected ',' or ']'",
        UNPARSED,
    ),
    "tab-indent": ("line 3: indented with a tab; YAML indentation must use spaces", UNPARSED),
    "empty": ("the file is empty; expected keys such as name:", None),
    "comments-only": ("the file is empty; expected keys such as name:", None),
    "top-list": ("expected a mapping of keys (name:, description:, ...) at the top, got a list", None),
    "top-scalar": (
        "expected a mapping of keys (name:, description:, ...) at the top, got 'just some words'",
        None,
    ),
    "unknown-key": ("wild_rank: unknown key (did you mean wild_ranks?)", None),
    "unknown-nested-key": ("betting.antee: unknown key (did you mean ante?)", None),
    "unknown-key-no-suggestion": (
        "colour: unknown key; expected one of name, description, summary, extends,",
        None,
    ),
    "python-object-tag": (
        "not valid YAML: line 1, column 7: the tag !!python/object/apply:os.system is not allowed",
        UNPARSED,
    ),
    "deep-nesting": ("not valid YAML: line 2, column 26: lists and mappings nested more than 16 deep", None),
    "alias-bomb": (
        "not valid YAML: line 1, column 4: anchors and aliases (&name, *name) are not allowed",
        STRICTER,
    ),
    "not-utf8": ("expected UTF-8 text, found byte 0xff at offset 13", UNPARSED),
    "duplicate-key": ("not valid YAML: line 2, column 1: the key 'name' appears twice", STRICTER),
    "list-as-key": (
        "not valid YAML: line 2, column 3: while constructing a mapping, found unhashable key",
        UNPARSED,
    ),
    "extends-cycle-a": ("extends: a cycle: extends-cycle-a -> extends-cycle-b -> extends-cycle-a", INHERITED),
    "extends-cycle-b": ("extends: a cycle: extends-cycle-b -> extends-cycle-a -> extends-cycle-b", INHERITED),
    "extends-self": (
        "extends: no profile 'extends-self' to start from (a profile cannot extend itself)",
        INHERITED,
    ),
    "extends-missing": ("extends: no profile 'no-such-profile' to start from", INHERITED),
    "extends-broken-parent": (
        "extends: profile 'negative-ante' is unusable: tests/profiles_broken/negative-ante.yaml: "
        "betting.ante: expected a non-negative amount such as 1 or 1/2, at most 1000, got -1",
        INHERITED,
    ),
    "extends-not-an-id": (
        "extends: expected the id of another profile (its file name without .yaml), "
        "got '../profiles/baseball.yaml'",
        None,
    ),
    "negative-ante": (
        "betting.ante: expected a non-negative amount such as 1 or 1/2, at most 1000, got -1",
        None,
    ),
    "float-amount": (
        "betting.bet: expected a positive amount such as 1 or 1/2, at most 1000, got 0.5 (a decimal is not exact",
        None,
    ),
    "zero-bet": ("betting.bet: expected a positive amount such as 1 or 1/2, at most 1000, got 0", None),
    "amount-words": (
        "betting.ante: expected a non-negative amount such as 1 or 1/2, at most 1000, got 'one'",
        None,
    ),
    "bring-in-above-bet": ("betting.bring_in: expected a bring-in of at most the bet (1), got 2", INHERITED),
    "bring-in-no-peek": (
        "betting.first_round: a bring-in first round needs upcards dealt in streets; "
        "expected betting.first_round best_showing or flow stud",
        None,
    ),
    "reveal-no-peek": (
        "flow: in No Peek every card is turned face up, so there is no hidden four to reveal; "
        "expected fours.face_down none or flow stud",
        INHERITED,
    ),
    "wild-not-a-rank": ("wild_ranks[1]: expected a rank (2 to 9, T, J, Q, K or A), got 'X'", None),
    "wild-rank-eleven": ("wild_ranks[0]: expected a rank (2 to 9, T, J, Q, K or A), got 11", None),
    "wild-ranks-not-a-list": (
        'wild_ranks: expected a list of ranks such as ["3", "9"] (or [] for none), got \'3 and 9\'',
        None,
    ),
    "wild-rank-twice": ("wild_ranks[1]: expected each rank once, got 3 twice", YAML_TYPES),
    "wild-cost-not-wild": ("wild_costs.5: expected a wild rank (3 or 9), got 5", INHERITED),
    "wild-cost-bad-value": ("wild_costs.3: expected free, match_pot or {pay: N}, got 'sometimes'", None),
    "four-cost-zero": (
        "fours.face_up.pay: expected a positive amount such as 1 or 1/2, at most 1000, got 0",
        None,
    ),
    "four-face-down-no": (
        "fours.face_down: expected none or reveal, got false (YAML reads yes/no/on/off as true/false)",
        None,
    ),
    "empty-street": (
        "streets[1]: expected a street of one or more cards such as [up] or [down, up], got a street with no cards",
        None,
    ),
    "street-bad-face": ("streets[0][1]: expected up or down, got 'sideways'", None),
    "streets-not-a-list": (
        "streets: expected a list of streets such as [[down, down, up], [up], [down]], got 'up'",
        None,
    ),
    "first-street-all-down": (
        "streets[0]: expected an up card in the first street: it decides who opens",
        None,
    ),
    "first-street-too-big": (
        "streets: the first street deals 10 cards to each of 6 players = 60, more than the 52",
        ARITHMETIC,
    ),
    "too-many-streets": (
        "streets: with 6 players the deck is empty before street 11; expected at most 10 streets",
        ARITHMETIC,
    ),
    "min-above-max": ("players.min: expected at most players.max (3), got 5", INHERITED),
    "too-many-players": ("players.max: expected a whole number from 2 to 8, got 12", None),
    "players-not-a-mapping": ("players: expected a mapping with keys min, max, got 6", None),
    "no-peek-6x9": (
        "players.max: 9 cards x 6 players = 54, more than the 52 in the deck; "
        "expected at most 8 cards for 6 players or players.max at most 5",
        ARITHMETIC,
    ),
    "no-peek-big-pile": ("cards: 20 cards x 6 players = 120, more than the 52 in the deck", ARITHMETIC),
    "bad-flow": ("flow: expected stud or no_peek, got 'draw'", None),
    "natural-not-bool": ("natural_beats_wild: expected true or false, got 'sometimes'", None),
    "name-not-text": ("name: expected text (in quotes if it looks like a number or a date), got 42", None),
    "name-a-date": (
        "name: expected text (in quotes if it looks like a number or a date), got a date",
        YAML_TYPES,
    ),
    "description-two-lines": ("description: expected one line of text, got several lines", None),
    "max-raises-negative": ("betting.max_raises: expected a whole number from 0 to 10, got -1", None),
    "pots-zero": ("session.pots: expected a whole number from 1 to 100, got 0", None),
    "name-rtl-override": (
        "name: expected printable text, got the control or format character U+202E at position 6",
        None,
    ),
    "description-escape-codes": (
        "description: expected printable text, got the control or format character U+001B at position 1",
        None,
    ),
    "summary-bell": (
        "summary: expected printable text, got the control or format character U+0007 at position 5",
        None,
    ),
    "description-too-long": ("description: expected at most 80 characters, got 81", None),
    "bet-above-limit": (
        "betting.bet: expected a positive amount such as 1 or 1/2, at most 1000, got 1001",
        None,
    ),
    "fraction-too-fine": (
        "betting.ante: expected a non-negative amount such as 1 or 1/2, at most 1000 "
        "(a fraction's numerator and denominator too), got '1/1001'",
        None,
    ),
    "players-huge-integer": (
        "not valid YAML: line 1, column 24: a number of 4001 characters; expected at most 20",
        None,
    ),
}


@pytest.fixture(autouse=True)
def empty_user_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("BASEBALL_POKER_PROFILE_DIR", str(tmp_path))


def test_the_corpus_and_the_table_list_the_same_files():
    assert sorted(p.stem for p in BROKEN.glob("*.yaml")) == sorted(CASES)
    assert len(CASES) >= 25


@pytest.mark.parametrize("name", sorted(CASES))
def test_broken_file_gives_its_one_message(name, monkeypatch):
    monkeypatch.chdir(BROKEN.parent.parent)  # messages name the file relative to the current folder
    with pytest.raises(ProfileError) as caught:
        load_profile(BROKEN / f"{name}.yaml")
    message = str(caught.value)
    assert message.startswith(f"tests/profiles_broken/{name}.yaml: ")
    assert message.removeprefix(f"tests/profiles_broken/{name}.yaml: ").startswith(CASES[name][0])
    assert "\n" not in message and "Traceback" not in message


def plain_data(path: Path):
    """The file as an editor's schema check sees it: YAML data turned into JSON (keys become text)."""
    return json.loads(json.dumps(yaml.safe_load(path.read_text(encoding="utf-8")), default=str))


@pytest.mark.parametrize("name", sorted(CASES))
def test_schema_rejects_what_it_can_express_and_only_that(name):
    why_not = CASES[name][1]
    if why_not == UNPARSED:
        with pytest.raises((yaml.YAMLError, UnicodeDecodeError)):
            plain_data(BROKEN / f"{name}.yaml")
        return
    if why_not == STRICTER:
        return  # plain YAML would expand the bomb (9**9 strings) or keep the last key; see the next test
    errors = list(VALIDATOR.iter_errors(plain_data(BROKEN / f"{name}.yaml")))
    # A loader-only case the schema starts to reject should move to the schema's side of the table.
    assert bool(errors) == (why_not is None), [e.message for e in errors]


def test_duplicate_keys_are_beyond_yaml_and_so_beyond_the_schema():
    data = plain_data(BROKEN / "duplicate-key.yaml")
    assert data == {"name": "Second"} and VALIDATOR.is_valid(data)


@pytest.mark.parametrize("path", sorted(SHIPPED_DIR.glob("*.yaml")), ids=lambda p: p.stem)
def test_every_shipped_profile_passes_the_schema(path):
    VALIDATOR.validate(plain_data(path))


def test_schema_lists_the_loaders_keys():
    props = SCHEMA["properties"]
    assert tuple(props) == TOP_KEYS + tuple(key for key in GAMES_KEYS if key not in TOP_KEYS)
    for key, subs in SUB_KEYS.items():
        assert tuple(props[key]["properties"]) == subs


def test_alias_bomb_is_refused_at_once():
    start = time.perf_counter()
    with pytest.raises(ProfileError):
        load_profile(BROKEN / "alias-bomb.yaml")
    assert time.perf_counter() - start < 1.0  # expanded, it would be 9**9 strings


def test_oversized_file_is_refused_before_it_is_parsed(tmp_path):
    path = tmp_path / "huge.yaml"
    path.write_text("name: Huge\nsummary: |\n" + "  words words words\n" * 5000, encoding="utf-8")
    with pytest.raises(ProfileError, match=r"huge.yaml: the file is larger than 64 KiB"):
        load_profile(path)


def test_a_file_name_that_is_not_an_id_is_refused(tmp_path):
    path = tmp_path / "my rules.yaml"
    path.write_text("name: Mine\n", encoding="utf-8")
    with pytest.raises(ProfileError, match=r"the file name 'my rules.yaml' is not a usable id"):
        load_profile(path)


def test_a_missing_file_and_a_bad_id_give_messages(tmp_path):
    with pytest.raises(ProfileError, match=r"nope.yaml: no such file"):
        load_profile(tmp_path / "nope.yaml")
    with pytest.raises(ProfileError, match=r"'no peek' is not a profile id"):
        load_profile("no peek")


def test_a_chain_of_extends_is_limited(tmp_path):
    for i in range(20):
        (tmp_path / f"p{i}.yaml").write_text(
            f"extends: p{i + 1}\n" if i < 19 else "name: End\n", encoding="utf-8"
        )
    assert load_profile(tmp_path / "p5.yaml").name == "P5"  # 15 profiles: allowed
    with pytest.raises(
        ProfileError, match=r"p0.yaml: extends: profile 'p1' is unusable: .*expected a chain of at most 16"
    ):
        load_profile(tmp_path / "p0.yaml")


def test_a_broken_ancestor_is_named_once_by_the_file_asked_for(tmp_path):
    (tmp_path / "a.yaml").write_text("betting: {bet: 0}\n", encoding="utf-8")
    (tmp_path / "b.yaml").write_text("extends: a\n", encoding="utf-8")
    (tmp_path / "c.yaml").write_text("extends: b\n", encoding="utf-8")
    with pytest.raises(ProfileError) as caught:
        load_profile(tmp_path / "c.yaml")
    message = str(caught.value)
    assert message.startswith(
        f"{tmp_path / 'c.yaml'}: extends: profile 'b' is unusable: {tmp_path / 'a.yaml'}: betting.bet:"
    )
    assert message.count("unusable") == 1


# ---------------------------------------------------------------- loader and schema agree on random files

# Per key: values both accept, and values both refuse on their own. Good values are chosen so no
# loader-only check between keys can fail (piles of at most 8 cards, bets of at least the bring-in,
# costs only on threes and nines, which every good wild_ranks keeps wild).
GOOD = {
    "name": ["Night Owls", "X", "Café Éclair 野球", "x" * 40],
    "description": ["", "One line.", "d" * 80],
    "summary": ["Two\nlines\n", "s" * 2000],
    "extends": ["baseball"],
    "flow": ["stud", "no_peek"],
    "players": [{"min": 2, "max": 6}, {"min": 3}, {"max": 2}, {}],
    "streets": [[["down", "down", "up"], ["up"], ["down"]], [["up"]], [["down", "up"], ["down", "up"]]],
    "cards": [1, 7, 8],
    "wild_ranks": [[3, 9], ["3", "9", "k"], ["9", "10", "3"]],
    "wild_costs": [{"3": "match_pot"}, {9: {"pay": "1/2"}}, {"3": "free", "9": {"pay": 2}}, {}],
    "fours": [
        {"face_up": "free"},
        {"face_up": {"pay": 1}},
        {"bonus_card": "down"},
        {"face_down": "reveal"},
        {"face_up": "none", "face_down": "none", "bonus_card": "up"},
    ],
    "natural_beats_wild": [True, False],
    "betting": [
        {"ante": 0},
        {"ante": "1/2", "bet": 2, "raise": "3/2"},
        {"first_round": "bring_in"},
        {"bring_in": 1, "max_raises": 0},
        {"first_round": "best_showing", "max_raises": 10},
        {"ante": 1000, "bet": "1000", "raise": "1000/1000"},
        {"ante": "0/7", "bet": "999/1000", "bring_in": "1/1000"},
    ],
    "session": [{"pots": 1}, {"pots": 100}],
}
BAD = {
    "name": [
        42,
        "",
        ["a"],
        "two\nlines",
        "x" * 41,
        "Evil \u202egnp.exe",
        "\x1b[31mRed",
        "a\u2066b",
        "zero\u200bwidth",
    ],
    "description": [3, "two\nlines", "d" * 81, "bell\x07", "soft\xadhyphen", "nul\x00"],
    "summary": [5, None, "s" * 2001, "tab\tinside", "esc\x1b[2J", "\u202eright to left"],
    "extends": ["../x", 3, "has space"],
    "flow": ["draw", 1, None],
    "players": [{"min": 1}, {"max": 9}, {"mix": 2}, 6, {"min": "2"}, {"max": True}],
    "streets": [[], [[]], [["down"]], [["side"]], "up", [["up"], "down"]],
    "cards": [0, 53, "7", True],
    "wild_ranks": [["X"], [11], "3", [1], [3, 3], [None]],
    "wild_costs": [
        {"3": {"pay": "1001/2"}},
        {"3": "sometimes"},
        {"X": "free"},
        {"3": {"pay": 0}},
        {"3": {"pay": 1, "extra": 2}},
        [3],
        {"3": {}},
    ],
    "fours": [
        {"face_up": "some"},
        {"face_down": "no"},
        {"bonus": "up"},
        {"face_up": {"pay": "-1"}},
        "free",
        {"face_up": {"pay": 5000}},
    ],
    "natural_beats_wild": ["yes", 1, None],
    "betting": [
        {"ante": -1},
        {"bet": 0},
        {"bet": 0.5},
        {"raise": "x"},
        {"max_raises": 11},
        {"first_round": "lowest"},
        {"antee": 1},
        "1",
        {"bring_in": "1/0"},
        {"ante": "1.5"},
        {"ante": 1001},
        {"bet": "1001"},
        {"raise": "1/1001"},
        {"bring_in": "2000/2"},
        {"ante": "1" + "0" * 30},
        {"bet": "1e3"},
    ],
    "session": [{"pots": 0}, {"pots": 101}, 8, {"games": 3}],
    "colour": ["red"],
}
ALL_KEYS = sorted(set(GOOD) | set(BAD))


@st.composite
def profile_documents(draw):
    keys = draw(st.lists(st.sampled_from(ALL_KEYS), unique=True, max_size=6))
    bad = draw(st.sets(st.sampled_from(keys))) if keys and draw(st.booleans()) else set()
    return {
        key: draw(st.sampled_from(BAD[key] if key in bad or key not in GOOD else GOOD[key])) for key in keys
    }


@pytest.mark.slow
@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(document=profile_documents())
def test_loader_and_schema_agree_on_random_profiles(document):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "random.yaml"
        path.write_text(yaml.safe_dump(document), encoding="utf-8")
        try:
            load_profile(path)
            loader_ok = True
        except ProfileError:
            loader_ok = False
        schema_ok = VALIDATOR.is_valid(plain_data(path))
    assert loader_ok == schema_ok


SINGLE_KEY = [(key, value, True) for key in GOOD for value in GOOD[key]] + [
    (key, value, False) for key in BAD for value in BAD[key]
]


@pytest.mark.parametrize(
    "key, value, good", SINGLE_KEY, ids=[f"{k}-{i}" for i, (k, _, _) in enumerate(SINGLE_KEY)]
)
def test_loader_and_schema_agree_on_each_value_alone(key, value, good, tmp_path):
    path = tmp_path / "one.yaml"
    path.write_text(yaml.safe_dump({key: value}), encoding="utf-8")
    assert VALIDATOR.is_valid(plain_data(path)) == good
    if good:
        load_profile(path)
    else:
        with pytest.raises(ProfileError):
            load_profile(path)


# ---------------------------------------------------------------- never a traceback

YAML_BITS = st.sampled_from(
    [
        "name",
        "betting",
        "ante",
        "extends",
        "baseball",
        "players",
        "max",
        "streets",
        "up",
        "down",
        "wild_ranks",
        "wild_costs",
        "fours",
        "pay",
        "flow",
        "no_peek",
        ": ",
        ":",
        "- ",
        "[",
        "]",
        "{",
        "}",
        ",",
        "\n",
        "  ",
        "\t",
        "&a ",
        "*a",
        "!!python/name:os.system",
        "!!binary",
        "'",
        '"',
        "#",
        "1/2",
        "-1",
        "0.5",
        "3",
        "9",
        "~",
        "?",
        "|",
        "\x00",
        "\xff",
        "é",
        "<<: ",
        "%YAML 1.1\n",
        "---\n",
        "...\n",
    ]
)


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(text=st.lists(YAML_BITS, max_size=40).map("".join))
def test_any_text_gives_rules_or_one_profile_error(text):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzz.yaml"
        path.write_text(text, encoding="utf-8", errors="surrogateescape")
        try:
            load_profile(path)
        except ProfileError as exc:
            assert str(exc).startswith(f"{path}: ") and "\n" not in str(exc)


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_shipped_files_with_a_character_dropped_give_rules_or_one_profile_error(data):
    text = (
        SHIPPED_DIR / data.draw(st.sampled_from(sorted(p.name for p in SHIPPED_DIR.glob("*.yaml"))))
    ).read_text()
    cut = data.draw(st.integers(0, len(text) - 1))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "cut.yaml"
        path.write_text(text[:cut] + text[cut + 1 :], encoding="utf-8")
        try:
            load_profile(path)
        except ProfileError as exc:
            assert "\n" not in str(exc)


# ---------------------------------------------------------------- printable text: one rule, two places

PRINTABLE_CLASS = safe_files.FORBIDDEN_CHARACTERS


def test_the_schema_spells_the_loaders_printable_text_rule():
    props = SCHEMA["properties"]
    forbidden = PRINTABLE_CLASS
    assert props["name"]["pattern"] == f"^[^{forbidden}]*[^{forbidden}\\s][^{forbidden}]*$"
    assert props["description"]["pattern"] == f"^[^{forbidden}]*$"
    multi_line = forbidden.replace("\\x00-\\x1f", "\\x00-\\x09\\x0b-\\x1f")
    assert props["summary"]["pattern"] == f"^[^{multi_line}]*$"
    assert (props["name"]["maxLength"], props["description"]["maxLength"], props["summary"]["maxLength"]) == (
        NAME_LENGTH,
        DESCRIPTION_LENGTH,
        SUMMARY_LENGTH,
    )


def test_the_schema_spells_the_loaders_stake_limit():
    defs = SCHEMA["$defs"]
    for kind in ("amount", "positive_amount"):
        whole = next(choice for choice in defs[kind]["anyOf"] if choice["type"] == "integer")
        assert whole["maximum"] == MAX_STAKE


# Characters drawn from where trouble lives: controls, bidi and zero-width marks, line breaks,
# spaces of several kinds, and ordinary letters (so most names are plausible).
TEXT_CHARACTERS = st.one_of(
    st.sampled_from(
        list(
            "aZ9 -é野\t\n\r\x00\x07\x1b\x7f\x85\xa0\xad\u061c\u200b\u200e\u2028\u202a\u202e\u2066\u2069\ufeff\ufffa\U0001f0a1"
        )
    ),
    st.characters(blacklist_categories=("Cs",)),
)


@settings(max_examples=300, deadline=None)
@given(key=st.sampled_from(["name", "description", "summary"]), text=st.text(TEXT_CHARACTERS, max_size=12))
def test_loader_and_schema_agree_on_random_text(key, text):
    text = text.strip()  # the loader judges text without its surrounding spaces (see _text)
    if key == "name" and not text:
        return  # an empty name: both refuse it, checked in SINGLE_KEY
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "text.yaml"
        path.write_text(yaml.safe_dump({key: text}), encoding="utf-8")
        try:
            rules = load_profile(path)
            loader_ok = True
        except ProfileError as exc:
            loader_ok = False
            assert "\n" not in str(exc) and safe_files.shown(str(exc)) == str(exc)  # printed as is
        data = plain_data(path)
    assert loader_ok == VALIDATOR.is_valid(data), (text, data)
    if loader_ok:
        assert getattr(rules, key) == text.rstrip() if key == "summary" else getattr(rules, key) == text
