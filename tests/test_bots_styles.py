"""Styles are data: the shipped file loads, covers the required personalities, and bad files say why."""

import pytest

from engine.bots.styles import StyleError, get_style, list_styles, parse_styles

REQUIRED = {"tight_passive", "tight_aggressive", "loose_aggressive", "loose_passive", "balanced"}

GOOD = """
calm:
  name: Calm
  personality: Never in a hurry.
  call: 1
  bet: 1.5
  raise: 2
  bluff: 0.1
  slowplay: 0
  wild_tax: 1
  lock_raise: 1
  bands:
    stud: {vpip: [0.2, 0.5], raise: [0.1, 0.3], final_call: [0.3, 0.9]}
    no_peek: {vpip: [0.4, 0.8], raise: [0.2, 0.6], final_call: [0.5, 1]}
"""


def test_shipped_styles_cover_the_required_personalities():
    styles = list_styles()
    assert {style.id for style in styles} >= REQUIRED
    for style in styles:
        assert style.name and style.personality and "\n" not in style.personality


def test_labels_order_the_knobs():
    """Tight styles demand more to call than loose ones; aggressive ones need less to bet and raise."""
    tp, ta, la, lp, bal = (
        get_style(s)
        for s in ("tight_passive", "tight_aggressive", "loose_aggressive", "loose_passive", "balanced")
    )
    assert min(tp.call, ta.call) > bal.call > max(la.call, lp.call)
    assert max(ta.bet, la.bet) < bal.bet < min(tp.bet, lp.bet)
    assert max(ta.raise_, la.raise_) < bal.raise_ < min(tp.raise_, lp.raise_)


@pytest.mark.parametrize("flow", ["stud", "no_peek"])
def test_the_bands_order_the_characters(flow):
    """Bands that do not overlap, in character: in VPIP the Rock below the Shark below the Regular
    below the Maniac and the Station (those two may overlap); in raises the Maniac above the Shark
    above the Regular above the Rock and the Station (who may overlap)."""
    rock, shark, maniac, station, regular = (
        get_style(s)
        for s in ("tight_passive", "tight_aggressive", "loose_aggressive", "loose_passive", "balanced")
    )

    def band(style, figure):
        return style.band(figure, flow)

    assert band(rock, "vpip")[1] <= band(shark, "vpip")[0]
    assert band(shark, "vpip")[1] <= band(regular, "vpip")[0]
    assert band(regular, "vpip")[1] <= min(band(maniac, "vpip")[0], band(station, "vpip")[0])
    assert band(maniac, "raise")[0] >= band(shark, "raise")[1]
    assert band(shark, "raise")[0] >= band(regular, "raise")[1]
    assert band(regular, "raise")[0] >= max(band(rock, "raise")[1], band(station, "raise")[1])


def test_style_ids_are_forgiving_about_case_and_dashes():
    assert get_style("Tight-Aggressive").id == "tight_aggressive"


def test_unknown_style_names_the_choices():
    with pytest.raises(StyleError, match=r"unknown style 'rocket'.*balanced"):
        get_style("rocket")


def test_a_good_document_parses():
    (style,) = parse_styles(GOOD, "calm.yaml")
    assert (style.id, style.raise_, style.bluff) == ("calm", 2.0, 0.1)
    assert style.band("vpip") == (0.2, 0.5) and style.band("final_call") == (0.3, 0.9)
    assert style.band("raise", "no_peek") == (0.2, 0.6)


def test_every_shipped_style_declares_its_bands():
    for style in list_styles():
        for flow in ("stud", "no_peek"):
            for figure in ("vpip", "raise", "final_call"):
                low, high = style.band(figure, flow)
                assert 0 <= low < high <= 1


@pytest.mark.parametrize(
    "change, message",
    [
        (("  bluff: 0.1", "  bluff: 1.5"), r"calm\.yaml: calm\.bluff: expected a chance from 0 to 1"),
        (("  bet: 1.5", "  bet: lots"), r"calm\.bet: expected a number >= 0, got 'lots'"),
        (("  call: 1", "  call: 1\n  colour: red"), r"calm\.colour: unknown key"),
        (("  wild_tax: 1\n", ""), r"calm\.wild_tax: missing"),
        (("  name: Calm", "  name: ''"), r"calm\.name: expected one line of text"),
        (("calm:", "calm: [1"), r"calm\.yaml: not valid YAML"),
        (("  lock_raise: 1", "  lock_raise: 2"), r"calm\.lock_raise: expected a chance from 0 to 1"),
        (("vpip: [0.2, 0.5]", "vpip: [0.5, 0.2]"), r"calm\.bands\.stud\.vpip: expected \[low, high\]"),
        (
            (", final_call: [0.3, 0.9]", ""),
            r"calm\.bands\.stud: expected a mapping with exactly vpip, raise, final_call",
        ),
        (("    no_peek:", "    night:"), r"calm\.bands: expected a mapping with exactly stud, no_peek"),
    ],
)
def test_bad_documents_name_the_file_key_and_expectation(change, message):
    with pytest.raises(StyleError, match=message):
        parse_styles(GOOD.replace(*change), "calm.yaml")
