// Leave the seat (in the lobby and under the table): a tap asks, LEAVE or STAY, in the button's
// place, at any moment (a host play-test met two ways, an orange "Tap again to leave" that went
// back after 10 s off their turn, LEAVE / STAY on it). The question says what leaving does, one
// short line each, as the table stands now (a guest play-test read "Tap again to leave" and could
// not tell what became of the seat, the chips or the cards):
// `Your hand:` holding cards in a pot in play, back before their turn has waited the table's
// `left_wait` it is theirs again (game.party.quick_return), after it the away rule checks or folds
// it (room.unseat): the turn timer's seconds, or with the timer OFF a dropped phone's grace (a host
// play-test's timer was OFF and the question spoke of "your turn's seconds");
// `Your seat:` theirs till another guest takes it, its bot's from the next hand, else a bot's at once, and JOIN sits them down
// again while a seat is free; `Your chips this game:` what they leave with, as the TV says it (`CAT LEAVES WITH
// -2`), tonight's ledger keeping it under their name, a pot they hold cards in theirs, won or lost.
// It waits for its answer: STAY, or a tap anywhere else, puts the button back. phone.js hands it
// what leaving sends, the table's last state (`table`: its `timer` and `left_wait`), what the guest
// holds, "" (no cards in a pot in play), "turn" (cards, and the turn is theirs now) or "hand"
// (cards, their turn to come), and their net now ("" before a game is dealt); it follows the table while asked (`follow`, at each message): a pot that ends or is dealt,
// or their turn that comes, changes what leaving does, and a host play-test's words stood stale.
"use strict";
window.PhoneLeave = (leaveNow, table, holding, netNow) => {
  const $ = (id) => document.getElementById(id);
  const disarm = () => {
    for (const asked of document.querySelectorAll(".leaveask")) asked.remove();
    for (const id of ["leave1", "leave2"]) $(id).classList.remove("asking");
  };
  // how long a leaver's turn waits, as the table says it: "your turn's 30 seconds run out", "your
  // turn has waited 20 seconds" (no timer: the TV counts it as LEFT: BOT IN)
  const waited = (s) => s.timer !== null ? "your turn's " + Math.round(s.timer) + " seconds run out"
    : "your turn has waited " + Math.round(s.left_wait) + " seconds";
  // what leaving does to the hand, the seat and the chips, a line each (`held`, `net` as above)
  const leaveLines = (held, net) => [
    held === "turn" ? "Your hand: checked or folded for you once " + waited(table()) + ", unless you are back."
      : held ? "Your hand: yours again if you are back before " + waited(table()) + "; after that, checked or folded for you."
      : "",
    // the seat stays theirs to take back after the hand too, while no guest sits there
    // (seating.left_seat), as the page after LEAVE says (phone_left.js STILL_YOURS; a host
    // play-test read "till this hand ends", then "yours till another guest takes it")
    held ? "Your seat: yours till another guest takes it; a bot plays it from the next hand."
      : "Your seat: a bot plays it; JOIN sits you down again while a seat is free.",
    // holding cards, the game's figure before this pot, as tonight's ledger counts it (a host
    // play-test read "you leave with +6", the seat's figure with its bets in the pot, over the
    // ledger's "Tonight so far: +7"). It is this game's, and says so: in a second game of the night
    // a host play-test read "Your chips: -12 before this pot" over the ledger's "Tonight so far: -10"
    !net ? "" : held ? "Your chips this game: " + net + " before this pot, and this pot's result, won or lost."
      : "Your chips this game: you leave with " + net + "; tonight's ledger keeps it under your name.",
  ].filter(Boolean).map((text) => {
    const line = document.createElement("small");
    line.textContent = text;
    return line;
  });
  // LEAVE / STAY in the button's place, what leaving does over them, and one bold line: on your
  // turn, its seconds running, that staying keeps the turn (a guest play-test read a paragraph
  // about coming back while their clock ran)
  const question = (held) => {
    const ask = document.createElement("div");
    ask.className = "leaveask";
    ask.setAttribute("role", "group");
    const line = document.createElement("span");
    line.textContent = held === "turn" ? "Your turn goes on if you stay." : "Leave the seat?";
    const go = document.createElement("button"), stay = document.createElement("button");
    go.className = "leavego"; go.textContent = "LEAVE";
    stay.className = "leavestay"; stay.textContent = "STAY";
    go.onclick = () => { disarm(); leaveNow(); };
    stay.onclick = disarm;
    ask.append(line, ...leaveLines(held, netNow()), go, stay);
    return ask;
  };
  // asked anew as the table moves (what leaving does follows it), the question kept while its words
  // are the same: a tap on LEAVE lands on the button it pressed
  const ask = (button) => {
    const next = button.nextElementSibling, asked = next && next.classList.contains("leaveask") ? next : null;
    const fresh = question(holding());
    button.classList.add("asking");
    if (!asked) button.after(fresh);
    else if (asked.textContent !== fresh.textContent) asked.replaceWith(fresh);
  };
  // asked, its answers in view: under the page's last lines LEAVE and STAY fell below the fold
  const leave = (event) => {
    disarm();
    ask(event.currentTarget);
    event.currentTarget.nextElementSibling.scrollIntoView({ block: "nearest" });
  };
  const follow = () => {
    for (const id of ["leave1", "leave2"]) if ($(id).classList.contains("asking")) ask($(id));
  };
  $("leave1").onclick = leave;
  $("leave2").onclick = leave;
  document.addEventListener("pointerdown", (event) => {  // a tap anywhere else: not leaving after all
    if (!event.target.closest || !event.target.closest("#leave1, #leave2, .leaveask")) disarm();
  }, true);
  return { follow };
};
