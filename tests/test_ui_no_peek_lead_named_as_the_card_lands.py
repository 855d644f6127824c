"""No Peek: the centre names the new leader as soon as the card that took the lead has landed, in
the pause to read that card, not after it (a play-test's Midnight TV said BEAT ACE: SEVEN HIGH for
about 1.2 s over the card that had just beaten it). The table's presenter (game.felt.table_player)
is stepped a frame at a time, as the solo table and the party TV step it."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.cards import parse_cards
from engine.events import ActionTaken, Deal, HandStart, RoundStart, SeatInfo, SessionStart, Turn
from engine.rules import Rules
from game.felt.director import Director
from game.felt.pacing import READ
from game.felt.table_model import TableModel
from game.felt.table_player import TablePlayer
from game.platform.tween import Tweens
from game.play.host_facts import Fact
from game.telling.hints import round_lead

SEATS = (SeatInfo("You", "human", "human"), SeatInfo("Babe", "bot", "balanced"))
STEP = 0.02


class Facts:
    """A cursor over a fixed list of facts, handed out as the table takes them."""

    def __init__(self) -> None:
        self.waiting: list[Fact] = []
        self.shown = 0
        self.holding = False

    def take(self) -> list[Fact]:
        taken, self.waiting = self.waiting, []
        return taken


def stepped(player: TablePlayer, seconds: float, look, step: float = STEP) -> None:
    for frame in range(round(seconds / step)):
        player.fetch()
        player.advance(step, 1.0)
        while player.next_event() is not None:
            pass
        player.settle()
        look(frame * step)


def test_the_card_that_takes_the_lead_is_named_leader_while_it_is_read():
    model, tweens = TableModel(), Tweens()
    facts = Facts()
    player = TablePlayer(Director(model, tweens, 0, {}), tweens, facts)
    rules = Rules(flow="no_peek", cards=9, max_players=5)
    facts.waiting = [
        SessionStart("midnight-baseball", rules, SEATS, 1, 8),
        HandStart(1, 1, None),
        *[Deal(seat, None, "down", "street") for seat in (0, 1) for _ in range(3)],
        Turn(1, parse_cards("7d")[0]),  # Babe leads, seven high
        RoundStart(1, 1),
        ActionTaken(1, "check", Fraction(0), Fraction(0)),
    ]
    pot = facts.waiting[1:]
    stepped(player, 6.0, lambda now: None)
    assert model.leader == 1 and player.caught_up
    beats = [Turn(0, parse_cards("Kc")[0]), RoundStart(2, 0)]  # your king beats it: you open
    taken = round_lead([*pot, *beats], len(pot) + 1, rules.wild_ranks)
    assert taken is not None
    facts.waiting = [beats[0], taken, beats[1]]  # (the host publishes the lead taken before its round)
    named: dict[str, float] = {}

    def look(now: float) -> None:
        card = model.seats[0].cards[0]
        if card.shown and not any(t.target is card for t in tweens.items):
            named.setdefault("landed", now)
        if model.leader == 0:
            named.setdefault("leader", now)

    stepped(player, 4.0, look)
    assert "leader" in named, "the card that beat the seven was never named the leader"
    assert named["leader"] - named["landed"] <= 2 * STEP, (
        f"the centre named the new leader {named['leader'] - named['landed']:.2f} s after the card landed"
        f" (the card is read for {READ['turn']} s)"
    )


def face_drawn(card, still: bool) -> bool:
    """The card's face is on the screen (game.felt.card_draw.CardDrawing.draw_card: a turning card shows its
    face from its flip's half on; with REDUCED MOTION, once it is shown)."""
    return card.flip >= 0.5 if card.turning and not still else card.shown


@pytest.mark.parametrize("still", [False, True], ids=["moving", "reduced-motion"])
@pytest.mark.parametrize("step", [STEP, 1 / 60, 1 / 30])
def test_the_first_card_turned_is_named_leader_once_its_face_shows(still: bool, step: float):
    """The pot's first card turned takes the lead: the centre names its seat and hand once the card's
    face is drawn, never while its back is still up (the TV said BABE LEADS: SEVEN HIGH about a tenth
    of a second before the seven's face showed), and no later than the frame after."""
    model, tweens = TableModel(), Tweens()
    facts = Facts()
    director = Director(model, tweens, 0, {})
    director.still = still
    player = TablePlayer(director, tweens, facts)
    facts.waiting = [
        SessionStart("midnight-baseball", Rules(flow="no_peek", cards=9, max_players=5), SEATS, 1, 8),
        HandStart(1, 1, None),
        *[Deal(seat, None, "down", "street") for seat in (0, 1) for _ in range(3)],
    ]
    stepped(player, 3.0, lambda now: None, step)
    assert player.caught_up and model.leader is None
    facts.waiting = [Turn(1, parse_cards("7d")[0]), RoundStart(1, 1)]  # Babe's seven leads
    seen: dict[str, float] = {}

    def look(now: float) -> None:
        if face_drawn(model.seats[1].cards[0], still):
            seen.setdefault("face", now)
        if model.leader is not None or model.target is not None:
            seen.setdefault("lead", now)

    stepped(player, 1.0, look, step)
    assert model.leader == 1 and model.target is not None and model.target.whose == "BABE"
    assert seen["lead"] >= seen["face"], (
        f"the centre named the lead {seen['face'] - seen['lead']:.2f} s before the card's face showed"
    )
    assert seen["lead"] - seen["face"] <= step + 1e-9, "the lead was named well after the card's face showed"
