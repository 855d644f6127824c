// Leave the seat (in the lobby and under the table): the first tap arms the button (orange, "Tap
// again to leave") and a second leaves; on your own turn the first tap asks instead, LEAVE or STAY.
// Armed, it says what leaving does, one short line each, as the table stands now (a guest play-test
// read "Tap again to leave" and could not tell what became of the seat, the chips or the cards):
// `Your hand:` holding cards in a pot in play, back before their turn's seconds run out it is
// theirs again (game.party.quick_return), after them the away rule checks or folds it (room.unseat);
// `Your seat:` kept for them till that hand ends, else a bot's at once, and JOIN sits them down
// again while a seat is free; `Your chips:` what they leave with, as the TV says it (`CAT LEAVES WITH
// -2`), tonight's ledger keeping it under their name, a pot they hold cards in theirs, won or lost.
// It stays armed for LEAVE_ARMED ms or until a tap elsewhere (a play-test's guests were still
// reading the words when a 4 s arming ran out). phone.js hands it what leaving sends, what the
// guest holds, "" (no cards in a pot in play), "turn" (cards, and the turn is theirs now) or "hand"
// (cards, their turn to come), and their net now ("" before a game is dealt); it follows the table
// while armed (`follow`, at each message): a pot that ends or is dealt, or their turn that comes,
// changes what leaving does, and a host play-test's words stood stale for the 10 s.
"use strict";
window.PhoneLeave = (leaveNow, holding, netNow) => {
  const $ = (id) => document.getElementById(id);
  const LEAVE_ARMED = 10000;
  let leaveTimer = null;
  const disarm = () => {
    clearTimeout(leaveTimer);
    for (const ask of document.querySelectorAll(".leaveask")) ask.remove();
    for (const id of ["leave1", "leave2"]) {
      const button = $(id);
      button.dataset.sure = "";
      button.classList.remove("armed", "asking");
      button.textContent = "Leave the seat";
    }
  };
  // what leaving does to the hand, the seat and the chips, a line each (`held`, `net` as above)
  const leaveLines = (held, net) => [
    held === "turn" ? "Your hand: checked or folded for you once your turn's seconds run out, unless you are back."
      : held ? "Your hand: yours again if you are back before your turn's seconds run out; after them, checked or folded for you."
      : "",
    held ? "Your seat: kept for you till this hand ends, then a bot plays it."
      : "Your seat: a bot plays it; JOIN sits you down again while a seat is free.",
    !net ? "" : held ? "Your chips: you leave with " + net + ", and this pot's result, won or lost."
      : "Your chips: you leave with " + net + "; tonight's ledger keeps it under your name.",
  ].filter(Boolean).map((text) => {
    const line = document.createElement("small");
    line.textContent = text;
    return line;
  });
  // your turn, its seconds running: LEAVE / STAY in the button's place, what leaving does over them
  // and one bold line that staying keeps the turn (a guest play-test read a paragraph about coming
  // back while their clock ran)
  const turnAsk = () => {
    const ask = document.createElement("div");
    ask.className = "leaveask";
    ask.setAttribute("role", "group");
    const line = document.createElement("span");
    line.textContent = "Your turn goes on if you stay.";
    const go = document.createElement("button"), stay = document.createElement("button");
    go.className = "leavego"; go.textContent = "LEAVE";
    stay.className = "leavestay"; stay.textContent = "STAY";
    go.onclick = () => { disarm(); leaveNow(); };
    stay.onclick = disarm;
    ask.append(line, ...leaveLines("turn", netNow()), go, stay);
    return ask;
  };
  const sayArmed = (button) => {  // what a second tap does, as the table stands now
    const held = holding(), next = button.nextElementSibling;
    const asked = next && next.classList.contains("leaveask") ? next : null;
    button.classList.toggle("asking", held === "turn");
    if (asked) asked.remove();
    if (held === "turn") {
      button.after(turnAsk());  // (anew: its chips follow the table)
      return;
    }
    button.replaceChildren("Tap again to leave", ...leaveLines(held, netNow()));
  };
  const leave = (event) => {
    const button = event.currentTarget;
    if (button.dataset.sure !== "1") {
      disarm();
      button.dataset.sure = "1";
      button.classList.add("armed");
      sayArmed(button);
      leaveTimer = setTimeout(disarm, LEAVE_ARMED);
      return;
    }
    disarm();
    leaveNow();
  };
  const follow = () => {
    for (const id of ["leave1", "leave2"]) if ($(id).dataset.sure === "1") sayArmed($(id));
  };
  $("leave1").onclick = leave;
  $("leave2").onclick = leave;
  document.addEventListener("pointerdown", (event) => {  // a tap anywhere else: not leaving after all
    if (!event.target.closest || !event.target.closest("#leave1, #leave2, .leaveask")) disarm();
  }, true);
  return { follow };
};
