"""The party's lobby on the TV: the QR code of the join address, the address, the room code and who
sits where; START deals, bots in the empty seats, and the TV goes to the table
(game.screens.scenes.party) with the party, which the lobby hands on. Whichever of them has it
when it leaves the stack closes it, once: every phone is told the party is over and the server stops."""

from __future__ import annotations

import pygame

from game.party.protocol import MAX_NAME
from game.party.wire.tv import TvParty
from game.platform import palette, sound
from game.platform.display import SAFE, WIDTH
from game.platform.input import Button, Input
from game.platform.text import BIG, BODY, HEADING, HINT
from game.screens import openers
from game.screens.menu_page import FULL_SCREEN_KEY, backdrop
from game.screens.party_look import KIND_LINES, PARTY_ENDS, hex_colour, timer_words
from game.screens.scene import QuitWarning, Scene, SceneHost

SEATS_Y, SEAT_STEP = 140, 30  # who sits where: the first seat's line, and a line's height
TIMER_GAP = 14  # the turn timer's line, that far under the last seat's line
FULL_SCREEN_Y = 480  # F11's line while windowed: over the keys' line, in the room's column


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
        settings = self.app.settings
        self.party.follow_look(settings.reduced_motion, settings.colour_safe)  # the phones follow the TV
        if self.party.room.started and not self.leaving:
            self.leaving = self.handed_on = True
            self.app.replace(openers.party_table(party=self.party, devices=self.devices))

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
            if self.guests_in:
                self.app.push(
                    openers.confirm(
                        question="CLOSE THE ROOM?",
                        detail=PARTY_ENDS,
                        yes="CLOSE",
                        on_yes=self.close_room,
                        keep_running=self.answer_phones,
                    )
                )
            else:
                self.close_room()

    @property
    def guests_in(self) -> bool:
        return any(guest is not None for guest in self.party.room.guests)

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

    def quit_warning(self) -> QuitWarning | None:
        """Closing the window with guests in the room asks first, as Back does (CLOSE THE ROOM?)."""
        if self.handed_on or not self.guests_in:
            return None
        return QuitWarning(PARTY_ENDS, self.answer_phones)

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
        cards = room.seat_cards()
        # the room's turn timer as HOST A PARTY said it, MORE TIME's part apart (the lobby said
        # nothing of it; then its total, where HOST A PARTY had said the time chosen). Under the
        # seats the room has (placed under eight, it floated far under a list of five)
        timer = f"TURN TIMER {timer_words(self.party.natural.turn_seconds, self.party.pace[1])}"
        timer_y = SEATS_Y + len(cards) * SEAT_STEP + TIMER_GAP
        # centred in the column, kept in from the TV-safe edge (MORE TIME's words make it long)
        timer_x = min(690, SAFE.right - text.render(timer, BODY).get_width() // 2 - 1)
        text.draw(canvas, timer, (timer_x, timer_y), BODY, palette.WHITE, anchor="midtop")
        qr = draw_qr(canvas, self.party.qr, (225, 264), 354)
        text.draw(canvas, "SCAN TO PLAY", (qr.centerx, qr.bottom + 8), BODY, palette.WHITE, anchor="midtop")
        # the address alone (the phone's page asks for the room code beside): with the code in it
        # the line ran past the TV-safe edge
        text.draw(
            canvas, self.party.address, (qr.centerx, qr.bottom + 28), BODY, palette.CYAN, anchor="midtop"
        )
        if self.party.moved:  # the phones waiting on JOIN THE NEXT PARTY ask the old address
            for row, line in enumerate(("NEW ADDRESS:", "PHONES MUST SCAN AGAIN")):
                text.draw(canvas, line, (690, 426 + 20 * row), BODY, palette.YELLOW, anchor="midtop")
        if not self.app.settings.fullscreen:  # a host play-test's party opened in a small window on the TV
            text.draw(canvas, FULL_SCREEN_KEY, (690, FULL_SCREEN_Y), HINT, palette.GREY, anchor="midtop")
        text.draw(canvas, "ROOM CODE", (690, 72), BODY, palette.GREY, anchor="midtop")
        text.draw(canvas, room.code, (690, 92), BIG, palette.YELLOW, anchor="midtop")
        for seat, card in enumerate(cards):
            y = SEATS_Y + seat * SEAT_STEP
            pygame.draw.rect(canvas, hex_colour(card.colour), (430, y, 16, 16), border_radius=3)
            # the name whole (MAXIMILIANA BE was cut with room to spare); its kind dimmed in a column
            # of its own, two letters clear (a host play-test read MAXIMILIANA FEAT  PHONE as one name)
            who = card.name.upper() if card.kind != "free" else "FREE: A BOT PLAYS"
            text.draw(
                canvas,
                f"{seat + 1} {who}",
                (452, y),
                BODY,
                palette.WHITE if card.kind != "free" else palette.GREY,
            )
            kind = KIND_LINES.get(card.kind, "")
            text.draw(canvas, kind, (452 + (MAX_NAME + 4) * BODY, y), BODY, palette.GREY)
        text.draw(
            canvas,
            "ENTER / PAD A: START    ESC / PAD B: CLOSE THE ROOM",
            (WIDTH // 2, 504),
            HINT,
            palette.GREY,
            anchor="midtop",
        )
