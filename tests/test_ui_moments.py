"""The table's moments in baseball words and sounds: GRAND SLAM! (five of a kind, the organ's
Charge! and a shake), PERFECT GAME! (a straight flush, a fanfare), STRIKE THREE! (a fold that
refuses a wild's price, or a No Peek pile turned without a beat, a buzzer); nothing for the rest.
A win's words come at its award, the loser's hand of the same kind says nothing, and each names
whose moment it is."""

from fractions import Fraction

import pygame
import pytest
from test_ui_support import key, press, settle

from engine.cards import parse_cards
from engine.events import ActionTaken, Award, Event, Out, Showdown
from engine.hands import best_hand
from engine.money import mixed
from engine.profile import load_profile
from game.felt.table_effects import STRIKEOUT, TableEffects, banner_rect
from game.platform import sound
from game.platform.frame_log import FRAME
from game.play.guided import READ_PAUSE
from game.screens import openers

NAMES = ["You", "Babe", "Casey"]


def shown(cards: str, seat: int = 0) -> Showdown:
    hand = parse_cards(cards)
    return Showdown.of(seat, tuple(hand), best_hand(hand, "39"))


def won(cards: str, seat: int = 0) -> list[Event]:
    """A hand shown down and the pot it wins."""
    return [shown(cards, seat), Award(seat, Fraction(12), "showdown")]


def play(effects: TableEffects, events: list[Event]) -> float:
    """Each event to the effects with the pot's events so far, as the table player gives them;
    the hold the last one asks for."""
    hold = 0.0
    for index, event in enumerate(events):
        hold = effects.on_event(event, events[: index + 1], NAMES)
    return hold


@pytest.mark.parametrize(
    ("events", "words", "noise", "shakes"),
    [
        (won("8s 8h 8c 8d 3c Kd 2s"), "GRAND SLAM!", "charge", True),
        (won("9h 8h 7h 6h 5h Kd 2s"), "PERFECT GAME!", "fanfare", False),
        ([Out(2)], STRIKEOUT, "strikeout", False),
        ([ActionTaken(1, "fold", Fraction(0), Fraction(0), why="wild_cost")], STRIKEOUT, "strikeout", False),
        ([ActionTaken(1, "fold", Fraction(0), Fraction(1))], "", None, False),
        (won("As Ah Ad Kc Kd 2s 4h"), "", None, False),
    ],
)
def test_each_moment_has_its_words_and_its_sound(monkeypatch, events, words, noise, shakes):
    played = []
    monkeypatch.setattr(sound, "play", played.append)
    effects = TableEffects()
    play(effects, events)
    assert effects.banner == words and effects.busy == bool(words)
    assert played == ([noise] if noise else [])
    assert effects.shake.active == shakes
    effects.hush()
    assert effects.banner_left == 0


def test_a_grand_slam_comes_at_the_win_and_names_the_winner(monkeypatch):
    """A play-test: GRAND SLAM! came up at Casey's five sevens, before your five tens took the pot."""
    monkeypatch.setattr(sound, "play", lambda _name: None)
    effects = TableEffects()
    casey, yours = shown("7s 7d 3h 9s 3d Kc 2h", seat=2), shown("Ts Tc 3s 9c 3c Ah 8h")
    assert casey.category == yours.category == "five_of_a_kind"
    pot: list[Event] = [casey, yours, Award(0, Fraction(37), "showdown")]
    for index, event in enumerate(pot[:2]):
        assert effects.on_event(event, pot[: index + 1], NAMES) == 0.0
        assert not effects.busy, "a hand shown is no grand slam until it wins"
    hold = effects.on_event(pot[2], pot, NAMES)
    assert (effects.banner, effects.who) == ("GRAND SLAM!", "YOU")
    assert hold == effects.banner_left > 0  # the table holds for the words before the result hushes them


def test_a_split_pot_of_two_grand_slams_is_one_moment(monkeypatch):
    """Two equal five of a kinds share the pot: two awards, one GRAND SLAM! (it fired at each,
    the banner ending on the second winner and the organ playing twice)."""
    played: list[str] = []
    monkeypatch.setattr(sound, "play", played.append)
    effects = TableEffects()
    pot = [
        shown("Ts Tc 3s 9c 3c Ah 8h"),
        shown("Td Th 3d 9d 3h Ac 8c", seat=2),
        Award(0, Fraction(6), "showdown"),
        Award(2, Fraction(6), "showdown"),
    ]
    holds = [effects.on_event(event, pot[: index + 1], NAMES) for index, event in enumerate(pot)]
    assert played == ["charge"] and (effects.banner, effects.who) == ("GRAND SLAM!", "YOU")
    assert holds[2] > 0 and holds[3] == 0.0


@pytest.mark.usefixtures("app")
def test_strike_three_names_the_seat_it_is_about_in_the_banner(monkeypatch):
    """A play-test: STRIKE THREE! (Casey out) over "You: Straight to the ace" read as your loss."""
    from game.platform.text import Text

    monkeypatch.setattr(sound, "play", lambda _name: None)
    effects = TableEffects()
    effects.hints = False  # the words themselves, not what they mean
    play(effects, [Out(2)])
    canvas = pygame.Surface((960, 540))
    FRAME.clear()
    effects.draw(canvas, Text())
    drawn = {item.text: item.rect for item in FRAME.texts()}
    assert set(drawn) == {"CASEY IS OUT", STRIKEOUT, "PILE TURNED, LEAD UNBEATEN"}  # (how: issue 31)
    assert all(banner_rect().contains(rect) for rect in drawn.values())
    assert drawn["CASEY IS OUT"].bottom <= drawn[STRIKEOUT].top  # on a line of its own, above the words


@pytest.mark.usefixtures("app")
@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize(
    ("cards", "seat", "said"),
    [
        ("As Ks Qs Js Ts 2h 4d", 0, ["YOU: ROYAL FLUSH"]),
        # at large "STR FLUSH TO 9" fitted: a newcomer met PERFECT GAME! over Str, spelled out nowhere
        ("9h 8h 7h 6h 5h Kd 2s", 1, ["BABE: STRAIGHT FLUSH TO 9", "BABE: STRAIGHT FLUSH"]),
        ("Ts Tc 3s 9c 3c Ah 8h", 2, ["CASEY: FIVE 10'S"]),
    ],
)
def test_a_wins_moment_says_the_hand_that_made_it_in_the_same_glance(monkeypatch, size, cards, seat, said):
    """A newcomer's play-test read PERFECT GAME! over their royal flush as nothing until a line after
    it said what it means (with the hints off, never): the banner names whose moment it is and the
    hand, as the seats name it, over its words, inside it, at both TEXT SIZEs."""
    from game.felt import layout
    from game.platform.text import Text

    monkeypatch.setattr(sound, "play", lambda _name: None)
    effects = TableEffects()
    effects.places = layout.LAYOUTS[size]
    play(effects, won(cards, seat))
    FRAME.clear()
    effects.draw(pygame.Surface((960, 540)), Text())
    drawn = {item.text: item.rect for item in FRAME.texts()}
    line = next(text for text in drawn if text not in (effects.banner, effects.what))
    assert line == said[size == "large" and len(said) - 1], drawn  # (the short form where it must)
    assert set(drawn) - {effects.what} == {line, effects.banner}, drawn  # (and what it means: below)
    assert all(banner_rect(effects.places).contains(rect) for rect in drawn.values()), drawn
    assert drawn[line].bottom <= drawn[effects.banner].top


def test_a_moment_gives_way_to_your_decision(app):
    """A play-test: STRIKE THREE! covered the pot while you were asked to bet (the guided Night
    Baseball hand, whose strike-out comes just before your bet). At each of your decisions the
    pot and its figure are in view, under no moment's words."""
    app.push(openers.guided(profile_id="night-baseball", rules=load_profile("night-baseball")))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    struck, decisions = False, 0
    for _frame in range(20000):
        if scene not in app.stack.scenes or app.stack.scenes[-1] is not scene:
            break  # the pot's result
        struck = struck or (scene.player.effects.banner_left > 0 and scene.player.effects.banner == STRIKEOUT)
        if scene.line:
            press(app, frames=int(READ_PAUSE / 0.05) + 1, dt=0.05)  # (the page read first)
            press(app, key(pygame.K_SPACE), frames=1)
        elif scene.buttons is not None:
            decisions += 1
            press(app, frames=1)
            app.draw()
            texts = {item.text for item in FRAME.visible() if item.kind == "text"}
            assert {"POT", mixed(scene.model.pot)} <= texts, decisions
            kinds = scene.table.legal_actions().kinds
            scene.choose(next(kind for kind in ("check", "call", "turn") if kind in kinds))
        app.frame([], 0.05)
        settle(scene)
    assert struck and decisions
