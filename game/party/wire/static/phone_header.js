// The bar at the top: the game's name fitted beside the room code, and the room it leaves the page
// (what is scrolled into view stops under it); and `fitWords`, a box's words as large as its longest
// word fits on one line, for the header and the sit-down page's seat buttons (phone_join.js).
// phone.js makes it once the page starts and sets the header with `heading`.
"use strict";
window.PhoneHeader = () => {
  const $ = (id) => document.getElementById(id);

  // the bar and the notices stay at the top (phone.css): what is scrolled into view stops under them
  new ResizeObserver(() => {
    document.documentElement.style.scrollPaddingTop = $("top").offsetHeight + "px";
  }).observe($("top"));

  // the header: the game (a dealer's choice, the session's and the pot's), on two lines at most beside
  // the room code, no word cut, its letters smaller if they must be (with A+, "Dealer's Choice:
  // Midnight Baseball" took four lines, a word to each: a host play-test); fitted again when the code
  // or A+ beside it changes size
  function heading(text) {
    const game = $("game");
    game.textContent = text;
    fitWords(game);  // its longest word whole on a line
    const least = 0.7 * parseFloat(getComputedStyle($("bar")).fontSize);
    let size = parseFloat(getComputedStyle(game).fontSize);
    while (game.offsetHeight > 2.05 * parseFloat(getComputedStyle(game).lineHeight) && size > least) {
      size -= 1;
      game.style.fontSize = size + "px";
    }
  }
  const refit = new ResizeObserver(() => heading($("game").textContent));
  refit.observe($("code"));
  refit.observe($("textsize"));

  // a seat's name as large as its longest word fits on one line of the button: "Maximiliana Bell"
  // read at 12px under a rule of a word over 8 letters (a play-test); never under 3/4 of the size
  const measure = document.createElement("canvas").getContext("2d");
  function fitWords(b) {
    b.style.fontSize = "";
    const css = getComputedStyle(b);
    measure.font = css.font;
    const room = b.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight);
    const widest = Math.max(...b.textContent.split(" ").map((w) => measure.measureText(w).width));
    if (widest > room) b.style.fontSize = Math.max(0.75, room / widest) * parseFloat(css.fontSize) + "px";
  }

  return { heading, fitWords };
};
