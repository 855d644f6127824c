"""Replaying pots (issue 32, part 2), without a window: a hand history turned into the table host's
facts (game.play.history_tapes), kept pot by pot (game.play.pot_tape), played again on a fresh table
(game.felt.replayer), and each pot in one line (game.telling.pot_line).

The standings: a replay of every shipped profile's recorded sessions ends each pot on the balances
the history wrote, and each session on its standings. The privacy oracle: the engine's own history
says which face-down card each seat was dealt and which the room later saw (turned, revealed,
shown down); no fact of a replay for the room, and no card its table draws, is one of the others.
"""

from __future__ import annotations

import dataclasses
import functools
import io
from collections.abc import Iterator
from fractions import Fraction

import pytest

from engine import history
from engine.cards import Card
from engine.events import (
    ActionTaken,
    Ante,
    Award,
    Deal,
    Event,
    HandEnd,
    Out,
    Reveal,
    SessionEnd,
    Showdown,
    Turn,
)
from engine.profile import load_profile
from engine.shipped import profiles_dir
from engine.simulate import play_session
from game.felt.replayer import Replayer
from game.play.history_tapes import history_tapes
from game.play.host_facts import Seated, SeatTag
from game.play.pot_tape import PotShelf, PotTape
from game.telling.pot_line import pot_line
from game.telling.pot_result import PotResult, ShownHand, pot_result

SHIPPED = sorted(
    path.name.removesuffix(".yaml") for path in profiles_dir().iterdir() if path.name.endswith(".yaml")
)


@functools.cache
def recorded(profile: str, sessions: int = 2, seed: int = 11) -> list[str]:
    """A history of `sessions` sessions of `profile`, as `simulate --history --difficulty easy`
    writes it (easy players think quickest)."""
    rules = load_profile(profile)
    players = min(max(3, rules.min_players), rules.max_players)
    out = io.StringIO()
    for k in range(sessions):
        table = play_session(rules, players, seed + k, profile, difficulty="easy")
        history.write(table.events, out)
    return out.getvalue().splitlines()


def cards_in(thing: object) -> Iterator[Card]:
    """Every card named anywhere in a fact: its fields, their tuples and dataclasses, all the way down."""
    if isinstance(thing, Card):
        yield thing
    elif isinstance(thing, (tuple, list)):
        for item in thing:
            yield from cards_in(item)
    elif isinstance(thing, dict):
        for key, value in thing.items():
            yield from cards_in(key)
            yield from cards_in(value)
    elif dataclasses.is_dataclass(thing) and not isinstance(thing, type):
        for field in dataclasses.fields(thing):
            if field.name != "rules":  # a game's rules name no card
                yield from cards_in(getattr(thing, field.name))


def hidden_cards(events: list[Event], seat: int | None) -> set[Card]:
    """The face-down cards of every seat but `seat` that the room never saw, by the engine's history."""
    dealt_down: set[Card] = set()
    seen: set[Card] = set()
    for event in events:
        if isinstance(event, Deal) and event.face == "down" and event.seat != seat and event.card is not None:
            dealt_down.add(event.card)
        elif isinstance(event, (Turn, Reveal)):
            seen.add(event.card)
        elif isinstance(event, Showdown):
            seen.update(event.cards)
    return dealt_down - seen


def sessions_of(lines: list[str]) -> list[list[Event]]:
    sessions: list[list[Event]] = []
    for event in history.parse_lines(lines):
        if event.type == "session_start":
            sessions.append([])
        sessions[-1].append(event)
    return sessions


def pots_of(events: list[Event]) -> list[list[Event]]:
    """A session's events cut into its pots (each up to its hand_end)."""
    pots: list[list[Event]] = [[]]
    for event in events:
        pots[-1].append(event)
        if isinstance(event, HandEnd):
            pots.append([])
    return pots[:-1]


def drawn_cards(replayer: Replayer) -> set[Card]:
    """Every card the replay's table shows face up now: the seats', the community's, the showcase's."""
    model = replayer.model
    sprites = [*model.community, *model.showcase, *(s for seat in model.seats for s in seat.cards)]
    return {sprite.card for sprite in sprites if sprite.card is not None}


@pytest.mark.parametrize("profile", SHIPPED)
def test_a_replay_of_every_shipped_profile_ends_each_pot_and_session_as_the_history(profile):
    lines = recorded(profile)
    tapes = history_tapes(lines)
    sessions = sessions_of(lines)
    expected = [(k, pot) for k, events in enumerate(sessions, 1) for pot in pots_of(events)]
    assert [(tape.session, tape.hand) for tape in tapes] == [
        (k, next(e.hand for e in pot if isinstance(e, HandEnd))) for k, pot in expected
    ]
    for tape, (k, pot) in zip(tapes, expected, strict=True):
        replayer = Replayer(tape, None)
        replayer.build(len(tape.facts))  # the whole pot, shown at once
        assert replayer.at_end and replayer.result is tape.done
        balances = next(e.balances for e in pot if isinstance(e, HandEnd))
        assert [seat.balance for seat in replayer.model.seats] == list(balances), (k, tape.hand)
    for k, events in enumerate(sessions, 1):
        last = [tape for tape in tapes if tape.session == k][-1]
        replayer = Replayer(last, None)
        replayer.build(len(last.facts))
        end = events[-1]
        assert isinstance(end, SessionEnd)
        nets = {standing.seat: standing.net for standing in end.standings}
        assert {n: seat.balance for n, seat in enumerate(replayer.model.seats)} == nets


@pytest.mark.parametrize("profile", SHIPPED)
def test_a_replay_for_the_room_holds_and_draws_no_hole_card_the_room_did_not_see(profile):
    lines = recorded(profile)
    pots = [pot for events in sessions_of(lines) for pot in pots_of(events)]
    tapes = history_tapes(lines)
    assert len(tapes) == len(pots)
    for tape, pot in zip(tapes, pots, strict=True):  # a card comes round again in a later pot
        secret = hidden_cards(pot, None)
        named = set(cards_in([*tape.before, *tape.facts]))
        assert not named & secret, (tape.hand, sorted(map(str, named & secret)))
        replayer = Replayer(tape, None)
        replayer.toggle()  # stopped at the deal, then stepped on to the result
        while not replayer.at_end:  # the table as it stands after every step
            replayer.forward()
            replayer.update(5.0, 1.0)
            assert not drawn_cards(replayer) & secret, (tape.hand, replayer.step)
    assert any(hidden_cards(pot, None) for pot in pots)  # there was something to keep hidden


@pytest.mark.parametrize("profile", ["baseball", "seven-card-stud", "dealers-choice"])
def test_a_replay_for_one_seat_shows_its_own_hole_cards_and_nobody_elses(profile):
    lines = recorded(profile)
    pots = [pot for events in sessions_of(lines) for pot in pots_of(events)]
    seen_own = False
    for tape, pot in zip(history_tapes(lines, 1), pots, strict=True):
        named = set(cards_in(tape.facts))
        assert not named & hidden_cards(pot, 1), tape.hand
        own = {e.card for e in pot if isinstance(e, Deal) and e.seat == 1 and e.face == "down" and e.card}
        seen_own = seen_own or own <= named
    assert seen_own  # stud: a seat sees its own down cards (in a dealer's choice, in its stud pots)


def test_the_shelf_keeps_a_pot_once_its_result_is_shown_with_the_balances_it_started_from():
    lines = recorded("baseball")
    tapes = history_tapes(lines)
    facts = [fact for tape in tapes[:2] for fact in tape.facts]
    shelf = PotShelf()
    shelf.note_all([*tapes[0].before, *facts[:-1]])
    assert [tape.hand for tape in shelf.tapes] == [1]  # pot 2 is not over until its result
    shelf.note(facts[-1])
    second = shelf.tapes[1]
    assert [fact.type for fact in second.before] == ["session_start", "hand_end"]
    assert second.before[1] is next(f for f in tapes[0].facts if isinstance(f, HandEnd))
    assert second.facts == tapes[1].facts and shelf.session_tapes() == shelf.tapes


def landed(replayer: Replayer) -> None:
    """Time passes till the step shown has landed (a street's deal, one step, deals card by card)."""
    for _ in range(100):
        replayer.update(5.0, 1.0)
        if replayer.player.caught_up:
            return


def test_stepping_back_lands_on_the_table_as_it_stood_and_forward_shows_one_step_more():
    tape = history_tapes(recorded("baseball"))[0]
    replayer = Replayer(tape, None)
    replayer.toggle()  # stopped at the deal
    for _ in range(12):
        replayer.forward()
        landed(replayer)
    assert replayer.step == 12
    pot, log = replayer.model.pot, list(replayer.model.log)
    replayer.forward()
    landed(replayer)
    replayer.back()
    assert replayer.step == 12 and not replayer.playing
    assert replayer.model.pot == pot and list(replayer.model.log) == log
    for _ in range(20):
        replayer.back()
    assert replayer.step == 1 and replayer.model.hand == tape.hand  # back to the deal, no further
    assert replayer.model.pot == Fraction(0) and not any(seat.cards for seat in replayer.model.seats)


def shown(seat: int, words: str, category: str) -> ShownHand:
    return ShownHand(seat, words, (), category)


@pytest.mark.parametrize(
    ("result", "line"),
    [
        (
            PotResult(
                ((2, Fraction(23)),), False, (shown(2, "Four queens", "four_of_a_kind"),), None, "", ""
            ),
            "Pot 5: Casey wins 23 with four queens",
        ),
        (
            PotResult(((0, Fraction(7, 2)),), False, (shown(0, "Flush, ace high", "flush"),), None, "", ""),
            "Pot 5: You win 3½ with a flush, ace high",  # (the half one character: engine.money.mixed)
        ),
        (
            PotResult(((1, Fraction(6)),), True, (), None, "Everyone else folded", ""),
            "Pot 5: Bo wins 6, all others folded",
        ),
        (
            PotResult(
                ((1, Fraction(5)), (2, Fraction(5))),
                False,
                (
                    shown(1, "Two pair, kings and fours", "two_pair"),
                    shown(2, "Two pair, kings and fours", "two_pair"),
                ),
                None,
                "",
                "",
            ),
            "Pot 5: Split pot, Bo and Casey with two pair, kings and fours",
        ),
    ],
)
def test_a_pot_in_one_line(result, line):
    assert pot_line(5, result, ["You", "Bo", "Casey"]) == line


@pytest.mark.parametrize(
    ("profile", "end", "words"),
    [
        ("baseball", [], "all others folded"),
        ("night-baseball", [Out(0)], "all others folded or struck out"),
    ],
)
def test_a_pot_bet_and_then_folded_to_says_the_others_folded_not_uncontested(profile, end, words):
    """A newcomer's play-test: LAST POTS said "uncontested" for a pot Bo bet and the others then
    folded to; the line says what the result said."""
    rules = load_profile(profile)
    events = [
        *(Ante(seat, Fraction(1)) for seat in range(3)),
        ActionTaken(1, "bet", Fraction(1), Fraction(1)),
        *end,
        ActionTaken(2, "fold", Fraction(0), Fraction(1)),
        Award(1, Fraction(4), "uncontested"),
    ]
    line = pot_line(5, pot_result(events, rules), ["You", "Bo", "Casey"])
    assert line == f"Pot 5: Bo wins 4, {words}" and "uncontested" not in line


def test_a_history_that_does_not_replay_is_named_by_its_line():
    lines = recorded("baseball")
    at = next(n for n, line in enumerate(lines) if '"type":"ante"' in line)
    broken = [*lines[:at], lines[at].replace('"amount":"1"', '"amount":"2"'), *lines[at + 1 :]]
    assert broken != lines
    with pytest.raises(history.HistoryError, match=f"line {at + 1}"):
        history_tapes(broken)
    with pytest.raises(ValueError, match="no seat 9"):
        history_tapes(lines, 9)


def test_a_tape_names_its_seats_as_the_table_did_at_the_deal():
    tape: PotTape = history_tapes(recorded("baseball"))[0]
    assert tape.names == ["CPU 1", "CPU 2", "CPU 3"]


def test_a_replayed_seat_shows_its_players_own_net_as_the_live_table_did():
    """A host play-test: after a guest was taken off, the replay showed the seat's computer player at
    -5 where the live TV had shown 0 (its net from when it sat down, the Seated fact's `since`)."""
    tape: PotTape = history_tapes(recorded("baseball"))[1]
    tags = tuple(
        SeatTag(name, "bot", since=Fraction(-5 if seat == 1 else 0)) for seat, name in enumerate(tape.names)
    )
    replayer = Replayer(dataclasses.replace(tape, before=(*tape.before, Seated(tags))), None)
    for _ in range(400):
        replayer.update(0.5, 1.0)
    seat = replayer.model.seats[1]
    assert seat.since == Fraction(-5) and seat.net == seat.balance + 5
