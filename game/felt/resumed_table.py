"""A continued session (game.play.resume) shown at the exact decision where it stopped: the engine
replays every saved decision; the screen shows the seats, the balances after the last finished
pot and the pot in play as it stands (its cards, bets and log), without animation or sound, and
play goes on from there. The solo table's (game.screens.table_scene) way back into a session."""

from __future__ import annotations

from collections.abc import Iterable

from engine.events import Event, HandEnd
from engine.table import Table
from game.felt.director import Director
from game.felt.table_player import TablePlayer
from game.platform import sound
from game.platform.tween import Tweens
from game.play import resume
from game.play.host_facts import Fact, PotDone
from game.play.table_host import TableHost


def show_saved(
    saved: resume.SavedSession, host: TableHost, table: Table, player: TablePlayer, seat: int
) -> None:
    """Replay `saved` on `table` and show its state at once for `seat`'s screen (`player`)."""
    # the host makes the session's moves again and publishes them as it did live, with what it told
    # with its own moves (a hand that cannot win checked for you): shown at once, not played
    host.redo(saved.decisions, saved.told)
    player.fetch()
    director: Director = player.director
    tweens: Tweens = player.tweens
    events = table.events_for(seat)
    hand_start = table.hand_events_start
    ends = [n for n, event in enumerate(events[:hand_start]) if isinstance(event, HandEnd)]
    quiet, sound.BANK.quiet = sound.BANK.quiet, True
    try:
        since = since_last_pot(player.pending, ends[-1] + 1 if ends else 0)
        for fact in [events[0], *[events[n] for n in ends[-1:]], *since]:
            director.play(fact)
            tweens.finish_all()
    finally:
        sound.BANK.quiet = quiet
    player.shown_up_to(events[hand_start:])


def since_last_pot(facts: Iterable[Fact], start: int) -> list[Fact]:
    """What the host published (`facts`, the session's from its start) from the table's event
    `start` on, the first after the last finished pot: the pot in play's call and the pot itself, with
    every host fact among them as the live table played it, not a chosen few (a continued Dealer's
    Choice table shown the events and No Peek's leads taken alone never said its dealer's CalledAgain,
    'Babe picks Baseball again'). A fact goes with the event after it, but for a pot's result
    (PotDone), which follows its hand_end: a finished pot's result is not shown again."""
    since: list[Fact] = []
    index = 0  # the table's event the next of `facts`' events is
    for fact in facts:
        if index >= start and not isinstance(fact, PotDone):
            since.append(fact)
        index += isinstance(fact, Event)
    return since
