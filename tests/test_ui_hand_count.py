"""HAND 3 OF 8 has a place of its own at the felt's bottom right, under the buttons' column (in the
game's corner it gave way in Night and Midnight Baseball at TEXT SIZE large: a player could not
tell which hand of the session it was). It is drawn after everything else and steps aside for
that moment wherever something else is drawn there (the buttons of a dealer's games or many
options reaching down, the log under the buttons beside a pot's result). Checked on the rectangles
drawn (game.platform.frame_log) at every decision with buttons of a pot, at every seat count from
2 to 8 (8-seat user games), both TEXT SIZEs: the count drawn, whole, inside the felt, on nothing
else drawn, or else not drawn with something in its place."""

from __future__ import annotations

import itertools
import re

import pytest
from test_ui_readable import write_eight_seat_profiles
from test_ui_support import deal_key, settle, table_scene

from engine.cards import parse_cards
from game.platform.backdrop import FELT_RECT
from game.platform.display import SAFE
from game.platform.frame_log import FRAME
from game.play.session import profiles

COUNT = re.compile(r"HAND \d+ OF \d+")
# game -> its twin for up to eight seats (user games: no shipped game seats more than six)
EIGHT = {"baseball": "baseball-eight", "night-baseball": "night-eight"}
# every kind of decision with buttons, each game with your first three cards stacked where it needs
# them: a bet's (all), a No Peek TURN (Night, Midnight), a stud's bring-in (your 2 the lowest card
# up), a four to buy (dealt you face up), a dealer's games (you deal first)
GAMES = {
    "night-baseball": "",
    "midnight-baseball": "",
    "seven-card-stud": "5d 6d 2c",
    "baseball-paid-fours": "5d 6d 4s",
    "dealers-choice": "",
}
OTHERS = parse_cards(" ".join(r + s for r in "789TJQKA" for s in "cdhs"))


def stacked_for(yours: str, players: int) -> list:
    """The first pot's stock dealing you (dealing last, seat 0 dealer) `yours` and the others cards
    from 7 up: each round deals the others first."""
    if not yours:
        return []
    others = iter(OTHERS)
    return [card for mine in parse_cards(yours) for card in [*itertools.islice(others, players - 1), mine]]


def count_problems_now(where: str, count_rect) -> tuple[bool, list[str]]:
    """Whether the frame just drawn says the hand's number, and what is wrong with it: drawn once,
    at its place, inside the felt and the TV-safe area, on nothing else drawn; or, not drawn,
    something else in its place (it stepped aside for it)."""
    counts = [item for item in FRAME.items if item.kind == "text" and COUNT.fullmatch(item.text)]
    others = [
        item
        for item in FRAME.items
        if not COUNT.fullmatch(item.text) and (item.kind, item.text) != ("region", "felt")
    ]
    if not counts:
        there = [item for item in others if item.rect.colliderect(count_rect.inflate(4, 4))]
        return False, [] if there else [f"{where}: no hand's number, nothing in its place"]
    count = counts[0].rect
    problems = [f"{where}: drawn {len(counts)} times"] if len(counts) > 1 else []
    if count != count_rect or not (SAFE.contains(count) and FELT_RECT.contains(count)):
        problems.append(f"{where}: at {tuple(count)}, not whole in its place {tuple(count_rect)}")
    problems += [
        f"{where}: on {item.kind} {item.text!r} {tuple(item.rect)}"
        for item in others
        if item.rect.colliderect(count.inflate(2, 2))
    ]
    return True, problems


def decisions_of_a_pot(
    app, game: str, players: int, size: str, yours: str = ""
) -> tuple[list[tuple[str, bool]], list[str]]:
    """A pot of `game` at `players` seats and TEXT SIZE `size`, you dealing first (dealt `yours`),
    taking the first button at each of your decisions: each decision's buttons with whether the
    hand's number was drawn, and every problem seen at them."""
    app.settings.text_size, app.settings.reduced_motion = size, True
    scene = table_scene(app, profile=game, players=players, dealer=0, stacked=stacked_for(yours, players))
    seen: list[tuple[str, bool]] = []
    problems: list[str] = []
    for _ in range(4000):
        settle(scene)
        app.frame(deal_key(app, scene), 0.1)  # (Enter at a new game's call: it waits, HINTS on)
        if scene.showing_result or scene.model.hand > 1:
            break
        if scene.buttons is None:
            continue
        app.draw()
        labels = " / ".join(item.label for item in scene.buttons.items)
        drawn, wrong = count_problems_now(
            f"{game} {players} {size} [{labels}]", scene.renderer.count_rect(scene.model)
        )
        seen.append((labels, drawn))
        problems += wrong
        action = scene.buttons.items[0].action
        assert action is not None
        action()
    scene.leave()
    app.stack.pop()
    app.stack.apply_requests()
    return seen, problems


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_hands_number_is_drawn_whole_in_its_place_at_every_decision(app, game, size):
    """At the most seats the game allows and at two, every decision's buttons: the count on
    nothing, or stepped aside for what is there. At a decision of two buttons (CHECK / BET, PAY /
    DECLINE, COMPLETE / BRING IN) it is drawn: Midnight Baseball at six seats at TEXT SIZE large
    had no count at all."""
    most = next(entry.rules.max_players for entry in profiles() if entry.id == game)
    first = {"seven-card-stud": "BRING IN", "baseball-paid-fours": "PAY", "dealers-choice": "MIDNIGHT"}
    for players in (2, most):
        seen, problems = decisions_of_a_pot(app, game, players, size, GAMES[game])
        assert seen, f"{game} {players} {size}: no decision of yours"
        assert first.get(game, "") in seen[0][0], seen  # the kind of decision the game is here for
        assert problems == [], "\n".join(problems)
        two = [drawn for labels, drawn in seen if labels.count(" / ") == 1]
        assert two and all(two), (players, seen)


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("game", sorted(EIGHT))
def test_every_seat_count_from_two_to_eight_keeps_the_hands_number_whole(app, tmp_path, game, size):
    write_eight_seat_profiles(tmp_path)
    for players in range(2, 9):
        seen, problems = decisions_of_a_pot(app, EIGHT[game], players, size)
        assert seen and problems == [], "\n".join(problems)
        assert any(drawn for _, drawn in seen), (players, seen)


def test_the_hands_number_steps_aside_for_whatever_is_drawn_in_its_place(app, monkeypatch):
    """Words drawn in its place at some moment (here a word put there; in play the log under the
    buttons beside a pot's result, or a dealer's games reaching down) are never drawn over: the
    count is left out for that moment, and back once its place is free."""
    scene = table_scene(app, profile="night-baseball", players=5)
    app.frame([], 0.1)
    place = scene.renderer.count_rect(scene.model)
    drawn_table = scene.draw_table

    def with_a_word_there(canvas) -> None:
        drawn_table(canvas)
        app.text.draw(canvas, "IN THE WAY", place.midleft, anchor="midleft")

    monkeypatch.setattr(scene, "draw_table", with_a_word_there)
    app.draw()
    assert count_problems_now("a word there", place) == (False, [])
    monkeypatch.undo()
    app.draw()
    assert count_problems_now("its place free", place) == (True, [])
    scene.leave()


def test_a_one_pot_session_like_a_guided_hand_draws_no_count(app):
    """A guided hand is its session's one pot: HAND 1 OF 1 said nothing (a helper saw it there)."""
    for pots, shown in ((1, False), (2, True)):
        scene = table_scene(app, profile="night-baseball", players=4, pots=pots)
        app.frame([], 0.1)
        app.draw()
        drawn = [item.text for item in FRAME.items if item.kind == "text" and COUNT.fullmatch(item.text)]
        assert bool(drawn) is shown, (pots, drawn)
        scene.leave()
        app.stack.apply_requests()
