"""The first half on the figures by the names says where it comes from, in the log, once a table,
with the hints on: "Halves come from bring-ins", just after the first bring-in of a half is paid. A
Hold'em newcomer's Dealer's Choice play-test met "-1 1/2" and "-4 1/2" in Seven-Card Stud with the
bring-in said but nothing linking it to the halves (shots 252-254)."""

from __future__ import annotations

from test_bring_in_said_at_the_table import logged
from test_ui_support import letter, settle, table_scene

from game.felt.log_forms import HINTS, fewer_words
from game.telling.hints import HALVES_MEANING


def said_over_two_bring_ins(app, monkeypatch, hints: bool) -> list[str]:
    """Every line the log is given at a 4-seat Seven-Card Stud table till its second bring-in is paid,
    you folding or checking."""
    app.settings.hints = hints
    scene = table_scene(app, profile="seven-card-stud", players=4, seed=5)
    said = logged(scene.director, monkeypatch)
    for _ in range(6000):
        paid = [at for at, line in enumerate(said) if " bring" in line and line.endswith(" in ½")]
        if len(paid) >= 2 and paid[-1] + 1 < len(said):
            return said
        settle(scene)
        if scene.buttons is not None:
            kinds = scene.table.legal_actions().kinds
            scene.choose(next(k for k in ("fold", "check", "bring_in") if k in kinds))
        app.frame([letter("n")] if scene.showing_result else [], 0.05)
    raise AssertionError(said)


def test_the_first_half_paid_at_the_table_says_where_halves_come_from(app, monkeypatch):
    said = said_over_two_bring_ins(app, monkeypatch, hints=True)
    assert said.count(HALVES_MEANING) == 1, said
    at = said.index(HALVES_MEANING)
    first_paid = next(n for n, line in enumerate(said) if " bring" in line and line.endswith(" in ½"))
    assert at == first_paid + 1, said  # (just after it is paid: "Casey brings in ½")


def test_with_the_hints_off_it_is_not_said(app, monkeypatch):
    said = said_over_two_bring_ins(app, monkeypatch, hints=False)
    assert HALVES_MEANING not in said, said


def test_it_is_a_hint_said_whole():
    assert HALVES_MEANING in HINTS and fewer_words(HALVES_MEANING) == [HALVES_MEANING]
