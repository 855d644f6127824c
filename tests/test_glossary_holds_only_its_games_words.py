"""Each game's WORDS (the glossary of HOW TO PLAY's W and the pause menu) hold only words its rules
use: a Hold'em newcomer's play-test read WILD and GRAND SLAM in Seven-card stud's list, where no
card is wild. Every shipped game's list is read against its own rules (a dealer's choice: any of
its games'), straight from the profile's fields, not from the glossary's own tests."""

from __future__ import annotations

import pytest

from engine.profile import load_profile
from engine.rules import Rules
from engine.shipped import profiles_dir
from game.telling.glossary import glossary

SHIPPED = sorted(path.stem for path in profiles_dir().glob("*.yaml"))


def games(rules: Rules) -> tuple[Rules, ...]:
    return rules.games or (rules,)


def plays(rules: Rules) -> dict[str, bool]:
    """What the words of a theme need to be in the game: a wild card, a four's card, No Peek, stud's
    streets, a bring-in."""
    dealt = games(rules)
    return {
        "wild": any(game.wild_ranks for game in dealt),
        "four": any(game.fours.face_up != "none" or game.fours.face_down != "none" for game in dealt),
        "no peek": any(game.flow == "no_peek" for game in dealt),
        "stud": any(game.flow == "stud" for game in dealt),
        "bring-in": any(game.betting.first_round == "bring_in" for game in dealt),
    }


# the words that say each theme, wherever they stand in a term or its meaning
SAID_BY = {
    "wild": ("wild", "natural", "grand slam", "five of a kind"),
    "four": ("four", "bonus"),
    "no peek": ("no peek", "pile", "lead"),
    "stud": ("stud", "street"),
    "bring-in": ("bring-in", "complete"),
}


@pytest.mark.parametrize("profile", SHIPPED)
def test_every_games_words_are_the_words_of_its_rules(profile):
    rules = load_profile(profile)
    words = glossary(rules)
    for theme, played in plays(rules).items():
        said = [
            word for word, meaning in words if any(w in f"{word} {meaning}".lower() for w in SAID_BY[theme])
        ]
        if played:  # the theme's own word is there to be looked up
            assert said, (profile, theme)
        else:
            assert not said, (profile, theme, said)


def test_seven_card_stud_lists_no_wild_words_and_baseball_does():
    stud = {word for word, _ in glossary(load_profile("seven-card-stud"))}
    baseball = {word for word, _ in glossary(load_profile("baseball"))}
    assert not {"WILD", "NATURAL", "GRAND SLAM", "BONUS CARD"} & stud, stud
    assert {"WILD", "NATURAL", "GRAND SLAM", "BONUS CARD", "STREET", "OPENS"} <= baseball, baseball
