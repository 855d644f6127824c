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
  // a move was tapped on this turn's buttons: offered again now, the table has not taken it, so
  // the buttons are laid anew, live
  let moveSent = false;

  function start(m) {
    // the same turn offered again (the table does whenever any guest sits down or comes back:
    // room.sit, coming_back, offer_turn(force=True)) keeps its buttons where they are, only its clock
    // following: laid anew, a tap on a dealer's game landed on a button just taken away (a host
    // play-test's taps on the picks failed twice)
    const again = turn !== null && !moveSent && sameTurn(turn, m);
    turn = m;
    if (again) { clockFrom(m); return; }
    buttons.lay(m);
    moveSent = false;
    $("decide").hidden = false;
    document.body.classList.add("turnroom");  // (the bar itself waits for the buttons' place on the screen)
    yields();  // what would push the buttons off a small screen folds away
    toDecision();
    $("who").textContent = "Your turn!";
    clockFrom(m);
    // a page that nobody has tapped yet (just reloaded) may not vibrate: the browser complains
    const tapped = !navigator.userActivation || navigator.userActivation.hasBeenActive;
    if (navigator.vibrate && tapped) navigator.vibrate([120, 60, 120]);
    document.body.classList.remove("flash");
    void document.body.offsetWidth;  // restart the animation
    document.body.classList.add("flash");
  }

  // the turn timer's seconds, or with none the away rule's: the clock the TV counts
  function clockFrom(m) {
    const left = m.seconds !== null ? m.seconds : (m.away_in === undefined ? null : m.away_in);
    deadline = left === null ? null : performance.now() + left * 1000;
    awayClock = m.seconds === null && left !== null;
    $("clock").hidden = true;
    countDown();
  }
  const sameTurn = (was, m) => was.turn === m.turn && was.prompt === m.prompt && JSON.stringify(was.options) === JSON.stringify(m.options);

  const { toDecision } = window.PhoneTurnBar(() => !!turn);  // phone_turn_bar.js: the bar back to your buttons

  // the move is in: the TV shows it when its animation gets there, and the page follows the TV,
  // so until then it says so (a play-test's phone said "Your turn!" with a stopped clock for 9 s
  // after calling the game, while the TV had the call and was dealing)
  const buttons = window.PhoneButtons((option, m) => {  // phone_buttons.js: the turn's buttons
    deadline = null; $("clock").hidden = true;
    moveSent = true;
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
    enable: () => { if (turn) { buttons.enable(true); moveSent = false; } },  // a refusal: the turn's buttons again
  };
};
