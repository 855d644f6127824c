"""A No Peek seat's turned cards read whole, wild ones included, at every table size (a play-test:
the overlapping fan of turned cards and backs hid them): the pile is one stack with its count, the
first four turned cards lie side by side, and more keep rank, suit and a wild's star in view."""

from __future__ import annotations

import itertools

import pygame
import pytest
from frame_checks import frame_problems
from test_ui_readable import write_eight_seat_profiles
from test_ui_support import table_scene

from engine.cards import parse_cards
from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W, INDEX_H, bonus_tag
from game.felt.card_rows import need
from game.felt.pile_layout import count_rect, count_words, pile_place, row_step
from game.felt.table_model import CardSprite
from game.platform import palette
from game.platform.frame_log import FRAME
from game.screens.table_scene import TableScene

SEVEN = "name: Midnight Baseball for Seven\nextends: midnight-baseball\nplayers: {max: 7}\n"
TURNED = parse_cards("3d 9h Kc 3s 9c Qd 7h")  # wild threes and nines among them
WHOLE = 4  # this many turned cards beside the pile lie whole at every seat


def midnight(app, tmp_path, players: int):
    folder = tmp_path / "user-profiles"  # the profile folder conftest.py gives each test
    folder.mkdir(exist_ok=True)
    (folder / "midnight-seven.yaml").write_text(SEVEN, encoding="utf-8")
    app.settings.reduced_motion = True  # cards lie still where the layout puts them
    return table_scene(
        app, profile="midnight-seven" if players == 7 else "midnight-baseball", players=players
    )


def turn_every_seat(scene, cards, turned: int) -> None:
    """Every seat holds `cards`, the first `turned` of them turned (wild threes and nines marked),
    the rest its pile, all settled (the deal over)."""
    scene.director.dealing = False
    for seat in scene.model.seats:
        seat.cards = [
            CardSprite(card, "up", wild=card.rank in "39", shown=True, flight=1.0) for card in cards[:turned]
        ] + [CardSprite(None, "down", flight=1.0) for _ in cards[turned:]]


def covered(rect: pygame.Rect, later: list[pygame.Rect]) -> bool:
    return rect.collidelist(later) != -1


@pytest.mark.parametrize("players", range(2, 8))
def test_turned_cards_read_whole_beside_one_stack_with_its_count(app, tmp_path, monkeypatch, players):
    """...and the log, full, in the centre or beside your seat (a play-test read "7 LEFT card"),
    keeps off every count's row (frame_checks.count_problems)."""
    scene = midnight(app, tmp_path, players)
    app.frame([], 0.05)
    scene.model.log.extend(["You turn 9\u2665", "You turn 4\u2663", "You earn a bonus card"] * 2)
    for turned, aside in itertools.product(range(1, len(TURNED) + 1), (False, True)):
        monkeypatch.setattr(TableScene, "log_aside", aside)  # (a pot's result, or a guide's words, up)
        turn_every_seat(scene, TURNED, turned)
        app.draw()
        where = f"{players} players, {turned} turned, the log {'aside' if aside else 'centred'}"
        assert FRAME.regions("log") and frame_problems(where) == []
        cards = [item.rect for item in FRAME.items if item.kind == "card"]
        texts = [item.text for item in FRAME.texts()]
        for number, seat in enumerate(scene.model.seats):
            for sprite in seat.cards[:turned]:
                x, y = scene.director.card_place(number, sprite)
                rect = pygame.Rect(round(x), round(y), CARD_W, CARD_H)
                later = cards[cards.index(rect) + 1 :]
                index = pygame.Rect(rect.topleft, (need(sprite), CARD_H))  # rank, suit and a wild's star
                assert not covered(index, later), f"{where}: seat {number} hides an index"
                assert turned > WHOLE or not covered(rect, later), f"{where}: seat {number} hides a card"
        piles = len(TURNED) - turned
        assert not piles or texts.count(count_words(piles)) == players, where
        assert stacks_clear(scene) == [], where
    scene.leave()


@pytest.mark.parametrize(
    ("profile", "players"),
    [("night-baseball", 2), ("night-baseball", 5), ("midnight-seven", 7), ("night-eight", 8)],
)
def test_thirteen_cards_turned_or_left_stay_in_their_seat_and_read_well(app, tmp_path, profile, players):
    """Night Baseball's nine cards and four bonus cards: as many rows of turned cards as they need,
    in the seat's block, with the pile's count where no card covers it; every turned card's index
    column whole, a wild's star and a bonus card's + mark at its foot too (a play-test: a second row
    hid the first's), wherever the block has room for rows a card apart (all but the third row of
    an eight-player table's top seats, where rank and suit stay in view)."""
    write_eight_seat_profiles(tmp_path)
    if profile == "midnight-seven":
        (tmp_path / "user-profiles" / "midnight-seven.yaml").write_text(SEVEN, encoding="utf-8")
    app.settings.reduced_motion = True  # cards lie still where the layout puts them
    scene = table_scene(app, profile=profile, players=players)
    app.frame([], 0.05)
    deck = parse_cards("3s 9h 4d 3c 6s 9s 8d 4c Ts Jh 3d 9c 4s")  # wilds and bonus fours in every row
    for turned in range(7, layout.MAX_CARDS + 1):
        turn_every_seat(scene, deck, turned)
        for seat in scene.model.seats:
            for sprite in seat.cards[:turned]:
                sprite.bonus = sprite.card.rank == "4"
        app.draw()
        where = f"{players} players, {turned} turned"
        assert frame_problems(where) == [] and stacks_clear(scene) == [], where
        cards = [item.rect for item in FRAME.items if item.kind == "card"]
        for number, seat in enumerate(scene.model.seats):
            slot = scene.director.slots[number]
            for sprite in seat.cards:
                x, y = scene.director.card_place(number, sprite)
                assert slot.rect.contains(pygame.Rect(round(x), round(y), CARD_W, CARD_H)), where
            whole = row_step(slot, slot.rows) > CARD_H  # rows a card apart: the index column whole
            for sprite in seat.cards[:turned]:
                x, y = scene.director.card_place(number, sprite)
                rect = pygame.Rect(round(x), round(y), CARD_W, CARD_H)
                later = cards[len(cards) - cards[::-1].index(rect) :]  # (a pile's back may lie under it)
                index = pygame.Rect(rect.topleft, (need(sprite), CARD_H if whole else INDEX_H))
                assert not covered(index, later), f"{where}: seat {number} hides {sprite.card}'s index"
                if whole and (sprite.wild or sprite.bonus):  # the star and the + mark read in the pixels
                    foot = pygame.Rect(rect.x + 2, rect.bottom - 15, 12, 12)
                    colours = {app.display.canvas.get_at(p)[:3] for p in _points(foot)}
                    mark = palette.ORANGE if sprite.bonus else palette.GOLD
                    assert mark in colours, f"{where}: seat {number}: {sprite.card}'s mark"
    scene.leave()


def stacks_clear(scene) -> list[str]:
    """The seats whose turned cards lie over their own stack of cards still to turn (a play-test: a
    side seat's turned cards covered its stack): all but yours (one row: over the stack's left
    part) and an eight-player table's top seats (rows closer than a card: beside it while they can)."""
    problems = []
    for number, seat in enumerate(scene.model.seats):
        slot = scene.director.slots[number]
        apart = slot.rows > 1 and row_step(slot, slot.rows) > CARD_H
        if not apart or not any(sprite.face == "down" for sprite in seat.cards):
            continue
        stack = pygame.Rect(pile_place(slot, 0), (CARD_W, CARD_H))
        for sprite in seat.cards:
            if sprite.face == "up":
                x, y = scene.director.card_place(number, sprite)
                if stack.colliderect(pygame.Rect(round(x), round(y), CARD_W, CARD_H)):
                    problems.append(f"seat {number}: {sprite.card} over its stack")
    return problems


def _points(rect: pygame.Rect) -> list[tuple[int, int]]:
    return [(x, y) for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)]


def test_your_turns_box_goes_round_your_piles_count_not_through_it(app, tmp_path):
    """Your count is on the line under your hand's words: the yellow box of the seat to act ends
    under it (it ran through the words' top)."""
    scene = midnight(app, tmp_path, 4)
    app.frame([], 0.05)
    seat = scene.model.seats[0]
    seat.cards = [CardSprite(TURNED[0], "up", shown=True, flight=1.0)]
    seat.cards += [CardSprite(None, "down", flight=1.0) for _ in range(6)]
    seat.showing, scene.model.actor = "Three high", 0
    scene.director.dealing = False  # (the pile dealt)
    canvas = app.display.canvas
    app.draw()
    label = count_rect(scene.director.slots[0], 6)
    assert count_words(6) in [item.text for item in FRAME.texts()]
    inside = [
        canvas.get_at((x, y))[:3]
        for x in range(label.left, label.right)
        for y in range(label.top, label.bottom)
    ]
    assert palette.YELLOW not in inside
    below = [canvas.get_at((label.centerx, y))[:3] for y in range(label.bottom, label.bottom + 12)]
    assert palette.YELLOW in below
    scene.leave()


@pytest.mark.parametrize("players", range(2, 8))
def test_a_popup_word_keeps_off_the_piles_count(players):
    """A play-test: a turned four's BONUS! rose over the seat's "4 LEFT". A popup's plate, from
    where it starts to where it has risen, stays left of the count, in its seat."""
    from game.felt.director import Director
    from game.felt.popup_place import POPUP_RISE
    from game.felt.table_model import Seat, TableModel
    from game.platform.text import BODY
    from game.platform.tween import Tweens

    model = TableModel()
    model.no_peek = True
    model.seats = [Seat(f"P{number}", "", number == 0) for number in range(players)]  # no cards yet
    director = Director(model, Tweens(), 0, {})
    director.slots = layout.seat_slots(players)
    for seat, slot in director.slots.items():
        for word in ("BONUS!", "WILD"):
            director.popup(word, seat, palette.YELLOW)
            x, y = model.popups[-1].pos
            plate = pygame.Rect(0, 0, len(word) * BODY + 8, BODY + 8)
            plate.center = (round(x), round(y))
            path = plate.union(plate.move(0, -POPUP_RISE))
            assert slot.x <= path.left and path.right <= slot.x + slot.width, (players, seat, word)
            for pile in range(1, 10):
                assert not path.colliderect(count_rect(slot, pile)), (players, seat, word, pile)


@pytest.mark.parametrize("no_peek", [False, True])
@pytest.mark.parametrize("players", range(2, 8))
def test_a_wild_bonus_cards_bonus_and_wild_words_stand_side_by_side(players, no_peek):
    """A play-test: a bonus card that is wild rose BONUS! and WILD over each other, both unread.
    The second stands beside the first, both in the seat (and left of a pile's count), or, with
    no room beside it, waits for the first to go (tests/test_ui_popup_clear.py)."""
    from game.felt.director import Director
    from game.felt.table_model import Seat, TableModel
    from game.platform.text import BODY
    from game.platform.tween import Tweens

    model = TableModel()
    model.no_peek = no_peek
    model.seats = [Seat(f"P{number}", "", number == 0) for number in range(players)]  # no cards yet
    director = Director(model, Tweens(), 0, {})
    director.slots = layout.seat_slots(players)
    for seat, slot in director.slots.items():
        director.popup("BONUS!", seat, palette.YELLOW)
        director.popup("WILD", seat, palette.YELLOW)
        plates = []
        (first, _), (second, waiting) = director.seat_popups[seat]
        for popup in (first, second):
            plate = pygame.Rect(0, 0, len(popup.text) * BODY + 8, BODY + 8)
            plate.center = (round(popup.pos[0]), round(popup.pos[1]))
            plates.append(plate)
            assert slot.x <= plate.left and plate.right <= slot.x + slot.width, (players, seat)
            assert not no_peek or not plate.colliderect(count_rect(slot, 9)), (players, seat)
        waits = waiting.delay >= 1 and second not in model.popups
        assert waits or not plates[0].colliderect(plates[1]), (players, seat, plates)
    director.tweens.finish_all()
    assert model.popups == [] and not any(director.seat_popups.values())


def test_the_piles_count_waits_for_the_deal_and_then_only_counts_down(app, tmp_path):
    """A play-test: "N LEFT" counted up as the deal came in, as if the pile grew. No count is
    written until the pile is dealt; from then on each seat's count only goes down as it turns
    (or up by a bonus card put under the pile)."""
    from engine.events import Deal, Turn

    scene = midnight(app, tmp_path, 4)
    seen: dict[int, list[int]] = {number: [] for number in range(4)}
    for _frame in range(3000):
        shown = scene.player.pot_events
        if any(isinstance(event, Turn) for event in shown) and len(shown) > 60:
            break
        app.frame([], 0.05)
        texts = {(item.rect.right, item.rect.y): item.text for item in FRAME.texts() if "LEFT" in item.text}
        dealt = sum(isinstance(event, Deal) for event in shown)
        if dealt < 4 * 7:  # (Midnight Baseball: seven cards each)
            assert texts == {}, f"a count during the deal: {texts}"
        for number, slot in scene.director.slots.items():
            for pile in range(1, 10):
                rect = count_rect(slot, pile)
                if texts.get((rect.right, rect.y)) == count_words(pile):
                    seen[number].append(pile)
        if scene.buttons is not None:
            kinds = scene.table.legal_actions().kinds
            scene.choose(next((k for k in ("turn", "check", "call") if k in kinds), kinds[0]))
    bonus = sum(isinstance(e, Deal) and e.why == "bonus" for e in scene.player.pot_events)
    for number, counts in seen.items():
        assert counts and counts[0] == 7, (number, counts[:3])  # the whole pile, at once
        rises = sum(later > earlier for earlier, later in itertools.pairwise(counts))
        assert rises <= bonus, (number, counts)
    scene.leave()


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [2, 4, 5, 7])
def test_a_second_row_of_turned_cards_covers_no_words_and_the_turn_box_goes_round_it(
    app, tmp_path, players, size
):
    """A newcomer's play-test: a seat's second row of turned cards hid its SHOWING line and its
    pile's "N LEFT" (Casey's four bonus cards), at either TEXT SIZE, and the yellow box of the seat
    to act ended above the row. Every seat's rows lie a whole card apart, its hand in words and its
    count are written where its block has room for them (at TEXT SIZE large a long second row
    leaves none), none under a card (frame_problems), and the box goes round every card of the
    seat to act."""
    write_eight_seat_profiles(tmp_path)
    (tmp_path / "user-profiles" / "midnight-seven.yaml").write_text(SEVEN, encoding="utf-8")
    app.settings.reduced_motion, app.settings.text_size = True, size
    scene = table_scene(app, profile="midnight-seven" if players == 7 else "night-baseball", players=players)
    app.frame([], 0.05)
    deck = parse_cards("3s 9h 4d 3c 6s 9s 8d 4c Ts Jh 3d 9c 4s")
    canvas = app.display.canvas
    for turned, actor in itertools.product(range(6, layout.MAX_CARDS), range(1, players)):
        turn_every_seat(scene, deck, turned)
        for seat in scene.model.seats:
            seat.showing = "Pair"
        scene.model.actor = actor
        app.draw()
        where = f"{players} players, {size}, {turned} turned, seat {actor} to act"
        assert frame_problems(where) == [], where
        texts = [item.text for item in FRAME.texts()]
        # at TEXT SIZE large the rows lie a whole card apart (the first row's stars and + marks in
        # view) and leave no line under them: the cards closed up to each one's need, the second row
        # lies left of the count to the eleventh turned card, from the twelfth it reaches under the
        # stack, which alone shows the pile; the words go beside the second row, "Pair" whole at
        # every seat (a clipped "P\u2026" said nothing)
        large = size == "large"
        for seat in range(1, players):
            rows = sorted({round(y) for _, y in scene.director.seat_places(seat)})
            assert all(below - above > CARD_H for above, below in itertools.pairwise(rows)), (where, seat)
        # (a top seat with the band's room, layout.TOP_W wide, keeps its second row left of its
        # count: two players' and four's, five's two; at the normal size only the side seats have
        # no line under their rows, layout.SIDE_CLEARANCE, and from the twelfth lose the count too)
        slots = scene.director.slots.values()
        wide = sum(slot.width == layout.TOP_W for slot in slots)
        sides = sum(slot.y == scene.director.places.mid_y for slot in slots)
        counts = (1 + wide if large else players - sides) if turned > 11 else players
        assert texts.count(count_words(layout.MAX_CARDS - turned)) == counts, where
        said = players - 1  # (yours: SHOWING Pair)
        assert texts.count("Pair") == said, where
        assert not [text for text in texts if text.endswith("\u2026")], where
        slot = scene.director.slots[actor]
        low = max(round(y) + CARD_H for _, y in scene.director.seat_places(actor))
        edge = [canvas.get_at((slot.x - 6, y))[:3] for y in range(slot.cards_y, low + 1)]
        assert set(edge) == {palette.YELLOW}, where
    scene.leave()


def test_a_bonus_card_put_under_the_pile_marks_the_stack_and_counts_as_it_lands(app, tmp_path):
    """A newcomer's play-test (Midnight Baseball): a four turned up earns a card face down to the
    bottom of the pile; "You earn a bonus card" was told and nothing showed until the card was
    turned. It flies to the pile, the count goes up as it lands (not before), in orange, and the
    stack bears the bonus mark in its upper right corner, the card still face down."""
    from engine.events import Deal

    scene = midnight(app, tmp_path, 4)
    app.frame([], 0.05)
    turn_every_seat(scene, TURNED, 3)  # four cards left in every pile
    canvas, tweens = app.display.canvas, scene.director.tweens
    for seat in (0, 1):
        slot = scene.director.slots[seat]
        tag = bonus_tag(pygame.Rect(pile_place(slot, 0), (CARD_W, CARD_H)), right=True)
        corner = (tag.x + 2, tag.y + 2)  # inside the + tag, off its black cross
        scene.director.play(Deal(seat, None, "down", "bonus"))
        app.draw()  # in the air: the pile not yet grown, not marked
        counts = [item.text for item in FRAME.texts() if "LEFT" in item.text]
        assert counts.count(count_words(4)) == 4 - seat and canvas.get_at(corner)[:3] != palette.ORANGE, seat
        tweens.finish_all()
        app.draw()
        counts = [item.text for item in FRAME.texts() if "LEFT" in item.text]
        assert counts.count(count_words(5)) == 1 + seat, (seat, counts)
        assert canvas.get_at(corner)[:3] == palette.ORANGE, seat
        label = scene.renderer.pile_count(scene.model, scene.director, seat, scene.director.seat_places(seat))
        assert label is not None and palette.ORANGE in _colours(canvas, label[1]), seat
        assert scene.model.seats[seat].cards[-1].card is None  # (not revealed)
    scene.leave()


def _colours(canvas: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    return {tuple(canvas.get_at(point)[:3]) for point in _points(rect)}
