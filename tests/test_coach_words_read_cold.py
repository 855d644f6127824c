"""Every line the coach says reads cold to a newcomer (a Hold'em newcomer's No Peek play-test read
"THEY TURN 14" under their leading row and "YOUR 2 MISSED" after a card they turned as riddles):
over seeded pots of every main game, the line under the figure, each why and each line saying what
changed are gathered, and none is one of the forms that read as nothing: a bare verb and a count,
a card that "missed", an abbreviated hand ("STR TO A")."""

from __future__ import annotations

from dataclasses import replace

from test_coach_why import seats

from engine.actions import Action
from engine.bots.to_beat import why
from engine.cards import parse_cards
from engine.profile import load_profile
from engine.table import Table
from game.felt.coach import reasons, why_pages
from game.felt.coach_change import STILL_BEHIND, Seen, change, made_line, seen
from game.felt.coach_why import COLUMNS, SHORT, rival_sentence

GAMES = ("baseball", "seven-card-stud", "night-baseball", "midnight-baseball")
MOVES = ("check", "call", "turn", "decline", "pay", "bring_in")


def said_over(game: str, seed: int) -> set[str]:
    """Every line of the coach's at your decisions through one seeded pot of `game`."""
    table, said, last = Table(load_profile(game), seats(4), seed), set(), None
    for _ in range(500):
        legal = table.legal_actions()
        if legal is None or table.is_over or table.hand.number > 1:
            break
        if legal.seat == 0:
            view, names = table.view(0), [seat.name for seat in table.view(0).seats]
            said |= {*reasons(view)[:1], *why_pages(view, why(view))}
            now = seen(view)
            if last is not None:
                said |= {change(last, now, fell, names) for fell in (True, False)} - {""}
            last = now
        table.apply(Action(legal.seat, next(kind for kind in MOVES if kind in legal.kinds)))
    return said


def test_no_line_the_coach_says_is_a_riddle():
    said = {line for game in GAMES for seed in range(1, 13) for line in said_over(game, seed)}
    assert any(line.startswith("THEY: ") and line.endswith(" LEFT") for line in said)  # (it was met)
    assert STILL_BEHIND in said and any(line.endswith("DIDN'T HELP") for line in said)
    for line in said:
        assert "THEY TURN" not in line and "MISSED" not in line and "DIDN'T LEAD" not in line, line
        assert not any(word == "STR" for word in line.split()), line


def test_a_card_that_left_your_hand_as_it_was_is_said_for_what_it_did_not_do():
    before = Seen(tuple(parse_cards("Kh 4c")), "high_card", {}, {}, (SHORT["high_card"],), no_peek=True)
    after = Seen(tuple(parse_cards("Kh 4c 2d")), "high_card", {}, {}, (SHORT["high_card"],), no_peek=True)
    # the card you turned took no lead: your row is behind still, never "2 DIDN'T LEAD" (read as two
    # players), one card or several
    assert change(before, after, True, ["You"]) == STILL_BEHIND and len(STILL_BEHIND) <= COLUMNS
    two = replace(after, mine=(*before.mine, *parse_cards("2d 5s")))
    assert change(before, two, True, ["You"]) == STILL_BEHIND
    stud = (
        Seen(before.mine, "high_card", {}, {}, before.made),
        Seen(after.mine, "high_card", {}, {}, after.made),
    )
    assert change(*stud, True, ["You"]) == "2 DIDN'T HELP"
    ace = Seen(tuple(parse_cards("Kh 4c As")), "high_card", {}, {}, after.made)
    assert change(stud[0], ace, True, ["You"]) == "ACE: NO HELP"  # ("A DIDN'T HELP": an article)


def test_hands_are_named_whole_not_abbreviated():
    # a rival's straight flush as a category where its short form is all that would fit
    assert rival_sentence("BABE", "straight_flush", "Straight flush to nine") == "BABE SHOWS A STRAIGHT FLUSH"
    assert made_line("straight_flush", ("STR FLUSH",)) == "STRAIGHT FLUSH"
    assert made_line("five_of_a_kind", ("FIVE Q'S",)) == "NOW FIVE Q'S"  # (as the seat says it)
    assert made_line("straight_flush", ("ROYAL FLUSH", "ROYAL")) == "YOU MADE ROYAL"  # its own name
    assert all(len(line) <= COLUMNS for line in ("STRAIGHT FLUSH", "FIVE OF A KIND", "ACE: NO HELP"))
