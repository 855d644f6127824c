"""The Options items the polish adds (added through `OptionsScene.add_item`): sound on/off
(shortcut M) and volume, the four-colour deck with a preview, the CRT filter, the coach, and
the defaults for a new game (profile, players, opponents' style and level). Every change is
saved at once by the polish layer."""

from __future__ import annotations

import pygame

from engine.cards import parse_cards
from game import palette
from game.session import profiles, styles
from game.settings import DIFFICULTIES
from game.widgets import Item, cycle

PREVIEW = parse_cards("As Kh Qd Jc")
VOLUME_STEP = 0.1


def on_off(flag: bool) -> str:
    return "ON" if flag else "OFF"


def extend(scene) -> None:
    """Add the polish items to an OptionsScene and fit the longer menu on the page."""
    settings = scene.app.settings
    entries = [entry for entry in profiles() if entry.ok]
    ids = [entry.id for entry in entries]
    names = {entry.id: entry.name for entry in entries}
    style_ids = [style.id for style in styles()]
    style_names = {style.id: style.name for style in styles()}

    def flip(name: str):
        def change(step: int = 1) -> None:
            setattr(settings, name, not getattr(settings, name))

        return change

    def volume(step: int) -> None:
        settings.volume = round(min(max(settings.volume + step * VOLUME_STEP, 0.0), 1.0), 2)
        if settings.volume > 0:
            settings.muted = False

    def players(step: int) -> None:
        settings.default_players = min(max(settings.default_players + step, 2), 8)

    items = [
        Item(
            "SOUND",
            flip("muted"),
            value=lambda: "MUTED" if settings.muted else "ON",
            adjust=flip("muted"),
            shortcut="m",
            detail="M turns every sound effect off or on.",
        ),
        Item(
            "VOLUME",
            value=lambda: f"{round(settings.volume * 100)}%",
            adjust=volume,
            detail="Left and right: the loudness of the effects.",
        ),
        Item(
            "FOUR-COLOUR DECK",
            flip("four_colour_deck"),
            value=lambda: on_off(settings.four_colour_deck),
            adjust=flip("four_colour_deck"),
            detail="Hearts red, spades black, clubs green, diamonds blue. Suit shapes are always shown.",
        ),
        Item(
            "CRT FILTER",
            flip("crt_filter"),
            value=lambda: on_off(settings.crt_filter),
            adjust=flip("crt_filter"),
            detail="Scanlines and a darker edge, like an old arcade screen.",
        ),
        Item(
            "COACH",
            flip("coach"),
            value=lambda: on_off(settings.coach),
            adjust=flip("coach"),
            detail="Shows your chance to win as the computer players would judge it. H at the table.",
        ),
        Item(
            "GAME",
            value=lambda: names.get(settings.default_profile, settings.default_profile).upper()[:22],
            adjust=lambda step: setattr(
                settings, "default_profile", cycle(ids, settings.default_profile, step)
            ),
            detail="The game chosen first on the Play menu.",
        ),
        Item(
            "PLAYERS",
            value=lambda: str(settings.default_players),
            adjust=players,
            detail="How many players sit down by default, you included.",
        ),
        Item(
            "OPPONENTS",
            value=lambda: style_names.get(settings.default_style, settings.default_style).upper(),
            adjust=lambda step: setattr(
                settings, "default_style", cycle(style_ids, settings.default_style, step)
            ),
            detail="The playing style new opponents get.",
        ),
        Item(
            "LEVEL",
            value=lambda: settings.default_difficulty.upper(),
            adjust=lambda step: setattr(
                settings, "default_difficulty", cycle(list(DIFFICULTIES), settings.default_difficulty, step)
            ),
            detail="Easy, normal or hard: how carefully new opponents think.",
        ),
    ]
    for item in items:
        scene.add_item(item)
    scene.menu.pos, scene.menu.spacing = (150, 50), 19
    scene.menu.layout()
    scene.draw_body = lambda canvas: draw_preview(scene, canvas)  # the page's own body stays empty


def draw_preview(scene, canvas: pygame.Surface) -> None:
    """Four sample cards beside the menu while the deck item is chosen."""
    item = scene.menu.current
    if item is None or item.label != "FOUR-COLOUR DECK":
        return
    art = scene.app.cards
    art.set_four_colour(scene.app.settings.four_colour_deck)
    for i, card in enumerate(PREVIEW):
        canvas.blit(art.face(card), (470 + i * 30, 92))
    pygame.draw.rect(canvas, palette.GREY, (466, 88, 4 * 30 + 4, 44), 1, border_radius=3)
