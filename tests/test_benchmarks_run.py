"""Benchmarks rot silently: each script in benchmarks/ runs here at the smallest sizes its flags
allow and must exit 0 printing its headline numbers. Only that they are printed is checked, never
how fast anything was: timings belong to the scripts, read by a person."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NUMBER = r"[\d,]+(?:\.\d+)?"

# script -> (its smallest run, a pattern per headline line)
RUNS = {
    "bench_engine.py": (
        ["--runs", "1", "--hands", "1", "--bot-hands", "1"],
        [
            *(
                rf"^{game} +6 simple players: median {NUMBER} hands/s wall clock, {NUMBER} hands per CPU second$"
                for game in ("baseball", "midnight-baseball")
            ),
            *(
                rf"^{game} +6 hard players: median {NUMBER} hands/s wall clock, {NUMBER} hands per CPU second; "
                rf"decision p50 {NUMBER} ms, p95 {NUMBER} ms \([1-9]\d* decisions\)$"
                for game in ("baseball", "midnight-baseball")
            ),
        ],
    ),
    "bench_hands.py": (
        ["--runs", "1", "--hands", "10"],
        [
            r"^median of 1 interleaved rounds over 10 hands each$",
            *(
                rf"^  {name} +{NUMBER} evals/s"
                for name in (
                    "natural 7 cards",
                    "8 cards, 2 wilds",
                    "9 cards, 3 wilds",
                    "9 cards, 3/9/J wild",
                    "showing 1-4 cards",
                    "best five, baseball 7",
                )
            ),
            rf"^  import engine.hands +{NUMBER} ms",
        ],
    ),
    "bench_party.py": (
        ["--hands", "1", "--seats", "2", "--spectators", "1", "--timeout", "60"],
        [
            r"^party: 2 phones \+ 1 spectators, [1-9]\d* hands, [1-9]\d* actions",
            rf"^action to every client's update: median {NUMBER} ms  p95 {NUMBER} ms  max {NUMBER} ms",
            r"^messages lost 0, repeated 0, errors 0$",
        ],
    ),
    "bench_checked_pots.py": (
        ["--hands", "2", "--workers", "1", "--games", "baseball,midnight-baseball"],
        [
            rf"^{level} +balanced you passive, 4 seats, {game} +nobody bet: +{NUMBER}%$"
            for level in ("easy", "normal", "hard")
            for game in ("baseball", "midnight-baseball")
        ],
    ),
    "bench_hall_of_fame.py": (
        ["--nights", "3", "--runs", "1"],
        [
            rf"^3 nights, {what}: median open {NUMBER} ms, nights in after {NUMBER} ms$"
            for what in ("every file read again", "files unchanged since")
        ],
    ),
    "bench_sound.py": (
        ["--runs", "1"],
        [
            rf"^sound bank build: median {NUMBER} ms$",
            rf"^load \+ check a saved session after 7 of 8 pots \(6 players\): median {NUMBER} ms$",
            rf"^CRT filter per frame: median {NUMBER} ms$",
        ],
    ),
    # the deal takes about 1.5 s of real time before the first computer player thinks
    "bench_frame.py": (
        ["--seeds", "1", "--think-seconds", "4", "--runs", "1"],
        [
            r"^busiest frames measured: [1-9]\d*",
            rf"^update\+draw +median {NUMBER} ms +p95 {NUMBER} ms",
            rf"^present +median {NUMBER} ms +p95 {NUMBER} ms",
            rf"^frame interval while hard computer players think: median {NUMBER} ms +p95 {NUMBER} ms +\([1-9]\d* frames",
            rf"^start to first title frame: median {NUMBER} s +max {NUMBER} s",
        ],
    ),
    "bench_idle.py": (
        ["--seconds", "0.5", "--runs", "1"],
        [
            rf"^waiting for the human \(6 players, baseball\): median {NUMBER}% of one core",
            rf"^the same at a full 60 frames a second: median {NUMBER}% of one core$",
        ],
    ),
    "bench_music.py": (
        ["--runs", "1", "--seconds", "0.5"],
        [
            *(
                rf"^loop {name}: {NUMBER} s, -{NUMBER} dBFS \([+-]{NUMBER} dB against the effects, at full MUSIC volume\), render median {NUMBER} ms$"
                for name in ("title", "table", "lobby", "calm")
            ),
            rf"^title waiting for a button, with music: median {NUMBER}% of one core, without {NUMBER}%",
        ],
    ),
    "bench_coach.py": (
        ["--tables", "1", "--decisions", "1", "--seconds", "0.3"],
        [
            rf"^cost \([1-9]\d* spots, {NUMBER} deals\): median {NUMBER} ms   p95 {NUMBER} ms",
            *(
                rf"^noise at {name}: median {NUMBER}   max {NUMBER} points$"
                for name in ("DEALS", "the hard players' count")
            ),
            *(
                rf"^frames {name}: median {NUMBER} ms   p95 {NUMBER} ms"
                for name in ("with no estimate", "while the coach estimates")
            ),
        ],
    ),
    # the shortest loop (the lobby's 32 s) past its loop point, the disk driver writing about four
    # times faster than the speakers play
    "bench_music_seam.py": (
        ["--loops", "lobby", "--disk-delay", "2"],
        [
            rf"^loop lobby: {NUMBER} s, recorded {NUMBER} s, {NUMBER} s after the fade in; gain {NUMBER}$",
            rf"^  same: {NUMBER} within 0.5 s of the loop point; drift -?{NUMBER} samples$",
            rf"^  click: step {NUMBER} at the loop point, the music's own around it p99 {NUMBER} max {NUMBER}$",
            rf"^  gap: {NUMBER} ms at rest over the loop point, at most {NUMBER} ms anywhere else$",
            rf"^  level: [+-]{NUMBER} dB bar to bar at the loop point, [+-]{NUMBER} to [+-]{NUMBER} dB at the "
            rf"other {NUMBER} bar lines$",
            rf"^  your_turn: -{NUMBER} dBFS, [+-]{NUMBER} dB over the music \(-{NUMBER} dBFS\), "
            rf"[+-]{NUMBER} dB over it ducked$",
        ],
    ),
    "bench_simulate_memory.py": (
        ["--sizes", "1,2", "--runs", "1"],
        [
            rf"^simulate 1 sessions without --history: peak RSS median {NUMBER} MiB",
            rf"^simulate 2 sessions with --history: peak RSS median {NUMBER} MiB",
        ],
    ),
    "bench_cheap_calls.py": (
        ["--sessions", "1", "--levels", "normal"],
        [
            r"^Baseball, six seats: answers to a human's 1-chip bet on third street \(1 sessions\)$",
            rf"^  normal folded {NUMBER}/{NUMBER} = {NUMBER}%; everyone folded in {NUMBER}/{NUMBER} pots",
            *(
                rf"^{game}, five seats: calls of at most a tenth of the pot \(1 sessions\)$"
                for game in ("midnight-baseball", "night-baseball")
            ),
            rf"^  normal folded {NUMBER}/{NUMBER} = {NUMBER}%, {NUMBER} of them with the pot odds paid for",
        ],
    ),
    "bench_silly_bets.py": (
        ["--sessions", "1", "--levels", "normal", "--only", "no_peek"],
        [
            *(
                rf"^{game}, four seats: bets when free to open with ace high or worse showing$"
                for game in ("night-baseball", "midnight-baseball")
            ),
            rf"^  normal median {NUMBER}% a session; all {NUMBER}/{NUMBER} = {NUMBER}%$",
        ],
    ),
    "bench_party_no_peek.py": (
        ["--seats", "2", "--seeds", "1", "--answers", "0"],
        [
            rf"^seed 1: +{NUMBER} min, [1-9]\d* phone answers",
            r"^midnight-baseball, 2 phones, 1 hands each:$",
            rf"^  median {NUMBER} min, answering after 0 s$",
        ],
    ),
    "bench_no_peek_pace.py": (
        ["--seeds", "1", "--players", "2"],
        [
            rf"^seed 1: +{NUMBER} s, {NUMBER} presses at your turn, {NUMBER} toggles$",
            rf"^median {NUMBER} s over 1 hands \(night-baseball, 2 players, {NUMBER} s a press\)$",
        ],
    ),
    "bench_check_rounds.py": (
        ["--profiles", "night-baseball", "--seats", "2", "--seeds", "1"],
        [
            r"^  seed 1: +{N} s, [1-9]\d* rounds \({N} checked around\), [1-9]\d* asks \({N} CHECK/BET\)$".replace(
                "{N}", NUMBER
            ),
            rf"^night-baseball, 2 seats: median {NUMBER} s a hand, {NUMBER} rounds, {NUMBER} checked around, "
            rf"{NUMBER} asks, {NUMBER} CHECK/BET; a checked-around round {NUMBER} s \(1 hands\)$",
        ],
    ),
    # only the ladder is quick: two pairings over one duplicate session each (styles, calls and
    # time play whole sessions at three to six seats)
    "bench_bots.py": (
        [
            "--only",
            "ladder",
            "--hands",
            "1",
            "--profiles",
            "baseball",
            "--pairs",
            "easy:random,easy:plain",
            "--workers",
            "1",
        ],
        [
            r"^ladder: heads-up, duplicate decks",
            rf"^  baseball +easy +vs random +[+-]{NUMBER} ± {NUMBER} \([1-9]\d* duplicate hands",
            rf"^  baseball +easy +vs plain +[+-]{NUMBER} ± {NUMBER} \([1-9]\d* duplicate hands",
        ],
    ),
}


def run(script: str, args: list[str]) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / script), *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


# modules of benchmarks/ that are not scripts, each with the script that runs it
HELPERS = {"plain_equity_player.py": "bench_bots.py"}


def test_every_benchmark_script_is_run_here():
    scripts = sorted(path.name for path in (ROOT / "benchmarks").glob("*.py") if path.name not in HELPERS)
    assert scripts == sorted(RUNS)
    assert set(HELPERS.values()) <= set(RUNS)


@pytest.mark.parametrize("script", sorted(RUNS))
def test_a_benchmark_runs_at_its_smallest_size_and_prints_its_headline_numbers(script):
    args, headlines = RUNS[script]
    result = run(script, args)
    assert result.returncode == 0, result.stderr[-2000:]
    missing = [pattern for pattern in headlines if not re.search(pattern, result.stdout, re.MULTILINE)]
    assert not missing, f"{script} printed:\n{result.stdout}\nmissing: {missing}"
