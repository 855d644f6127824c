"""The party keeps tonight's ledger (game.play.night_keeper) from the table host's standings: a
guest counts from their first pot, one who leaves and comes back on the same phone is one person
(two Anns on two phones are two), a crash loses nothing already recorded, and each phone gets the
ledger with its own line marked."""

from __future__ import annotations

import random
from fractions import Fraction

from party_support import Party

from engine.events import HandEnd
from game.party.known_guests import digest
from game.party.room import Timing
from game.play import ledger_file
from game.play.host_facts import SessionDone
from game.play.ledger import Ledger

SLOW_DEALS = Timing(bot_delay=0.0, hand_pause=5.0)


def pots_ended(party: Party) -> int:
    table = party.room.table
    return 0 if table is None else sum(isinstance(event, HandEnd) for event in table.events)


def night(party: Party) -> Ledger:
    keeper = party.room.night
    assert keeper is not None
    return keeper.ledger


def totals(ledger: Ledger) -> dict[str, Fraction]:
    return {line.shown: line.total for line in ledger.lines()}


def test_a_guest_joining_mid_session_counts_from_their_first_pot(home):
    party = Party(seats=3, timing=SLOW_DEALS, keep_ledger=True)
    room = party.room
    party.connect(9)
    room.start()
    for _ in range(20_000):  # bots alone until a pot leaves seat 1's bot with a net
        party.tick(0.5)
        if room.table.between_hands and room.table.nets()[1] != 0:
            break
    bot_before = room.table.nets()[1]
    party.join(1, "Cat", seat=1, device="cats-phone")
    party.tick(6.0)  # the next deal is Cat's
    party.play_until(lambda: room.table.is_over, random.Random(3).choice)
    session = night(party).sessions[0]
    assert session.over and sum((net for _, net in session.nets), Fraction(0)) == 0
    people = totals(night(party))
    assert people["CPU 2"] == bot_before  # the bot keeps what it won before Cat sat down
    assert people["Cat"] == room.table.nets()[1] - bot_before
    assert {line.shown for line in night(party).lines() if line.person.bot} == {"CPU 1", "CPU 2", "CPU 3"}
    # on disk as it stands, and every phone told with the TV's result: Cat's line is Cat's
    assert ledger_file.load(night(party).night)[0] == night(party)
    message = party.last(1, "ledger")
    assert message is not None and [line["name"] for line in message["lines"] if line["you"]] == ["Cat"]
    # a page with no seat is no guest: the night's totals are not its to read (a host play-test's
    # stranger read everyone's on a locked room's join page)
    assert party.last(9, "ledger") is None


def leave(party: Party, client: int) -> None:
    party.send(client, {"type": "leave", "token": party.tokens[client]})


def test_a_guest_back_on_the_same_phone_is_one_person_and_two_anns_are_two(home):
    party = Party(
        seats=3, timing=Timing(bot_delay=0.0, hand_pause=1.0), keep_ledger=True
    )  # a pot a tick at most
    room = party.room
    rng = random.Random(5)
    party.join(1, "Ann", device="phone-a")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    party.play_until(lambda: pots_ended(party) >= 2, rng.choice)
    leave(party, 1)
    party.play_until(lambda: pots_ended(party) >= 3, rng.choice)
    party.join(1, "ann", device="phone-a")  # back, the name typed as before (case aside)
    party.join(2, "Ann", device="phone-b")  # another Ann, on another phone
    party.play_until(lambda: night(party).sessions[0].over, rng.choice)  # the next deals at once
    ledger = night(party)
    guests = [line for line in ledger.lines() if not line.person.bot]
    assert sorted(line.shown for line in guests) == ["Ann 2", "ann"]  # each as last seated
    first = next(line for line in guests if line.shown == "ann")
    # one line for both of phone A's sittings, in the ledger as in the session's standings
    done = next(fact for fact in room.host.stream if isinstance(fact, SessionDone))
    sittings = [placing.net for placing in done.people if placing.who == first.person.key]
    assert sittings == [first.total]
    assert sum((line.total for line in ledger.lines()), Fraction(0)) == 0


def test_a_crash_mid_night_loses_nothing_and_the_next_start_goes_on_with_the_same_ledger(home):
    party = Party(seats=3, timing=Timing(bot_delay=0.0, hand_pause=0.0), keep_ledger=True)
    party.join(1, "Ann", device="phone-a")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    party.play_until(lambda: pots_ended(party) >= 3, random.Random(8).choice)
    before = night(party)  # the crash: the room is gone mid-session, nothing more is written
    assert before.sessions[0].pots == 3 and not before.sessions[0].over

    again = Party(seats=3, timing=Timing(bot_delay=0.0, hand_pause=0.0), keep_ledger=True, seed=8)
    assert night(again) == before  # the same night's ledger, read back whole
    again.join(1, "Ann", device="phone-a")
    again.send(1, {"type": "start", "token": again.tokens[1]})
    again.play_until(lambda: pots_ended(again) >= 1, random.Random(9).choice)
    after = night(again)
    assert after.sessions[0] == before.sessions[0] and len(after.sessions) == 2
    ann = next(line for line in after.lines() if line.shown == "Ann")
    assert ann.total == before.total(ann.person.key) + (after.sessions[1].net(ann.person.key) or 0)
    assert ledger_file.load(after.night)[0] == after


def test_bots_alone_at_a_party_nobody_sits_at_are_no_ones_night(home):
    party = Party(seats=3, timing=Timing(bot_delay=0.0, hand_pause=1.0), keep_ledger=True)
    party.connect(9)  # a watcher only
    party.room.start()
    party.play_until(lambda: pots_ended(party) >= 2, random.Random(1).choice)
    assert night(party).sessions == () and not ledger_file.ledger_path(night(party).night).exists()


def test_a_session_the_host_ends_the_party_in_is_over_in_the_ledger(home):
    """A host play-test: END THE PARTY mid-session left the session 'playing' in tonight's ledger."""
    party = Party(seats=3, timing=Timing(bot_delay=0.0, hand_pause=0.0), keep_ledger=True)
    party.join(1, "Ann", device="anns-phone")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    party.play_until(lambda: pots_ended(party) >= 2, random.Random(2).choice)
    assert not night(party).sessions[-1].over
    party.room.controls.end()
    session = night(party).sessions[-1]
    assert session.over and session.pots >= 2
    assert ledger_file.load(night(party).night)[0].sessions[-1].over  # on disk too


def test_a_guest_sitting_down_at_a_new_party_gets_their_own_line_at_once(home):
    """Host play-test: after a new party the phone's "Tonight:" said "N sessions" instead of "you
    -27, 7th..." until the first pot ended: the ledger it had came before it sat down."""
    party = Party(seats=3, timing=Timing(bot_delay=0.0, hand_pause=0.0), keep_ledger=True)
    party.join(1, "Ann", device="phone-a")
    party.send(1, {"type": "start", "token": party.tokens[1]})
    party.play_until(lambda: pots_ended(party) >= 1, random.Random(3).choice)
    party.room.controls.end()  # the night goes on at the next party

    again = Party(seats=3, timing=Timing(bot_delay=0.0, hand_pause=0.0), keep_ledger=True, seed=4)
    again.connect(1)
    again.drain()
    assert again.last(1, "ledger") is None  # no seat yet: no guest's page, the night's totals not its own
    again.send(1, {"type": "join", "name": "Ann", "room": again.room.code, "device": "phone-a"})
    mine = [line["name"] for line in again.last(1, "ledger")["lines"] if line["you"]]
    assert mine == ["Ann"]


def test_a_guest_taken_off_mid_pot_reads_on_their_phone_what_the_tv_says_they_left_with(home):
    """Host play-test: the TV said 'CAT LEAVES WITH -2' (her ante in the pot in play went with
    her), her phone 'Tonight: you -1' (the last pot's ledger); the night's ledger says -2. (The pot
    in play is played out for her by the away rule, and its result is hers: said at its end.)"""
    party = Party(seats=3, timing=SLOW_DEALS, keep_ledger=True)
    room = party.room
    party.join(1, "Cat", device="cats-phone")
    seat = party.last(1, "joined")["seat"]
    room.start()
    party.play_until(lambda: pots_ended(party) == 1, random.Random(2).choice)
    for _ in range(100):  # the next pot dealt: Cat's ante is in it
        if not room.table.between_hands:
            break
        party.tick(0.5)
    before = next(line for line in party.last(1, "ledger")["lines"] if line["you"])
    room.controls.remove(seat)
    party.drain()
    assert room.tags[seat].takeover is None  # her pot still: the TV names the seat hers
    party.play_until(lambda: room.tags[seat].takeover is not None, random.Random(2).choice)
    takeover = room.tags[seat].takeover
    assert takeover.before == "Cat"
    said = next(line for line in party.last(1, "ledger")["lines"] if line["you"])
    assert Fraction(said["total"]) == takeover.left_with != Fraction(before["total"])
    after = next(line for line in party.last(1, "ledger")["lines"] if line["you"])  # still hers
    assert Fraction(after["total"]) == takeover.left_with == totals(night(party))["Cat"]


def test_the_nights_totals_go_to_guests_only_not_to_a_strangers_page(home):
    """A host play-test: on a locked room, a stranger's join page showed everyone's totals for the
    night. A page gets tonight's ledger once it holds a seat (or showed a seat token of tonight's
    earlier parties), never before."""
    party = Party(seats=3, timing=SLOW_DEALS, keep_ledger=True)
    room = party.room
    party.connect(1)
    party.join(1, "Ann", seat=0, device="anns-phone")
    room.start()
    party.play_until(lambda: pots_ended(party) >= 1, random.Random(3).choice)
    room.controls.lock(True)
    party.connect(7)  # a stranger's page: connected, welcomed, never seated
    party.tick(1.0)
    assert party.last(1, "ledger") is not None and party.last(7, "ledger") is None
    party.connect(8)  # a guest of an earlier party tonight shows its seat token: a guest of the night
    room.welcome_back = room.welcome_back | {digest("earlier-party-token")}
    party.send(8, {"type": "resume", "token": "earlier-party-token"})
    assert party.last(8, "next_party") is not None and party.last(8, "ledger") is not None
