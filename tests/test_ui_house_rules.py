"""The HOUSE RULES page, driven like a host on the sofa: a controller alone changes the rows, types
the name on the letter grid and saves; the game then is in PLAY and PARTY. Conflicts are refused
on screen before saving, a game opens again to be renamed or deleted (with a confirmation), and
a hostile file in the folder is listed with its message and can be deleted."""

import json
import os

import jsonschema
import pygame
import pytest
import test_hostile_files as hostile
import yaml
from test_ui_support import key, letter, press

from engine.house_rules import picks_from
from engine.profile import SHIPPED_DIR, load_profile, user_profile_dir
from game.platform import palette
from game.platform.display import WIDTH
from game.screens import openers
from game.screens.menu_page import DETAIL_Y
from game.screens.scenes.house_editor import HouseEditorScene
from game.screens.scenes.house_games import HouseGamesScene
from game.screens.scenes.house_name import HouseNameScene
from game.screens.scenes.title import TitleScene

PAD_A = pygame.event.Event(pygame.JOYBUTTONDOWN, joy=0, instance_id=0, button=0)
PAD_B = pygame.event.Event(pygame.JOYBUTTONDOWN, joy=0, instance_id=0, button=1)
UP, DOWN, LEFT, RIGHT = ((0, 1), (0, -1), (-1, 0), (1, 0))
SCHEMA = jsonschema.Draft202012Validator(json.loads((SHIPPED_DIR / "profile.schema.json").read_text("utf-8")))


def hat(direction):
    return pygame.event.Event(pygame.JOYHATMOTION, joy=0, instance_id=0, hat=0, value=direction)


def to_item(app, label):
    """Down the menu on the pad until `label` is chosen."""
    menu = app.stack.top.menu
    for _ in range(len(menu.items)):
        if menu.current.label == label:
            return
        press(app, hat(DOWN))
    raise AssertionError(f"no {label} in {[item.label for item in menu.items]}")


def pad_type(app, word):
    """Type `word` on the letter grid with the D-pad and A only."""
    page = app.stack.top
    assert isinstance(page, HouseNameScene)
    for char in word:
        cell = "SPC" if char == " " else char
        target = next((r, row.index(cell)) for r, row in enumerate(page.grid.cells) if cell in row)
        while page.grid.row != target[0]:
            press(app, hat(DOWN))
        while page.grid.column != target[1]:
            press(app, hat(RIGHT))
        press(app, PAD_A)


def open_page(polished):
    app = polished
    app.stack.push(TitleScene(app))
    press(app)
    press(app, PAD_A)
    to_item(app, "HOUSE RULES")
    press(app, PAD_A)
    assert isinstance(app.stack.top, HouseGamesScene)
    return app


def new_game(app, name):
    """NEW GAME FROM (Baseball), named on the grid: the editor, with its name typed."""
    to_item(app, "NEW GAME FROM")
    press(app, PAD_A)
    editor = app.stack.top
    assert isinstance(editor, HouseEditorScene) and editor.name == ""
    press(app, PAD_A)  # NAME is the first row
    pad_type(app, name)
    app.stack.top.grid.go_to("END")
    press(app, PAD_A)
    assert app.stack.top is editor and editor.name == name
    return editor


def step(app, label, times=1, direction=RIGHT):
    to_item(app, label)
    for _ in range(times):
        press(app, hat(direction))


def test_a_controller_alone_makes_a_game_that_plays_in_play_and_party(polished, shots):
    app = open_page(polished)
    editor = new_game(app, "FRI 9")
    step(app, "EXPOSED THREE", 4)  # MATCH THE POT
    step(app, "HIDDEN FOUR")  # MAY BE SHOWN
    step(app, "FIRST ROUND")  # LOW CARD BRINGS IN 1/2
    step(app, "GAME LENGTH", 2)  # 12 POTS
    to_item(app, "SAVE")
    assert editor.save_item.enabled
    assert "A three face up must match the pot or fold" in editor.detail()
    shots(app, "house_editor_save")
    press(app, PAD_A)
    path = user_profile_dir() / "fri-9.yaml"
    data = yaml.safe_load(path.read_text("utf-8"))
    SCHEMA.validate(data)
    rules = load_profile("fri-9")
    assert rules.name == "FRI 9" and rules.pots == 12 and rules.fours.face_down == "reveal"
    assert dict(rules.wild_costs)["3"].kind == "match_pot" and rules.betting.first_round == "bring_in"
    # PLAY's line about the game says its house rules
    assert rules.description == "Threes and nines are wild; a three face up must match the pot or fold."
    # back on the list, the new game chosen; then PLAY and PARTY list it
    page = app.stack.top
    assert isinstance(page, HouseGamesScene) and page.menu.current.label == "FRI 9"
    app.push(openers.profiles())
    press(app)
    to_item(app, "FRI 9")
    shots(app, "play_lists_the_house_game")
    listed = {item.label: item.detail for item in app.stack.top.menu.items}
    assert listed["FRI 9"].startswith("Your house game. Threes and nines are wild")
    assert not listed["BASEBALL"].startswith("Your")  # a game that came with it is not marked
    app.back()
    app.push(openers.party_setup())
    press(app)
    assert "fri-9" in [entry.id for entry in app.stack.top.entries]


def test_conflicts_are_refused_on_screen_with_the_reason_and_nothing_is_written(polished, shots):
    app = open_page(polished)
    editor = new_game(app, "CLASH")
    step(app, "WILD CARDS", 2)  # NINES
    step(app, "EXPOSED THREE", 2)  # PAY 2 OR FOLD: threes are no longer wild
    step(app, "GAME")  # NO PEEK, 7 CARDS
    step(app, "FIRST ROUND")  # a bring-in in No Peek
    to_item(app, "SAVE")
    assert not editor.save_item.enabled
    said = editor.detail()
    assert "EXPOSED THREE: threes are not wild" in said and "FIRST ROUND: No Peek" in said
    press(app)
    shots(app, "house_editor_refused")
    canvas = app.display.canvas
    orange = sum(
        1
        for x in range(40, WIDTH - 40, 2)
        for y in range(DETAIL_Y, DETAIL_Y + 60, 2)
        if canvas.get_at((x, y))[:3] == palette.ORANGE[:3]
    )
    assert orange > 100  # the reasons are drawn in orange under the menu
    press(app, PAD_A)
    assert app.stack.top is editor and not any(user_profile_dir().glob("*.yaml"))
    # undo the conflicts: SAVE is enabled again
    step(app, "WILD CARDS", 2, LEFT)
    step(app, "GAME", 2)  # back to stud
    assert editor.save_item.enabled


def test_a_new_game_is_not_saved_before_it_has_a_name(polished):
    """Rows changed, SAVE chosen with the name still unset: SAVE stays off with the reason, and no
    file is written (it wrote `.yaml`, listed BROKEN, and the rows were lost)."""
    app = open_page(polished)
    to_item(app, "NEW GAME FROM")
    press(app, PAD_A)
    editor = app.stack.top
    assert isinstance(editor, HouseEditorScene) and editor.name == ""
    step(app, "EXPOSED THREE", 4)
    step(app, "GAME LENGTH", 2)
    to_item(app, "SAVE")
    assert not editor.save_item.enabled
    assert "NAME: pick at least one letter or digit." in editor.detail()
    press(app, PAD_A)
    assert app.stack.top is editor and not any(user_profile_dir().glob("*.yaml"))


def test_the_space_bar_types_a_space_in_a_typed_name_and_picks_on_the_grid_otherwise(polished):
    """A host typing FRI NITE on a keyboard gets a space from the space bar, not the letter under the
    cursor (it gave FRIRNITE); moved by arrows, the space bar picks the cell like A."""
    app = open_page(polished)
    to_item(app, "NEW GAME FROM")
    press(app, PAD_A, PAD_A)
    page = app.stack.top
    assert isinstance(page, HouseNameScene)
    for char in "fri":
        press(app, letter(char))
    press(app, key(pygame.K_SPACE), key(pygame.K_SPACE))
    for char in "nite":
        press(app, letter(char))
    assert page.letters == "FRI  NITE"
    press(app, key(pygame.K_RIGHT), key(pygame.K_SPACE))  # the grid's cursor: B, picked
    assert page.letters == "FRI  NITEB"


def test_a_name_in_use_is_refused_on_the_letter_grid(polished):
    app = open_page(polished)
    to_item(app, "NEW GAME FROM")
    press(app, PAD_A, PAD_A)
    name_page = app.stack.top
    for char in "baseball":
        press(app, letter(char))
    name_page.grid.go_to("END")
    press(app, key(pygame.K_RETURN))
    assert app.stack.top is name_page and "shipped game BASEBALL" in name_page.message
    press(app, key(pygame.K_BACKSPACE), letter("z"))  # BASEBALZ is free
    press(app, key(pygame.K_RETURN))
    assert isinstance(app.stack.top, HouseEditorScene) and app.stack.top.name == "BASEBALZ"


def test_a_game_opens_again_to_be_renamed_then_deleted_after_a_confirmation(polished, shots):
    app = open_page(polished)
    new_game(app, "ONE")
    step(app, "EQUAL HANDS")  # NATURAL WINS
    to_item(app, "SAVE")
    press(app, PAD_A)
    assert (user_profile_dir() / "one.yaml").exists()
    press(app, PAD_A)  # the saved game is chosen: open it
    editor = app.stack.top
    assert isinstance(editor, HouseEditorScene) and editor.editing == "one"
    assert editor.heading == "EDIT HOUSE GAME ONE"  # which game is open
    assert editor.picks == picks_from(load_profile("one"))
    press(app, PAD_A)  # NAME: one more letter
    app.stack.top.grid.go_to("DEL")
    press(app, PAD_A)
    pad_type(app, "NE")
    app.stack.top.grid.go_to("END")
    press(app, PAD_A)
    assert editor.name == "ONNE"
    to_item(app, "SAVE")
    press(app, PAD_A)
    assert not (user_profile_dir() / "one.yaml").exists()
    assert load_profile("onne").natural_beats_wild
    press(app, PAD_A)
    to_item(app, "DELETE")
    press(app, PAD_A)
    shots(app, "house_delete_confirm")
    assert type(app.stack.top).__name__ == "ConfirmScene"
    press(app, PAD_A)  # NO is chosen first: nothing happens
    assert isinstance(app.stack.top, HouseEditorScene) and (user_profile_dir() / "onne.yaml").exists()
    press(app, PAD_A, hat(DOWN), PAD_A)  # DELETE again, and this time yes
    assert not (user_profile_dir() / "onne.yaml").exists()
    page = app.stack.top
    assert isinstance(page, HouseGamesScene) and [i.label for i in page.menu.items] == [
        "NEW GAME FROM",
        "BACK",
    ]


def test_leaving_with_changes_asks_first(polished):
    app = open_page(polished)
    to_item(app, "NEW GAME FROM")
    press(app, PAD_A)
    editor = app.stack.top
    press(app, PAD_B)  # nothing changed: straight back
    assert isinstance(app.stack.top, HouseGamesScene)
    press(app, PAD_A)
    editor = app.stack.top
    step(app, "ANTE")
    press(app, PAD_B)
    assert type(app.stack.top).__name__ == "ConfirmScene"
    press(app, PAD_B)
    assert app.stack.top is editor
    press(app, PAD_B, hat(DOWN), PAD_A)
    assert isinstance(app.stack.top, HouseGamesScene)


@pytest.mark.parametrize(
    "content",
    [
        "name: [unclosed\n",
        "a: &a [*a, *a]\nb: &b [*a, *a, *a]\n",
        "name: OK\nwild_ranks: [3, 3]\n",
        "\x00\x01binary",
        "name: " + "X" * 70_000 + "\n",
    ],
)
def test_a_hostile_file_is_listed_with_its_message_and_can_be_deleted(polished, content):
    folder = user_profile_dir()
    folder.mkdir(parents=True)
    (folder / "hostile.yaml").write_text(content, encoding="utf-8", errors="surrogateescape")
    app = open_page(polished)
    page = app.stack.top
    to_item(app, "HOSTILE (BROKEN)")
    assert "hostile.yaml" in page.menu.current.detail
    press(app, PAD_A, hat(DOWN), PAD_A)
    assert not (folder / "hostile.yaml").exists()
    assert [i.label for i in app.stack.top.menu.items] == ["NEW GAME FROM", "BACK"]


def test_a_hand_edited_file_opens_with_its_own_values_and_saves_them(polished):
    folder = user_profile_dir()
    folder.mkdir(parents=True)
    (folder / "mine.yaml").write_text(
        "# my own\nname: 'Mine: #1'\nextends: seven-card-stud\nbetting: {ante: 3/4, bet: 3, raise: 6}\n"
        "session: {pots: 33}\n",
        encoding="utf-8",
    )
    app = open_page(polished)
    to_item(app, "MINE: #1")
    press(app, PAD_A)
    editor = app.stack.top
    assert editor.name == "Mine: #1" and editor.label(editor.rows[-1]) == "33 HANDS"
    step(app, "WILD CARDS")  # from NONE, the last choice, round to THREES AND NINES
    to_item(app, "SAVE")
    press(app, PAD_A)
    assert [path.name for path in folder.glob("*.yaml")] == ["mine.yaml"]  # the same file
    rules = load_profile("mine")
    assert rules.name == "Mine: #1" and rules.pots == 33 and rules.betting.raise_ == 6 and rules.wild_ranks


HOSTILE_PROFILES = [case for case in hostile.CASES if case.kind == "profile"]


@pytest.mark.parametrize("case", HOSTILE_PROFILES, ids=str)
def test_every_hostile_profile_case_is_listed_broken_and_the_good_one_still_opens(
    case, polished, tmp_path, monkeypatch
):
    """tests/test_hostile_files.py's profile files in the folder: the page lists each as BROKEN
    with a one-line message, deletes it on request, and the good game beside it opens and saves."""
    profiles = tmp_path / "hostile-profiles"
    profiles.mkdir()
    (profiles / "our-house.yaml").write_text(hostile.GOOD_PROFILE, encoding="utf-8")
    monkeypatch.setenv("BASEBALL_POKER_PROFILE_DIR", str(profiles))
    path = hostile.place(case, tmp_path, profiles, tmp_path)
    app = open_page(polished)
    page = app.stack.top
    broken = [item for item in page.menu.items if item.label.endswith("(BROKEN)")]
    assert len(broken) == 1 and "\n" not in broken[0].detail and len(broken[0].detail) < 400
    to_item(app, broken[0].label)
    press(app, PAD_A, hat(DOWN), PAD_A)  # DELETE on the confirmation
    assert not os.path.lexists(path)
    to_item(app, "OUR HOUSE")
    press(app, PAD_A)
    editor = app.stack.top
    assert isinstance(editor, HouseEditorScene) and editor.save_item.enabled
    to_item(app, "SAVE")
    press(app, PAD_A)
    assert load_profile("our-house").name == "Our House"


def test_a_folder_that_cannot_be_written_is_said_in_one_line_and_the_page_stays(polished, monkeypatch):
    blocker = user_profile_dir()
    blocker.parent.mkdir(parents=True, exist_ok=True)
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    said: list[str] = []
    monkeypatch.setattr(polished.polish, "warn", lambda message, topic=None: said.append(message))
    app = open_page(polished)
    editor = new_game(app, "NOWHERE")
    to_item(app, "SAVE")
    press(app, PAD_A)
    assert app.stack.top is editor and len(said) == 1
    assert "cannot save the house rules" in said[0] and "is a file, not a folder" in said[0]


def test_the_title_menu_with_house_rules_and_continue_ends_above_its_hint(polished, monkeypatch):
    from game.play import resume

    class Saved:
        def describe(self) -> str:
            return "Baseball, pot 3 of 8"

    monkeypatch.setattr(resume, "load", lambda: (Saved(), []))
    title = TitleScene(polished)
    labels = [item.label for item in title.menu.items]
    assert labels[0] == "CONTINUE" and "HOUSE RULES" in labels
    assert title.menu.rects[-1].bottom < 504  # the ENTER / A hint
