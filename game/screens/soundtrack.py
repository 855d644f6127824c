"""Which music plays under which scene, by the scene's name (game.screens.scenes.registry gives it): the
title's march on the title, its menus and attract mode (quieter there), the table's swing at a
table, the disco shuffle while a party gathers, and the table's tune without its lead under the
pause menu. An overlay that names no loop (a confirmation, a pot's result, the standings) keeps the
music of the scene under it. The polish layer calls `follow` every frame (game.screens.polish), so
no scene knows about the music.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.platform import music
from game.screens.scene import Scene
from game.store.settings import Settings

TITLE, TABLE, LOBBY, CALM = "title", "table", "lobby", "calm"
LOOPS: dict[str, str] = {
    **dict.fromkeys(
        (
            "title",
            "profiles",
            "players",
            "opponents",
            "howto",
            "options",
            "hall_of_fame",
            "house_games",
            "house_editor",
            "house_name",
            "demo",
        ),
        TITLE,
    ),
    **dict.fromkeys(("table", "guided", "party_table", "replay"), TABLE),
    **dict.fromkeys(("party_setup", "party_players", "party_lobby"), LOBBY),
    **dict.fromkeys(("pause", "party_host", "last_pots"), CALM),
}
# overlays and pages that go on with the music under them
CARRIED = frozenset({"confirm", "chart", "result", "standings", "initials", "ledger", "guide_end"})
# attract mode's pages: quieter while they play by themselves (a page opened from the menu is not)
ATTRACT_PAGES = frozenset({"howto", "hall_of_fame", "demo"})


def choose(scenes: Sequence[Scene]) -> tuple[str | None, bool]:
    """The loop for a stack of scenes (the top last) and whether it plays quietly."""
    for scene in reversed(scenes):
        name = scene.registry_name
        if name in LOOPS:
            quiet = name in ATTRACT_PAGES and getattr(scene, "attract", None) is not None
            return LOOPS[name], quiet
    return None, False


def follow(
    scenes: Sequence[Scene], settings: Settings, dt: float, jukebox: music.Jukebox = music.JUKEBOX
) -> None:
    """The music for the scenes on screen now, at these settings, `dt` seconds after the last frame."""
    jukebox.settings = settings
    jukebox.want(*choose(scenes))
    jukebox.update(dt)
