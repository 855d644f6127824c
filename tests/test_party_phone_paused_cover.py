"""The phone page while the party is paused: the PAUSED overlay covers the page under it. A host
play-test: the bright YOU LEAD… panel (No Peek's TO BEAT) showed through the overlay, its words
crossing PAUSED and the line under it."""

from __future__ import annotations

from pathlib import Path

STATIC = Path(__file__).resolve().parents[1] / "game" / "party" / "wire" / "static"
# how much of #tobeat shows through everything above it, at a point: the product of what each
# layer over it lets through (1 - its background's alpha)
SHOWING_THROUGH = """([x, y]) => {
  let through = 1;
  for (const el of document.elementsFromPoint(x, y)) {
    if (el.id === 'tobeat' || el.closest('#tobeat')) return through;
    const alpha = (getComputedStyle(el).backgroundColor.match(/[\\d.]+/g) || [0, 0, 0, 0]).map(Number);
    through *= 1 - (alpha.length === 4 ? alpha[3] : 1);
  }
  return -1;
}"""


def test_the_paused_overlay_covers_the_to_beat_panel(browser):
    page_html = (STATIC / "index.html").read_text(encoding="utf-8")
    page_html = page_html.replace('<script src="/static/phone.js"></script>', "")  # the page still
    page_html = page_html.replace(
        '<link rel="stylesheet" href="/static/phone.css">',
        f"<style>{(STATIC / 'phone.css').read_text(encoding='utf-8')}</style>",
    )
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True)
    try:
        page = context.new_page()
        page.set_content(page_html)
        page.evaluate(
            """() => {
              for (const el of document.querySelectorAll('[hidden]')) el.hidden = false;
              document.getElementById('tobeat').innerHTML =
                '<span><b>YOU LEAD:</b> ACE HIGH, KICKERS 8 5 2<br><i>SECOND CARD: KING BEATS NO CARD</i></span>';
            }"""
        )
        box = page.locator("#tobeat").bounding_box()
        assert box is not None and box["height"] > 0
        page.evaluate("(y) => window.scrollTo(0, Math.max(0, y - 300))", box["y"])  # in view
        box = page.locator("#tobeat").bounding_box()
        assert box is not None
        for fx, fy in ((0.1, 0.25), (0.5, 0.5), (0.9, 0.75)):
            point = [box["x"] + box["width"] * fx, box["y"] + box["height"] * fy]
            through = page.evaluate(SHOWING_THROUGH, point)
            assert 0 <= through <= 0.1, (point, through)
    finally:
        context.close()
