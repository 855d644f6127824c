"""`python main.py party --no-window`: the same server and engine with no window; it prints the join
address and room code, serves phones on it, stops cleanly, and refuses bad settings clearly."""

from __future__ import annotations

import asyncio
import json
import re
import subprocess
import sys
from pathlib import Path

import aiohttp
import pytest

ROOT = Path(__file__).resolve().parents[1]


def party(*args: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "main.py", "party", *args],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_the_headless_host_prints_its_address_and_serves_a_phone():
    host = party(
        "--no-window",
        "--host",
        "127.0.0.1",
        "--port",
        "0",
        "--profile",
        "night-baseball",
        "--seats",
        "3",
        "--seed",
        "9",
    )
    try:
        lines = [host.stdout.readline() for _ in range(3)]
        assert re.match(r"party: Night Baseball, 3 seats, room code [A-Z]{4}$", lines[0].strip())
        found = re.match(r"join at (http://127\.0\.0\.1:(\d+))/\?room=([A-Z]{4})$", lines[1].strip())
        assert found and found.group(3) in lines[0]
        assert lines[2].strip() == f"watch at {found.group(1)}/watch"

        async def guest() -> dict:
            async with aiohttp.ClientSession() as session, session.ws_connect(f"{found.group(1)}/ws") as ws:
                welcome = json.loads((await ws.receive(timeout=10)).data)
                await ws.send_str(json.dumps({"type": "join", "name": "Ann", "room": found.group(3)}))
                while True:
                    message = json.loads((await ws.receive(timeout=10)).data)
                    if message["type"] == "joined":
                        return {"welcome": welcome, "joined": message}

        got = asyncio.run(guest())
        assert got["welcome"]["game"] == "Night Baseball" and got["welcome"]["seats"] == 3
        assert got["joined"]["seat"] == 0 and len(got["joined"]["token"]) >= 32
    finally:
        host.terminate()
        assert host.wait(timeout=15) == 0


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--profile", "no-such-game"], "no-such-game"),
        (["--seats", "9"], "2 to 6 players, not 9"),
        (["--turn-seconds", "0"], "--turn-seconds must be more than 0"),
        (["--away-seconds", "-5"], "--away-seconds must be 0 (wait for ever) or more"),
    ],
)
def test_bad_settings_are_one_clear_line_and_exit_2(args, message):
    done = subprocess.run(
        [sys.executable, "main.py", "party", "--no-window", "--host", "127.0.0.1", "--port", "0", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2 and message in done.stderr and done.stderr.startswith("party: ")
