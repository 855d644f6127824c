"""Every seat says its hand at one shortening: a newcomer's play-test read "A's over 5s" at one seat
beside "queens over fours" at the next, and "Ace high (9 is wild)" in one place beside "Ace, 3
wild" in another. Where one seat's words must be short, every seat's are short the same way
(game.felt.seat_words.shared_rung), and a lone wild's reason has one short form."""

from __future__ import annotations

from test_ui_card_rows import table

from game.felt import layout
from game.felt.seat_words import shared_rung
from game.felt.table_draw import TableRenderer
from game.felt.table_model import Seat
from game.platform.frame_log import FRAME
from game.telling.wild_reason import reason_forms


def said_at(
    app, players: int, places: layout.Layout, hands: dict[int, str], log: tuple[str, ...] = ()
) -> list[str]:
    director, model, _ = table(players, places, {})
    model.log.extend(log)
    for seat, words in hands.items():
        model.seats[seat].showing, model.seats[seat].revealed = words, True
    FRAME.clear()
    TableRenderer(app.text, app.cards, places=places).draw(app.display.canvas, model, director)
    return [item.text for item in FRAME.texts()]


def test_two_full_houses_shown_down_are_said_the_same_way(app):
    said = said_at(
        app, 2, layout.NORMAL, {0: "Full house, queens over fours", 1: "Full house, aces over fives"}
    )
    assert "A's over 5s" in said  # the top seat's two short lines need the ranks in figures...
    assert "Full house, Q's over 4s" in said, said  # ...and so does yours beside it
    assert not any("queens" in text for text in said), said


def test_the_log_says_a_shown_hand_as_the_seats_do(app):
    """A newcomer's play-test read "Casey shows pair of aces" in the log beside "Pair of K's" at a
    seat: the log says a shown hand at the seats' shortening (log_forms.at_rung)."""
    hands = {0: "Full house, queens over fours", 1: "Full house, aces over fives"}
    said = " ".join(
        said_at(
            app,
            2,
            layout.NORMAL,
            hands,
            ("Babe shows pair of kings", "You show full house, queens over fours"),
        )
    )
    assert "Babe shows pair of K's" in said and "full house, Q's over 4s" in said, said
    assert not any(word in said for word in ("kings", "queens", "aces")), said
    alone = " ".join(said_at(app, 2, layout.NORMAL, {}, ("Babe shows pair of kings",)))
    assert "Babe shows pair of kings" in alone, alone  # no seat short of room: whole


def test_a_seat_with_room_says_its_hand_whole():
    """Nothing is cut where no seat needs it: a seat alone says the result's words."""
    slot = layout.NORMAL.seat_slots(2)[1]
    assert shared_rung([(Seat("P1", "balanced", False, showing="Pair of kings"), slot)], 16) == 0
    assert (
        shared_rung([(Seat("P1", "balanced", False, showing="Full house, aces over fives"), slot)], 16) == 1
    )


def test_a_lone_wild_has_one_short_form():
    assert reason_forms("Ace high (9 is wild)") == ["Ace high (9 is wild)", "Ace, 9 wild", "Ace (wild)"]


def test_the_hand_to_beat_is_said_at_the_seats_shortening(app):
    """A newcomer's play-test read "ACE HIGH (3 IS WILD)" in the middle beside "Ace, 3 wild" at the
    seat: where the seats' words are short, No Peek's hand to beat is short the same way."""
    from engine.cards import parse_cards
    from engine.view import showing_of
    from game.felt.centre_words import centre_lines
    from game.telling.hints import target_of
    from game.telling.wild_reason import wild_reason

    lone = parse_cards("3h")
    target = target_of("Babe", showing_of(lone, "39"), wild_reason(lone, "39").upper())
    assert target.line().replace("\xa0", " ") == "BEAT BABE: ACE HIGH (3 IS WILD)"
    assert target.line(rung=1) == "BEAT BABE: ACE, 3 WILD"
    pair = target_of("Babe", showing_of(parse_cards("Kh Kd 7s"), "39"))
    assert (
        pair.line(rung=1) == "BEAT BABE: PAIR OF K's, KICKER 7"
        and pair.line() == "BEAT BABE: PAIR OF KINGS, KICKER 7"
    )
    director, model, _ = table(2, layout.NORMAL, {})
    model.no_peek, model.target = True, target
    for seat, words in {0: "Ace high (3 is wild)", 1: "Full house, aces over fives"}.items():
        model.seats[seat].showing, model.seats[seat].revealed = words, True
    FRAME.clear()
    renderer = TableRenderer(app.text, app.cards, places=layout.NORMAL)
    renderer.draw(app.display.canvas, model, director)
    said = [item.text for item in FRAME.texts()]
    assert renderer.rung == 1 and "BEAT BABE: ACE, 3 WILD" in said, said
    assert centre_lines(model, hints=False, rung=renderer.rung) == ["BEAT BABE: ACE, 3 WILD"]
