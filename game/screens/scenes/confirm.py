"""A yes-or-no question over the current screen, for anything that cannot be undone (quit a table,
end a party, take a guest off the table). NO is chosen first, so a stray Enter changes nothing;
an offer whose obvious answer is yes (`yes_first`: a guided first hand; at a party UNLOCK THE
ROOM?, LET ... BACK?) lists YES first, chosen; `lead`: what happens, said first and bigger,
the detail then smaller under it (a host play-test read END THE PARTY? as a paragraph of seven lines);
Back is NO unless the question says otherwise (`back_is_no` False: an offer Back leaves unanswered).
`sized`: asked over a page that follows TEXT SIZE (the party host's menu, the pause menu), its
words follow it too, the box widened with them so a line holds as many letters, and at large higher,
over the pause menu's large panel (a host across the room read TAKE ... OFF? at the normal size over
a large menu and a large table).

`keep_running`: what runs of the scene below each frame while the question is up (the lobby's
phones answered; the party table's too, the party paused and its table held under the question)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.platform import palette, sound
from game.platform.display import HEIGHT, WIDTH
from game.platform.frame_log import FRAME
from game.platform.input import Button, Input
from game.platform.text import BODY, HEADING, LARGE_BODY, columns, wrap
from game.platform.widgets import Item, Menu, panel
from game.screens.menu_size import menu_body
from game.screens.scene import QUESTION_W as BOX_W
from game.screens.scene import Scene, SceneHost

TOP = 104  # above the host's menu panel (its top edge peeked out over the question)
LARGE_TOP = 70  # `sized` at TEXT SIZE large: above the pause menu's panel there (its PAUSED peeked out)
LOWEST = 348  # and at least down to the foot of the pause and host menus (their last item peeked out)
LEAD = LARGE_BODY  # the lead's size: between the question's and the detail's
GAP = 6  # under each line


class ConfirmScene(Scene):
    opaque = False

    def __init__(
        self,
        app: SceneHost,
        question: str,
        on_yes: Callable[[], None],
        detail: str = "",
        yes: str = "YES",
        keep_running: Callable[[float], None] | None = None,
        on_no: Callable[[], None] | None = None,
        yes_first: bool = False,
        back_is_no: bool = True,
        lead: str = "",
        sized: bool = False,
    ) -> None:
        """`on_no`: what NO (or Back) goes on to, when it is more than closing the question;
        `yes_first`: YES above NO and chosen, for an offer rather than a risk (Back is still NO);
        `back_is_no` False: Back only closes the question, unanswered (an offer put off, to be made
        again: a newcomer's Esc on the guided hand's offer answered NO for good)."""
        super().__init__(app)
        self.question = question
        self.size = menu_body(app.settings) if sized else BODY  # the detail's and the choices'
        self.lead_size = LEAD if self.size == BODY else HEADING  # still a step over the detail
        self.width = BOX_W * self.size // BODY  # as many letters a line at either size
        self.top = TOP if self.size == BODY else LARGE_TOP
        self.lead = wrap(lead, columns(self.width - 40, self.lead_size)) if lead else []
        self.detail = wrap(detail, columns(self.width - 40, self.size)) if detail else []
        self.on_yes = on_yes
        self.on_no = on_no
        self.back_is_no = back_is_no
        self.keep_running = keep_running
        self.shade = pygame.Surface((WIDTH, HEIGHT), pygame.SRCALPHA)
        self.shade.fill((0, 0, 0, 170))
        top = self.detail_top + len(self.detail) * (self.size + GAP) + 10
        # the choices, one under the other from the same left edge, centred as a block in the box
        # (from a fixed edge a long YES, GUIDE ME stood off to the right)
        items = [Item("NO", self.no), Item(yes, self.yes)]
        if yes_first:
            items.reverse()
        self.menu = Menu(items, (WIDTH // 2, top), size=self.size, spacing=28, anchor="midtop")

    @property
    def detail_top(self) -> int:
        """Where the detail's first line is: under the question and the lead, a gap between."""
        lead = len(self.lead) * (self.lead_size + GAP) + (10 if self.lead else 0)
        return self.top + 20 + HEADING + 16 + lead

    def no(self) -> None:
        sound.play("back")
        self.app.back()
        if self.on_no is not None:
            self.on_no()

    def yes(self) -> None:
        sound.play("select")
        self.app.back()
        self.on_yes()

    def back(self) -> None:
        if self.back_is_no:
            self.no()
            return
        sound.play("back")
        self.app.back()

    def handle(self, inp: Input) -> None:
        if inp.is_(Button.BACK):
            self.back()
        else:
            self.menu.handle(inp)

    def update(self, dt: float) -> None:
        if self.keep_running is not None:
            self.keep_running(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(self.shade, (0, 0))
        FRAME.cover()  # what lies under the shade is not to be read now
        bottom = self.menu.rects[-1].bottom
        text = self.app.text
        # as wide as its question where that is wider (a guest's name whole: scene.asked)
        wide = text.font(HEADING).size(self.question)[0] + 40
        box = pygame.Rect(0, 0, max(self.width, wide), max(bottom + 20, LOWEST) - self.top)
        box.midtop = (WIDTH // 2, self.top)
        panel(canvas, box, palette.PANEL, palette.YELLOW, 2, 6)
        text.draw(
            canvas, self.question, (WIDTH // 2, self.top + 20), HEADING, palette.YELLOW, anchor="midtop"
        )
        for row, line in enumerate(self.lead):
            where = (WIDTH // 2, self.top + 20 + HEADING + 16 + row * (self.lead_size + GAP))
            text.draw(canvas, line, where, self.lead_size, palette.WHITE, anchor="midtop")
        colour = palette.LIGHT if self.lead else palette.WHITE  # under a lead: the smaller print
        for row, line in enumerate(self.detail):
            where = (WIDTH // 2, self.detail_top + row * (self.size + GAP))
            text.draw(canvas, line, where, self.size, colour, anchor="midtop")
        self.menu.draw(canvas, text)
