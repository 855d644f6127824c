"""The hall of fame's list in one size (host play-test): a party person's name of 16 letters,
MAXIMILIANA BELL, was drawn smaller than ZOË in the row under it. Every row's place, name and
net now share the list's size, a name of MAX_NAME letters whole beside a net with a half chip,
and the row's seats and date after it, inside the safe area."""

from __future__ import annotations

from fractions import Fraction

from game.party.protocol import MAX_NAME
from game.platform.display import SAFE
from game.platform.frame_log import FRAME
from game.play import hall_of_fame
from game.play.ledger import PARTY_RUN
from game.screens.scenes.hall_of_fame import HallOfFameScene


def test_every_row_of_the_list_is_one_size_and_a_long_name_is_whole(app, shots):
    names = [("MAXIMILIANA BELL", Fraction(281, 2)), ("ZOË", Fraction(5)), ("ACE", Fraction(3))]
    assert len(names[0][0]) == MAX_NAME
    entries = [
        hall_of_fame.new_entry(name, net, "Baseball", 3, profile="baseball", session=f"{PARTY_RUN}-{n}")
        for n, (name, net) in enumerate(names)
    ]
    page = HallOfFameScene(app, entries, board="baseball")
    FRAME.clear()
    page.draw(app.display.canvas)
    shots(app, "hall_of_fame_one_size")
    texts = {item.text: item for item in FRAME.texts()}
    rows = [texts[name] for name, _ in names]  # each name whole, not cut
    places = [texts[f"{row:>2}."] for row in (1, 2, 3)]
    nets = [texts[net] for net in ("+140½", "+5", "+3")]
    sizes = {item.size for item in rows + places + nets}
    assert len(sizes) == 1, [(item.text, item.size) for item in rows + places + nets]
    assert len({item.rect.x for item in rows}) == 1  # one column
    for name, net in zip(rows, nets, strict=True):
        assert name.rect.right < net.rect.x and name.rect.y == net.rect.y
        after = [
            item for item in FRAME.texts() if item.rect.y == name.rect.y and item.text.startswith("PARTY")
        ]
        assert after and net.rect.right < after[0].rect.x and after[0].rect.right <= SAFE.right
