"""Every test runs headless: SDL's dummy drivers are set before anything can import pygame."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# Tests never read or write the real per-user folders: empty profile and home folders of their own.
import tempfile  # noqa: E402

os.environ["BASEBALL_POKER_PROFILE_DIR"] = tempfile.mkdtemp(prefix="bbp-test-profiles-")
os.environ["BASEBALL_POKER_HOME"] = tempfile.mkdtemp(prefix="bbp-test-home-")
