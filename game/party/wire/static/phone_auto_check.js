// AUTO-CHECK on the guest's phone, as the TV's player has it (game/felt/check_ahead.py): in a No
// Peek pot most answers are CHECK in the betting round after each new lead (a benchmark counted 29
// to 52 phone answers a hand, three in four of them CHECK). While the table waits on others, a
// toggle under your cards; on, the room checks for you whenever it is your turn and nothing is bet,
// but not while your row leads (game.play.auto_check), never calling. Off till tapped; the room keeps it with your
// seat (a reload, the next pot) and says it back (`auto_check`), and turns it off as the party's next game is
// dealt, saying so (game/party/auto_check_off.py: as at the solo table, a new game starts with it off). phone.js hands it what a tap sends.
"use strict";
window.PhoneAutoCheck = (sendOn) => {
  const $ = (id) => document.getElementById(id);
  let on = false;
  function set(now) {
    on = now;
    $("autocheck").setAttribute("aria-pressed", String(on));
    $("autostate").textContent = on ? "ON" : "OFF";
  }
  $("autocheck").onclick = () => { set(!on); sendOn(on); };
  // offered where the TV's is: your seat in a No Peek pot in play, while the table waits on others
  const offer = (offered) => { $("autobox").hidden = !offered; };
  return { set, offer };
};
