"""The table's polish: the coach's estimate (H toggles it), five of a kind with its banner and
screen shake, and the small motions (settling overshoot, sway, shimmer, shake) as functions of time."""

import pygame
import pytest
from test_polish_support import deal_held, human_move
from test_ui_support import letter, press, run_until, table_scene

from engine.cards import parse_cards
from game.felt import table_effects
from game.felt.coach import estimate
from game.platform import juice

# Dealer seat 1, so seat 0 (the human) is dealt first: five eights for the human, a royal flush for the other.
FIVE_EIGHTS_DECK = parse_cards("8s As 8h Ks 8c Qs 8d Js 3c Ts Kd 7h 2s 6c")


def stacked_scene(app, deck):
    return table_scene(app, players=2, seed=7, stacked=deck, dealer=1)


def test_five_of_a_kind_is_a_grand_slam_with_a_shake(app):
    app.settings.animation_speed = 4.0
    scene = stacked_scene(app, FIVE_EIGHTS_DECK)
    state = scene.player.effects
    for _ in range(5000):
        if state.banner:
            break
        app.frame([], 0.02)
        if app.stack.top is scene and scene.buttons is not None:
            scene.choose(human_move(scene.table.legal_actions()))
    assert state.banner == "GRAND SLAM!" and state.shake.active
    assert scene.model.seats[0].showing.startswith("Five eights")
    for _ in range(200):
        app.frame([], 0.02)
    assert not state.shake.active and state.banner_left == 0


def test_h_toggles_the_coach_which_estimates_like_the_computer_players(app):
    scene = table_scene(app, players=3, seed=2)
    run_until(app, lambda: scene.buttons is not None)
    coach = scene.coach
    assert coach.chance is None  # off by default: nothing computed
    press(app, letter("h"))
    assert app.settings.coach and scene.buttons is not None  # the key is not an action
    run_until(app, lambda: coach.chance is not None, dt=0.01)
    view = scene.table.view(0)
    assert coach.chance == pytest.approx(estimate(view))
    assert 0.0 <= coach.chance <= 1.0
    press(app, letter("h"))
    assert not app.settings.coach


def test_cards_settle_past_their_place_and_back():
    values = [juice.settle(i / 100) for i in range(101)]
    assert values[0] == pytest.approx(0) and values[-1] == pytest.approx(1)
    assert 1.0 < max(values) < 1.1  # a slight overshoot, not a bounce


def test_idle_sway_is_a_pixel_at_most_and_neighbours_differ():
    offsets = [juice.sway(t / 10, 3) for t in range(60)]
    assert max(abs(v) for v in offsets) <= juice.SWAY_PIXELS and max(offsets) > 0.9
    assert juice.sway(1.0, 3) != juice.sway(1.0, 4)


def test_a_wild_cards_star_twinkles_out_and_back_then_rests():
    sizes = [juice.twinkle(t / 100, 0) for t in range(int(juice.TWINKLE_PERIOD * 100))]
    lit = [size for size in sizes if size > 0]
    top = lit.index(max(lit))
    assert lit[:top] == sorted(lit[:top]) and lit[top:] == sorted(lit[top:], reverse=True)
    assert max(lit) > 0.99 and sizes.count(0.0) > len(sizes) / 2
    canvas = pygame.Surface((40, 40))
    juice.draw_twinkle(canvas, (20, 20), 1.0)
    drawn = [(x, y) for x in range(40) for y in range(40) if canvas.get_at((x, y))[:3] != (0, 0, 0)]
    arm = juice.TWINKLE_ARM
    assert drawn and all(abs(x - 20) <= arm and abs(y - 20) <= arm for x, y in drawn)
    assert (20 - arm, 20) in drawn and (20, 20 + arm) in drawn  # its four points, whole


def test_the_shake_dies_away_and_fills_the_uncovered_edge():
    shake = juice.Shake()
    shake.start(4.0, 0.5)
    canvas = pygame.Surface((20, 20))
    canvas.fill((200, 0, 0))
    shake.update(0.01)
    dx, dy = shake.offset()
    assert (dx, dy) != (0, 0) and max(abs(dx), abs(dy)) <= 4
    shake.apply(canvas, (0, 0, 9))
    edge = (0 if dx > 0 else 19, 10) if dx else (10, 0 if dy > 0 else 19)
    assert canvas.get_at(edge)[:3] == (0, 0, 9)
    shake.update(1.0)
    assert shake.offset() == (0, 0) and not shake.active


def test_refusing_to_pay_for_an_exposed_three_or_turning_out_sounds_the_buzzer(app, monkeypatch):
    from fractions import Fraction

    from engine.actions import Action
    from engine.events import ActionTaken, Out

    played = []
    monkeypatch.setattr(table_effects.sound, "play", played.append)
    effects = table_effects.TableEffects()
    zero = Fraction(0)
    cases = [
        (ActionTaken(1, "fold", zero, zero, why="wild_cost"), True),
        (ActionTaken(1, "fold", zero, zero), False),  # an ordinary fold
        (ActionTaken(1, "check", zero, zero), False),
        (Out(2), True),
    ]
    for event, buzzer in cases:
        played.clear()
        effects.on_event(event)
        assert ("strikeout" in played) is buzzer, event
    # the engine marks the fold that refuses an exposed three's price (it costs the pot here)
    scene = table_scene(app, profile="baseball-strikeout", players=3, seed=1)
    table = scene.table
    while deal_held(table) or table.legal_actions().decision != "wild_cost":
        legal = table.legal_actions()
        table.apply(Action(legal.seat, "call" if "call" in legal.kinds else legal.kinds[0]))
    played.clear()
    effects.on_event(table.apply(Action(table.actor, "fold"))[0])
    assert played == ["strikeout"]


def test_a_wild_cards_twinkle_lies_on_its_star_never_on_its_rank_or_suit(app):
    """A newcomer's play-test read the glint that ran across a wild card as a scratch on it (and a
    still frame caught it through a bonus three's rank: "3/"): the wild's star twinkles instead,
    on its dark badge, and in every frame of a twinkle nothing else of the card changes."""
    from engine.cards import Card
    from game.felt.card_art import star_badge
    from game.felt.table_draw import TableRenderer
    from game.felt.table_model import CardSprite

    renderer = TableRenderer(app.text, app.cards)
    sprite = CardSprite(Card.parse("3c"), "up", wild=True, shown=True, flight=1.0)
    face = app.cards.face(sprite.card, wild=True)
    canvas, plain = pygame.Surface((200, 200)), pygame.Surface((200, 200))
    twinkled = 0
    for step in range(int(juice.TWINKLE_PERIOD * 100)):
        renderer.motion = step / 100
        canvas.fill((0, 90, 40))
        rect = renderer.draw_card(canvas, sprite, (80, 70))
        plain.fill((0, 90, 40))
        plain.blit(face, rect.topleft)
        star = star_badge().move(rect.topleft)
        changed = [
            (x, y)
            for x in range(rect.left, rect.right)
            for y in range(rect.top, rect.bottom)
            if canvas.get_at((x, y)) != plain.get_at((x, y))
        ]
        assert all(star.collidepoint(p) for p in changed), f"the twinkle leaves its star at {step}"
        twinkled += bool(changed)
    assert twinkled  # it still twinkles
