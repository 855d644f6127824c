"""A pot's last move on real phone pages (Debian's headless chromium over loopback): while the TV
shows the hands down one by one and pushes the pot, each phone says each hand as the TV shows it and
nobody to act (a play-test's phones stayed on "CPU 3 to act" and "Sent: CALL" for 5-7 s, then jumped
to the winner); and at the start the other phone says "Dealing..." as the TV begins to deal, not
"Waiting for Ann to start the game" until the cards have landed. The TV here is the party TV's
presenter (game.felt.table_player) stepped by the test, as PartyTableScene steps it.

Run with `python -m pytest -m e2e tests/test_party_phones_follow_the_showdown_e2e.py` (excluded
from the default run). Screenshots of both phones go to the test's tmp_path."""

from __future__ import annotations

import pytest
from browser_support import PHONE_PORTRAIT, chromium
from tv_presenter import SteppedTvParty, stay_in

from engine.events import Award, HandStart, Showdown
from game.play.host_facts import Fact

pytestmark = pytest.mark.e2e


def test_the_phones_follow_the_tv_through_the_start_and_a_showdown(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))  # tonight's known guests: none of the user's
    stepped = SteppedTvParty("baseball")
    party, model, until = stepped.party, stepped.model, stepped.until

    def shown() -> list[Fact]:
        return party.room.host.facts_for(None, 0, party.cursor.shown)

    try:
        with chromium() as browser:
            contexts = [browser.new_context(viewport=PHONE_PORTRAIT, is_mobile=True) for _ in range(2)]
            ann, bo = pages = [context.new_page() for context in contexts]
            for page, name in ((ann, "Ann"), (bo, "Bo")):
                stepped.sit_down(page, name)
            until(lambda: ann.is_visible("#start"), pages)
            assert bo.text_content("#wait").startswith(
                "Waiting for Ann, or the host at the TV, to start"
            )  # decdb24
            ann.click("#start")
            until(lambda: any(isinstance(fact, HandStart) for fact in shown()), pages)
            until(lambda: bo.text_content("#wait") == "Dealing...", pages, seconds=1.0)
            assert not any(seat.cards for seat in model.seats)  # the TV has dealt nothing yet
            bo.screenshot(path=str(tmp_path / "other_phone_as_the_tv_deals.png"))

            seen: dict[str, set[str]] = {"Ann": set(), "Bo": set()}  # each phone's log lines, as drawn

            def play_to_a_showdown() -> bool:
                for page, name in ((ann, "Ann"), (bo, "Bo")):
                    stay_in(page)
                    seen[name].update(
                        page.eval_on_selector_all("#log li", "ls => ls.map(l => l.textContent)")
                    )
                return any(isinstance(fact, Showdown) for fact in shown())

            until(play_to_a_showdown, pages, seconds=120.0)
            # its own guest's moves said "You check", the other's by name (a host play-test's guest
            # read "Bartholomew F. raises by 1 to 4" of their own raise on their own phone)
            for name, other in (("Ann", "Bo"), ("Bo", "Ann")):
                assert not [line for line in seen[name] if line.startswith(name + " ")], seen[name]
                assert any(line.startswith("You ") for line in seen[name]), seen[name]
                assert any(line.startswith(other + " ") for line in seen[name]), seen[name]
            shows, wins = (" shows ", "You show "), (" wins ", "You win ")  # (the guest's own: "You ...")
            until(
                lambda: all(any(w in page.text_content("#log") for w in shows) for page in pages),
                pages,
                seconds=1.0,
            )
            assert not any(isinstance(fact, Award) for fact in shown())  # the TV still shows hands
            for page in pages:
                assert "to act" not in page.text_content("#who") and not page.is_visible("#decide")
            ann.screenshot(path=str(tmp_path / "phone_as_the_tv_shows_a_hand_down.png"))
            until(lambda: any(isinstance(fact, Award) for fact in shown()), pages)
            until(
                lambda: all(any(w in page.text_content("#log") for w in wins) for page in pages),
                pages,
                seconds=1.0,
            )
            ann.screenshot(path=str(tmp_path / "phone_as_the_tv_pushes_the_pot.png"))
            for context in contexts:
                context.close()
    finally:
        stepped.close()
