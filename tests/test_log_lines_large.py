"""Every kind of log line reads whole in the room the solo table's log has at each TEXT SIZE, for
a long name too: a play-test at large read "Casey folds: price…", "BARTHOLOMEW raises 1…" and
"Satchel shows pair of…" (the large log often has one line of 22 characters for the latest
message, under a two-line prompt or what a No Peek player must beat). Where the whole message
does not fit it is said in fewer words that still say what happened (game.felt.log_forms)."""

from __future__ import annotations

import pytest

from game.felt import layout
from game.felt.log_forms import fewer_words
from game.felt.log_lines import ELLIPSIS, log_lines, message_lines

NAMES = ("You", "Casey", "Satchel", "CPU 4", "BARTHOLOMEW")
THIRD = (  # what the log says of a seat (game.telling.event_words), the longest of each kind
    "folds: price too high",
    "raises by 1 to 2",
    "raises by 1/2 to 1 1/2",
    "earns +1 card under the pile for the 4",
    "declines the bonus",
    "shows a hidden 4\u2663",
    "pays 1 for the wild card",
    "opens: left of the dealer",
    "opens 7th street: best showing",
    "opens round 12: best showing",
    "shows full house, kings over fours",
    "shows two pair, queens and fives, seven kicker",
    "shows straight flush to the jack",
    "shows three of a kind, queens",
    "shows pair of nines",
    "wins 12 1/2",
)


def second_person(words: str) -> str:
    """As game.felt.director.says tells your own moves: 'You raise by 1 to 2'."""
    verb, _, rest = words.partition(" ")
    stem = verb.rstrip(":")
    return f"{stem[:-1]}{verb[len(stem) :]} {rest}"


# the (columns, lines) the solo table gives the latest message: the centre's 22 columns, at large
# one line under the target or a two-line prompt, and the result's log under NEXT HAND
ROOMS = {"normal": [(22, 2), (22, 4), (16, 3)], "large": [(22, 1), (22, 3), (16, 3)]}


@pytest.mark.parametrize("size", ["normal", "large"])
def test_every_kind_of_latest_message_reads_whole_with_the_name_whole(size):
    assert (layout.LAYOUTS[size].log_columns, layout.LAYOUTS[size].log_lines) in [(22, 4), (22, 3)]
    for columns, most in ROOMS[size]:
        for name in NAMES:
            for words in THIRD:
                latest = f"{name} {second_person(words) if name == 'You' else words}"
                lines = log_lines(["deals hand 1 of 8", "Ann checks", latest], columns, most)
                shown = [line for line, is_latest in lines if is_latest]
                assert shown, (latest, columns, most)
                assert not any(ELLIPSIS in line for line in shown), (latest, columns, most, shown)
                said = " ".join(shown)
                assert said.startswith(name), (latest, shown)  # the name is never cut
                assert any(shown == message_lines(form, columns) for form in fewer_words(latest)), (
                    latest,
                    shown,
                )


def test_the_fewer_words_still_say_what_happened():
    assert fewer_words("Casey folds: price too high")[-1] == "Casey folds"
    assert fewer_words("BARTHOLOMEW raises by 1 to 2")[1:] == [
        "BARTHOLOMEW raises to 2",
        "BARTHOLOMEW raises",
    ]
    assert "Satchel: pair of 9's" in fewer_words("Satchel shows pair of nines")
    assert "You: K's full" in fewer_words("You show full house, kings over fours")  # (its rank kept)
    assert fewer_words("BARTHOLOMEW earns +1 card under the pile for the 4")[1:] == [
        "BARTHOLOMEW earns +1 card under the pile",
        "BARTHOLOMEW: +1 card under the pile",
        "BARTHOLOMEW: +1 under the pile",
        "BARTHOLOMEW: +1 under pile",
        "BARTHOLOMEW: +1 card",
    ]
    assert fewer_words("Casey shows a hidden 4\u2663")[-1] == "Casey shows 4\u2663"  # not a shown-down hand
    assert fewer_words("BARTHOLOMEW pays 1 for the wild card")[-1] == "BARTHOLOMEW pays 1"
