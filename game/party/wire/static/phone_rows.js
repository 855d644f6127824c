// The table under the hand: each seat's row (who, their balance, what they show) and No Peek's
// panel of the hand to beat. phone.js hands it the drawing of a seat's face-up cards and this phone's seat (`me()`:
// { seat, waiting }, the seat null when it has none, waiting till the next deal).
"use strict";
window.PhoneRows = (upCards, me) => {
  const $ = (id) => document.getElementById(id);
  const { signed } = window.PhoneWords;
  const KIND_WORDS = { local: "at the TV" };  // a seat's kind in the TV's words ("bot", "away" say themselves)

  function toBeat(s) {  // No Peek: a turn goes on until your row beats the best one showing
    const box = $("tobeat");
    // there through a No Peek pot, so the buttons never move for it; between pots (no buttons)
    // there is nothing to beat, and no empty box
    box.hidden = s.flow !== "no_peek" || s.actor === null || s.actor === undefined;
    const words = document.createElement("span");
    if (box.hidden) words.textContent = "";
    else if (!s.target) words.textContent = "Nobody shows a hand yet";
    else {  // the TV's words: "BEAT YOGI: PAIR OF ACES, J 8 7", or "YOU LEAD: ..." on the leader's phone
      const cut = s.target.indexOf(": ") + 2;
      const label = document.createElement("b");
      label.textContent = s.target.slice(0, cut);
      words.append(label, s.target.slice(cut));
      if (s.beat) {  // why the row in the lead beat the one before: "KICKER: JACK BEATS TEN"
        const why = document.createElement("i");
        why.id = "beatwhy";
        why.textContent = tookLead(s) + beatWords(s.beat);
        words.append(document.createElement("br"), why);
      }
    }
    box.replaceChildren(words);
  }

  // whose rows the beat is about, as the hand to beat is said ("Zoë took the lead from Max. Aces beat
  // sevens."), your own "you": under "BEAT ZOË: PAIR OF ACES" a host play-test's guest read "ACES BEAT
  // SEVENS", Max's sevens, as about their own queen high (an older table sends no seats: the beat
  // alone). A full stop, not a colon: the beat may have its own ("Kicker: jack beats ten"), and two
  // read as a riddle. A sentence, in sentence case as the phone writes them, its one stop: a name
  // that ends in one ("Bartholomew F.") ends the sentence too (a host play-test's phone read "...FROM
  // BARTHOLOMEW F.. A STRAIGHT FLUSH...", all in capitals, a stop doubled)
  function tookLead(s) {
    if (!s.beat_seats || s.beat_seats.length !== 2) return "";
    const { seat, waiting } = me();
    const [took, from] = s.beat_seats.map((at) => (at === seat && !waiting ? "you" : s.players[at].name));
    return stopped(sentence(took + " took the lead from " + from)) + " ";
  }
  // the beat as the phone says it: the TV's capitals in sentence case ("KICKER: JACK BEATS TEN" is
  // "Kicker: jack beats ten."), but for a rank's letter, kept as the cards print it: between rows
  // named alike the TV names the cards that decide ("FLUSH, A-K BEATS A-Q" is "Flush, A-K beats A-Q.",
  // never "a-k beats a-q": game.telling.lead_decider). A lone A is the article before a word ("A
  // STRAIGHT FLUSH BEATS A FULL HOUSE"), an ace before ALONE or BEATS ("A-J BEATS A ALONE")
  const beatWords = (beat) => stopped(sentence(beat
    .replace(/[A-Z]{2,}/g, (word) => word.toLowerCase())
    .replace(/\bA (?=[a-z]{2,})(?!alone\b|beats?\b)/g, "a ")));
  const sentence = (text) => text.charAt(0).toUpperCase() + text.slice(1);
  const stopped = (text) => (/[.!?\u2026]$/.test(text) ? text : text + ".");

  function playerRow(p, s) {  // two lines: who (and their balance), then what they show
    const li = document.createElement("li");
    if (p.seat === s.actor) li.className = "actor";
    if (!p.in) li.classList.add("out");
    const el = (cls, text) => { const e = document.createElement("span"); e.className = cls; if (text !== undefined) e.textContent = text; return e; };
    const swatch = el("swatch");
    swatch.style.background = p.colour;
    const { seat, waiting } = me(), mine = p.seat === seat && !waiting;
    const top = [swatch, el("pname", p.name + (mine ? " (you)" : ""))];
    if (p.kind !== "guest") top.push(el("badge", p.away || KIND_WORDS[p.kind] || p.kind));  // away: why, as the TV says
    if (p.seat === s.dealer) top.push(el("badge", "D"));
    if (p.seat === s.best) top.push(el("badge", "best"));
    if (p.arriving) top.push(el("badge arriving", (p.seat === seat ? "You sit" : p.arriving + " sits") + " here next hand"));
    // the TV's words: out of this pot, by a fold, or (No Peek) beaten: a whole pile turned without
    // beating, or turned while leading and then beaten (still in, it cannot win)
    if (!p.in || p.out) top.push(el("badge folded", p.out || "FOLDED"));
    top.push(el("net", signed(p.net)));
    // took the seat over mid-session: their net counts from then, so the nets shown do not add up to 0
    if (p.since_pot) top.push(el("since", "since pot " + p.since_pot));
    const cards = el("cards");
    cards.replaceChildren(...upCards(p));
    const bottom = [cards];
    // No Peek: the cards a seat has still to turn, its pile ("+5 down" read as cards dealt down)
    if (p.down) bottom.push(el("downs", s.flow === "no_peek" ? p.down + " in pile" : "+" + p.down + " down"));
    if (p.showing) bottom.push(el("showing", p.showing));
    const line1 = el("line"), line2 = el("line");
    line1.replaceChildren(...top);
    line2.replaceChildren(...bottom);
    li.replaceChildren(line1, line2);
    if (!p.up.length && !p.down && !p.showing) line2.hidden = true;
    return li;
  }

  return { toBeat, playerRow };
};
