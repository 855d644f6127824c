"""Shared helpers for the polish tests (no tests here). The `home` and `polished` fixtures (an app
whose user folders are a temporary home) are in conftest.py."""

from __future__ import annotations


def human_move(legal) -> str:
    """A harmless legal choice for the human: never fold when anything else is possible."""
    for kind in ("check", "call", "pay", "reveal", "turn", "bring_in", "decline"):
        if kind in legal.kinds:
            return kind
    return legal.kinds[0]


def deal_held(table, host=None) -> bool:
    """Deal the next pot of a solo table holding between hands, as the host does once its result
    is read (through `host`, which then publishes it, where a scene's host plays the table);
    whether there was one to deal."""
    if not table.between_hands:
        return False
    if host is None:
        table.next_hand()
    else:
        host._next_hand(table)
    return True


def harmless_move(table) -> None:
    """The next pot dealt, or the seat to act's harmless move (`human_move`)."""
    from engine.actions import Action

    if not deal_held(table):
        table.apply(Action(table.actor, human_move(table.legal_actions())))


def saved_after_a_pot(settings, profile_id: str = "baseball", seed: int = 5):
    """A game of three played to its first pot's end and saved on file (game.play.resume): its table."""
    from game.play import resume
    from game.play.session import Session, direct_setup

    setup = direct_setup(settings, profile_id, 3, seed)
    table = Session(setup).table
    while table.hands_played < 1:
        harmless_move(table)
    assert resume.save(setup, table) is None
    return table
