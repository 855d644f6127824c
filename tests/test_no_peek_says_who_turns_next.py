"""No Peek: after a new lead's betting round the TV says who turns next, over what they must beat
("BABE TURNS NEXT" over "YOU LEAD: TEN HIGH"), and lights that seat's plate before its first card,
from the seat the table host names (game.play.host_facts.RoundOver.turner: game.play.next_turner),
then "BABE TURNS" while its cards come. A Hold'em newcomer's Night Baseball play-test rated it 7/10:
"after a new lead, who turns next and why was hard to follow" (a computer player's card came within
a third of a second of the round's last check, nothing naming it first)."""

from __future__ import annotations

import itertools

import pytest
from frame_checks import frame_problems
from test_ui_support import table_scene

from engine.cards import parse_cards
from engine.events import HandStart, Out, RoundStart, Turn
from game.felt import layout
from game.felt.pacing import TURNS_NEXT_HOLD
from game.felt.seat_words import named_slots
from game.platform import palette
from game.platform.frame_log import FRAME
from game.play.host_facts import RoundOver
from game.play.next_turner import NextTurner
from game.play.session import HUMAN

FRAME_S = 1 / 30


def lit_share(canvas, rect) -> float:
    """The share of `rect`'s pixels in the lit plate's yellow (seat_draw: the seat to act)."""
    pixels = [
        canvas.get_at((x, y))[:3] for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
    ]
    return sum(pixel == palette.YELLOW for pixel in pixels) / len(pixels)


def play_watching(app, scene, look, frames: int = 30 * 300) -> list:
    """Play the first pot, the human checking, calling or pressing TURN as offered; `look()` after
    every frame; the facts shown, in order."""
    facts: list = []
    shown = scene.show

    def watch(fact):
        facts.append(fact)
        return shown(fact)

    scene.show = watch
    for _ in range(frames):
        thinking = scene.host.thinking
        if thinking is not None:
            thinking[1].result()
        app.frame([], FRAME_S)
        look()
        if scene.showing_result:
            return facts
        if scene.buttons is not None:
            kinds = scene.table.legal_actions().kinds
            scene.choose(next(k for k in ("turn", "check", "call", "pay", "decline") if k in kinds))
    raise AssertionError("the pot did not end")


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_seat_to_turn_next_is_named_and_lit_before_its_first_card(app, size):
    """Night Baseball, five seats: at each betting round's end that names a computer player to turn
    next, the centre says "<NAME> TURNS NEXT" (in cyan) over what it must beat, its plate is lit
    before its card turns, for TURNS_NEXT_HOLD, nothing overlapping the piles or the seats' words
    (frame_checks); that seat is the one whose card comes next."""
    app.settings.text_size = size
    scene = table_scene(app, profile="night-baseball", players=5, seed=7)
    model, places = scene.model, scene.renderer.places
    seen: list[tuple[int, float, list[str]]] = []  # (seat named, time, the centre's words)
    problems: list[str] = []

    def look() -> None:
        turner = model.turner
        if turner.seat is None or turner.turning or turner.seat == HUMAN or model.round:
            return
        FRAME.clear()
        scene.draw(app.display.canvas)
        said = [item.text for item in FRAME.texts()]
        seen.append((turner.seat, scene.session.time, said))
        name = model.seats[turner.seat].name.upper()
        plate = layout.name_plate(named_slots(model.seats, scene.director.slots, places.body)[turner.seat])
        if lit_share(app.display.canvas, plate) < 0.5:
            problems.append(f"{name}'s plate not lit before its card")
        if f"{name} TURNS NEXT" not in said:
            problems.append(f"no {name} TURNS NEXT in {said}")
        problems.extend(frame_problems(f"{name} turns next at {size}"))

    facts = play_watching(app, scene, look)
    assert not problems, problems[:5]
    named = [
        fact.turner for fact in facts if isinstance(fact, RoundOver) and fact.turner not in (None, HUMAN)
    ]
    assert named, "the pot had no betting round after which a computer player turned"
    for seat in named:  # each named seat lit and said, for the hold, before its first card
        times = [time for who, time, _ in seen if who == seat]
        assert times and max(times) - min(times) >= 0.8 * TURNS_NEXT_HOLD, (seat, times)
    turns = [fact for fact in facts if isinstance(fact, (RoundOver, Turn))]
    for fact, after in itertools.pairwise(turns):  # the seat named is the one that turns
        if isinstance(fact, RoundOver) and fact.turner is not None:
            assert isinstance(after, Turn) and after.seat == fact.turner


def test_the_turner_is_followed_from_the_hosts_facts():
    """The seat named comes from the host's facts alone: named by a round's end, turning from its
    card on, and nobody once it struck out, a round opens or a pot starts."""
    turner = NextTurner()
    turner.take(RoundOver(2))
    assert (turner.seat, turner.turning) == (2, False)
    turner.take(Turn(2, parse_cards("5d")[0]))
    assert (turner.seat, turner.turning) == (2, True)
    turner.take(Out(2))
    assert turner.seat is None
    turner.take(Turn(3, parse_cards("6d")[0]))  # the next seat, named by its own card
    assert turner.seat == 3
    turner.take(RoundStart(2, 3))
    assert turner.seat is None
    turner.take(RoundOver(1))
    turner.take(HandStart(2, 0, None))
    assert turner.seat is None
