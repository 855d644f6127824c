"""Seeds nobody can guess (game.play.seeds): a solo game without --seed deals from 128 secret bits, and
its resume file keeps such a seed exactly, so Continue deals the same cards again."""

from __future__ import annotations

import json

from engine.profile import load_profile
from game.play import resume
from game.play.seeds import SEED_BITS
from game.play.session import Session, Setup


def setup(seed: int | None = None) -> Setup:
    chosen = Setup("baseball", load_profile("baseball"), 3, seed=seed)
    chosen.fill_opponents("balanced", "easy")
    return chosen


def test_a_game_without_a_seed_draws_128_secret_bits_and_with_one_repeats():
    drawn = [Session(setup()) for _ in range(8)]
    for session in drawn:
        session.close()
    assert SEED_BITS >= 128 and len({s.seed for s in drawn}) == 8
    assert max(s.seed for s in drawn).bit_length() > 120
    fixed = Session(setup(seed=7))
    fixed.close()
    assert fixed.seed == 7


def test_a_128_bit_seed_survives_the_resume_file_and_continue_deals_the_same(tmp_path):
    chosen = setup()
    session = Session(chosen)
    session.close()
    table = session.table
    assert table.seed.bit_length() > 64
    for _ in range(12):
        legal = table.legal_actions()
        kind = next(
            (k for k in ("check", "call", "decline", "turn", "pay") if k in legal.kinds),
            legal.kinds[0],
        )
        table.apply(legal.action(kind))
    path = tmp_path / "resume.json"
    assert resume.save(chosen, table, path) is None
    assert json.loads(path.read_text())["seed"] == table.seed  # no float, no rounding
    saved, problems = resume.load(path)
    assert problems == [] and saved is not None and saved.setup.seed == table.seed
    again = Session(saved.setup)
    again.close()
    dealt = [str(e) for e in again.table.events]  # up to the first decision: the same deal
    assert len(dealt) > 5 and dealt == [str(e) for e in table.events[: len(dealt)]]
