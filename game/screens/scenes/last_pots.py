"""LAST POTS, from the pause menu (or a party's host menu): the session's pots so far (before its
first pot ends, the last session's), each read whole ("Pot 5: Casey wins 23 with four queens";
one longer than the panel goes on on a second line) and, in a dealer's choice session, its game on
a line of its own under it (a newcomer's play-test read "...two pair, queens and e…" and only the
chosen pot's game), the latest chosen first; Enter replays the one chosen
(game.screens.scenes.replay), Esc goes back to the menu."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from itertools import accumulate

import pygame

from engine.events import SessionStart
from game.felt.seat_words import clip
from game.platform import palette
from game.platform.display import SAFE, WIDTH
from game.platform.text import BODY, HEADING, HINT, columns, wrap
from game.platform.widgets import Item, Menu, panel
from game.play.pot_tape import PotTape
from game.screens.menu_overlay import MenuOverlay
from game.screens.replays import replay_pot
from game.screens.scene import PauseContext, SceneHost
from game.telling.pot_line import pot_line

ROWS = 10  # one-line pots a page; a longer session scrolls
TOP = 60  # the heading's top
LEFT = SAFE.x + 40  # the lines' left edge, the cursor before it
# a line's characters, to 16 px inside the panel's right edge (a play-test read "...straight flush
# to the eig…" with room for the rest on the line)
COLUMNS = columns(SAFE.right - 16 - LEFT)
HEAD_COLUMNS = columns(SAFE.width - 32, HEADING)  # the heading's letters, in the panel
INDENT = "  "  # a pot's second line and its game's, under its first
# from one pot's first line to the next pot's: a pot's own lines lie closer (BODY + 6, the menu's
# line_step), so two pots never read as one (a newcomer's play-test: a three-line pot crowded the
# list, its lines as far apart as the pots)
POT_STEP = BODY + 12
LIST_ROOM = ROWS * POT_STEP  # the list's height


@dataclass
class PotItem(Item):
    game: str = ""  # the pot's game, said under it in a dealer's choice session


class PotsMenu(Menu):
    """The pots, each on as many lines as it takes to read it whole, then its game's, if named."""

    def __init__(self, items: list[PotItem]) -> None:
        super().__init__(list(items), (LEFT, TOP + 48), spacing=POT_STEP, width=COLUMNS * BODY, rows=ROWS)

    def layout(self) -> None:
        """As many pots a page as their lines, measured, fit in the list's room, the chosen one
        among them: a page of short pots is not cut to the count the longest would take (a play-test
        saw four pots a page with room left under them)."""
        rooms = [self.spacing + (len(self.lines(item)) - 1) * self.line_step for item in self.items]
        room = LIST_ROOM + self.spacing - (self.size + 2)  # (the last pot's gap under it is not the list's)
        self.first = min(self.first, self.selected)
        while self.first < self.selected and sum(rooms[self.first : self.selected + 1]) > room:
            self.first += 1
        self.rows = max(1, sum(1 for total in accumulate(rooms[self.first :]) if total <= room))
        super().layout()

    def lines(self, item: Item) -> list[str]:
        first, *rest = wrap(item.label, COLUMNS)
        more = wrap(" ".join(rest), COLUMNS - len(INDENT)) if rest else []
        game = item.game if isinstance(item, PotItem) and item.game else None
        return [first, *(INDENT + line for line in [*more, *([game] if game else [])])]


def session_game(tape: PotTape) -> str:
    """The game of the session `tape` was played in, as its start dealt it (DEALER'S CHOICE, not
    the pot's called game; the last session's, while a new one's first pot is played)."""
    start = next(fact for fact in tape.before if isinstance(fact, SessionStart))
    return start.rules.name.upper()


class LastPotsScene(MenuOverlay):
    def __init__(self, app: SceneHost, table: PauseContext) -> None:
        self.table = table
        # a dealer's choice changes the game pot by pot: each pot says its own
        choice = table.rules.is_dealers_choice or len({tape.done.rules.name for tape in table.pots}) > 1
        items = [
            PotItem(
                pot_line(tape.hand, tape.done.result, tape.names),
                partial(self.replay, tape.hand),
                game=tape.done.rules.name.upper() if choice else "",
            )
            for tape in table.pots
        ]
        menu = PotsMenu(items)
        if items:
            menu.selected = len(items) - 1  # the pot just played
            menu.layout()
        super().__init__(app, menu, shade=200)
        self.one_game = bool(items) and not choice  # said once, under the list

    def replay(self, hand: int) -> None:
        if self.table.replay is not None:  # a party's table: it pauses the party and tells the phones
            self.table.replay(hand)
            return
        replay_pot(self.app, self.table.pots, hand, self.table.seat, back_to="BACK TO LAST POTS")

    def heading(self) -> str:
        """A party's night deals game after game: the pots' game is numbered as the night's ledger
        numbers it (at a new game's start they are the last game's: game.play.pot_tape) and named,
        cut to the panel (a host play-test read THIS PARTY, SESSION 1 during the night's fourth
        game, after the ledger's SESSIONS 3-5 OF 5; another read TONIGHT'S SESSION 1, a word a
        host does not use for one game of 8 pots)."""
        pots = self.table.pots
        if not pots or self.table.replay is None:
            return "LAST POTS"
        return clip(f"LAST POTS: GAME {pots[-1].session}, {session_game(pots[-1])}", HEAD_COLUMNS)

    def update(self, dt: float) -> None:
        if self.table.answer_phones is not None:  # a party, held under the list
            self.table.answer_phones(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        super().draw(canvas)
        box = pygame.Rect(SAFE.x, TOP - 16, SAFE.width, 48 + LIST_ROOM + 72 + 16)
        panel(canvas, box, palette.PANEL, palette.YELLOW, 2, 6)
        text = self.app.text
        text.draw(canvas, self.heading(), (WIDTH // 2, TOP), HEADING, palette.YELLOW, anchor="midtop")
        if not self.table.pots:
            text.draw(
                canvas,
                "No pot has been played yet",
                (WIDTH // 2, TOP + 60),
                BODY,
                palette.WHITE,
                anchor="midtop",
            )
        self.menu.draw(canvas, text)
        if self.one_game:
            game = f"EVERY POT: {self.table.pots[0].done.rules.name.upper()}"
            text.draw(canvas, game, (WIDTH // 2, box.bottom - 52), BODY, palette.CYAN, anchor="midtop")
        keys = "ENTER: REPLAY    ESC: BACK"
        text.draw(canvas, keys, (WIDTH // 2, box.bottom - 28), HINT, palette.GREY, anchor="midtop")
