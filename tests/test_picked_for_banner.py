"""The TV's banner says why a Dealer's Choice game was picked for its dealer, as the dealer's phone
does ('Time ran out, so Baseball was picked for you.'): a host play-test's TV showed only 'PICKED
FOR ZOË DICE' over BASEBALL. Too long for one line of the middle, it takes two, at its colon, at
both TEXT SIZEs, every line inside the middle and none on another; only where the middle has no line
to spare (a No Peek game's four lines of rules at TEXT SIZE large) is the pick said without why, or
where a name too long for PICKED FOR's line takes the line why had (tests/test_party_tv_picked_whole_name.py)."""

from __future__ import annotations

import os

import pygame
import pytest
from party_sweep import entry_for

from game.felt import layout
from game.felt.game_banner import PAD, draw_game_banner
from game.platform.text import Text
from game.telling.away_words import call_words
from game.telling.game_call import game_banner


class Drawn(Text):
    """The real font, keeping every line drawn with its rectangle."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[tuple[str, pygame.Rect]] = []

    def draw(self, canvas, text, *args, **kwargs) -> pygame.Rect:
        rect = super().draw(canvas, text, *args, **kwargs)
        self.lines.append((text, rect))
        return rect


def test_the_away_rules_pick_is_headed_by_its_reason():
    _, caller = call_words("Baseball", "Zoë Dice", False, False, "time ran out", "")
    assert caller == "TIME RAN OUT: PICKED FOR ZOË DICE"
    _, caller = call_words("Baseball", "Zoë Dice", False, False, None, "Zoë Dice picks Baseball")
    assert caller == "ZOË DICE PICKS"  # the dealer's own pick says nothing of time


@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
@pytest.mark.parametrize("profile", ["baseball", "midnight-baseball"])
@pytest.mark.parametrize("dealer", ["Zoë Dice", "Maximiliana Bell"])
def test_the_reason_and_the_dealer_both_show_inside_the_banner(places, profile, dealer):
    pygame.init()
    text, canvas = Drawn(), pygame.Surface((960, 540))
    _, caller = call_words("", dealer, False, False, "time ran out", "")
    draw_game_banner(canvas, text, (caller, *game_banner(entry_for(profile).rules)), places, places.log_box)
    said = [line for line, _ in text.lines]
    if places.large and profile == "midnight-baseball":  # no line to spare: the pick alone
        picked = said[0]
    elif said[0] == "PICKED FOR":  # a long name on its own line in the middle's two
        picked = f"{said[0]} {said[1]}"
    else:  # (a name too long for PICKED FOR's line on its own under it)
        assert said[0] == "TIME RAN OUT:"
        picked = said[1] if said[1] != "PICKED FOR" else f"{said[1]} {said[2]}"
    assert picked == f"PICKED FOR {dealer.upper()}" or (
        picked.endswith("\u2026") and f"PICKED FOR {dealer.upper()}".startswith(picked[:-1])
    )
    rects = [rect for _, rect in text.lines]
    inside = places.centre.inflate(-2 * PAD + 2, 0)
    assert all(inside.contains(rect) for rect in rects), text.lines
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :]), text.lines
    if os.environ.get("BANNER_SHOTS"):  # to look at it
        pygame.image.save(canvas, f"{os.environ['BANNER_SHOTS']}/{profile}-{places.large}-{dealer[:3]}.png")
