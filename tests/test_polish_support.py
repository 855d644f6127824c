"""Shared helpers for the polish tests (no tests here): an app whose user folders are a temporary
home, so nothing ever touches the real settings, hall of fame or saved session."""

from __future__ import annotations

import pygame
import pytest

from game import storage
from game.app import App


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


@pytest.fixture
def polished(home):
    """A headless app that reads and writes user files (in the temporary home), like the real program."""
    pygame.init()
    application = App()
    application.display.open(False)
    application.polish.persist()
    return application


def human_move(legal) -> str:
    """A harmless legal choice for the human: never fold when anything else is possible."""
    for kind in ("check", "call", "pay", "reveal", "turn", "bring_in", "decline", "keep"):
        if kind in legal.kinds:
            return kind
    return legal.kinds[0]
