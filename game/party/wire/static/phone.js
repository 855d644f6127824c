// The phone page: one WebSocket to the party table (phone_socket.js; messages in docs/party.md). Nothing here is
// secret but the seat token, kept in localStorage per room code so a phone that slept or lost
// Wi-Fi takes its seat back by itself. The table never tells the room code to a phone that has not
// sat down: it comes from the QR code's address (?room=) or is typed, and the code of the seat
// this phone last took here is kept too, so a reload of the bare (typed) address resumes that seat.
"use strict";
// The page starts once every helper script is there (index.html's, each with the global it sets as
// its data-global): one that did not load (a reload under load, a dropped request: a host play-test's
// JOIN THE NEXT PARTY did nothing, "window.joinNextParty is not a function") is asked for again, in
// the page's order (phone_ledger.js reads phone_words.js as it runs), HELPER_TRIES times at most. Still
// missing, the page never starts half-made, leaving buttons that do nothing: the opening says so,
// with a link to reload (#stuck; index.html shows it by itself after a while, as when this file failed)
const HELPER_TRIES = 3;
function withHelpers(start, tries = 0) {
  const missing = [...document.querySelectorAll("script[data-global]")].filter((s) => !window[s.dataset.global]);
  if (!missing.length) { start(); return; }
  if (tries === HELPER_TRIES) {
    document.getElementById("openingwhy").textContent = "Part of this page did not load.";
    document.getElementById("opening").classList.add("stuck");
    return;
  }
  let loading = missing.length;
  const loaded = () => { if (--loading === 0) setTimeout(() => withHelpers(start, tries + 1), 500 * tries); };
  for (const failed of missing) {
    const again = document.createElement("script");
    again.async = false;  // (run in the order they are added)
    again.dataset.global = failed.dataset.global;
    again.onload = again.onerror = loaded;
    again.src = failed.src;
    failed.replaceWith(again);
  }
}
withHelpers(() => {
  const $ = (id) => document.getElementById(id);
  const { signed, potOf, doingWords, BACK_IN, callWords, potWords } = window.PhoneWords;  // phone_words.js
  const ledger = window.PhoneLedger;  // tonight's ledger under the hand: phone_ledger.js
  const { LEFT, UNLOCKED } = window.PhoneLeft;  // a seat left, in words: phone_left.js
  const watchPage = location.pathname === "/watch";
  let watching = watchPage;  // the watch view only: /watch, or a guest the host took off the table
  const params = new URLSearchParams(location.search);
  let room = null, token = null, mySeat = null;
  let code = (params.get("room") || "").trim().toUpperCase(), pendingJoin = null;
  let lastState = null, errorTimer = null;
  let over = false, waiting = false;
  let readmitted = false;
  let joinGives = null;  // what JOIN with no seat picked gives this page, as the table says (`join_gives`)
  let leftHolding = false;  // this phone's guest left holding cards in a pot in play (leftWords)
  const LET_BACK_IN = BACK_IN + ": tap JOIN to sit down.";
  // sat down during a pot, by the seat's bot or played out for you (your seat, back under your name);
  // between pots (the last one's result shown) there is no hand to speak of: your cards come next
  const SIT_NEXT_HAND = "You sit down at the next hand: until then your seat's bot plays this one.";
  const BACK_NEXT_HAND = "Welcome back. The hand in play is played out for you: your cards come with the next deal.";
  const BACK_AGAIN = "You're back in your seat.";
  let seatedHere = false;  // this page has been seated since it loaded: a later resume is a dropped socket's
  const NEXT_DEAL = (back) => (back ? "Welcome back: " : "You sit down now: ") + "your cards come with the next deal.";
  let dealWhy = "";  // why the table waits, said on the notice line (the host's menu is open)
  const TURNING = "Turning your cards\u2026";  // the table turns them for this seat (phone_away.js)
  let myName = null;  // the name this phone sits as

  const { heading, fitWords } = window.PhoneHeader();  // phone_header.js: the bar's game, fitted

  const tokenKey = (code) => "bbp-seat-" + code;
  // JOIN THE NEXT PARTY, waiting, marks this tab so: the next party's page sits its guest down (joinNext)
  const JOIN_NEXT = "bbp-join-next";
  let comingNext = sessionStorage.getItem(JOIN_NEXT) === "1" ? "waiting" : "";  // "told": its code came
  sessionStorage.removeItem(JOIN_NEXT);
  // the token of the seat this phone's guest left here: a reload asks with it, and the table says
  // they left (a reloaded page offered the seat code again)
  const leftKey = (code) => "bbp-left-" + code;
  const LAST_ROOM = "bbp-room";  // the room code of the seat this phone last took on this server
  let recalled = false;  // the code came from LAST_ROOM, not the address or the guest's typing
  // the page asked for its kept seat back and the table has not answered yet: the sit-down page
  // waits (it flashed on every reload of a seated phone), and so does a recalled code, which may be
  // an ended party's (JOIN THE NEXT PARTY showed the last room's code a moment, then the new one)
  let resuming = false;
  const RESUME_WAIT = 4000;  // ms: no answer by then, the page shows what it has
  function recallRoom() {  // the kept code, if its seat's token is kept too
    const last = localStorage.getItem(LAST_ROOM) || "";
    return last && (localStorage.getItem(tokenKey(last)) || localStorage.getItem(leftKey(last))) ? last : "";
  }
  const { cardEl, fill, upCards } = window.PhoneCards(() => room);  // phone_cards.js
  const { toBeat, playerRow } = window.PhoneRows(upCards, () => ({ seat: mySeat, waiting }));  // phone_rows.js: the table
  // phone_result.js: the last pot's result card
  const results = window.PhoneResult({ cardEl, me: () => ({ seat: mySeat, waiting, name: myName }), state: () => lastState, clearTurn });
  const hand = window.PhoneHand({ cardEl, upCards, results });  // phone_hand.js: your cards and their line
  const show = (id) => {
    // a page just come up starts at its top: the sit-down page came up scrolled as far as the table
    // had been (Leave the seat is at its foot), its Room code box under the notice (a host play-test)
    if (id === "join" && $(id).hidden) window.scrollTo(0, 0);  // (the play page scrolls to a turn)
    for (const s of ["opening", "join", "lobby", "play", "over"]) $(s).hidden = s !== id;
  };

  function error(text) {
    const box = $("error");
    box.textContent = text;
    box.hidden = false;
    clearTimeout(errorTimer);
    errorTimer = setTimeout(() => { box.hidden = true; }, 6000);
  }

  const { connect, send, close } = window.PhoneSocket({  // phone_socket.js: the table's WebSocket
    receive: (m) => { receive(m); leaving.follow(); }, notice, noticeShown: () => $("notice").textContent, error,
    over: () => over, closed: () => partyOver("The table has closed."),
  });
  // phone_away.js: what the table does for this seat (the away rule, a game picked, a run), said
  const tableDoes = window.PhoneAway({
    notice, seat: () => ({ seat: mySeat, waiting }),
    resume: () => { if (token) send({ type: "resume", token }); return !!token; },
  });

  let noticeTimer = null;
  // a line under the bar, no error (the host's word, a lost table): it lasts, or with `seconds` goes
  // by itself unless another notice took its place; "" clears it
  function notice(text, seconds) {
    clearTimeout(noticeTimer);
    $("notice").textContent = text;
    $("notice").hidden = !text;
    if (seconds) noticeTimer = setTimeout(() => notice(""), seconds * 1000);
  }

  function partyOver(text) {
    over = true;
    clearTurn(); window.PhoneSeatCode.gone();
    window.PhoneMoment.hide();  // the last pot's banner lay over "Party over"
    $("paused").hidden = true;
    $("overwhy").textContent = text;
    // the header named the last pot's game: a dealer's choice party read "Baseball" once over (a
    // host play-test), so it says what is so now
    heading("Party over");
    $("house").hidden = true;  // no game is played now: its rules said nothing on "Party over" (a play-test)
    ledger.end();  // no session of it is playing now
    notice("");
    show("over");
    // the seat's token stays kept: JOIN THE NEXT PARTY asks with it, and the host's next party
    // answers with its room code (any other table: bad_token, and the guest types the code)
    token = null; mySeat = null;
    close();
  }

  // the table has answered the resume (its seat back, the next party's code, the seat left, or a
  // refusal): the page shows the table as it may know it now
  function answered() {
    if (!resuming) return;
    resuming = false;
    if (lastState && !over) render(lastState);
  }

  function receive(m) {
    // a seat back: this page reloaded (not a dropped socket's resume: the dot says that one), or
    // the guest's own seat taken again after leaving it or from a new phone (said once: BACK_AGAIN)
    const back = m.type === "joined" && ((resuming && !seatedHere) || !!localStorage.getItem(leftKey(code))
      || (!!joinGives && (joinGives.yours || joinGives.retake)));
    // (a seat taken back: its state follows the joined)
    if (resuming && (m.type === "joined" || m.type === "removed")) resuming = false;
    if (typeof m.look === "string" && !over) window.PhoneLook.follow(m.look);  // phone_look.js; an older table sends none: the address's stays
    if (m.type === "welcome") {
      room = m;
      window.PhoneName.welcome(m);  // phone_name.js: what the TV draws, and how long a name may be
      heading(m.heading || m.game);  // (an older table sends no heading)
      if (!code && !watching) { code = recallRoom(); recalled = !!code; }
      $("code").textContent = recalled ? "" : code;  // (a recalled one once the table answers)
      const saved = code && (localStorage.getItem(tokenKey(code)) || localStorage.getItem(leftKey(code)));
      if (saved && !watching) {
        resuming = true;
        send({ type: "resume", token: saved });
        setTimeout(answered, RESUME_WAIT);
      }
    } else if (m.type === "joined") {
      token = m.token; mySeat = m.seat; pendingJoin = null; waiting = !!m.waiting; seatedHere = true; join.seated();
      localStorage.removeItem(leftKey(code));
      $("error").hidden = true;  // a refusal before (a name too long) is answered: seated now
      const said = $("notice").textContent;  // sat down (again): being let back in, or having left, is done
      if (said.startsWith(BACK_IN) || said.startsWith(LEFT) || said === UNLOCKED) notice("");
      // back in the seat, said once and briefly (a guest play-test reloaded, took the seat back and
      // nothing said so); waiting for the next deal, the hand's own line says "Welcome back"
      if (back && !waiting) notice(BACK_AGAIN, 5);
      const before = localStorage.getItem(LAST_ROOM);  // an earlier party's seat is done with now
      if (before && before !== code) { localStorage.removeItem(tokenKey(before)); localStorage.removeItem(leftKey(before)); }
      localStorage.setItem(tokenKey(code), token);
      localStorage.setItem(LAST_ROOM, code);
      recalled = false;
      $("code").textContent = code;
      // the TV draws only its own letters: the name every screen shows, said once seated when it is
      // not the name typed (phone_name.js)
      const sitAs = myName === null ? window.PhoneName.seatedAs($("name").value, m.name) : "";
      if (sitAs) notice(sitAs, 12);
      const wrongCode = window.PhoneSeatCode.joined(m);
      if (wrongCode) notice(wrongCode, 12);
      myName = m.name;
      localStorage.setItem("bbp-name", m.name);
      results.reword();
    } else if (m.type === "left") {
      localStorage.setItem(leftKey(code), token);
      joinGives = { ...joinGives, left: true, now: "" };  // (the table's own `join_gives` comes with the state)
      leftHolding = !!lastState && cardsInPlay(lastState) && lastState.actor !== mySeat;  // (before the seat is forgotten)
      forget();
      // left during a pot the TV shows in play: the table keeps the seat (the state saying so follows)
      const s = lastState, held = !!s && s.phase === "play" && s.actor !== null && !s.calling;
      notice(leftWords(!!(s && s.locked), held));
    } else if (m.type === "removed") {  // the host gave the seat to a bot: this phone only watches
      watching = true;
      forget(true);
      $("result").hidden = true;  // the last pot's card spoke of "you": no longer this phone's seat
      notice("The host took you off the table: " + m.message + ". You can still watch.");
    } else if (m.type === "readmitted") {  // the host let this guest back in: JOIN sits down again
      watching = false;
      readmitted = true;  // even in a locked room
      if (code) localStorage.removeItem(tokenKey(code));  // the old seat's token: JOIN sits down afresh
      notice(LET_BACK_IN);  // good news: a notice, not an error
      if (lastState) render(lastState);
    } else if (m.type === "next_party") {  // this phone sat at an earlier party tonight: here is the code
      // that party's token stays kept until this phone sits down here: a reload, or a party ended
      // before it sat down, asks with it again (it was dropped here, and the next party's code
      // had to be typed)
      code = m.room; recalled = false;
      $("room").value = code;
      $("code").textContent = code;
      answered();
      if (comingNext) { comingNext = "told"; joinNext(); }
    } else if (m.type === "join_gives") {  // a state follows: the sit-down page says it
      joinGives = m;
      if (m.left && resuming) { resuming = false; $("code").textContent = code; }  // the seat kept was left: the sit-down page says so
    } else if (m.type === "party_over") {
      partyOver(m.message);
    } else if (m.type === "ledger") {
      ledger.show(m);
    } else if (over) {
      return;  // nothing after the end changes the page
    } else if (m.type === "state") {
      lastState = m;
      room = Object.assign(room || {}, { captain: m.captain, wild: m.wild });
      heading(m.heading || m.game);  // a dealer's choice: "Dealer's Choice: Baseball"
      // a later move's state than the turn offered: that turn is spent, its greyed TURN was left under
      // "Your turn!" beside "YOU LEAD" (a play-test); the next turn's buttons come with its your_turn
      if (m.phase === "play" && (m.actor !== mySeat || (turns.now() && m.turn !== turns.now().turn))) clearTurn();
      followLedger(m);
      render(m);
      joinNext();
    } else if (m.type === "auto_check") {
      autoCheck.set(m.on);
    } else if (m.type === "moment") {  // the TV's banner: PERFECT GAME!, STRIKE THREE!
      window.PhoneMoment(m, mySeat === null || waiting ? null : myName);  // phone_moment.js
    } else if (m.type === "your_turn") {
      yourTurn(m);
    } else if (m.type === "hand_result") {
      results.result(m);
      const me = lastState && mySeat !== null ? lastState.you : null;
      if (me && "hidden" in me && !me.waiting) $("best").textContent = hand.line(lastState, me);  // the hand it showed down
      if (lastState) { followLedger(lastState); tableDoes.potOver(lastState, true); if (!$("join").hidden) join.render(lastState); }  // (the sit-down page says it)
      if (lastState && lastState.phase === "play") $("pot").textContent = potWords(lastState, potShownOver(lastState), mySeat === null ? null : lastState.you);  // its card says who won
    } else if (m.type === "result_gone") {  // the next pot's showdown is on the TV: its result may wait
      // under the host's menu, and the last pot's card beside its award said the wrong winner
      results.gone();
      if (lastState && !$("join").hidden) join.render(lastState);
    } else if (m.type === "deal_waits") {  // tonight's ledger on the TV holds the next deal: say why
      if (m.why) notice(m.why);
      else if ($("notice").textContent === dealWhy) notice("");  // (an away notice stays)
      dealWhy = m.why;
    } else if (m.type === "notice") {  // the table did something for this seat: the away rule's move
      clearTurn();  // that turn is gone: its buttons and clock with it (the state follows the TV)
      tableDoes.tell(m, lastState ? potOf(lastState, lastState.hand) : "");
      // the heading follows: a run's first card is yet to turn, a pick is the notice's to say (pickTold)
      if ((m.called || m.run) && lastState) render(lastState);
    } else if (m.type === "error") {
      if (m.code !== "bad_token" || token) answered();  // (a bad token's own lines below)
      if (m.code === "bad_token" && !token) {  // a saved seat that is gone: sit down afresh
        localStorage.removeItem(tokenKey(code));
        localStorage.removeItem(leftKey(code));
        if (recalled) forgetRecalled();
        if (pendingJoin) send(pendingJoin);
        pendingJoin = null;
        answered();
        return;
      }
      if (m.code === "replaced") forget();
      if (m.code === "removed") { watching = true; forget(true); notice("The host has taken you off the table: you can still watch."); return; }
      // its box says it: once (a seat code typed, the refusal is of that guest: said)
      if (m.code === "locked" && lastState) { render(lastState); if (!$("locked").hidden && !join.byCode()) return; }
      if (m.kind === "info") { tableDoes.calm(m.message); return; }  // nobody's mistake: its turn is gone
      error(m.message);
      turns.enable();
    }
  }

  function forgetRecalled() {  // a kept code whose seat is gone (an old party's, likely): the guest types one
    if ($("room").value === code) $("room").value = "";
    code = ""; recalled = false;
    $("code").textContent = "";
  }

  // the seat is no longer this phone's; `barred`: the host took its guest off the table, and the
  // token stays kept, so a reload asks with it and is told so again (the table bars the guest, not
  // the network address every phone behind one router shares)
  function forget(barred) {
    if (code && !barred) localStorage.removeItem(tokenKey(code));
    token = null; mySeat = null; waiting = false; clearTurn(); window.PhoneSeatCode.gone();
    if (lastState && !over) render(lastState);
  }

  function render(s) {
    window.PhoneHouse.show(s);  // phone_house.js: the game's rules, and the next game
    const paused = !!s.paused;
    // the sit-down page is never covered: the table seats a guest while paused, and their seat's
    // play waits for the party (a guest whose phone dropped could not tap JOIN until the host resumed)
    const sitting = mySeat === null && !watching;
    $("paused").hidden = !paused || sitting;
    // why: the TV replays a pot, or the host paused, and what a seated guest keeps meanwhile (a guest
    // play-test read "It goes on from here" as nothing): their cards only if they hold some in the
    // pot in play (not to a guest waiting for the next deal, folded, or between pots)
    const kept = mySeat === null ? "" : cardsInPlay(s) ? "Your seat and cards are kept: " : "Your seat is kept: ";
    $("pausedwhy").textContent = s.replaying
      ? "The TV is replaying pot " + s.replaying + ". The party goes on after it."
      : "The host paused the game. " + (kept ? kept + "play" : "Play") + " goes on when the host resumes.";
    if (paused) clearTurn();  // the room asks again, with the time left, when the party goes on
    if (sitting) { if (!resuming) join.render(s); return; }  // (till then, "Joining the table…")
    if (s.phase === "lobby") { renderLobby(s); return; }
    show("play");
    // a state sent before this phone lost its seat (taken off, left) still holds that seat's cards:
    // none of them are this phone's now
    const me = mySeat === null ? null : s.you;
    const actor = s.actor === null ? null : s.players[s.actor];
    const mine = s.actor === mySeat && !(me && me.waiting);
    const acts = s.calling ? " picks the game" : " to act";  // a dealer's choice: the dealer is calling it
    // your seat played for you (you play from the next deal) is yours still: never your own name in
    // the third person (a play-test's phone read "Maximiliana Bell to act" over "Welcome back")
    const whose = s.actor === mySeat ? "Your seat" : actor && actor.name;
    const called = actor === null ? calledWords(s) : "";
    // nobody to act: the game being called, else the move the TV shows ("Casey is turning cards")
    const doing = called || doingWords(s, me && me.waiting ? null : mySeat) || (potShownOver(s) ? "Pot over" : "");
    const ownTurning = s.actor === mySeat || (!!s.doing && s.doing.seat === mySeat && s.doing.what === "turn");
    const turning = !turns.now() && tableDoes.turning(s) && ownTurning;
    $("who").textContent = paused ? "Paused" : turning ? TURNING : actor === null ? doing : mine ? (turns.now() ? "Your turn!" : "Your turn next") : whose + acts;
    turns.tick();  // the away rule's last seconds say so on the line
    const between = potShownOver(s);
    $("pot").textContent = potWords(s, between || called, me);
    fill($("community"), s.community);
    waiting = !!(me && me.waiting);
    $("waiting").hidden = !waiting;
    // back from a fresh browser mid-hand, under their seat's name: that hand is theirs, played out
    // for them (this browser sees none of its cards); a guest new to the seat waits for its bot
    const back = waiting && s.players[me.seat].name === myName;
    if (waiting) $("waiting").textContent = between ? NEXT_DEAL(back) : back ? BACK_NEXT_HAND : SIT_NEXT_HAND;
    // no cards of yours to show (none dealt while the dealer picks the game, none left between No
    // Peek pots): no empty row for them
    $("mycards").hidden = !me || waiting || !!s.calling;
    if (me && !me.waiting) {
      hand.show(s, me);
    } else {
      $("mycards").replaceChildren();
      $("best").textContent = waiting ? "Seat " + (me.seat + 1) + ": yours from the next hand" : watching ? "Watching the table" : "";
    }
    toBeat(s);
    tableDoes.potOver(s, false);
    tableDoes.follow(s);
    results.pastResult(s);
    $("players").replaceChildren(...s.players.map((p) => playerRow(p, s)));
    // the log as the server says it to this phone, its own moves "You raise by 1 to 4" (game.party.log_line)
    $("log").replaceChildren(...s.log.map((line) => { const li = document.createElement("li"); li.textContent = line; return li; }));
    $("leave2").hidden = mySeat === null;
    $("sitlink2").hidden = !watchPage;
    $("decide").hidden = !turns.now();
    autoCheck.offer(s.flow === "no_peek" && cardsInPlay(s));  // (phone.css hides it under your buttons)
  }

  // a dealer's choice pot called and not dealt yet (game.party.called_game: nobody to act, no card
  // out, the call the log's last line): the call said at the top as the TV's banner says it (a host
  // play-test's phone showed only "Pot 0" and the roster then); "" any other time nobody acts
  function calledWords(s) {
    const dealt = s.players.some((p) => p.up.length || p.down);
    const calledNow = s.heading && s.heading !== s.game && !dealt && !potShownOver(s) && s.log.length;
    if (!calledNow) return "";
    return tableDoes.pickTold(s) ? DEAL_NEXT : callWords(s.log[s.log.length - 1], s.game);
  }
  // the away rule's pick for this dealer is on the notice line (tableDoes.pickTold): the heading
  // says only what comes next (a host play-test's phone said the pick twice)
  const DEAL_NEXT = "The deal is next.";

  // the seat left, in words (phone_left.js), from what the table told this page
  // (`folded`: the hand left was folded for them since, so no hand waits: the ledger's note says so)
  // Once the hand left is over and the seat's bot plays the next (`join_gives` yours still: theirs to
  // take back), no hand of theirs waits and nothing keeps the seat till a hand ends: a bot plays it
  // (a host play-test's leaver read "your hand waits till your turn" while the bot played its pot)
  const leftWords = (locked, held, folded) => {
    const gives = joinGives, row = gives && gives.yours && lastState ? lastState.players[gives.seat] : null;
    const botsNow = !!row && row.kind === "bot";
    return window.PhoneLeft.words({
      locked, held: held && (locked || !botsNow), readmitted,
      holding: leftHolding && !folded && !botsNow, now: gives && gives.now,
    });
  };

  // the seat whose pot in play is this phone's guest's: theirs, dealt in; or the seat they left (or
  // were taken off) during it while its hand is played out for them, AWAY under their name on the
  // TV's plate and here (seat_plates: the room's `leaving`, whose result the ledger counts as
  // theirs). Once its bot plays it (`join_gives` yours still: theirs to take back) its pot is the
  // bot's: a host play-test's guest, taken off, read "You have 1 in the pot in play" beside the
  // ante of the bot that sat there since, which the ledger never charged him
  const ownSeat = (s) => {
    if (mySeat !== null && !waiting) return mySeat;
    const seat = joinGives && joinGives.yours ? joinGives.seat : null;
    return seat !== null && s.players[seat] && s.players[seat].kind === "away" ? seat : null;
  };
  // the ledger beside the pot shown, and whose share of it is this phone's guest's (phone_ledger.js)
  const followLedger = (s) => ledger.follow(s, potShownOver(s), ownSeat(s),
    mySeat !== null || ownSeat(s) === null ? "" : joinGives.left ? "left" : "off");
  // the pot the table shows is over: its result is up, or the dealer calls the next one's game
  const potShownOver = (s) => s.calling || results.shownOver(s);
  // this phone's seat holds cards in a live pot: dealt in, not folded, the pot not over
  function cardsInPlay(s) {
    const me = mySeat !== null ? s.you : null;
    return !!me && s.phase === "play" && !s.calling && !me.waiting && me.in && !potShownOver(s);
  }
  // phone_join.js: the sit-down page
  const join = window.PhoneJoin({
    show, notice, code: () => code, joinGives: () => joinGives, readmitted: () => readmitted, leftWords, potShownOver, tokenKey, fitWords,
  });
  function renderLobby(s) {
    show("lobby");
    window.PhoneLobby.render(s, mySeat, watching, watchPage);  // phone_lobby.js
  }

  function yourTurn(m) {
    if (lastState && lastState.paused) return;
    tableDoes.yourTurn();  // back at the controls: the table's word has been read, its run is over
    turns.start(m);
  }
  const turns = window.PhoneTurn({  // phone_turn.js: your turn's buttons and clock
    act: (option, m) => send({ type: "act", token, kind: option.kind, turn: m.turn }),
    yields: () => { $("house").open = false; $("ledger").open = false; results.openResult(false); },
  });
  function clearTurn() { turns.clear(); }

  function device() {  // this phone's own random id, kept: back on it under the same name, one person tonight
    let id = localStorage.getItem("bbp-device");
    if (!id) {  // crypto.randomUUID needs https; getRandomValues works on the plain-HTTP local page
      id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
      localStorage.setItem("bbp-device", id);
    }
    return id;
  }

  // JOIN THE NEXT PARTY: the bare address, where anyone sits down (it asks for the new code unless
  // the table tells this phone), from the watch page too (a watcher was sent back to /watch, whose
  // lobby has no seat to take): the host's next party takes the last one's port. Between parties
  // nothing may answer there yet: opened at once, a guest play-test landed on the browser's
  // "connection refused" page, so the page asks the address until it answers, saying so. Here, not
  // in a script of its own: that is loaded with the page, and a page reloaded mid-party had lost it
  // (its button did nothing: a host play-test), while between parties nothing serves it again
  $("again").onclick = () => {
    const button = $("again");
    button.disabled = true;
    button.textContent = "WAITING FOR THE HOST\u2026";
    // a guest who held a seat (its token and name kept) is sat down there at once, by the same name,
    // the table telling this page the new code (`next_party`): a play-test's guest read "this page
    // joins it" and found the Sit down page filled in, one more JOIN to tap. Anyone else: that page.
    // (one who left their seat too, its token kept as left: a host play-test's leaver got that page, the code empty)
    const held = !!code && !!(localStorage.getItem(tokenKey(code)) || localStorage.getItem(leftKey(code)));
    const sits = held && !!localStorage.getItem("bbp-name");
    if (sits) sessionStorage.setItem(JOIN_NEXT, "1");
    notice("Waiting for the host's next party: " + (sits ? "this page sits you down in it" : "this page opens its Sit down page") + " as soon as it opens.");
    let tries = 0;
    const again = () => {
      tries++;
      if (tries === 20) notice("Still waiting for the host's next party (the TV shows its room code when it is open)\u2026");
      setTimeout(ask, Math.min(3000, 500 * tries));
    };
    // the page itself, not from the cache: an answer means a party is serving here now
    const ask = () => fetch("/", { cache: "no-store" }).then((r) => (r.ok ? location.assign("/") : again()), again);
    ask();
  };
  // JOIN THE NEXT PARTY tapped on the last party's page: JOIN for the guest, once the table has said
  // its code and who sits there. A name a seat here already goes by is the guest's to check (the
  // table would give them another's seat whose phone is gone, or a name not theirs): not sent
  function joinNext() {
    if (comingNext !== "told" || !lastState) return;
    comingNext = "";
    const name = localStorage.getItem("bbp-name") || "";
    const same = (p) => p.kind !== "free" && p.name.toLowerCase() === name.toLowerCase();
    if (lastState.players.some(same)) { notice("Someone here already goes by " + name + ": check your name, then tap JOIN."); return; }
    $("name").value = name;
    $("sit").click();
  }
  $("otherseat").onclick = () => { join.pickOther(); if (lastState) join.render(lastState); };
  $("sit").onclick = () => {
    code = $("room").value.trim().toUpperCase();
    recalled = false;
    // no code typed (a phone whose last party's code is gone with it): asked for, never sent as a
    // wrong one ("that is not this room's code" read as a mistyped code)
    if (!code) { error("Type the room code: the 4 letters on the TV."); $("room").focus(); return; }
    if (!window.PhoneName.checkName()) { $("name").focus(); return; }  // the line under the box says why
    const message = window.PhoneSeatCode.joining({ type: "join", room: code, name: $("name").value.trim(), device: device() });
    if (join.chosen() !== null) message.seat = join.chosen();
    const saved = localStorage.getItem(tokenKey(code));  // this phone's seat here, from before
    if (saved) { pendingJoin = message; send({ type: "resume", token: saved }); } else send(message);
  };
  $("name").addEventListener("keydown", (e) => { if (e.key === "Enter") $("sit").click(); });
  $("start").onclick = () => {  // the TV deals at once; this page follows when the TV has dealt
    $("start").hidden = true;
    $("wait").textContent = "Starting: the TV is dealing.";
    send({ type: "start", token });
  };
  // phone_leave.js: Leave the seat asks LEAVE / STAY, saying what leaving does to hand, seat and chips
  const autoCheck = window.PhoneAutoCheck((on) => send({ type: "auto_check", token, on }));  // phone_auto_check.js
  const leaving = window.PhoneLeave(() => send({ type: "leave", token }), () => lastState,
    () => (!lastState || !cardsInPlay(lastState) ? "" : lastState.actor === mySeat ? "turn" : "hand"),
    () => {  // what the guest leaves with: nothing in the lobby, before a deal; holding cards, their
      // net as the pot was dealt (`before_pot`, as the table sends it: the ledger's count till it is won)
      const s = lastState, own = s && s.phase !== "lobby" && mySeat !== null ? s.players[mySeat] : null;
      return own ? signed(cardsInPlay(s) ? own.before_pot : own.net) : "";
    });
  if (watching) $("watchlink").hidden = true;
  connect();
});
