"""The games' list (game.play.session.profiles) is read from the profile files again only when one
of them comes, goes or changes: the menus, the Hall of Fame and attract mode ask for it each time
they open, and every file was parsed again each time, on the main thread."""

from __future__ import annotations

import pytest

from engine.profile import user_profile_dir
from game.play import house_games, session


@pytest.fixture
def reads(monkeypatch):
    """One entry for each time the profile files are read, from an empty kept list."""
    counted_reads: list[int] = []
    real = session.discover_profiles

    def counted():
        counted_reads.append(1)
        return real()

    monkeypatch.setattr(session, "discover_profiles", counted)
    monkeypatch.setattr(session, "_listed", [])
    return counted_reads


def test_the_profiles_are_read_again_only_when_a_file_changes(reads):
    first = session.profiles()
    assert session.profiles() == first and len(reads) == 1  # unchanged: not read again
    folder = user_profile_dir()
    folder.mkdir(parents=True, exist_ok=True)
    game = folder / "fri.yaml"
    game.write_text("name: Friday\ndescription: Friday's game.\nextends: baseball\n", "utf-8")
    assert "fri" in [entry.id for entry in session.profiles()] and len(reads) == 2  # a new file
    game.write_text("name: Friday Night\ndescription: Friday's game.\nextends: baseball\n", "utf-8")
    names = {entry.id: entry.rules.name for entry in session.profiles() if entry.rules}
    assert names["fri"] == "Friday Night" and len(reads) == 3  # a file changed
    game.unlink()
    assert "fri" not in [entry.id for entry in session.profiles()] and len(reads) == 4  # gone
    listed = session.profiles()
    listed.clear()  # a caller's list is its own
    assert session.profiles() and len(reads) == 4


def test_house_rules_lists_the_kept_profiles_and_sees_its_own_save(reads):
    """HOUSE RULES read every profile file again at each of its lists (discover_profiles itself),
    where the rest of the game keeps them read; a game it saves or deletes is listed at once."""
    session.profiles()
    house_games.house_games(), house_games.startable(), house_games.taken_names()
    assert len(reads) == 1  # the kept list, not the files read again
    text = "name: Friday\ndescription: Friday's game.\nextends: baseball\n"
    assert house_games.save("fri", text) is None
    assert "fri" in [entry.id for entry in house_games.house_games()] and len(reads) == 2
    assert "fri" in house_games.taken_names()
    assert house_games.delete(house_games.path_of("fri")) is None
    assert "fri" not in [entry.id for entry in house_games.house_games()] and len(reads) == 3
