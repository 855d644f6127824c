"""Readable from a sofa three metres from a 1080p TV, and nothing on top of anything: every string
drawn is recorded with its size and rectangle (game.platform.frame_log), and whole sessions of every
shipped game are checked frame by frame (tests/ui_sweep.py, tests/frame_checks.py)."""

from __future__ import annotations

import itertools

import pygame
import pytest
from frame_checks import frame_problems
from test_ui_support import table_scene
from ui_sweep import play_session

from engine.money import mixed
from game.felt import layout
from game.felt.card_art import CARD_H, CARD_W, INDEX_W
from game.platform.display import HEIGHT, SAFE, WIDTH
from game.platform.frame_log import FRAME
from game.platform.text import BIG, PROMINENT_PX, READABLE_PX, physical, readable
from game.play.session import profiles

SHIPPED = [entry for entry in profiles() if entry.ok]


def test_the_canvas_is_shown_at_a_whole_scale_on_1080p_and_4k_and_body_text_stands_32_pixels():
    assert (1920 % WIDTH, 1080 % HEIGHT, 3840 % WIDTH, 2160 % HEIGHT) == (0, 0, 0, 0)
    assert physical(16) == READABLE_PX and readable(16) and not readable(8)
    assert physical(BIG) >= PROMINENT_PX


def test_the_recording_sees_every_string_with_its_size(app):
    FRAME.clear()
    rect = app.text.draw(app.display.canvas, "HELLO", (100, 100), 16)
    assert [(item.text, item.rect, item.size) for item in FRAME.texts()] == [("HELLO", rect, 16)]
    app.text.draw(app.display.canvas, "HELLO", (110, 104), 16)
    assert frame_problems("here") and "overlaps" in frame_problems("here")[0]


def test_a_string_half_under_a_later_panel_is_caught_and_one_wholly_under_it_is_hidden(app):
    from game.platform.widgets import panel

    FRAME.clear()
    canvas = app.display.canvas
    app.text.draw(canvas, "UNDER", (100, 100), 16)
    panel(canvas, pygame.Rect(90, 90, 200, 40), (0, 0, 0), (255, 255, 255))
    app.text.draw(canvas, "OVER IT", (100, 100), 16)
    assert frame_problems("here") == []
    app.text.draw(canvas, "HALF", (280, 200), 16)
    panel(canvas, pygame.Rect(290, 190, 100, 40), (0, 0, 0), (255, 255, 255))
    assert any("half hidden" in problem for problem in frame_problems("here"))


@pytest.mark.parametrize("players", sorted(layout.SLOTS_FOR))
def test_every_seat_block_lies_in_the_safe_area_apart_from_the_others_and_the_centre(players):
    slots = layout.SLOTS_FOR[players]
    assert len(slots) == players and layout.seat_slots(players, players - 1)[players - 1] is layout.BOTTOM
    blocks = [slot.rect for slot in slots]
    for index, block in enumerate(blocks):
        assert SAFE.contains(block), (players, block)
        assert not block.colliderect(layout.CENTRE) or slots[index] is layout.BOTTOM
        assert block.collidelist(blocks[index + 1 :]) == -1, (players, block)
    assert not layout.BOTTOM.rect.colliderect(layout.CENTRE)


@pytest.mark.parametrize("players", sorted(layout.SLOTS_FOR))
def test_every_table_size_shows_every_card_rank_and_suit_at_the_largest_hand(players):
    """Cards never collapse to corners: at every table size the layout offers (the schema allows
    eight players, no shipped game does) each card shows at least its whole index (rank, 10 too,
    and suit), even with thirteen cards in a Night Baseball hand."""
    for slot in layout.SLOTS_FOR[players]:
        for count in range(1, layout.MAX_CARDS + 1):
            places = [slot.card_pos(i, count) for i in range(count)]
            rows = {}
            for x, y in places:
                rows.setdefault(y, []).append(x)
            assert max(rows) + CARD_H <= slot.cards_bottom, (players, slot, count)
            for xs in rows.values():
                steps = [b - a for a, b in itertools.pairwise(xs)]
                assert all(step >= INDEX_W for step in steps), (players, slot, count)
                assert xs[-1] + CARD_W <= slot.x + slot.width, (players, slot, count)


EIGHT_SEATS = {  # user profiles: the schema allows eight players, no shipped game does
    "baseball-eight": "name: Baseball for Eight\nextends: baseball\nplayers: {max: 8}\n",
    "night-eight": "name: Night Baseball for Eight\nextends: night-baseball\ncards: 6\nplayers: {max: 8}\n",
}


def write_eight_seat_profiles(tmp_path):
    folder = tmp_path / "user-profiles"  # the profile folder conftest.py gives each test
    folder.mkdir(exist_ok=True)
    for name, text in EIGHT_SEATS.items():
        (folder / f"{name}.yaml").write_text(text, encoding="utf-8")


@pytest.mark.parametrize(
    ("profile", "players"),
    [
        ("baseball-eight", 8),
        ("night-eight", 8),
        pytest.param("baseball-eight", 7, marks=pytest.mark.slow),
        pytest.param("night-eight", 7, marks=pytest.mark.slow),
    ],
)
def test_user_games_for_seven_and_eight_players_read_well_in_every_frame(app, tmp_path, profile, players):
    write_eight_seat_profiles(tmp_path)
    assert {entry.id: entry.ok for entry in profiles()}[profile]
    frames, problems = play_session(app, profile, players, seed=8, pots=2)
    assert frames > 30
    assert problems == [], "\n".join(problems[:30])


FAMILIES = (
    "baseball",
    "night-baseball",
    "midnight-baseball",
    "seven-card-stud",
)  # the others vary Baseball's rules


def largest_tables(ids=None):
    return [(entry.id, entry.rules.max_players) for entry in SHIPPED if ids is None or entry.id in ids]


@pytest.mark.parametrize(("profile", "players"), largest_tables(FAMILIES))
def test_a_session_of_each_kind_of_game_at_its_largest_table_reads_well_in_every_frame(
    app,
    profile,
    players,
):
    frames, problems = play_session(app, profile, players, seed=11, pots=1)
    assert frames > 30
    assert problems == [], "\n".join(problems[:30])


def sweep_cases():
    """Every table size of each kind of game, and each variant of Baseball at its largest table
    (the variants share Baseball's table; they differ in the prompts and the cards dealt)."""
    cases = []
    for entry in SHIPPED:
        sizes = range(entry.rules.min_players, entry.rules.max_players + 1) if entry.id in FAMILIES else ()
        cases += [(entry.id, players) for players in sizes or [entry.rules.max_players]]
    return [case for case in cases if case not in largest_tables(FAMILIES)]  # those run by default


@pytest.mark.slow
@pytest.mark.parametrize(("profile", "players"), sweep_cases())
def test_random_whole_sessions_of_every_game_at_every_table_size_read_well(app, profile, players):
    problems = play_session(app, profile, players, seed=100 + players, pots=1, coach=players % 2 == 1)[1]
    assert problems == [], "\n".join(problems[:30])


def test_the_pot_is_drawn_big_and_the_hand_number_is_not_called_pot(app):
    scene = table_scene(app, players=3)
    for _ in range(30):
        app.frame([], 0.1)
    drawn = FRAME.texts()
    texts = {item.text: item.size for item in drawn}
    label = next(item for item in drawn if item.text == "POT")
    amount = next(item for item in drawn if item.rect.top == label.rect.bottom + 4)  # right under the word
    assert physical(amount.size) >= PROMINENT_PX
    assert amount.text == mixed(scene.model.pot)  # the chips, not "1 OF 8"
    assert not any(text.startswith("POT ") for text in texts)
    assert any(text.startswith("HAND 1 OF ") for text in texts)
    scene.leave()


def test_every_menu_page_reads_well(app):
    from fractions import Fraction

    from game.play import hall_of_fame
    from game.screens.scenes.hall_of_fame import HallOfFameScene
    from game.screens.scenes.howto import HowToScene
    from game.screens.scenes.initials import InitialsScene
    from game.screens.scenes.options import OptionsScene
    from game.screens.scenes.setup import OpponentsScene, PlayersScene, ProfileScene
    from game.screens.scenes.title import TitleScene

    problems = []
    title = TitleScene(app)
    app.stack.push(title)
    app.draw()
    problems += frame_problems("title")
    title.started = True
    app.draw()
    problems += frame_problems("title menu")
    app.stack.pop()
    profile = ProfileScene(app)
    players = PlayersScene(app, "baseball", profile.entries[0].rules)
    players.setup.players = max(entry.rules.max_players for entry in SHIPPED)
    entries = [
        hall_of_fame.new_entry("ABC", Fraction(-1000 - i, 3), "Baseball Hidden Fours", 6) for i in range(10)
    ]
    pages = [
        profile,
        players,
        OpponentsScene(app, players.setup),
        OptionsScene(app),
        HowToScene(app),
        HallOfFameScene(app, entries),
        InitialsScene(app, entries[:3], Fraction(-2401, 3), "Baseball Hidden Fours", 6),
    ]
    for page in pages:
        app.stack.push(page)
        for _ in range(
            len(getattr(getattr(page, "menu", None), "items", [])) or 1
        ):  # every item's description
            app.draw()
            problems += frame_problems(type(page).__name__)
            if getattr(page, "menu", None) is not None and page.menu.items:
                page.menu.move(1)
        app.stack.pop()
    assert problems == [], "\n".join(problems[:30])


def test_attract_modes_demo_table_reads_well_in_every_frame_press_start_clear_of_its_showdown(app):
    import random

    from game.screens.attract import demo_setup
    from game.screens.scenes.table import DemoTable

    problems = []
    showdowns = 0
    for seed in (102,):  # a four-player No Peek demo (Midnight Baseball, in the profiles' order)
        demo = DemoTable(app, demo_setup(random.Random(seed)))
        app.stack.push(demo)
        app.stack.apply_requests()
        for frame in range(400):
            if app.stack.top is not demo:
                break
            if demo.host.thinking is not None:
                demo.host.thinking[1].result()
            demo.clock = 0.0  # PRESS START shown in every checked frame
            app.frame([], 0.25)
            problems += frame_problems(f"demo {seed} frame {frame}")
            showdowns += bool(demo.model.showcase)
        demo.leave()
        app.stack.scenes.clear()
    assert showdowns  # its showdowns were among the frames checked
    assert problems == [], "\n".join(problems[:30])


@pytest.mark.parametrize(
    ("profile", "players"),
    [("night-baseball", n) for n in range(2, 6)] + [("night-eight", n) for n in (6, 7, 8)],
)
def test_thirteen_card_night_baseball_hands_at_every_seat_stay_readable(app, tmp_path, profile, players):
    from engine.cards import parse_cards
    from game.felt.table_model import CardSprite

    write_eight_seat_profiles(tmp_path)
    scene = table_scene(app, profile=profile, players=players)
    app.frame([], 0.05)
    deck = parse_cards("2s 3h 4d 5c 6s 7h 8d 9c Ts Jh Qd Kc As 2h 3d 4c 5s 6h 7d 8c 9s Th Jd Qc Kh Ad")
    for number, seat in enumerate(scene.model.seats):
        seat.cards = [
            CardSprite(card, "up", wild=card.rank in "39", shown=True, flight=1.0)
            for card in (deck * 2)[number : number + layout.MAX_CARDS]
        ]
        seat.showing = "Full house, kings over fours"
        seat.best = "Five of a kind, aces"
        seat.balance = -123 - number
    scene.model.seats[0].revealed = True
    app.draw()
    problems = frame_problems(f"13 cards x{players}")
    assert sum(item.kind == "card" for item in FRAME.items) >= players * layout.MAX_CARDS
    assert problems == [], "\n".join(problems)
    scene.leave()


def test_five_wild_cards_at_a_showdown_each_name_what_they_stand_for_side_by_side(app):
    from engine.cards import parse_cards
    from game.felt.table_model import CardSprite

    scene = table_scene(app, players=6)
    app.frame([], 0.05)
    scene.model.showcase = [
        CardSprite(card, "up", wild=True, shown=True, flight=1.0, label=label)
        for card, label in zip(parse_cards("3s 9h 3d 9c 3h"), ["10♠", "10♥", "10♦", "10♣", "A♠"], strict=True)
    ]
    scene.model.showcase_text = "Babe: Five of a kind, tens"
    app.draw()
    labels = [item.text for item in FRAME.texts() if item.text.startswith("=")]
    assert len(labels) == 5
    assert frame_problems("five wilds") == []
    scene.leave()


def test_the_chart_pages_of_every_game_and_every_options_item_read_well(app):
    """The hand rankings and rules of every shipped game (the longest chart has eleven rows),
    and the options page with each item chosen (the longest descriptions reach the menu)."""
    from game.screens.scenes.chart import PAGES, ChartScene
    from game.screens.scenes.options import OptionsScene

    problems = []
    for entry in SHIPPED:
        for page in PAGES:
            app.stack.push(ChartScene(app, entry.rules, page))
            app.frame([], 0.05)
            problems += frame_problems(f"{entry.id} {page}")
            app.stack.pop()
    options = OptionsScene(app)
    app.stack.push(options)
    for name, page in [("OPTIONS", options.main), *options.pages.items()]:
        options.menu = page
        for index in range(len(page.items)):
            page.selected = index
            app.frame([], 0.05)
            problems += frame_problems(f"{name} item {index}")
    assert problems == [], "\n".join(problems)
