"""The shipped profiles resolve to the rules of docs/rules.md (every game and house option)
and docs/profiles.md."""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from pathlib import Path

import pytest

from engine.profile import SHIPPED_DIR, ProfileError, discover_profiles, load_profile
from engine.rules import BASEBALL_STREETS, Betting, Fours, Rules, WildCost

SHIPPED = sorted(p.stem for p in SHIPPED_DIR.glob("*.yaml"))


@pytest.fixture(autouse=True)
def empty_user_dir(tmp_path, monkeypatch):
    """Never read the real per-user folder: point it at an empty temporary one."""
    folder = tmp_path / "user-profiles"
    folder.mkdir()
    monkeypatch.setenv("BASEBALL_POKER_PROFILE_DIR", str(folder))
    return folder


def basic(**changes) -> Rules:
    """Basic Baseball's rules with some fields changed; names and texts are compared separately."""
    return dataclasses.replace(Rules(), **changes)


def rules_only(rules: Rules) -> Rules:
    """The rules without what describes them (id, name, description, summary)."""
    return dataclasses.replace(
        rules, id="baseball", name=Rules.name, description=Rules.description, summary=""
    )


EXPECTED = {
    "baseball": basic(),
    "baseball-strikeout": basic(wild_costs=(("3", WildCost("match_pot")),)),
    "baseball-pay-three": basic(wild_costs=(("3", WildCost("pay", Fraction(2))),)),
    "baseball-paid-fours": basic(fours=Fours(face_up="pay", face_up_cost=Fraction(1))),
    "baseball-bring-in": basic(betting=Betting(first_round="bring_in", bring_in=Fraction(1, 2))),
    "baseball-hidden-fours": basic(fours=Fours(face_down="reveal")),
    "baseball-naturals": basic(natural_beats_wild=True),
    "night-baseball": basic(flow="no_peek", cards=9, max_players=5, fours=Fours(bonus_card="up")),
    "midnight-baseball": basic(flow="no_peek", cards=7, max_players=6, fours=Fours(bonus_card="down")),
    "seven-card-stud": basic(
        wild_ranks=frozenset(), fours=Fours(face_up="none"), betting=Betting(first_round="bring_in")
    ),
    "no-peek": basic(flow="no_peek", cards=7, wild_ranks=frozenset(), fours=Fours(face_up="none")),
}

# The shipped dealer's choice and its games, in order (docs/profiles.md#dealers-choice).
DEALERS_CHOICE = {"dealers-choice": ("baseball", "night-baseball", "midnight-baseball", "seven-card-stud")}


def test_every_shipped_file_is_expected_and_every_expected_profile_is_shipped():
    assert sorted([*EXPECTED, *DEALERS_CHOICE]) == SHIPPED


def test_the_shipped_dealers_choice_plays_its_games_by_their_own_rules_for_the_players_two_allow():
    rules = load_profile("dealers-choice")
    games = DEALERS_CHOICE["dealers-choice"]
    assert tuple(game.id for game in rules.games) == games
    for game in rules.games:
        assert rules_only(game) == EXPECTED[game.id] and not game.games
    # Night Baseball seats 5 at most, the others 6: at 6 it is left out (Rules.games_at)
    assert (rules.min_players, rules.max_players, rules.choice, rules.pots) == (2, 6, "dealer", 8)
    assert rules.name == "Dealer's Choice" and rules.is_dealers_choice


@pytest.mark.parametrize("pid", sorted(EXPECTED))
def test_shipped_profile_resolves_to_its_rules(pid):
    rules = load_profile(pid)
    assert rules_only(rules) == EXPECTED[pid]
    assert rules.id == pid


@pytest.mark.parametrize("pid", sorted(EXPECTED))
def test_shipped_profile_has_a_name_a_one_line_description_and_a_summary(pid):
    rules = load_profile(pid)
    assert (rules.name and rules.name != Rules.name) or pid == "baseball"
    assert rules.description and "\n" not in rules.description
    assert len(rules.summary.splitlines()) >= 3
    # a game with nothing wild says so in its one line: a newcomer's play-test could not tell No
    # Peek from Midnight Baseball (seven cards each, turned until one beats the best) by it
    assert bool(rules.wild_ranks) or "no wild" in rules.description.lower() or pid == "dealers-choice"


def test_baseball_is_seed_000_exactly():
    rules = load_profile("baseball")
    assert dataclasses.replace(rules, summary="") == Rules()
    assert rules.streets == BASEBALL_STREETS
    assert rules.wild_ranks == {"3", "9"} and rules.wild_cost("3") == WildCost("free")
    assert rules.betting.ante == 1 and rules.max_raise_level == 4 and rules.pots == 8
    assert (rules.min_players, rules.max_players) == (2, 6)


def test_no_peek_piles_fit_in_one_deck_at_the_most_players():
    for pid in ("night-baseball", "midnight-baseball", "no-peek"):
        rules = load_profile(pid)
        assert rules.cards * rules.max_players <= 52


def test_names_are_distinct():
    names = [load_profile(pid).name for pid in EXPECTED]
    assert len(set(names)) == len(names)


def test_load_by_path_and_by_id_agree():
    assert load_profile(SHIPPED_DIR / "night-baseball.yaml") == load_profile("night-baseball")
    assert load_profile(str(SHIPPED_DIR / "night-baseball.yaml")) == load_profile("night-baseball")


def test_unknown_id_suggests_the_nearest():
    with pytest.raises(ProfileError, match=r"no profile 'night-basebal' \(did you mean night-baseball\?\)"):
        load_profile("night-basebal")


def test_to_json_of_every_shipped_profile_is_plain_json():
    import json

    for pid in EXPECTED:
        json.dumps(load_profile(pid).to_json())


# ---------------------------------------------------------------- extends and the user folder


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_extends_chains_apply_in_order(tmp_path):
    write(tmp_path, "a", "name: A\nextends: night-baseball\nbetting: {ante: 2}\n")
    write(tmp_path, "b", "name: B\nextends: a\nbetting: {bet: 2, raise: 2}\nwild_ranks: [3]\n")
    rules = load_profile(tmp_path / "b.yaml")
    assert (rules.flow, rules.cards, rules.max_players) == ("no_peek", 9, 5)
    assert (rules.betting.ante, rules.betting.bet, rules.betting.raise_) == (2, 2, 2)
    assert rules.wild_ranks == {"3"}
    assert rules.name == "B" and rules.id == "b" and rules.summary == ""


def test_inherited_costs_of_ranks_no_longer_wild_are_dropped(tmp_path):
    write(tmp_path, "x", "extends: baseball-strikeout\nwild_ranks: [9]\n")
    rules = load_profile(tmp_path / "x.yaml")
    assert rules.wild_costs == () and rules.wild_cost("3") == WildCost("free")
    write(tmp_path, "y", "extends: baseball-strikeout\nwild_costs: {9: {pay: 1/2}}\n")
    assert dict(load_profile(tmp_path / "y.yaml").wild_costs) == {
        "3": WildCost("match_pot"),
        "9": WildCost("pay", Fraction(1, 2)),
    }


def test_name_defaults_to_the_id_and_texts_are_not_inherited(tmp_path):
    rules = load_profile(write(tmp_path, "my-house_rules", "extends: baseball\n"))
    assert rules.name == "My House Rules" and rules.description == "" and rules.summary == ""


def test_ranks_and_amounts_accept_friendly_spellings(tmp_path):
    path = write(tmp_path, "f", 'wild_ranks: [2, "10", j, "A"]\nbetting: {ante: "1/3", bet: 2, raise: "2"}\n')
    rules = load_profile(path)
    assert rules.wild_ranks == {"2", "T", "J", "A"}
    assert (rules.betting.ante, rules.betting.bet, rules.betting.raise_) == (Fraction(1, 3), 2, 2)


def test_user_file_overrides_shipped_and_the_listing_says_so(empty_user_dir):
    write(empty_user_dir, "baseball", "name: House Baseball\nextends: baseball\nbetting: {ante: 2}\n")
    write(empty_user_dir, "mine", "extends: baseball\nsession: {pots: 4}\n")
    write(empty_user_dir, "broken", "betting: {ante: -1}\n")
    rules = load_profile("baseball")
    assert rules.name == "House Baseball" and rules.betting.ante == 2  # extends reached the shipped file
    entries = {e.id: e for e in discover_profiles()}
    assert set(entries) == set(EXPECTED) | set(DEALERS_CHOICE) | {"mine", "broken"}
    assert entries["baseball"].source == "user" and entries["baseball"].overrides
    assert (
        entries["mine"].source == "user" and not entries["mine"].overrides and entries["mine"].rules.pots == 4
    )
    assert entries["night-baseball"].source == "shipped" and not entries["night-baseball"].overrides
    assert entries["broken"].rules is None and "betting.ante" in entries["broken"].error
    # Shipped profiles extend shipped parents: a user's override does not leak into them.
    assert entries["night-baseball"].rules.betting.ante == 1
    assert next(iter(entries)) == "baseball"


def test_discovery_lists_every_shipped_profile_as_usable():
    entries = discover_profiles()
    assert next(e.id for e in entries) == "baseball"
    assert all(e.ok and e.error is None and e.source == "shipped" for e in entries)
    assert {e.id for e in entries} == set(EXPECTED) | set(DEALERS_CHOICE)


def test_user_profile_dir_follows_the_environment(empty_user_dir, monkeypatch):
    from engine.profile import user_profile_dir

    assert user_profile_dir() == empty_user_dir
    monkeypatch.delenv("BASEBALL_POKER_PROFILE_DIR")
    assert user_profile_dir().parts[-2:] == ("baseball-poker", "profiles")


def test_the_main_games_are_listed_first_then_the_others_by_id(empty_user_dir):
    """A play-test: the Play menu had six Baseball variants between Baseball and Night Baseball.
    Baseball, Night Baseball, Midnight Baseball and Dealer's Choice come first, in that order; the
    house variants and the user's own games follow by id."""
    write(empty_user_dir, "aaa", "extends: baseball\n")
    ids = [entry.id for entry in discover_profiles()]
    assert ids[:4] == ["baseball", "night-baseball", "midnight-baseball", "dealers-choice"]
    assert ids[4:] == sorted(ids[4:]) and "aaa" in ids[4:] and "seven-card-stud" in ids[4:]
