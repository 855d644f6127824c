"""AUTO-CHECK on a guest's phone (issue 31): a No Peek hand was long mostly because phones answered
CHECK in the betting round after every new lead (benchmarks/bench_party_no_peek.py: 29-52 phone
answers a hand, three in four CHECK). With it on, the room checks for the guest's seat whenever it
is their betting decision and checking is free, never calling nor folding for them; off by default,
kept with the seat across a reload, and only in a No Peek pot."""

from __future__ import annotations

import random

import pytest
from party_support import Party

from engine.actions import ActionKind
from engine.events import ActionTaken
from game.party import protocol
from game.party.room import Timing

GUEST = 1


def started(profile: str) -> Party:
    party = Party(profile, seats=3, seed=11)
    party.join(GUEST, "Ann")
    party.send(GUEST, {"type": "start", "token": party.tokens[GUEST]})
    return party


def auto_check(party: Party, on: bool) -> None:
    party.send(GUEST, {"type": "auto_check", "token": party.tokens[GUEST], "on": on})


def turns(party: Party) -> list[dict]:
    """The turns offered to the guest's phone since it last set AUTO-CHECK (all, if never)."""
    inbox = party.inbox[GUEST]
    since = max((i for i, m in enumerate(inbox) if m["type"] == "auto_check"), default=0)
    return [m for m in inbox[since:] if m["type"] == "your_turn"]


def free_checks_asked(party: Party) -> list[dict]:
    """The betting turns the guest's phone was asked where checking was free."""
    return [
        t for t in turns(party) if t["decision"] == "bet" and "check" in [o["kind"] for o in t["options"]]
    ]


def the_guests_checks(party: Party) -> int:
    """The guest's seat's checks (its phone never sends one here: see `play`)."""
    table = party.room.table
    assert table is not None
    return sum(
        1 for e in table.events if isinstance(e, ActionTaken) and e.seat == 0 and e.action == ActionKind.CHECK
    )


def play(party: Party, hands: int, seed: int = 3) -> list[bool]:
    """The guest answers what it is asked at random (never CHECK where it is asked: a phone's
    check is the test's to count), the bots play, until `hands` pots have ended; for each free
    check the phone was asked, whether the guest's row led then."""
    rng = random.Random(seed)
    leading: list[bool] = []

    def choose(kinds: list[str]) -> str:
        if "check" in kinds:
            table = party.room.table
            leading.append(table is not None and table.public_view().lead == 0)
        return rng.choice([k for k in kinds if k != "check"] or kinds)

    party.play_until(
        lambda: sum(1 for m in party.inbox[GUEST] if m["type"] == "hand_result") >= hands, choose
    )
    return leading


def test_it_is_off_until_tapped_and_then_the_room_checks_for_the_guest_when_checking_is_free():
    off = started("night-baseball")
    play(off, 2)
    assert free_checks_asked(off), "without AUTO-CHECK the phone answers its free checks itself"

    on = started("night-baseball")
    auto_check(on, True)
    said = on.last(GUEST, "auto_check")
    assert said is not None and said["on"] is True  # said back to the phone
    leading = play(on, 3)
    # never asked a free check but while its own row led (game.play.auto_check: that bet is theirs)
    assert len(free_checks_asked(on)) == len(leading) and all(leading), leading
    assert the_guests_checks(on) > 0
    # a bet to meet is still the guest's: asked, with CALL or FOLD, never answered for them
    assert any(t["decision"] == "bet" for t in turns(on)), "no bet was ever put to the guest"


def test_it_checks_only_on_the_guests_own_turn_and_never_calls():
    party = started("night-baseball")
    auto_check(party, True)
    host = party.room.host
    for _ in range(4000):
        table = party.room.table
        if sum(1 for m in party.inbox[GUEST] if m["type"] == "hand_result") >= 2:
            break
        legal = table.legal_actions() if table is not None else None
        checked = legal is not None and host.checks_for(legal)
        if checked:  # only the guest's own betting decision, with checking legal
            assert legal.seat == 0 and legal.decision == "bet" and ActionKind.CHECK in legal.kinds
        pending = party.pending_turn()
        if pending is not None:
            client, turn = pending
            kinds = [o["kind"] for o in turn["options"]]
            leads = party.room.table.public_view().lead == 0  # (the room checked those but where she led)
            assert turn["decision"] != "bet" or "check" not in kinds or leads
            party.act(client, "fold" if "fold" in kinds else kinds[0], turn["turn"])
            continue
        party.await_thinking_bot()
        party.tick(0.1)
    calls = [e for e in party.room.table.events if isinstance(e, ActionTaken) and e.seat == 0]
    assert calls and all(
        e.action in (ActionKind.CHECK, ActionKind.FOLD, ActionKind.TURN) or e.why for e in calls
    )


def test_it_hands_a_free_check_back_while_the_guests_row_leads_as_at_the_tv():
    """One rule for the TV's player and the phones (game.play.auto_check): the TV's handed a free
    check back while your row led (a newcomer had just taken the lead with four 8s), the phones'
    checked it."""
    party = started("night-baseball")
    auto_check(party, True)
    host, handed_back, sent = party.room.host, 0, 0
    for _ in range(6000):
        table = party.room.table
        if sum(1 for m in party.inbox[GUEST] if m["type"] == "hand_result") >= 4:
            break
        legal = table.legal_actions() if table is not None else None
        if (
            legal is not None
            and legal.seat == 0
            and legal.decision == "bet"
            and ActionKind.CHECK in legal.kinds
        ):
            # (where her row does not lead the room checks within the tick that brings the turn)
            assert table.public_view().lead == 0 and not host.checks_for(legal)
            handed_back += 1
        pending = party.pending_turn()
        if pending is not None:
            client, turn = pending
            kinds = [o["kind"] for o in turn["options"]]
            sent += "check" in kinds
            party.act(
                client, "check" if "check" in kinds else "call" if "call" in kinds else kinds[0], turn["turn"]
            )
            continue
        party.await_thinking_bot()
        party.tick(0.1)
    assert handed_back and the_guests_checks(party) > sent, (handed_back, sent)  # and checked for elsewhere


def test_it_is_kept_with_the_seat_across_a_reload():
    party = started("night-baseball")
    auto_check(party, True)
    token = party.tokens[GUEST]
    party.room.disconnect(GUEST)
    party.connect(2)
    party.send(2, {"type": "resume", "token": token})
    assert party.last(2, "auto_check")["on"] is True
    assert party.room.host.sitters[0].auto_check
    auto_check_from = {"type": "auto_check", "token": token, "on": False}
    party.send(2, auto_check_from)
    assert party.last(2, "auto_check")["on"] is False and not party.room.host.sitters[0].auto_check


def test_it_never_plays_for_a_stud_pot():
    """Baseball's betting is a stud game's: AUTO-CHECK is No Peek's, the phone asked as before."""
    party = started("baseball")
    auto_check(party, True)
    play(party, 4)
    assert free_checks_asked(party), "a stud pot's free check is the guest's own"


def test_a_seat_its_guest_left_passes_to_the_next_guest_without_it():
    party = started("night-baseball")
    auto_check(party, True)
    party.send(GUEST, {"type": "leave", "token": party.tokens[GUEST]})
    party.play_until(lambda: not party.room.leaving, lambda kinds: kinds[0])
    assert not party.room.host.sitters[0].auto_check


@pytest.mark.parametrize("on", ["1", '"true"', "null"])
def test_on_is_true_or_false(on):
    with pytest.raises(protocol.ProtocolError, match="true or false"):
        protocol.parse(f'{{"type": "auto_check", "token": "t", "on": {on}}}')
    assert protocol.parse('{"type": "auto_check", "token": "t", "on": false}') == protocol.AutoCheck(
        "t", False
    )


def test_it_is_kept_when_the_guest_leaves_and_is_back_before_the_table_moved_for_her():
    """A quick return (game.party.quick_return) gives the seat back as a reload does: AUTO-CHECK
    with it. While her hand is the away rule's, the host checks nothing for her on its account."""
    party = Party("night-baseball", seats=3, seed=7, timing=Timing(bot_delay=2.0, hand_pause=0.0))
    room = party.room
    party.join(GUEST, "Ann", seat=1, device="anns-phone")
    seat = party.last(GUEST, "joined")["seat"]
    party.send(GUEST, {"type": "start", "token": party.tokens[GUEST]})
    auto_check(party, True)
    assert room.table.legal_actions().seat != seat  # (a bot thinks first: her hand is untouched)
    party.send(GUEST, {"type": "leave", "token": party.tokens[GUEST]})
    assert seat in room.leaving and not room.host.sitters[seat].auto_check
    party.send(GUEST, {"type": "join", "name": "Ann", "room": room.code, "device": "anns-phone"})
    assert room.guests[seat] is not None and not party.last(GUEST, "joined")["waiting"]  # her hand back
    assert party.last(GUEST, "auto_check")["on"] is True
    assert room.host.sitters[seat].auto_check


def test_the_guest_owns_it_and_the_host_reads_it_from_them():
    """One owner: the seat's Sitter reads the guest's AUTO-CHECK (Sitter.choices), no copy of it
    that the room must hand over again after every change."""
    party = started("night-baseball")
    guest, sitter = party.room.guests[0], party.room.host.sitters[0]
    assert guest is not None and not sitter.auto_check
    guest.auto_check = True
    assert sitter.auto_check
