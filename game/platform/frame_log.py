"""What the last frame put on the canvas, written down as it is drawn: every string with its
rectangle and size (game.platform.text), every card (game.felt.card_draw) and every solid panel
(game.platform.widgets.panel). The tests read it to check whole sessions frame by frame: words big enough,
inside the TV-safe area, never on top of each other or of a card, never half hidden. The table
reads it too: its hand's number, drawn last, steps aside where the frame has drawn anything in its
place (game.felt.hand_count.HandCount.draw_count).

Some things are also marked as named regions, not drawn themselves: the log's lines ("log"), the
human's own cards ("own cards") and the result of a pot ("result"), so the tests can check over
whole sessions that the result never lies on the log or on the human's cards.

The app clears it at the start of every frame; appending a few tuples costs nothing next to the
drawing itself."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame


@dataclass(frozen=True)
class Drawn:
    kind: str  # "text", "card", "panel" or "region"
    rect: pygame.Rect
    text: str = ""  # the string drawn, or the region's name
    size: int = 0
    floating: bool = False  # a popup word rising over its seat on its own plate
    secondary: bool = False  # not needed to play (the log, a key hint): TEXT SIZE large keeps it small


@dataclass
class FrameLog:
    items: list[Drawn] = field(default_factory=list)

    def clear(self) -> None:
        self.items.clear()

    def text(
        self, text: str, rect: pygame.Rect, size: int, floating: bool = False, secondary: bool = False
    ) -> None:
        self.items.append(Drawn("text", pygame.Rect(rect), text, size, floating, secondary))

    def card(self, rect: pygame.Rect) -> None:
        self.items.append(Drawn("card", pygame.Rect(rect)))

    def panel(self, rect: pygame.Rect) -> None:
        self.items.append(Drawn("panel", pygame.Rect(rect)))

    def region(self, name: str, rect: pygame.Rect) -> None:
        self.items.append(Drawn("region", pygame.Rect(rect), name))

    def regions(self, name: str) -> list[pygame.Rect]:
        return [item.rect for item in self.items if item.kind == "region" and item.text == name]

    def cover(self) -> None:
        """A shade over the whole canvas (a pause menu): what lies under it is not to be read."""
        self.items.clear()

    def visible(self) -> list[Drawn]:
        """Texts and cards not wholly hidden under a panel drawn after them."""
        shown = []
        for index, item in enumerate(self.items):
            if item.kind in ("panel", "region"):
                continue
            later = (p.rect for p in self.items[index + 1 :] if p.kind == "panel")
            if not any(p.contains(item.rect) for p in later):
                shown.append(item)
        return shown

    def texts(self) -> list[Drawn]:
        return [item for item in self.items if item.kind == "text"]


FRAME = FrameLog()
