"""The host's overlays on the party TV, one panel at a time (a host play-test, issue 31): a host-menu
page (TAKE WHICH GUEST OFF?, LET WHO BACK IN?) or a question (END THE PARTY?) was drawn over the
PAUSED box over the pot's result, words of each peeking out under the next; the PAUSED box half
covered WAITING FOR ...; the host menu's panel was wide in Baseball and narrow in Midnight
Baseball; and tonight's ledger between sessions said only how to deal the next game, not how to
end the party."""

from __future__ import annotations

import pygame
import pytest
from party_sweep import STEP, open_party, to_tonights_ledger
from test_party_tv import host_menu_at
from test_party_tv_host import table_of
from test_ui_support import key, press, record_text

from game.screens.party_between import END_KEYS, NEXT_GAME_KEYS
from game.screens.party_paused import KEYS
from game.screens.scenes.confirm import ConfirmScene
from game.screens.scenes.party_host import PartyHostMenu

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py

PAUSED_WORDS = ("PAUSED", *KEYS)


def frame_words(app, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every string the whole stack draws in one frame (the table under a shade too)."""
    with monkeypatch.context() as patch:
        drawn = record_text(app, patch)
        app.stack.draw(app.display.canvas)
    return drawn


def said(drawn: list[tuple[str, pygame.Rect]]) -> set[str]:
    return {text for text, _ in drawn}


def test_a_host_menu_page_or_question_shows_alone_over_the_paused_table(app, shots, monkeypatch):
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        table = table_of(app, party, devices, dealt=True)
        room.controls.pause(True)  # the host's own pause: it stays when the menu closes
        app.frame([], STEP)
        assert set(PAUSED_WORDS) <= said(frame_words(app, monkeypatch))
        menu = host_menu_at(app, "TAKE A GUEST OFF")
        for page in ("HOST", "TAKE WHICH GUEST OFF?"):
            if page != "HOST":
                press(app, key(pygame.K_RETURN))
            assert menu.heading == page
            drawn = said(frame_words(app, monkeypatch))
            shots(app, f"host_page_{page[:4].strip()}")
            assert page in drawn and not drawn & set(PAUSED_WORDS), page
        press(app, key(pygame.K_ESCAPE))  # back to the first page
        while menu.menu.current.label != "END THE PARTY":
            press(app, key(pygame.K_DOWN))
        press(app, key(pygame.K_RETURN))
        assert isinstance(app.stack.top, ConfirmScene)
        drawn = said(frame_words(app, monkeypatch))
        shots(app, "host_end_question")
        assert "END THE PARTY?" in drawn
        assert not drawn & {"HOST", "GO ON WITH THE PARTY", "END THE PARTY", *PAUSED_WORDS}
        press(app, key(pygame.K_RETURN))  # NO: the menu is back, alone
        assert app.stack.top is menu
        drawn = said(frame_words(app, monkeypatch))
        assert "END THE PARTY" in drawn and not drawn & set(PAUSED_WORDS)
        press(app, key(pygame.K_ESCAPE))  # the menu closes: the paused table says PAUSED again
        assert app.stack.top is table and room.paused
        assert set(PAUSED_WORDS) <= said(frame_words(app, monkeypatch))
    finally:
        party.close()


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_paused_box_half_covers_nothing_of_the_waiting_table(app, shots, monkeypatch, size):
    """KEEP IT PAUSED while the table waits for a guest: a sliver of WAITING FOR ... peeked out
    under the box. Whatever the table draws where the box is, the box covers whole, or it is the
    box's own words."""
    app.settings.text_size = size
    party, devices = open_party("baseball", 4)
    try:
        room = party.room
        table = table_of(app, party, devices, dealt=True)
        for _ in range(3000):
            if room.waiting_for() is not None and table.caught_up and table.foot_free:
                break
            app.frame([], STEP)
        assert room.waiting_for() is not None
        room.controls.pause(True)
        app.frame([], STEP)
        drawn = frame_words(app, monkeypatch)
        shots(app, f"paused_waiting_{size}")
        box = table.paused_box()
        cut = [text for text, rect in drawn if rect.colliderect(box) and not box.contains(rect)]
        assert cut == []
        assert set(PAUSED_WORDS) <= said(drawn)
    finally:
        party.close()


def test_the_host_menu_keeps_one_width_on_every_page_and_in_every_game(app):
    """Wide in Baseball (SEAT A PLAYER AT THE TV greyed, with a long reason), narrow in Midnight
    Baseball (where it is not): a host play-test saw the panel change width between openings."""
    widths = set()
    for profile in ("baseball", "midnight-baseball"):
        party, devices = open_party(profile, 4)
        try:
            table_of(app, party, devices, dealt=True)
            press(app, key(pygame.K_ESCAPE))
            menu = app.stack.top
            assert isinstance(menu, PartyHostMenu)
            widths.add(menu.panel_width())
            menu.pick_guest()
            widths.add(menu.panel_width())
            menu.remove(menu.guests()[0][0], menu.guests()[0][1])  # what it did is told under the rows
            menu.back_to_main()
            widths.add(menu.panel_width())
        finally:
            party.close()
    assert len(widths) == 1, widths


def test_tonights_ledger_between_sessions_says_how_to_end_the_party(app, shots, monkeypatch):
    """It said only ENTER / A: DEAL THE NEXT GAME (a host play-test looked for the way out): under it,
    as a key line too, Esc opens the host menu, where END THE PARTY is; and it does."""
    party, devices = open_party("baseball", 4)
    try:
        to_tonights_ledger(app, party, devices)
        drawn = frame_words(app, monkeypatch)
        shots(app, "ledger_between_sessions")
        lines = {text: rect for text, rect in drawn if text in (NEXT_GAME_KEYS, END_KEYS)}
        assert set(lines) == {NEXT_GAME_KEYS, END_KEYS}
        assert lines[NEXT_GAME_KEYS].bottom <= lines[END_KEYS].top  # one under the other
        assert app.display.canvas.get_rect().contains(lines[END_KEYS])
        others = [rect for text, rect in drawn if text not in lines]
        assert not any(rect.colliderect(line) for rect in others for line in lines.values())
        press(app, key(pygame.K_ESCAPE))  # as it says: the host menu, END THE PARTY its last row
        menu = app.stack.top
        assert isinstance(menu, PartyHostMenu) and menu.menu.items[-1].label == "END THE PARTY"
    finally:
        party.close()
