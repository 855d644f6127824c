"""A new pot's deal and the pot's chips on a real phone page (Debian's headless chromium over
loopback) beside the party TV's presenter stepped a frame at a time (tests/tv_presenter.py): the
phone's own cards appear as the TV lands each one, not all at one moment once the TV has dealt them
all, and the phone's pot changes as the TV's chips land in it, never before (a host play-test with
three phones: the deal came at once, the pot waited for the whole move).

Run with `python -m pytest -m e2e tests/test_party_phones_follow_the_deal_e2e.py -s` (it prints
the phone's lag behind the TV). Screenshots go to the test's tmp_path."""

from __future__ import annotations

import statistics

import pytest
from browser_support import PHONE_PORTRAIT, chromium
from test_party_phones_follow_the_chips_and_the_deal import landed_at
from tv_presenter import SteppedTvParty, stay_in

from engine.money import mixed

pytestmark = pytest.mark.e2e

STAY_IN = ("check", "call", "decline")


def test_the_phone_shows_the_next_pots_cards_and_chips_as_the_tv_lands_them(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))  # tonight's known guests: none of the user's
    stepped = SteppedTvParty("baseball")
    party, model, until, tv = stepped.party, stepped.model, stepped.until, stepped.tv
    clock = {"frames": 0}
    tv_cards: dict[int, int] = {}  # cards at Ann's seat on the TV -> the frame they lay there
    phone_cards: dict[int, int] = {}  # cards on Ann's phone -> the frame it first showed them
    tv_pots: dict[str, int] = {}  # the TV's pot, its chips landed -> the frame
    phone_pots: dict[str, int] = {}
    ahead: list[str] = []  # what the phone showed before the TV
    still_pot = {"value": ""}  # the TV's pot the last frame no chip flew

    try:
        with chromium() as browser:
            context = browser.new_context(viewport=PHONE_PORTRAIT, is_mobile=True)
            ann = context.new_page()
            stepped.sit_down(ann, "Ann")
            seat = next(s for s, card in enumerate(party.room.seat_cards()) if card.name == "Ann")
            until(lambda: ann.is_visible("#start"), [ann])
            ann.click("#start")

            def watch() -> bool:
                clock["frames"] += 1
                frame = clock["frames"]
                stay_in(ann, STAY_IN)
                if model.hand != 2:
                    return model.hand > 2
                shown = ann.locator("#mycards .card").count()
                landed = landed_at(tv, model, seat)
                pot = ann.text_content("#pot") or ""
                tv_pot = "Pot " + mixed(model.pot)
                if shown == 0:  # the phone has begun pot 2 (the last pot's cards gone)
                    clock["begun"] = frame
                if "begun" not in clock:
                    return False
                if shown > landed:
                    ahead.append(f"frame {frame}: {shown} cards, the TV has {landed}")
                if not model.chips:
                    still_pot["value"] = tv_pot
                    tv_pots.setdefault(tv_pot, frame)
                elif pot == tv_pot != still_pot["value"]:
                    ahead.append(f"frame {frame}: {pot} while the TV's chips fly")
                for count in range(1, landed + 1):
                    tv_cards.setdefault(count, frame)
                for count in range(1, shown + 1):
                    phone_cards.setdefault(count, frame)
                phone_pots.setdefault(pot, frame)
                if len(phone_cards) == 3 and "deal" not in clock:
                    clock["deal"] = 1
                    ann.screenshot(path=str(tmp_path / "phone_after_the_first_deal_of_pot_2.png"))
                return False

            until(watch, [ann], seconds=240.0)
            context.close()
    finally:
        stepped.close()
    step = stepped.step
    card_lags = [(phone_cards[k] - at) * step for k, at in tv_cards.items() if k in phone_cards]
    pot_lags = [(phone_pots[p] - at) * step for p, at in tv_pots.items() if p in phone_pots]
    print(
        f"\nphone behind the TV (s): cards median {statistics.median(card_lags):.2f} max {max(card_lags):.2f}"
        f" (n={len(card_lags)}); pot median {statistics.median(pot_lags):.2f} max {max(pot_lags):.2f} (n={len(pot_lags)})"
    )
    assert not ahead, ahead
    assert len(card_lags) == 7 and len(pot_lags) >= 3, (tv_cards, phone_cards, tv_pots, phone_pots)
    first_deal = [phone_cards[k] for k in (1, 2, 3)]
    assert len(set(first_deal)) == 3, f"the first deal's cards came at one moment: frames {first_deal}"
    assert statistics.median(card_lags) <= 0.3 and statistics.median(pot_lags) <= 0.3
