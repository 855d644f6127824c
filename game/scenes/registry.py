"""Every scene by name: the one module that loads the scene modules.

Scenes never construct one another. They ask the app for the next scene by name
(`app.push("confirm", question=...)`, `app.go("title")`), and the app builds it here, so the
scenes form no import cycle and each can be read (and replaced) on its own.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, cast

from game.scene import Scene, SceneHost

# Each scene's class, by module and name. A scene module is imported the first time its scene is
# made, so starting the game does not load what it may never show (the party scenes bring the
# web server and the QR code library: about a third of a second of start-up).
SCENES: dict[str, str] = {
    "title": "game.scenes.title:TitleScene",
    "profiles": "game.scenes.setup:ProfileScene",
    "players": "game.scenes.setup:PlayersScene",
    "opponents": "game.scenes.setup:OpponentsScene",
    "howto": "game.scenes.howto:HowToScene",
    "options": "game.scenes.options:OptionsScene",
    "table": "game.scenes.table:TableScene",
    "demo": "game.scenes.table:DemoTable",
    "pause": "game.scenes.pause:PauseScene",
    "confirm": "game.scenes.confirm:ConfirmScene",
    "party_setup": "game.scenes.party:PartySetupScene",
    "party_players": "game.scenes.party:PartyPlayersScene",
    "party_lobby": "game.scenes.party:PartyLobbyScene",
    "party_table": "game.scenes.party:PartyTableScene",
    "party_host": "game.scenes.party_host:PartyHostMenu",
    "chart": "game.scenes.chart:ChartScene",
    "result": "game.scenes.banner:ResultBanner",
    "standings": "game.scenes.standings:StandingsScene",
    "hall_of_fame": "game.scenes.hall_of_fame:HallOfFameScene",
    "initials": "game.scenes.initials:InitialsScene",
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
    """The scene called `name`, built for `host` (the App) with the given details; KeyError
    naming the known ones."""
    return factory(name)(host, **details)
