// The TV's big moments on the phone (`moment`, docs/party.md): GRAND SLAM!, PERFECT GAME!, STRIKE
// THREE!, big at the top of the screen (clear of the rows: a host play-test's guest saw it cover
// them) with what it is under it ("A straight flush"), for as long as the TV's banner stays (its `seconds`: the server's
// game/telling/table_moments.py BANNER_TIME), whose moment above the words as the TV names them, a
// win's with the hand as the TV's banner says it ("CASEY: FIVE 10'S": the server's words, `hand`);
// blinking as the TV's do, still with REDUCED MOTION. A tap goes through it to the page (a guest
// play-test read them only as a log line). phone.js hands it each `moment`, with the name this phone
// plays its seat as (null: none): the moment of that seat says YOU on it, never the guest's own name
// as if of someone else ("YOU: FIVE 10'S" where the TV says "ANN: FIVE 10'S"); and `hide`s it when
// the party is over (the last pot's banner lay over "Party over").
"use strict";
window.PhoneMoment = (() => {
  const $ = (id) => document.getElementById(id);
  let timer = null;
  const hide = () => { clearTimeout(timer); $("moment").hidden = true; };
  const show = (m, me) => {
    const you = me && m.who === me.toUpperCase();
    // a strike-out names who is out, as the TV's banner does ("CASEY IS OUT": table_moments.struck_who)
    const out = m.words === "STRIKE THREE!" && m.who ? (you ? " ARE OUT" : " IS OUT") : "";
    const who = (you ? "YOU" : m.who) + out;
    const hand = document.createElement("span");  // "CASEY:" / "STRAIGHT FLUSH TO 9", not "...STRAIGHT" / "FLUSH..."
    hand.className = "hand";
    hand.textContent = m.hand;
    $("momentwho").replaceChildren(...(m.hand ? [who + ": ", hand] : [who]));
    $("momentwords").textContent = m.words;
    $("momentwhat").textContent = m.meaning || "";  // what it is: "A straight flush"
    $("moment").hidden = false;
    clearTimeout(timer);
    timer = setTimeout(hide, m.seconds * 1000);
  };
  return Object.assign(show, { hide });
})();
