"""The seeded pots the result panel's sweeps read (test_result_pages_read_alone,
test_result_hand_names_whole, test_result_pages_say_the_amount): each contested pot's result of a
game's seeded sessions, and the four seats of a table at its end, some showing cards."""

from __future__ import annotations

from collections.abc import Iterator

from test_party_protocol import pots

from engine.cards import parse_cards
from engine.profile import load_profile
from game.felt.table_model import CardSprite, Seat, TableModel
from game.telling.pot_result import PotResult, pot_result

SHOWN = "Qc Qh 3c 7d Tc 5h 9s"  # (the cards a seat shows: the panel is read, not their hand)


def contested(profile: str, seeds: range) -> Iterator[tuple[int, PotResult]]:
    """Each pot of `profile`'s seeded sessions (`seeds`) that more than one hand contested."""
    rules = load_profile(profile)
    for seed in seeds:
        for _public, full, _message in pots(profile, seed, 8, fold=0.05):
            result = pot_result(full, rules)
            if not result.uncontested:
                yield seed, result


def table_at_its_end(names: tuple[str, ...], showing: slice, words: str = "") -> TableModel:
    """The seats of `names` (the first yours), those in `showing` with cards up and `words` over
    them, as at a real table's end."""
    model = TableModel(seats=[Seat(name, "", n == 0) for n, name in enumerate(names)])
    for seat in model.seats[showing]:
        seat.cards = [CardSprite(card, "up") for card in parse_cards(SHOWN)]
        seat.showing = words
    return model
