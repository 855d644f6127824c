// Tonight's ledger on the phone (the `ledger` message, docs/party.md): everyone's net in each
// session and in all, this phone's line marked, folded under the hand to one line. phone.js hands
// it each ledger (`show`), each state (`follow`) and the party's end (`end`).
"use strict";
window.PhoneLedger = (() => {
  const $ = (id) => document.getElementById(id);
  const { fraction, signed, placeOf, potOf } = window.PhoneWords;
  let lastLedger = null;  // the ledger last shown: the party's end opens it
  let state = null, ended = false;  // the table's last state; the party is over
  let seat = null;  // the seat whose pot in play is this phone's guest's (seated, or theirs played out)
  let gone = "";  // that seat is one this phone's guest "left" (or was taken "off"), its hand played out for them
  let settled = false;  // the state's pot is over (its result up) or not begun (the dealer picks its game)

  // the ledger opens by itself when one more session is over while the page looks on; null until
  // the first ledger since the page (re)loaded, which only counts them (a reloaded page opened it
  // over the hand: a host play-test)
  let sessionsOver = null;
  let ledgerPot = null;  // the pot (or the lobby) it opened at by itself: it folds when another is played
  function foldLedger(s) {
    if (ledgerPot === null || s.phase !== "play" || potOf(s, s.hand) === ledgerPot) return;
    ledgerPot = null;
    $("ledger").open = false;
  }

  // a night no pot was played out in ranks nobody (a host who ended the party before its first
  // pot ended read "1st" beside every net at 0): its line and its table say so, as the TV's ledger does
  const potPlayed = (m) => m.sessions.some((session) => session.pots > 0);

  const POT_IN_PLAY = $("ledgerpot").textContent;  // (index.html's words)
  // the ledger's line when folded: placed among the people only, as the table places them, and
  // says so (a host play-test read "3rd of 6", three of them bots; another "1st of 3" beside a bot
  // at +15). The table's nets count the pot in play (its antes are in), the ledger only pots
  // played out: while one is in play the line says "so far" and the note over it why, folded or
  // open (a guest play-test read "-4" here beside the table's "-5"; a host's "so far: -2" beside
  // -3, the note then only in the ledger opened)
  function ledgerSum() {
    const m = lastLedger, s = state;
    if (!m) return;
    const mine = m.lines.find((l) => l.you);
    const people = m.lines.filter((l) => !l.bot);
    const last = m.sessions[m.sessions.length - 1];
    const counted = last && !last.over ? last.pots : 0;  // the session in play's pots in the ledger
    // The figure is the whole night's, said "Tonight" either way (a host play-test's guest read
    // "Before this pot: +25" as this session's net beside the table's +12); "so far" while a pot is
    // in play that the ledger does not count (its result not up, the session's last one's too; while
    // the party is paused or the deal goes round as well: a play-test's phone read "you +2" under the
    // TV's +1 then, its ante in)
    const before = s && s.phase === "play" && !settled && !ended && s.hand > counted;
    const played = potPlayed(m);
    $("ledgerpot").hidden = !before || !played;
    // how much: the seat's net is the ledger's and this (a guest play-test's seat read -18 over
    // "Tonight so far: -12", the line saying only that antes and bets count when won)
    const row = s && s.phase === "play" && seat !== null ? s.players[seat] : null;
    const own = before ? row : null;
    const mineIn = own && own.in_pot && own.in_pot !== "0" ? fraction(own.in_pot) : "";
    // their hand folded once they left it (the away rule's fold, greyed on the TV): what they put in
    // can win nothing now, so it counts here at once, as the TV's seat counts it (a host play-test's
    // TV said "SAM -5 LEFT", his phone "so far: -3 ... it counts here when the pot is won")
    // ...and their own fold while seated likewise (after X1's mend a seated guest's fold still read
    // "it counts here when the pot is won"). The figure is the table's, the seat's `tonight`: the
    // page sums nothing of its own
    const lost = !!mineIn && !!mine && !own.in;
    // a No Peek pile turned without beating is BEATEN, as its plate and the log say (a host
    // play-test's struck-out guest read "You folded" here)
    const folded = own && own.out ? (gone ? "Your hand was beaten" : "You were beaten")
      : gone === "left" ? "Your hand was folded when you left"
      : gone ? "Your hand was folded for you" : "You folded";
    $("ledgerpot").textContent = lost ? folded + ": the " + mineIn + " you put in stay in the pot."
      : mineIn ? "You have " + mineIn + " in the pot in play, counted out as on the TV until the pot is won."
      : POT_IN_PLAY;
    // with chips of theirs in the pot, the line's figure is the table's too, those chips counted out
    // as the TV's seat counts them, and says how many (a guest play-test read "Tonight so far -10"
    // beside the table's -11, the 1 in the pot told only in the note over it)
    const inPot = !!mineIn && !lost && !!own.tonight;
    // the figure is the seat's `tonight` whenever the state has one, the pot's result up too: at a
    // game's last pot the ledger waits for the TV's standings (a host play-test's phone said
    // "Tonight: -33", the figure before that pot, beside the TV's -44 till the standings came)
    // ...but not once the party is over: a pot in play when the host ended it went back, which the
    // ledger counts and the last state's `tonight` (its chips out) does not (a host play-test's
    // "Party over" read Zoë -6½, the 1½ she put in the refunded pot, beside the ledger's -5)
    const total = row && row.tonight && !ended ? row.tonight : mine && mine.total;
    // ("so far" said by the chips in the pot instead: the line holds on one line, A+ too)
    const placedLine = (said) => (before && !lost && !inPot ? "Tonight so far: " : "Tonight: ") + signed(total)
      + (inPot ? " (" + mineIn + " in pot)" : "") + ", " + placeOf(mine.label, people.length, said);
    $("ledgersum").textContent = !played
      ? (ended ? "No pot was played tonight" : "Tonight: no pot played yet")
      : mine
      ? placedLine(false)
      : "Tonight: " + m.sessions.length + (m.sessions.length === 1 ? " game" : " games");  // (as the TV says)
    // of how many people, not players (a host play-test read "1st of 3" beside a bot's +15): said
    // unless the line cannot hold it on one line (fitLine)
    shortLine = $("ledgersum").textContent;
    fullLine = played && mine ? placedLine(true) : "";
    fitLine();
  }

  // the folded line on one line, its letters smaller if they must be, never under 3/4 of their size
  // (with A+ a host play-test's "Tonight: you -17 before this pot, joint 3rd of 4" took two; so did
  // "Tonight before this pot: -17, joint 3rd of 4"), "of 3 people" where that fits too; fitted
  // again when the page's width or text size changes
  const lines = (e) => {
    const range = document.createRange();
    range.selectNodeContents(e);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  };
  let fullLine = "", shortLine = "";  // the line with its "people", tried first, and without
  function fitLine() {
    const sum = $("ledgersum");
    if ($("ledger").hidden) { sum.textContent = fullLine || shortLine; sum.style.fontSize = ""; return; }
    if (!fitted(sum, fullLine || shortLine) && fullLine) fitted(sum, shortLine);  // (A+, "so far", "joint")
  }
  function fitted(sum, text) {  // `text` in the line, its letters as small as they may be: on one line?
    sum.textContent = text;
    sum.style.fontSize = "";
    const least = 0.75 * parseFloat(getComputedStyle(sum).fontSize);
    let size = parseFloat(getComputedStyle(sum).fontSize);
    while (lines(sum) > 1 && size > least) {
      size = Math.max(least, size - 0.5);
      sum.style.fontSize = size + "px";
    }
    return lines(sum) === 1;
  }
  new ResizeObserver(fitLine).observe($("ledger"));

  // a net's cell, its half held to it by a narrow no-break space and a size smaller, "+10 1/2" one
  // figure (a host play-test's 390 px read "-8 +10 1/2" as three), the columns apart by more (phone.css)
  function figure(tag, net, cls) {
    const [whole, half] = signed(net).split(" "), c = cell(tag, whole, cls);
    if (half) c.append("\u202f", cell("span", half, "half"));
    return c;
  }

  const cell = (tag, text, cls) => { const c = document.createElement(tag); c.textContent = text; if (cls) c.className = cls; return c; };
  // a session's head, and its name in the line under the table: "G2", a game as the TV's ledger
  // calls it (its GAME 2; "S2" once said session, a word the TV no longer shows a host)
  const session = (i) => "G" + (i + 1);

  // the newest games in view as it opens or grows, the older ones a swipe right (a host play-test's
  // guest read her +12 beside dashes only: her games, the night's last two, off the box's right edge)
  const showNewest = () => { const box = $("ledgerbox"); box.scrollLeft = box.scrollWidth; };
  $("ledger").addEventListener("toggle", () => { if ($("ledger").open) showNewest(); });

  // a night too wide for the phone shows its newest games whole, the older ones a swipe away, a
  // whole game snapping to the totals' edge: each game's column as wide as the widest, the names
  // given what is over (a guests' play-test at 390 px read "Total 3", G3's head half under the
  // sticky total, G1-G3 cut). Measured as the table lays itself out, then tiled; again whenever the
  // box's size changes (opened, turned, A+)
  function tileGames() {
    const box = $("ledgerbox"), table = $("ledgertable"), head = table.rows[0];
    if (!head || !box.clientWidth) return;
    const heads = [...head.cells], games = heads.slice(2);
    table.className = "measure";
    for (const e of [table, ...heads]) e.style.width = "";
    const width = (e) => e.getBoundingClientRect().width;
    const [who, total] = heads.map(width), game = Math.ceil(Math.max(...games.map(width)));
    const names = Math.max(...[...table.querySelectorAll(".who .name")].map(width));
    const shown = Math.max(1, Math.min(games.length, Math.floor((box.clientWidth - who - total) / game)));
    table.className = "";
    box.style.scrollPaddingLeft = "";
    if (shown === games.length) return;  // all in view: the names take the room over, as ever
    const whoTiled = box.clientWidth - total - shown * game;  // (narrower than its names only at 1 game)
    table.className = "tiled";
    table.style.setProperty("--name-room", Math.max(0, names - (who - whoTiled)) + "px");
    table.style.setProperty("--who", whoTiled + "px");
    table.style.width = whoTiled + total + games.length * game + "px";  // (a fixed layout's own)
    heads[0].style.width = whoTiled + "px";
    heads[1].style.width = total + "px";
    for (const th of games) th.style.width = game + "px";
    box.style.scrollPaddingLeft = whoTiled + total + "px";
    showNewest();
  }
  new ResizeObserver(tileGames).observe($("ledgerbox"));

  function renderLedger(m) {  // tonight's ledger: everyone's net in each session and in all, our line marked
    lastLedger = m;
    ledgerSum();
    const head = document.createElement("tr");
    // the name and the night's total first, both held at the left as the sessions slide under them
    // (phone.css): at the end of the line a host play-test's total was cut at 4 sessions, off the
    // screen from 5. Each head says what it is, as the TV's TOTAL does, a session "S2" as the line
    // under the table names it (a host play-test read the heads "All 1 2 3" as nothing)
    head.append(cell("th", "", "who"), cell("th", "Total", "total"), ...m.sessions.map((s, i) => cell("th", session(i), "game")));
    // each line's place before its name, the TV ledger's own words as sent (place_words.ledger_places):
    // "1ST", "3RD=" shared, none when no pot was played; a computer player takes none, "BOT", its
    // line under the people's, apart (a host play-test's end page listed "CPU 3 (bot) +34" among
    // the people, and nobody's place)
    const people = m.lines.filter((l) => !l.bot);
    const rows = [...people, ...m.lines.filter((l) => l.bot)].map((l) => {
      const tr = document.createElement("tr");
      tr.className = (l.you ? "you" : "") + (l.bot ? " bot" : "");
      const who = cell("td", "", "who");
      who.append(cell("span", l.label, "place"), " ", cell("span", l.name, "name"));
      tr.append(who, figure("td", l.total, "total"));
      for (const net of l.nets) tr.append(net === null ? cell("td", "\u2013") : figure("td", net));
      return tr;
    });
    $("ledgertable").replaceChildren(head, ...rows);
    tileGames();
    showNewest();
    holdTotals.disconnect();
    holdTotals.observe(head.firstChild);
    // a session the host ended early says so in the table's words (`ended`, as the TV's ledger
    // says it, whenever it is shown: a host play-test's phone said "ended after 2 pots", later
    // "2 pots"), one played out its hands, counted as the table counts them (HAND 3 OF 8, "ended
    // after 3 hands": a host play-test read "3 pots" beside it), else it is playing
    const pots = (s) => s.pots + (s.pots === 1 ? " hand" : " hands");
    $("ledgergames").textContent = m.sessions.map((s, i) =>
      session(i) + ": " + s.game + " " + s.started + ", " + (s.ended || (s.over ? pots(s) : "playing"))).join(" \u00b7 ");
    const done = m.sessions.filter((s) => s.over).length;
    if (sessionsOver !== null && done > sessionsOver) {  // open till the next pot's play starts: then the game comes first
      $("ledger").open = true;
      ledgerPot = state && state.phase === "play" ? potOf(state, state.hand) : "lobby";
    }
    sessionsOver = done;
    // the party's end shows the night's standings open, as the TV does (a play-test's end page read
    // "Thanks for playing!" over a folded line)
    if (ended) $("ledger").open = true;
    $("ledger").hidden = false;
  }

  // the totals are held right of the names, however wide the names are now (opened, A+, new lines,
  // more sessions): watched on the names' column itself, as the table's own width may not change
  // when the names' does (a host play-test's party end held the total where a wider names column
  // had put it, over S1's figures: "Total S2 S3")
  const holdTotals = new ResizeObserver(() => {
    const who = $("ledgertable").querySelector(".who");
    if (who) $("ledgertable").style.setProperty("--who", who.offsetWidth + "px");
  });

  // a state, or its pot's result: the pot in play (or its result, `over`) is the one the ledger is
  // beside; `own`, the seat whose share of it is this phone's guest's (null: none); `away`, "left"
  // or "off": a seat they left or were taken off, its hand played out for them ("": theirs still)
  function follow(s, over, own, away) {
    state = s; settled = over; seat = own; gone = away;
    foldLedger(s);
    ledgerSum();
  }

  function end() {
    ended = true;
    if (lastLedger) renderLedger(lastLedger);
  }

  return { show: renderLedger, follow, end };
})();
