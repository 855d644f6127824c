"""Every page of a pot's result says what each winner won: a Hold'em newcomer's play-test at TEXT
SIZE large (Seven-card stud) read "CASEY WINS" over a page of the line saying why with "CASEY"
alone under the hand, no amount, where another pot read "BABE WINS 17". Where the title does not
say it, the winner's name over a page of the why says it (ResultView.head), as the captions do.
A big moment too: PERFECT GAME!'s two lines of big letters left its pages of the why "YOGI" over
"The higher straight flush:", the name and share on one line where the page has one for them.
And every page names who won, at both TEXT SIZEs: the newcomer's Night play-test at large read
"PERFECT GAME!" / "THE POT: 11" / "A royal flush beats Babe's four of a kind" (shot_154), nobody
named, where the two lines of big letters leave no room for the hands (now "CASEY WINS 11")."""

from __future__ import annotations

import pytest
from result_sweep import contested, table_at_its_end

from game.felt import layout
from game.felt.result_view import WHY_PAGE, ResultView
from game.platform.frame_log import FRAME
from game.platform.text import KEEP
from game.telling.pot_result import whole_amount

NAMES = ("YOU", "BABE", "CASEY", "YOGI")


@pytest.mark.parametrize("places", [layout.NORMAL, layout.LARGE], ids=["normal", "large"])
@pytest.mark.parametrize("profile", ["baseball", "night-baseball", "midnight-baseball", "seven-card-stud"])
def test_every_page_of_a_result_says_who_won_and_the_amount(app, profile, places):
    now, turned, moments = [0.0], 0, 0
    for seed, result in contested(profile, range(1, 5)):
        moments += bool(result.moment)
        model = table_at_its_end(NAMES, slice(1, None), "Pair of queens")  # (as the play-test's seats)
        view = ResultView(app.text, app.cards, model, result, places.seat_slots(4, 0), lambda: now[0])
        _title, hands, captions, why = view.drawn_rows()
        pages = len(view.pages(hands, captions, why))
        turned += pages > 1
        for page in range(pages):
            now[0] = page * WHY_PAGE + 0.01
            FRAME.clear()
            view.draw(app.display.canvas, 0.0)
            [box] = FRAME.regions("result")
            said = " ".join(item.text.replace(KEEP, " ") for item in FRAME.texts() if box.contains(item.rect))
            for seat, amount in result.winners:
                assert NAMES[seat] in said, (seed, page, result.moment, said)
                assert whole_amount(amount).replace(KEEP, " ") in said, (seed, page, result.moment, said)
    assert turned > 0 or not places.large, turned  # (pages of the why, where the amount was lost)
    assert moments > 0 or profile == "seven-card-stud", moments  # (Baseball's PERFECT GAME!s)
