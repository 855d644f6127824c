"""The house rules in words (game.telling.rules_words): each option of the rules is said, and
said only when it is in play, for every shipped profile and for any combination of options."""

from dataclasses import replace
from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from engine.profile import load_profile
from engine.rules import Betting, Fours, Rules, WildCost
from game.play.session import profiles
from game.telling.hand_chart import rules_parts
from game.telling.rules_words import (
    FOUR_UNDER_PILE,
    LEAD_FOLDS,
    gist,
    house_line,
    house_rules,
    plain_no_peek_lines,
    rank_name,
    rank_plural,
    wild_figures,
    wild_line,
)

RANKS = "23456789TJQKA"


def test_shipped_profiles_read_as_a_dealer_would_say_them():
    assert house_rules(load_profile("baseball")) == [
        "Threes and nines are wild",
        "A four face up earns a free card, face up at once (a four face down: nothing)",
        "Best hand showing opens",
    ]
    assert "A three face up must match the pot or fold" in house_rules(load_profile("baseball-strikeout"))
    assert "A three face up costs 2 or a fold" in house_rules(load_profile("baseball-pay-three"))
    assert "A four face up may buy a card for 1, face up at once (a four face down: nothing)" in house_rules(
        load_profile("baseball-paid-fours")
    )
    assert "A hidden four may be shown for the same" in house_rules(load_profile("baseball-hidden-fours"))
    assert "A natural beats an equal wild hand" in house_rules(load_profile("baseball-naturals"))
    assert house_rules(load_profile("seven-card-stud")) == [
        "No wild cards",
        "Lowest face-up card must start the betting with ½ (the bring-in) or 1 (a full bet); later "
        "rounds, the best hand showing opens",
    ]
    assert (
        house_rules(load_profile("no-peek"))[-1]
        == "Turn till you beat the lead: then you lead, and open a round of bets"
    )


@st.composite
def house_options(draw: st.DrawFn) -> Rules:
    wild = draw(st.frozensets(st.sampled_from(RANKS), max_size=4))
    costs = draw(
        st.lists(
            st.tuples(
                st.sampled_from(sorted(wild)) if wild else st.nothing(),
                st.sampled_from(["match_pot", "pay"]),
                st.integers(1, 5),
            ),
            max_size=len(wild),
            unique_by=lambda c: c[0],
        )
        if wild
        else st.just([])
    )
    flow = draw(st.sampled_from(["stud", "no_peek"]))
    fours = Fours(
        face_up=draw(st.sampled_from(["free", "pay", "none"])),
        face_up_cost=Fraction(draw(st.integers(1, 5))),
        face_down="reveal" if flow == "stud" and draw(st.booleans()) else "none",
        bonus_card=draw(st.sampled_from(["up", "down"])),
    )
    bring_in = flow == "stud" and draw(st.booleans())
    return Rules(
        flow=flow,
        wild_ranks=wild,
        wild_costs=tuple(
            (rank, WildCost(kind, Fraction(amount) if kind == "pay" else Fraction(0)))
            for rank, kind, amount in costs
        ),
        fours=fours,
        natural_beats_wild=draw(st.booleans()),
        betting=replace(Betting(), first_round="bring_in" if bring_in else "best_showing"),
    )


@given(house_options())
def test_each_option_is_said_when_in_play_and_only_then(rules: Rules):
    lines = house_rules(rules)
    said = " ".join(lines)
    assert lines[0] == wild_line(rules)  # the wild cards come first: a banner may show only that
    for rank in rules.wild_ranks:
        assert rank_plural(rank) in lines[0].lower()
    assert ("No wild" in lines[0]) == (not rules.wild_ranks)
    for rank, cost in rules.wild_costs:
        line = next(line for line in lines[1:] if f" {rank_name(rank)} " in line.lower())
        assert ("match the pot" in line) == (cost.kind == "match_pot")
        if cost.kind == "pay":
            assert f"costs {cost.amount} or a fold" in line
    assert any(line.startswith(("A four", FOUR_UNDER_PILE)) and "card" in line for line in lines) == (
        rules.fours.face_up != "none"
    )
    assert ("free card" in said or FOUR_UNDER_PILE in lines) == (rules.fours.face_up == "free")
    assert ("buy a card" in said) == (rules.fours.face_up == "pay")
    # and how the card a four earns comes, in stud too: a Hold'em newcomer's play-test read Baseball's
    # "A four face up earns a free card" and not whether it came face up, which Night's page said
    for line in (line for line in lines if line.startswith("A four") and " card" in line):
        comes = "face up at once" if rules.fours.bonus_card == "up" else "face down"
        assert comes in line or (rules.flow == "no_peek" and "under the pile" in line), line
    assert ("hidden four" in said) == (rules.fours.face_down == "reveal")
    assert ("natural beats" in said) == rules.natural_beats_wild
    assert ("(the bring-in)" in lines[-1]) == (rules.betting.first_round == "bring_in")
    assert len(lines) == len(set(lines))


@given(st.sets(st.sampled_from(RANKS), max_size=4))
def test_the_wild_cards_in_figures_name_the_ranks_the_words_do_in_their_order(wild: set[str]):
    """A No Peek banner's "Wild: 2, 10 and K" says what "Twos, tens and kings are wild" does."""
    rules = Rules(wild_ranks=frozenset(wild))
    figures, words = wild_figures(rules), wild_line(rules)
    if not wild:
        assert figures == words == "No wild cards"
        return
    ranks = sorted(wild, key=RANKS.index)
    said = figures.removeprefix("Wild: ").replace(" and ", ", ").split(", ")
    assert "S" not in figures.upper()  # no "3S" in a banner's capitals
    assert said == [("10" if rank == "T" else rank) for rank in ranks]
    assert all(rank_plural(rank) in words.lower() for rank in ranks)


@given(house_options(), house_options())
def test_different_house_rules_never_read_the_same(a: Rules, b: Rules):
    def options(rules: Rules) -> tuple[object, ...]:
        fours = rules.fours
        return (
            rules.flow,
            rules.wild_ranks,
            frozenset(rules.wild_costs),
            fours.face_up,
            fours.face_up_cost if fours.face_up == "pay" else None,
            fours.face_down,
            # where a bonus card goes: a shown hidden four earns what a four face up earns, so with
            # none earned face up (a profile may say so; HOUSE RULES refuses it) no card goes anywhere
            fours.bonus_card if fours.face_up != "none" else None,
            rules.natural_beats_wild,
            rules.betting.first_round,
        )

    if options(a) != options(b):
        # the two games differ in a house option, so the dealer must say something different
        assert house_rules(a) != house_rules(b)


@given(house_options(), st.integers(20, 120))
def test_the_one_line_says_the_first_house_rules_that_fit(rules: Rules, limit: int):
    line = house_line(rules, limit)
    lines = house_rules(rules)
    assert len(line) <= limit and line.startswith(lines[0][:limit])
    parts = line.split("; ")
    # whole rules from the first, each said as the list says it; the next one would not have fit
    assert [part[0].upper() + part[1:] for part in parts[1:]] == lines[1 : len(parts)]
    if len(parts) < len(lines) and len(lines[0]) <= limit:
        assert len(line) + 2 + len(lines[len(parts)]) > limit


def test_a_gist_too_long_for_its_room_keeps_its_first_rules_clauses_whole():
    """Baseball Bring-In's gist ("Baseball, but lowest face-up card must start the betting ...; later
    rounds, the best hand showing opens") ran four lines on HOST A PARTY at TEXT SIZE large, over OPEN
    THE ROOM: where it does not fit, it says its first clause, whole, and no more."""
    listed = [entry.rules for entry in profiles() if entry.ok]
    bring_in = next(rules for rules in listed if rules.id == "baseball-bring-in")
    whole = gist(bring_in, listed)
    assert whole.endswith("(a full bet); later rounds, the best hand showing opens")
    assert gist(bring_in, listed, lambda said: len(said) < len(whole)) == whole.split("; ")[0]


def test_no_peek_says_how_it_differs_from_night_baseball_and_who_leads_when_the_lead_folds():
    """A newcomer asked what the NO PEEK game beside Night Baseball is, and who must beat what once
    the No Peek leader folds: each said in one line on the game's RULES and HOW TO PLAY pages."""
    listed = [entry.rules for entry in profiles() if entry.ok]

    def said(game: str) -> list[str]:
        rules = next(rules for rules in listed if rules.id == game)
        return [sentence for _, sentences in rules_parts(rules, listed) for sentence in sentences]

    assert "Unlike Night Baseball: no wild cards, and nothing for a four." in said("no-peek")
    for game in ("no-peek", "night-baseball", "midnight-baseball"):
        assert LEAD_FOLDS in said(game), game
        assert (plain_no_peek_lines(load_profile(game)) != []) == (game == "no-peek")
    assert LEAD_FOLDS not in said("baseball") and plain_no_peek_lines(load_profile("baseball")) == []
