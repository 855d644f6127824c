// Your turn's buttons: its prompt, and each kind of button in its place. phone.js hands it what
// a tap sends (`act(option, turn)`), and asks it to lay out a turn (`lay`) or to (re-)enable its buttons.
"use strict";
window.PhoneButtons = (act) => {
  const $ = (id) => document.getElementById(id);
  // where each kind of button always sits (phone.css names the places): the calm choice top left,
  // the raising one top right, a special decision's yes and no on the row below, fold at the foot
  const PLACE = {
    check: "passive", call: "passive", bring_in: "passive",
    bet: "aggressive", raise: "aggressive", complete: "aggressive",
    pay: "yes", reveal: "yes", turn: "yes", keep: "no", decline: "no", fold: "fold",
  };
  const ROWS = { passive: 1, aggressive: 1, yes: 2, no: 2, fold: 3, extra: 3 };  // each place's row

  function lay(m) {
    $("prompt").textContent = m.prompt;
    const kinds = m.options.map((o) => o.kind);
    const games = m.decision === "choose_game";
    $("buttons").classList.toggle("games", games);  // dealer's choice: the games
    // the rows under the lowest button in use fold away: a check-or-bet's two empty rows pushed the
    // table below a 390x844 screen (a guest play-test). Every button keeps its place, so a tap where
    // FOLD was lands on no button
    const rows = Math.max(...m.options.map((o) => ROWS[PLACE[o.kind] || "extra"]));
    if (games || rows === 3) delete $("buttons").dataset.rows; else $("buttons").dataset.rows = rows;
    $("buttons").replaceChildren(...m.options.map((o) => {
      const b = document.createElement("button");
      b.textContent = o.label;
      if (o.detail) {  // a dealer's game: what sets it apart, under its name
        const line = document.createElement("small");
        line.textContent = o.detail;
        b.append(line);
      }
      if (o.note) {  // a stud game with players at the TV: they sit its pot out, as the TV's log says
        const note = document.createElement("small");
        note.className = "note";
        note.textContent = o.note.replace(/ (\S+) (\S+)$/, "\u00a0$1\u00a0$2");  // (never "TV" alone on a line: A+)
        b.append(note);
      }
      b.dataset.kind = o.kind;
      const place = PLACE[o.kind] || "extra";
      b.classList.add(place);
      // a special choice alone on its row (No Peek's TURN) takes the whole row
      if (place === "yes" && !kinds.some((k) => PLACE[k] === "no")) b.classList.add("wide");
      if (["bet", "raise", "complete", "pay", "reveal", "turn"].includes(o.kind)) b.classList.add("strong");
      b.onclick = () => { enable(false); sent(o.label, b); act(o, m); };
      return b;
    }));
  }

  function enable(on) { for (const b of $("buttons").children) b.disabled = !on; }

  // and in the greyed button's place: a dead TURN for the TV's 3-4 s read as a tap not taken (a
  // play-test); a button of half the row has room for its label and "sent" alone
  function sent(label, button) {
    button.textContent = button.dataset.kind === "turn" ? "Sent: " + label + " - the TV is turning it" : label + " sent";
  }

  return { lay, enable };
};
