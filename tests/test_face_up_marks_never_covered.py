"""No face-up card's rank and suit, nor its wild star or bonus +, is ever covered by a card drawn
after it (the next in its row, a row under it, another seat's), and no card lies on a word drawn
before it: a newcomer's play-test (issue 31) saw "a seat's last down card drawn over its J". A
scan of the drawn table (FRAME's card and text rects, in the order drawn) at 3 to 8 players, both
TEXT SIZEs, every seat holding each count of cards from one to the game's most: stud up to seven
and a bonus card for each of the deck's four fours (eleven: two down, the rest up, the last down;
then all up, the showdown), No Peek every count to thirteen (Night Baseball's nine and four fours),
each number of them turned. The hands are the worst a deck deals: tens (the widest corner) and a
wild 3 or 9 as each four's bonus card (its star and + side by side, card_rows.need). The layout
reads a game only as stud or No Peek, so one game of each that seats the table stands for the rest
(eight players: the schema's most, user profiles as test_ui_readable's)."""

from __future__ import annotations

import pygame
import pytest
from test_ui_no_peek_piles import SEVEN
from test_ui_readable import write_eight_seat_profiles
from test_ui_support import table_scene

from engine.cards import parse_cards
from game.felt.card_art import CARD_H, CARD_W, INDEX_H, INDEX_W, bonus_tag, star_badge
from game.felt.card_rows import FACE_W
from game.felt.pile_layout import in_pile
from game.felt.table_model import CardSprite
from game.platform.frame_log import FRAME

STUD = {3: "baseball", 4: "baseball", 5: "baseball", 6: "baseball", 7: "baseball-eight", 8: "baseball-eight"}
# No Peek's game with the most cards at each table: its deal and a bonus card for each four
NO_PEEK = {3: "night-baseball", 4: "night-baseball", 5: "night-baseball", 6: "midnight-baseball"}
NO_PEEK |= {7: "midnight-seven", 8: "night-eight"}  # (user profiles: seven cards at seven, six at eight)
MOST = {"night-baseball": 13, "midnight-baseball": 11, "midnight-seven": 11, "night-eight": 10}
# stud in the order dealt: two down, four fours up each with a wild bonus card, the last down
STUD_HAND = parse_cards("Td Tc 4c 9d 4s 3h 4h 9c 4d 3s Ts")
STUD_DOWN = {0, 1, 10}
# No Peek's thirteen, turned in this order: tens, and each four's bonus card a wild one
NO_PEEK_HAND = parse_cards("Th 4c 9d Tc 4s 3h Td 4h 9c Ts 4d 3s Jh")
WORDS = "Two pair, 10s and 8s"  # each seat's longest words


def sprites(cards, down: set[int]) -> list[CardSprite]:
    """The cards settled at a seat, face up but those at `down` (backs), each four's next a bonus card."""
    laid = []
    for index, card in enumerate(cards):
        if index in down:
            laid.append(CardSprite(None, "down", flight=1.0))
            continue
        sprite = CardSprite(card, "up", wild=card.rank in "39", shown=True, flight=1.0)
        sprite.bonus = index > 0 and cards[index - 1].rank == "4"
        laid.append(sprite)
    return laid


def marks(sprite: CardSprite, card: pygame.Rect) -> list[pygame.Rect]:
    """What of a face-up card must stay in view: its corner index, a wild's star, a bonus card's +."""
    # the figures, not the pixel of face after them (INDEX_W's last), which Baseball's widest hand at
    # an eight-player top seat gives up (card_rows.closed_up)
    corner = pygame.Rect(card.x, card.y, (INDEX_W if sprite.card.rank == "T" else FACE_W) - 1, INDEX_H)
    shown = [corner]
    if sprite.wild:
        shown.append(star_badge().move(card.topleft))
    if sprite.bonus:
        shown.append(bonus_tag(card, wild=sprite.wild))
    return shown


def problems_drawn(scene, where: str) -> list[str]:
    """Each seat's face-up cards' marks clear of every card drawn after them; no card on a word
    drawn before it."""
    items = list(FRAME.items)
    cards = [(index, item.rect) for index, item in enumerate(items) if item.kind == "card"]
    problems = []
    for number, seat in enumerate(scene.model.seats):
        laid = scene.director.seat_places(number)
        for sprite, (x, y) in zip(seat.cards, laid, strict=True):
            if sprite.card is None or in_pile(sprite, seat.revealed):
                continue
            rect = pygame.Rect(round(x), round(y), CARD_W, CARD_H)
            drawn = next(index for index, card in cards if card == rect)
            later = [card for index, card in cards if index > drawn]
            for mark in marks(sprite, rect):
                if mark.collidelist(later) != -1:
                    over = later[mark.collidelist(later)]
                    problems.append(
                        f"{where}: seat {number}'s {sprite.card} at {rect.topleft}: {mark} under {over}"
                    )
    for index, card in cards:
        for item in items[:index]:
            if item.kind == "text" and item.rect.colliderect(card):
                problems.append(f"{where}: a card {card} on {item.text!r} {item.rect}")
    return problems


def said(app, scene) -> None:
    for seat in scene.model.seats:
        seat.showing = WORDS
    app.draw()


def opened(app, tmp_path, profile: str, players: int, size: str):
    write_eight_seat_profiles(tmp_path)
    (tmp_path / "user-profiles" / "midnight-seven.yaml").write_text(SEVEN, encoding="utf-8")
    app.settings.reduced_motion, app.settings.text_size, app.settings.hints = True, size, True
    scene = table_scene(app, profile=profile, players=players)
    app.frame([], 0.05)
    scene.director.dealing = False
    scene.renderer.hints = True
    return scene


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", sorted(STUD))
def test_a_stud_seats_face_up_marks_are_never_covered(app, tmp_path, players, size):
    scene = opened(app, tmp_path, STUD[players], players, size)
    problems = []
    for count in range(1, len(STUD_HAND) + 1):
        for kind, hand in (("mid-pot", STUD_DOWN), ("showdown", set())):
            for seat in scene.model.seats:
                seat.cards = sprites(STUD_HAND[:count], hand)
            said(app, scene)
            problems += problems_drawn(scene, f"stud {players} players, {size}, {count} cards {kind}")
    scene.leave()
    assert not problems, f"{len(problems)}:\n" + "\n".join(problems[:12])


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", sorted(NO_PEEK))
def test_a_no_peek_seats_turned_marks_are_never_covered(app, tmp_path, players, size):
    scene = opened(app, tmp_path, NO_PEEK[players], players, size)
    problems = []
    for count in range(1, MOST[NO_PEEK[players]] + 1):
        for turned in range(1, count + 1):
            for seat in scene.model.seats:
                seat.cards = sprites(NO_PEEK_HAND[:count], set(range(turned, count)))
            said(app, scene)
            problems += problems_drawn(
                scene, f"No Peek {players} players, {size}, {turned} of {count} turned"
            )
    scene.leave()
    assert not problems, f"{len(problems)}:\n" + "\n".join(problems[:12])
