"""One table host behind every screen (game.play.table_host): every presenter gets the same facts in
the same order, the phones learn a pot's result only when the TV has shown it, a guest the away rule
played for is told why, and a seat taken between two pots shows nothing of the one before."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st
from party_support import Party

from engine.bots.bot import make_bot
from engine.events import Award, Event, HandEnd, HandStart, PotGame
from engine.money import mixed
from engine.profile import load_profile
from engine.table import SeatInfo, Table
from engine.view import redact
from game.party.room import Timing
from game.play.fact_stream import Cursor
from game.play.host_facts import AwayPlay, Calling, Fact, Moved, PotDone, SessionDone
from game.play.move_pace import CHECK_SHARE, FORCED_SHARE, NO_PEEK_CHECK_SHARE, WORD_ONLY
from game.play.session import direct_setup
from game.play.table_host import TableHost
from game.store.settings import Settings


def host_facts(facts: list[Fact]) -> list[Fact]:
    return [fact for fact in facts if not isinstance(fact, Event)]


def show_some(cursor: Cursor, count: int) -> list[Fact]:
    """A pacing presenter shows up to `count` more facts (and holds nothing)."""
    taken = cursor.take() if cursor.shown >= cursor.taken else []
    cursor.shown = min(cursor.taken, cursor.shown + count)
    cursor.holding = False
    return taken


@settings(max_examples=12, deadline=None)
@given(
    profile=st.sampled_from(["baseball", "midnight-baseball", "night-baseball", "dealers-choice"]),
    seed=st.integers(0, 10_000),
    step=st.integers(1, 9),
)
def test_every_presenter_gets_the_same_facts_in_the_same_order(profile, seed, step):
    """The solo table (its human's seat), the party TV (the room's view), the phones (following the
    TV) and a headless host: the same seeded session, the same host facts in the same order, and the
    same events but for the solo seat's own face-down cards."""
    setup = direct_setup(Settings(), profile, 4, seed)
    setup.rules = dataclasses.replace(setup.rules, pots=3)

    def run(presenters: str) -> dict[str, list[Fact]]:
        from game.play.session import Session

        session = Session(setup, demo=True)  # computer players in every seat: nobody waits
        host = session.host
        host.timing = Timing(bot_delay=0.0, hand_pause=0.0)
        host.thinker = None  # the computer players decide at once: no thread to wait for
        cursors = {
            "solo": host.attach(0, paces=True) if "solo" in presenters else None,
            "tv": host.attach(None, paces=True) if "tv" in presenters else None,
            "phones": host.attach(None, paces=False),
        }
        got: dict[str, list[Fact]] = {name: [] for name in cursors}
        host.start()
        for _ in range(100_000):
            host.tick()
            for name, cursor in cursors.items():
                if cursor is None:
                    continue
                got[name] += show_some(cursor, step) if cursor.paces else cursor.take()
            if host.over and all(c is None or c.caught_up for c in cursors.values()):
                break
        session.close()
        assert host.over
        return got

    paced = run("solo tv")
    headless = run("")["phones"]
    assert host_facts(paced["solo"]) == host_facts(paced["tv"]) == host_facts(paced["phones"])
    assert host_facts(paced["phones"]) == host_facts(headless)
    assert paced["tv"] == paced["phones"] == headless
    no_peek = setup.rules.flow == "no_peek"
    solo_as_room = [redact(f, no_peek) if isinstance(f, Event) else f for f in paced["solo"]]
    if not setup.rules.games:  # a dealer's choice redacts each pot by its own game
        assert solo_as_room == paced["tv"]
    kinds = {type(fact) for fact in headless}
    assert {PotDone, SessionDone, Moved} <= kinds
    called = any(isinstance(f, PotGame) and f.chooser is not None for f in headless)
    assert (Calling in kinds) == called


def test_a_pots_result_follows_its_last_event_and_the_session_ends_after_its_last_result():
    from game.play.session import Session

    setup = direct_setup(Settings(), "baseball", 3, 4)
    session = Session(setup, demo=True)
    host = session.host
    host.timing = Timing(bot_delay=0.0, hand_pause=0.0)
    host.thinker = None
    cursor = host.attach(None, paces=False)
    host.start()
    facts: list[Fact] = []
    while not host.over:
        host.tick()
        facts += cursor.take()
    session.close()
    for index, fact in enumerate(facts):
        if isinstance(fact, HandEnd):
            after = facts[index + 1 : index + 3]
            assert any(isinstance(f, PotDone) and f.hand == fact.hand for f in after)
        if isinstance(fact, PotDone):
            assert isinstance(fact.events[0], HandStart)
            assert fact.events[0].hand == fact.hand
    assert isinstance(facts[-2], SessionDone) or isinstance(facts[-3], SessionDone)


def test_no_phone_learns_a_pots_result_before_the_tv_has_shown_its_last_card():
    party = Party(seats=3, timing=Timing(bot_delay=0.0, hand_pause=0.0))
    room = party.room
    tv = room.host.attach(None, paces=True)
    party.connect(50)  # a phone that watches
    room.start()
    results_seen = 0
    for _ in range(20_000):
        party.tick(0.1)
        results = [m for m in party.inbox[50] if m["type"] == "hand_result"]
        shown = room.host.facts_for(None, 0, tv.shown)
        told = [f for f in shown if isinstance(f, PotDone)]
        assert len(results) <= len(told)  # never ahead of the TV
        results_seen = len(results)
        # the TV shows one more fact a frame
        if tv.shown >= tv.taken:
            tv.take()
        tv.shown = min(tv.taken, tv.shown + 1)
        if results_seen >= 2:
            break
    assert results_seen >= 2


def ann_to_act(timing: Timing) -> Party:
    """A room where Ann's phone (client 1) has just been asked to act."""
    party = Party(seats=3, timing=timing)
    party.join(1, "Ann")
    party.room.start()
    party.drain()
    while not party.pending_turn():
        party.tick(0.1)
    return party


def test_a_phone_hears_why_the_away_rule_played_for_it():
    party = ann_to_act(Timing(turn_seconds=10.0, bot_delay=0.0, hand_pause=0.0))
    party.tick(11.0)  # Ann does not answer
    notices = [m["message"] for m in party.inbox[1] if m["type"] == "notice"]
    assert (
        notices and notices[0].startswith("Time ran out, so the table ") and notices[0].endswith(" for you.")
    )
    plays = [f for f in party.room.host.stream if isinstance(f, AwayPlay)]
    assert plays and plays[0].why == "turn_timer"


def test_with_no_timer_the_phone_counts_the_away_rules_seconds():
    party = ann_to_act(Timing(idle_seconds=45.0, bot_delay=0.0, hand_pause=0.0))
    _, turn = party.pending_turn()
    assert turn["seconds"] is None and 40.0 < turn["away_in"] <= 45.0


def test_a_seat_taken_between_two_pots_shows_nothing_of_the_pot_before():
    """A probe took a folded bot's seat after a pot's result and before the next deal: the first
    state held that pot's face-down cards in `you.hidden`, cards nobody at the table ever saw."""
    party = Party(profile="baseball", seats=3, timing=Timing(bot_delay=0.0, hand_pause=30.0))
    room = party.room
    party.connect(50)
    room.start()
    while not (room.table is not None and room.table.between_hands):
        party.tick(0.1)
    party.join(9, "Probe", seat=1)
    states = [m for m in party.inbox[9] if m["type"] == "state" and m["you"] is not None]
    assert states
    for state in states:
        you = state["you"]
        assert you.get("waiting") or not you.get("hidden"), you
    party.tick(31.0)  # the next deal: the seat is the probe's, with its own cards
    last = party.last(9, "state")
    assert last is not None and not last["you"].get("waiting") and last["you"]["hidden"]


def test_every_phone_log_tells_who_called_the_game():
    party = Party(profile="dealers-choice", seats=3, timing=Timing(bot_delay=0.0, hand_pause=0.0))
    room = party.room
    party.connect(50)
    room.start()
    while not (room.table is not None and room.table.hands_played >= 1 and room.table.hand.number >= 2):
        party.tick(0.1)
    games = [e for e in room.table.events if isinstance(e, PotGame) and e.chooser is not None]
    assert games
    logs = [line for m in party.inbox[50] if m["type"] == "state" for line in m.get("log", [])]
    assert any(" picks " in line for line in logs)


def test_tables_are_presented_by_the_host_alone():
    """The screens and the room take no computer player of their own (engine.bots)."""
    import pathlib

    for folder in ("game/screens", "game/party"):
        for path in pathlib.Path(folder).rglob("*.py"):
            text = path.read_text()
            assert "from engine.bots" not in text and "import engine.bots" not in text, path
    host = TableHost(lambda n: None, [None])  # type: ignore[arg-type,return-value]
    assert not host.started


def test_with_no_tv_the_standings_stay_up_for_the_session_pause():
    """With no TV the next session dealt after only the hand pause, and the phones' standings went
    with the first turn of it."""
    party = Party(seats=3, timing=Timing(bot_delay=0.0, hand_pause=0.0, session_pause=12.0))
    room = party.room
    party.connect(9)
    room.start()
    while room.sessions == 1 and not room.table.is_over:
        party.tick(0.1)
    party.tick(11.0)
    assert room.sessions == 1  # still the standings' time
    party.tick(1.5)
    assert room.sessions == 2


def test_a_sessions_awards_go_to_whoever_played_the_seat_in_each_pot():
    """Ann takes computer seat 1 after pot 2: what the seat won in pots 1 and 2 is its computer
    player's (the biggest pot, the MVP's pots), what it won from pot 3 on is Ann's. The awards are
    the people's: Ann's, a computer player that did better named beside them."""
    rules = dataclasses.replace(load_profile("baseball"), pots=5)
    names = ["Cy", "Bot", "Di"]
    seats = [SeatInfo(name, "bot", "balanced") for name in names]
    checked_bot_deed = False
    for seed in range(12):
        host = TableHost(
            lambda _n, seed=seed: Table(rules, seats, seed, hold_between_hands=True),
            [make_bot("balanced", "easy", seed + seat) for seat in range(3)],
            timing=Timing(bot_delay=0.0, hand_pause=0.0),
        )

        def ann_sits_after_pot_two(host: TableHost = host) -> None:
            if host.deals == 2:
                host.hand_over(1, "Ann", True)
                host.sitters[1].person = True  # (as the party's room marks a guest's seat)

        host.before_deal.append(ann_sits_after_pot_two)
        phones = host.attach(None, paces=False)
        host.start()
        facts: list[Fact] = []
        while not host.over:
            if host.waiting_for() is not None:  # Ann's turn: the seat is a person's, who plays at once
                options = [option.kind for option in host.table.legal_actions().options]
                host.act(1, next((kind for kind in ("check", "call", "pay") if kind in options), options[0]))
            host.tick()
            facts += phones.take()
        facts += phones.take()
        done = next(fact for fact in facts if isinstance(fact, SessionDone))

        def holder(seat: int, hand: int) -> str:
            return "Ann" if seat == 1 and hand >= 3 else names[seat]

        won: dict[int, set[int]] = {}  # pot -> the seats that won (part of) it
        size: dict[int, Fraction] = {}  # pot -> what it held
        for pot in (fact for fact in facts if isinstance(fact, PotDone)):
            for event in pot.events:
                if isinstance(event, Award):
                    won.setdefault(pot.hand, set()).add(event.seat)
                    size[pot.hand] = size.get(pot.hand, Fraction(0)) + event.amount
        assert {"Ann", "Bot"} <= {p.name for p in done.people}
        checked_bot_deed |= any(1 in won[hand] for hand in won if hand < 3)
        awards = {award.title: award for award in done.awards}
        anns = [hand for hand in won if hand >= 3 and 1 in won[hand]]  # Ann, the one person: hers
        top = max(size.values())
        biggest = sorted({holder(seat, hand) for hand in won if size[hand] == top for seat in won[hand]})
        if not anns:  # no pot of hers: no biggest pot, no MVP (the bots' are not the people's)
            assert "BIGGEST POT" not in awards and "MVP" not in awards, seed
            continue
        assert awards["BIGGEST POT"].names == ("Ann",), seed
        assert awards["BIGGEST POT"].detail.startswith(f"{mixed(max(size[hand] for hand in anns))} IN"), seed
        beside = () if "Ann" in biggest else tuple(biggest)
        assert sorted(awards["BIGGEST POT"].better) == list(beside), (
            seed
        )  # the bots' deeds before she sat: theirs
        assert awards["MVP"].names == ("Ann",), seed
    assert checked_bot_deed  # some seed had the computer player win at seat 1 before Ann sat down


def test_a_computer_player_who_takes_a_seat_mid_pot_keeps_its_spell_and_the_standings_add_up():
    """A play-test: a guest taken off mid-pot, the seat's computer player calling on, the guest let
    back in at the next deal: the computer player's calls were in no one's line, the standings
    added up to +3 and the night's ledger called the file damaged. Every spell now has its line."""
    rules = dataclasses.replace(load_profile("baseball"), pots=4)
    seats = [SeatInfo(name, "bot", "balanced") for name in ("Cy", "CPU 2", "Di")]
    spells = 0
    for seed in range(16):
        host = TableHost(
            lambda _n, seed=seed: Table(rules, seats, seed, hold_between_hands=True),
            [make_bot("balanced", "easy", seed + seat) for seat in range(3)],
            timing=Timing(bot_delay=0.0, hand_pause=0.0, moves_per_tick=1),  # a move a tick: mid-pot is seen
        )
        host.hand_over(1, "Ann", False)
        host.before_deal.append(lambda host=host: host.deals == 2 and host.hand_over(1, "Ann", False))
        host.start()
        taken_off = False
        while not host.over:
            table = host.table
            assert table is not None
            if not taken_off and host.deals == 2 and len(table.decisions) > 0 and not table.between_hands:
                host.hand_over(1, "CPU 2", False)  # mid-pot: the computer player plays the hand out
                taken_off = True
            host.tick()
        people = host.people()
        assert sum((p.net for p in people), Fraction(0)) == 0, seed
        assert [p.name for p in people].count("Ann") == 1, seed  # her two spells are one line
        spells += any(p.name == "CPU 2" and p.net != 0 for p in people)
    assert spells  # in some seed the computer player's spell moved money


def test_a_computer_player_pauses_a_quarter_as_long_before_a_card_it_must_turn():
    """Measured at a No Peek party: a bot's run of turned cards paused its whole thinking time before
    each, though it had nothing to choose (15 s of a 230 s hand). A move with one option waits a
    quarter of the pause; a fold (it shows only the word) CHECK_SHARE of it, a check none (No Peek's
    rounds nobody bets: NO_PEEK_CHECK_SHARE); any other decision waits it whole."""
    party = Party("night-baseball", seats=4, timing=Timing(bot_delay=1.0, hand_pause=0.0))
    room = party.room
    room.start()  # bots in every seat
    waited: dict[float, set[float]] = {
        FORCED_SHARE: set(),
        CHECK_SHARE: set(),
        NO_PEEK_CHECK_SHARE: set(),
        1.0: set(),
    }
    while room.host.deals == 1:  # the first pot's every move
        legal, since, moves = room.table.legal_actions(), room.since, len(room.table.decisions)
        for _ in range(100):
            party.tick(0.05)
            if len(room.table.decisions) > moves or room.host.deals > 1:
                break
        if len(room.table.decisions) <= moves:
            continue  # the pot ended on a move this loop did not see made
        # a check waits none: it is made in the tick of the move before it, after that move's wait
        for made, decision in enumerate(room.table.decisions[moves:]):
            kind = decision.kind
            one = made == 0 and len(legal.options) == 1
            share = FORCED_SHARE if one else CHECK_SHARE if kind in WORD_ONLY else 1.0
            share = NO_PEEK_CHECK_SHARE if kind == "check" else share
            waited[share].add(round(party.clock.now - since, 2) if made == 0 else 0.0)
    tick = 0.1  # a move is made at the first tick past its pause
    for share, waits in waited.items():
        assert waits and all(share <= w <= share + tick for w in waits), waited
