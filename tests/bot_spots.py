"""Computer players' decisions at seeded bot tables, each with the `policy.Spot` it was weighed
on: for tests that hold a rule over many real spots (tests/test_bots_no_peek_pot_odds.py,
tests/test_bots_pot_odds_floor.py); and a No Peek spot facing a call (no_peek_price)."""

from __future__ import annotations

import dataclasses

import pytest

from engine.bots import list_styles, make_bot, policy
from engine.profile import load_profile
from engine.table import SeatInfo, Table

STYLES = [style.id for style in list_styles()]


class Spots:
    """policy.choose, recording the last spot it was asked about and its answer."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.last: tuple[policy.Spot, str] | None = None
        original = policy.choose

        def watched(spot, style, difficulty, rng):  # type: ignore[no-untyped-def]
            kind = original(spot, style, difficulty, rng)
            self.last = (spot, kind)
            return kind

        monkeypatch.setattr(policy, "choose", watched)

    def take(self) -> tuple[policy.Spot, str]:
        assert self.last is not None, "the bot decided without weighing a spot"
        last, self.last = self.last, None
        return last


def facing_a_call(
    profile: str, level: str, sessions: int, monkeypatch: pytest.MonkeyPatch, seats: int = 4
) -> list[tuple[policy.Spot, str]]:
    """Every decision with a call and a fold offered, at `seats`-seat tables of 8 pots (styles
    rotating round the seats), as (spot, kind) pairs."""
    rules = dataclasses.replace(load_profile(profile), pots=8)
    spots = Spots(monkeypatch)
    seen: list[tuple[policy.Spot, str]] = []
    for seed in range(sessions):
        bots = [make_bot(STYLES[(seed + i) % len(STYLES)], level, seed * 10 + i) for i in range(seats)]
        table = Table(rules, [SeatInfo(f"P{i}", "bot", "t") for i in range(seats)], 70_000 + seed)
        while not table.is_over:
            legal = table.legal_actions()
            assert legal is not None  # (a session not over always has a decision)
            action = bots[legal.seat].decide(table.view(legal.seat), legal)
            if spots.last is not None:
                spot, kind = spots.take()
                if "fold" in spot.options and spot.options.get("call", 0.0) > 0:
                    seen.append((spot, kind))
            table.apply(action)
    return seen


def no_peek_price(pot: float, equity: float, price: float = 1.0) -> policy.Spot:
    """No Peek, three seats in, this one not leading (the others' turned cards beat it), its pile
    started, `price` to call into `pot` (one bet is 1), its chance `equity` on every count."""
    return policy.Spot(
        {"fold": 0.0, "call": price, "raise": price + 1.0},
        equity=equity,
        players_in=3,
        pot=pot,
        bet=1.0,
        rounds_left=2,
        slowplay_pays=False,
        hidden_hands=False,
    )


def pays(spot: policy.Spot) -> bool:
    """The seat's chance from every card in sight reaches the break-even of the call."""
    return spot.plain_equity >= policy.break_even(spot, spot.options["call"])
