"""Read from a sofa: labels that read well, text inside the TV's safe area on every screen, values
in a column, nothing covering what must be read."""

from fractions import Fraction

import pygame
import pytest
from test_ui_support import key, press, run_until, table_scene

from game.felt import layout
from game.platform.display import SAFE
from game.platform.text import BODY
from game.play.session import seat_label, styles
from game.store.settings import DIFFICULTIES


def test_a_computer_seats_style_is_known_but_not_repeated_under_every_name_at_the_table(app):
    from game.platform.frame_log import FRAME

    for style in styles():
        for difficulty in DIFFICULTIES:
            assert seat_label(style.id, difficulty) == f"{style.name} - {difficulty}"
    app.settings.default_style, app.settings.default_difficulty = "balanced", "normal"
    scene = table_scene(app, players=3)
    press(app)
    assert [seat.style for seat in scene.model.seats] == ["", "Regular - normal", "Regular - normal"]
    drawn = [item.text for item in FRAME.texts()]
    assert "CASEY" in drawn and not any("Regular" in text for text in drawn)  # setup, pause, standings say it


class TextLog:
    """Every string the app draws, with its rectangle (wraps app.text.draw)."""

    def __init__(self, app, monkeypatch):
        self.drawn = []
        original = app.text.draw

        def draw(canvas, text, pos, *args, **kwargs):
            rect = original(canvas, text, pos, *args, **kwargs)
            if text.strip():
                self.drawn.append((text, rect))
            return rect

        monkeypatch.setattr(app.text, "draw", draw)
        self.app = app

    def frame(self, where: str) -> list:
        """Draw one frame; the strings outside the TV-safe area, labelled with `where`."""
        self.drawn.clear()
        self.app.draw()
        self.app.polish.present(self.app.display.canvas, self.app.display.canvas.copy())  # with its messages
        assert self.drawn, where
        return [(where, text, tuple(rect)) for text, rect in self.drawn if not SAFE.contains(rect)]


def test_every_seat_block_of_every_table_size_keeps_its_words_in_the_safe_area():
    for players, slots in layout.SLOTS_FOR.items():
        for slot in slots:
            words = pygame.Rect(
                slot.x, slot.y, slot.width, slot.hand_y + 20 - slot.y
            )  # two lines of hand words
            assert SAFE.contains(words), (players, slot)


def test_all_text_on_every_screen_stays_inside_the_tv_safe_area(app, monkeypatch):
    import random

    from game.play import hall_of_fame
    from game.screens.attract import demo_setup
    from game.screens.scenes.hall_of_fame import HallOfFameScene
    from game.screens.scenes.howto import HowToScene
    from game.screens.scenes.initials import InitialsScene
    from game.screens.scenes.options import OptionsScene
    from game.screens.scenes.pause import PauseScene
    from game.screens.scenes.setup import OpponentsScene, PlayersScene, ProfileScene
    from game.screens.scenes.table import DemoTable
    from game.screens.scenes.title import TitleScene

    log = TextLog(app, monkeypatch)
    outside = []
    app.polish.notify(
        "a message about the settings file that is long enough to take two lines at the bottom of the screen"
    )
    title = TitleScene(app)
    app.stack.push(title)
    press(app)
    outside += log.frame("title")
    press(app, key(pygame.K_RETURN))
    outside += log.frame("title menu")
    entries = [
        hall_of_fame.new_entry("ABC", Fraction(-1000 - i, 3), "Midnight Baseball", 6) for i in range(10)
    ]
    profile = ProfileScene(app)
    players = PlayersScene(app, "baseball", profile.entries[0].rules)
    players.setup.players = 6
    pages = [
        ("profiles", profile),
        ("players", players),
        ("opponents", OpponentsScene(app, players.setup)),
        ("options", OptionsScene(app)),
        ("how to", HowToScene(app)),
        ("hall", HallOfFameScene(app, entries)),
        ("initials", InitialsScene(app, entries[:3], Fraction(-2401, 3), "Midnight Baseball", 6)),
    ]
    for where, page in pages:
        app.stack.push(page)
        press(app)
        outside += log.frame(where)
        app.stack.pop()
        press(app)
    app.settings.coach = True
    for players in (2, 4, 6):
        scene = table_scene(app, players=players, seed=20, pots=1)
        run_until(app, lambda scene=scene: scene.buttons is not None, dt=0.05)
        outside += log.frame(f"table of {players} at the human's turn")
        app.stack.push(PauseScene(app, scene.pause_context()))
        press(app)
        outside += log.frame("pause")
        app.stack.pop()
        press(app)
        while app.stack.top is scene:  # the human checks or calls to the end of the pot
            if scene.buttons is not None:
                scene.choose(
                    next(
                        kind for kind in ("check", "call", "pay") if kind in scene.table.legal_actions().kinds
                    )
                )
            scene.skip()
            app.frame([], 0.05)
        outside += log.frame(f"table of {players} after the pot")
        scene.leave()
        app.stack.scenes.clear()
    demo = DemoTable(app, demo_setup(random.Random(2)))
    app.stack.push(demo)
    for _ in range(200):
        app.frame([], 0.05)
    outside += log.frame("demo")
    demo.leave()
    assert outside == [], "\n".join(sorted({f"{w}: {t!r} {r}" for w, t, r in outside}))


def test_the_winning_five_lifted_and_swaying_never_touch_the_seats_name_and_balance():
    from game.felt.card_art import CARD_H
    from game.felt.pacing import LIFT
    from game.platform.juice import SWAY_PIXELS
    from game.platform.text import BODY

    for slots in layout.SLOTS_FOR.values():
        for slot in slots:
            lines_bottom = slot.y + (slot.name_lines - 1) * layout.LINE + BODY + 2  # text and its shadow
            highest_card = slot.cards_y - LIFT - SWAY_PIXELS - 2  # with the winner's outline
            assert highest_card >= lines_bottom
            assert slot.hand_y >= slot.cards_y + CARD_H + 1  # the hand's words clear the cards too


def test_your_shown_down_hand_is_named_plainly_not_as_a_showing_hand():
    from game.felt.table_draw import TableRenderer
    from game.felt.table_model import Seat

    playing = Seat("You", "Human", True, showing="Pair of sixes", best="Two pair, sixes and fours")
    assert [line for line, _ in TableRenderer.hand_words(playing, layout.BOTTOM)] == [
        "SHOWING Pair of 6's",  # the form BEST takes, both lines one way (d8a58e9)
        "BEST Two pair, 6's, 4's",  # the ranks a comma apart where "and" is longer than the line
    ]
    shown = Seat("You", "Human", True, showing="Straight flush to the six", revealed=True)
    assert [line for line, _ in TableRenderer.hand_words(shown, layout.BOTTOM)] == [
        "Straight flush to the six"
    ]
    # in the two lines SHOWING and BEST had: whole where it fits there (a newcomer's play-test read
    # "Full house, Q over 4" under your seat beside "queens over fours" in the centre)
    long = Seat("You", "Human", True, showing="Full house, jacks over sevens", revealed=True)
    assert [line for line, _ in TableRenderer.hand_words(long, layout.BOTTOM)] == [
        "Full house, jacks",  # not "Full house, jacks over" over a lone "sevens"
        "over sevens",
    ]
    large = layout.LARGE.seat_slots(2)[0]  # 20 letters a line
    assert [line for line, _ in TableRenderer.hand_words(long, large, layout.LARGE.body)] == [
        "Full house, jacks",
        "over sevens",
    ]


def test_the_options_values_line_up_in_one_column(app):
    from game.screens.scenes.options import OptionsScene
    from game.screens.scenes.setup import OpponentsScene, PlayersScene, ProfileScene

    options = OptionsScene(app)
    players = PlayersScene(app, "baseball", ProfileScene(app).entries[0].rules)
    for menu in (options.menu, OpponentsScene(app, players.setup).menu):
        starts = {menu.caption(item).index("< ") for item in menu.items if item.value}
        assert len(starts) == 1 and len([item for item in menu.items if item.value]) >= 2
    assert options.menu.caption(options.menu.items[-1]) == "BACK"


def test_standings_columns_never_overlap_even_with_long_nets(app, monkeypatch):
    from engine.table import Standing
    from game.felt.standings_view import ROW_H, TOP
    from game.screens.scenes.standings import StandingsScene

    scene = table_scene(app, players=6, seed=3)
    press(app)
    nets = [
        Fraction(-3701, 12),
        Fraction(1201, 3),
        Fraction(-1, 2),
        Fraction(0),
        Fraction(7, 3),
        Fraction(-2, 3),
    ]
    standings = [
        Standing(seat, net, place)
        for place, (seat, net) in enumerate(sorted(enumerate(nets), key=lambda pair: -pair[1]), start=1)
    ]
    app.stack.reset(StandingsScene(app, scene.setup, scene.model, standings))
    press(app)
    log = TextLog(app, monkeypatch)
    assert log.frame("standings") == []
    rows = {}
    for _text, rect in log.drawn:
        if TOP <= rect.y < TOP + 6 * ROW_H:
            rows.setdefault((rect.y - TOP) // ROW_H, []).append(rect)
    assert len(rows) == 6
    for rects in rows.values():
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


def test_the_log_shows_whole_messages_only_the_latest_one_bright():
    from game.felt.log_lines import log_lines

    long = "Yogi shows full house, aces over eights"  # two lines
    lines = log_lines([long, "Yogi wins 9", "You deal hand 2 of 8", "Casey opens round 1", "Casey checks"])
    assert [line for line, _ in lines] == [
        "Yogi wins 9",
        "You deal hand 2 of 8",
        "Casey opens round 1",
        "Casey checks",
    ]  # not the orphaned end "eights" on top
    lines = log_lines(["Casey checks", long])
    assert [latest for _, latest in lines] == [False, True, True]
    assert all(len(line) <= layout.LOG_COLUMNS for line, _ in lines)


def test_a_popup_word_rises_over_the_seats_cards_never_over_its_name_or_style_line():
    from game.felt.card_art import INDEX_H
    from game.felt.director import Director
    from game.felt.popup_place import POPUP_RISE
    from game.felt.table_model import Seat, TableModel
    from game.platform.tween import Tweens

    for players in layout.SLOTS_FOR:
        director = Director(TableModel(), Tweens(), 0, {})
        director.model.seats = [Seat(f"P{number}", "", number == 0) for number in range(players)]
        director.slots = layout.seat_slots(players)
        for seat, slot in director.slots.items():
            director.popup("BONUS!", seat, (255, 214, 64))
            popup = director.model.popups[-1]
            x, y = popup.pos
            if slot.name_lines == 1:  # your one row fills your block: on your name line, still
                # (risen from under your cards, it lay on your SHOWING line: a play-test)
                plate = pygame.Rect(0, 0, len("BONUS!") * BODY + 8, BODY + 8)
                plate.center = (round(x), round(y))
                assert not popup.rises and slot.y - 4 <= plate.top and plate.bottom <= slot.cards_y
                assert slot.x + 4 * BODY <= plate.left and plate.right <= slot.x + slot.width - 3 * BODY
                continue
            plate_top = y - POPUP_RISE - 4 - 3  # half the 8 px text, the plate's 3 px margin
            assert plate_top > slot.y + 19 and slot.x <= x <= slot.x + slot.width
            # risen, its plate (half of BODY and 4 px) ends under the first row's ranks and suits
            assert y - POPUP_RISE - BODY // 2 - 4 >= slot.cards_y + INDEX_H, (players, seat)
            assert y + BODY // 2 + 4 <= SAFE.bottom, (players, seat)


def test_a_long_game_name_in_the_corner_says_itself_in_one_line_clear_of_your_seat_and_the_coach(
    app, monkeypatch
):
    from game.felt.coach import panel_rect

    coach_top = panel_rect(0).top  # its top does not depend on its width
    app.settings.coach = True
    scene = table_scene(app, profile="baseball-hidden-fours", players=3)
    press(app)
    log = TextLog(app, monkeypatch)
    assert log.frame("hidden fours") == []
    corner = [
        (text, rect)
        for text, rect in log.drawn
        if rect.x == layout.INFO[0] and layout.INFO[1] <= rect.y < coach_top
    ]
    texts = [text for text, _ in corner]  # (the hand's count over them, or beside their first)
    assert "HIDDEN FOURS" in texts and "BASEBALL" not in texts, texts  # (one line: ptN9 shot_129_4)
    human = scene.director.slots[0]
    for text, rect in corner:
        assert rect.right + 1 < human.x - 3 and rect.bottom + 1 <= coach_top, text  # the turn box is 3 px out


@pytest.mark.parametrize("profile", ["night-baseball", "midnight-baseball"])
def test_the_game_name_keeps_a_character_clear_of_your_seat_and_its_keys_clear_of_the_coach(
    app, monkeypatch, profile
):
    """NIGHT BASEBALL ran up to YOU and read as one line; MIDNIGHT BASEBALL's two lines put ESC
    MENU against the coach's panel. The corner's last line, ESC MENU or, where it has no room
    for both, the game's own quirk (game.felt.game_quirk: a newcomer could not tell the two games
    apart), ends clear of the coach, whose why is a sentence on two lines (game.felt.coach_why):
    over them MIDNIGHT BASEBALL's two lines had left its quirks out; now the corner closes up."""
    from test_ui_game_quirk import says_every_quirk

    from game.felt.coach import panel_rect
    from game.felt.coach_why import LINES

    coach_top = panel_rect(0, LINES).top
    app.settings.coach = True
    scene = table_scene(app, profile=profile, players=3)
    press(app)
    log = TextLog(app, monkeypatch)
    assert log.frame(profile) == []
    corner = [
        (text, rect) for text, rect in log.drawn if rect.x == layout.INFO[0] and rect.y >= layout.INFO[1]
    ]
    corner = [(text, rect) for text, rect in corner if rect.bottom <= coach_top]
    texts = [text for text, _ in corner]
    assert says_every_quirk(scene.model.rules, texts), texts  # MIDNIGHT BASEBALL's had been left out
    human = scene.director.slots[0]
    for text, rect in corner:
        assert rect.right + BODY <= human.x - 4, text  # a character's width before your seat's plate
    assert corner[-1][1].bottom < coach_top


def contrast(a, b) -> float:
    """WCAG contrast ratio of two colours."""

    def luminance(colour):
        channels = [v / 255 for v in colour[:3]]
        r, g, b = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in channels]
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_seat_words_and_the_log_read_from_across_a_room(app):
    from game.platform import palette

    scene = table_scene(app, players=6, seed=3)
    run_until(app, lambda: sum(len(s.cards) for s in scene.model.seats) >= 12, dt=0.05)
    app.draw()
    canvas = app.display.canvas
    for slot in scene.director.slots.values():
        under = canvas.get_at((slot.x - 2, slot.y + 4))  # the plate under the name, beside the words
        for colour in (palette.GREY, palette.FADED, palette.LOSS, palette.GAIN, palette.YELLOW, palette.CYAN):
            assert contrast(colour, under) >= 3.5, (slot, colour, under)
    felt = canvas.get_at((layout.LOG[0], layout.LOG[1] - 30))
    assert contrast(palette.LIGHT, felt) >= 3.5 and contrast(palette.WHITE, felt) >= 4.5


def test_the_pause_menu_sits_on_a_solid_panel_over_the_pot_line(app):
    from game.platform.frame_log import FRAME
    from game.screens.scenes.pause import PauseScene

    scene = table_scene(app, players=4, seed=20)
    run_until(app, lambda: scene.buttons is not None, dt=0.05)
    pot = next(item.rect for item in FRAME.texts() if item.text == "POT")
    app.stack.push(PauseScene(app, scene.pause_context()))
    press(app)
    panels = [item.rect for item in FRAME.items if item.kind == "panel"]
    assert panels and panels[0].contains(pot)  # the pot's words do not show through PAUSED
    assert "PAUSED" in [item.text for item in FRAME.texts()]
    assert not panels[0].collidepoint(layout.LOG[0], layout.LOG[1] + 60)  # the log's last lines stay in view


def test_a_long_showcase_caption_is_shown_whole_on_two_lines_between_the_side_seats(app, monkeypatch):
    from engine.cards import parse_cards
    from game.felt.table_model import CardSprite

    scene = table_scene(app, players=6, seed=3)
    press(app)
    caption = "Satchel: Two pair, queens and sevens, kicker ace"  # said in the table's tight form
    scene.model.showcase = [
        CardSprite(card, "up", shown=True, flight=1.0) for card in parse_cards("Qs Qh Qd 7c 7s")
    ]
    scene.model.showcase_text = caption
    log = TextLog(app, monkeypatch)
    assert log.frame("showcase") == []
    lines = [
        (text, rect)
        for text, rect in log.drawn
        if layout.SHOWCASE.y + 56 < rect.y < layout.SHOWCASE.bottom and layout.SHOWCASE.contains(rect)
    ]
    assert " ".join(text for text, _ in lines) == "Satchel: Two pair, Q's, 7's, kicker A" and len(lines) == 2
    assert all(rect.left > layout.LEFT_X + layout.SIDE_W and rect.right < layout.RIGHT_X for _, rect in lines)


def test_the_hall_of_fame_and_the_initials_page_name_a_long_game_whole(app, monkeypatch):
    from game.play import hall_of_fame
    from game.screens.scenes.hall_of_fame import HallOfFameScene
    from game.screens.scenes.initials import InitialsScene

    entries = [hall_of_fame.new_entry("ABC", Fraction(-1201, 3), "Baseball Hidden Fours", 6)]
    log = TextLog(app, monkeypatch)
    initials = InitialsScene(app, entries, Fraction(1201, 3), "Baseball Hidden Fours", 6)
    for page in (HallOfFameScene(app, entries), initials):
        app.stack.push(page)
        press(app)
        assert log.frame(type(page).__name__) == []
        assert any("BASEBALL HIDDEN FOURS" in text for text, _ in log.drawn)
        app.stack.pop()
        press(app)


def test_the_moment_words_leave_every_seat_the_showcase_and_the_log_in_view():
    from game.felt.table_effects import banner_rect

    rect = banner_rect()
    assert rect.bottom <= layout.SHOWCASE.y and SAFE.contains(rect)  # the hand shown stays in view
    log = pygame.Rect(0, layout.LOG[1], layout.LOG_COLUMNS * 16, layout.LOG_LINES * layout.LINE)
    assert rect.bottom < log.top
    for players in layout.SLOTS_FOR:
        for slot in layout.seat_slots(players).values():
            assert not rect.colliderect(slot.rect.inflate(8, 8)), (players, slot)  # with its plates
    pot_lines = pygame.Rect(
        layout.POT_LABEL[0] - 60, layout.POT_LABEL[1], 120, layout.POT_TEXT[1] + 32 - layout.POT_LABEL[1]
    )
    assert rect.contains(pot_lines) and rect.contains(
        layout.STOCK_RECT
    )  # the pot's lines and the stock, whole


def test_the_stock_lies_in_the_centre_clear_of_every_seats_cards_at_every_table_of_every_shipped_profile():
    from engine.profile import discover_profiles
    from game.felt.card_art import CARD_H, CARD_W
    from game.felt.pacing import LIFT
    from game.platform.juice import SWAY_PIXELS

    stock = layout.STOCK_RECT
    assert stock.collidepoint(layout.STOCK) and SAFE.contains(stock)
    assert (
        stock.left > layout.LEFT_X + layout.SIDE_W and stock.right < layout.RIGHT_X
    )  # between the side seats
    shipped = [
        entry for entry in discover_profiles() if entry.source == "shipped" and entry.rules is not None
    ]
    assert {"baseball", "night-baseball", "midnight-baseball"} <= {entry.id for entry in shipped}
    for entry in shipped:
        rules = entry.rules
        for players in range(rules.min_players, rules.max_players + 1):
            for seat, slot in layout.seat_slots(players).items():
                for count in range(1, layout.MAX_CARDS + 1):  # up to the most cards a hand may hold
                    reach = int(LIFT + SWAY_PIXELS) + 1  # the winning five lifted, swaying, outlined
                    places = [pygame.Rect(slot.card_pos(i, count), (CARD_W, CARD_H)) for i in range(count)]
                    cards = places[0].unionall(places).inflate(0, 2 * reach)
                    # not merely apart: a card's width of felt between, so it never reads as part of a pile
                    assert not stock.inflate(2 * CARD_W, 2 * CARD_W).colliderect(cards), (
                        entry.id,
                        players,
                        seat,
                    )


def test_every_opponents_name_stands_two_spaces_clear_of_its_style_column(app):
    """SATCHEL STYLE read as one word."""
    from game.screens.scenes.setup import OpponentsScene, PlayersScene, ProfileScene

    players = PlayersScene(app, "baseball", ProfileScene(app).entries[0].rules)
    players.setup.players = 8
    menu = OpponentsScene(app, players.setup).menu
    captions = [menu.caption(item) for item in menu.items if item.value]
    names = [caption for caption in captions if "STYLE" in caption]
    assert len(names) == 7 and all(caption.split("STYLE")[0].endswith("  ") for caption in names), names
    assert all(SAFE.contains(rect) for rect in menu.rects)
