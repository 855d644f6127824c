"""Every line the party TV's log shows reads whole for a seat's name of up to six letters: a host
play-test read "CPU 4 earns a bonus…" (the bet faced, pinned, left it one line) and "Ace opens:
left of…" (the target took a line; one was left). The latest message takes the room before the
pinned bet, and where even that is too little it is said in its shorter form ("Ace opens")."""

from __future__ import annotations

import pytest

from game.felt import layout
from game.felt.log_forms import fewer_words
from game.felt.log_lines import ELLIPSIS, message_lines, with_bet_faced

NAMES = ("CPU 4", "ACE", "Ann", "BARNEY", "Babe")  # seat names and the longest a seat's is short
SAYINGS = (  # what the log says of a seat (game.telling.event_words), the longest of each kind
    "earns +1 card under the pile for the 4",
    "opens: left of the dealer",
    "brings in: lowest upcard",
    "opens 7th street: best showing",
    "opens round 12: best showing",
    "folds: price too high",
    "declines the bonus",
    "raises by 10 to 20",
    "calls 10",
    "turns 10\u2665",
    "shows a hidden 4\u2663",
    "wins 120",
)


@pytest.mark.parametrize("places", layout.LAYOUTS.values(), ids=layout.LAYOUTS.keys())
@pytest.mark.parametrize("most", [1, 2])
@pytest.mark.parametrize("faced", ["", "CPU 4 bets 1"])
def test_the_latest_message_reads_whole_in_the_party_tvs_log(places, most, faced):
    columns = places.log_columns
    for name in NAMES:
        for saying in SAYINGS:
            latest = f"{name} {saying}"
            messages = ["deals hand 1 of 8", faced or "Ann checks", "Bob calls 1", latest]
            pinned, lines = with_bet_faced(messages, faced, columns, most)
            shown = [line for line, is_latest in lines if is_latest]
            assert len(pinned) + len(lines) <= most
            assert not any(ELLIPSIS in line for line in [*pinned, *(line for line, _ in lines)]), latest
            # (in the log's own wrap: an amount never alone on its last line, 'CPU 4 raises by 10' over 'to 20')
            assert any(shown == message_lines(form, columns) for form in fewer_words(latest)), latest
            assert " ".join(shown).startswith((f"{name} ", f"{name}:")), latest  # the name is never cut
