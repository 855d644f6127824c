// The sit-down page (#join): the seats to pick, JOIN or TAKE MY SEAT BACK, and the lines that say
// who may sit down: a locked room, the seat this phone's guest left or was taken off (still theirs
// while its hand is played out), a guest the host let back in, a seat code from a new phone.
// phone.js hands it each state to show (`render`), and reads back the seat picked (`chosen`) and
// whether only a seat code opens the room (`byCode`). From phone.js: `show` (the page to show),
// `notice` (the line under the bar), getters of the room `code`, the table's `joinGives` and
// whether the host `readmitted` this guest; `leftWords` (phone_left.js, as the page was told),
// `potShownOver`, `tokenKey` (the kept seat's key) and `fitWords` (phone_header.js).
"use strict";
window.PhoneJoin = ({ show, notice, code, joinGives, readmitted, leftWords, potShownOver, tokenKey, fitWords }) => {
  const $ = (id) => document.getElementById(id);
  const { BACK_IN, letBackWords } = window.PhoneWords;
  const { LEFT, TAKE_BACK, ASK_HOST, UNLOCKED } = window.PhoneLeft;
  const LOCKED = "The host has locked the room: nobody new sits down until the host unlocks it.";
  const RETAKE = "Your phone dropped? Give the name you sat as and tap JOIN to take your seat back.";
  const RETURNING = "Back from a new phone? Use the name you sat as.";  // guest_messages.RETURNING
  const BY_CODE = "Seated here, on a new phone? Your name and the seat code your old phone shows take your seat back.";
  let chosenSeat = null;  // the seat picked: JOIN asks for it
  let byCode = false;  // the locked page's one way in: a seat's code, with its guest's name
  let leftOut = false;  // the page says TAKE_BACK or ASK_HOST: when the room opens, it says so (UNLOCKED)
  let seatBack = false;  // left out, and the seat left still theirs: TAKE MY SEAT BACK offered
  let joinShut = false;  // the page offers no JOIN now
  let pickingOther = false;  // offered their own seat back, the guest tapped "Pick another seat"
  const codeTyped = () => $("seatcode").value.trim().length === 4;

  const RESULT_UP = "The last pot's result is up and the next deal is soon: pick a seat, and you play from it.";

  function render(s) {
    show("join");
    $("joinpaused").textContent = (s.replaying ? "The TV is replaying pot " + s.replaying : "The host paused the game")
      + ": you can still sit down, and you play when it goes on.";
    // the room was locked or unlocked since: what was said about sitting down again follows it
    if (!$("room").value) $("room").value = code();
    if (!$("name").value) $("name").value = localStorage.getItem("bbp-name") || "";
    // the seat this phone's guest left (or was taken off) during the hand in play, AWAY under their
    // name till it is played out: still theirs to sit down in, as the table says (`join_gives`; a
    // guest play-test read "Every seat is taken. Your phone dropped?", their own seat greyed)
    const gives = joinGives(), held = gives && gives.yours ? s.players[gives.seat] : null;
    if ($("notice").textContent.startsWith(LEFT)) notice(leftWords(!!s.locked, !!held, !!held && !held.in));
    const free = s.players.filter((p) => (p.kind === "free" || p.kind === "bot") && !p.arriving);
    // every seat a guest's, but one whose guest left it during this hand: the table gives it (JOIN,
    // from the next deal; seating.first_free) and the TV invites to it, so the page does too (a host
    // play-test's TV showed JOIN while a new phone said "Every seat is taken", JOIN grey)
    const leftSeat = !free.length && !!gives && !gives.yours && gives.seat !== null ? s.players[gives.seat] : null;
    // locked: no new guest sits down; a guest let back in, or a phone that had a seat here, may
    const shut = !!s.locked && !readmitted() && !localStorage.getItem(tokenKey($("room").value.trim().toUpperCase()));
    // a seat AWAY is a guest whose phone is gone: back from a fresh browser (no token kept) they give
    // their name and JOIN, and the server seats them there again (seating.returning_seat), in a full
    // or a locked room too; anyone else it refuses, saying why
    const awaySeat = !!gives && gives.retake;  // (a seat left or taken off is none)
    // no JOIN and no seat code: one line says who opens the room, and another when the host opens it
    const wasOut = leftOut;
    leftOut = shut && !!gives && gives.left;
    // (the page changes by itself: said, once; never to a guest let back in, whose own line says
    // so: a host play-test's guest, let back in, the room not locked, read "unlocked the room")
    if (wasOut && !s.locked && !readmitted()) notice(UNLOCKED);
    else if (leftOut && $("notice").textContent === UNLOCKED) notice("");  // locked again
    // locked, and nobody's seat AWAY: no newcomer sits down, so there is no JOIN; a guest seated here
    // on a new phone (the old one still on) takes their seat back by its code and their name (a
    // play-test's locked page offered that guest nothing to type)
    byCode = shut && !awaySeat && !leftOut;
    seatBack = leftOut && !!held;
    window.PhoneSeatCode.offer(!leftOut && (awaySeat || byCode));
    if (chosenSeat !== null && (shut || !free.some((p) => p.seat === chosenSeat))) chosenSeat = null;
    // let back in: one line says which seat JOIN gives (theirs, the one picked or the first free),
    // and that chip is the one marked (a play-test read "let you back in" over "Every seat is taken")
    const backIn = readmitted() && $("notice").textContent.startsWith(BACK_IN);
    const chip = chosenSeat !== null ? chosenSeat : gives && (held || backIn) ? gives.seat : null;
    $("seats").replaceChildren(...s.players.map((p) => {
      const b = document.createElement("button");
      const open = (p.kind === "free" || p.kind === "bot") && !p.arriving;
      // JOIN (or TAKE MY SEAT BACK, the room locked) with no seat picked sits down in it: marked
      // as the seat of a guest let back in is (a host play-test's leaver read her own seat greyed)
      const own = p === held && (!shut || seatBack);
      b.textContent = open ? "Seat " + (p.seat + 1) : own ? p.name + ": yours" : p.arriving || p.name;
      b.disabled = !(open && !shut || own);
      b.style.borderLeft = "8px solid " + p.colour;
      if (p.seat === chip && (open || own)) b.classList.add("chosen");
      b.onclick = () => { chosenSeat = p.seat === chosenSeat || own ? null : p.seat; render(s); };
      return b;
    }));
    for (const b of $("seats").children) fitWords(b);
    $("locked").hidden = !shut;  // said only to whom it bars
    // paused too, the lock's line is the one thing said ("you can still sit down" beside "nobody new
    // sits down": a guest play-test)
    // TAKE MY SEAT BACK where it gives the seat this guest left (no other seat picked), else JOIN;
    // every line that says what to tap says these words (a host play-test's page let back in said
    // "tap JOIN" over TAKE MY SEAT BACK)
    const sitWords = byCode || seatBack || (held && !shut && !pickingOther && chosenSeat === null) ? "TAKE MY SEAT BACK" : "JOIN";
    $("sit").textContent = sitWords;
    $("joinpaused").hidden = !s.paused || shut;  // (above the form, not over it)
    $("locked").textContent = LOCKED + (seatBack ? " " + TAKE_BACK : leftOut ? " " + ASK_HOST : awaySeat ? " " + RETAKE : byCode ? " " + BY_CODE : "");
    // good news (the seat left is still theirs) is said calmly, a refusal in red (a play-test read
    // TAKE MY SEAT BACK's line in the red of an error)
    $("locked").className = seatBack ? "calm" : "warn";
    $("sit").hidden = leftOut && !seatBack;
    $("joinhint").hidden = shut || backIn;  // no seat to pick; or the notice says it
    // the seat this guest left, still theirs to take: one question, the notice's line saying why, one
    // button; the form, the other seats and the lock's line folded away (phone.css), "Pick another
    // seat" and "Just watch" small under it (a guest play-test found the page cluttered for one choice)
    const back = !!held && (!shut || seatBack) && !backIn && !pickingOther && !!$("room").value && !!$("name").value;
    $("join").classList.toggle("back", back);
    $("joinhead").textContent = back ? "Take your seat back?" : "Sit down";
    $("otherseat").hidden = !back || shut || !free.length;
    // a hand being played: a seat taken now is its bot's until the next deal, and the page says so;
    // its result up on the TV, the next deal is soon (a play-test read "A hand is being played"
    // under the winner's name)
    const resultUp = s.phase === "play" && !s.calling && potShownOver(s);
    const playing = s.phase === "play" && !s.calling;
    // which hand, of which game: a guest play-test's latecomer, reading "A hand is being played",
    // asked what was on before picking a seat (the TV across the room names it in its corner)
    const handOn = "Hand " + s.hand + " of " + s.game + " is being played";
    if (backIn) notice(letBackWords(s, held, free, chip, playing, sitWords));
    $("joinhint").textContent = held
      ? "Tap " + sitWords + " to sit down in your seat again" + (free.length ? ", or pick another." : ".")
      : leftSeat
      ? (resultUp ? "The next deal is soon" : handOn) + ": JOIN gives you the seat " + leftSeat.name + " left, from the next deal."
      : free.length === 0
      ? (awaySeat ? "Every seat is taken. " + RETAKE : "Every seat is taken: watch, or wait for someone to leave.")
      : (resultUp ? RESULT_UP : playing ? handOn + ": pick a seat, and you play from the next deal." : "Pick a seat, or take the first free one.")
        + (awaySeat ? " " + RETURNING : "");  // (a guest whose phone died: their seat, AWAY, by their name)
    joinShut = (leftOut && !seatBack) || (!byCode && !shut && free.length === 0 && !awaySeat && !held && !leftSeat);  // locked: the server tells who may
    sitLit();
  }

  // JOIN lit only when it can be sent: a seat to give, the name one the table takes (a host play-test's
  // JOIN stayed lit under "Names are at most 16 characters"); where only a seat code opens one, the
  // room code, the name and that code typed, and a line says which are still to type (a host
  // play-test's locked page showed a grey TAKE MY SEAT BACK and not a word)
  function sitLit() {
    const missing = !byCode ? [] : [
      [$("room").value.trim(), "the room code on the TV"],
      [$("name").value.trim(), "the name you sat as"],
      [codeTyped(), "the seat code your old phone shows"],
    ].filter(([typed]) => !typed).map(([, what]) => what);
    $("sit").disabled = joinShut || !window.PhoneName.checkName() || missing.length > 0;
    const last = missing.pop();
    $("sitwhy").textContent = last ? "Type " + (missing.length ? missing.join(", ") + " and " : "") + last + "." : "";
    $("sitwhy").hidden = !last;
  }

  $("seatcode").addEventListener("input", sitLit);
  $("room").addEventListener("input", sitLit);
  $("name").addEventListener("input", sitLit);

  return {
    render,
    chosen: () => chosenSeat,
    byCode: () => byCode,
    pickOther: () => { pickingOther = true; },  // "Pick another seat": the seats, not the question
    seated: () => { pickingOther = false; leftOut = false; },  // sat down: their own seat offered first next time; no seat left now
  };
};
