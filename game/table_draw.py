"""Draws the table model: felt, seats, cards in flight and in place, chips, the centre, the log."""

from __future__ import annotations

import pygame

from engine.money import mixed, signed_mixed
from game import juice, layout, palette
from game.backdrop import felt_table
from game.card_art import CARD_H, CARD_W, CardArt
from game.chips import chip_surfaces
from game.director import Director
from game.table_model import CardSprite, TableModel
from game.text import MEDIUM, SMALL, Text, wrap
from game.widgets import panel

BLINK = 0.4
PLATE_ALPHA = 140
INFO_COLUMNS = 19  # the info lines end before your seat's block
POPUP_RISE = 12  # pixels a popup word rises over the seat's cards


def log_lines(messages) -> list[tuple[str, bool]]:
    """The log's lines, (line, part of the latest message): whole messages only, newest at the
    bottom, wrapped to fit between the side seats. A message whose start would not fit is left
    out rather than showing its orphaned end ("eights")."""
    lines: list[tuple[str, bool]] = []
    for age, message in enumerate(reversed(messages)):
        wrapped = wrap(message, layout.LOG_COLUMNS)
        if len(lines) + len(wrapped) > layout.LOG_LINES:
            break
        lines[:0] = [(line, age == 0) for line in wrapped]
    return lines


class TableRenderer:
    def __init__(self, text: Text, art: CardArt) -> None:
        self.text = text
        self.art = art
        self.felt = felt_table()
        self.chips = chip_surfaces()
        self.shade = pygame.Surface((CARD_W, CARD_H), pygame.SRCALPHA)
        self.shade.fill((0, 0, 0, 120))
        self.clock = 0.0  # seconds: the blinking of the seat to act
        # seconds of motion: the sway and glint of cards at rest, which stop while the table only
        # waits for the human (a still picture lets the frame loop rest, game.app)
        self.motion = 0.0
        self.plates: dict[tuple[int, int], pygame.Surface] = {}

    def draw(self, canvas: pygame.Surface, model: TableModel, director: Director, prompt: str = "") -> None:
        canvas.blit(self.felt, (0, 0))
        self.draw_centre(canvas, model, director)
        for number in range(len(model.seats)):
            self.draw_seat(canvas, model, director, number)
        for sprite in model.community:
            self.draw_card(canvas, sprite, director.card_place(None, sprite))
        for number, seat in enumerate(model.seats):  # cards in the air pass over everything on the table
            for sprite in seat.cards:
                if sprite.flight < 1:
                    self.draw_card(canvas, sprite, director.card_place(number, sprite))
        for chip in model.chips:
            (x0, y0), (x1, y1) = chip.start, chip.end
            x, y = x0 + (x1 - x0) * chip.t, y0 + (y1 - y0) * chip.t - 24 * chip.t * (1 - chip.t)
            canvas.blit(self.chips[chip.colour % len(self.chips)], (round(x) - 4, round(y) - 4))
        for popup in model.popups:  # on a dark plate: readable over cards, felt or words
            rect = self.text.render(popup.text, SMALL).get_rect(
                center=(round(popup.pos[0]), round(popup.pos[1] - POPUP_RISE * popup.t))
            )
            plate = rect.inflate(6, 6)
            pygame.draw.rect(canvas, palette.BLACK, plate, border_radius=2)
            pygame.draw.rect(canvas, popup.colour, plate, 1, border_radius=2)
            self.text.draw(canvas, popup.text, rect.topleft, SMALL, popup.colour)
        if prompt:
            self.text.draw(canvas, prompt, layout.PROMPT, SMALL, palette.YELLOW, anchor="midtop")

    # ----- the centre

    def draw_centre(self, canvas: pygame.Surface, model: TableModel, director: Director) -> None:
        text = self.text
        back = self.art.back()
        for i in range(layout.stock_layers(model.stock)):  # none when empty
            canvas.blit(back, (layout.STOCK[0] - i, layout.STOCK[1] - i))
        text.draw(canvas, f"POT {mixed(model.pot)}", layout.POT_TEXT, MEDIUM, palette.WHITE, anchor="midtop")
        if model.round:
            line = (
                f"ROUND {model.round}  LEVEL {mixed(model.level)}  RAISES {model.raises}/{model.max_raises}"
            )
            text.draw(
                canvas,
                line,
                (layout.POT_TEXT[0], layout.POT_TEXT[1] + 20),
                SMALL,
                palette.CYAN,
                anchor="midtop",
            )
        px, py = layout.POT
        for i in range(min(model.pot_chips, 36)):
            column, height = divmod(i, 6)
            x = px - 26 + (column * 9) + (height % 2)
            canvas.blit(self.chips[column % len(self.chips)], (x, py - height * 2))
        if model.showcase:
            self.draw_showcase(canvas, model)
        for row, (line, latest) in enumerate(log_lines(model.log)):
            colour = palette.WHITE if latest else palette.LIGHT
            text.draw(canvas, line, (layout.LOG[0], layout.LOG[1] + row * 12), SMALL, colour, anchor="midtop")
        self.draw_info(canvas, model)

    def draw_showcase(self, canvas: pygame.Surface, model: TableModel) -> None:
        count = len(model.showcase)
        width = count * 30 - 4
        left = layout.POT[0] - width // 2
        y = layout.SHOWCASE_Y
        # a long caption takes two lines (cut at the log's width it read "...queens over se")
        captions = wrap(model.showcase_text, layout.SHOWCASE_COLUMNS)[:2]
        box = pygame.Rect(
            0, y - 4, max(width + 80, max(map(len, captions)) * 8 + 16), layout.showcase_height(len(captions))
        )
        box.centerx = layout.POT[0]
        panel(canvas, box, palette.PANEL, palette.GOLD, radius=4)
        for i, sprite in enumerate(model.showcase):
            x = left + i * 30
            face = self.art.face(sprite.card, sprite.wild) if sprite.card is not None else self.art.back()
            canvas.blit(face, (x, y))
            if sprite.label:
                self.text.draw(
                    canvas,
                    "=" + sprite.label,
                    (x + CARD_W // 2, y + CARD_H + 2),
                    SMALL,
                    palette.YELLOW,
                    anchor="midtop",
                )
        for row, caption in enumerate(captions):
            self.text.draw(
                canvas,
                caption,
                (layout.POT[0], y + CARD_H + 13 + 10 * row),
                SMALL,
                palette.WHITE,
                anchor="midtop",
            )

    def draw_info(self, canvas: pygame.Surface, model: TableModel) -> None:
        x, y = layout.INFO
        wild = " ".join(sorted(model.wild_ranks, key="23456789TJQKA".index))
        # a long profile name takes two lines (cut at 20 it read "BASEBALL HIDDEN FOUR" and ran
        # into your seat); then the lines close up to stay above the coach's panel
        lines = [(line, palette.CYAN) for line in wrap(model.profile.upper(), INFO_COLUMNS)[:2]]
        lines += [
            (f"POT {model.hand} OF {model.pots}", palette.WHITE),
            (f"WILD: {wild}" if wild else "NO WILDS", palette.YELLOW),
            ("TAB SKIP  ESC MENU", palette.GREY),
        ]
        spacing = 12 if len(lines) <= 4 else 10
        for row, (line, colour) in enumerate(lines):
            self.text.draw(canvas, line, (x, y + row * spacing), SMALL, colour)

    # ----- seats

    def draw_seat(self, canvas: pygame.Surface, model: TableModel, director: Director, number: int) -> None:
        text = self.text
        seat = model.seats[number]
        slot = director.slots[number]
        active = model.actor == number
        words = self.hand_words(seat, slot)
        canvas.blit(
            self.plate(slot.width + 6, 22), (slot.x - 3, slot.y - 2)
        )  # under the name and style lines
        if words:
            canvas.blit(
                self.plate(max(len(line) for line, _ in words) * 8 + 6, 10 * len(words) + 2),
                (slot.x - 3, slot.hand_y - 2),
            )
        if active and (self.clock % (2 * BLINK)) < BLINK * 1.5:  # the box ends below the last line of words
            box = pygame.Rect(
                slot.x - 3, slot.y - 2, slot.width + 6, slot.hand_y - slot.y + 4 + 10 * len(words)
            )
            pygame.draw.rect(canvas, palette.YELLOW, box, 1, border_radius=4)
        gone = seat.folded or seat.out
        name_colour = palette.FADED if gone else (palette.YELLOW if active else palette.WHITE)
        name = ("\u25b6" if active else "") + seat.name.upper()[:9]
        text.draw(canvas, name, (slot.x, slot.y), SMALL, name_colour)
        balance = signed_mixed(seat.balance)
        colour = palette.net_colour(seat.balance)
        text.draw(canvas, balance, (slot.x + slot.width, slot.y), SMALL, colour, anchor="topright")
        status = "AWAY" if seat.away else "FOLDED" if seat.folded else "OUT" if seat.out else seat.style
        status_colour = palette.ORANGE if seat.away else palette.FADED if gone else palette.GREY
        text.draw(canvas, status, (slot.x, slot.y + 10), SMALL, status_colour)
        if model.dealer == number:
            centre = (slot.x + slot.width - 6, slot.y + 14)
            pygame.draw.circle(canvas, palette.WHITE, centre, 6)
            pygame.draw.circle(canvas, palette.BLACK, centre, 6, 1)
            text.draw(
                canvas,
                "D",
                (centre[0] + 1, centre[1] + 1),
                SMALL,
                palette.BLACK,
                anchor="center",
                shadow=None,
            )
        for sprite in seat.cards:
            if sprite.flight >= 1:
                self.draw_card(canvas, sprite, director.card_place(number, sprite))
        for row, (line, colour) in enumerate(words):
            self.text.draw(canvas, line, (slot.x, slot.hand_y + row * 10), SMALL, colour)

    def plate(self, width: int, height: int) -> pygame.Surface:
        """A dark, see-through plate under a seat's words: they read on the bright felt from
        across a room (grey on the felt was under 3:1, a folded seat's name 1.3:1)."""
        size = (width, height)
        plate = self.plates.get(size)
        if plate is None:
            plate = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(plate, (*palette.BLACK, PLATE_ALPHA), plate.get_rect(), border_radius=4)
            self.plates[size] = plate
        return plate

    @staticmethod
    def hand_words(seat, slot: layout.SeatSlot) -> list[tuple[str, tuple]]:
        """The seat's hand in words, at most two lines: the showing hand (and the human's best)."""
        columns = slot.width // 8
        if seat.human and not seat.revealed:  # once shown down, `showing` names the whole hand
            lines = []
            if seat.showing:
                lines.append(("SHOWING " + seat.showing, palette.YELLOW))
            if seat.best:
                lines.append(("BEST " + seat.best, palette.CYAN))
            return [(line[:columns], colour) for line, colour in lines]
        return [(line, palette.YELLOW) for line in wrap(seat.showing, columns)][:2] if seat.showing else []

    def draw_card(self, canvas: pygame.Surface, sprite: CardSprite, place: tuple[float, float]) -> None:
        x1, y1 = place
        x0, y0 = sprite.origin
        t = sprite.flight
        x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t - sprite.lift
        own_hidden = sprite.face == "down"
        if sprite.turning:
            half = sprite.flip >= 0.5
            surface = (
                self.art.face(sprite.card, sprite.wild, own_hidden)
                if half and sprite.card is not None
                else self.art.back()
            )
            width = max(1, round(CARD_W * abs(2 * sprite.flip - 1)))
            surface = pygame.transform.scale(surface, (width, CARD_H))
            canvas.blit(surface, (round(x) + (CARD_W - width) // 2, round(y)))
            return
        if sprite.shown and sprite.card is not None:
            surface = self.art.face(sprite.card, sprite.wild, own_hidden)
        else:
            surface = self.art.back()
        if t >= 1.0:  # polish: cards at rest sway a little, each a beat after its neighbour
            y += juice.sway(self.motion, round(x1) // 8)
        pos = (round(x), round(y))
        if sprite.flourish > 0:
            grow = 4 + round(6 * sprite.flourish)
            glow = pygame.Rect(pos, (CARD_W, CARD_H)).inflate(grow, grow)
            pygame.draw.rect(canvas, palette.YELLOW, glow, 2, border_radius=5)
        canvas.blit(surface, pos)
        if sprite.wild and sprite.shown and not sprite.dim:  # polish: a glint runs across wild cards
            juice.draw_shimmer(canvas, pygame.Rect(pos, (CARD_W, CARD_H)), self.motion, round(x1) // 8)
        if sprite.dim:
            canvas.blit(self.shade, pos)
        if sprite.best:
            pygame.draw.rect(
                canvas, palette.YELLOW, pygame.Rect(pos, (CARD_W, CARD_H)).inflate(2, 2), 1, border_radius=3
            )
