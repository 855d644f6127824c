"""Party play on the TV: host a table that guests play from their own phones.

PARTY on the title opens `PartySetupScene` (the game, the seats, the turn timer, and for the No
Peek games the players who play at the TV itself with a controller or the keyboard: press A or
Enter to join). OPEN THE ROOM starts the server (game.party.wire.tv) and shows `PartyLobbyScene`: the
QR code of the join address, the address, the room code and who sits where; START deals, bots in
the empty seats. `PartyTableScene` animates the table as the whole room sees it: the TV never
shows a guest's hidden cards (they are drawn as backs, as for any seat the room cannot see), and
each pot's result shows over the middle for a few seconds as at the table (game.felt.result_view),
and the next hand waits for it.

The room lives in this thread; the server's thread only carries messages (game.party.wire.bridge), and
the scenes pump it once a frame, so phones are answered while the TV animates.

The party (its server) belongs to the lobby, which hands it on to the table; whichever of them has
it when it leaves the stack (game.screens.scene: closing the room, ending the party, the TV quitting)
closes it, once: every phone is told the party is over and the server stops.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from engine.actions import IllegalAction, LegalActions, SessionDecision
from engine.events import HandEnd, SessionEnd
from engine.profile import ProfileEntry
from engine.rules import Rules
from game.felt import layout
from game.felt.action_menu import action_menu
from game.felt.director import Director
from game.felt.game_banner import draw_calling
from game.felt.result_view import ResultView
from game.felt.standings_view import Row, award_lines, draw_standings, standing_rows
from game.felt.table_draw import TableRenderer
from game.felt.table_model import TableModel
from game.felt.table_player import TablePlayer
from game.party.room import SEAT_COLOURS
from game.party.wire.tv import TURN_TIMERS, TvParty
from game.platform import palette, sound
from game.platform.display import SAFE, WIDTH
from game.platform.input import Button, Input
from game.platform.text import BIG, BODY, HEADING, HINT, columns, wrap
from game.platform.tween import Tweens
from game.platform.widgets import Item, Menu, cycle, panel
from game.play.session import profiles
from game.screens.menu_page import FOOTER_Y, MenuScene, backdrop
from game.screens.scene import PartyControls, Scene, SceneHost
from game.telling.decision_words import describe
from game.telling.game_call import labelled_options
from game.telling.pot_result import pot_result
from game.telling.session_awards import session_awards

TV_NAMES = ("ACE", "DEUCE", "TREY", "LUCKY", "SLIM", "QUEENIE", "DUKE", "DOC")
RESULT_FOR = 3.0  # seconds the pot's result stays over the table
STANDINGS_FOR = 12.0  # seconds a session's final standings stay on the TV before the next session
JOIN_Y = layout.PROMPT[1] - layout.LINE  # how to join: two lines at the foot of the centre
WAIT_Y = JOIN_Y - layout.LINE  # whose turn it is, above how to join (the log keeps the lines above)
KIND_LINES = {"guest": "PHONE", "away": "AWAY", "bot": "BOT", "local": "AT THE TV", "free": ""}


@dataclass
class TvPlayer:
    """Someone playing at the TV itself: the controller (or the keyboard) they press, name, colour."""

    device: str
    name: str
    colour: str


def hex_colour(text: str) -> tuple[int, int, int]:
    return int(text[1:3], 16), int(text[3:5], 16), int(text[5:7], 16)


# ----- setting up


class PartySetupScene(MenuScene):
    heading = "HOST A PARTY"

    def __init__(self, app: SceneHost) -> None:
        super().__init__(app)
        self.entries: list[ProfileEntry] = [entry for entry in profiles() if entry.ok]
        ids = [entry.id for entry in self.entries]
        default = app.settings.default_profile
        self.entry = self.entries[ids.index(default)] if default in ids else self.entries[0]
        self.seats = self.clamp(app.settings.default_players)
        self.timer: float | None = None
        self.players: list[TvPlayer] = []
        self.problem = ""
        self.menu = Menu(
            [
                Item(
                    "GAME",
                    self.open_room,
                    value=lambda: self.entry.name.upper()[:24],
                    adjust=self.pick_game,
                    detail="Left and right choose the game.",
                ),
                Item(
                    "SEATS",
                    self.open_room,
                    value=lambda: str(self.seats),
                    adjust=self.adjust_seats,
                    detail="Seats at the table: guests take them from their phones, bots play the rest.",
                ),
                Item(
                    "TURN TIMER",
                    self.open_room,
                    value=self.timer_name,
                    adjust=self.adjust_timer,
                    detail="Time for each decision on a phone; then the seat checks or folds. OFF: no limit.",
                ),
                Item(
                    "PLAYERS AT THE TV",
                    self.tv_players,
                    value=lambda: str(len(self.players)),
                    detail="No Peek games hide nothing: players may share the TV with controllers or the keyboard.",
                ),
                Item(
                    "OPEN THE ROOM", self.open_room, detail="Start the server and show the QR code to join."
                ),
            ],
            (WIDTH // 2, 132),  # under three lines of the game's description
            spacing=36,
            anchor="midtop",  # centred by its widest line: a long game's name stays on the screen
        )

    @property
    def rules(self) -> Rules:
        assert self.entry.rules is not None  # the entries are the usable profiles only
        return self.entry.rules

    def clamp(self, seats: int) -> int:
        return min(max(seats, self.rules.min_players), self.rules.max_players)

    def pick_game(self, step: int) -> None:
        self.entry = cycle(self.entries, self.entry, step)
        self.seats = self.clamp(self.seats)
        if self.rules.flow != "no_peek":
            self.players.clear()
        del self.players[self.seats :]

    def adjust_seats(self, step: int) -> None:
        self.seats = self.clamp(self.seats + step)
        del self.players[self.seats :]

    def timer_name(self) -> str:
        return "OFF" if self.timer is None else f"{self.timer:.0f} S"

    def adjust_timer(self, step: int) -> None:
        self.timer = cycle(list(TURN_TIMERS), self.timer, step)

    def tv_players(self) -> None:
        if self.rules.flow != "no_peek":
            self.problem = f"{self.rules.name} deals hidden cards: everyone needs their own phone."
            sound.play("error")
            return
        self.app.push("party_players", players=self.players, seats=self.seats)

    def detail(self) -> str:
        return self.problem or super().detail()

    def handle(self, inp: Input) -> None:
        self.problem = ""
        super().handle(inp)

    def open_room(self) -> None:
        party = TvParty(
            self.rules,
            self.seats,
            None,  # no seed: each session draws a secret one (game.play.seeds)
            profile_id=self.entry.id,
            turn_seconds=self.timer,
            idle_seconds=self.app.settings.away_after or None,  # the table's AWAY option, 0: off
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
            devices[party.room.add_local(player.name, player.colour)] = player.device
        self.app.settings.default_profile = self.entry.id
        self.app.push("party_lobby", party=party, devices=devices)

    def draw_body(self, canvas: pygame.Surface) -> None:
        """The game's description whole, in as many lines as it takes (120 characters: three)."""
        for row, line in enumerate(wrap(self.entry.description, columns(SAFE.width))):
            where = (WIDTH // 2, 62 + row * (BODY + 4))
            self.app.text.draw(canvas, line, where, BODY, palette.CYAN, anchor="midtop")


class PartyPlayersScene(Scene):
    """Players at the TV for a No Peek game: A (or Enter) on a controller joins with it; J adds
    another keyboard player. Each player's own up/down picks a name, left/right a colour, and B
    (Esc) leaves again; X (Tab) is done."""

    def __init__(self, app: SceneHost, players: list[TvPlayer], seats: int) -> None:
        super().__init__(app)
        self.players = players
        self.seats = seats

    def mine(self, device: str) -> TvPlayer | None:
        return next((p for p in reversed(self.players) if p.device == device), None)

    def join(self, device: str) -> None:
        if len(self.players) >= self.seats:
            sound.play("error")
            return
        taken = {p.colour for p in self.players}
        colour = next((c for c in SEAT_COLOURS if c not in taken), SEAT_COLOURS[0])
        names = {p.name for p in self.players}
        name = next((n for n in TV_NAMES if n not in names), f"PLAYER {len(self.players) + 1}")
        self.players.append(TvPlayer(device, name, colour))
        sound.play("select")

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
        elif inp.is_(Button.BACK):
            if player is None:
                self.app.back()
            else:
                self.players.remove(player)
                sound.play("back")
        elif player is not None and inp.kind == "button":
            if inp.button in (Button.UP, Button.DOWN):
                player.name = cycle(list(TV_NAMES), player.name, 1 if inp.button is Button.DOWN else -1)
            elif inp.button in (Button.LEFT, Button.RIGHT):
                player.colour = cycle(
                    list(SEAT_COLOURS), player.colour, 1 if inp.button is Button.RIGHT else -1
                )

    def draw(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        canvas.blit(backdrop(), (0, 0))
        text.draw(canvas, "PLAYERS AT THE TV", (WIDTH // 2, 24), HEADING, palette.YELLOW, anchor="midtop")
        text.draw(
            canvas,
            "PRESS A (OR ENTER) TO JOIN  -  J: ANOTHER KEYBOARD PLAYER",
            (WIDTH // 2, 62),
            BODY,
            palette.CYAN,
            anchor="midtop",
        )
        for row, player in enumerate(self.players):
            y = 96 + row * 36
            pygame.draw.rect(canvas, hex_colour(player.colour), (270, y, 24, 24), border_radius=3)
            device = "KEYBOARD" if player.device == "keys" else player.device.upper()
            text.draw(canvas, f"{player.name:<10}{device}", (306, y + 4), BODY, palette.WHITE)
        if not self.players:
            text.draw(
                canvas,
                "NOBODY YET: GUESTS CAN STILL PLAY FROM PHONES",
                (WIDTH // 2, 180),
                BODY,
                palette.GREY,
                anchor="midtop",
            )
        for row, line in enumerate(
            ("YOUR UP/DOWN: NAME   LEFT/RIGHT: COLOUR   B/ESC: LEAVE", "X / TAB: DONE")
        ):
            text.draw(canvas, line, (WIDTH // 2, 450 + row * 20), BODY, palette.GREY, anchor="midtop")


# ----- the lobby


def draw_qr(
    canvas: pygame.Surface, modules: tuple[tuple[bool, ...], ...], centre: tuple[int, int], most: int
) -> pygame.Rect:
    """The QR code as dark squares on white with the quiet border phones need, at most `most` px wide."""
    count = len(modules) + 8
    size = max(1, most // count)
    side = size * count
    rect = pygame.Rect(0, 0, side, side)
    rect.center = centre
    pygame.draw.rect(canvas, (255, 255, 255), rect)
    for row, line in enumerate(modules):
        for column, dark in enumerate(line):
            if dark:
                canvas.fill((0, 0, 0), (rect.x + (column + 4) * size, rect.y + (row + 4) * size, size, size))
    return rect


class PartyLobbyScene(Scene):
    """Who sits where, and how to join. The lobby follows the room: whoever starts the game (the
    TV, or the captain's phone), the TV goes to the table at once, and the party with it."""

    def __init__(self, app: SceneHost, party: TvParty, devices: dict[int, str]) -> None:
        super().__init__(app)
        self.party = party
        self.devices = devices
        self.leaving = False
        self.handed_on = False  # the table has the party now: it closes it

    def update(self, dt: float) -> None:
        self.party.pump()
        if self.party.room.started and not self.leaving:
            self.leaving = self.handed_on = True
            self.app.replace("party_table", party=self.party, devices=self.devices)

    def handle(self, inp: Input) -> None:
        if self.leaving:
            return
        room = self.party.room
        if inp.is_(Button.CONFIRM) or inp.kind == "click":
            if not room.started:
                room.start()
            sound.play("select")  # the next update goes to the table
        elif inp.is_(Button.BACK):
            sound.play("back")
            if any(guest is not None for guest in room.guests):
                self.app.push(
                    "confirm",
                    question="CLOSE THE ROOM?",
                    detail="Every phone is told the party is over.",
                    yes="CLOSE",
                    on_yes=self.close_room,
                    keep_running=self.answer_phones,
                )
            else:
                self.close_room()

    def answer_phones(self, dt: float) -> None:
        """While the host is asked: the phones are answered (a captain's START goes to the table
        once the question is gone)."""
        self.party.pump()

    def close_room(self) -> None:
        self.leaving = True
        self.app.back()  # the lobby leaves: the party closes

    def leave(self) -> None:
        if not self.handed_on:
            self.party.close()

    def draw(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        room = self.party.room
        canvas.blit(backdrop(), (0, 0))
        text.draw(
            canvas,
            f"{room.rules.name.upper()} PARTY",
            (WIDTH // 2, 24),
            HEADING,
            palette.YELLOW,
            anchor="midtop",
        )
        qr = draw_qr(canvas, self.party.qr, (225, 264), 354)
        text.draw(canvas, "SCAN TO PLAY", (qr.centerx, qr.bottom + 8), BODY, palette.WHITE, anchor="midtop")
        # the address alone (the phone's page asks for the room code beside): with the code in it
        # the line ran past the TV-safe edge
        text.draw(
            canvas, self.party.address, (qr.centerx, qr.bottom + 28), BODY, palette.CYAN, anchor="midtop"
        )
        text.draw(canvas, "ROOM CODE", (690, 72), BODY, palette.GREY, anchor="midtop")
        text.draw(canvas, room.code, (690, 92), BIG, palette.YELLOW, anchor="midtop")
        for seat, card in enumerate(room.seat_cards()):
            y = 140 + seat * 30
            pygame.draw.rect(canvas, hex_colour(card.colour), (430, y, 16, 16), border_radius=3)
            who = card.name.upper()[:14] if card.kind != "free" else "FREE: A BOT PLAYS"
            text.draw(
                canvas,
                f"{seat + 1} {who:<16}{KIND_LINES.get(card.kind, '')}",
                (452, y),
                BODY,
                palette.WHITE if card.kind != "free" else palette.GREY,
            )
        text.draw(
            canvas,
            "ENTER / A: START    ESC / B: CLOSE THE ROOM",
            (WIDTH // 2, 504),
            HINT,
            palette.GREY,
            anchor="midtop",
        )


# ----- the table


class PartyTableScene(Scene):
    """The table as the room sees it, animated from the public event stream; phones and bots move
    it through the room, players at the TV through the buttons shown on their turn."""

    def __init__(self, app: SceneHost, party: TvParty, devices: dict[int, str]) -> None:
        super().__init__(app)
        self.party = party
        self.room = party.room
        self.devices = devices
        # ESC opens the host's menu; the log leaves two lines: whose turn it is, and how to join
        self.renderer = TableRenderer(
            app.text, app.cards, keys="ESC: HOST MENU", log_lines=layout.LOG_LINES - 2
        )
        self.buttons: Menu | None = None
        self.offered: LegalActions | None = None
        self.prompt = ""
        self.result: ResultView | None = None  # the last pot's, while result_for > 0
        self.result_for = 0.0
        self.result_clock = 0.0
        self.standings: tuple[list[Row], list[tuple[str, str]]] = ([], [])  # the last session's
        self.standings_for = 0.0
        self.ended = False
        self.follow()

    def follow(self) -> None:
        """Start animating the room's current table (a new one after each session)."""
        self.table = self.room.table
        self.model = TableModel()
        self.tweens = Tweens()
        # nobody's seat is the TV's: every hidden card is a back, and the seats are laid out from seat 0
        self.director = Director(self.model, self.tweens, self.room.n, {})
        self.player = TablePlayer(self.director, self.tweens)  # the room's stream, as the table's

    @property
    def caught_up(self) -> bool:
        return self.player.caught_up

    def update(self, dt: float) -> None:
        self.party.pump()
        if self.room.table is not self.table and self.caught_up:
            self.follow()
        player = self.player
        if self.table is not None:
            player.fetch(self.table, None)  # the room's view: no hidden card of anyone
        self.name_seats()  # before the events: a new hand's deal names its dealer as the room does
        self.renderer.clock += dt
        self.renderer.hints = self.player.effects.hints = self.app.settings.hints
        player.advance(dt, self.app.settings.animation_speed)
        self.result_for -= dt
        self.result_clock += dt
        self.standings_for -= dt
        # the next hand waits while the last pot's result is up, as at the table, and the next
        # session while the last one's standings are
        while not self.holding and (event := player.next_event()) is not None:
            if isinstance(event, HandEnd):
                self.show_result()
            elif isinstance(event, SessionEnd):
                self.show_standings(event)
        player.settle()
        if self.table is not None and self.caught_up and not self.holding:
            self.director.follow_call(self.table)
        # bots and phones keep the animation's pace, and wait for the result or standings to go
        self.room.tv_busy = not self.caught_up or self.holding
        self.model.actor = self.table.actor if self.table is not None and self.caught_up else None
        self.offer()

    def name_seats(self) -> None:
        """Who plays each seat now. Seats change hands between hands (a guest taken off goes to a bot
        at once) and the TV shows a move only when the room waits for it, so the names are the
        room's; the log's lines were written as each move was shown and are never renamed."""
        for seat, card in zip(self.model.seats, self.room.seat_cards(), strict=False):
            seat.name = card.name
            seat.away = card.kind == "away"
            seat.style = KIND_LINES.get(card.kind, "")

    def show_result(self) -> None:
        """The pot's result, as the table shows it (game.felt.result_view), for RESULT_FOR seconds."""
        self.player.effects.hush()  # the result says the pot's moment itself
        result = pot_result(self.player.pot_events, self.player.director.pot_rules)
        self.result = ResultView(self.app.text, self.app.cards, self.model, result, self.director.slots)
        self.result_for = RESULT_FOR
        self.result_clock = 0.0

    def show_standings(self, event: SessionEnd) -> None:
        """The session's final standings and awards, as the table's standings page shows them, for
        STANDINGS_FOR seconds (ENTER or A: at once); the room's next session waits for them."""
        assert self.table is not None
        awards = session_awards(self.table.events_for(None))  # what the room saw: no hidden card
        # the names whole (a guest's may have sixteen letters): no style line (PHONE, BOT) beside them
        rows = [
            (place, name, "", net, False)
            for place, name, _, net, _ in standing_rows(self.model, event.standings)
        ]
        self.standings = (rows, award_lines(self.model, awards))
        self.standings_for = STANDINGS_FOR

    @property
    def showing_standings(self) -> bool:
        return self.standings_for > 0

    @property
    def holding(self) -> bool:
        """The last pot's result or the last session's standings are up: the table waits."""
        return self.showing_result or self.showing_standings

    @property
    def showing_result(self) -> bool:
        """The last pot's result is over the centre: for its seconds, until a TV player is asked."""
        return self.result is not None and self.result_for > 0 and self.buttons is None

    # ----- players at the TV

    def offer(self) -> None:
        legal = self.room.local_turn() if self.caught_up else None
        if legal is self.offered or (
            legal is not None and self.offered is not None and legal == self.offered
        ):
            return
        self.offered = legal
        self.buttons = None
        self.prompt = ""
        if legal is None:
            return
        assert self.table is not None
        paid = self.table.view(legal.seat).paid[legal.seat]
        games = self.table.session_rules.games  # a dealer's choice: the dealer's buttons are its games
        items = [
            Item(label, partial(self.choose, option.kind))
            for option, label in labelled_options(legal, paid, games)
        ]
        self.buttons = action_menu(items, legal.decision == SessionDecision.CHOOSE_GAME, self.model)
        name = self.room.seat_cards()[legal.seat].name.upper()
        self.prompt = f"{name}: {describe(legal, whose='')}"
        sound.play("turn")

    def end_party(self) -> None:
        """The host ended the party: the TV shows the title, and the table, leaving, closes the party."""
        self.ended = True
        self.app.go("title")

    def leave(self) -> None:
        """The phones are told the party is over, and the server stops."""
        self.party.close()

    def choose(self, kind: str) -> None:
        try:
            self.room.act_local(kind)
        except IllegalAction:
            sound.play("error")
            return
        self.offered = None
        self.buttons = None
        self.prompt = ""

    def handle(self, inp: Input) -> None:
        if self.ended:
            return
        if inp.is_(Button.BACK):
            sound.play("back")
            self.app.push("party_host", party=PartyControls(self.room, self.update, self.end_party))
            return
        if self.showing_standings:
            if inp.is_(Button.CONFIRM):  # on to the next session now
                self.standings_for = 0.0
            return
        legal = self.offered
        if self.buttons is not None and legal is not None:
            device = self.devices.get(legal.seat, "keys")
            if inp.device in (device, "") or (device == "keys" and inp.device == "mouse"):
                self.buttons.handle(inp)

    # ----- drawing

    def draw(self, canvas: pygame.Surface) -> None:
        if self.table is None:
            return
        if self.showing_standings:
            self.draw_standings(canvas)
            return
        showing = self.showing_result
        self.renderer.draw(canvas, self.model, self.director, self.prompt, result=showing)
        if not (self.prompt or self.model.showcase or showing or self.model.game_banner):  # how to
            # join, under the log, while no TV player is asked anything and nothing is shown over
            # the centre (a dealer's-choice call's banner reaches down to its line)
            for row, line in enumerate(self.join_lines()):
                where = (layout.PROMPT[0], JOIN_Y + row * layout.LINE)
                self.app.text.draw(canvas, line, where, BODY, palette.CYAN, anchor="midtop")
        if self.buttons is not None:
            self.buttons.draw(canvas, self.app.text)
        self.player.effects.draw(canvas, self.app.text)  # the pot's big moments, as at the table
        self.draw_waiting(canvas)
        if self.room.paused:
            self.draw_paused(canvas)
        elif showing and self.result is not None:
            self.result.draw(canvas, self.result_clock)

    def join_lines(self) -> tuple[str, str]:
        return f"JOIN {self.party.address}", f"ROOM CODE {self.room.code}"

    def draw_waiting(self, canvas: pygame.Surface) -> None:
        """Whose turn the table waits for, with the seconds before the away rule plays for them:
        'WAITING FOR ANN 12', or 'ANN: PHONE GONE 12' for a phone that dropped off."""
        quiet = self.caught_up and not (self.prompt or self.model.showcase or self.showing_result)
        waiting = self.room.waiting_for() if quiet else None
        if waiting is None:
            return
        seat, left = waiting
        card = self.room.seat_cards()[seat]
        gone = card.kind == "away"
        if self.model.calling and self.model.dealer == seat:  # dealer's choice: before the deal
            self.draw_calling(canvas, card.name.upper(), left, gone)
            return
        seconds = "" if left is None else f" {left:.0f}"
        # the line stays between the side seats: a long name is cut, never the words or the time
        room = layout.CENTRE.width // BODY - len(seconds) - len(": PHONE GONE" if gone else "WAITING FOR ")
        name = card.name.upper()[:room]
        line = (f"{name}: PHONE GONE" if gone else f"WAITING FOR {name}") + seconds
        colour = palette.ORANGE if gone else palette.YELLOW
        if left is not None and left <= 5:
            colour = palette.RED
        where = (layout.PROMPT[0], WAIT_Y)
        self.app.text.draw(canvas, line, where, BODY, colour, anchor="midtop")

    def draw_calling(self, canvas: pygame.Surface, name: str, left: float | None, gone: bool) -> None:
        """A guest calls the next pot's game: said over the empty middle of the table, with what
        the seconds are: the turn timer's, or with the timer off the away rule's."""
        clock = ""
        if left is not None:
            why = (
                "PHONE GONE"
                if gone
                else "TIME LEFT"
                if self.room.timing.turn_seconds is not None
                else "AWAY IN"
            )
            clock = f"{why} {left:.0f}"
        colour = palette.RED if left is not None and left <= 5 else palette.ORANGE if gone else palette.YELLOW
        draw_calling(canvas, self.app.text, name, clock, colour)

    def draw_standings(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        canvas.blit(backdrop(), (0, 0))
        text.draw(canvas, "FINAL STANDINGS", (WIDTH // 2, 24), HEADING, palette.YELLOW, anchor="midtop")
        rules = self.room.rules
        line = f"{rules.name.upper()} - {rules.pots} POT{'S' if rules.pots != 1 else ''}"
        text.draw(canvas, line, (WIDTH // 2, 62), BODY, palette.CYAN, anchor="midtop")
        draw_standings(canvas, text, *self.standings)
        footer = f"NEXT GAME IN {max(0.0, self.standings_for):.0f}    ENTER / A: NOW"
        text.draw(canvas, footer, (WIDTH // 2, FOOTER_Y), HINT, palette.GREY, anchor="midtop")

    def draw_paused(self, canvas: pygame.Surface) -> None:
        """The host paused the party: a solid panel over the middle of the table says so."""
        top = layout.POT_LABEL[1]
        rect = pygame.Rect(layout.CENTRE.x, top, layout.CENTRE.width, JOIN_Y - 4 - top)
        panel(canvas, rect, palette.BLACK, palette.YELLOW, 2, 6)
        for row, line in enumerate(("PAUSED", "ESC / B: HOST MENU")):
            size = HEADING if row == 0 else BODY
            where = (rect.centerx, rect.y + 12 + row * (HEADING + 10))
            self.app.text.draw(canvas, line, where, size, palette.YELLOW, anchor="midtop")
