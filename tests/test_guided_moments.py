"""What each guided first hand promises to teach happens in it (game.play.guided): a computer
player bets in the stud guides and you are told your choices and the pot odds; Midnight Baseball's
four brings a bonus card under the pile that is turned later; Dealer's Choice deals a pot of its own
after its dealer's call, then asks for yours.

Play-tests: the guided stud pot only checked; Midnight's guide was nearly Night's; Dealer's Choice
opened with Baseball's guided hand again."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_guided import guide_until, play_guide

from engine.events import ActionTaken, Ante, Award, Deal, HandStart, PotGame, RoundStart, Turn
from engine.money import mixed
from engine.profile import load_profile
from game.play.guided import MOMENTS, STOCKS
from game.play.session import HUMAN
from game.screens import openers
from game.telling.event_words import KEEP


def first_pot(table) -> list:
    start = next(i for i, event in enumerate(table.events) if isinstance(event, HandStart))
    end = next(
        (i for i, event in enumerate(table.events) if isinstance(event, HandStart) and i > start), None
    )
    return table.events[start:end]


@pytest.mark.parametrize(
    ("profile_id", "answer"),
    [
        ("baseball", "call"),
        ("seven-card-stud", "call"),
        ("seven-card-stud", "bet"),  # you bet the street first: Babe raises, and you answer her
    ],
)
def test_a_computer_player_bets_and_the_guide_says_your_choices_and_the_pot_odds(app, profile_id, answer):
    scenes: list = []
    stops = dict(play_guide(app, profile_id, answer=answer, scenes=scenes))
    events = first_pot(scenes[0].table)
    bet = next(
        i
        for i, e in enumerate(events)
        if isinstance(e, ActionTaken) and e.action in ("bet", "raise") and e.seat != HUMAN
    )
    assert events[bet].action == ("raise" if answer == "bet" else "bet")
    reply = next(
        i for i, e in enumerate(events) if i > bet and isinstance(e, ActionTaken) and e.seat == HUMAN
    )
    # the price of your answer, from the pot's own events: the antes and every chip put in before it
    pot = sum(e.amount for e in events[:reply] if isinstance(e, (Ante, ActionTaken)))
    round_start = max(i for i, e in enumerate(events[:bet]) if isinstance(e, RoundStart))
    paid = sum(e.amount for e in events[round_start:reply] if isinstance(e, ActionTaken) and e.seat == HUMAN)
    call = events[bet].level - paid
    words = stops["facing_bet"]
    raise_level = events[bet].level + scenes[0].table.rules.betting.raise_  # as the RAISE button says
    assert (
        f"CALL{KEEP}{mixed(call)}" in words
        and f"RAISE{KEEP}to{KEEP}{mixed(raise_level)}" in words
        and "FOLD" in words
    )
    assert words.startswith("Babe bets 1" if answer == "call" else "Babe raises by 1 to 2")
    odds = stops["pot_odds"]
    assert f"pays {mixed(call)} to win the {mixed(pot)} in the pot" in odds
    ratio = (pot + call) / call
    assert (f"1 time in {ratio}" if ratio.denominator == 1 else f"{round(100 / ratio)}%") in odds
    assert isinstance(pot, Fraction) and "{" not in words + odds  # every price filled in
    if profile_id != "baseball":  # a pot without wild cards: the showdown's words name none
        assert "wild" not in stops["showdown"]


def test_midnight_shows_a_bonus_card_dealt_under_the_pile_and_turned_later(app):
    scenes: list = []
    stops = play_guide(app, "midnight-baseball", scenes=scenes)
    events = scenes[0].table.events
    bonus = next(e for e in events if isinstance(e, Deal) and e.why == "bonus")
    assert bonus.face == "down" and bonus.seat is not None and bonus.card is not None
    turned = [e for e in events if isinstance(e, Turn) and e.seat == bonus.seat]
    assert turned[-1].card == bonus.card and len(turned) > scenes[0].table.rules.cards
    keys = [key for key, _ in stops]
    assert keys.index("bonus_down") < keys.index("bonus_turned")
    assert "Midnight Baseball" in dict(stops)["bonus_turned"]
    assert MOMENTS["midnight-baseball"] != MOMENTS["night-baseball"]


def test_dealers_choice_deals_a_pot_of_its_own_after_the_dealers_call(app):
    scenes: list = []
    stops = play_guide(app, "dealers-choice", scenes=scenes)
    table = scenes[0].table
    call = next(e for e in table.events if isinstance(e, PotGame))
    assert call.chooser == 2  # Casey deals first
    assert call.profile != "baseball" and STOCKS["dealers-choice"] != STOCKS["baseball"]
    words = dict(stops)["called"]
    assert f"Casey picks {call.rules.name}" in words and "Bottom left" in words
    assert "yours" not in words  # (a newcomer read "The next deal is yours" a whole pot before it was)
    keys = [key for key, _ in stops]
    assert keys[0] == "called" and "your_call" in keys
    mine = keys.index("your_call")  # (the pot you call then shows its own game's pages)
    assert not set(keys[:mine]) & {"hidden_four", "bonus_up", "split"}  # nothing of Baseball's guide again


def test_night_baseball_speaks_to_the_end_of_its_hand(app):
    """After Babe strikes out the guide goes on: Casey's new lead makes it your turn to turn again,
    your full house leads (the others must beat you) and you win, saying why (a newcomer's play-test:
    after STRIKE THREE! the guide said nothing till its closing words)."""
    scenes: list = []
    stops = play_guide(app, "night-baseball", scenes=scenes)
    keys = [key for key, _ in stops]
    after = keys[keys.index("out") + 1 :]
    assert after[:3] == ["beaten_turn", "you_lead", "you_win"]
    words = dict(stops)
    assert words["beaten_turn"].startswith("Casey beat your hand: Three of a kind beats a pair.")
    assert "your turn again. One press of T turns your cards till you beat Casey." in words["beaten_turn"]
    assert words["you_lead"].startswith("You lead now: A full house beats three of a kind.")
    assert "the others turn, one card at a time, till they beat you" in words["you_lead"]
    won = next(e for e in scenes[0].table.events if isinstance(e, Award))
    assert won.seat == HUMAN
    assert (
        "You win the pot" in words["you_win"]
        and "None beat your full house, queens over fours." in words["you_win"]
    )
    assert "leading" in words["end"] and "winning the pot" in words["end"]


@pytest.mark.parametrize("profile_id", ["baseball", "seven-card-stud"])
def test_a_stud_guide_speaks_as_its_last_two_streets_are_dealt(app, profile_id):
    """A newcomer's play-test: the Baseball guide went quiet after 5th street, and 6th and 7th went
    by with no word. As 6th street's betting round opens (every card of it shown) the guide says it
    is the last card face up; as 7th's opens, that the last card came face down and this is the last
    betting round, each once."""
    app.push(openers.guided(profile_id=profile_id, rules=load_profile(profile_id)))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    for street, cards, face in (("6th street", 6, "up"), ("7th street", 7, "down")):
        guide_until(app, scene, lambda street=street: scene.line.startswith(street), street)
        shown = scene.player.pot_events
        assert isinstance(shown[-1], RoundStart) and shown[-1].round == cards - 2
        mine = [e for e in shown if isinstance(e, Deal) and e.seat == HUMAN and e.why != "bonus"]
        assert len(mine) == cards and mine[-1].face == face
    assert "last betting round" in scene.line and "face down" in scene.line
    assert scene.script.told.count("last_up") == scene.script.told.count("last_down") == 1
