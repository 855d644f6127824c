"""A seat's hand in words reads as the hand's name or says nothing, never a piece of it (issue 31,
the last newcomer's and a host's play-tests, Baseball with many fours at 4 to 8 players): a side
seat's "Three 4's" wrapped beside its second row as "3" / "4's" (the count alone read as a card),
and a winner's "Royal flush" said "Royal" (the table's tightest form) where two lines had room for
it whole. On the lines every seat of a stud table draws (seat_lines, as seat_draw draws them), 7 to
13 cards (two dealt down, the last down too), both TEXT SIZEs (one canvas at 1920x1080 and
1280x720); game.felt.whole_names."""

from __future__ import annotations

import pytest
from test_side_seat_clear_of_the_bottom_band import stud

from engine.cards import parse_cards
from game.felt.table_model import CardSprite
from game.felt.whole_names import fuller_first, splits_a_count, splits_a_name
from game.platform.text import wrap_whole
from game.telling.hand_words import any_ranks_letters, form_ladder

DECK = parse_cards("2h 2d 4c 2s 4d Jh 4s 2c 9d 4h Kc Qd Th")  # a Baseball hand of fours, a wild 9
# each hand's words and what a seat may say of them: the whole name or its own shorter form
SAID = {
    "Three 4's": ("Three 4's", "3 4's"),
    "Royal flush": ("Royal flush",),
    "Four 2's": ("Four 2's", "4 2's"),
}


def hand(cards: int, down: bool) -> list[CardSprite]:
    sprites = [
        CardSprite(card, "up", wild=card.rank in "39", shown=True, flight=1.0) for card in DECK[:cards]
    ]
    for sprite in sprites:
        sprite.bonus = sprite.card.rank == "4"
    if down:  # (another seat's: its first two cards and its last dealt down)
        for index in (0, 1, -1):
            sprites[index] = CardSprite(None, "down", flight=1.0)
    return sprites


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_every_seat_says_a_hand_whole_or_not_at_all(app, tmp_path, players, size):
    scene = stud(app, tmp_path, players, size)
    scene.director.dealing = False
    renderer, director = scene.renderer, scene.director
    problems = []
    for cards in range(7, 14):
        for words, forms in SAID.items():
            for number, seat in enumerate(scene.model.seats):
                seat.cards, seat.showing = hand(cards, down=number != 0), words
            app.draw()
            for number, slot in director.slots.items():
                laid = director.seat_places(number)
                lines = [
                    line
                    for line, _ in renderer.seat_lines(
                        scene.model.seats[number], slot, laid, None, renderer.rung
                    ).words
                ]
                said = " ".join(lines).removeprefix("SHOWING ")
                if lines and (said not in forms or splits_a_count(lines)):
                    problems.append(
                        f"{players} players, {size}, {cards} cards: seat {number} said {lines} for {words!r}"
                    )
    scene.leave()
    assert not problems, "\n".join(problems[:20])


def test_a_count_is_never_apart_from_its_rank():
    # (a count in figures alone reads as a card; "Three" / "A's" reads as the hand's name)
    assert splits_a_count(["3", "4's"]) and splits_a_count(["Pair", "2", "10's"])
    assert (
        not splits_a_count(["3 4's"])
        and not splits_a_count(["Two", "pair"])
        and not splits_a_count(["Royal", "flush"])
        and not splits_a_count(["Three", "A's"])
    )


# hands a newcomer read in two forms or on three lines: "Three J's" beside "3 J's", "Str" / "flush" / "to 8"
NAMED = ("Three J's", "Straight flush to 8", "Four 2's", "Full house, 4's over 2's")


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_every_seat_says_a_hand_in_its_fullest_form_on_two_lines_at_most(app, tmp_path, players, size):
    """One hand, one name where room allows: the table's form on up to two lines, a shorter one only
    where two lines of the seat's block cannot hold it whole (issue 31: a newcomer saw "Three J's"
    and "3 J's", and "Str flush to 8" over three lines), spelt out where it fits ("Straight flush to 8": a newcomer
    read "Str flush to 9" with the room for it whole)."""
    scene = stud(app, tmp_path, players, size)
    scene.director.dealing = False
    renderer, director = scene.renderer, scene.director
    problems = []
    for cards in range(7, 14):
        for words in NAMED:
            for number, seat in enumerate(scene.model.seats):
                seat.cards, seat.showing = hand(cards, down=number != 0), words
            app.draw()
            for number, slot in director.slots.items():
                if number == director.human:  # (yours after SHOWING: test_hand_words_large)
                    continue
                laid = director.seat_places(number)
                drawn = renderer.seat_lines(scene.model.seats[number], slot, laid, None, renderer.rung)
                lines = [line for line, _ in drawn.words]
                columns = drawn.written.width // renderer.places.body
                floor = (drawn.written.words_floor - drawn.top) // drawn.written.line
                # (the lines over the band under the seat, none in a block with no words: hand_words)
                room = min(floor, 2) if drawn.written.word_lines else 0
                ladder = form_ladder(words)

                def holds(form: str, columns: int = columns, room: int = room) -> bool:
                    wrapped = wrap_whole(form, columns)
                    return (
                        max(map(len, form.split())) <= columns
                        and len(wrapped) <= room
                        and not splits_a_name(wrapped)  # ("Straight" / "flush to 8": whole_names)
                        # (on one line, as every hand of its kind would be: "4's full" where
                        # "10's full, 10's" is not)
                        and (room > 1 or any_ranks_letters(form) <= columns)
                    )

                # the table's form, spelt out where that fits ("Straight flush to 8": whole_names)
                fuller = [form for form in fuller_first(ladder[renderer.rung :][:1], ladder) if holds(form)]
                fullest = next(iter(fuller), "")
                where = f"{players} players, {size}, {cards} cards: seat {number} ({columns} x {room})"
                if len(lines) > 2 or (fullest and " ".join(lines) != fullest):
                    problems.append(f"{where} said {lines} for {words!r}")
    scene.leave()
    assert not problems, "\n".join(problems[:20])
