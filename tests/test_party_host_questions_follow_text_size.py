"""TEXT SIZE large reaches the host menu's questions and the PLAYERS AT THE TV page, as b782a04 made
it reach the host menu itself (tests/test_party_host_pages_follow_text_size.py): a host across the
room read TAKE ... OFF?, LET ... BACK? and END THE PARTY? at the normal size over a large menu and a
large table. Each question the menu asks, at both sizes: its words (the lead a step bigger, the
question itself a heading) in the size chosen, every line of them drawn whole, its panel inside the
TV-safe area and nothing overlapping or half hidden (frame_checks); the players' page with nobody
and with eight players of the longest names, its key lines broken between their phrases."""

from __future__ import annotations

import pygame
import pytest
from frame_checks import frame_problems
from party_sweep import GUEST, open_party
from test_party_tv_host import table_of
from test_party_tv_seat_between_sessions import enter_row, host_menu
from test_ui_support import key, press

from game.party.protocol import MAX_NAME
from game.platform.display import SAFE
from game.platform.frame_log import FRAME
from game.platform.text import BODY, HEADING, LARGE_BODY
from game.screens.scenes.confirm import ConfirmScene
from game.screens.scenes.party_host import PartyHostMenu
from game.screens.scenes.party_setup import JOIN_KEYS, NOBODY, STEER_KEYS, PartyPlayersScene, add_player

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

CURSOR = "\u25b6"  # the chosen answer's mark
SIZES = {"normal": (BODY, LARGE_BODY), "large": (LARGE_BODY, HEADING)}  # the words', the lead's


def question_problems(app, size: str) -> list[str]:
    """The question asked now, drawn over the table: what is wrong with it."""
    asked = app.stack.top
    assert isinstance(asked, ConfirmScene)
    where = f"{asked.question} at {size}"
    body, lead = SIZES[size]
    app.frame([], 0.0)
    drawn = {item.text: item.size for item in FRAME.visible() if item.kind == "text"}
    wanted = dict.fromkeys(asked.lead, lead) | dict.fromkeys(asked.detail, body)
    wanted |= {item.label: body for item in asked.menu.items} | {asked.question: HEADING}
    problems = [
        f"{where}: {line!r} at {drawn.get(line)}, not {px}"
        for line, px in wanted.items()
        if drawn.get(line) != px
    ]
    strays = [text for text in drawn if text not in wanted and text != CURSOR]
    problems += [f"{where}: {text!r} drawn, not its own" for text in strays]
    panels = [item.rect for item in FRAME.items if item.kind == "panel"]
    problems += [
        f"{where}: its panel {tuple(rect)} off the TV-safe area" for rect in panels if not SAFE.contains(rect)
    ]
    return problems + frame_problems(where)


def ask(app, menu: PartyHostMenu, row: str, pick: str = "") -> None:
    """The question of the host menu's `row` (on its page of guests: `pick`'s)."""
    if menu.heading != "HOST":
        menu.back_to_main()
    enter_row(app, menu, row)
    if pick:
        enter_row(app, menu, pick)


def guest_row(room, name: str) -> str:
    """The row of guest `name` on TAKE WHICH GUEST OFF?."""
    seat = next(seat for seat, guest in enumerate(room.guests) if guest and guest.name == name)
    return f"{seat + 1}  {name.upper()}{' (TV)' if room.guests[seat].local else ''}"


@pytest.mark.parametrize("size", ["normal", "large"])
def test_every_question_of_the_host_menu_in_the_text_size(app, size):
    app.settings.text_size = size
    party, devices = open_party("night-baseball", 4)  # QUEENIE at the TV, the phone's guest of 16 W
    try:
        room = party.room
        table_of(app, party, devices, dealt=True)
        menu = host_menu(app)
        problems = []
        for row, pick in (
            ("TAKE A GUEST OFF", guest_row(room, GUEST)),  # the longest name whole
            ("TAKE A GUEST OFF", guest_row(room, "QUEENIE")),  # ... OFF THE TV?
            ("LOCK THE ROOM", ""),
            ("END THIS GAME AFTER THE POT", ""),
            ("END THE PARTY", ""),  # its lead over its detail
        ):
            ask(app, menu, row, pick)
            problems += question_problems(app, size)
            press(app, key(pygame.K_ESCAPE))  # NO
        ask(app, menu, "TAKE A GUEST OFF", guest_row(room, GUEST))
        press(app, key(pygame.K_DOWN), key(pygame.K_RETURN))  # TAKE OFF
        ask(app, menu, "LET A GUEST BACK IN", GUEST)
        problems += question_problems(app, size)
        press(app, key(pygame.K_ESCAPE))  # (going on after the host's own pause asks nothing)
        assert problems == []
    finally:
        party.close()


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("count", [0, 8])
def test_the_players_at_the_tv_page_in_the_text_size(app, size, count):
    app.settings.text_size = size
    body = SIZES[size][0]
    players = []
    for device in ["keys", *(f"pad{n}" for n in range(1, 8))][:count]:
        add_player(players, 8, device)
        players[-1].name = "W" * MAX_NAME
    page = PartyPlayersScene(app, players, 8)
    FRAME.clear()
    page.draw(app.display.canvas)
    drawn = {item.text: item.size for item in FRAME.visible() if item.kind == "text"}
    assert {text: px for text, px in drawn.items() if px != body} == {"PLAYERS AT THE TV": HEADING}
    said = " ".join(drawn)
    phrases = [*JOIN_KEYS, *STEER_KEYS, *([] if players else [NOBODY])]
    assert [phrase for phrase in phrases if phrase not in said] == []
    assert sum(text.startswith("W" * MAX_NAME) for text in drawn) == count
    assert frame_problems(f"PLAYERS AT THE TV, {count} at {size}") == []
