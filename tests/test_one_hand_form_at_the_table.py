"""Every seat says its hand at one shortening: a newcomer's play-test read "A's over 5s" at one seat
beside "queens over fours" at the next, and "Ace high (9 is wild)" in one place beside "Ace, 3
wild" in another; a play-test read "Three sevens" then "Three 7s" as a seat's hand grew. The table
says one form for as long as it keeps its seats and TEXT SIZE, decided from them
(game.felt.seat_words.table_rung), and a lone wild's reason has one short form."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_ui_card_rows import table

from game.felt import layout
from game.felt.seat_words import long_names, seats_form, table_rung
from game.felt.table_draw import TableRenderer
from game.platform.frame_log import FRAME
from game.telling.hand_words import hand_name
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
    assert "A's full, 5's" in " ".join(said), said  # the top seat's one form (on its two lines), in
    # the fewest letters with its ranks...
    assert "Q's full, 4's" in said, said  # ...and so does yours beside it, which had room for more
    assert not any("Full house" in text or "over" in text for text in said), said
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
    assert "Babe shows pair of K's" in said and "You show Q's full, 4's" in said, said
    assert not any(word in said for word in ("kings", "queens", "aces")), said
    # with no seat's hand in words the log still says the table's form (it kept "pair of kings",
    # said while the seats' hands were short, then "Pair of 2s" went to "Pair of twos")
    alone = " ".join(said_at(app, 2, layout.NORMAL, {}, ("Babe shows pair of kings",)))
    assert "Babe shows pair of K's" in alone, alone


def test_the_form_comes_from_the_seats_room_not_their_hands():
    """Short where the longest long name cannot fit the narrowest seat that says words or your BEST
    line, tight where the longest short one cannot either; long where every seat has room for it;
    a table without words says no name to shorten."""
    longest = max(long_names(), key=len)
    assert longest.startswith("Full house, ")
    wide = (len(longest) + len("BEST ")) * 16
    assert table_rung(((wide, 1),), 16) == 0
    assert table_rung(((len(longest) * 16, 1),), 16) == 1  # (BEST's line: the short form)
    assert table_rung(((wide, 1), (len(longest) * 8, 1)), 16) == 2
    assert table_rung(((100, 0),), 16) == 0
    for places in layout.LAYOUTS.values():  # every table shipped: a side seat cannot hold the short
        assert {seats_form(places.seat_slots(n).values(), places.body) for n in range(2, 9)} == {2}


NAMES = sorted(long_names())


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.integers(2, 8),
    st.sampled_from(sorted(layout.LAYOUTS)),
    st.lists(st.sampled_from(NAMES), min_size=8, max_size=8),
    st.lists(st.sampled_from(NAMES), min_size=3, max_size=3),
)
def test_any_hands_on_the_seats_are_said_in_the_tables_one_form(app, players, size, hands, shown):
    """Whatever the seats hold, the seats and the log say the short form at every table (a long
    one only where even the short does not fit and the name alone is said): a play-test's table
    flipped between the two as hands grew."""
    places = layout.LAYOUTS[size]
    log = tuple(f"Babe shows {words[:1].lower()}{words[1:]}" for words in shown)
    said = " ".join(said_at(app, players, places, dict(enumerate(hands[:players])), log))
    for words in {*hands[:players], *shown}:
        name = hand_name(words)
        if name.long != name.short:
            assert name.long not in said and name.long.lower() not in said, (name.long, said)


def test_a_lone_wild_has_one_short_form():
    assert reason_forms("Ace high (9 is wild)") == ["Ace high (9 is wild)", "Wild 9 = A", "Ace (wild)"]


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
    assert target.line(rung=1) == "BEAT BABE: WILD 3 = A"
    pair = target_of("Babe", showing_of(parse_cards("Kh Kd 7s"), "39"))
    assert (
        pair.line(rung=1) == "BEAT BABE: PAIR OF K'S, KICKER 7"  # (the seat's 'Pair of Ks' in capitals)
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
    assert renderer.rung == 2 and "BEAT BABE: WILD 3 = A" in said, said
    assert centre_lines(model, hints=False, rung=renderer.rung) == ["BEAT BABE: WILD 3 = A"]
