"""What the party TV shows of the table host's facts: who sits down at the next deal under the bot
that still plays the pot, a locked room that says so where the join lines were, the away rule's
move and its reason in the log, and the phones' result only once the TV has shown the pot."""

from __future__ import annotations

import json
from fractions import Fraction

import pygame
import pytest
from party_sweep import PHONE, STEP, guest_moves, party_at
from test_ui_support import drawn_by, run_until

from engine.events import ActionTaken
from game.party.log_line import event_line
from game.play.host_facts import PotDone
from game.screens.scenes.party import PartyTableScene
from game.telling.event_words import PRICED_OUT

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py


def table_of(app, party, devices, dealt: bool = False) -> PartyTableScene:
    """The party's table on the TV, started; `dealt`: with its first hand in play."""
    party.room.start()
    table = PartyTableScene(app, party, devices)
    app.stack.scenes[:] = [table]
    app.frame([], STEP)
    while dealt and not party.room.hand_in_play:
        app.frame([], STEP)
    return table


def test_the_tv_names_who_sits_down_next_deal_and_a_locked_room_says_so(app, shots, monkeypatch):
    with party_at("baseball", 4) as (party, devices):
        room = party.room
        table = table_of(app, party, devices, dealt=True)
        room.connect(7)
        room.receive(7, json.dumps({"type": "join", "name": "Cat", "room": room.code}))
        seat = next(s for s in room.arriving)
        app.frame([], STEP)
        name = table.model.seats[seat].name
        assert f"Cat in for {name}" in table.model.log
        room.controls.lock(True)
        app.frame([], STEP)
        texts = [text for text, _ in drawn_by(app, table, monkeypatch)]
        # the seat itself says it, as the phones do (play-test: the log's line had scrolled away)
        assert any(text.lstrip("\u25b6") == f"{name.upper()} \u2192 CAT" for text in texts), texts
        assert table.model.seats[seat].name == name  # its bot's moves are still logged under its name
        shots(app, "party_tv_next_and_locked")
        assert any(text.startswith("Cat in for") for text in texts)
        if not (table.prompt or table.model.showcase or table.showing_result or table.model.game_banner):
            assert "ROOM LOCKED" in texts and not any(t.startswith("JOIN ") for t in texts)


def test_the_tv_log_says_why_the_away_rule_played(app, monkeypatch):
    with party_at("baseball", 3) as (party, devices):
        room = party.room
        clock = [1000.0]
        room.clock = lambda: clock[0]
        table = table_of(app, party, devices)
        seat = room.clients[PHONE].seat
        for _ in range(3000):  # to the phone's turn, as the TV shows it
            if room.table.actor == seat and table.caught_up and room.phones.turn_sent == room.version:
                break
            clock[0] += STEP
            app.frame([], STEP)
        clock[0] += 31.0  # the phone never answers: its 30 s run out
        for _ in range(40):
            app.frame([], STEP)
        assert any(line.endswith(": time ran out") for line in table.model.log), list(table.model.log)


def test_the_phones_learn_a_pots_result_only_when_the_tv_shows_it(app):
    with party_at("baseball", 3) as (party, devices):
        room = party.room
        table_of(app, party, devices)
        told: list[int] = []  # how far the TV had shown the stream when each result went out
        send = room.broadcast

        def recording(message):
            if message["type"] == "hand_result":
                told.append(party.cursor.shown)
            send(message)

        room.broadcast = recording
        for _ in range(4000):
            guest_moves(party)
            app.frame([], STEP)
            if len(told) >= 2:
                break
        assert len(told) >= 2
        done = [i for i, fact in enumerate(room.host.stream) if isinstance(fact, PotDone)]
        for shown, index in zip(told, done, strict=False):
            assert shown > index  # the TV had shown that pot's PotDone, and so its last card


def test_a_pots_result_waits_under_the_host_menu_until_the_host_is_back(app):
    """A host play-test: the menu open as a pot ended, its result played out under the shade and
    was gone when the menu closed; only the phones had named the winner. Then (a second play-test)
    the TV held it, but the phones still named the winner while the menu was up. The table stands
    still under the menu (tests/test_party_menu_freezes_the_table.py); the pot's result waits, on the
    TV and on every phone, until the host is back and the table has played to it."""
    from test_ui_support import key, press

    from game.screens.scenes.party import RESULT_FOR
    from game.screens.scenes.party_host import PartyHostMenu

    with party_at("baseball", 3) as (party, devices):
        room = party.room
        table = table_of(app, party, devices)
        told: list[int] = []
        broadcast = room.broadcast

        def heard(message) -> None:
            if message["type"] == "hand_result":
                told.append(message["hand"])
            broadcast(message)

        room.broadcast = heard
        for _ in range(4000):  # the pot plays to its end, its result still to show
            guest_moves(party)
            app.frame([], STEP)
            if any(isinstance(fact, PotDone) for fact in table.player.pending):
                break
        press(app, key(pygame.K_ESCAPE))  # the host's menu, as the pot ends (the party pauses)
        assert isinstance(app.stack.top, PartyHostMenu)
        hands = room.table.hands_played
        for _ in range(int(3 * RESULT_FOR / STEP)):  # longer than a result stays at the table
            app.frame([], STEP)
        assert isinstance(app.stack.top, PartyHostMenu) and any(
            isinstance(fact, PotDone) for fact in table.player.pending
        )
        assert not table.showing_result and told == [] and room.table.hands_played == hands
        press(app, key(pygame.K_ESCAPE))  # back at the table: the pot's end, then its result
        assert app.stack.top is table
        run_until(app, lambda: table.showing_result and told, limit=200, dt=STEP / 5)
        assert told == [1]  # the room reads it for its seconds, the phones with it
        for _ in range(int(RESULT_FOR / STEP) + 2):
            app.frame([], STEP)
        assert not table.showing_result


def test_the_host_menu_says_the_room_is_locked_inside_its_panel_and_go_on_is_offered_first(
    app, shots, monkeypatch
):
    """'THE ROOM IS LOCKED' was drawn under the host menu over other text; GO ON after a pause had
    NO preselected, where the obvious answer is yes (and now asks nothing: it goes on)."""
    from test_ui_support import key, press

    from game.screens.scenes.party_host import UNDER, PartyHostMenu

    with party_at("baseball", 4) as (party, devices):
        room = party.room
        table = table_of(app, party, devices)
        room.controls.lock(True)
        press(app, key(pygame.K_ESCAPE))
        menu = app.stack.top
        assert isinstance(menu, PartyHostMenu)
        drawn = drawn_by(app, menu, monkeypatch)
        shots(app, "party_host_menu_locked")
        (locked,) = [rect for text, rect in drawn if text == "THE ROOM IS LOCKED"]
        others = [rect for text, rect in drawn if text != "THE ROOM IS LOCKED" and rect.width]
        assert not any(locked.colliderect(rect) for rect in others)
        items = max(rect.bottom for rect in menu.menu.rects)
        # with the panel's items, under a greyed row's why
        assert locked.bottom <= items + 60 + menu.menu.size + UNDER
        menu.keep_paused()  # the menu paused the party: the host keeps it paused
        press(app)
        assert room.paused and app.stack.top is table
        press(app, key(pygame.K_ESCAPE))
        assert app.stack.top.menu.current.label == "GO ON WITH THE PARTY"  # paused: going on comes first
        press(app, key(pygame.K_RETURN))  # and goes on at once
        assert not room.paused and app.stack.top is table


def test_take_which_guest_off_stands_inside_its_panel(app, shots, monkeypatch):
    """'TAKE WHICH GUEST OFF?' spilled outside its panel."""
    from test_ui_support import key, press

    with party_at("baseball", 6) as (party, devices):
        table_of(app, party, devices)
        press(app, key(pygame.K_ESCAPE))
        menu = app.stack.top
        menu.menu.selected = [item.label for item in menu.menu.items].index("TAKE A GUEST OFF")
        press(app, key(pygame.K_RETURN))
        panels: list[pygame.Rect] = []
        import game.screens.scenes.party_host as host_menu

        original = host_menu.panel
        monkeypatch.setattr(
            host_menu, "panel", lambda canvas, rect, *a: (panels.append(rect), original(canvas, rect, *a))
        )
        drawn = drawn_by(app, app.stack.top, monkeypatch)
        shots(app, "party_host_take_off")
        (heading,) = [rect for text, rect in drawn if text == "TAKE WHICH GUEST OFF?"]
        assert panels and panels[-1].contains(heading)


def test_long_names_are_whole_on_the_party_tvs_plates_with_room(app, shots, monkeypatch):
    """The TV's seat label cut BARTHOLOMEW to BARTHOLOM, read as a name of its own; then to
    BARTHOLO… on a plate with room for all of it (host play-test tv-08, tv-88); then a 16-letter name
    to MAXIMILIAN… on a top seat whose row had room for it (a later host play-test's BARTHOLOMEW…).
    Where a name is still cut (tiled top seats, side seats) it ends in an ellipsis:
    tests/test_top_seat_names_whole.py and test_seat_plate_long_names.py."""
    with party_at("baseball", 4) as (party, devices):
        room = party.room
        for client, name in ((7, "Bartholomew"), (8, "Maximilianus-Bob")):  # 11 and 16 letters
            room.connect(client)
            room.receive(client, json.dumps({"type": "join", "name": name, "room": room.code}))
        table = table_of(app, party, devices)
        app.frame([], STEP)
        texts = [text.lstrip("\u25b6") for text, _ in drawn_by(app, table, monkeypatch)]
        shots(app, "party_tv_long_name")
        assert "BARTHOLOMEW" in texts, texts
        assert "MAXIMILIANUS-BOB" in texts, texts
        assert not any(
            text.startswith(("BARTHOLOM", "MAXIMIL")) and text.endswith("\u2026") for text in texts
        )


def test_a_no_peek_fold_is_worded_alike_on_the_tv_and_the_phones_after_a_seat_changes_hands(app):
    """The TV's log said why a computer player folds in No Peek ('CPU 2 folds: price too high') by
    who held each seat when the session began, the phones by who holds it now: a guest who left
    (their seat a bot's) folded plainly on the TV and 'price too high' on the phones, and a guest
    who took a bot's seat the other way round. Both follow the seats as the room publishes them."""
    with party_at("night-baseball", 3) as (party, devices):
        room = party.room
        table = table_of(app, party, devices, dealt=True)
        seat = room.clients[PHONE].seat
        fold = ActionTaken(seat, "fold", Fraction(0), Fraction(0))

        def tv_and_phone() -> tuple[str, str | None]:
            table.director.tell(fold)
            phone = event_line(fold, room.seat_cards(), room.rules.pots, room.table.rules)
            return table.model.log[-1], phone

        tv_line, phone_line = tv_and_phone()  # the guest's own fold: no reason given for them
        assert tv_line == phone_line and not tv_line.endswith(PRICED_OUT), tv_line
        room.receive(PHONE, json.dumps({"type": "leave", "token": room.guests[seat].token}))
        app.frame([], STEP)
        # the pot the guest left is played out by the away rule, still theirs: a person's fold on both
        tv_line, phone_line = tv_and_phone()
        assert tv_line == phone_line and not tv_line.endswith(PRICED_OUT), (tv_line, phone_line)
