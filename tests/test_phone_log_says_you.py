"""A phone's log says its own guest's moves to them (phone_words.js yourLine, issue 31: a host
play-test's guest read "Bartholomew F. raises by 1 to 4" of their own raise on their own phone);
every other line as the TV's log says it. The page's function, run by node."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

WORDS = Path(__file__).parent.parent / "game" / "party" / "wire" / "static" / "phone_words.js"
NAMES = ["Sam", "Sam B.", "CPU 3", "Zoë"]
SAID = {  # a line of the log -> as Sam's phone says it
    "Sam raises by 1 to 4": "You raise by 1 to 4",
    "Sam is beaten: every card turned": "You are beaten: every card turned",
    "Sam opens: left of the dealer": "You open: left of the dealer",
    "Sam brings in 1": "You bring in 1",
    "Sam picks Baseball": "You pick Baseball",
    "Sam checks": "You check",
    "Zoë and Sam check": "Zoë and you check",
    "Sam, Zoë and CPU 3 check": "You, Zoë and CPU 3 check",
    # not his: as the TV says them
    "Sam B. raises by 1 to 4": "Sam B. raises by 1 to 4",
    "Zoë raises by 1 to 4": "Zoë raises by 1 to 4",
    "Zoë and CPU 3 check": "Zoë and CPU 3 check",
    "Baseball picked for Sam: time ran out": "Baseball picked for Sam: time ran out",
}


@pytest.mark.skipif(shutil.which("node") is None, reason="no node to run the page's script")
def test_the_guests_own_moves_are_said_to_them_as_you():
    script = (
        f"global.window = {{}}; require({json.dumps(str(WORDS))});"
        f"const lines = {json.dumps(list(SAID))}, names = {json.dumps(NAMES)};"
        "console.log(JSON.stringify(lines.map((l) => window.PhoneWords.yourLine(l, 'Sam', names))));"
    )
    out = subprocess.run(["node", "-e", script], capture_output=True, text=True, check=True, timeout=30)
    assert dict(zip(SAID, json.loads(out.stdout), strict=True)) == SAID
    nobody = ["node", "-e", script.replace("'Sam'", "''")]  # a phone with no seat: the TV's words
    assert json.loads(subprocess.run(nobody, capture_output=True, text=True, check=True).stdout) == list(SAID)
