"""The names of the players at the party TV: offered as PLAYER 1, PLAYER 2... (up and down cycle them) or
typed by the host on the letter grid (game.screens.scenes.house_name), under a phone guest's rules:
only the letters the TV draws, at most 16 of them (game.party.tv_letters, protocol.MAX_NAME), and
none another player at the TV has (a guest of the same name sits down as "Ann 2", as two phones
would). Typed names are kept in the settings, the latest first, and offered first the next time (a
play-test's host could not make the player at the TV anything but ACE).

No name is offered that another person in tonight's ledger goes by: a player at the TV is one of the
ledger's people by their name alone (game.play.night_keeper.person_of), and a host play-test's new
player at the TV, offered an earlier player's name, had their net added to that earlier player's."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction

from game.party.protocol import MAX_NAME
from game.party.tv_letters import tv_name
from game.play import ledger_file
from game.play.host_facts import Placing
from game.play.ledger import Person
from game.play.night_keeper import person_of

# numbered as a console numbers its controllers' players; typed-case, as a phone guest types a name:
# the phones, the log and the ledger show "Player 1", the TV "PLAYER 1". They were card names, and a
# host play-test's centre read "BEAT ACE: SEVEN HIGH" (the player, or the card?). Numbered on past
# those tonight's ledger has (a night of parties may use up the first eight): far beyond any night
TV_NAMES = tuple(f"Player {number}" for number in range(1, 100))
KEPT = 8  # typed names the settings keep, and numbered names offered at once


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


def tonight_people() -> tuple[Person, ...]:
    """Everyone in tonight's ledger as saved (during a party, as at its last pot's end): nobody where
    the file cannot be read (the party's own ledger says why as it opens)."""
    return ledger_file.load(ledger_file.tonight(), tidy=False)[0].people


def at_the_tv(name: str) -> Person:
    """Who a player at the TV going by `name` is in the night's ledger (their name is their key)."""
    return person_of(Placing(0, name, Fraction(0), None, True))


def choices(kept: Sequence[str], tonight: Iterable[Person] = ()) -> list[str]:
    """The names offered a player at the TV, in order: the typed ones kept, then PLAYER 1, PLAYER 2...;
    none another person in tonight's ledger (`tonight`) goes by (a new player at the TV would join
    their line, names being people for the night, or stand beside it as a second of the name). A
    typed name whose line there is a player at the TV's is offered still: the host typed it for
    them, and it is that player coming back (a phone guest of the name is another person)."""
    people = list(tonight)
    named = {person.name.casefold() for person in people}
    keys = {person.key for person in people}
    typed = [name for name in kept if name.casefold() not in named or at_the_tv(name).key in keys]
    folded = {name.casefold() for name in typed} | named
    numbered = [name for name in TV_NAMES if name.casefold() not in folded][:KEPT]
    return [*typed, *numbered]


def offered(names: Sequence[str], taken: Iterable[str]) -> str | None:
    """The first of `names` (`choices`) nobody at the TV or the table has; None when all are."""
    used = {name.casefold() for name in taken}
    return next((name for name in names if name.casefold() not in used), None)
