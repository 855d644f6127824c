"""Computer players at a real table: legal, reproducible, blind to what their seat cannot see."""

import dataclasses
import random

import pytest

from engine.bots import DIFFICULTIES, Bot, game_choice, get_style, list_styles, make_bot
from engine.bots.baselines import CallingPlayer, RandomPlayer
from engine.events import Deal, Turn
from engine.profile import discover_profiles, load_profile
from engine.table import SeatInfo, Table


def quick(difficulty, evaluations=0):
    """A difficulty with its knobs but few samples (the fewest by default), so tests can play many hands."""
    return dataclasses.replace(DIFFICULTIES[difficulty], evaluations=evaluations)


def seats(n):
    return [SeatInfo(f"CPU {i + 1}", "bot", "test") for i in range(n)]


def play(rules, players, seed, decks=()):
    table = Table(rules, seats(len(players)), seed, decks=decks)
    while not table.is_over:
        legal = table.legal_actions()
        table.apply(players[legal.seat].decide(table.view(legal.seat), legal))
    return table


def test_make_bot_names_the_choices_when_asked_for_something_unknown():
    with pytest.raises(ValueError, match=r"unknown style 'shark'.*tight_aggressive"):
        make_bot("shark")
    with pytest.raises(ValueError, match=r"unknown difficulty 'expert'.*easy, normal, hard"):
        make_bot("balanced", "expert")
    assert make_bot().style.id == "balanced" and make_bot().difficulty.id == "normal"


def test_same_seeds_same_session_and_the_seed_matters():
    rules = load_profile("baseball")

    def session(seed):
        players = [Bot(style, quick("easy"), seed * 10 + i) for i, style in enumerate(list_styles()[:4])]
        return [event.to_json() for event in play(rules, players, 7).events]

    assert session(1) == session(1)
    assert session(1) != session(2)


def test_hard_bots_replay_the_same_session_from_the_same_seeds():
    """Hard keeps its reading of the table between decisions; it is rebuilt from the events, so a
    second session with fresh bots and the same seeds is the same, event for event."""
    rules = load_profile("midnight-baseball")

    def session():
        players = [Bot(style, quick("hard", 60), 3 + i) for i, style in enumerate(list_styles()[:3])]
        return [event.to_json() for event in play(rules, players, 9).events]

    assert session() == session()


def test_a_hard_bot_answers_a_view_the_same_after_sitting_at_another_table():
    rules = load_profile("baseball")
    first_table, other_table = Table(rules, seats(3), 11), Table(rules, seats(3), 12)
    callers = [CallingPlayer()] * 3
    for table in (first_table, other_table):  # a few hands in, so there is a history to read
        while table.hand.number < 3:
            legal = table.legal_actions()
            table.apply(callers[legal.seat].decide(table.view(legal.seat), legal))
    bot = Bot(get_style("balanced"), quick("hard", 200), 5)
    view, legal = first_table.view(first_table.actor), first_table.legal_actions()
    first = bot.decide(view, legal)
    bot.decide(other_table.view(other_table.actor), other_table.legal_actions())
    assert bot.decide(view, legal) == first
    assert Bot(get_style("balanced"), quick("hard", 200), 5).decide(view, legal) == first


def test_a_decision_does_not_depend_on_what_else_the_bot_decided_before():
    """Asking again, or asking another bot first, gives the same answer: no hidden state."""
    rules = load_profile("baseball")
    table = Table(rules, seats(4), 11)
    bot = make_bot("loose_aggressive", "normal", 5)
    view, legal = table.view(table.actor), table.legal_actions()
    first = bot.decide(view, legal)
    make_bot("tight_passive", "normal", 5).decide(view, legal)
    random.seed(123)  # the global generator is never used
    assert bot.decide(view, legal) == first


# ----- no cheating


def _shuffled_unseen(table_events, seat, no_peek, rng):
    """The first hand's deck with every card the seat never sees during the hand (other seats' hidden
    cards, the stock; in No Peek its own pile too) shuffled among those places. Fours stay put, so
    nobody is offered a different reveal."""
    deck = next(e for e in table_events if e.type == "hand_start").deck
    turned = {e.card for e in table_events if isinstance(e, Turn)}
    fixed = set()
    position = 0
    for event in table_events:
        if event.type == "hand_end":
            break
        if isinstance(event, Deal):
            mine = event.seat == seat and not no_peek
            if event.face == "up" or mine or event.card in turned:
                fixed.add(position)
            position += 1
    fixed |= {i for i, card in enumerate(deck) if card.rank == "4"}
    free = [i for i in range(len(deck)) if i not in fixed]
    moved = [deck[i] for i in free]
    rng.shuffle(moved)
    new = list(deck)
    for i, card in zip(free, moved, strict=False):
        new[i] = card
    return new


@pytest.mark.parametrize(
    "profile",
    [
        "baseball",
        "baseball-strikeout",
        "baseball-paid-fours",
        "baseball-hidden-fours",
        "midnight-baseball",
        "night-baseball",
    ],
)
def test_decisions_ignore_hidden_cards_and_stock_order(profile):
    """Two first hands that differ only in what the seat cannot see: the seat's view is the same at
    every one of its decisions, and so is the bot's choice (the others just call, on both tables)."""
    rules = load_profile(profile)
    no_peek = rules.flow == "no_peek"
    rng = random.Random(profile)
    compared = changed = 0
    for seed in range(6):
        seat = seed % 4
        caller = CallingPlayer()
        full = Table(rules, seats(4), seed)
        while full.hand.number == 1:
            legal = full.legal_actions()
            full.apply(caller.decide(full.view(legal.seat), legal))
        original = next(e for e in full.events if e.type == "hand_start").deck
        a = Table(rules, seats(4), seed, decks=[original])
        b = Table(rules, seats(4), seed, decks=[_shuffled_unseen(full.events, seat, no_peek, rng)])
        level = quick(("normal", "hard")[seed % 2], 300)  # hard reads the session's history too
        bot = Bot(list_styles()[seed % len(list_styles())], level, seed)
        while a.hand.number == 1:
            legal = a.legal_actions()
            if legal.seat == seat:
                view_a, view_b = a.view(seat), b.view(seat)
                assert view_a == view_b
                assert bot.decide(view_a, legal) == bot.decide(view_b, b.legal_actions())
                compared += 1
                changed += [c.down for c in a.hand.cards] != [c.down for c in b.hand.cards]
            action = caller.decide(a.view(legal.seat), legal)
            a.apply(action)
            b.apply(action)
    assert compared > 0 and changed > 0


# ----- robustness


@pytest.mark.slow
def test_ten_thousand_hands_on_every_shipped_profile_without_an_illegal_action_or_an_exception():
    """Every shipped profile in turn, table sizes from its minimum to its maximum, every style and
    difficulty seated. The bots think with the fewest samples (the sample count changes estimates,
    not code paths, and noisy estimates reach more kinds of decision); the table raises on anything
    illegal, and any exception fails the test."""
    profiles = [entry.rules for entry in discover_profiles() if entry.source == "shipped"]
    assert profiles and None not in profiles
    styles = list_styles()
    difficulties = [quick(name) for name in DIFFICULTIES]
    hands = session = 0
    kinds = set()
    while hands < 10_000:
        rules = profiles[session % len(profiles)]
        n = rules.min_players + (session // len(profiles)) % (rules.max_players - rules.min_players + 1)
        players = [
            Bot(styles[(session + i) % len(styles)], difficulties[(session + 2 * i) % 3], session * 10 + i)
            for i in range(n)
        ]
        table = Table(rules, seats(n), session)
        while not table.is_over:
            legal = table.legal_actions()
            # a dealer's choice: a computer dealer calls by its style (engine.bots.game_choice)
            action = game_choice.decide(players[legal.seat], table.view(legal.seat), legal)
            kinds.add(action.kind)
            table.apply(action)
        hands += table.hands_played
        session += 1
    # every kind of decision was met and answered somewhere
    assert kinds >= {
        "check",
        "bet",
        "call",
        "raise",
        "fold",
        "bring_in",
        "complete",
        "pay",
        "decline",
        "reveal",
        "turn",
    }


def test_baselines_are_legal_too():
    rules = load_profile("baseball-strikeout")
    table = play(rules, [RandomPlayer(1), CallingPlayer(), RandomPlayer(2)], seed=4)
    assert table.is_over
