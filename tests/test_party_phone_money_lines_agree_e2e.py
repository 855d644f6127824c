"""The phone's money lines and its JOIN agree with the table (issue 31, a host play-test), in Chromium
at 390x844, fed the table's messages (the seat facts as tests/test_party_seat_left_is_one_fact.py
finds a real room sending them):

- the leave question's chips line is this game's figure and says so, beside the ledger's line for
  the night: a second game's "Your chips: -12 before this pot" over "Tonight so far: -10" read as a
  contradiction;
- a guest who left (or was taken off) reads "You have 1 in the pot in play" only while their hand
  is played out for them (their seat AWAY under their name), never beside the ante of the bot that
  plays the seat since, which the ledger never charged them;
- a new phone at a table whose one open seat was just left mid-hand is let JOIN, as the TV invites
  it (the page judged every seat taken, JOIN grey, under the TV's JOIN strip).

Run with `python -m pytest -m e2e -n 0`; screenshots go under the test's tmp_path."""

from __future__ import annotations

import pytest
from test_party_phone_playtest_e2e import ROOM, gives, ledger, phone, play_state, player, served  # noqa: F401

pytestmark = pytest.mark.e2e

POT_IN_PLAY = "Pot in play: its antes and bets count when it is won."  # (index.html's words)


@pytest.mark.parametrize("large", [False, True])
def test_the_leave_question_says_its_chips_are_this_games_beside_the_nights_line(phone, large):  # noqa: F811
    ann = phone(large)
    ann.sit()
    # her second game of the night: -12 in it before this pot, -55 the ledger's night (ledger(2))
    mine = player(0, net="-13", in_pot="1", before_pot="-12", tonight="-56")
    ann.feed(ledger(2), play_state(hand=9, players=[mine, *(player(seat) for seat in range(1, 4))]))
    ann.page.click("#leave2")
    said = ann.page.inner_text(".leaveask").split("\n")
    assert "Your chips this game: -12 before this pot, and this pot's result, won or lost." in said, said
    # the night's figure is the table's, her 1 in the pot counted out and said (a guest play-test
    # read "Tonight so far -10" beside the table's -11)
    said = "Tonight: -56 (1 in pot), 3RD of 4" + ("" if large else " people")  # (A+: fitted to one line)
    assert ann.page.inner_text("#ledgersum") == said
    ann.page.eval_on_selector("#ledger", "d => d.scrollIntoView({ block: 'end' })")
    ann.shot("this-game-beside-tonight", full=False)


def test_the_party_ended_mid_pot_says_the_nights_figure_with_that_pot_gone_back(phone):  # noqa: F811
    """The host ends the party with a pot in play: it goes back, and "Party over"'s line says the
    ledger's night (a host play-test read -6 1/2, the 1 1/2 in the refunded pot still counted out)."""
    ann = phone()
    ann.sit()
    mine = player(0, net="-13", in_pot="1", before_pot="-12", tonight="-56")
    ann.feed(ledger(2), play_state(hand=9, players=[mine, *(player(seat) for seat in range(1, 4))]))
    assert ann.page.inner_text("#ledgersum").startswith("Tonight: -56 (1 in pot)")
    ann.feed({"type": "party_over", "message": "The host has ended the party."}, ledger(2))
    assert ann.page.inner_text("#ledgersum").startswith("Tonight: -55"), ann.page.inner_text("#ledgersum")
    ann.shot("party-over-pot-gone-back", full=False)


@pytest.mark.parametrize("away", [{"type": "left", "seat": 0}, None])
def test_a_leavers_note_counts_their_hand_while_it_is_played_out_and_never_the_bots(phone, away):  # noqa: F811
    """Left (or taken off, the host then letting her back in: `away` None), her seat AWAY while its
    hand is played out for her; the next pot dealt, its bot's, her seat still hers to take back."""
    ann = phone()
    ann.sit()
    ann.feed(
        ledger(2), play_state(hand=9, players=[player(0, in_pot="1"), *(player(s) for s in range(1, 4))])
    )
    others = [player(seat) for seat in range(1, 4)]
    ann.feed(
        *([away] if away else [{"type": "removed", "seat": 0, "message": "a bot plays your seat"}]),
        gives(0, yours=True, left=away is not None),
        play_state(hand=9, you=None, players=[player(0, kind="away", in_pot="1"), *others]),
    )
    assert (
        ann.page.inner_text("#ledgerpot")
        == "You have 1 in the pot in play, counted out as on the TV until the pot is won."
    )
    bots = player(0, name="CPU 1", kind="bot", in_pot="1", tonight="")  # its ante: the bot's
    ann.feed(
        gives(0, yours=True, left=away is not None), play_state(hand=10, you=None, players=[bots, *others])
    )
    assert ann.page.inner_text("#ledgerpot") == POT_IN_PLAY
    if away:  # nor does a hand of hers wait (the banner said "your hand waits till your turn")
        assert ann.page.inner_text("#notice") == "You left the seat: a bot plays it now."
    assert ann.page.inner_text("#ledgersum").startswith("Tonight so far: -55")
    ann.page.eval_on_selector("#ledger", "d => d.scrollIntoView({ block: 'end' })")
    ann.shot("leaver-next-pot-the-bots", full=False)


def test_a_new_phone_may_join_the_seat_just_left_as_the_tv_invites_it(phone):  # noqa: F811
    omar = phone(name="omar")
    # every seat a guest's, Ann's left mid-hand (AWAY under her name, played out for her): the table
    # gives it, from the next deal
    full = [player(0, kind="away"), player(1), player(2), player(3, kind="guest")]
    omar.feed(
        {"type": "welcome", **ROOM, "protocol": 1}, gives(0, was="Ann"), play_state(players=full, you=None)
    )
    omar.page.wait_for_selector("#join:not([hidden])")
    omar.page.fill("#name", "Omar")
    assert omar.page.inner_text("#joinhint") == (
        "Hand 2 of Baseball is being played: JOIN gives you the seat Ann left, from the next deal."
    )
    assert omar.page.is_enabled("#sit")
    omar.shot("join-the-seat-just-left")
    omar.page.click("#sit")
    assert [(m["name"], "seat" in m) for m in omar.page.evaluate("window.sent") if m["type"] == "join"] == [
        ("Omar", False)
    ]
    # taken since by another newcomer: the table gives none, and the TV no longer invites
    omar.feed(gives(None), play_state(players=[player(0, arriving="Cy", kind="away"), *full[1:]], you=None))
    assert omar.page.is_disabled("#sit")
    assert omar.page.inner_text("#joinhint") == "Every seat is taken: watch, or wait for someone to leave."
