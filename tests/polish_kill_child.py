"""Run by test_polish_resume: plays a session through the real table scene (the human always
calls or checks, and deals on from each result), and once two pots are over, part-way into the third, kills itself
with SIGKILL, the way a crash or a pulled plug would end it. Before dying it writes every
decision made so far to argv[1], so the test can compare the resumed session with this one."""

import json
import os
import signal
import sys

sys.path[:0] = [
    os.path.dirname(os.path.abspath(__file__)),
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
]
os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")

import pygame  # noqa: E402
from test_polish_support import human_move  # noqa: E402

from game.play.session import direct_setup  # noqa: E402
from game.screens.app import App  # noqa: E402
from game.screens.table_scene import TableScene  # noqa: E402

pygame.init()
app = App()
app.display.open(False)
app.polish.persist()
app.settings.animation_speed = 4.0
scene = TableScene(app, direct_setup(app.settings, "baseball", 3, 21))
app.stack.push(scene)
for _ in range(40000):
    app.frame([], 0.05)
    table = scene.table
    ends = sum(1 for event in table.events if event.type == "hand_end")
    if ends >= 2 and scene.model.hand == 3 and len(scene.model.seats[0].cards) >= 4:
        # the saves of this pot's decisions on disk first: the saver writes the newest on its own
        # thread, and a kill in the middle of a burst of bot moves lost all of pot 3's, so the
        # session continued at pot 2's result (held there: game.play.session), not part-way in
        scene.saving.saver.flush()
        with open(sys.argv[1], "w") as out:
            json.dump([[a.seat, a.kind] for a in table.decisions], out)
        os.kill(os.getpid(), signal.SIGKILL)
    if app.stack.top is scene and scene.buttons is not None:
        scene.choose(human_move(table.legal_actions()))
    elif type(app.stack.top).__name__ == "ResultBanner":  # the result waits for NEXT HAND
        app.stack.top.close()
sys.exit("the third pot never came")
