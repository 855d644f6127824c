"""A table asked for on the command line (--profile) never ends or writes over the saved game on
file: it read no file before its first save, so a save of a newer version, or any saved game, went
unasked, where PLAY's DEAL asks first and the title sets an unreadable file aside."""

import json

from test_polish_support import saved_after_a_pot

from game.play import resume
from game.screens.app import SAVED_IN_THE_WAY, parse_args, start_scene, table_setup
from game.screens.scenes.title import TitleScene
from game.screens.table_scene import TableScene

FLAGS = ["--profile", "baseball", "--players", "3", "--seed", "1"]


def test_a_newer_versions_save_is_set_aside_whole_before_the_new_table_saves(home, polished):
    path = resume.resume_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    newer = json.dumps({"version": resume.VERSION + 1, "from": "a newer game"})
    path.write_text(newer)
    scene = start_scene(polished, table_setup(polished.settings, parse_args(FLAGS)))
    assert isinstance(scene, TableScene)
    scene.leave()  # its first save
    scene.saving.saver.flush()
    kept = [each for each in path.parent.iterdir() if each.name.startswith(f"{path.name}.damaged-")]
    assert [each.read_text() for each in kept] == [newer]
    assert json.loads(path.read_text())["version"] == resume.VERSION


def test_a_saved_game_on_file_opens_the_title_that_continues_it(home, polished):
    table = saved_after_a_pot(polished.settings, "night-baseball")
    before = resume.resume_path().read_bytes()
    scene = start_scene(polished, table_setup(polished.settings, parse_args(FLAGS)))
    assert isinstance(scene, TitleScene)
    assert scene.saved is not None and scene.saved.decisions == table.decisions
    assert resume.resume_path().read_bytes() == before
    assert polished.polish.toasts[-1].text == SAVED_IN_THE_WAY
