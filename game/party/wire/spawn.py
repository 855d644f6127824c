"""A headless party host in a child process, for tools that drive a real one (the party benchmark,
the browser tests): start `python -m game party --no-window` on a free local port and wait for
the join address it prints (game.party.wire.headless says it first thing, flushed, to a pipe).
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

JOIN = re.compile(r"join at (http://(127\.0\.0\.1:\d+)/\?room=([A-Z]{4}))")
STARTUP = 30.0  # seconds to wait for the join address
STOPPING = 10.0  # seconds a host has to stop after SIGTERM


class HostError(RuntimeError):
    """The host never said where to join, or did not stop when asked."""


@dataclass
class Host:
    process: subprocess.Popen[str]
    url: str  # the join page, room code included
    address: str  # host:port
    code: str  # the room code

    def stop(self) -> None:
        """SIGTERM, as a person's Ctrl+C; a host that does not stop in time is killed and reported."""
        self.process.terminate()
        try:
            self.process.wait(timeout=STOPPING)
        except subprocess.TimeoutExpired:
            self.process.kill()
            raise HostError(f"the host did not stop within {STOPPING:.0f} s of SIGTERM") from None


def start_host(profile: str | Path, seats: int, *options: str, cwd: Path | None = None) -> Host:
    """A host for `profile` (a shipped id or a file) with `seats` seats on 127.0.0.1, any free
    port; `options` are further `party` flags (seed, bot delay, pauses, rate, timer)."""
    process = subprocess.Popen(
        [
            *(sys.executable, "-m", "game", "party", "--no-window", "--host", "127.0.0.1", "--port", "0"),
            *("--profile", str(profile), "--seats", str(seats), *options),
        ],
        cwd=cwd,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    deadline = time.monotonic() + STARTUP
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line and process.poll() is not None:
            break
        found = JOIN.search(line)
        if found:
            return Host(process, found.group(1), found.group(2), found.group(3))
    process.kill()
    raise HostError("the headless host never printed its join address")
