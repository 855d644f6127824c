"""A pot's result in a short middle of the table (a Midnight Baseball party's top seats, their
turned rows long, leave little room under them): when not even the hands fit, the words alone
still say who won how much. A play-test saw only 'BARTHOLOMEW WINS', without the amount or the
hands: the bare form took the title of the last, most cut-down form."""

from __future__ import annotations

from fractions import Fraction

import pytest
from party_sweep import STEP, open_party, play_party

from engine.cards import parse_cards
from engine.money import mixed
from game.felt import layout
from game.felt.result_view import ResultView, result_area
from game.felt.table_model import Seat, TableModel
from game.platform.text import KEEP, wrap
from game.telling.pot_result import PotResult, ShownHand

LONG = "BARTHOLOMEW-THE-"  # sixteen letters: the longest name a guest may have


def hand(seat: int, cards: str, words: str) -> ShownHand:
    return ShownHand(seat, words, tuple((card, None) for card in parse_cards(cards)), "pair")


def first_seat_wins(amount: Fraction, winner: ShownHand, beaten: ShownHand, why: str) -> PotResult:
    """A two-seat showdown's result: seat 0 wins `amount` with `winner` over `beaten`."""
    return PotResult(((0, amount),), False, (winner,), beaten, why, "")


def view_at(app, names: tuple[str, str], result: PotResult, top: int) -> ResultView:
    """The result's panel at a table of `names`, in the middle of the table from `top` down."""
    model = TableModel(seats=[Seat(name, "", False) for name in names])
    view = ResultView(app.text, app.cards, model, result, {})
    view.area = result_area(top)
    return view


def said(view: ResultView, rows=ResultView.rows) -> str:
    """Every word the result's panel holds, spaces kept whole as spaces."""
    title, _, captions, why = rows(view)
    return " ".join([*title, *(line for lines in captions for line in lines), *why]).replace(KEEP, " ")


@pytest.mark.parametrize("top", range(layout.POT_LABEL[1], layout.CENTRE.bottom - 40, 8))
def test_the_amount_won_is_said_however_little_room_the_result_has(app, top):
    result = first_seat_wins(
        Fraction(33, 2),
        hand(0, "Ah Ad 7c 5s 2d", "Pair of aces"),
        hand(1, "Kh Kd 7h 5c 2s", "Pair of kings"),
        "Aces beat kings",
    )
    view = view_at(app, (LONG, "CPU 2"), result, top)
    if view.height(*view.rows()) > view.area.height:
        return  # nothing fits (the rule of rows: the fullest form, drawn as it is): nothing to check
    assert mixed(Fraction(33, 2)) in said(view), (top, view.rows())


@pytest.mark.slow
def test_a_midnight_partys_every_result_frame_says_the_amount(app, monkeypatch, loopback):
    """The party TV, six seats of Midnight Baseball with the widest guest's name: every frame of
    every result (showdowns at the end of the piles, pots everyone else folded) says the amount."""
    shown: list[tuple[str, str]] = []
    rows = ResultView.rows

    def recorded(view: ResultView):
        chosen = rows(view)
        shown.append((said(view), mixed(view.result.winners[0][1]) if view.result.winners else ""))
        return chosen

    monkeypatch.setattr(ResultView, "rows", recorded)
    party, devices = open_party("midnight-baseball", 6, 2)
    try:
        play_party(app, party, devices, 6)
    finally:
        party.close()
    assert shown, f"no result shown in {STEP * 3000:.0f} s of table time"
    missing = {words for words, amount in shown if amount and amount not in words}
    assert not missing, missing


@pytest.mark.parametrize("name", ["BARTHOLOMEW", "ZOË", "BARTHOLOME", LONG, "ANN 2"])
@pytest.mark.parametrize("top", range(layout.POT_LABEL[1] - 80, layout.POT_LABEL[1] + 40, 20))
def test_a_captions_colon_stays_with_the_name(app, name, top):
    """The host play-test's 'BARTHOLOMEW' / ': Straight' / 'to the ace': a name filling its line
    had the colon start the next. Now the colon ends the name's line, or the name fills its line
    and the hand's words start the next."""
    result = first_seat_wins(
        Fraction(21),
        hand(0, "Th Tc 3d 3s 9c", "Five tens"),
        hand(1, "As Kc Qd Js Td", "Straight to the ace"),
        "Five of a kind beats a straight",
    )
    view = view_at(app, ("CPU 5", name), result, top)
    _, hands, captions, _ = view.rows()
    if not hands:
        return  # the words alone: no captions
    lines = [line for caption in captions for line in caption]
    assert not any(line.startswith(":") for line in lines), (name, top, captions)
    # when the captions say the hands, after the name and a colon or a line's end
    said_words = " ".join(lines)
    assert (
        "Straight" not in said_words
        or any(line.startswith("Straight") for line in lines)
        or (": Straight" in said_words)
    )


def test_a_heading_wrapped_keeps_its_amount_whole(app):
    """A newcomer's play-test read 'BABE WINS 4' over '1/2' in the result's title."""
    winner, beaten = hand(0, "Ks Kd Ts Td Qc", "two pair"), hand(1, "7h 7d 3s 3d Qd", "two pair")
    view = view_at(
        app, ("Babe", "Casey"), first_seat_wins(Fraction(9, 2), winner, beaten, "Kings beat sevens"), 100
    )
    title, _, captions, _ = view.rows()
    # (on one line of the title, or, the title kept on one line, under the winning hand)
    lines = [
        line.replace(KEEP, " ") for line in [*title, *(line for caption in captions for line in caption)]
    ]
    assert any("4\u00bd" in line for line in lines) and not any(
        line.rstrip(":").endswith(" 4") for line in lines
    )


def test_a_large_caption_breaks_between_the_name_and_a_hand_that_fits_a_line(app):
    """A newcomer play-test at TEXT SIZE large read 'YOU: Four' over 'aces': a hand that fits a line
    of its own goes whole under the name; a longer one still wraps after the colon."""
    result = first_seat_wins(
        Fraction(12),
        hand(0, "As Ac Ad Ah 9c", "Four aces"),
        hand(1, "Ks Kc Kd 2s 2d", "Full house, kings over twos"),
        "Four of a kind beats a full house",
    )
    model = TableModel(seats=[Seat(name, "", False) for name in ("You", "Casey")])
    view = ResultView(app.text, app.cards, model, result, layout.LARGE.seat_slots(2, 0))
    _, hands, captions, _ = view.rows()
    assert view.places is layout.LARGE and hands, "the large panel has room for the hands"
    mine, theirs = ([line.replace(KEEP, " ") for line in lines] for lines in captions)
    # (the table's one form: seat_words.table_rung; one line where the panel is wide enough for it)
    assert mine in (["YOU:", "Four A's"], ["YOU: Four A's"]), mine
    assert theirs[0].startswith("CASEY:") and " ".join(theirs).endswith("K's full, 2's"), theirs


def test_at_large_the_hands_words_and_why_left_out_take_the_captions_turn(app):
    """A play-test at TEXT SIZE large found the result naming no hand and saying no why (a long
    name's caption takes the room): each takes the captions' place in turn (result_view.WHY_PAGE)."""
    from frame_checks import frame_problems

    from game.felt.result_view import WHY_PAGE
    from game.platform.frame_log import FRAME

    result = first_seat_wins(
        Fraction(33, 2),
        hand(0, "Ah Ad 7c 5s 2d", "Pair of aces"),
        hand(1, "Kh Kd 7h 5c 2s", "Pair of kings"),
        "Aces beat kings",
    )
    now = [0.0]
    model = TableModel(seats=[Seat(name, "", False) for name in (LONG, "CPU 2")])
    view = ResultView(app.text, app.cards, model, result, layout.LARGE.seat_slots(2, 0), lambda: now[0])
    view.area = result_area(140, layout.LARGE)
    _, hands, captions, why = view.rows()
    assert (
        hands and not why and "Pair of aces" not in " ".join(line for lines in captions for line in lines)
    )  # the form left them out
    pages = []
    for page in range(4):
        now[0] = page * WHY_PAGE + 0.1
        FRAME.clear()
        view.draw(app.display.canvas, 0.0)
        pages.append(" ".join(item.text for item in FRAME.texts()).replace(KEEP, " "))
        assert frame_problems(f"page {page}") == []
    assert "CPU 2" in pages[0] and "Pair of" not in pages[0] and "Aces beat kings" not in pages[0], pages[0]
    # every page names the hands' players (a newcomer read a page of words alone as nobody's); with
    # the share one word shorter ("16½", not "16 1/2") the hands' short words stand beside the
    # captions on every page, and the why takes its turn on the next
    assert all("A's" in page and "K's" in page and "CPU 2" in page and "BARTHOL" in page for page in pages), (
        pages
    )
    assert "Aces beat kings" in pages[1] and pages[2] == pages[0], pages


@pytest.mark.parametrize("columns", range(5, 12))
def test_a_caption_never_cuts_its_amount(app, columns):
    """A newcomer's play-test at TEXT SIZE large read 'WINS 4 1/' over '2' under a split pot's
    winner: 'WINS 4 1/2' was kept as one word, wider than the column, and cut at its edge."""
    winner, beaten = hand(0, "As Ad 9h 8s 7h", "Pair of As"), hand(1, "Ts Td Kh Js 8h", "Pair of 10s")
    view = view_at(app, ("Babe", "Casey"), first_seat_wins(Fraction(9, 2), winner, beaten, ""), 100)
    lines = [
        line.replace(KEEP, " ")
        for line in wrap(view.caption(winner, True, False, "BABE WINS", columns), columns)
    ]
    assert any(line.endswith("4\u00bd") for line in lines) and not any(
        line.endswith("/") for line in lines
    ), lines


@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE])
@pytest.mark.parametrize("name", ["YOU", "CASEY", "Satchel", "BARTHOLOMEW", LONG])
@pytest.mark.parametrize("amount", [Fraction(7), Fraction(11), Fraction(133), Fraction(33, 2)])
def test_a_pot_won_by_a_fold_says_the_amount(app, name, amount, places):
    """No hands shown to carry the amount under them: where 'CASEY WINS 11' is too wide for a line
    of big letters the amount stands under the title (a newcomer's play-test read 'CASEY WINS' and
    nothing more, where another pot read 'BABE WINS 7'), at both TEXT SIZEs."""
    result = PotResult(((0, amount),), True, (), None, "Everyone else folded", "")
    view = view_at(app, (name, "CPU 2"), result, layout.POT_LABEL[1])
    view.places, view.size, view.line = places, places.body, places.body + 2
    title, hands, _, _ = view.rows()
    assert not hands and title, title
    assert mixed(amount) in said(view), (name, amount, view.rows())
