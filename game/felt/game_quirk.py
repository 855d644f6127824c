"""What sets the pot's game apart, under its name and wild cards in the game's information at the
bottom left ("4: HIDDEN CARD" over "7 CARDS"): a newcomer's play-test could not tell Midnight
Baseball from Night Baseball at the table, the corner saying only their names and what is wild. The
words come from the rules (what a four brings, the No Peek pile's size), never from a game's name,
so a user's game says its own; a game with nothing of the kind (plain stud) says nothing more.
"""

from __future__ import annotations

from engine.rules import Rules
from game.felt.coach import panel_rect
from game.felt.table_model import TableModel


def quirk_parts(rules: Rules) -> list[str]:
    """The game's own quirks, the most telling first: what a four dealt or turned face up brings (a
    hidden card, an extra upcard, a card to buy), then a No Peek pile's cards; [] for none."""
    parts = []
    fours = rules.fours
    if fours.face_up == "pay":
        parts.append("4: BUY A CARD")
    elif fours.face_up == "free":
        parts.append("4: HIDDEN CARD" if fours.bonus_card == "down" else "4: EXTRA CARD")
    if rules.flow == "no_peek":
        parts.append(f"{rules.cards} CARDS")
    return parts


def corner_rest(
    model: TableModel, top: int, size: int, step: int, keys: int, keep_keys: bool, coach_lines: int = 1
) -> tuple[list[str], bool]:
    """Under the wild cards from `top`: the pot's quirks, a line `size` high each `step` apart, and whether the
    keys' line (`keys` pixels high, 0 when the table leaves it out) is drawn, all ending 10 pixels
    over the coach's panel of `coach_lines` (its one line is kept clear with the coach off too: H
    shows it at any moment; with the coach on, its why's two-line sentences). The most
    telling quirk goes before the keys unless `keep_keys` (the party TV: the host's menu key is
    always shown); the rest only where there is room, so a long name or TEXT SIZE large may leave
    out some or all. No quirks while a dealer calls."""
    parts = [] if model.calling or model.rules is None else quirk_parts(model.rules)
    room = panel_rect(0, coach_lines).top - (GAP if coach_lines == 1 else WHY_GAP) - top
    alone = (room + step - size) // step  # lines that fit with no keys' line under them
    with_keys = (room - keys) // step if keys else alone
    if with_keys >= min(1, len(parts)) or keep_keys:
        return parts[: max(0, with_keys)], bool(keys)
    return parts[: max(0, alone)], False  # the keys' line gives way to the first quirk


GAP = 10  # between the corner's last line and the coach's panel
WHY_GAP = 4  # ...the coach's two-line panel: Night Baseball's quirk still fits over it
