// The lobby page before the first deal (#lobby): who sits where (a player at the TV badged so),
// and who starts the game: the captain's START, else whom the guest waits for. phone.js shows the
// page and hands it each state with this phone's seat (`mySeat`, null: none), whether it only
// `watching`, and whether this is the /watch page.
"use strict";
window.PhoneLobby = (() => {
  const $ = (id) => document.getElementById(id);
  const { botsPlay } = window.PhoneWords;

  function render(s, mySeat, watching, watchPage) {
    $("guests").replaceChildren(...s.players.map((p) => {
      const li = document.createElement("li");
      const sw = document.createElement("span"); sw.className = "swatch"; sw.style.background = p.colour;
      const n = document.createElement("span"); n.className = "pname";
      // short enough for a 390 px phone; a player at the TV gets a badge, as at the table
      n.textContent = p.kind === "free" ? "Seat " + (p.seat + 1) + ": free" : p.name + (p.seat === mySeat ? " (you)" : "");
      li.replaceChildren(sw, n);
      if (p.kind === "local") {
        const badge = document.createElement("span"); badge.className = "badge"; badge.textContent = "at the TV";
        li.append(badge);
      }
      return li;
    }));
    const captain = s.captain === mySeat && mySeat !== null;
    $("start").hidden = !captain || !!s.dealing;
    // a seated guest who is not the captain waits for the captain, by name (they read "The first
    // guest to sit down starts the game", sitting down themselves, and waited to be asked), or for
    // the host, whose Enter at the TV's lobby starts it too (a host play-test's phones named only Ann)
    const starter = s.captain === null || s.captain === undefined ? null : s.players[s.captain];
    // the TV deals the first pot: the game has started (a play-test's phones still said "Waiting for
    // Ann to start the game" until the TV's cards had landed, about 4 s after START)
    $("lobbyhead").textContent = s.dealing ? "The game starts" : "Waiting for the game";
    const bots = botsPlay(s.players.filter((p) => p.kind === "free").length);
    $("wait").textContent = s.dealing ? "Dealing..."
      : captain ? (bots ? "Start when everyone is seated. " + bots : "Every seat is taken: start when you are ready.")
      : mySeat !== null && starter ? ("Waiting for " + starter.name + ", or the host at the TV, to start the game. " + bots).trim()
      : watching ? "Watching. The first guest to sit down starts the game."
      : ("The first guest to sit down starts the game. " + bots).trim();
    $("leave1").hidden = mySeat === null;
    $("sitlink1").hidden = !watchPage;
  }

  return { render };
})();
