"""The corner at the bottom left says what sets the pot's game apart under its name and wild cards
("4 UP: +1 CARD UNDER THE PILE", "7 CARDS"): a newcomer's play-test could not tell Midnight Baseball from Night
Baseball at the table; another met Midnight Baseball's hidden card unexplained, the corner short of
room; the next did not know what "4: CARD UNDER" meant. In every shipped game, at both TEXT SIZEs and every seat count, coach on or off, the corner
says every quirk, its words in their column, whole and clear of everything else drawn
(frame_checks)."""

from __future__ import annotations

import itertools
import os
import re

import pygame
import pytest
from frame_checks import frame_problems
from test_ui_support import run_until, settle, table_scene

from engine.profile import load_profile
from game.felt import layout
from game.felt.coach import panel_rect
from game.felt.coach_why import LINES as WHY_LINES
from game.felt.corner_draw import corner_name
from game.felt.game_quirk import BESIDE, SHORT, UNDER_PILE, Corner, corner_lines, name_lines, quirk_parts
from game.platform.frame_log import FRAME
from game.platform.text import HINT, wrap
from game.play.session import profiles
from game.telling.game_call import call_line
from game.telling.hand_chart import rules_lines
from game.telling.rules_words import FOUR_UNDER_PILE

IDS = sorted(entry.rules.id for entry in profiles() if entry.ok and not entry.rules.is_dealers_choice)
EVERY = sorted(entry.rules.id for entry in profiles() if entry.ok)


def test_the_words_come_from_the_rules_and_tell_midnight_from_night():
    words = {game: quirk_parts(load_profile(game)) for game in IDS}
    # HOW TO PLAY's words, not "4: HIDDEN CARD" (a newcomer read a hidden four) nor "4: CARD UNDER"
    # (the next did not know what it meant)
    assert words["midnight-baseball"] == ["4 UP: +1 CARD UNDER THE PILE", "7 CARDS"]
    # and so do HOW TO PLAY, the game's description and a dealer's line for it, in one wording (a
    # newcomer met "free card under the pile", "fours bring a hidden card" and "+1 UNDER")
    midnight = load_profile("midnight-baseball")
    assert f"{FOUR_UNDER_PILE}." in rules_lines(midnight)
    assert midnight.description.endswith(f"{FOUR_UNDER_PILE}.") and call_line(midnight).endswith(
        FOUR_UNDER_PILE
    )
    assert words["night-baseball"] == ["4: EXTRA CARD", "9 CARDS"]
    assert words["baseball"] == ["4: EXTRA CARD"] and words["baseball-paid-fours"] == ["4: BUY A CARD"]
    assert words["seven-card-stud"] == [] and words["no-peek"] == ["7 CARDS"]


def says_every_quirk(rules, said: list[str]) -> bool:
    """Whether the corner's lines `said` say each of the game's quirks: on its lines in their column,
    one after another, or in its one-line form (game_quirk.SHORT)."""
    columns = layout.INFO_W // layout.NORMAL.small
    lines = "\n".join(said)
    return all(
        "\n".join(wrap(quirk, columns)) in lines or SHORT.get(quirk, "") in said
        for quirk in quirk_parts(rules)
    )


def dealt_table(app, game: str, players: int, size: str, coach: bool):
    """A table of `game` at `players` seats and TEXT SIZE `size`, its first pot dealt and drawn."""
    app.settings.text_size, app.settings.coach = size, coach
    scene = table_scene(app, profile=game, players=players)

    def dealt() -> bool:
        settle(scene)
        return scene.model.rules is not None and scene.model.game_banner is None and scene.model.hand == 1

    run_until(app, dealt)
    app.frame([], 0.05)
    app.draw()
    return scene


def corner_words() -> list:
    """What the frame just drawn says in the game's information at the bottom left."""
    return [
        item for item in FRAME.texts() if item.rect.x < layout.INFO[0] + layout.INFO_W and item.rect.y >= 380
    ]


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("game", IDS)
def test_the_corner_says_the_games_quirks_within_its_column_at_each_text_size(app, game, size):
    """Every quirk, whole, with the coach's two-line why under it: Midnight Baseball's side panel
    had left out "4: HIDDEN CARD" (its name on two lines over the coach's why)."""
    rules = load_profile(game)
    scene = dealt_table(app, game, rules.max_players, size, coach=True)
    assert frame_problems(f"{game} at {size}") == []
    corner = corner_words()
    said = [item.text for item in corner]
    assert says_every_quirk(rules, said), said
    assert all(item.rect.right <= layout.INFO[0] + layout.INFO_W for item in corner), said
    assert max(item.rect.bottom for item in corner) < panel_rect(0, WHY_LINES).top, said
    if os.environ.get("QUIRK_SHOTS"):
        pygame.image.save(app.display.canvas, f"{os.environ['QUIRK_SHOTS']}/{game}-{size}.png")
    scene.leave()


def test_a_full_corner_says_a_quirk_in_one_line_before_closing_up_or_leaving_a_rule_out(app):
    """Midnight Baseball at both TEXT SIZEs, coach on and off: the whole name, the rules under it,
    its four's on two lines, whole ("UNDER THE PILE": a Hold'em newcomer's play-test read "4 UP: +1
    CARD" alone and never where the card goes); at the normal size over the coach's two-line why, in
    its one line (SHORT, "4 UP: PILE +1"), never closed up (a newcomer's play-test read six lines a
    pixel apart, tests/test_corner_room_at_large.py). The hand's number is never in the corner (it
    has its own place: tests/test_ui_hand_count.py)."""
    for size in ("normal", "large"):
        for coach in (True, False):
            # (the name on one line since ptN9 shot_129_4: its second line gives the four's both)
            # (with the coach on, in its one line before the lines close up, at the normal size too: a host
            # play-test's party TV read six lines a pixel apart)
            short = size == "normal" and coach
            whole = [SHORT[UNDER_PILE]] if short else ["4 UP: +1 CARD", "UNDER THE PILE"]
            scene = dealt_table(
                app, "midnight-baseball", 6 if size == "normal" or not coach else 4, size, coach
            )
            said = [item.text for item in corner_words()]
            assert said == ["MIDNIGHT", "WILD: 3 9", *whole, "7 CARDS"], (size, coach, said)
            scene.leave()
    scene = dealt_table(app, "night-baseball", 5, "normal", coach=False)
    said = [item.text for item in corner_words()]
    assert said == ["NIGHT BASEBALL", "WILD: 3 9", "4: EXTRA CARD", "9 CARDS"], said
    scene.leave()


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("game", EVERY)
def test_the_corner_keeps_the_name_whole_and_no_line_touches_the_next(app, game, size):
    """A newcomer read "MIDNIGHT 2/8" over "BASEBALL" (the hand's number splitting the name), then
    "BASEBALL 1/8" as a fraction: the name comes first, whole, and the hand's number is not in the
    corner (its own place: tests/test_ui_hand_count.py). At TEXT SIZE large DEALER'S touched CHOICE (no gap between the lines: a line's shadow
    fills its last two rows). The canvas is 960x540 at every resolution (game.platform.display), so its
    rectangles are those of 1920x1080 and of 1280x720 alike."""
    rules = load_profile(game)
    for coach in (False, True):
        scene = dealt_table(app, game, min(7, rules.max_players), size, coach)
        columns = layout.INFO_W // scene.renderer.places.small
        name = corner_name(scene.model.profile, scene.renderer.places)  # (DEALER'S CHOICE at large)
        short = name_lines(scene.model.profile, columns - BESIDE)  # beside your name (corner_draw)
        corner = [item for item in corner_words() if item.rect.y < panel_rect(0).top]  # not the coach's
        rows = sorted({item.rect.y: item.rect.bottom for item in corner}.items())
        assert all(below[0] - above[1] >= 1 for above, below in itertools.pairwise(rows)), (coach, rows)
        said = [item.text for item in corner]
        assert not any(re.search(r"\d/\d|HAND", text) for text in said), (coach, said)
        assert said[: len(name)] == name or said[:1] == short, (coach, said)  # the name whole, first
        assert max(item.rect.bottom for item in corner) < panel_rect(0, WHY_LINES if coach else 1).top
        scene.leave()


@pytest.mark.slow
@pytest.mark.parametrize("coach", [False, True])
@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("game", IDS)
def test_every_seat_count_says_every_quirk(app, game, size, coach):
    """At every seat count from 4 to 8 the game allows, coach on or off, both TEXT SIZEs."""
    rules = load_profile(game)
    for players in range(max(4, rules.min_players), min(8, rules.max_players) + 1):
        scene = dealt_table(app, game, players, size, coach)
        assert frame_problems(f"{game} {players} at {size}") == []
        said = [item.text for item in corner_words()]
        assert says_every_quirk(rules, said), (players, said)
        scene.leave()


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("game", IDS)
def test_the_party_tvs_host_key_stands_clear_of_the_rules_over_it(game, size):
    """A host play-test at TEXT SIZE large: the party TV's Midnight Baseball corner had its 7 CARDS
    a pixel over ESC: HOST MENU. In every game at both sizes the key stands 3 pixels under it."""
    rules, places = load_profile(game), layout.LAYOUTS[size]
    wild = (
        "WILD: " + " ".join(sorted(rules.wild_ranks, key="23456789TJQKA".index))
        if rules.wild_ranks
        else "NO WILDS"
    )
    corner = Corner(
        name_lines(rules.name, layout.INFO_W // places.small),
        wrap(wild, layout.INFO_W // places.body),
        quirk_parts(rules),
        "ESC: HOST MENU",
    )
    lines = corner_lines(corner, places.info[1], layout.INFO_W, places.small, places.body, HINT, True, 1)
    above, keys = lines[-2:]
    assert keys.text == "ESC: HOST MENU" and keys.y - (above.y + above.size) >= 3, (game, size, lines)


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("game", ["seven-card-stud", "baseball"])
def test_a_corner_with_room_to_spare_leads_its_lines(game, size):
    """A play-test at TEXT SIZE large read SEVEN-CARD a pixel over STUD, the corner half empty under
    them: where the lines fit with room to spare, every one stands at least 4 pixels under the last."""
    rules, places = load_profile(game), layout.LAYOUTS[size]
    corner = Corner(
        name_lines(rules.name, layout.INFO_W // places.small),
        [("WILD: " + " ".join(sorted(rules.wild_ranks))) if rules.wild_ranks else "NO WILDS"],
        quirk_parts(rules),
        "",
    )
    lines = corner_lines(corner, places.info[1], layout.INFO_W, places.small, places.body, HINT, False, 1)
    gaps = [below.y - (above.y + above.size) for above, below in itertools.pairwise(lines)]
    assert min(gaps) >= 4, (game, size, lines)


@pytest.mark.parametrize("coach", [1, 2])
@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_dealers_choice_corner_while_the_game_is_picked_leads_its_lines(size, coach):
    """A newcomer's play-test at TEXT SIZE large: DEALER'S / CHOICE / DEALER / PICKS touched one
    another, closed up a line under your name's. Its short first line stands clear of your name on
    that line: there the corner's lines are leaded, every one at least 4 pixels under the last."""
    places = layout.LAYOUTS[size]
    corner = Corner(
        name_lines("Dealer's Choice", layout.INFO_W // places.small),
        wrap("DEALER PICKS", layout.INFO_W // places.body),
        [],
        "",
    )
    lines = corner_lines(corner, places.info[1], layout.INFO_W, places.small, places.body, HINT, False, coach)
    gaps = [below.y - (above.y + above.size) for above, below in itertools.pairwise(lines)]
    # spelt whole, on two lines (a host's play-test read DEALERS CHOICE, its apostrophe cut to fit one)
    assert [line.text for line in lines][:2] == ["DEALER'S", "CHOICE"] and min(gaps) >= 4, (
        size,
        coach,
        lines,
    )
