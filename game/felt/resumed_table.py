"""A continued session (game.play.resume) shown at the exact decision where it stopped: the engine
replays every saved decision; the screen shows the seats, the balances after the last finished
pot and the pot in play as it stands (its cards, bets and log), without animation or sound, and
play goes on from there. The solo table's (game.screens.table_scene) way back into a session."""

from __future__ import annotations

from collections.abc import Iterable

from engine.events import Event, HandEnd, PotGame
from engine.table import Table
from game.felt.director import Director
from game.felt.table_player import TablePlayer
from game.platform import sound
from game.platform.tween import Tweens
from game.play import resume
from game.play.host_facts import Fact
from game.play.table_host import TableHost
from game.telling.hints import LeadTaken


def show_saved(
    saved: resume.SavedSession, host: TableHost, table: Table, player: TablePlayer, seat: int
) -> None:
    """Replay `saved` on `table` and show its state at once for `seat`'s screen (`player`)."""
    resume.redo(table, saved.decisions)
    host.start()  # the host publishes the session so far: shown at once, not played
    player.fetch()
    director: Director = player.director
    tweens: Tweens = player.tweens
    events = table.events_for(seat)
    hand_start = table.hand_events_start
    before = events[:hand_start]
    ends = [n for n, event in enumerate(before) if isinstance(event, HandEnd)]
    # a dealer's choice: the pot's game, called after the last pot ended (a play-test's continued
    # pot showed DEALER'S CHOICE, no game and no wild cards)
    called = [event for event in before[ends[-1] + 1 if ends else 0 :] if isinstance(event, PotGame)]
    quiet, sound.BANK.quiet = sound.BANK.quiet, True
    try:
        pot = in_pot(player.pending, hand_start)
        for fact in [events[0], *[before[n] for n in ends[-1:]], *called, *pot]:
            director.play(fact)
            tweens.finish_all()
    finally:
        sound.BANK.quiet = quiet
    player.shown_up_to(events[hand_start:])


def in_pot(facts: Iterable[Fact], hand_start: int) -> list[Fact]:
    """The pot in play's events, from the table's event `hand_start` on, as the host published them
    (`facts`, the session's from its start), with the No Peek leads taken published among them: the
    centre says why the row in the lead beat the one before it, as it said it live."""
    pot: list[Fact] = []
    index = 0  # the table's event the next of `facts`' events is
    for fact in facts:
        if index >= hand_start and isinstance(fact, (Event, LeadTaken)):
            pot.append(fact)
        index += isinstance(fact, Event)
    return pot
