// What the table does for this phone's seat, said on the notice line (the table's `notice`): the
// away rule's move (a turn played, a game picked for the dealer), AWAY until the guest taps, and No
// Peek's TURN TILL YOU LEAD run ("Turning your cards…" heads the page while it lasts). phone.js
// hands it the notice line, the seat, and how to ask for the seat back (whether it asked).
"use strict";
window.PhoneAway = ({ notice, seat, resume }) => {
  const $ = (id) => document.getElementById(id);
  const { potOf } = window.PhoneWords;
  const shown = () => $("notice").textContent;  // what the notice line says now
  // the seat is away: this phone did not answer, and the table plays for it at once until it is back
  const BACK_TAP = "Tap anywhere when you are back.";
  const AWAY = "You are away: the table checks or folds for you. " + BACK_TAP;
  let away = false, told = "";  // told: what the away rule last did for this seat
  let called = { pot: null, said: "" };  // the game the away rule called for this dealer, and its pot
  // the pot of the table's last word to this seat (the away rule's move; No Peek's "You keep turning
  // until you beat it" while the run lasts): not into the next pot, nor a run past its result (a play-test)
  let toldPot = null, running = false;
  // the pot in which the table turns this seat's cards for it (TURN TILL YOU LEAD) until its own next
  // turn or another seat's: "Turning your cards…" heads the page, never a turn with no button (a
  // host play-test read "Your turn next" for 1-8 s while cards turned by themselves)
  let autoTurn = "";
  let awayNotice = false;  // a notice of the away rule is up

  // what the table did, then what to do: "You are away, so the table folded for you. Tap anywhere
  // when you are back." (a guest play-test read "You are away" twice, AWAY after the table's move);
  // AWAY itself only when the table has done nothing for the seat yet
  const awayWords = () => (told ? told + (/[.!?]$/.test(told) ? " " : ". ") + BACK_TAP : AWAY);

  // the table's `notice` at `pot` (the state's): said until the guest's next turn or its pot's end,
  // so who was not looking reads it on return
  function tell(m, pot) {
    // a game called for this dealer stays said through its pot: the away rule's next move there
    // comes after it, not in its place (a play-test's dealer read only "AWAY: CHECKED FOR YOU")
    told = called.pot === pot && called.said ? called.said + " \u00b7 " + m.message : m.message;
    if (m.called) called = { pot, said: m.message };
    notice(away ? awayWords() : told);
    awayNotice = !away;  // away, the notice says how to come back, and stays
    toldPot = pot; running = !!m.run; autoTurn = running ? pot : "";
  }

  function potOver(s, won) {  // the word's pot is over, or its run: out, folded, or the pot won
    if (toldPot === null) return;
    const { seat: mySeat, waiting } = seat();
    const mine = mySeat !== null && !waiting ? s.players[mySeat] : null;
    if (potOf(s, s.hand) === toldPot && !(running && (won || !mine || mine.out || !mine.in))) return;
    toldPot = null;
    if (awayNotice) { notice(""); awayNotice = false; }
  }

  function follow(s) {  // the table says whether it plays for this seat; the page says so until back
    const { seat: mySeat, waiting } = seat();
    const mine = mySeat !== null && !waiting ? s.players[mySeat] : null;
    const now = !!mine && mine.kind === "away";
    if (now === away) return;
    away = now;
    if (away) { notice(awayWords()); awayNotice = false; }  // it stays until the guest is back, not until a turn
    else if (shown().endsWith(BACK_TAP)) notice("");
  }
  // any tap says the guest is back: the seat's token asks for it again, and the table waits for them;
  // its notice goes at the tap (a play-test's guest tapped and read it on: the state saying they are
  // back follows the TV, which was showing a pot's end)
  document.addEventListener("pointerdown", () => {
    if (!away || !resume()) return;
    if (shown().endsWith(BACK_TAP)) notice("");
  });

  // the table turns this seat's cards for it now (its run in this pot, no other seat's turn since)
  function turning(s) {
    if (s.actor !== null && s.actor !== seat().seat) autoTurn = "";  // the run is over: another seat's turn
    return autoTurn === potOf(s, s.hand);
  }

  function yourTurn() {
    if (awayNotice) { notice(""); awayNotice = false; }  // back at the controls: the notice has been read
    autoTurn = "";  // (the run, if any, is over: this turn is the guest's own)
  }

  // the away rule's pick for this dealer is on the notice line ("Time ran out, so Baseball was picked
  // for you."): the heading says only what comes next (a host play-test's phone said the pick twice)
  const pickTold = (s) => called.pot === potOf(s, s.hand) && !$("notice").hidden && shown().startsWith(called.said);

  // a refusal that is nobody's mistake (a tap just after the turn timer played that turn: a play-test's
  // guest read a red "it is Zoë's turn, not yours"), on the calm notice line, after what the table
  // said it did for the seat ("Time ran out, so Baseball was picked for you.") while that is said there
  function calm(text) {
    const before = awayNotice ? shown() : "";
    notice(before ? before + " \u00b7 " + text : text, before ? 0 : 8);
  }

  return { tell, potOver, follow, turning, yourTurn, pickTold, calm };
};
