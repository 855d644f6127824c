"""No Peek at a brisk pace where nobody has anything to decide (a newcomer's Midnight play-test:
"repeated bet rounds on every lead change before I get to turn - slows pace"): a computer player's
card turned, its check and its fold play BRISK_PACE times faster, the same facts in the same order,
every line logged. A person's own cards and moves, a bet or a call, a lead taken and the showdown
keep the full pace. Each fact's time on the game clock (frames of 1/30 s) is measured against the
same stream played with BRISK_PACE 1 (the full pace everywhere)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_party_phones_follow_the_chips_and_the_deal import played_party

from engine.actions import ActionKind
from engine.cards import parse_cards
from engine.events import ActionTaken, Deal, HandStart, RoundStart, SeatInfo, SessionStart, Showdown, Turn
from engine.profile import load_profile
from game.felt import log_reading, table_player
from game.felt.director import Director
from game.felt.pacing import BRISK_PACE, HOLD, READ
from game.felt.table_model import TableModel
from game.felt.table_player import TablePlayer
from game.platform.tween import Tweens
from game.play.host_facts import Fact

FRAME = 1 / 30
SEATS = (
    SeatInfo("You", "human", "human"),
    SeatInfo("Casey", "bot", "balanced"),
    SeatInfo("Zoe", "bot", "wild"),
)
KING, FIVE, TWO, QUEEN, SIX, NINE = parse_cards("Kd 5s 2h Qc 6d 9h")


class Stream:
    """A cursor that gives the facts it is handed."""

    def __init__(self) -> None:
        self.shown, self.holding, self.facts = 0, False, list[Fact]()

    def take(self) -> list[Fact]:
        facts, self.facts = self.facts, []
        return facts


@pytest.fixture(autouse=True)
def no_log_to_read(monkeypatch: pytest.MonkeyPatch) -> None:
    """The holds alone: each line's time to be read in the log, which may hold a brisk move longer
    (a newcomer's play-test saw lines go before they were read), is test_log_lines_read's."""
    monkeypatch.setattr(log_reading, "LINE_WORD", 0.0)
    monkeypatch.setattr(log_reading, "LINE_LEAST", 0.0)


def midnight() -> tuple[TablePlayer, Stream]:
    """A three-seat Midnight Baseball pot dealt, three cards to each pile, Casey and Zoe computer players."""
    director = Director(TableModel(), Tweens(), human=0, style_labels={})
    stream = Stream()
    player = TablePlayer(director, director.tweens, stream)
    dealt: list[Fact] = [SessionStart("midnight-baseball", load_profile("midnight-baseball"), SEATS, 1, 8)]
    dealt += [HandStart(1, 1, None)] + [Deal(s, None, "down", "street") for _ in range(3) for s in (0, 1, 2)]
    times(player, stream, dealt)
    return player, stream


def times(player: TablePlayer, stream: Stream, facts: list[Fact]) -> list[float]:
    """Each fact's seconds on the game clock from its showing to the next one's (the last: till
    the table is still)."""
    stream.facts = list(facts)
    player.fetch()
    shown: list[float] = []
    clock = 0.0
    for _ in range(30 * 60):
        while player.next_event() is not None:
            shown.append(clock)
        player.settle()
        if not player.pending and player.caught_up:
            return [later - at for at, later in zip(shown, [*shown[1:], clock], strict=True)][-len(facts) :]
        player.advance(FRAME, 1.0)
        clock += FRAME
    raise AssertionError("the table never caught up")


def paced(facts: list[Fact], monkeypatch: pytest.MonkeyPatch) -> tuple[list[float], list[float]]:
    """(brisk, full): each fact's seconds at the table's pace, and with BRISK_PACE 1."""
    brisk = times(*midnight(), facts)
    monkeypatch.setattr(table_player, "BRISK_PACE", 1.0)
    return brisk, times(*midnight(), facts)


def act(seat: int, kind: ActionKind, amount: int = 0) -> ActionTaken:
    return ActionTaken(seat, kind, Fraction(amount), Fraction(amount))


def test_a_computer_players_run_of_cards_plays_brisk_a_persons_cards_are_held_to_be_read(monkeypatch):
    brisk, full = paced([Turn(1, FIVE), Turn(1, TWO), Turn(0, KING), Turn(0, SIX)], monkeypatch)
    assert full[:2] == pytest.approx([HOLD["turn"]] * 2, abs=2 * FRAME)
    assert brisk[:2] == pytest.approx([HOLD["turn"] / BRISK_PACE] * 2, abs=2 * FRAME)  # Casey's cards
    # yours, each held to be read (to a frame: a brisk hold's end carries into the next, as every hold's)
    assert (
        brisk[2:] == pytest.approx(full[2:], abs=FRAME + 1e-9)
        and min(brisk[2:]) > READ["turn"] - FRAME - 1e-9
    )


def test_computer_players_checks_and_folds_brisk_bets_calls_and_your_moves_at_full_pace(monkeypatch):
    facts = [act(1, ActionKind.CHECK), act(2, ActionKind.BET, 1), act(0, ActionKind.CALL, 1)]
    facts += [act(1, ActionKind.FOLD), act(0, ActionKind.CHECK), act(2, ActionKind.CALL, 1)]
    brisk, full = paced(facts, monkeypatch)
    faster = [b < f - 2 * FRAME for b, f in zip(brisk, full, strict=True)]
    assert faster == [True, False, False, True, False, False], (brisk, full)
    assert [brisk[i] for i in (1, 2, 4, 5)] == pytest.approx(
        [full[i] for i in (1, 2, 4, 5)], abs=FRAME + 1e-9
    )


def test_the_lead_a_computer_player_takes_and_the_showdown_keep_the_full_pace(monkeypatch):
    """Zoe's card that beats the row opens a betting round: from the words naming her lead on, the
    table is at the full pace, her bet and the showdown."""
    facts: list[Fact] = [Turn(1, FIVE), Turn(2, KING), RoundStart(2, 2), act(2, ActionKind.BET, 1)]
    facts += [Showdown(2, (KING,), (KING,), "high_card", "King high")]
    brisk, full = paced(facts, monkeypatch)
    assert brisk[0] < full[0]  # Casey's card that did not beat it: brisk
    # her lead named, and from then on: the full pace
    assert brisk[2:] == pytest.approx(full[2:], abs=FRAME + 1e-9)


def test_the_party_tv_plays_its_computer_players_checks_and_cards_brisk_and_the_guests_moves_at_full_pace():
    """The party TV presents the table through the same player: a computer player's card, check or
    fold is brisk there too (the phones keep in step with it: test_party_phones_follow_no_peek_turns),
    a guest's never."""
    paces: dict[str, set[bool]] = {"computer": set(), "guest": set()}

    def look(now, tv, model, seat, state):
        last = tv.pot_events[-1] if tv.pot_events else None
        if isinstance(last, Turn | ActionTaken):
            paces["guest" if last.seat == seat else "computer"].add(tv.brisk)

    played_party("midnight-baseball", 2, look)
    assert paces == {"computer": {True, False}, "guest": {False}}, paces  # (a computer player's bet: full)
