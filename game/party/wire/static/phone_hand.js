// Your hand on the play page: your cards in one row (up cards, the No Peek pile, your face-down
// cards under one "hidden") and the line under them, your hand so far. phone.js hands it the card
// drawing (phone_cards.js) and the result card (phone_result.js, the hand you showed down), and
// each state with your seat's own cards (`me`, dealt in).
"use strict";
window.PhoneHand = ({ cardEl, upCards, results }) => {
  const $ = (id) => document.getElementById(id);

  function show(s, me) {
    const up = s.players[me.seat].up;
    const cards = upCards(s.players[me.seat]);
    for (let i = 0; i < me.pile; i++) cards.push(cardEl(null, " pile"));
    if (me.hidden.length) {  // your face-down cards under one "hidden", as wide as they are together
      const group = document.createElement("span"), label = document.createElement("span");
      group.className = "downgroup";
      group.style.setProperty("--cards", me.hidden.length);
      label.className = "downlabel";
      label.textContent = "hidden";
      group.append(...me.hidden.map((c) => cardEl(c, " hidden")), label);
      cards.unshift(group);
    }
    $("mycards").replaceChildren(...cards);
    // how many cards share the row: phone.css narrows each (and its rank) to fit them all
    $("mycards").style.setProperty("--count", up.length + me.pile + me.hidden.length);
    if (!cards.length) $("mycards").hidden = true;
    $("best").textContent = line(s, me);
  }

  // the line under your cards (`me`: your seat's own, dealt in): your hand so far, and once the
  // pot's result is up the hand you showed down as the result says it (a host play-test's No Peek
  // line still read "Four 7s showing" over the result's "Five 7s")
  function line(s, me) {
    const pile = me.pile ? me.pile + (me.pile === 1 ? " card" : " cards") + " in your pile, unseen" : "";
    // the TV plate's word (BEATEN), never "Out" beside it (a newcomer read both for one thing)
    const out = s.players[me.seat].out;  // (still in when it turned while leading, then was beaten)
    const gone = out ? "Beaten: your whole pile turned" : "Folded";
    const shown = results.shownOver(s) ? results.yourHand() : null;
    // a lone wild's words say themselves what shows ("Wild 3 = A", as its row says it)
    const showing = s.flow === "no_peek" && !/wild/i.test(me.best) ? " showing" : "";
    return !me.in ? gone : shown || (out ? gone : me.best ? me.best + showing : pile);
  }

  return { show, line };
};
