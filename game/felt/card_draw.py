"""A card as the table draws it: on its way to its place (dealt, turning over, lifted) or at rest
there, with what it bears (a wild's twinkling star, a four's bonus mark, the dim of a card out of the hand,
the frame of a best five). One place draws every card, so a card looks the same in a seat, in
flight and in the middle (game.felt.table_draw.TableRenderer is a CardDrawing)."""

from __future__ import annotations

import pygame

from game.felt.card_art import CARD_H, CARD_W, CardArt, draw_bonus_mark, star_badge
from game.felt.director import Director
from game.felt.table_model import CardSprite, TableModel
from game.platform import juice, palette
from game.platform.frame_log import FRAME


class CardDrawing:
    """The table renderer's cards: where each is drawn this frame and how it looks there."""

    art: CardArt
    shade: pygame.Surface  # a card's dim (a card out of the hand at a showdown)
    motion: float  # seconds of motion: the sway and twinkle of cards at rest
    still: bool  # REDUCED MOTION: no sway, twinkle, turning or growing glow
    # the table is held (the party TV under the host's menu): nothing moves, so a card caught
    # turning is drawn whole as it stands, its back or (past half-way) its face, never a sliver
    held: bool
    hints: bool  # the newcomer's hints: a four's bonus card bears its mark

    def draw_flying_cards(
        self, canvas: pygame.Surface, model: TableModel, director: Director
    ) -> list[pygame.Rect]:
        """Cards on their way to a seat, under every seat's plate, words and cards: a play-test saw
        a No Peek deal's cards cover your balance and the dealer button all the way through it.
        Where each was drawn (InTheAir.hide_under_name_plates)."""
        flights = []
        for number, seat in enumerate(model.seats):
            for sprite in seat.cards:
                if sprite.flight < 1:
                    place = self.draw_card(canvas, sprite, director.card_place(number, sprite))
                    FRAME.region("card in flight", place)
                    flights.append(place)
        return flights

    def draw_card(
        self, canvas: pygame.Surface, sprite: CardSprite, place: tuple[float, float], marked: bool = True
    ) -> pygame.Rect:
        """Draws the card on its way to (or at) `place`, a bonus card with its mark where `marked`;
        returns where it was drawn."""
        x1, y1 = place
        x0, y0 = sprite.origin
        t = sprite.flight
        x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t - sprite.lift
        own_hidden = sprite.face == "down"
        if sprite.turning and not (self.still or self.held):
            half = sprite.flip >= 0.5
            surface = (
                self.art.face(sprite.card, sprite.wild, own_hidden)
                if half and sprite.card is not None
                else self.art.back()
            )
            width = max(1, round(CARD_W * abs(2 * sprite.flip - 1)))
            surface = pygame.transform.scale(surface, (width, CARD_H))
            canvas.blit(surface, (round(x) + (CARD_W - width) // 2, round(y)))
            FRAME.card(pygame.Rect(round(x), round(y), CARD_W, CARD_H))  # turning in its place
            return pygame.Rect(round(x), round(y), CARD_W, CARD_H)
        if sprite.shown and sprite.card is not None:
            surface = self.art.face(sprite.card, sprite.wild, own_hidden)
        else:
            surface = self.art.back()
        if t >= 1.0 and not self.still:  # polish: cards at rest sway a little, each a beat after the next
            y += juice.sway(self.motion, round(x1) // 8)
        pos = (round(x), round(y))
        if sprite.flourish > 0:
            grow = 10 if self.still else 4 + round(6 * sprite.flourish)
            glow = pygame.Rect(pos, (CARD_W, CARD_H)).inflate(grow, grow)
            pygame.draw.rect(canvas, palette.YELLOW, glow, 2, border_radius=5)
        canvas.blit(surface, pos)
        if t == 1.0:  # settled (in the air, or overshooting as it lands, it passes over things for a moment)
            FRAME.card(pygame.Rect(pos, (CARD_W, CARD_H)))
        if sprite.wild and sprite.shown and not sprite.dim and not self.still:  # polish: its star
            # twinkles (a glint across the card read as a scratch on it), never over its rank or suit
            # (kept on its badge: its points reach past the badge's edge, towards a wild bonus card's +)
            star, clip = star_badge().move(pos), canvas.get_clip()
            canvas.set_clip(star.clip(clip))
            juice.draw_twinkle(canvas, star.center, juice.twinkle(self.motion, round(x1) // 8))
            canvas.set_clip(clip)
        # a four's bonus card (face down too), for as long as it lies there
        if sprite.bonus and self.hints and marked:
            face_up_wild = sprite.wild and sprite.shown and sprite.card is not None
            draw_bonus_mark(canvas, pygame.Rect(pos, (CARD_W, CARD_H)), wild=face_up_wild)
        if sprite.dim:
            canvas.blit(self.shade, pos)
        if sprite.best:
            pygame.draw.rect(
                canvas, palette.YELLOW, pygame.Rect(pos, (CARD_W, CARD_H)).inflate(4, 4), 2, border_radius=3
            )
        return pygame.Rect(pos, (CARD_W, CARD_H))
