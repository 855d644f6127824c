// Under the game's name: its rules in words (#house), open in the lobby and folded during play, and
// the next game when the host changed it (#nextgame). phone.js hands it each state.
"use strict";
window.PhoneHouse = (() => {
  const $ = (id) => document.getElementById(id);

  let houseShown = "";  // the house rules and phase last shown: a guest's open or closed box stays
  function renderHouse(s) {  // the game's rules in words, under its name: open in the lobby, folded during play
    const lines = s.house || [];
    const shown = JSON.stringify(lines) + s.game + (s.phase === "lobby");
    if (shown === houseShown) return;
    houseShown = shown;
    $("house").hidden = lines.length === 0;
    $("housesum").textContent = "Rules of " + s.game;
    $("houselist").replaceChildren(...lines.map((line) => { const li = document.createElement("li"); li.textContent = line; return li; }));
    $("house").open = s.phase === "lobby";
  }

  function renderNext(s) {  // the next session's game, when the host changed it (gone once dealt)
    const ends = s.ending ? "This game ends after this pot. " : "";  // the host ended it early
    $("nextgame").textContent = s.next ? ends + "Next game: " + s.next : "";
    $("nextgame").hidden = !s.next;
  }

  function show(s) {
    renderHouse(s);
    renderNext(s);
  }

  return { show };
})();
