"""One wording of every event: the table's log, the party TV's and the phones' say a move in the
same words ('Ann raises by 1 to 2'), because all of them take it from game.telling.event_words."""

from __future__ import annotations

import random

import pytest
from test_ui_support import your_stud_choice

from engine.actions import Action
from engine.events import SeatInfo
from engine.profile import load_profile
from engine.table import Table
from game.felt import layout
from game.felt.director import Director
from game.felt.log_forms import is_hint
from game.felt.log_lines import log_lines
from game.felt.table_model import TableModel
from game.party.log_line import event_line as phone_line
from game.party.protocol import SeatCard
from game.platform.text import SMALL
from game.platform.tween import Tweens
from game.telling.event_words import event_line


def played(profile: str, seed: int) -> Table:
    rules = load_profile(profile)
    seats = [SeatInfo(name, "bot", "rock") for name in ("Ann", "Bo", "Cy", "Di")]
    table = Table(rules, seats, seed)
    rng = random.Random(seed)
    while not table.is_over:
        legal = table.legal_actions()
        table.apply(Action(legal.seat, rng.choice(legal.kinds)))
    return table


@pytest.mark.parametrize(
    "profile", ["baseball", "baseball-hidden-fours", "baseball-pay-three", "midnight-baseball"]
)
def test_the_tv_and_the_phones_log_every_event_in_the_same_words(profile, monkeypatch):
    table = played(profile, 11)
    names = [seat.name for seat in table.seats]
    tweens = Tweens()
    director = Director(TableModel(), tweens, len(names), {})  # the party TV: nobody's seat
    logged: list[str] = []
    monkeypatch.setattr(director, "log", logged.append)
    events = table.events_for(None)
    for event in events:
        director.play(event)
        tweens.finish_all()  # a showdown is told once its cards have turned (as the TV shows it)
    cards = [SeatCard(name, "bot", "#ffffff") for name in names]
    pots, rules, bots = table.rules.pots, table.rules, range(len(names))
    phone = [line for event in events if (line := phone_line(event, cards, pots, rules))]
    shared = [line for event in events if (line := event_line(event, names, pots, rules, bots))]
    assert logged == phone == shared
    assert any(" raises by 1 to " in line or " bets " in line for line in logged)
    assert any(line.startswith(tuple(names)) and "deals hand" in line for line in logged)


@pytest.mark.parametrize("profile", ["baseball", "baseball-bring-in", "midnight-baseball", "no-peek"])
def test_the_log_says_who_opens_each_round_and_why_a_computer_player_folds_in_no_peek(profile):
    """Play-tests: nothing said who opens a betting round, nor why (the best showing hand, or a
    bring-in's lowest upcard); and a No Peek leader folding when priced out looked like a bug."""
    from engine.events import ActionTaken, HandStart, RoundStart

    rules = load_profile(profile)
    names = ["Ann", "Bo", "Cy", "Di"]
    lines = {}
    opened: dict[str, set[str]] = {}
    stud = rules.flow == "stud"
    for seed in range(1, 12):
        for event in played(profile, seed).events_for(None):
            if isinstance(event, HandStart):
                dealer = event.dealer
            line = event_line(event, names, rules.pots, rules, bots=range(4))
            if isinstance(event, RoundStart) and rules.flow == "no_peek" and event.round == 1:
                # a newcomer's play-test read "best showing" with one card turned: the first to
                # turn opens, the seat left of the dealer
                assert event.opener == (dealer + 1) % len(names)
                assert line == f"{names[event.opener]} opens: left of the dealer"
                # whole in the log beside the guide's box (the result's log: a play-test read
                # "Babe opens:" / "first to turn,..." there, cut)
                beside = layout.NORMAL.result_log
                longest = "Satchel " + line.split(" ", 1)[1]  # the longest computer player's name
                shown = log_lines([longest], beside.width // SMALL, beside.height // layout.NORMAL.log_line)
                assert " ".join(text for text, _ in shown) == longest
                lines["first"] = line
            elif isinstance(event, RoundStart):
                low = event.round == 1 and rules.betting.first_round == "bring_in"
                # Baseball's streets, a card each after the first three
                which = (
                    ("3rd", "4th", "5th", "6th", "7th")[event.round - 1] + " street"
                    if stud
                    else "the betting"  # (unnumbered: a newcomer read "You open round 12" as nothing)
                )
                said = "brings in: lowest upcard" if low else f"opens {which}: best showing"
                assert line == f"{names[event.opener]} {said}"
                lines[("open", low)] = line
                opened.setdefault(names[event.opener], set()).add(line)
            elif isinstance(event, ActionTaken) and event.action == "fold" and event.why is None:
                assert line.endswith(": price too high") == (rules.flow == "no_peek"), line
                lines["fold"] = line
                assert event_line(event, names, rules.pots, rules, bots=()).endswith(" folds")  # a person's
    assert ("open", False) in lines and "fold" in lines
    # a newcomer's play-test: every street's "Babe opens: best showing" read alike, the log could
    # not tell the streets apart: a seat opening more than one street says which each time (No
    # Peek's rounds go unnumbered: the lead each opens for shows in the middle)
    assert any(len(said) > 1 for said in opened.values()) == stud
    assert (("open", True) in lines) == (profile == "baseball-bring-in")
    assert ("first" in lines) == (rules.flow == "no_peek")


def test_you_open_in_the_second_person():
    from game.felt.table_model import Seat

    director = Director(TableModel(), Tweens(), 0, {})
    director.model.seats = [Seat("You", "", True)]
    assert director.said(0, "opens 4th street: best showing") == "You open 4th street: best showing"


def test_a_new_hands_words_are_never_split_across_lines():
    from engine.events import HandStart
    from game.platform.text import wrap

    line = event_line(HandStart(2, 0, None), ["Ann"], pots=8)
    assert line is not None
    assert any("hand\u00a02\u00a0of\u00a08" in part for part in wrap(line, 12))


def test_a_shown_hand_is_lower_case_inside_the_log_s_sentence():
    """A newcomer's play-test read "You show Three kings" and "Casey shows Straight to the jack"."""
    from engine.cards import parse_cards
    from engine.events import Showdown
    from engine.hands import best_hand
    from game.felt.table_model import Seat

    cards = parse_cards("Kc Kd Ks 7h 2c")
    event = Showdown.of(1, tuple(cards), best_hand(cards, frozenset()))
    assert event_line(event, ["Ann", "Casey"]) == "Casey shows three kings"
    director = Director(TableModel(), Tweens(), 0, {})
    director.model.seats = [Seat("You", "", True)]
    assert director.said(0, "shows three kings") == "You show three kings"


def test_a_raise_says_by_how_much_and_to_what_and_every_other_move_what_it_puts_in():
    """A play-test read 'raises to 4' beside 'calls 2': one a total, the other an amount; a
    newcomer's read 'You raise 1 to 3' twice (by 1, or to 3?). Both said: 'bets 2', 'raises by 2 to
    4', 'calls 2'; the human's seat 'You raise by 2 to 4'."""
    from dataclasses import replace
    from fractions import Fraction

    from engine.actions import ActionKind
    from engine.events import ActionTaken
    from game.felt.table_model import Seat

    base = load_profile("baseball")
    rules = replace(base, betting=replace(base.betting, bet=Fraction(2), raise_=Fraction(2)))
    names = ["Ann", "Bo", "Cy"]
    moves = [
        ActionTaken(0, ActionKind.BET, Fraction(2), Fraction(2)),
        ActionTaken(1, ActionKind.RAISE, Fraction(4), Fraction(4)),
        ActionTaken(2, ActionKind.CALL, Fraction(4), Fraction(4)),
        ActionTaken(0, ActionKind.CALL, Fraction(2), Fraction(4)),
    ]
    said = [event_line(move, names, rules=rules) for move in moves]
    assert said == ["Ann bets 2", "Bo raises by 2 to 4", "Cy calls 4", "Ann calls 2"]
    director = Director(TableModel(), Tweens(), 0, {})
    director.model.seats = [Seat("You", "", True)]
    director.pot_rules = rules
    logged: list[str] = []
    director.log = logged.append  # type: ignore[method-assign]
    director.tell(ActionTaken(0, ActionKind.RAISE, Fraction(4), Fraction(4)))
    assert logged == ["You raise by 2 to 4"]


def test_your_bring_in_is_told_as_the_prompt_says_it(app):
    """A newcomer read "You open" in the log beside YOUR LOW CARD BRINGS IT IN: at your bring-in
    (BRING IN 1/2 or COMPLETE offered, nothing bet) the log says you bring in, as the prompt does."""
    scene = your_stud_choice(app, {"bring_in", "complete"}, "normal")
    assert scene.prompt == "YOUR LOW CARD BRINGS IT IN"
    # the hints (a bring-in's, COMPLETE's, the first time each is met) follow the line that says it
    said = [line for line in scene.model.log if not is_hint(line)]
    assert said[-1] == "You bring in: lowest upcard"
    assert not any(line.startswith("You open") for line in scene.model.log)
