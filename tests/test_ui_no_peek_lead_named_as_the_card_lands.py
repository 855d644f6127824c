"""No Peek: the centre names the new leader as soon as the card that took the lead has landed, in
the pause to read that card, not after it (a play-test's Midnight TV said BEAT ACE: SEVEN HIGH for
about 1.2 s over the card that had just beaten it). The table's presenter (game.felt.table_player)
is stepped a frame at a time, as the solo table and the party TV step it."""

from __future__ import annotations

from fractions import Fraction

from engine.cards import parse_cards
from engine.events import ActionTaken, Deal, HandStart, RoundStart, SeatInfo, SessionStart, Turn
from engine.rules import Rules
from game.felt.director import Director
from game.felt.pacing import READ
from game.felt.table_model import TableModel
from game.felt.table_player import TablePlayer
from game.platform.tween import Tweens
from game.play.host_facts import Fact

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


def stepped(player: TablePlayer, seconds: float, look) -> None:
    for frame in range(round(seconds / STEP)):
        player.fetch()
        player.advance(STEP, 1.0)
        while player.next_event() is not None:
            pass
        player.settle()
        look(frame * STEP)


def test_the_card_that_takes_the_lead_is_named_leader_while_it_is_read():
    model, tweens = TableModel(), Tweens()
    facts = Facts()
    player = TablePlayer(Director(model, tweens, 0, {}), tweens, facts)
    facts.waiting = [
        SessionStart("midnight-baseball", Rules(flow="no_peek", cards=9, max_players=5), SEATS, 1, 8),
        HandStart(1, 1, None),
        *[Deal(seat, None, "down", "street") for seat in (0, 1) for _ in range(3)],
        Turn(1, parse_cards("7d")[0]),  # Babe leads, seven high
        RoundStart(1, 1),
        ActionTaken(1, "check", Fraction(0), Fraction(0)),
    ]
    stepped(player, 6.0, lambda now: None)
    assert model.leader == 1 and player.caught_up
    facts.waiting = [Turn(0, parse_cards("Kc")[0]), RoundStart(2, 0)]  # your king beats it: you open
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
