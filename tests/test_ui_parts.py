"""The UI's building blocks without a table: tweens, the scene stack, input mapping, text."""

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.house_rules import RANK_ORDER
from game.felt import layout
from game.felt.layout import seat_slots
from game.felt.seat_words import fit_words
from game.platform.display import SAFE
from game.platform.input import Button, Input, InputMapper
from game.platform.text import BODY, KEEP, wrap
from game.platform.tween import Tween, Tweens, ease_out_back
from game.screens.scene import Scene, SceneStack
from game.telling.event_words import rank_words
from game.telling.rules_words import rank_plural


class Thing:
    x = 0.0


def test_tween_waits_for_its_delay_then_eases_to_the_goal_and_calls_back():
    thing, finished = Thing(), []
    tween = Tween(thing, 1.0, delay=0.5, on_finish=lambda: finished.append(True), x=10.0)
    tween.update(0.4)
    assert thing.x == 0.0
    tween.update(0.6)  # 0.1 s into the motion
    assert 0 < thing.x < 10
    tween.update(1.0)
    assert thing.x == 10.0 and finished == [True] and tween.done


def test_finish_skips_to_the_end_and_runs_follow_up_tweens():
    thing, other = Thing(), Thing()
    group = Tweens()
    group.add(Tween(thing, 5.0, x=3.0, on_finish=lambda: group.add(Tween(other, 5.0, x=7.0))))
    group.finish_all()
    assert (thing.x, other.x) == (3.0, 7.0) and not group.busy


def test_overshoot_ease_passes_the_goal_and_settles():
    samples = [ease_out_back(t / 20) for t in range(21)]
    assert max(samples) > 1.0 and samples[-1] == pytest.approx(1.0)


class Probe(Scene):
    def __init__(self, log, name, opaque=True):
        super().__init__(None)
        self.log, self.name, self.opaque = log, name, opaque

    def handle(self, inp):
        self.log.append(("handle", self.name))

    def update(self, dt):
        self.log.append(("update", self.name))

    def draw(self, canvas):
        self.log.append(("draw", self.name))

    def pause(self):
        self.log.append(("pause", self.name))

    def resume(self):
        self.log.append(("resume", self.name))


def test_scene_stack_applies_requests_in_update_and_draws_from_the_top_opaque_scene():
    log = []
    stack = SceneStack()
    stack.push(Probe(log, "title"))
    assert stack.top is None  # nothing happens until update
    stack.update(0)
    stack.push(Probe(log, "table"))
    stack.push(Probe(log, "banner", opaque=False))
    stack.update(0)
    log.clear()
    stack.draw(None)
    stack.handle(Input("button", Button.CONFIRM))
    assert log == [("draw", "table"), ("draw", "banner"), ("handle", "banner")]
    log.clear()
    stack.pop()
    stack.update(0)
    assert log == [("resume", "table"), ("update", "table")]


def test_input_mapper_turns_keys_pads_and_mouse_into_virtual_inputs():
    pygame.init()
    mapper = InputMapper()

    def one(event_type, **fields):
        return mapper.translate(pygame.event.Event(event_type, **fields))

    assert one(pygame.KEYDOWN, key=pygame.K_UP, mod=0) == [Input("button", Button.UP)]
    assert one(pygame.KEYDOWN, key=pygame.K_RETURN, mod=pygame.KMOD_LALT) == [
        Input("button", Button.FULLSCREEN)
    ]
    assert one(pygame.KEYDOWN, key=pygame.K_f, mod=0) == [Input("key", key="f")]
    assert one(pygame.JOYHATMOTION, joy=0, instance_id=0, hat=0, value=(0, -1)) == [
        Input("button", Button.DOWN)
    ]
    assert one(pygame.JOYBUTTONDOWN, joy=0, instance_id=0, button=0) == [Input("button", Button.CONFIRM)]
    assert one(pygame.MOUSEBUTTONDOWN, button=1, pos=(5000, -3)) == [Input("click", pos=(959, 0))]
    # a stick tilt is one step, however many motion events it sends
    tilt = [one(pygame.JOYAXISMOTION, instance_id=0, axis=1, value=v) for v in (0.7, 0.9, 0.2, -0.8)]
    assert tilt == [[Input("button", Button.DOWN)], [], [], [Input("button", Button.UP)]]


def test_wrap_keeps_lines_within_the_columns():
    lines = wrap("Two pair, queens and fives beats a pair of kings", 12)
    assert all(len(line) <= 12 for line in lines) and " ".join(lines).split() == [
        "Two",
        "pair,",
        "queens",
        "and",
        "fives",
        "beats",
        "a",
        "pair",
        "of",
        "kings",
    ]


def test_a_word_too_long_for_its_line_breaks_after_a_hyphen_that_fits():
    # a play-test: the result's big letters read "BARTHOLOMEW-T" / "HE- WINS"
    assert wrap("BARTHOLOMEW-THE- WINS", 13) == ["BARTHOLOMEW-", "THE- WINS"]
    assert wrap("ABCDEFGHIJKLMNOP", 13) == ["ABCDEFGHIJKLM", "NOP"]  # no hyphen: at the edge
    assert wrap("-ABCDEFGHIJKLMNOP", 13) == ["-ABCDEFGHIJKL", "MNOP"]  # never an empty line


@given(st.text(alphabet="ab- ", max_size=40), st.integers(1, 15))
def test_wrap_keeps_every_letter_in_order_within_the_columns(text, columns):
    lines = wrap(text, columns)
    assert all(len(line) <= columns for line in lines)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")


def test_a_hand_in_words_too_long_for_its_line_is_named_never_cut_mid_phrase():
    # the long name, else the short one, ranks in figures (a play-test: a seat said "Straight"
    # where the result said "Straight to the ace"), then in fewer letters with its ranks still
    # (a newcomer read "BEST Full house"), before the name alone; never the long form's words in
    # a shorter one (a newcomer's play-test read "Straight to the jack" beside "Straight to 8")
    assert fit_words("Straight to the ace", 17, 1) == ["Straight to A"]
    assert fit_words("Straight to the ace", 14, 1) == ["Straight to A"]  # a side seat's one line
    assert fit_words("Straight flush to the king", 22, 1) == ["Straight flush to K"]
    # two pair is "Two pair" in every form, its ranks a comma apart where "and" does not fit
    assert fit_words("Two pair, jacks and fours", 19, 1) == ["Two pair, J's, 4's"]
    # narrower, its name alone: never one rank of two ("Pairs J's") nor its ranks alone (a Hold'em
    # newcomer's play-test read the middle's "K'S & 4'S" beside a seat's two pair)
    assert fit_words("Two pair, jacks and fours", 17, 1) == ["Two pair"]
    # every two pair alike on a line: its ranks where the widest fits ("Two pair, A's, 10's"), else none
    assert fit_words("Two pair, tens and nines", 19, 1) == ["Two pair, 10's, 9's"]
    assert fit_words("Two pair, jacks and fours", 18, 1) == ["Two pair"]
    # two lines put its name over its ranks
    assert fit_words("Two pair, tens and nines", 11, 2) == ["Two pair,", "10's, 9's"]
    assert fit_words("Flush, ace high", 13, 1) == ["Flush, A high"]
    assert fit_words("Full house, sixes over tens", 14, 2) == ["Full house,", "6's over 10's"]
    assert fit_words("Full house, queens over fours", 25, 1) == ["Full house, Q's over 4's"]
    # no word alone on a second line where a narrower wrap avoids it (the orphan "aces" under
    # "Full house, tens over")
    assert fit_words("Full house, tens over aces", 25, 2) == ["Full house, tens", "over aces"]
    assert fit_words("Two pair, queens and eights", 20, 1) == ["Two pair, Q's, 8's"]
    assert fit_words("Pair of queens", 14, 1) == ["Pair of queens"]
    # several of a rank in figures are still a plural (a newcomer's play-test read "Pair of 6")
    assert fit_words("Pair of queens", 13, 1) == ["Pair of Q's"]
    assert fit_words("Pair of sixes", 12, 1) == ["Pair of 6's"]
    assert fit_words("Pair of tens", 11, 1) == ["Pair 10's"]
    assert fit_words("Straight to the ace", 12, 1) == ["Str to A"]  # (its rank decides: ptN9 shot_130)
    assert fit_words("Straight flush to the jack", 17, 1) == ["Str flush to J"]
    assert fit_words("Straight flush to the ten", 15, 1) == ["Str flush to 10"]
    assert fit_words("Straight flush to the jack", 14, 1) == ["Str flush to J"]
    assert fit_words("Straight flush to the jack", 13, 1) == ["Str flush J"]
    assert fit_words("Full house, kings over fours", 17, 1) == ["K's full, 4's"]
    assert fit_words("Straight to the ace", 19, 1) == ["Straight to the ace"]
    assert fit_words("Full house, kings over fours", 13, 1) == ["K's full"]
    assert fit_words("Full house, kings over fours", 12, 1) == ["K's full"]
    # too long even by name: named short (its first word alone, "Straight", is another hand), as
    # a three of a kind's rank in figures ("Three quee…" at a large seat: a host play-test)
    assert fit_words("Three queens", 11, 1) == ["Three Q's"]
    assert fit_words("Straight flush to the jack", 8, 1) == ["Str flu\u2026"]  # cut as a last resort
    assert fit_words("Straight flush to the jack", 9, 2) == ["Str flush", "to J"]


@pytest.mark.parametrize("players", sorted(layout.SLOTS_FOR))
def test_a_pair_names_its_rank_at_every_seat(players):
    """A seven-player table's top seats (13 letters) read "Pair of Qs" for "Pair of queens", never
    "Two queens" (a host play-test saw both words for a pair on one TV), nor "Pair of Q" (a
    newcomer's play-test read "Pair of 6")."""
    for slot in (slot for slot in layout.SLOTS_FOR[players] if slot.word_lines):  # (none: no words)
        for rank in RANK_ORDER:
            plural = rank_plural(rank)
            lines = fit_words(f"Pair of {plural}", slot.width // BODY, 1)
            figures = rank_words(rank) + "'s"
            assert lines in ([f"Pair of {plural}"], [f"Pair of {figures}"], [f"Pair {figures}"]), (
                players,
                slot,
                lines,
            )


def test_wrap_never_breaks_at_a_kept_space_and_the_log_keeps_the_hand_number_whole():
    assert wrap(f"Satchel deals hand{KEEP}2{KEEP}of{KEEP}8", 22) == [
        "Satchel deals",
        f"hand{KEEP}2{KEEP}of{KEEP}8",
    ]
    assert wrap("a  b\tc\n d", 3) == ["a b", "c", "d"]  # any other white space still breaks


@pytest.mark.parametrize("players", range(2, 9))
def test_every_table_size_puts_the_human_at_the_bottom_and_seats_apart(players):
    slots = seat_slots(players, human=0)
    assert slots[0].y == max(slot.y for slot in slots.values())
    rects = [s.rect for s in slots.values()]  # name, balance, two rows of cards, the hand in words
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    buttons = pygame.Rect(layout.BUTTONS, (layout.BUTTON_W, 3 * layout.BUTTON_SPACING + 24))  # four buttons
    info = pygame.Rect(layout.INFO, (layout.INFO_W, 6 * layout.LINE))
    assert all(SAFE.contains(r) and not r.colliderect(buttons) and not r.colliderect(info) for r in rects)


@pytest.mark.parametrize("players", sorted(layout.SLOTS_FOR))
def test_a_seats_hand_in_words_stands_clear_of_the_block_under_it(players):
    """Two lines of a side seat's hand ran into the seat under it (6 players: "Two pair, aces /
    and eights" on BABE's name) and into the game's name at the bottom left ("Straight to / the
    ace" on NIGHT BASEBALL)."""
    slots = seat_slots(players, human=0).values()
    rects = [slot.rect for slot in slots]
    info = pygame.Rect(layout.INFO, (layout.INFO_W, 5 * layout.LINE))
    buttons = pygame.Rect(layout.BUTTONS, (layout.BUTTON_W, 3 * layout.BUTTON_SPACING + 24))
    for upper in [slot.rect for slot in slots if slot.word_lines]:  # (no words: a third row of cards)
        for lower in [*rects, info, buttons]:
            side_by_side = upper.left < lower.right and lower.left < upper.right
            if lower != upper and side_by_side and lower.top >= upper.top:
                assert lower.top - upper.bottom >= 12, (players, upper, lower)


def test_a_side_buttons_words_keep_clear_of_its_edges(app):
    """A play-test: Seven-Card Stud's "[B] BRING IN 1/2" touched its button's edges; a button says
    its action, its key letter underlined (the key still works)."""
    from game.felt.action_menu import side_buttons
    from game.platform.frame_log import FRAME
    from game.platform.widgets import Item

    chosen = []
    items = [Item("COMPLETE 1", shortcut="m"), Item("BRING IN 1/2", lambda: chosen.append("b"), shortcut="b")]
    menu = side_buttons(items, layout.NORMAL)
    FRAME.clear()
    menu.draw(app.display.canvas, app.text)
    drawn = {item.text: item.rect for item in FRAME.texts()}
    assert set(drawn) == {"COMPLETE 1", "BRING IN 1/2"}
    for rect, words in zip(menu.rects, ("COMPLETE 1", "BRING IN 1/2"), strict=True):
        assert rect.inflate(-2 * 6, 0).contains(drawn[words]), words  # its 2 px edge and a margin
    assert menu.shortcut("b") and chosen == ["b"]
