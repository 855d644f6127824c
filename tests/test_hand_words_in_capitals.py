"""Hand words drawn in capitals are the seats' words in capitals, a figure's plural with an
apostrophe, every rank's alike: a host's play-test read 'YOU LEAD: PAIR OF As, KICKER 5' on the
phone and the TV, where "AS" reads as a word, a newcomer's 'PAIR 2S' as the two of spades, and a
host's 'PAIR OF J'S' in the middle beside 'Pair of Js' at the seat and 'PAIR OF JACKS' on the
phone. Ranks are words in the long form ("PAIR OF ACES"), figures in the short ("PAIR OF A'S"),
fitted as drawn. And the party TV at TEXT SIZE large keeps No Peek's kicker where it decides (it
said 'CPU 4 LEADS: PAIR As' beside a rival's pair of aces), on a second line."""

from __future__ import annotations

import re

import pytest
from frame_checks import frame_problems
from party_sweep import STEP, guest_moves, open_party
from test_party_tv_host import table_of

from engine.cards import RANK_NAMES, RANK_PLURALS, parse_cards
from engine.view import showing_of
from game.felt import layout
from game.felt.centre_words import said_short, target_lines
from game.felt.coach_why import rival_hands
from game.party.room_states import in_form
from game.platform.frame_log import FRAME
from game.telling.hand_forms import from_capitals, in_capitals
from game.telling.hand_words import form_ladder
from game.telling.hints import target_of

# a figure with a capital S after it: "AS", "QS", "2S" (a card, or a word)
FIGURE_S = re.compile(r"\b(10|[2-9JQKA])S\b")
KINDS = ("Pair of {}", "Three {}", "Four {}", "Full house, {} over fours", "Two pair, {} and twos")


@pytest.mark.parametrize("rank", list(RANK_NAMES))
def test_every_form_of_a_hand_in_capitals_is_the_seats_with_an_apostrophe(rank):
    for kind in KINDS:
        for form in form_ladder(kind.format(RANK_PLURALS[rank])):
            said = in_capitals(form)
            assert not FIGURE_S.search(said) and said == said.upper(), (form, said)
            assert said == form.upper() and from_capitals(said).lower() == form.lower()
    assert (
        in_capitals("Pair of aces") == "PAIR OF ACES" and in_capitals("J's full of 6's") == "J'S FULL OF 6'S"
    )
    assert in_capitals("Pair of 2's, kicker 5") == "PAIR OF 2'S, KICKER 5"


def test_a_line_of_capitals_is_fitted_as_drawn():
    columns = layout.LARGE.columns  # 21
    assert said_short("PAIR OF ACES, KICKER 5", columns, True) == "PAIR OF A'S, KICKER 5"  # 22 letters: 21
    assert said_short("PAIR OF QUEENS", 12) == "PAIR OF Q'S"
    assert target_lines("YOU LEAD: PAIR OF ACES, KICKER 5", columns, 2, True) == [
        "YOU LEAD:",
        "PAIR OF A'S, KICKER 5",
    ]
    assert target_lines("BEAT CPU 3: PAIR OF JACKS", columns, 1) == ["BEAT CPU 3: PAIR J'S"]
    # the long form's words are never mixed with figures ('K'S OVER FOURS'), wrapped where its name
    # stays whole on a line
    assert target_lines("BEAT BABE: FULL HOUSE, KINGS OVER FOURS", 26) == [
        "BEAT BABE: FULL HOUSE,",
        "KINGS OVER FOURS",
    ]
    assert rival_hands("three_of_a_kind", "Three kings") == [
        "THREE K'S",
        "3 K'S",
        "THREE OF A KIND",
        "3 OF A KIND",
    ]


def test_the_phones_hand_to_beat_says_the_tvs_form():
    state = {"phase": "play", "players": [], "you": None, "target": "YOU LEAD: PAIR OF ACES, KICKER 5"}
    assert in_form(state, 0)["target"] == "YOU LEAD: PAIR OF ACES, KICKER 5"
    assert in_form(state, 1)["target"] == "YOU LEAD: PAIR OF A'S, KICKER 5"  # (was 'PAIR OF As')


def test_the_party_tv_at_large_keeps_the_kicker_that_decides(app):
    """A rival shows the leader's pair of aces: the kicker is why CPU 4 leads."""
    app.settings.text_size = "large"
    party, devices = open_party("night-baseball", 5)
    try:
        table = table_of(app, party, devices, dealt=True)
        model = table.model
        for _ in range(3000):
            if party.room.waiting_for() is None:
                guest_moves(party)
            elif (
                model.target is not None and model.leader is not None and table.caught_up and table.foot_free
            ):
                break
            app.frame([], STEP)
        else:
            pytest.fail("no hand to beat")
        lead = model.leader
        rival = next(n for n, seat in enumerate(model.seats) if n != lead and not (seat.folded or seat.out))
        model.seats[lead].showing = model.seats[rival].showing = "Pair of aces"
        model.target = target_of(model.seats[lead].name, showing_of(parse_cards("5c Ah As"), frozenset()))
        FRAME.clear()
        app.draw()
        said = [item.text for item in FRAME.texts()]
        assert "PAIR OF A'S, KICKER 5" in said, said
        assert any(line.endswith(("LEADS:", "LEADS")) or line.startswith("BEAT ") for line in said), said
        assert frame_problems("party TV at large, a kicker deciding") == []
        model.seats[rival].showing = "Pair of kings"  # the pair itself decides: one line, the log's kept
        FRAME.clear()
        app.draw()
        said = [item.text for item in FRAME.texts()]
        assert not any("KICKER" in line for line in said) and any(": PAIR A'S" in line for line in said), said
    finally:
        party.close()
