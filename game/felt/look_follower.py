"""The table following the look chosen in the options (REDUCED MOTION, TEXT SIZE) wherever it is
changed: over the game (each of the table's frames) and over a pot's result, where the table under
it is not stepped (game.screens.scenes.banner asks for the seats' new places at once, so the panel
and the table beneath change together)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from game.felt.coach_why import LINES as WHY_LINES
from game.felt.layout import SeatSlot
from game.felt.table_draw import TableRenderer, follow_text_size
from game.felt.table_player import TablePlayer
from game.store.settings import Settings


def look_follower(
    renderer: TableRenderer, player: TablePlayer, settings: Callable[[], Settings], sized: bool = True
) -> Callable[[], Mapping[int, SeatSlot]]:
    """A call that puts the table in the settings' look as they read now (in the normal size, with
    no coach, when not `sized`: the demo) and returns where its seats are drawn."""

    def follow() -> Mapping[int, SeatSlot]:
        chosen = settings()
        still = chosen.reduced_motion  # REDUCED MOTION: nothing slides, shakes or blinks
        renderer.still = player.director.still = player.effects.still = still
        follow_text_size(renderer, player, chosen.text_size if sized else "normal")
        # the game's information keeps clear of the coach's why, a sentence on two lines (not the demo's)
        renderer.coach_lines = WHY_LINES if chosen.coach and sized else 1
        return player.director.slots

    return follow
