"""The names of the players at the party TV: offered as PLAYER 1, PLAYER 2... (up and down cycle them) or
typed by the host on the letter grid (game.screens.scenes.house_name), under a phone guest's rules:
only the letters the TV draws, at most 16 of them (game.party.tv_letters, protocol.MAX_NAME), and
none another player at the TV has (a guest of the same name sits down as "Ann 2", as two phones
would). Typed names are kept in the settings, the latest first, and offered first the next time (a
play-test's host could not make the player at the TV anything but ACE)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.party.protocol import MAX_NAME
from game.party.tv_letters import tv_name

# numbered as a console numbers its controllers' players; typed-case, as a phone guest types a name:
# the phones, the log and the ledger show "Player 1", the TV "PLAYER 1". They were card names, and a
# host play-test's centre read "BEAT ACE: SEVEN HIGH" (the player, or the card?)
TV_NAMES = tuple(f"Player {number}" for number in range(1, 9))
KEPT = 8  # typed names the settings keep


def typed_name(letters: str) -> str:
    """The letter grid's capitals as a guest would type them: "O'BRIEN" is "O'Brien"."""
    return tv_name(letters).title()[:MAX_NAME]


def name_problem(name: str, others: Iterable[str]) -> str | None:
    """Why `name` cannot be this player's at the TV (`others`: the other players' there), or None."""
    if not tv_name(name):
        return "TYPE A NAME, OR ESC/B TO KEEP THE ONE YOU HAD"
    if len(tv_name(name)) > MAX_NAME:
        return f"A NAME IS AT MOST {MAX_NAME} LETTERS"
    if any(typed_name(name).casefold() == other.casefold() for other in others):
        return f"ANOTHER PLAYER AT THE TV IS {typed_name(name).upper()}"
    return None


def remembered(kept: Sequence[str], name: str) -> list[str]:
    """`kept` (the settings' typed names) with `name` first, once."""
    return [name, *(other for other in kept if other.casefold() != name.casefold())][:KEPT]


def offered(kept: Sequence[str], taken: Iterable[str]) -> str | None:
    """The first name nobody at the TV has: a kept (typed) one, else a card name; None when all are."""
    used = {name.casefold() for name in taken}
    return next((name for name in (*kept, *TV_NAMES) if name.casefold() not in used), None)
