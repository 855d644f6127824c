"""The host's own games on disk: the user profiles the HOUSE RULES page lists, saves and deletes.

The list is the one the rest of the game keeps read (game.play.session.profiles: read again only
when a profile's file comes, goes or changes, as a save or a delete here does).

A house game is an ordinary user profile (engine.profile.user_profile_dir), written whole and at
once (game.store.storage), so PLAY, PARTY and the `profiles` command find it like any other.
Broken ones are listed too, with their message, so a host can delete a file that no longer loads.
"""

from __future__ import annotations

from pathlib import Path

from engine import safe_files
from engine.profile import ProfileEntry, user_profile_dir
from game.play.session import profiles
from game.store import storage


def house_games() -> list[ProfileEntry]:
    """The user's own profiles, usable or not, in the listing's order."""
    return [entry for entry in profiles() if entry.source == "user"]


def startable() -> list[ProfileEntry]:
    """The single games a new house game may start from (a dealer's choice lists games instead)."""
    return [entry for entry in profiles() if entry.rules is not None and not entry.rules.games]


def taken_names() -> dict[str, str]:
    """Every id in use and whose it is, for engine.house_rules.name_problem."""
    return {
        entry.id: f"{'your game' if entry.source == 'user' else 'the shipped game'} {entry.name.upper()}"
        for entry in profiles()
    }


def path_of(pid: str) -> Path:
    return user_profile_dir() / f"{pid}.yaml"


def save(pid: str, text: str, replacing: str = "") -> str | None:
    """Write the game as `pid`.yaml; when it was opened from another file (`replacing`, a renamed
    game) that file goes once the new one is written. The problem as one line, or None."""
    path = path_of(pid)
    try:
        storage.atomic_write_text(path, text)
    except OSError as exc:
        return storage.write_problem("the house rules", path, exc)
    if replacing and replacing != path.stem:
        return delete(path_of(replacing))
    return None


def delete(path: Path) -> str | None:
    """Remove one of the user's profile files; the problem as one line, or None."""
    try:
        storage.remove(path)
    except OSError as exc:
        return f"cannot delete {safe_files.shown(str(path))}: {exc.strerror or exc}"
    return None
