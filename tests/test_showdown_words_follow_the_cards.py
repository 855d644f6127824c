"""A seat's words at the showdown follow its cards (game.felt.director): a newcomer's play-test saw
Casey's hidden cards turned face up in the guided Baseball showdown while his seat still said "Ace
high", the hand of his upcards. In every frame, a seat whose cards all show their faces names the
hand it showed down."""

from test_guided import read_and_go_on
from test_ui_support import settle

from engine.events import Showdown
from engine.profile import load_profile
from game.screens import openers

FRAME = 0.05  # (a flip, 0.16 s, is caught half-way)


def faces_up(sprite) -> bool:
    """The card is drawn face up (a turning card shows its face from half-way: card_draw)."""
    return sprite.card is not None and (sprite.shown or (sprite.turning and sprite.flip >= 0.5))


def test_a_seat_shown_down_names_its_hand_as_soon_as_its_cards_show(app):
    app.push(openers.guided(profile_id="baseball", rules=load_profile("baseball")))
    app.stack.apply_requests()
    scene = app.stack.scenes[-1]
    checked = set()
    for _frame in range(40000):
        if app.stack.scenes[-1] is not scene or scene.script.over:
            break
        shown = {e.seat: e.description for e in scene.player.pot_events if isinstance(e, Showdown)}
        for number, words in shown.items():
            seat = scene.model.seats[number]
            if not seat.human and all(faces_up(sprite) for sprite in seat.cards):
                assert seat.showing == words, (seat.name, seat.showing, words)
                checked.add(number)
        if scene.line and scene.script.up > 1.0:
            read_and_go_on(app)
        elif scene.buttons is not None and not scene.line:
            kinds = scene.table.legal_actions().kinds
            scene.choose(next(kind for kind in ("check", "call", "turn") if kind in kinds))
        app.frame([], FRAME)
        settle(scene)
    assert len(checked) == 2  # Babe's and Casey's
