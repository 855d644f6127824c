// Your turn on the play page: its buttons (phone_buttons.js), the bar back to them (phone_turn_bar.js),
// and its clock, the turn timer's seconds or the away rule's last ones. phone.js hands it each
// `your_turn` (`start`), ends it (`clear`: the move is in, the pot moved on, the seat gone), and asks
// whether one lasts (`now`, the turn's message). `act(option, m)` sends the move tapped; `yields()`
// folds what would push the buttons off a small screen (the house rules, the ledger, the last
// pot's result).
"use strict";
window.PhoneTurn = ({ act, yields }) => {
  const $ = (id) => document.getElementById(id);
  let turn = null, deadline = null;
  let awayClock = false;  // the clock is the away rule's (no turn timer): only its last seconds show

  function start(m) {
    turn = m;
    buttons.lay(m);
    $("decide").hidden = false;
    document.body.classList.add("turnroom");  // (the bar itself waits for the buttons' place on the screen)
    yields();  // what would push the buttons off a small screen folds away
    toDecision();
    $("who").textContent = "Your turn!";
    // the turn timer's seconds, or with none the away rule's: the clock the TV counts
    const left = m.seconds !== null ? m.seconds : (m.away_in === undefined ? null : m.away_in);
    deadline = left === null ? null : performance.now() + left * 1000;
    awayClock = m.seconds === null && left !== null;
    $("clock").hidden = true;
    countDown();
    // a page that nobody has tapped yet (just reloaded) may not vibrate: the browser complains
    const tapped = !navigator.userActivation || navigator.userActivation.hasBeenActive;
    if (navigator.vibrate && tapped) navigator.vibrate([120, 60, 120]);
    document.body.classList.remove("flash");
    void document.body.offsetWidth;  // restart the animation
    document.body.classList.add("flash");
  }

  const { toDecision } = window.PhoneTurnBar(() => !!turn);  // phone_turn_bar.js: the bar back to your buttons

  // the move is in: the TV shows it when its animation gets there, and the page follows the TV,
  // so until then it says so (a play-test's phone said "Your turn!" with a stopped clock for 9 s
  // after calling the game, while the TV had the call and was dealing)
  const buttons = window.PhoneButtons((option, m) => {  // phone_buttons.js: the turn's buttons
    deadline = null; $("clock").hidden = true;
    $("who").textContent = "Sent: " + option.label;
    act(option, m);
  });

  function clear() {
    turn = null; deadline = null;
    $("decide").hidden = true; $("clock").hidden = true; $("turnbar").hidden = true;
    document.body.classList.remove("turnroom");
    // the move sent is over with its turn (a play-test's result card sat under "Sent: TURN")
    if ($("who").textContent.startsWith("Sent: ")) $("who").textContent = "";
  }

  // With the turn timer OFF the clock is the away rule's wait for a silent phone: counted from 45 it
  // read as a timer ignoring the setting (a host play-test), so only its last AWAY_WARNING seconds
  // show, said as what they are, as the TV says them ("ANN AWAY IN 15"; game/party/away_clock.py)
  const AWAY_WARNING = 15;
  function countDown() {
    if (deadline === null) return;
    const left = Math.max(0, Math.ceil((deadline - performance.now()) / 1000));
    const said = !awayClock || left <= AWAY_WARNING;
    $("clock").hidden = !said;
    $("clock").textContent = left;
    $("clock").classList.toggle("low", left <= 5);
    if (awayClock) $("who").textContent = said ? "Your turn! Away in" : "Your turn!";
  }
  setInterval(countDown, 200);

  return {
    start,
    clear,
    now: () => turn,
    tick: countDown,
    enable: () => { if (turn) buttons.enable(true); },  // a refusal: the turn's buttons again
  };
};
