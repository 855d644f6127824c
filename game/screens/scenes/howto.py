"""How to play: the chosen profile's rules in words and the controls, the games in the PLAY menu's
order (the main four first: a newcomer met six Baseball variants before Midnight Baseball). Left/right
change profile; G plays the game's guided first hand (game.screens.scenes.guided_table), named in
the footer only on a game that has one; W the words of every game (the pause menu's: its game's). In attract mode
(game.screens.attract) it shows for a while and any input wakes the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.platform import palette, sound
from game.platform.display import SAFE, WIDTH
from game.platform.input import Button, Input
from game.platform.text import BODY, wrap, wrap_whole
from game.play.guided import has_guide
from game.play.session import no_profiles_message, profiles
from game.screens import openers
from game.screens.attract import PAGE_TIME
from game.screens.menu_page import MenuScene
from game.telling.game_call import house_lines
from game.telling.hand_chart import rules_lines

if TYPE_CHECKING:
    from game.screens.scene import AttractMode, SceneHost

CONTROLS = (
    # the pad's A, not the key A (a newcomer read it as the table's [A] AUTO-CHECK)
    "ARROWS / D-PAD  move      ENTER / SPACE / PAD A  choose",
    # a button says CALL with its C underlined, "[N] BACK" where its words hold no key letter
    # (game.felt.action_menu): a newcomer at large read of [ ] here and found none
    "LETTER KEYS  the [ ] or underlined letter   MOUSE  click",
    "TAB / X  skip the animation   P / ESC / B  pause",
    "F11 / ALT+ENTER  fullscreen   H  coach on / off",
)
COLUMNS = 56  # of body text across the TV-safe area
# the rules end above the controls (a stud game's streets named take three; Baseball Bring-in's
# rules and how big its hands run, 16; Midnight Baseball's, with where its four's card lies, 17)
SUMMARY_LINES = 17
TOP, ROW = 90, 19  # the rules' first line and the lines' spacing
CONTROLS_Y = TOP + SUMMARY_LINES * ROW + 10  # below the rules, above the footer


class HowToScene(MenuScene):
    heading = "HOW TO PLAY"

    def __init__(self, app: SceneHost, attract: AttractMode | None = None) -> None:
        super().__init__(app)
        self.attract = attract
        self.clock = 0.0
        self.entries = [entry for entry in profiles() if entry.ok]
        ids = [entry.id for entry in self.entries]
        default = app.settings.default_profile
        self.index = ids.index(default) if default in ids else 0
        self.footer = self.footer_for_game()

    def footer_for_game(self) -> str:
        """MenuScene's footer, for the game in view: G only where it has a guided hand."""
        guided = "G GUIDED HAND  " if self.entries and has_guide(self.entries[self.index].id) else ""
        return f"LEFT/RIGHT GAMES  {guided}W WORDS  ESC/B BACK"

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.attract is not None and self.clock >= PAGE_TIME:
            self.attract.next(self.app)

    def handle(self, inp: Input) -> None:
        if self.attract is not None:
            self.attract.wake(self.app)
        elif inp.kind == "key" and inp.key in ("g", "w") and self.entries:
            self.open_page(inp.key)
        elif (inp.is_(Button.LEFT) or inp.is_(Button.RIGHT)) and self.entries:
            self.index = (self.index + (1 if inp.is_(Button.RIGHT) else -1)) % len(self.entries)
            self.footer = self.footer_for_game()
        elif inp.is_(Button.BACK) or inp.is_(Button.CONFIRM) or inp.kind == "click":
            self.back()

    def open_page(self, key: str) -> None:
        """G: the guided first hand of the game shown (if it has one); W: the words of the game."""
        entry = self.entries[self.index]
        if entry.rules is None:  # not listed: the page shows the usable games only
            return
        if key == "w":
            self.app.push(openers.chart(rules=entry.rules, page="words", every_word=True))
        elif has_guide(entry.id):
            offered = self.app.settings.guided_offered
            if entry.id not in offered:  # played here: choosing the game later offers it no more
                offered.append(entry.id)
            self.app.push(openers.guided(profile_id=entry.id, rules=entry.rules))
        else:
            sound.play("error")

    def draw_body(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        if not self.entries:  # nothing usable to explain: say why, and the controls still show
            for row, line in enumerate(wrap(no_profiles_message(), COLUMNS)[:SUMMARY_LINES]):
                text.draw(canvas, line, (SAFE.x + 4, TOP + row * ROW), BODY, palette.ORANGE)
            self.draw_controls(canvas)
            return
        rules = self.entries[self.index].rules
        assert rules is not None  # only usable profiles are listed
        text.draw(canvas, f"< {rules.name.upper()} >", (WIDTH // 2, 62), BODY, palette.CYAN, anchor="midtop")
        # the rules in words from the profile itself, as the pause menu's RULES page says them; the
        # house rules (game.telling.rules_words) stand out in yellow
        house = {line + "." for line in house_lines(rules)}  # a dealer's choice: its games
        lines = [
            (line, palette.YELLOW if sentence in house else palette.WHITE)
            for sentence in rules_lines(rules)
            for line in wrap_whole(sentence, COLUMNS)
        ]
        for row, (line, colour) in enumerate(lines[:SUMMARY_LINES]):
            text.draw(canvas, line, (SAFE.x + 4, TOP + row * ROW), BODY, colour)
        self.draw_controls(canvas)

    def draw_controls(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        for row, line in enumerate(CONTROLS):
            text.draw(
                canvas, line, (WIDTH // 2, CONTROLS_Y + row * ROW), BODY, palette.GREEN, anchor="midtop"
            )
