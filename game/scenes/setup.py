"""The Play menus: pick a rule profile, the number of players, then each opponent's style and
difficulty, and deal. `direct_setup` does the same from command-line flags."""

from __future__ import annotations

import pygame

from engine import profile
from game import palette
from game.display import WIDTH
from game.scenes.menu_scene import MenuScene
from game.session import BOT_NAMES, Setup, profiles, styles
from game.settings import DIFFICULTIES, Settings
from game.text import SMALL
from game.widgets import Item, Menu, cycle

PROFILE_ROWS = 16  # the rest of the list scrolls


class ProfileScene(MenuScene):
    heading = "CHOOSE A GAME"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.entries = profiles()
        items = []
        for entry in self.entries:
            if entry.ok:
                items.append(
                    Item(entry.name.upper()[:30], lambda e=entry: self.choose(e), detail=entry.description)
                )
            else:
                items.append(
                    Item(f"{entry.id.upper()[:22]} (BROKEN)", enabled=False, detail=entry.error or "")
                )
        if not items:  # nothing shipped, nothing of the user's: say where it looked, never an empty page
            items.append(Item("NO GAMES FOUND", enabled=False, detail=no_profiles_message()))
        self.menu = Menu(items, (150, 56), spacing=14, rows=PROFILE_ROWS)
        ids = [entry.id for entry in self.entries]
        if app.settings.default_profile in ids:
            self.menu.selected = ids.index(app.settings.default_profile)
            self.menu.layout()

    def choose(self, entry) -> None:
        self.app.settings.default_profile = entry.id
        self.app.stack.push(PlayersScene(self.app, entry.id, entry.rules))


def no_profiles_message() -> str:
    return (
        f"No rule profiles found: the shipped ones are missing from {profile.SHIPPED_DIR} and "
        f"{profile.user_profile_dir()} has none. Reinstall Baseball Poker or add a profile there."
    )


class PlayersScene(MenuScene):
    heading = "HOW MANY PLAYERS?"

    def __init__(self, app, profile_id: str, rules) -> None:
        super().__init__(app)
        settings = app.settings
        self.setup = Setup(
            profile_id, rules, min(max(settings.default_players, rules.min_players), rules.max_players)
        )
        self.menu = Menu(
            [
                Item(
                    "PLAYERS",
                    self.next,
                    value=lambda: str(self.setup.players),
                    adjust=self.adjust,
                    detail=f"{rules.name}: {rules.min_players} to {rules.max_players} players, you included.",
                ),
                Item("NEXT", self.next, detail="Choose your opponents."),
            ],
            (220, 120),
            spacing=24,
        )

    def adjust(self, step: int) -> None:
        rules = self.setup.rules
        self.setup.players = min(max(self.setup.players + step, rules.min_players), rules.max_players)

    def next(self) -> None:
        self.app.settings.default_players = self.setup.players
        self.app.stack.push(OpponentsScene(self.app, self.setup))


class OpponentsScene(MenuScene):
    heading = "YOUR OPPONENTS"

    def __init__(self, app, setup: Setup) -> None:
        super().__init__(app)
        self.setup = setup
        self.styles = styles()
        setup.fill_opponents(app.settings.default_style, app.settings.default_difficulty)
        items = []
        for i, opponent in enumerate(setup.opponents):
            items.append(
                Item(
                    f"{BOT_NAMES[i].upper():<8}STYLE",
                    value=lambda o=opponent: self.style_of(o).name.upper(),
                    adjust=lambda step, o=opponent: self.cycle_style(o, step),
                    detail="",
                )
            )
            items.append(
                Item(
                    "        LEVEL",
                    value=lambda o=opponent: o.difficulty.upper(),
                    adjust=lambda step, o=opponent: self.cycle_level(o, step),
                    detail="Easy, normal or hard: how carefully this player thinks.",
                )
            )
        items.append(Item("DEAL!", self.deal, detail="Sit down and deal the first hand."))
        self.menu = Menu(items, (130, 62), spacing=max(12, min(20, 216 // len(items))))

    def style_of(self, opponent):
        return next((s for s in self.styles if s.id == opponent.style), self.styles[0])

    def cycle_style(self, opponent, step: int) -> None:
        opponent.style = cycle([style.id for style in self.styles], opponent.style, step)

    def cycle_level(self, opponent, step: int) -> None:
        opponent.difficulty = cycle(list(DIFFICULTIES), opponent.difficulty, step)

    def detail(self) -> str:
        index = self.menu.selected
        if index < 2 * len(self.setup.opponents) and index % 2 == 0:
            return self.style_of(self.setup.opponents[index // 2]).personality
        return super().detail()

    def deal(self) -> None:
        from game.scenes.table import TableScene

        if self.setup.opponents:
            self.app.settings.default_style = self.setup.opponents[-1].style
            self.app.settings.default_difficulty = self.setup.opponents[-1].difficulty
        self.app.stack.reset(TableScene(self.app, self.setup))

    def draw_body(self, canvas: pygame.Surface) -> None:
        self.app.text.draw(
            canvas,
            f"{self.setup.rules.name.upper()} - {self.setup.players} PLAYERS",
            (WIDTH // 2, 46),
            SMALL,
            palette.CYAN,
            anchor="midtop",
        )


def direct_setup(settings: Settings, profile_id: str | None, players: int | None, seed: int | None) -> Setup:
    """A setup from --profile/--players/--seed, the rest from the settings; ValueError when unusable."""
    from engine.profile import load_profile

    profile_id = profile_id or settings.default_profile
    rules = load_profile(profile_id)
    players = settings.default_players if players is None else players
    if not rules.min_players <= players <= rules.max_players:
        raise ValueError(
            f"{rules.name} is for {rules.min_players} to {rules.max_players} players, not {players}"
        )
    setup = Setup(profile_id, rules, players, seed=seed)
    setup.fill_opponents(settings.default_style, settings.default_difficulty)
    return setup
