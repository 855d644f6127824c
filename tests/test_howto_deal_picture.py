"""HOW TO PLAY's page saying how a stud game is dealt shows the deal in cards under its words: a
Hold'em newcomer's play-test read "you get 2 cards face down and 1 face up, then 3 more face up
one by one, then 1 face down" on a page of four lines, the rest of it empty. A card's back for
each face-down card and a face for each face-up one, in the order they come, at both TEXT SIZEs;
no other page, and no No Peek game, shows cards."""

from __future__ import annotations

import pytest

from game.screens.scenes.howto import HowToScene, layout


class Counted:
    """The card art, counting what is drawn in order: "down" for a back, "up" for a face."""

    def __init__(self, art) -> None:
        self.art, self.drawn = art, []

    def back(self):
        self.drawn.append("down")
        return self.art.back()

    def face(self, card, **kwargs):
        self.drawn.append("up")
        return self.art.face(card, **kwargs)


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_stud_games_deal_page_pictures_the_deal_and_no_other_page_does(app, size):
    app.settings.text_size = size
    howto = HowToScene(app)
    counted = Counted(app.cards)
    app.cards = counted
    pictured = []
    for index, entry in enumerate(howto.entries):
        howto.index = index
        deal = [face for street in entry.rules.streets for face in street]
        for page in range(len(howto.pages())):
            howto.page = page
            counted.drawn = []
            howto.draw(app.display.canvas)
            said = " ".join(line for line, _ in howto.pages()[page])
            room = howto.deal_top(howto.pages()[page], layout(size)) is not None
            if entry.rules.flow == "stud" and "Seven-card stud: you get" in said and room:
                assert counted.drawn == deal, (entry.id, size, page, counted.drawn)
                pictured.append(entry.id)
            else:
                assert counted.drawn == [], (entry.id, size, page)
    # (a variant's deal may share a full page with what it changes: no room for the picture there)
    assert {"baseball", "seven-card-stud", "baseball-hidden-fours"} <= set(pictured), pictured
