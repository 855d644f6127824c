"""The coach's line never names a hand the table no longer shows (game.felt.coach.Coach.compare): a
Hold'em newcomer's Night Baseball play-test read "14% TO WIN" over "CASEY: 3 A'S" over several
screens while Casey's seat said "Royal flush" and the centre CASEY LEADS: ROYAL. The line saying
what changed was kept till your own cards changed, and in No Peek the others turn their cards (the
lead moving from seat to seat) while yours stay as they were."""

from __future__ import annotations

from concurrent.futures import Future

from test_ui_support import settle, table_scene

from engine.view import SeatView
from game.felt import coach as coach_module
from game.felt.coach_why import rival_hands
from game.telling.wild_reason import showing_words


class AtOnce:
    """The coach's worker, its estimate made as it is asked (the figure is up at every caught-up frame)."""

    def submit(self, fn, *args) -> Future:
        future: Future = Future()
        future.set_running_or_notify_cancel()
        future.set_result(fn(*args))
        return future


def by_the_lead(view: SeatView) -> float:
    """A figure that falls a lot when a rival takes your lead and moves no more while the others pass
    each other: the line then says what changed, the rival and its hand."""
    return 0.9 if view.lead == view.seat else 0.1


def named(line: str, view: SeatView) -> int | None:
    """The seat a coach's line names ("CASEY: PAIR", "CASEY IMPROVED"), None for none ("CASEY: 2
    LEFT" names the one still turning behind your lead, not a hand)."""
    names = [seat.name.upper() for seat in view.seats]
    if line.endswith(" LEFT"):
        return None
    return next((seat for seat, name in enumerate(names) if seat and line.startswith(f"{name}")), None)


def test_the_hand_the_coach_names_is_the_one_that_leads_at_every_frame(app, monkeypatch):
    monkeypatch.setattr(coach_module, "_WORKER", AtOnce())
    monkeypatch.setattr(coach_module, "estimate", by_the_lead)
    drawn: list[str] = []
    monkeypatch.setattr(coach_module, "coach_panel", lambda canvas, text, words, *rest: drawn.append(words))
    app.settings.coach = True
    passed = 0  # caught-up frames a rival led after the line had named another
    for seed in range(1, 7):  # (till one does: seed 1 at the first)
        if passed:
            break
        scene = table_scene(app, profile="night-baseball", players=4, seed=seed, pots=1)
        said: set[int] = set()  # the rivals the line has named this pot
        for _frame in range(4000):
            if scene.table.is_over or scene.showing_result:
                break
            drawn.clear()
            scene.draw(app.display.canvas)
            view = scene.table.view(0)
            lines = drawn[0].split("\n") if drawn else []
            if scene.caught_up and len(lines) == 2 and (seat := named(lines[1], view)) is not None:
                assert seat == view.lead, (seed, lines, view.lead)  # (the hand to beat is its)
                if ":" in lines[1]:
                    value = view.showing(seat)
                    assert value is not None
                    shown = showing_words(view.upcards[seat], view.rules.wild_ranks)
                    wilds = sum(card.rank in view.rules.wild_ranks for card in view.upcards[seat])
                    # (its hand as its seat names it, or, its category no better than yours, its wilds)
                    hands = [*rival_hands(value.category, shown), f"{wilds} WILD{'S' if wilds > 1 else ''}"]
                    assert lines[1].split(": ")[1] in hands, (seed, lines)
                said.add(seat)
            if scene.caught_up and view.lead not in (None, 0, *said) and said:
                passed += 1
            if scene.buttons is not None:
                legal = scene.table.legal_actions()
                scene.choose(next(kind for kind in ("check", "call", "turn") if kind in legal.kinds))
            app.frame([], 1 / 30)
            settle(scene)
    assert passed, "no seed let the lead pass from one rival to another while the coach named it"
