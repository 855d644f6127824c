"""Setting up a party on the TV: PARTY on the title opens `PartySetupScene` (the game, the seats, the
turn timer, and for the No Peek games the players who play at the TV itself with a controller or the
keyboard: `PartyPlayersScene`, where A or Enter joins). OPEN THE ROOM starts the server
(game.party.wire.tv) and shows the lobby (game.screens.scenes.party_lobby)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from engine.profile import ProfileEntry
from engine.rules import Rules
from game.felt.seat_words import clip
from game.party.protocol import MAX_NAME
from game.party.room import SEAT_COLOURS
from game.party.seats_refusal import left_out
from game.party.wire.tv import TURN_TIMERS, TvParty, look_marks
from game.platform import palette, sound
from game.platform.display import SAFE, WIDTH, headless
from game.platform.input import Button, Input
from game.platform.text import HEADING, KEEP, columns, wrap, wrap_whole
from game.platform.widgets import ARROWS, Item, Menu, cycle, value_column
from game.play.session import profiles
from game.screens import openers
from game.screens.menu_page import MenuScene, backdrop, menu_name
from game.screens.menu_size import menu_body
from game.screens.party_look import TvPlayer, hex_colour, timer_words
from game.screens.party_seat_row import cap_words
from game.screens.scene import Scene, SceneHost
from game.screens.tv_player_names import (
    TV_NAMES,
    choices,
    name_problem,
    offered,
    remembered,
    tonight_people,
    typed_name,
)
from game.telling.rules_words import gist

# ----- setting up

# the TURN TIMER's help says exactly what happens (a play-test's timer OFF still counted a guest
# away), in a host's words ("two in a row set it away", "is checked or folded for" were not)
TIMER_HELP = (
    "Time for each turn. Time up: the table checks or folds; two in a row and it plays for them "
    "till they are back. OFF: no limit (a phone gone 20 s is played for)."
)
# what OPEN THE ROOM does, in a host's words (a host play-test read "Start the server and show the
# QR code to join": a host does not think of a server, only of the room the phones join)
OPEN_WORDS = "Opens the room: phones join with its QR code."
FULL_SCREEN_WORDS = "The party fills the TV as the room opens. F11 or Alt+Enter switches at any time."
HIDDEN = "NONE: HIDDEN CARDS"  # PLAYERS AT THE TV in a stud game
NOTE_LINES = 3  # at most, under the GAME row: what the game is, told from the others
# the menu under the page's heading: the game's description over it said again what the note under
# GAME says (the two in cyan, a host walking the party's path read them as one thing said twice);
# the note is where the game is chosen, and the description is on the list of games (Enter on GAME)
MENU_Y = 84


class PartySetupScene(MenuScene):
    heading = "HOST A PARTY"
    sized = True  # in the TEXT SIZE chosen, as the table (a host across the room read this page small)

    def __init__(self, app: SceneHost) -> None:
        super().__init__(app)
        self.entries: list[ProfileEntry] = [entry for entry in profiles() if entry.ok]
        ids = [entry.id for entry in self.entries]
        default = app.settings.default_profile
        self.entry = self.entries[ids.index(default)] if default in ids else self.entries[0]
        # the host's last choices (the game's too, as default_profile), kept in the settings
        self.seats = self.clamp(app.settings.party_seats)
        self.timer: float | None = app.settings.party_timer or None
        self.players: list[TvPlayer] = []
        self.kept = app.settings.party_tv_players  # the players at the TV a No Peek game brings back
        self.tonight = tonight_people()  # whose names the players at the TV are not offered
        # the party fills the TV: on unless the host turned it off for the last party (a host
        # play-test's party opened windowed on the TV, and only F11, which the host had to know,
        # filled it); never by itself where there is no screen (the tests' dummy driver)
        chosen = app.settings.party_full_screen
        self.full_screen = (not headless()) if chosen is None else chosen
        self.seat_players(self.kept)
        self.problem = ""
        # greyed in a stud game, saying why on the row and under it (a host play-test read < 0 >
        # there, its arrows live, and the why only after pressing Right)
        self.players_row = Item(
            "PLAYERS AT THE TV",
            self.tv_players,
            value=self.players_value,
            adjust=self.adjust_players,
            steps=lambda step: len(self.players) < self.tv_seats if step > 0 else bool(self.players),
        )
        game = Item(
            "GAME",
            self.list_games,
            value=lambda: self.game_name(self.entry, value_column(items)),
            adjust=self.pick_game,
        )
        self.game_row = game
        self.fit_players_row()
        items = [
            game,
            Item(
                "SEATS",
                self.open_room,
                value=lambda: str(self.seats),
                adjust=self.adjust_seats,
                steps=lambda step: self.clamp(self.seats + step) != self.seats,
                detail="Seats at the table: guests take them from their phones, bots play the rest.",
            ),
            Item(
                "TURN TIMER",
                self.open_room,
                value=self.timer_name,
                adjust=self.adjust_timer,
                detail=TIMER_HELP,
            ),
            self.players_row,
            Item(  # (Enter opens the room, as on SEATS and TURN TIMER: a host play-test miscounted
                # the rows' Down presses and Enter, meant to open the room, turned FULL SCREEN off)
                "FULL SCREEN",
                self.open_room,
                value=lambda: "ON" if self.full_screen else "OFF",
                adjust=lambda step: self.flip_full_screen(),
                detail=FULL_SCREEN_WORDS,
            ),
            Item("OPEN THE ROOM", self.open_room, detail=OPEN_WORDS),
        ]
        self.words_left = 0  # where the rows' words start (`resize`)
        self.menu = NotedMenu(
            game,
            0,
            items,
            (WIDTH // 2, MENU_Y),
            spacing=36,
            anchor="midtop",
            # a greyed row is a stop, its why under the rows, Enter on it a soft error, as on every
            # host page (a host play-test's cursor passed over PLAYERS AT THE TV in Baseball, its
            # why never shown to the keys)
            stops_greyed=True,
        )
        self.resize()

    def resize(self) -> None:
        """The menu in words `self.size` tall, as wide as its longest game's row, whichever game is
        shown: the menu stays put as the host steps through the games (centred by the row shown, it
        jumped sideways at each name); the GAME row as tall as the longest game's note."""
        menu, size = self.menu, self.size
        assert isinstance(menu, NotedMenu)
        menu.size = size
        column = value_column(menu.items)
        longest = max(len(HIDDEN), *(len(self.game_name(e, column)) + ARROWS for e in self.entries))
        width = size * (column + longest)
        # where the rows' words start (game.platform.widgets: a pixel in from the centred box), known
        # before the menu lays out: laying it out measures the PLAYERS AT THE TV row, cut by it
        self.words_left = WIDTH // 2 - (width + 2) // 2 + 1
        menu.width = width + 2  # (and a pixel's pad on either side)
        menu.notes = max(len(self.gist_lines(entry)) for entry in self.entries)
        menu.layout()

    def game_name(self, entry: ProfileEntry, column: int) -> str:
        """`entry`'s name on the GAME row, whose value starts at `column`: cut at the TV-safe edge of
        the widest menu there is room for (centred: room on either side for the cursor, drawn a
        letter and 8 px to the left)."""
        return menu_name(entry.name, SAFE.x + 2 * (self.size + 8), column + ARROWS, self.size)

    @property
    def rules(self) -> Rules:
        assert self.entry.rules is not None  # the entries are the usable profiles only
        return self.entry.rules

    def clamp(self, seats: int) -> int:
        return min(max(seats, self.rules.min_players), self.rules.max_players)

    def seat_players(self, count: int) -> None:
        """`count` players at the TV, at the keyboard, in a No Peek game: the last No Peek party's as
        the page opens, and as many as there were when the host picks one again after a stud game
        (the page opened on a stud game, the last party's: a play-test found the count back at 0)."""
        if self.rules.hides_every_pot:
            return
        for _ in range(count):
            self.add_keys()

    def add_keys(self) -> bool:
        """One more keyboard player at the TV (add_player), False with every seat there taken."""
        names = choices(self.app.settings.party_tv_names, self.tonight)  # the ones typed first
        return add_player(self.players, self.tv_seats, "keys", names)

    def pick_game(self, step: int) -> None:
        """Left and right on GAME: the game `step` places on in the list."""
        self.pick(cycle(self.entries, self.entry, step))

    def list_games(self) -> None:
        """Enter (A, a click on its name) on GAME: the whole list, as CHOOSE A GAME shows it from PLAY
        (a host play-test stepped through twelve games one at a time), open at the game chosen;
        choosing there comes back here with it, the cursor still on GAME."""
        self.app.push(openers.profiles(on_choose=self.listed, chosen=self.entry.id))

    def listed(self, entry: ProfileEntry) -> None:
        """The game chosen on the list: this page's own entry for it (the list reads the games again)."""
        self.pick(next(own for own in self.entries if own.id == entry.id))

    def pick(self, entry: ProfileEntry) -> None:
        """`entry` is the game: the seats within its players, its players at the TV."""
        if not self.rules.hides_every_pot:  # the count to come back to after a stud game
            self.kept = len(self.players)
        # (a stud game had nobody at the TV: `kept` is the last No Peek game's count)
        was_stud = self.rules.hides_every_pot
        self.entry = entry
        self.seats = self.clamp(self.seats)
        if self.rules.hides_every_pot:
            self.players.clear()
        del self.players[self.tv_seats :]
        if was_stud:
            self.seat_players(self.kept)
        self.fit_players_row()

    def fit_players_row(self) -> None:
        """The rows for the game chosen: GAME says where it is in the list (a host stepped through
        twelve games one at a time, not knowing how far Dealer's Choice was); PLAYERS AT THE TV: a No
        Peek game hides nothing, so people may play at the TV itself; a stud game deals hidden cards,
        which the TV would show the room."""
        place = self.entries.index(self.entry) + 1
        self.game_row.detail = (
            f"Game {place} of {len(self.entries)}: Left and right step through them, Enter lists them all."
        )
        row = self.players_row
        row.enabled = not self.rules.hides_every_pot
        row.detail = (
            # (a host set 1 with the arrows and opened the room with PLAYER 1, not knowing
            # where a name is typed; another read "Enter names them and gives each a controller"
            # and could not tell what Enter would do): what Enter does here, in plain words
            f"{self.sits_out()}Press Enter to add each player and their name."
            if row.enabled
            else f"{self.rules.name} deals hidden cards: players at the TV need a game with {whole('No Peek')} pots "
            f"({self.no_peek_names()})."
        )

    @property
    def tv_seats(self) -> int:
        """How many may play at the TV: every seat in a No Peek game; in a dealer's choice with stud
        games, all but two, who are dealt its stud pots (engine.table_checks.check_sit_out)."""
        return self.seats - 2 if self.rules.deals_hidden else self.seats

    def sits_out(self) -> str:
        """PLAYERS AT THE TV's first line: a No Peek game hides nothing; a dealer's choice with stud
        games deals its players at the TV the No Peek pots alone (a host play-test's player at the
        TV was taken off for a whole Dealer's Choice, half of it No Peek)."""
        if not self.rules.deals_hidden:
            return "No Peek hides nothing: people may play at the TV.\n"
        return "At the TV: every No Peek pot; a stud pot is sat out.\n"

    def no_peek_names(self) -> str:
        """The games that seat players at the TV, by name: 'Night Baseball, Midnight Baseball or No
        Peek' (a host play-test read the greyed row and did not know which game would open it), each
        name kept on one line (it read 'No' / 'Peek')."""
        names = [
            whole(entry.name) for entry in self.entries if entry.rules and not entry.rules.hides_every_pot
        ]
        return " or ".join([", ".join(names[:-1]), names[-1]]) if len(names) > 1 else "".join(names)

    def players_value(self) -> str:
        """How many play at the TV and who ('1: GRANDPA JOE': a host play-test typed a name and read
        only 1 here), cut at the TV-safe edge."""
        if not self.players_row.enabled:
            return HIDDEN
        names = ", ".join(player.name.upper() for player in self.players)
        count = f"{len(self.players)}: {names}" if names else "0"
        words = columns(SAFE.right - 1 - self.words_left, self.size)  # (drawn a pixel in)
        room = words - self.menu.column - ARROWS
        return clip(count, room)

    def adjust_seats(self, step: int) -> None:
        self.seats = self.clamp(self.seats + step)
        del self.players[self.tv_seats :]

    def timer_name(self) -> str:
        return timer_words(self.timer, self.app.settings.more_time)

    def adjust_timer(self, step: int) -> None:
        self.timer = cycle(list(TURN_TIMERS), self.timer, step)

    def tv_players(self) -> None:
        stop = cap_words(self.rules.name, self.tv_seats) if self.tv_seats < self.seats else ""
        self.app.push(openers.party_players(players=self.players, seats=self.tv_seats, stop=stop))

    def adjust_players(self, step: int) -> None:
        """Left and right take a keyboard player off or add one, as the row's arrows say (Enter
        opens the players' page, where each pad joins and picks a name and a colour; the menu
        answers neither in a stud game)."""
        if step > 0:
            sound.play("select" if self.add_keys() else "error")
        elif self.players:
            self.players.pop()
            sound.play("back")

    def detail(self) -> str:
        return self.problem or super().detail()

    def handle(self, inp: Input) -> None:
        self.problem = ""
        super().handle(inp)

    def flip_full_screen(self) -> None:
        """FULL SCREEN's left or right: on or off, as the room opens."""
        self.full_screen = not self.full_screen
        sound.play("select")

    def open_room(self) -> None:
        party = TvParty(
            self.rules,
            self.seats,
            None,  # no seed: each session draws a secret one (game.play.seeds)
            profile_id=self.entry.id,
            turn_seconds=self.timer,
            idle_seconds=None,  # TURN TIMER OFF is no limit: a guest who is there is waited for
            look=look_marks(self.app.settings.reduced_motion, self.app.settings.colour_safe),
            thinking_speed=self.app.settings.thinking_speed,
            more_time=self.app.settings.more_time,
        )
        try:
            party.open()
        except OSError as exc:
            party.close()
            self.problem = f"The party cannot start: {exc}"
            sound.play("error")
            return
        devices = {}
        for player in self.players:
            devices[party.room.controls.add_local(player.name, player.colour)] = player.device
        settings = self.app.settings
        settings.default_profile, settings.party_seats, settings.party_timer = (
            self.entry.id,
            self.seats,
            self.timer or 0.0,
        )
        if not self.rules.hides_every_pot:  # kept for the next No Peek party (a stud game has none)
            settings.party_tv_players = len(self.players)
        settings.party_full_screen = self.full_screen
        if self.full_screen != settings.fullscreen:  # (the display says where it cannot)
            self.app.toggle_fullscreen()
        self.app.push(openers.party_lobby(party=party, devices=devices))

    def draw_body(self, canvas: pygame.Surface) -> None:
        """The game's gist under the GAME row, where it is chosen (`NotedMenu`)."""
        text = self.app.text
        menu = self.menu
        assert isinstance(menu, NotedMenu)
        rect = menu.rects[menu.items.index(menu.noted)]
        for row, line in enumerate(self.gist_lines(self.entry), 1):
            text.draw(canvas, line, (rect.x + 1, rect.y + 1 + row * menu.line_step), self.size, palette.CYAN)

    def gist_lines(self, entry: ProfileEntry) -> list[str]:
        """What `entry` is, told from the other games (rules_words.gist), in at most NOTE_LINES lines
        under the GAME row, from the row's words to the TV-safe edge; a dealer's choice names the
        games these seats play, and the one left out (Night Baseball at 6: a host's party of six
        found Dealer's Choice greyed for it)."""
        assert entry.rules is not None
        room = columns(SAFE.right - self.words_left, self.size)
        listed = [other.rules for other in self.entries if other.rules is not None]

        def fits(said: str) -> bool:
            return len(wrap(said, room)) <= NOTE_LINES

        said = gist(entry.rules.games_at(self.seats), listed, fits)
        out = left_out(entry.rules, self.seats).split(":")[0]  # ('Night Baseball left out at 6 seats')
        return wrap_whole(f"{said}; {out}" if out and fits(f"{said}; {out}") else said, room)


class NotedMenu(Menu):
    """A menu whose row `noted` is `notes` lines taller, the page drawing a note there: HOST A PARTY's GAME
    row, the game's gist under it (rules_words.gist: a host play-test meant Midnight Baseball and
    opened the room on Night Baseball, their differences said only at the top of the page, in the
    game's description, which the page no longer shows: the note says it)."""

    def __init__(self, noted: Item, notes: int, *args: Any, **kwargs: Any) -> None:
        self.noted, self.notes = noted, notes  # (before the menu lays itself out)
        super().__init__(*args, **kwargs)

    def lines(self, item: Item) -> list[str]:
        """`noted`'s caption and `notes` lines under it (as many as the longest note takes, so the
        rows under it stay put as the host steps through the games)."""
        return [self.caption(item), *[""] * self.notes] if item is self.noted else [self.caption(item)]

    def point(self, inp: Input) -> bool:
        """A click on `noted`, where the cursor is, steps its value on its arrows ('<' back, '>' on)
        and runs it anywhere else (GAME: the list of games), where on another value row either half
        steps the value: the mouse reaches the list as Enter does."""
        index = self.items.index(self.noted)
        rect = self.rects[index]
        if inp.kind != "click" or index != self.selected or not rect.collidepoint(inp.pos):
            return super().point(inp)
        step = self.arrow_at(inp.pos[0] - rect.x - 1)  # (its words are drawn a pixel in)
        if step and self.noted.adjust:
            self.noted.adjust(step)
            sound.play("move")
            self.layout()
        else:
            self.activate(index)
        return True

    def arrow_at(self, x: int) -> int:
        """-1 over `noted`'s '<' (and the space after it), 1 over its '>' (and the space before it),
        0 elsewhere; `x`: pixels from where its caption starts."""
        letter, last = x // self.size, len(self.caption(self.noted)) - 1
        return -1 if self.column <= letter <= self.column + 1 else 1 if last - 1 <= letter <= last else 0


# the players' page's words (PartyPlayersScene): how to join, over the players; how each steers, at its foot
JOIN_KEYS = ("PRESS A (OR ENTER) TO JOIN", "J: ANOTHER KEYBOARD PLAYER")
STEER_KEYS = (
    "YOUR UP/DOWN: NAME",
    "LEFT/RIGHT: COLOUR",
    "B/ESC: LEAVE",
    "Y (KEYBOARD: N): TYPE A NAME",
    "X / TAB: DONE",
)
NOBODY = "NOBODY YET: GUESTS CAN STILL PLAY FROM PHONES"
LINE_GAP = 4  # between two lines of its words
PLAYER_ROW = 36  # a player's row: their colour's square and their name beside it
HINTS_FOOT = 490  # where the last steering line ends (and its gap)


class PartyPlayersScene(Scene):
    """Players at the TV for a No Peek game: A (or Enter) on a controller joins with it; J adds
    another keyboard player. Each player's own up/down picks a name, Y (N on the keyboard) types
    one, left/right picks a colour, and B (Esc) leaves again; X (Tab) is done."""

    def __init__(
        self,
        app: SceneHost,
        players: list[TvPlayer],
        seats: int,
        keep_running: Callable[[float], None] | None = None,
        seated: Sequence[str] = (),
        colours: Sequence[str] = SEAT_COLOURS,
        stop: str = "",
    ) -> None:
        """`seats`: how many may join; `keep_running`: what runs under the page each frame (the
        host's menu seats a player mid-party: the party's phones answered, its table held);
        `seated`: the names at its table, offered to nobody joining (PLAYER 1 there, the next to
        join is PLAYER 2); `colours`: the colours of the seats they take, in the order they take
        them (add_player); `stop`: why no more may join once `seats` have (a dealer's choice keeps
        two seats off the TV: party_seat_row.cap_words), said under the last of them."""
        super().__init__(app)
        self.stop = stop
        self.players = players
        self.seats = seats
        self.keep_running = keep_running
        self.seated = seated
        self.colours = colours
        self.tonight = tonight_people()  # whose names nobody joining is offered

    def names(self) -> list[str]:
        """The names offered here, the ones typed first (tv_player_names.choices)."""
        return choices(self.app.settings.party_tv_names, self.tonight)

    def update(self, dt: float) -> None:
        if self.keep_running is not None:
            self.keep_running(dt)

    def mine(self, device: str) -> TvPlayer | None:
        return next((p for p in reversed(self.players) if p.device == device), None)

    def join(self, device: str) -> None:
        joined = add_player(self.players, self.seats, device, self.names(), self.seated, self.colours)
        sound.play("select" if joined else "error")

    def handle(self, inp: Input) -> None:
        device = inp.device or "keys"
        player = self.mine(device)
        if inp.is_(Button.SKIP):
            self.app.back()
        elif inp.is_(Button.CONFIRM):
            if player is None:
                self.join(device)
        elif inp.kind == "key" and inp.key == "j":
            self.join("keys")
        elif player is not None and (inp.is_(Button.REPLAY) or (inp.kind == "key" and inp.key == "n")):
            self.type_name(player)
        elif inp.is_(Button.BACK):
            if player is None:
                self.app.back()
            else:
                self.players.remove(player)
                sound.play("back")
        elif player is not None and inp.kind == "button" and inp.button is not None:
            self.steer(player, inp.button)

    def steer(self, player: TvPlayer, button: Button) -> None:
        """A player's own up/down: the next name (a typed one, then a numbered one); left/right: colour."""
        if button in (Button.UP, Button.DOWN):
            names = self.names()
            if player.name not in names:  # a name typed just now stays in the cycle
                names.insert(0, player.name)
            player.name = cycle(names, player.name, 1 if button is Button.DOWN else -1)
        elif button in (Button.LEFT, Button.RIGHT):
            player.colour = cycle(list(SEAT_COLOURS), player.colour, 1 if button is Button.RIGHT else -1)

    def type_name(self, player: TvPlayer) -> None:
        """The host types `player`'s name on the letter grid, as a phone guest types theirs."""
        others = [p.name for p in self.players if p is not player]

        def named(letters: str) -> None:
            player.name = typed_name(letters)
            settings = self.app.settings
            settings.party_tv_names = remembered(settings.party_tv_names, player.name)

        self.app.push(
            openers.house_name(
                typed="",  # a new name typed whole (B on the empty grid keeps the one they had)
                on_done=named,
                problem=lambda letters: name_problem(letters, others),
                heading="NAME THE PLAYER AT THE TV",
                length=MAX_NAME,
            )
        )

    def draw(self, canvas: pygame.Surface) -> None:
        """In the TEXT SIZE chosen, as HOST A PARTY before it and the table after it (a host across
        the room read this page small): its key lines broken between their phrases where a line
        at the large size would run off the TV-safe area."""
        text = self.app.text
        size = menu_body(self.app.settings)
        step = size + LINE_GAP
        room = columns(SAFE.width, size)
        canvas.blit(backdrop(), (0, 0))
        text.draw(canvas, "PLAYERS AT THE TV", (WIDTH // 2, 24), HEADING, palette.YELLOW, anchor="midtop")
        joins = phrase_lines(JOIN_KEYS, "  -  ", room)
        for row, line in enumerate(joins):
            text.draw(canvas, line, (WIDTH // 2, 62 + row * step), size, palette.CYAN, anchor="midtop")
        top = 62 + len(joins) * step + 14  # (96 at the normal size)
        for row, player in enumerate(self.players):
            y = top + row * PLAYER_ROW
            pygame.draw.rect(canvas, hex_colour(player.colour), (270, y, 24, 24), border_radius=3)
            device = "KEYBOARD" if player.device == "keys" else player.device.upper()
            # the device two characters past the longest name (GRANDPA JOEKEYBOARD ran together)
            said = f"{player.name.upper():<{MAX_NAME + 2}}{device}"
            text.draw(canvas, said, (306, y + 12), size, palette.WHITE, anchor="midleft")
        if not self.players:
            for row, line in enumerate(wrap(NOBODY, room)):
                text.draw(canvas, line, (WIDTH // 2, 180 + row * step), size, palette.GREY, anchor="midtop")
        elif self.stop and len(self.players) >= self.seats:  # where the count stops, why
            below = top + len(self.players) * PLAYER_ROW + LINE_GAP
            for row, line in enumerate(wrap(self.stop, room)):
                text.draw(
                    canvas, line, (WIDTH // 2, below + row * step), size, palette.YELLOW, anchor="midtop"
                )
        hints = phrase_lines(STEER_KEYS, "   ", room)
        for row, line in enumerate(hints):
            where = (WIDTH // 2, HINTS_FOOT - (len(hints) - row) * step)
            text.draw(canvas, line, where, size, palette.GREY, anchor="midtop")


def phrase_lines(phrases: Sequence[str], between: str, room: int) -> list[str]:
    """`phrases` on as few lines of `room` letters as hold them, `between` them on a line, none
    broken inside (a key and what it does stay together)."""
    lines: list[str] = []
    for phrase in phrases:
        joined = f"{lines[-1]}{between}{phrase}" if lines else phrase
        if lines and len(joined) <= room:
            lines[-1] = joined
        else:
            lines.append(phrase)
    return lines


def whole(name: str) -> str:
    """`name` with its spaces kept: a wrapped line never breaks inside it."""
    return name.replace(" ", KEEP)


def add_player(
    players: list[TvPlayer],
    seats: int,
    device: str,
    names: Sequence[str] = TV_NAMES,
    seated: Sequence[str] = (),
    colours: Sequence[str] = SEAT_COLOURS,
) -> bool:
    """One more player at the TV on `device`, with the first of `names` (those offered, in order:
    tv_player_names.choices) nobody has here or at the table (`seated`), and the colour of the seat
    they will take (`colours`: the seats' colours in the order the players take them, the first
    seats' at the party's start), else the first nobody has here; False when every seat is taken. A host
    play-test's player seated mid-party in seat 3 got seat 1's orange, the first colour, which the
    page showed while the TV and the phones showed the seat in another (seat_plates.free_colour)."""
    if len(players) >= seats:
        return False
    taken = {p.colour for p in players}
    own = colours[len(players)] if len(players) < len(colours) else None
    colour = own if own and own not in taken else next(c for c in (*colours, *SEAT_COLOURS) if c not in taken)
    name = offered(names, [*seated, *(p.name for p in players)]) or f"Player {len(players) + 1}"
    players.append(TvPlayer(device, name, colour))
    return True
