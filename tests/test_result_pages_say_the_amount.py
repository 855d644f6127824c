"""Every page of a pot's result says what each winner won: a Hold'em newcomer's play-test at TEXT
SIZE large (Seven-card stud) read "CASEY WINS" over a page of the line saying why with "CASEY"
alone under the hand, no amount, where another pot read "BABE WINS 17". Where the title does not
say it, the winner's name over a page of the why says it (ResultView.head), as the captions do."""

from __future__ import annotations

import pytest
from test_party_protocol import pots

from engine.cards import parse_cards
from engine.profile import load_profile
from game.felt import layout
from game.felt.result_view import WHY_PAGE, ResultView
from game.felt.table_model import CardSprite, Seat, TableModel
from game.platform.frame_log import FRAME
from game.platform.text import KEEP
from game.telling.pot_result import pot_result, whole_amount

NAMES = ("YOU", "BABE", "CASEY", "YOGI")


@pytest.mark.parametrize("profile", ["baseball", "night-baseball", "midnight-baseball", "seven-card-stud"])
def test_every_page_of_a_result_says_the_amount_won(app, profile):
    rules = load_profile(profile)
    now, turned = [0.0], 0
    for seed in range(1, 5):
        for _public, full, _message in pots(profile, seed, 8, fold=0.05):
            result = pot_result(full, rules)
            if result.uncontested or result.moment:  # (a big moment's title: test_result_large_room)
                continue
            model = TableModel(seats=[Seat(name, "", n == 0) for n, name in enumerate(NAMES)])
            for seat in model.seats[1:]:  # the seats show cards and words, as the play-test's did
                seat.cards = [CardSprite(card, "up") for card in parse_cards("Qc Qh 3c 7d Tc 5h 9s")]
                seat.showing = "Pair of queens"
            view = ResultView(
                app.text, app.cards, model, result, layout.LARGE.seat_slots(4, 0), lambda: now[0]
            )
            _title, hands, captions, why = view.drawn_rows()
            pages = len(view.pages(hands, captions, why))
            turned += pages > 1
            for page in range(pages):
                now[0] = page * WHY_PAGE + 0.01
                FRAME.clear()
                view.draw(app.display.canvas, 0.0)
                [box] = FRAME.regions("result")
                said = " ".join(
                    item.text.replace(KEEP, " ") for item in FRAME.texts() if box.contains(item.rect)
                )
                for _seat, amount in result.winners:
                    assert whole_amount(amount) in said, (seed, page, said)
    assert turned > 0, turned  # (pages of the why, where the amount was lost)
