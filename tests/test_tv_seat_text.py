"""A seat's words on the TV, as a host play-test read them. A No Peek seat's hand in words beside
its pile's count wrapped mid-name ("Pair" / "of 5s", "Queen" / "high") where the seat's line held
it whole; one seat said "Two pair" beside another's "Two pair, 10s and 8s" (its block's one line
taken for all the room it had); WILD rose over a seat's first words ("Ac[WILD]wild": placed before
the seat said them); a one-line plate read MAXIM… BOT NEXT HAND, the name cut for the reason.
Checked on the rectangles drawn (game.platform.frame_log) at every seat count of Night and
Midnight Baseball, at both TEXT SIZEs."""

from __future__ import annotations

import pytest
from test_seat_plate_long_names import NAME, said
from test_ui_card_rows import table
from test_ui_popup_clear import words_hit
from test_ui_support import table_scene

from engine.cards import parse_cards
from engine.events import Turn
from game.felt import layout
from game.felt.plate_lines import shortened
from game.felt.seat_words import NET_ROOM, clip, name_room, seats_form, status_forms
from game.felt.table_draw import TableRenderer
from game.felt.table_model import CardSprite
from game.platform.frame_log import FRAME
from game.telling.away_words import ABSENCE_WORDS
from game.telling.hand_words import form_ladder
from game.telling.wild_reason import showing_words

WILD = frozenset("39")
HANDS = ["5c 4d 5d", "Qd 7c", "Ah Ad 2c 2d 4c", "Th Td 8s 8c 4h", "Kh Kd Ks 2c 2d", "3d"]
GAMES = {"night-baseball": 5, "midnight-baseball": 6}  # game -> its most seats


def seat_lines(slot) -> list[str]:
    """The lines of a seat's hand in words drawn this frame: at its left edge, under its cards."""
    return [
        item.text
        for item in FRAME.texts()
        if item.rect.x == slot.x and slot.cards_y < item.rect.y < slot.words_floor and not item.floating
    ]


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_seats_words_beside_its_count_are_the_tables_form_in_the_fewest_lines(app, game, size):
    app.settings.text_size, app.settings.reduced_motion = size, True
    for players in range(2, GAMES[game] + 1):
        scene = table_scene(app, profile=game, players=players)
        app.frame([], 0.05)
        director, model = scene.director, scene.model
        director.dealing = False
        for number, seat in enumerate(model.seats):
            cards = parse_cards(HANDS[number % len(HANDS)])
            seat.cards = [
                CardSprite(card, "up", wild=card.rank in WILD, shown=True, flight=1.0) for card in cards
            ]
            seat.cards += [CardSprite(None, "down", flight=1.0) for _ in range(4)]
            seat.showing = showing_words(cards, WILD)
        FRAME.clear()
        app.draw()
        body = director.places.body
        rung = seats_form(director.slots.values(), body)
        for number, seat in enumerate(model.seats):
            if number == director.human:  # (SHOWING and BEST)
                continue
            slot = director.slots[number]
            lines, form = seat_lines(slot), form_ladder(seat.showing)[rung]
            where = f"{players} seats, seat {number}: {lines} {slot}"
            # the table's one form; a shorter one only where the table's two lines leave the pile's
            # count no line over the band under the seat, the count under it (seat_words.seat_lines:
            # at TEXT SIZE large "2 LEFT" under "Two pair," / "9s, 3s" reached over the game's corner)
            counted = [
                item
                for item in FRAME.texts()
                if item.text.endswith(" LEFT") and slot.rect.contains(item.rect)
            ]
            shorter = " ".join(lines) in form_ladder(seat.showing)[rung + 1 :] and bool(counted)
            assert " ".join(lines) == form or shorter, where
            if len(lines) > 1:  # wrapped only where the seat's line could not hold it
                assert len(form) > slot.width // body, where
        scene.leave()
        app.stack.pop()
        app.stack.apply_requests()


@pytest.mark.parametrize("size", ["normal", "large"])
def test_wild_turned_first_rises_clear_of_the_words_it_makes(app, size):
    app.settings.text_size, app.settings.reduced_motion = size, False
    problems: list[str] = []
    for players in range(2, GAMES["midnight-baseball"] + 1):
        scene = table_scene(app, profile="midnight-baseball", players=players)
        app.frame([], 0.05)
        scene.director.dealing = False
        for seat in scene.model.seats:
            seat.cards, seat.showing = [CardSprite(None, "down", flight=1.0) for _ in range(7)], ""
        for number in range(players):  # each turns a 3 first: "Wild 3 = A" and WILD at once
            scene.director.on_turn(Turn(number, parse_cards("3d")[0]))
        for _ in range(40):
            FRAME.clear()
            app.draw()
            problems += words_hit(f"{size} {players} seats")
            scene.tweens.update(0.05)
        assert all(seat.showing for seat in scene.model.seats)  # each said its 3, as it turned
        scene.leave()
        app.stack.pop()
        app.stack.apply_requests()
    assert not problems, "\n".join(dict.fromkeys(problems))


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_one_line_plate_cuts_the_reason_before_the_name(app, size):
    """A host play-test's TV read MAXIM… BOT NEXT HAND on its bottom seat: the name, the thing a
    room reads, keeps every letter the plate's line leaves it beside the status's shortest word."""
    places = layout.LAYOUTS[size]
    for net in (-1, -12):
        for status in ["FOLDED", *ABSENCE_WORDS.values()]:
            director, model, _ = table(6, places, {})
            for seat in model.seats:
                seat.name, seat.since = NAME, seat.balance - net
                seat.folded = status == "FOLDED"
                seat.away = status in ABSENCE_WORDS.values()
                seat.away_words = status if seat.away else ""
            FRAME.clear()
            TableRenderer(app.text, app.cards, places=places).draw(app.display.canvas, model, director)
            for number, slot in director.slots.items():
                if slot.name_lines != 1:
                    continue
                line = min(
                    (item for item in FRAME.texts() if item.rect.y == slot.y and item.rect.x >= slot.x),
                    key=lambda item: item.rect.x,
                ).text
                name, word = said(line, status)
                room = name_room(slot, places.body, len(str(net)))
                shortest = min(status_forms(status), key=len)
                where = (size, net, status, number, line)
                on = [item for item in FRAME.texts() if item.rect.y == slot.y]
                texts = [item.text for item in on if slot.x <= item.rect.x < slot.x + slot.width]
                # the status is said, whole, beside the name or in the net's place (where it has no room
                # beside the name: tests/test_plate_status_never_cuts_the_name.py)
                assert word or shortest in texts, where
                # (or the one cut it has whatever its net and turn: seat_words.one_line_name)
                kept = clip(NAME, room + len(str(net)) - NET_ROOM)
                assert name in (NAME, kept, shortened(NAME, room - len(shortest) - 1)), where
