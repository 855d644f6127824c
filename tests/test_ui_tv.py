"""Read from a sofa: labels that read well, text inside the TV's safe area on every screen, values
in a column, nothing covering what must be read."""

from game import layout
from game.session import seat_label, styles
from game.settings import DIFFICULTIES
from test_ui_support import app, press, table_scene  # noqa: F401  (app is a fixture)


def test_a_computer_seat_says_its_style_then_its_level_short_enough_to_clear_the_dealer_button(app):  # noqa: F811
    for style in styles():
        for difficulty in DIFFICULTIES:
            label = seat_label(style.id, difficulty)
            assert label == f"{style.name} - {difficulty}"
            assert len(label) * 8 <= layout.SEAT_W - 14  # the dealer button sits at the line's right end
    app.settings.default_style, app.settings.default_difficulty = "balanced", "normal"
    scene = table_scene(app, players=3)
    press(app)
    assert [seat.style for seat in scene.model.seats] == ["Human", "Regular - normal", "Regular - normal"]
