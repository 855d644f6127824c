"""Every scene by name: the one module that imports the scene modules.

Scenes never construct one another. They ask the app for the next scene by name
(`app.push("pause", table_scene=self)`, `app.go("title")`), and the app builds it here, so the
scenes form no import cycle and each can be read (and replaced) on its own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.scene import Scene
from game.scenes.banner import ResultBanner
from game.scenes.chart import ChartScene
from game.scenes.hall_of_fame import HallOfFameScene
from game.scenes.howto import HowToScene
from game.scenes.initials import InitialsScene
from game.scenes.options import OptionsScene
from game.scenes.party import PartyLobbyScene, PartyPlayersScene, PartySetupScene, PartyTableScene
from game.scenes.pause import PauseScene
from game.scenes.setup import OpponentsScene, PlayersScene, ProfileScene
from game.scenes.standings import StandingsScene
from game.scenes.table import DemoTable, TableScene
from game.scenes.title import TitleScene

if TYPE_CHECKING:
    from game.app import App

SCENES: dict[str, Callable[..., Scene]] = {
    "title": TitleScene,
    "profiles": ProfileScene,
    "players": PlayersScene,
    "opponents": OpponentsScene,
    "howto": HowToScene,
    "options": OptionsScene,
    "table": TableScene,
    "demo": DemoTable,
    "pause": PauseScene,
    "party_setup": PartySetupScene,
    "party_players": PartyPlayersScene,
    "party_lobby": PartyLobbyScene,
    "party_table": PartyTableScene,
    "chart": ChartScene,
    "result": ResultBanner,
    "standings": StandingsScene,
    "hall_of_fame": HallOfFameScene,
    "initials": InitialsScene,
}


def make(app: App, name: str, **details: Any) -> Scene:
    """The scene called `name`, built for `app` with the given details; KeyError naming the known ones."""
    try:
        factory = SCENES[name]
    except KeyError:
        raise KeyError(f"no scene called {name!r}: the scenes are {', '.join(SCENES)}") from None
    return factory(app, **details)
