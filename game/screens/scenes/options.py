"""Options, in pages of ten rows at most (a newcomer's play-test found one page of eighteen too long
to scan from a sofa): the first holds the screen and the sound (TEXT SIZE, window or fullscreen,
how the picture fills the screen, sound on/off with shortcut M, the effects' and the music's
volumes) and opens the others: TABLE (the coach, the newcomer's hints, animation speed, how long
computer players seem to think, the away rule, the next hand), NEW GAMES (the defaults for a new
game: profile, players, opponents' style and level) and ACCESS (the four-colour deck with a
preview, colour-safe suits, reduced motion, the CRT filter, more time, the table's text size again,
one setting). Every change is saved at once (game.screens.polish)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from engine.cards import parse_cards
from game.platform import palette
from game.platform.widgets import ARROWS, Item, Menu, cycle, value_column
from game.play.session import profiles, styles
from game.screens.menu_page import MenuScene, menu_bottom, menu_name
from game.screens.menu_size import fit_menu
from game.store.settings import (
    ANIMATION_SPEEDS,
    AWAY_CHOICES,
    DIFFICULTIES,
    FILL_CHOICES,
    NEXT_HAND_CHOICES,
    TEXT_SIZE_CHOICES,
    THINKING_SPEEDS,
    away_label,
    speed_label,
)

if TYPE_CHECKING:
    from game.screens.scene import SceneHost

PREVIEW = parse_cards("As Kh Qd Jc")
VOLUME_STEP = 0.1
LEFT = 120  # the menus' left edge
SPACING = 28  # the pages' rows apart at the normal size (ten rows end above the description)


def thinking_label(speed: str) -> str:
    return next((label for value, label, _ in THINKING_SPEEDS if value == speed), speed.upper())


def on_off(flag: bool) -> str:
    return "ON" if flag else "OFF"


# TEXT SIZE's description for each size, the one chosen shown under the row.
TEXT_SIZE_DETAILS = {
    "normal": "NORMAL: the table's words at their usual size. LARGE makes every word needed to play "
    "a quarter taller for a TV across the room.",
    "large": "LARGE: every word needed to play (names, scores, bets, hands, buttons, the pot, "
    "the result) a quarter taller for a TV across the room; the log stays small.",
}  # (three lines at most: a fourth ran down onto the keys' footer, a play-test at large)


def page_menu(items: list[Item]) -> Menu:
    """A page's rows, each page's from the same place and as far apart (every row ends above the
    description)."""
    return Menu(items, (LEFT, 66), spacing=SPACING)


class OptionsScene(MenuScene):
    heading = "OPTIONS"
    sized = True

    def __init__(
        self, app: SceneHost, access: bool = False, keep_running: Callable[[float], None] | None = None
    ) -> None:
        super().__init__(app)
        self.access_only = access  # the party host's menu opened ACCESS: leaving it leaves the page
        self.keep_running = keep_running
        settings = app.settings
        entries = [entry for entry in profiles() if entry.ok]
        self.profile_ids = [entry.id for entry in entries]
        self.profile_names = {entry.id: entry.name for entry in entries}
        self.style_ids = [style.id for style in styles()]
        self.style_names = {style.id: style.name for style in styles()}
        self.items = [
            self.text_size_item(),
            Item(
                "DISPLAY",
                value=lambda: "FULLSCREEN" if settings.fullscreen else "WINDOW",
                adjust=self.screen,
                action=lambda: self.screen(1),
                detail="F11 or Alt+Enter switches at any time.",
            ),
            Item(
                "FILL",
                value=lambda: dict(FILL_CHOICES).get(settings.fill, "AUTO"),
                adjust=self.cycle_fill,
                detail="AUTO: crisp whole-number pixels where they fill most of the screen. OFF: whole "
                "pixels only, in borders. SHARP: the whole screen, crisp. SMOOTH: the whole screen, "
                "pixels even and soft (720p, 768p TVs).",
            ),
            Item(
                "SOUND",
                self.flip("muted"),
                value=lambda: "MUTED" if settings.muted else "ON",
                adjust=self.flip("muted"),
                shortcut="m",
                detail="M turns every sound off or on, the effects and the music.",
            ),
            Item(
                "EFFECTS",
                value=lambda: f"{round(settings.volume * 100)}%",
                adjust=self.volume("volume"),
                detail="Left and right: the loudness of the effects.",
            ),
            Item(
                "MUSIC",
                value=lambda: f"{round(settings.music_volume * 100)}%" if settings.music_volume else "OFF",
                adjust=self.volume("music_volume"),
                detail="Left and right: the loudness of the music, from off to full. It stays under the "
                "effects and ducks under a big moment.",
            ),
            self.page_item(
                "TABLE",
                "Opens a page: the coach, the hints, how fast cards move and computer players think, "
                "the away rule, the next hand.",
            ),
            self.page_item(
                "NEW GAMES",
                "Opens a page: the game chosen first on the Play menu, how many players, the "
                "opponents' style and level.",
            ),
            self.page_item(
                "ACCESS",
                "Opens a page: the four-colour deck, colour-safe suits, reduced motion, the CRT "
                "filter, more time for everyone, the table's text size.",
            ),
            Item("BACK", self.back, detail=""),
        ]
        table = [
            self.switch(
                "COACH",
                "coach",
                "Shows your chance to win as the computer players would judge it. H at the table.",
            ),
            self.switch(
                "HINTS",
                "hints",
                "For a newcomer: why a No Peek row beats, the bonus card marked, what the big "
                "moments mean, a guided first hand the first time each game is chosen.",
            ),
            Item(
                "ANIMATION",
                value=lambda: speed_label(settings.animation_speed).upper(),
                adjust=self.speed,
                detail="How fast cards and chips move. TAB (or X on a pad) skips ahead at the table.",
            ),
            Item(
                "THINKING SPEED",
                value=lambda: thinking_label(settings.thinking_speed),
                adjust=self.cycle_thinking,
                detail="How long a computer player seems to think before it acts, at the table and at "
                "a party. What it decides is the same at every speed.",
            ),
            Item(
                "AWAY AFTER",
                value=lambda: away_label(settings.away_after),
                adjust=self.cycle_away,
                detail="Nobody at the controls on your turn this long: your seat checks or folds, "
                "marked AWAY; after a whole pot away the game is saved and the demo plays.",
            ),
            Item(
                "NEXT HAND",
                value=lambda: away_label(settings.next_hand_after) if settings.next_hand_after else "WAIT",
                adjust=self.cycle_next_hand,
                detail="After a pot: wait for NEXT HAND, or deal the next hand by itself after this long.",
            ),
            Item("BACK", self.back, detail="Back to the options."),
        ]
        self.new_games: list[Item] = [
            Item(
                "GAME",
                value=lambda: menu_name(
                    self.profile_names.get(settings.default_profile, settings.default_profile),
                    LEFT,
                    value_column(self.new_games) + ARROWS,
                    self.size,
                ),
                adjust=self.cycle_profile,
                detail="The game chosen first on the Play menu.",
            ),
            Item(
                "PLAYERS",
                value=lambda: str(settings.default_players),
                adjust=self.players,
                detail="How many players sit down by default, you included.",
            ),
            Item(
                "OPPONENTS",
                value=lambda: self.style_names.get(settings.default_style, settings.default_style).upper(),
                adjust=self.cycle_style,
                detail="The playing style new opponents get.",
            ),
            Item(
                "LEVEL",
                value=lambda: settings.default_difficulty.upper(),
                adjust=self.cycle_level,
                detail="Easy, normal or hard: how carefully new opponents think.",
            ),
            Item("BACK", self.back, detail="Back to the options."),
        ]
        self.main = page_menu(self.items)
        self.access = page_menu(self.access_items())
        self.pages = {
            "TABLE": page_menu(table),
            "NEW GAMES": page_menu(self.new_games),
            "ACCESS": self.access,
        }
        self.menu = self.main
        if access:
            self.open_access()

    def resize(self) -> None:
        """Every page in the TEXT SIZE chosen (one scrolls only where its rows would reach the
        description)."""
        for menu in (self.main, *self.pages.values()):
            fit_menu(menu, self.size, SPACING, menu_bottom(self.size))

    def page_item(self, name: str, detail: str) -> Item:
        """A row that opens the page `name`, as BACK is taken (no < value > to cycle: a play-test)."""
        return Item(
            name, lambda: self.open_page(name), adjust=lambda step: self.open_page(name), detail=detail
        )

    def access_items(self) -> list[Item]:
        """The ACCESS page: how the table looks and moves, and time to read it, each a switch."""
        return [
            self.switch(
                "FOUR-COLOUR DECK",
                "four_colour_deck",
                "Hearts red, spades black, clubs teal, diamonds violet. Suit shapes are always shown.",
            ),
            self.switch(
                "COLOUR-SAFE",
                "colour_safe",
                "Every suit is told by its shape and its letter (S H D C) as well as its colour, on "
                "the TV and the phones; the four colours are kept apart for colour-blind eyes too.",
            ),
            self.switch(
                "REDUCED MOTION",
                "reduced_motion",
                "No screen shake, flashes, zooms or sliding chips: cards appear in their places and "
                "a big moment is a still banner. The phones follow.",
            ),
            self.switch(
                "CRT FILTER",
                "crt_filter",
                "Scanlines and a darker edge, like an old arcade screen. It never flickers.",
            ),
            self.switch(
                "MORE TIME",
                "more_time",
                "Twice the turn timer and twice as long before the away rule plays, for everyone "
                "at the table: a party with slow readers.",
            ),
            self.text_size_item(),
            Item("BACK", self.back, detail="Back to the options."),
        ]

    def text_size_item(self) -> Item:
        """TEXT SIZE, one setting, a row on the options' first page and on ACCESS: a newcomer's
        play-test looked for it on the first page and found it only under ACCESS; a party host's
        menu opens ACCESS alone."""
        return Item(
            "TEXT SIZE",
            self.cycle_text_size,
            value=lambda: dict(TEXT_SIZE_CHOICES).get(self.app.settings.text_size, "NORMAL"),
            adjust=self.cycle_text_size,
            detail=TEXT_SIZE_DETAILS["large"],  # the help line follows the value: detail() below
        )

    def detail(self) -> str:
        """The chosen row's description; TEXT SIZE's tells the size now chosen (a play-test read the
        LARGE description with NORMAL chosen)."""
        item = self.menu.current
        if item is not None and item.label == "TEXT SIZE":
            return TEXT_SIZE_DETAILS.get(self.app.settings.text_size, TEXT_SIZE_DETAILS["normal"])
        return super().detail()

    def open_page(self, name: str) -> None:
        """The page `name` in place of the first, on its first row."""
        self.menu, self.heading = self.pages[name], f"OPTIONS: {name}"
        self.menu.selected = 0
        self.menu.layout()

    def open_access(self) -> None:
        self.open_page("ACCESS")

    def back(self) -> None:
        """From a page back to the options (on its row), from the options back where they came
        from; ACCESS opened alone by a party host's menu, back there."""
        if self.menu is not self.main and not self.access_only:
            self.menu, self.heading = self.main, "OPTIONS"
            return
        super().back()

    def update(self, dt: float) -> None:
        if self.keep_running is not None:  # a party, held under the page: phones are answered
            self.keep_running(dt)

    # ----- the changes

    def speed(self, step: int) -> None:
        speeds = [value for value, _ in ANIMATION_SPEEDS]
        current = (
            speeds.index(self.app.settings.animation_speed)
            if self.app.settings.animation_speed in speeds
            else 1
        )
        self.app.settings.animation_speed = speeds[min(max(current + step, 0), len(speeds) - 1)]

    def screen(self, step: int) -> None:
        self.app.toggle_fullscreen()

    def switch(self, label: str, name: str, detail: str) -> Item:
        """A row that turns the boolean setting `name` on or off (Enter, or left/right)."""
        return Item(
            label,
            self.flip(name),
            value=lambda: on_off(getattr(self.app.settings, name)),
            adjust=self.flip(name),
            detail=detail,
        )

    def flip(self, name: str) -> Callable[..., None]:
        """A change that turns the boolean setting `name` over (Enter, or left/right)."""
        settings = self.app.settings

        def change(step: int = 1) -> None:
            setattr(settings, name, not getattr(settings, name))

        return change

    def volume(self, name: str) -> Callable[[int], None]:
        """A change of the loudness `name` (the effects' or the music's) by a step; turning one up
        ends MUTED."""
        settings = self.app.settings

        def change(step: int) -> None:
            value = round(min(max(getattr(settings, name) + step * VOLUME_STEP, 0.0), 1.0), 2)
            setattr(settings, name, value)
            if value > 0:
                settings.muted = False

        return change

    def players(self, step: int) -> None:
        settings = self.app.settings
        settings.default_players = min(max(settings.default_players + step, 2), 8)

    def cycle_profile(self, step: int) -> None:
        settings = self.app.settings
        settings.default_profile = cycle(self.profile_ids, settings.default_profile, step)

    # a new default for every opponent: the last line-up's seats (Settings.opponents) give way to it
    def cycle_style(self, step: int) -> None:
        settings = self.app.settings
        settings.default_style = cycle(self.style_ids, settings.default_style, step)
        settings.opponents = []

    def cycle_level(self, step: int) -> None:
        settings = self.app.settings
        settings.default_difficulty = cycle(list(DIFFICULTIES), settings.default_difficulty, step)
        settings.opponents = []

    def cycle_away(self, step: int) -> None:
        settings = self.app.settings
        choices = list(AWAY_CHOICES)
        current = settings.away_after if settings.away_after in choices else 45.0
        settings.away_after = cycle(choices, current, step)

    def cycle_fill(self, step: int) -> None:
        settings = self.app.settings
        settings.fill = cycle([value for value, _ in FILL_CHOICES], settings.fill, step)

    def cycle_text_size(self, step: int = 1) -> None:
        settings = self.app.settings
        settings.text_size = cycle([value for value, _ in TEXT_SIZE_CHOICES], settings.text_size, step)

    def cycle_thinking(self, step: int) -> None:
        settings = self.app.settings
        choices = [value for value, _, _ in THINKING_SPEEDS]
        settings.thinking_speed = cycle(choices, settings.thinking_speed, step)

    def cycle_next_hand(self, step: int) -> None:
        settings = self.app.settings
        settings.next_hand_after = cycle(list(NEXT_HAND_CHOICES), settings.next_hand_after, step)

    # ----- drawing

    def draw_body(self, canvas: pygame.Surface) -> None:
        """Four sample cards beside the menu while the deck item is chosen."""
        item = self.menu.current
        if item is None or item.label not in ("FOUR-COLOUR DECK", "COLOUR-SAFE"):
            return
        art = self.app.cards
        art.set_four_colour(self.app.settings.four_colour_deck)
        art.set_colour_safe(self.app.settings.colour_safe)
        for i, card in enumerate(PREVIEW):
            canvas.blit(art.face(card), (760 + i * 44, 150))
        pygame.draw.rect(canvas, palette.GREY, (754, 144, 4 * 44 + 8, 68), 2, border_radius=3)
