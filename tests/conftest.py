"""Every test runs headless and away from the real home folder.

SDL's dummy drivers are set before anything can import pygame, and the per-user profile folder and
the settings / hall of fame / resume folder point at empty temporary folders of the test run's own.
"""

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["BASEBALL_POKER_PROFILE_DIR"] = tempfile.mkdtemp(prefix="bbp-test-profiles-")
os.environ["BASEBALL_POKER_HOME"] = tempfile.mkdtemp(prefix="bbp-test-home-")
