"""Every scene by name: the one module that loads the scene modules.

Scenes never construct one another. They ask the app for the next scene by name
(`app.push("confirm", question=...)`, `app.go("title")`), and the app builds it here, so the
scenes form no import cycle and each can be read (and replaced) on its own.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, cast

from game.screens.scene import Scene, SceneHost

# Each scene's class, by module and name. A scene module is imported the first time its scene is
# made, so starting the game does not load what it may never show (the party scenes bring the
# web server and the QR code library: about a third of a second of start-up).
SCENES: dict[str, str] = {
    "title": "game.screens.scenes.title:TitleScene",
    "profiles": "game.screens.scenes.setup:ProfileScene",
    "players": "game.screens.scenes.setup:PlayersScene",
    "opponents": "game.screens.scenes.setup:OpponentsScene",
    "howto": "game.screens.scenes.howto:HowToScene",
    "options": "game.screens.scenes.options:OptionsScene",
    "table": "game.screens.scenes.table:TableScene",
    "demo": "game.screens.scenes.table:DemoTable",
    "guided": "game.screens.scenes.table:GuidedTable",
    "pause": "game.screens.scenes.pause:PauseScene",
    "confirm": "game.screens.scenes.confirm:ConfirmScene",
    "party_setup": "game.screens.scenes.party_setup:PartySetupScene",
    "party_players": "game.screens.scenes.party_setup:PartyPlayersScene",
    "party_lobby": "game.screens.scenes.party_lobby:PartyLobbyScene",
    "party_table": "game.screens.scenes.party:PartyTableScene",
    "party_host": "game.screens.scenes.party_host:PartyHostMenu",
    "chart": "game.screens.scenes.chart:ChartScene",
    "result": "game.screens.scenes.banner:ResultBanner",
    "standings": "game.screens.scenes.standings:StandingsScene",
    "hall_of_fame": "game.screens.scenes.hall_of_fame:HallOfFameScene",
    "initials": "game.screens.scenes.initials:InitialsScene",
    "house_games": "game.screens.scenes.house_games:HouseGamesScene",
    "house_editor": "game.screens.scenes.house_editor:HouseEditorScene",
    "house_name": "game.screens.scenes.house_name:HouseNameScene",
}


def factory(name: str) -> Callable[..., Scene]:
    """The class of the scene called `name`, its module imported if it was not yet; KeyError
    naming the known scenes."""
    try:
        module, _, attribute = SCENES[name].partition(":")
    except KeyError:
        raise KeyError(f"no scene called {name!r}: the scenes are {', '.join(SCENES)}") from None
    return cast(Callable[..., Scene], getattr(importlib.import_module(module), attribute))


def make(host: SceneHost, name: str, **details: Any) -> Scene:
    """The scene called `name`, built for `host` (the App) with the given details and told its name
    (game.screens.soundtrack chooses the music by it); KeyError naming the known ones."""
    scene = factory(name)(host, **details)
    scene.registry_name = name
    return scene
