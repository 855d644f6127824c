"""A card on its way to a seat passes under the seats' words: a play-test saw a No Peek deal's
cards cover your balance and the dealer button all the way through it (whole sessions checked
frame by frame, tests/ui_sweep.py)."""

from __future__ import annotations

from ui_sweep import play_session

from game.platform.frame_log import FRAME


def flying_problems(where: str) -> list[str]:
    """Each string drawn before a card in flight that lies on it (so the card covered it)."""
    items = FRAME.items
    problems = []
    for index, card in enumerate(items):
        if card.kind != "region" or card.text != "card in flight":
            continue
        problems += [
            f"{where}: a card in flight {tuple(card.rect)} over {item.text!r} {tuple(item.rect)}"
            for item in items[:index]
            if item.kind == "text" and item.rect.colliderect(card.rect)
        ]
    return problems


def test_a_no_peek_deals_cards_fly_under_your_balance_and_the_dealer_button(app, monkeypatch):
    flights = []
    monkeypatch.setattr(
        "ui_sweep.frame_problems",
        lambda where: flights.extend(FRAME.regions("card in flight")) or flying_problems(where),
    )
    _, problems = play_session(app, "night-baseball", 3, seed=2, pots=1)
    assert flights, "no frame caught a card in flight"
    assert problems == []
