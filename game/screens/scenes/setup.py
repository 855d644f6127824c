"""The Play menus: pick a rule profile, the number of players, then each opponent's style and
difficulty, and deal. (game.play.session.direct_setup does the same from command-line flags.)"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from engine.profile import MAIN_GAMES, ProfileEntry
from engine.rules import Rules
from game.party.seats_refusal import left_out
from game.platform import palette
from game.platform.display import SAFE, WIDTH
from game.platform.text import BODY
from game.platform.widgets import Item, Menu, cycle
from game.play import resume
from game.play.guided import has_guide
from game.play.session import BOT_NAMES, Opponent, Setup, StyleChoice, no_profiles_message, profiles, styles
from game.screens import openers
from game.screens.menu_page import BROKEN, MENU_BOTTOM, MenuScene, menu_bottom, menu_name
from game.screens.menu_size import fit_menu
from game.store.settings import DIFFICULTIES
from game.telling.rules_words import games_named, listing_line

if TYPE_CHECKING:
    from game.screens.scene import SceneHost

PROFILE_ROWS = 12  # the rest of the list scrolls
PROFILE_SPACING = 26  # from one game's row to the next, at either TEXT SIZE (menu_size.fit_menu)
PROFILE_LEFT = 228  # the games' list's left edge
START_HERE = "START HERE"  # beside the main games
START_GAP = 24  # from the longest main game's name to the bracket, and the bracket to the words


class ProfileScene(MenuScene):
    """CHOOSE A GAME: every game, its line under the list. From PLAY, choosing one goes on to the
    Play menus; a page that gives `on_choose` (HOST A PARTY's GAME row, the party's next game) is
    handed the game chosen, back on that page, the list opened on `chosen` (a game's id). `refuse`:
    why a game cannot be chosen there ("" if it can), its row greyed saying so (a party of six is
    no Night Baseball's); `note`: words after an open row's line (a dealer's choice played without
    a game of it: 'Night Baseball left out at 6 seats...'); `mark`: a game's id and the words after its name on its row (the party's
    game in play, ` (PLAYING NOW)`); `keep_running`: each frame of the page (a party's phones
    answered). In the TEXT SIZE chosen, as the table (a host across the room read the party's NEXT
    GAME list small)."""

    heading = "CHOOSE A GAME"
    sized = True

    def __init__(
        self,
        app: SceneHost,
        on_choose: Callable[[ProfileEntry], None] | None = None,
        chosen: str = "",
        refuse: Callable[[Rules], str] | None = None,
        mark: tuple[str, str] = ("", ""),
        keep_running: Callable[[float], None] | None = None,
        note: Callable[[Rules], str] | None = None,
    ) -> None:
        super().__init__(app)
        self.on_choose = on_choose
        self.mark = mark
        self.keep_running = keep_running
        self.entries = profiles()
        items = []
        for entry in self.entries:
            why = "" if refuse is None or entry.rules is None else refuse(entry.rules)
            noted = "" if note is None or entry.rules is None else note(entry.rules)
            if entry.ok:
                items.append(
                    Item(
                        game_row(entry, BODY, self.marked(entry)),
                        partial(self.choose, entry),
                        not why,
                        detail=why or f"{listing_line(entry)} {noted}".strip(),
                    )
                )
            else:
                items.append(Item(game_row(entry, BODY), enabled=False, detail=entry.error or ""))
        if not items:  # nothing shipped, nothing of the user's: say where it looked, never an empty page
            items.append(Item("NO GAMES FOUND", enabled=False, detail=no_profiles_message()))
        # a broken game's row says what is wrong with its file
        self.menu = Menu(
            items, (PROFILE_LEFT, 84), spacing=PROFILE_SPACING, rows=PROFILE_ROWS, stops_greyed=True
        )
        ids = [entry.id for entry in self.entries]
        chosen = chosen or app.settings.default_profile
        if chosen in ids:
            self.menu.selected = ids.index(chosen)
            self.menu.layout()

    def resize(self) -> None:
        """At TEXT SIZE large the list scrolls above the description, each name cut to its row."""
        for entry, item in zip(self.entries, self.menu.items, strict=False):
            item.label = game_row(entry, self.size, self.marked(entry))
        fit_menu(self.menu, self.size, PROFILE_SPACING, menu_bottom(self.size))

    def marked(self, entry: ProfileEntry) -> str:
        """The words after `entry`'s name on its row ("" but for the game `mark` names)."""
        marked, words = self.mark
        return words if entry.id == marked else ""

    def update(self, dt: float) -> None:
        if self.keep_running is not None:
            self.keep_running(dt)

    def draw_body(self, canvas: pygame.Surface) -> None:
        """START HERE beside the main games (engine.profile.MAIN_GAMES, first on the list), the
        others listed as ever: a newcomer met twelve games at once and was overwhelmed. A bracket
        from the first of their rows shown to the last, the words beside it where they fit."""
        shown = self.menu.shown
        rows = [
            self.menu.rects[index]
            for index, entry in enumerate(self.entries)
            if entry.id in MAIN_GAMES and entry.ok and index in shown
        ]
        x = max((rect.right for rect in rows), default=0) + START_GAP
        if not rows or x + START_GAP // 2 + len(START_HERE) * self.size > SAFE.right:
            return
        top, bottom = rows[0].top + 2, rows[-1].bottom - 2
        pygame.draw.lines(
            canvas, palette.CYAN, False, [(x - 6, top), (x, top), (x, bottom), (x - 6, bottom)], 2
        )
        middle = (top + bottom) // 2
        self.app.text.draw(
            canvas, START_HERE, (x + START_GAP // 2, middle), self.size, palette.CYAN, anchor="midleft"
        )

    def choose(self, entry: ProfileEntry) -> None:
        if entry.rules is None:  # a broken profile's item is not enabled
            return
        if self.on_choose is not None:
            self.app.back()
            self.on_choose(entry)
            return
        settings = self.app.settings
        settings.default_profile = entry.id
        players = partial(self.app.push, openers.players(profile_id=entry.id, rules=entry.rules))
        if settings.hints and has_guide(entry.id) and entry.id not in settings.guided_offered:
            # the first time this game is chosen: its guided first hand, then the Play menus go on;
            # answered, it is not asked again (Back leaves it unanswered, back on the game list)
            guided = openers.guided(profile_id=entry.id, rules=entry.rules, then="players")
            self.app.push(
                openers.confirm(
                    question="A GUIDED FIRST HAND?",
                    detail=f"New to {entry.name}? Play one hand that stops to explain each moment. "
                    "HOW TO PLAY offers it again at any time.",
                    yes="YES, GUIDE ME",
                    on_yes=partial(self.answered, entry, partial(self.app.push, guided)),
                    on_no=partial(self.answered, entry, players),
                    yes_first=True,  # a newcomer's Enter takes the guide; a player who knows says NO
                    back_is_no=False,
                )
            )
            return
        players()

    def answered(self, entry: ProfileEntry, then: Callable[[], None]) -> None:
        """The guided hand's offer for `entry` answered: never asked again, then `then`."""
        self.app.settings.guided_offered.append(entry.id)
        then()


def game_row(entry: ProfileEntry, size: int, mark: str = "") -> str:
    """`entry`'s row on the list of games in words `size` tall: its name and `mark`, or a broken
    file's name and BROKEN, the name cut at the TV-safe edge."""
    if entry.ok:
        return menu_name(entry.name, PROFILE_LEFT, len(mark), size) + mark
    return f"{menu_name(entry.id, PROFILE_LEFT, len(BROKEN), size)}{BROKEN}"


class PlayersScene(MenuScene):
    heading = "HOW MANY PLAYERS?"

    def __init__(self, app: SceneHost, profile_id: str, rules: Rules) -> None:
        super().__init__(app)
        settings = app.settings
        self.setup = Setup(
            profile_id, rules, min(max(settings.default_players, rules.min_players), rules.max_players)
        )
        self.players_row = Item(
            "PLAYERS", self.next, value=lambda: str(self.setup.players), adjust=self.adjust
        )
        self.menu = Menu(
            [self.players_row, Item("NEXT", self.next, detail="Choose your opponents.")],
            (330, 180),
            spacing=36,
        )

    def detail(self) -> str:
        if self.menu.current is self.players_row:
            return self.players_words()
        return super().detail()

    def players_words(self) -> str:
        """The PLAYERS row's words: how many the game seats, and a dealer's choice's games at the
        number chosen, the one left out said as the party's setup says it (a newcomer's six read the
        four games of the list, Night Baseball among them, which six are never dealt)."""
        rules, players = self.setup.rules, self.setup.players
        said = f"{rules.name}: {rules.min_players} to {rules.max_players} players, you included."
        if not rules.games:
            return said
        return f"{said} Each pot: {games_named(rules.games_at(players))}. {left_out(rules, players)}".strip()

    def adjust(self, step: int) -> None:
        rules = self.setup.rules
        self.setup.players = min(max(self.setup.players + step, rules.min_players), rules.max_players)

    def next(self) -> None:
        self.app.settings.default_players = self.setup.players
        self.app.push(openers.opponents(setup=self.setup))


# the opponents' names, then two spaces before STYLE (SATCHEL ran into it with one)
NAME_COLUMN = max(map(len, BOT_NAMES)) + 2
OPPONENTS_LEFT = 180  # the opponents' rows' left edge
ROW_KEYS = "Left/right: change it. Enter: deal."  # after a STYLE or LEVEL row's words


class OpponentsScene(MenuScene):
    heading = "YOUR OPPONENTS"
    footer = "LEFT/RIGHT CHANGE  ENTER/A DEAL  ESC/B BACK"  # Enter deals from every row, and says so
    sized = True

    def __init__(self, app: SceneHost, setup: Setup) -> None:
        super().__init__(app)
        self.setup = setup
        self.styles = styles()
        settings = app.settings
        setup.fill_opponents(settings.default_style, settings.default_difficulty, settings.opponents)
        items = []
        for i, opponent in enumerate(setup.opponents):
            items.append(
                # Enter on any row deals, as on the players' page (a newcomer's Enter did nothing:
                # DEAL! was rows down) and as the party's setup opens the room; left/right change
                # the row, and both are said on it (another newcomer's Enter, meant to change the
                # style, dealt)
                Item(
                    f"{BOT_NAMES[i].upper():<{NAME_COLUMN}}STYLE",
                    self.deal,
                    value=partial(self.style_name, opponent),
                    adjust=partial(self.cycle_style, opponent),
                    detail="",
                )
            )
            items.append(
                Item(
                    " " * NAME_COLUMN + "LEVEL",
                    self.deal,
                    value=partial(self.level_name, opponent),
                    adjust=partial(self.cycle_level, opponent),
                    detail=f"Easy, normal or hard: how carefully this player thinks. {ROW_KEYS}",
                )
            )
        items.append(Item("DEAL!", self.deal, detail="Sit down at the table: the first hand is dealt."))
        self.spacing = max(20, min(30, (MENU_BOTTOM - 96) // len(items)))  # at the normal size
        self.menu = Menu(items, (OPPONENTS_LEFT, 96), spacing=self.spacing)

    def resize(self) -> None:
        """In the TEXT SIZE chosen: at large, the rows of six opponents and more scroll."""
        fit_menu(self.menu, self.size, self.spacing, menu_bottom(self.size))

    def style_of(self, opponent: Opponent) -> StyleChoice:
        return next((s for s in self.styles if s.id == opponent.style), self.styles[0])

    def style_name(self, opponent: Opponent) -> str:
        return self.style_of(opponent).name.upper()

    def level_name(self, opponent: Opponent) -> str:
        return opponent.difficulty.upper()

    def cycle_style(self, opponent: Opponent, step: int) -> None:
        opponent.style = cycle([style.id for style in self.styles], opponent.style, step)

    def cycle_level(self, opponent: Opponent, step: int) -> None:
        opponent.difficulty = cycle(list(DIFFICULTIES), opponent.difficulty, step)

    def detail(self) -> str:
        index = self.menu.selected
        if index < 2 * len(self.setup.opponents) and index % 2 == 0:
            return f"{self.style_of(self.setup.opponents[index // 2]).personality} {ROW_KEYS}"
        return super().detail()

    def deal(self) -> None:
        settings = self.app.settings
        if self.setup.opponents:
            settings.default_style = self.setup.opponents[-1].style
            settings.default_difficulty = self.setup.opponents[-1].difficulty
            settings.opponents = [[opponent.style, opponent.difficulty] for opponent in self.setup.opponents]
        start = partial(self.app.go, openers.table(setup=self.setup))
        saved = resume.load()[0] if self.app.polish.writes else None
        if saved is None:
            start()
            return
        # a new session takes the saved one's place: asked first, NO first (a play-test lost a
        # Baseball session at pot 4 of 8 to a Dealer's Choice started from PLAY)
        self.app.push(
            openers.confirm(
                question="END YOUR SAVED GAME?",
                detail=f"{saved.describe().splitlines()[0]} A new deal ends it; CONTINUE on the title "
                "plays it on instead.",
                yes="YES, DEAL",
                on_yes=start,
            )
        )

    def draw_body(self, canvas: pygame.Surface) -> None:
        players = f" - {self.setup.players} PLAYERS"  # a house game's long name cut to the line
        name = menu_name(self.setup.rules.name, SAFE.left, len(players), self.size)
        self.app.text.draw(
            canvas,
            name + players,
            (WIDTH // 2, 62),
            self.size,
            palette.CYAN,
            anchor="midtop",
        )
