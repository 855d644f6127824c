// The words of a seat this phone's guest left (`left`, docs/party.md), for the notice line under the
// bar and the locked room's line on the sit-down page (#locked). phone.js says when; this says what,
// from what the table told the page: `locked` (the state's), `held` (left during a hand, the seat
// still theirs, its hand played out for them, and after it while no guest takes it: `join_gives`
// yours), `readmitted` (the host let them back in: the lock does not keep them out), `holding`
// (they left holding cards, before their turn) and `now` (who has the seat now: `join_gives` now).
"use strict";
window.PhoneLeft = (() => {
  const LEFT = "You left the seat: ";
  // this phone's guest left the seat on purpose (the table says so, `join_gives` left): in a locked
  // room this phone takes that seat back while no one else holds it (`join_gives` yours: a play-test's
  // guest was shut out till the host acted); once another guest holds it, only the host opens the
  // room (LET A GUEST BACK IN is for a guest taken off, never one who left)
  const TAKE_BACK = "You left your seat: it is still yours, and TAKE MY SEAT BACK sits you down in it again.";
  const STILL_YOURS = "it is yours till another guest takes it.";
  const ASK_HOST = "You left your seat, and another guest holds it now: ask the host to unlock the room.";
  // (the button says itself: JOIN, or TAKE MY SEAT BACK where the seat left is still theirs)
  const UNLOCKED = "The host has unlocked the room: you can sit down again.";
  // a locked room lets no one sit down who holds no seat (guest_messages.on_join), a seat just left
  // too: the lock's own line on the join page (#locked) says so, once (a guest read "locked" twice)
  // two lines at most, at A+ on a small phone (a host play-test's banner ran six lines over the
  // page that asks "Take your seat back?"): what became of the seat, and of the hand while it is
  // still theirs to take back (what leaving does was said in full before LEAVE, phone_leave.js)
  function words({ locked, held, readmitted, holding, now }) {
    // who has the seat now: a locked room's page said "a bot plays it" after another guest had sat
    // down there; just left (the table's `join_gives` still to come), its bot plays it
    const who = now || "a bot plays it now";
    // left holding cards, back before their turn: TAKE MY SEAT BACK gives them their cards too
    // (game.party.quick_return); a locked room's page says the seat is still theirs, as the lock's
    // line does (TAKE_BACK; a play-test's guest read "a bot plays it." over it and thought it lost)
    if (held && holding && (!locked || readmitted)) return LEFT + "your hand waits till your turn.";
    // the seat stays theirs after its hand, locked or not, while no guest takes it
    // (seating.left_seat), as LEAVE's question said (phone_leave.js): an unlocked room's page said
    // "kept for you until this hand ends" (at a pot's result "until the next deal")
    return LEFT + (held ? STILL_YOURS : who + ".");
  }
  return { LEFT, TAKE_BACK, ASK_HOST, UNLOCKED, words };
})();
