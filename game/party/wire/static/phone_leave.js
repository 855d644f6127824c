// Leave the seat (in the lobby and under the table): it goes to a bot, so the first tap arms the
// button (orange, "Tap again to leave") and a second leaves; on your own turn the first tap asks in
// one line instead, LEAVE or STAY, saying your turn goes on if you stay. It stays armed for LEAVE_ARMED ms or
// until a tap elsewhere (a play-test's guests were still reading the words when a 4 s arming ran
// out). phone.js hands it what leaving sends, and what the guest holds: "" (no cards in a pot in
// play), "turn" (cards, and the turn is theirs now) or "hand" (cards, their turn to come). Holding
// cards, the armed button says what becomes of that hand (the away rule plays it out: room.unseat),
// before the tap that gives it up (a host play-test's guest read it only after leaving, holding
// Four As): back before their turn's grace runs out, it is theirs again (game.party.quick_return);
// and it follows the table while armed (`follow`, at each message): a pot that ends or is dealt, or
// their turn that comes, changes what leaving does, and a host play-test's words stood stale for
// the 10 s.
"use strict";
window.PhoneLeave = (leaveNow, holding) => {
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
  // your turn, its seconds running: one short line and LEAVE / STAY in the button's place (a guest
  // play-test read a paragraph about coming back while their clock ran)
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
    ask.append(line, go, stay);
    return ask;
  };
  const sayArmed = (button) => {  // what a second tap does, as the table stands now
    const held = holding(), next = button.nextElementSibling;
    const asked = next && next.classList.contains("leaveask") ? next : null;
    button.classList.toggle("asking", held === "turn");
    if (held === "turn") {
      if (!asked) button.after(turnAsk());
      return;
    }
    if (asked) asked.remove();
    const said = ["Tap again to leave"];
    if (held) {
      const why = document.createElement("small");
      // your turn waits the grace a vanished phone has (the TV counts it): back in it, the hand is yours
      why.textContent = "Come back before your turn's seconds run out (the TV counts them)"
        + " and your hand in play is still yours; after them, the table checks or folds it to its end";
      said.push(why);
    }
    button.replaceChildren(...said);
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
