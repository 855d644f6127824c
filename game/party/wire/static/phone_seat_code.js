// The seat code (docs/party.md, `joined`): four letters a seated phone shows under the hand, typed
// on the sit-down page with the name by a guest back from a fresh browser, whose seat is then
// theirs at once, cards included (by the name alone, the hand in play is played out for them).
// phone.js hands it each `joined` and the seat's end, and asks it what JOIN sends.
"use strict";
window.PhoneSeatCode = (() => {
  const $ = (id) => document.getElementById(id);
  const WRONG = "That seat code is not this seat's: the hand in play is played out for you, and your cards come with the next deal.";
  let typed = "";  // the code the last JOIN sent

  // JOIN's message, with the code typed (none: none sent); never from the field once it is not shown
  // (a host play-test's code, typed while the room was locked, was sent after it opened)
  function joining(message) {
    typed = $("seatcodebox").hidden ? "" : $("seatcode").value.trim().toUpperCase();
    return typed ? { ...message, code: typed } : message;
  }

  // the seat's code told: shown from now on; what to say of the code typed ("" when right or none)
  function joined(m) {
    $("mycode").textContent = "Seat code " + m.code + ": on a new phone, type it with your name to get your seat back at once.";
    $("mycode").hidden = !m.code;
    const wrong = !!typed && typed !== m.code && m.waiting;
    typed = "";
    $("seatcode").value = "";
    return wrong ? WRONG : "";
  }

  function gone() { $("mycode").hidden = true; }  // the seat is no longer this phone's

  // the field is offered while a seat is AWAY, its phone gone: the only seat a code opens
  function offer(awaySeat) { $("seatcodebox").hidden = !awaySeat; }

  return { joining, joined, gone, offer };
})();
