"""The result of a pot (game.pot_result), shown over the middle of the table until the next deal:
who won what, in big letters; the winning five beside the best losing five, every wild labelled
with what it stands for; one plain line saying why the pot went there; a split shown as a split;
a rare hand in baseball words. It fills the middle of the table between the side seats, so the
log moves under the NEXT HAND button while it shows (game.table_draw): neither the log nor the
human's cards are ever under it. NEXT HAND (Enter/A, a click, Tab) deals on, or after
`settings.next_hand_after` seconds when that is set (0: it waits), or after AWAY_WAIT while
nobody is at the human's seat.

Everything is placed from the canvas and the table's layout regions and measured in the named
text sizes, so it follows the table when either changes.
"""

from __future__ import annotations

import pygame

from engine.money import mixed
from game import layout, palette, sound
from game.card_art import CARD_H, CARD_W, card_label
from game.display import SAFE
from game.frame_log import FRAME
from game.input import Button, Input
from game.pot_result import PotResult, ShownHand
from game.scene import Scene
from game.text import BIG, BODY, Text, wrap
from game.widgets import Item, Menu, panel

PAD = 4  # inside the panel, between its rows
LINE = BODY + 2  # a line of body text
AWAY_WAIT = 8.0  # seconds the result stays for a seat marked AWAY


def result_area(top: int | None = None) -> pygame.Rect:
    """The middle of the table between the side seats (layout.CENTRE), from `top` (by default
    the pot's line, just under the top seats' blocks) down to the centre's foot, above your seat:
    it covers the pot's figure, the stock and the bet line whole (a sliver of any of them peeking
    out read as garbage) and leaves the seats and your cards in view."""
    top = layout.POT_LABEL[1] if top is None else top
    return pygame.Rect(layout.CENTRE.x, top, layout.CENTRE.width, layout.CENTRE.bottom - top)


def free_from(model, slots: dict[int, layout.SeatSlot]) -> int:
    """The first row below whatever the seats above the middle show now (their name plates, the
    cards still in front of them and the lines of words under those cards), and never below the
    centre's top."""
    middle = result_area()  # the seats' plates reach 4 px past their blocks
    lowest = 0
    for number, slot in slots.items():
        if slot.y >= middle.y or not (slot.x < middle.right and slot.x + slot.width > middle.x):
            continue
        seat = model.seats[number]
        bottom = slot.y + slot.name_lines * layout.LINE + PAD  # the name and style plates
        if seat.cards:
            rows = -(-len(seat.cards) // slot.per_row)
            bottom = slot.cards_y + (rows - 1) * layout.ROW_STEP + CARD_H + PAD
        if seat.showing and slot.word_lines:
            lines = len(wrap(seat.showing, slot.width // BODY)[: slot.word_lines])
            bottom = slot.hand_y + layout.LINE * lines + PAD
        lowest = max(lowest, bottom)
    return min(max(lowest, SAFE.y), middle.y)


def heading(result: PotResult, names: list[str], amount: bool = True) -> str:
    """'YOGI WINS 12', 'YOU WIN 12', 'SPLIT POT' (each share is under its hand); without the
    `amount` ('YOGI WINS') the share is under the hand too."""
    if not result.winners:
        return "NO WINNER"
    if result.split:
        return "SPLIT POT"
    seat, won = result.winners[0]
    name = names[seat].upper()
    words = f"{name} {'WIN' if name == 'YOU' else 'WINS'}"
    return f"{words} {mixed(won)}" if amount else words


def columns(result: PotResult) -> list[tuple[ShownHand, bool]]:
    """The hands side by side: the winners' (two at most), or the winner's and the best loser's."""
    shown = [(hand, True) for hand in result.winning[:2]]
    if len(shown) == 1 and result.beaten is not None:
        shown.append((result.beaten, False))
    return shown


Rows = tuple[list[str], list[tuple[ShownHand, bool]], list[list[str]], list[str]]


class ResultBanner(Scene):
    opaque = False

    def __init__(self, app, model, result: PotResult, hand: int, table_scene=None) -> None:
        super().__init__(app)
        self.result = result
        slots = table_scene.director.slots if table_scene is not None else {}
        self.area = result_area(free_from(model, slots) if slots else None)
        self.names = [seat.name for seat in model.seats]
        self.wild_ranks = model.wild_ranks
        self.hand = hand
        self.last = hand >= model.pots
        self.table_scene = table_scene
        self.time = 0.0
        self.clock = 0.0
        label = "STANDINGS" if self.last else "NEXT HAND"
        self.menu = Menu(
            [Item(label, self.close, shortcut="n")], layout.BUTTONS, width=layout.BUTTON_W, boxed=True
        )

    @property
    def wait(self) -> float:
        """Seconds before the next deal comes by itself: the setting's (0: never), or, while the
        human's seat is AWAY, AWAY_WAIT, so an empty room still reaches attract mode."""
        setting = float(self.app.settings.next_hand_after)
        if self.table_scene is not None and self.table_scene.away_from is not None:
            return min(setting, AWAY_WAIT) if setting else AWAY_WAIT
        return setting

    def handle(self, inp: Input) -> None:
        if inp.is_(Button.BACK) and self.table_scene is not None:
            self.app.push("pause", table_scene=self.table_scene)
        elif inp.is_(Button.SKIP) or (inp.kind == "click" and not self.menu.rects[0].collidepoint(inp.pos)):
            self.close()
        else:
            self.menu.handle(inp)

    def close(self) -> None:
        sound.play("select")
        self.app.back()

    def update(self, dt: float) -> None:
        self.clock += dt
        self.time += dt * self.app.settings.animation_speed
        if self.wait > 0 and self.time >= self.wait:
            self.app.back()

    # ----- drawing

    def forms(self) -> list[tuple[str, bool]]:
        """The title's words and whether each hand is named in words under its cards, fullest
        first: the amount won in the title, then (when that takes two lines of big letters)
        under the winning hand instead; the hands' words, then their players' names alone (the
        words stay under the seats and in the log)."""
        if self.result.moment:
            titles = [self.result.moment]
        else:
            titles = list(
                dict.fromkeys([heading(self.result, self.names), heading(self.result, self.names, False)])
            )
        return [(title, named) for title in titles for named in (True, False)]

    def rows(self) -> Rows:
        """What the panel holds: the title lines (big letters), the hands side by side, each
        hand's caption lines, and the why lines: the fullest form that fits the middle of the
        table. Nothing is ever cut; a top seat too tall for any of them leaves the words alone."""
        area = self.area
        result = self.result
        hands = columns(result)
        width = (area.width - PAD * (len(hands) + 1)) // max(1, len(hands))
        inner = area.width - 2 * PAD
        why = wrap(result.why, inner // BODY)
        choice: Rows | None = None
        for title, named in self.forms():
            lines = wrap(title, inner // BIG)
            captions = [
                wrap(self.caption(hand, won, named, title), max(1, width // BODY)) for hand, won in hands
            ]
            choice = lines, hands, captions, why
            if self.height(*choice) <= area.height:
                return choice
        assert choice is not None
        bare: Rows = choice[0], [], [], why  # the words alone
        return bare if self.height(*bare) <= area.height else choice

    @staticmethod
    def height(title, hands, captions, why) -> int:
        height = PAD + len(title) * (BIG + PAD)
        if hands:
            height += CARD_H + PAD + LINE * max(map(len, captions)) + PAD
        return height + LINE * len(why) + PAD

    def caption(self, hand: ShownHand, won: bool, words: bool, title: str) -> str:
        """The player's name, their share when the title does not say it, then the hand in words."""
        name = self.names[hand.seat].upper()
        if won and (self.result.split or not title.endswith(mixed(dict(self.result.winners)[hand.seat]))):
            name += f" +{mixed(dict(self.result.winners)[hand.seat])}"
        return f"{name}: {hand.words}" if words else name

    def box(self, text: Text) -> pygame.Rect:
        """The whole middle area, however little it holds: the pot and the stock under it are hidden whole."""
        return pygame.Rect(self.area)

    def draw(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        rect = self.box(text)
        title, hands, captions, why = self.rows()
        edge = palette.GOLD if self.result.moment else palette.YELLOW
        panel(canvas, rect, palette.BLACK, edge, 2, 6)
        FRAME.region("result", rect)  # clear of the log and your cards (tests/frame_checks.py)
        y = rect.y + (rect.height - self.height(title, hands, captions, why)) // 2 + PAD
        for line in title:
            colour = palette.YELLOW
            if self.result.moment and int(self.clock * 6) % 2:
                colour = palette.ORANGE
            text.draw(canvas, line, (rect.centerx, y), BIG, colour, anchor="midtop")
            y += BIG + PAD
        if hands:
            width = (rect.width - PAD * (len(hands) + 1)) // len(hands)
            for index, (hand, won) in enumerate(hands):
                left = rect.x + PAD + index * (width + PAD)
                self.draw_hand(canvas, hand, won, pygame.Rect(left, y, width, CARD_H))
                for row, line in enumerate(captions[index]):
                    colour = palette.WHITE if won else palette.GREY
                    top = y + CARD_H + PAD + row * LINE
                    text.draw(canvas, line, (left + width // 2, top), BODY, colour, anchor="midtop")
            y += CARD_H + PAD + LINE * max(map(len, captions)) + PAD
        for row, line in enumerate(why):
            text.draw(canvas, line, (rect.centerx, y + row * LINE), BODY, palette.CYAN, anchor="midtop")
        self.menu.draw(canvas, text)
        if self.wait > 0:
            left = max(0, int(self.wait - self.time) + 1)
            button = self.menu.rects[0]
            text.draw(
                canvas,
                f"IN {left} S",
                (button.centerx, button.bottom + PAD),
                BODY,
                palette.GREY,
                anchor="midtop",
            )

    def draw_hand(self, canvas: pygame.Surface, hand: ShownHand, won: bool, place: pygame.Rect) -> None:
        """The five cards a hand uses, centred in `place`, each wild labelled with what it stands
        for ('=A♠') on a dark strip over the card's foot (its own suit means nothing there)."""
        art, text = self.app.cards, self.app.text
        count = len(hand.used)
        step = min(CARD_W + 2, (place.width - CARD_W) // max(1, count - 1))
        left = place.centerx - (step * (count - 1) + CARD_W) // 2
        for i, (card, stands) in enumerate(hand.used):
            x = left + i * step
            face = art.face(card, stands is not None or card.rank in self.wild_ranks)
            canvas.blit(face, (x, place.y))
            if not won:  # the beaten hand is drawn a little darker
                shade = pygame.Surface((CARD_W, CARD_H), pygame.SRCALPHA)
                shade.fill((0, 0, 0, 70))
                canvas.blit(shade, (x, place.y))
            if stands:
                strip = pygame.Rect(x, place.bottom - LINE - 1, CARD_W, LINE + 1)
                pygame.draw.rect(canvas, palette.BLACK, strip)
                label = card_label(stands)
                label = "=" + label if len(label) == 1 else label  # a card ("A♠") fills the strip
                text.draw(canvas, label, strip.center, BODY, palette.YELLOW, anchor="center", shadow=None)
