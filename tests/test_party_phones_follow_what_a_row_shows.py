"""What a seat's row shows, in words, is on every phone as the TV's seat says it for the same
face-up cards. A host play-test's phones said "Three Q's" under CPU 4's row with its 8 turned
there, while the TV's seat said "Straight to Q": while the TV catches up with a move, each card it
lands goes to the phones' rows (game.party.shown_move), and the row's words had stayed as they were
before the card. The TV here is the party TV's presenter stepped a frame at a time
(tests/test_party_phones_follow_the_chips_and_the_deal.py).

Each card counts once: a phone that connected while the TV dealt was sent the table as it stands,
which held the deal already, and each card the TV then landed was put in its row again (a row's
"9s 9s", its words "a showing hand: 9s appears twice", which stopped the party)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from party_support import Party
from test_party_phones_follow_the_chips_and_the_deal import STEP, played_party
from tv_presenter import paced_tv, tv_frame

Said = dict[tuple[int, int, tuple[str, ...]], str]  # (pot, seat, its face-up cards) -> words
PROFILES = (
    "baseball",
    "midnight-baseball",
    "night-baseball",
    "dealers-choice",
    "no-peek",
    "baseball-hidden-fours",
)
WATCHER = 5


def compare(tv_said: Said, phone_said: Said):
    """A look at a frame, `look(model, state)`: no row of the phone's `state` holds a card twice,
    and it keeps the TV's last words for each row's face-up cards and the phone's first."""

    def look(model, state):
        if state["hand"] != model.hand:
            return
        for number, row in enumerate(state["players"]):
            up = tuple(row["up"])
            assert len(set(up)) == len(up), f"pot {model.hand}, seat {number}: a card twice in {up}"
            shown = model.seats[number]
            if shown.revealed or not up:  # (a hand shown down is named whole: another test's)
                continue
            if shown.showing:  # the last words for the TV's cards (a seat out says none)
                cards = tuple(str(sprite.card) for sprite in shown.cards if sprite.face == "up")
                tv_said[model.hand, number, cards] = shown.showing
            # the first words the phone had with those cards: a card landed with the words of
            # the cards before it is the fault (the table as it stands, later, says them right)
            phone_said.setdefault((model.hand, number, up), row["showing"])

    return look


def differ(
    tv_said: Said, phone_said: Said, least: int
) -> dict[tuple[int, int, tuple[str, ...]], tuple[str, str]]:
    """(the TV's words, the phone's) for the same cards where they differ; `least`: the rows seen on both."""
    both = tv_said.keys() & phone_said.keys()
    assert len(both) >= least, "too few rows seen on both"
    return {key: (tv_said[key], phone_said[key]) for key in both if tv_said[key] != phone_said[key]}


@pytest.mark.parametrize(
    "profile, pots", [("midnight-baseball", 3), ("night-baseball", 2), ("baseball", 3), ("dealers-choice", 4)]
)
def test_a_rows_words_on_the_phone_are_the_tvs_for_the_same_face_up_cards(profile, pots):
    tv_said: Said = {}
    phone_said: Said = {}
    look = compare(tv_said, phone_said)
    played_party(profile, pots, lambda now, tv, model, seat, state: look(model, state))
    assert not differ(tv_said, phone_said, 6), "(the TV's words, the phone's) for the same cards"


@settings(max_examples=10, deadline=None)
@given(profile=st.sampled_from(PROFILES), seed=st.integers(1, 10_000), frames=st.integers(0, 60))
def test_a_phone_that_connects_while_the_tv_deals_has_each_card_once(profile, seed, frames):
    """The TV's host starts the game with no phone there; a phone connects `frames` TV frames
    later, while the TV deals (or still says who sits where), and watches two pots."""
    party = Party(profile, seats=3, seed=seed)
    room = party.room
    tv, model = paced_tv(room.n, room.host.attach(None, paces=True))
    room.start()
    tv_said: Said = {}
    phone_said: Said = {}
    look = compare(tv_said, phone_said)
    for frame in range(20000):
        tv_frame(tv, STEP)
        party.tick(STEP)
        if frame == frames:
            party.connect(WATCHER)
        state = party.last(WATCHER, "state")
        if model.hand > 2:
            break
        if state is not None and state["phase"] == "play" and model.hand >= 1:
            look(model, state)
    else:
        raise AssertionError("the pots were not played")
    assert not differ(tv_said, phone_said, 3), "(the TV's words, the phone's) for the same cards"
