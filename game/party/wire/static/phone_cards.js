// A card as the phone draws it: rank and suit (a letter too when colour-safe), a back, the wild
// ranks marked, a four's bonus card marked "+". phone.js hands it the room (its wild ranks) as the table last said it.
"use strict";
window.PhoneCards = (room) => {
  const { SUITS } = window.PhoneWords;
  const LETTERS = { c: "C", d: "D", h: "H", s: "S" };
  function cardEl(text, extra) {
    const el = document.createElement("span");
    if (!text) { el.className = "card back" + (extra || ""); return el; }
    const rank = text[0] === "T" ? "10" : text[0], suit = text[1];
    el.className = "card " + suit + (extra || "");
    const r = room();
    if (r && r.wild && r.wild.includes(text[0])) el.classList.add("wild");
    el.innerHTML = "<span></span><span class='s'></span>";
    el.firstChild.textContent = rank;
    el.lastChild.textContent = SUITS[suit] || "?";
    if (LETTERS[suit]) el.lastChild.dataset.letter = LETTERS[suit];  // shown when colour-safe
    el.setAttribute("aria-label", text);
    return el;
  }

  function fill(el, cards, extra) { el.replaceChildren(...cards.map((c) => cardEl(c, extra))); }

  // a seat's face-up cards, those a four earned marked "+" as the TV marks them (a play-test's
  // phone showed Bob's bonus card as any other)
  const upCards = (p) => p.up.map((c) => cardEl(c, (p.bonus || []).includes(c) ? " bonus" : ""));

  return { cardEl, fill, upCards };
};
