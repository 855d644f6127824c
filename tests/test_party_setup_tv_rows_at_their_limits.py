"""HOST A PARTY's rows at their limits, issue 31's host play-test. PLAYERS AT THE TV showed '>' with
every seat the TV may have taken (a Dealer's Choice keeps two off it, a No Peek game none), as if
Right would add one: a row's arrows show only the ways it can move, no '>' at its top, no '<' at
its bottom (SEATS too), the value staying where it was. And the name offered a new player at the
TV was one a different person in tonight's ledger had, whose line theirs joined: a default name is
one nobody in tonight's ledger has, unless the host typed it for the player at the TV it names."""

from __future__ import annotations

import os
from fractions import Fraction

import pygame
import pytest
from test_party_tv import to_setup
from test_ui_support import drawn_by, key, press

from game.play import ledger_file
from game.play.ledger import Ledger, Person, session_nets
from game.screens.scenes.party_setup import PartyPlayersScene
from game.screens.tv_player_names import at_the_tv, choices

pytestmark = pytest.mark.usefixtures("loopback")  # tests/conftest.py
ROW = "PLAYERS AT THE TV"


def row_drawn(app, setup, monkeypatch, label: str) -> str:
    """The row `label` as the page draws it."""
    return next(text for text, _ in drawn_by(app, setup, monkeypatch) if text.startswith(label))


def shot(app, name: str) -> None:
    """The page as a TV of 1920x1080 and one of 1280x720 shows it, to be looked at (SHOTS_DIR)."""
    folder = os.environ.get("SHOTS_DIR")
    if folder:
        for size, scale in (
            ((1920, 1080), pygame.transform.scale),
            ((1280, 720), pygame.transform.smoothscale),
        ):
            pygame.image.save(scale(app.display.canvas, size), os.path.join(folder, f"{name}_{size[1]}.png"))


@pytest.mark.parametrize(("game", "seats", "most"), [("dealers-choice", 5, 3), ("night-baseball", 4, 4)])
def test_the_tv_players_row_draws_only_the_arrows_it_answers(app, monkeypatch, game, seats, most):
    app.settings.party_seats = seats
    setup = to_setup(app, game)
    assert setup.seats == seats and setup.tv_seats == most  # every seat but two in a dealer's choice
    while setup.menu.current.label != ROW:
        press(app, key(pygame.K_DOWN))
    nobody = row_drawn(app, setup, monkeypatch, ROW)
    assert nobody.rstrip().endswith("0 >") and "<" not in nobody  # Left takes nobody off
    press(app, *[key(pygame.K_RIGHT)] * (most + 1))  # to the top, and once more: nobody more
    assert len(setup.players) == most
    top = row_drawn(app, setup, monkeypatch, ROW)
    shot(app, f"party_setup_tv_top_{game}")
    assert f"< {most}: PLAYER 1" in top and ">" not in top  # Right adds nobody: no '>'
    assert top.index(str(most)) == nobody.index("0")  # the value where it was
    press(app, key(pygame.K_LEFT))
    between = row_drawn(app, setup, monkeypatch, ROW)
    assert "<" in between and between.rstrip().endswith(">")


def test_seats_draws_no_arrow_past_its_ends(app, monkeypatch):
    setup = to_setup(app, "night-baseball")
    press(app, key(pygame.K_DOWN), *[key(pygame.K_RIGHT)] * 8)  # SEATS, past its most
    assert setup.seats == setup.rules.max_players
    most = row_drawn(app, setup, monkeypatch, "SEATS")
    assert most.rstrip().endswith(str(setup.seats)) and "<" in most and ">" not in most
    press(app, *[key(pygame.K_LEFT)] * 8)
    assert setup.seats == setup.rules.min_players
    fewest = row_drawn(app, setup, monkeypatch, "SEATS")
    assert "<" not in fewest and fewest.rstrip().endswith(">")
    assert fewest.index(str(setup.seats)) == most.index(str(setup.rules.max_players))


def tonight(*people: tuple[Person, int]) -> None:
    """Tonight's ledger on disk with one session of `people`, each with their net."""
    night = ledger_file.tonight()
    session = session_nets(
        f"party-{night}-1",
        "Night Baseball",
        f"{night}T21:00",
        3,
        True,
        ((p.key, Fraction(net)) for p, net in people),
    )
    ledger_file.save(Ledger(night, tuple(person for person, _ in people), (session,)))


def guest(name: str) -> Person:
    """A phone guest of tonight's ledger, known by their phone."""
    return Person(f"phone:0123456789abcdef:{name.casefold()}", name, False)


def test_a_default_name_is_nobodys_in_tonights_ledger(app):
    """An earlier party tonight had PLAYER 1 at the TV, and QUEENIE on a phone: the host's next
    party offers PLAYER 2, then PLAYER 3, and not QUEENIE, though the host once typed it."""
    tonight((at_the_tv("Player 1"), 2), (guest("Queenie"), -1), (Person("bot:cpu 3", "CPU 3", True), -1))
    app.settings.party_tv_names = ["Queenie"]
    app.settings.party_tv_players = 2
    setup = to_setup(app, "night-baseball")
    assert [player.name for player in setup.players] == ["Player 2", "Player 3"]
    page = PartyPlayersScene(app, [], 4)  # the players' page (and the host's menu's) the same
    app.stack.scenes[:] = [page]
    press(app, key(pygame.K_j))
    assert [player.name for player in page.players] == ["Player 2"]
    press(app, key(pygame.K_UP))  # up/down step through the names offered: QUEENIE is none of them
    assert page.players[0].name not in ("Queenie", "Player 1")


def test_a_name_typed_for_a_player_at_the_tv_tonight_is_offered_them_again(app):
    """QUEENIE played at the TV earlier tonight under the name the host typed: that is her coming
    back, her line going on; PLAYER 1, never typed, is offered nobody."""
    tonight((at_the_tv("Queenie"), 1), (at_the_tv("Player 1"), 1), (Person("bot:cpu 3", "CPU 3", True), -2))
    app.settings.party_tv_names = ["Queenie"]
    app.settings.party_tv_players = 2
    setup = to_setup(app, "night-baseball")
    assert [player.name for player in setup.players] == ["Queenie", "Player 2"]


def test_the_numbers_go_on_past_those_tonight_has():
    taken = [at_the_tv(f"Player {n}") for n in range(1, 9)]
    assert choices(["Ann"], taken) == ["Ann", *(f"Player {n}" for n in range(9, 17))]
    assert choices(["player 9"], taken)[:2] == ["player 9", "Player 10"]  # once each, typed first
