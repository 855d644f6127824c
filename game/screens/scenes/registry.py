"""Every scene by name: the one module that loads the scene modules.

Scenes never construct one another. They ask the app for the next scene with an opener of
game.screens.openers (`app.push(openers.confirm(question=...))`, `app.go(openers.title())`), and
the app builds it here, so the scenes form no import cycle and each can be read (and replaced) on
its own. mypy checks each opener's parameters against its scene's class (the checks at the end).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Concatenate, ParamSpec, cast

from game.screens.scene import Opening, Scene, SceneHost

# Each scene's class, by its opener's name (game.screens.openers): module and class. A scene module
# is imported the first time its scene is made, so starting the game does not load what it may never
# show (the party scenes bring the web server and the QR code library: a third of a second of start-up).
SCENES: dict[str, str] = {
    "title": "game.screens.scenes.title:TitleScene",
    "profiles": "game.screens.scenes.setup:ProfileScene",
    "players": "game.screens.scenes.setup:PlayersScene",
    "opponents": "game.screens.scenes.setup:OpponentsScene",
    "howto": "game.screens.scenes.howto:HowToScene",
    "options": "game.screens.scenes.options:OptionsScene",
    "table": "game.screens.table_scene:TableScene",
    "demo": "game.screens.scenes.table:DemoTable",
    "guided": "game.screens.scenes.guided_table:GuidedTable",
    "guide_end": "game.screens.scenes.guide_end:GuideEnd",
    "pause": "game.screens.scenes.pause:PauseScene",
    "confirm": "game.screens.scenes.confirm:ConfirmScene",
    "party_setup": "game.screens.scenes.party_setup:PartySetupScene",
    "party_players": "game.screens.scenes.party_setup:PartyPlayersScene",
    "party_lobby": "game.screens.scenes.party_lobby:PartyLobbyScene",
    "party_table": "game.screens.scenes.party:PartyTableScene",
    "party_host": "game.screens.scenes.party_host:PartyHostMenu",
    "ledger": "game.screens.scenes.ledger:LedgerScene",
    "chart": "game.screens.scenes.chart:ChartScene",
    "result": "game.screens.scenes.banner:ResultBanner",
    "replay": "game.screens.scenes.replay:ReplayScene",
    "last_pots": "game.screens.scenes.last_pots:LastPotsScene",
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


def make(host: SceneHost, opening: Opening) -> Scene:
    """The scene `opening` asks for, built for `host` (the App) with its details and told its name
    (game.screens.soundtrack chooses the music by it); KeyError naming the known ones."""
    scene = factory(opening.name)(host, **opening.details)
    scene.registry_name = opening.name
    return scene


P = ParamSpec("P")


def gives(opener: Callable[P, Opening]) -> Callable[[Callable[Concatenate[SceneHost, P], Scene]], None]:
    """For mypy: `gives(opener)(SceneClass)` fails to type-check unless the scene takes every
    argument the opener may give it, each of the opener's type, and the opener asks for each one
    the scene cannot do without."""
    return lambda scene: None


if TYPE_CHECKING:  # each opener against its scene's class; at run time no scene module is imported here
    from game.screens import openers
    from game.screens.scenes.banner import ResultBanner
    from game.screens.scenes.chart import ChartScene
    from game.screens.scenes.confirm import ConfirmScene
    from game.screens.scenes.guide_end import GuideEnd
    from game.screens.scenes.guided_table import GuidedTable
    from game.screens.scenes.hall_of_fame import HallOfFameScene
    from game.screens.scenes.house_editor import HouseEditorScene
    from game.screens.scenes.house_games import HouseGamesScene
    from game.screens.scenes.house_name import HouseNameScene
    from game.screens.scenes.howto import HowToScene
    from game.screens.scenes.initials import InitialsScene
    from game.screens.scenes.last_pots import LastPotsScene
    from game.screens.scenes.ledger import LedgerScene
    from game.screens.scenes.options import OptionsScene
    from game.screens.scenes.party import PartyTableScene
    from game.screens.scenes.party_host import PartyHostMenu
    from game.screens.scenes.party_lobby import PartyLobbyScene
    from game.screens.scenes.party_setup import PartyPlayersScene, PartySetupScene
    from game.screens.scenes.pause import PauseScene
    from game.screens.scenes.replay import ReplayScene
    from game.screens.scenes.setup import OpponentsScene, PlayersScene, ProfileScene
    from game.screens.scenes.standings import StandingsScene
    from game.screens.scenes.table import DemoTable
    from game.screens.scenes.title import TitleScene
    from game.screens.table_scene import TableScene

    gives(openers.title)(TitleScene)
    gives(openers.profiles)(ProfileScene)
    gives(openers.players)(PlayersScene)
    gives(openers.opponents)(OpponentsScene)
    gives(openers.howto)(HowToScene)
    gives(openers.options)(OptionsScene)
    gives(openers.table)(TableScene)
    gives(openers.demo)(DemoTable)
    gives(openers.guided)(GuidedTable)
    gives(openers.guide_end)(GuideEnd)
    gives(openers.pause)(PauseScene)
    gives(openers.confirm)(ConfirmScene)
    gives(openers.party_setup)(PartySetupScene)
    gives(openers.party_players)(PartyPlayersScene)
    gives(openers.party_lobby)(PartyLobbyScene)
    gives(openers.party_table)(PartyTableScene)
    gives(openers.party_host)(PartyHostMenu)
    gives(openers.ledger)(LedgerScene)
    gives(openers.chart)(ChartScene)
    gives(openers.result)(ResultBanner)
    gives(openers.replay)(ReplayScene)
    gives(openers.last_pots)(LastPotsScene)
    gives(openers.standings)(StandingsScene)
    gives(openers.hall_of_fame)(HallOfFameScene)
    gives(openers.initials)(InitialsScene)
    gives(openers.house_games)(HouseGamesScene)
    gives(openers.house_editor)(HouseEditorScene)
    gives(openers.house_name)(HouseNameScene)
