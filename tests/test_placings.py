"""A session's standings (game.play.placings) against a reference worked out another way: each
person's spells added up, and their place one more than the number of people whose whole net is
more than theirs. A host play-test's final standings put a player who sat at the TV for one pot
2nd on -1: the rule ranks by the net alone, among the people, so -1 can be 2nd only when one
person is ahead of it and every other person behind; a computer player, whatever its net, is
listed after the people with no place."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from game.play.placings import Spell, placings

PEOPLE = ("Ann", "Bo", "Cy", "Dana")


def reference(spells: list[Spell]) -> dict[str, tuple[Fraction, int | None]]:
    """Each name's whole net and place: people by their nets, computer players unplaced unless
    nobody played."""
    nets: dict[str, Fraction] = {}
    for spell in spells:
        nets[spell.name] = nets.get(spell.name, Fraction(0)) + spell.net
    people = {name for spell in spells if spell.person for name in [spell.name]}
    placed = people or set(nets)
    return {
        name: (net, 1 + sum(nets[other] > net for other in placed) if name in placed else None)
        for name, net in nets.items()
    }


def test_one_pot_at_the_tv_on_minus_one_ranks_behind_everyone_at_nought_or_ahead():
    spells = [
        Spell(1, "Dana", Fraction(-1), True, ""),  # at the TV for one pot, then gone
        Spell(0, "Ann", Fraction(0), True, ""),
        Spell(1, "CPU 2", Fraction(9), False, ""),  # the bot that took Dana's seat on
        Spell(2, "Bo", Fraction(4), True, ""),
        Spell(3, "Cy", Fraction(-12), True, ""),
    ]
    standings = {p.name: (p.net, p.place) for p in placings(spells)}
    assert standings == {
        "Bo": (4, 1),
        "Ann": (0, 2),
        "Dana": (-1, 3),
        "Cy": (-12, 4),
        "CPU 2": (9, None),
    }
    assert [p.name for p in placings(spells)] == ["Bo", "Ann", "Dana", "Cy", "CPU 2"]  # people first


spell = st.builds(
    Spell,
    seat=st.integers(0, 5),
    name=st.sampled_from((*PEOPLE, "CPU 5", "CPU 6")),
    net=st.fractions(-40, 40, max_denominator=2),
    person=st.just(True),
    who=st.just(""),
).map(lambda s: s._replace(person=not s.name.startswith("CPU")))


@given(st.lists(spell, min_size=1, max_size=10))
def test_every_person_is_placed_by_their_whole_net_among_the_people(spells):
    standings = placings(spells)
    assert {p.name: (p.net, p.place) for p in standings} == reference(spells)
    places = [p.place for p in standings if p.place is not None]
    assert places == sorted(places)  # best first, the unplaced after
    assert all(p.place is not None for p in standings[: len(places)])
