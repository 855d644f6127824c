// The phone page: one WebSocket to the party table (messages in docs/party.md). Nothing here is
// secret but the seat token, kept in localStorage per room code so a phone that slept or lost
// Wi-Fi takes its seat back by itself. The table never tells the room code to a phone that has not
// sat down: it comes from the QR code's address (?room=) or is typed.
"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  const SUITS = { c: "\u2663", d: "\u2666", h: "\u2665", s: "\u2660" };
  const watching = location.pathname === "/watch";
  const params = new URLSearchParams(location.search);
  let ws = null, retry = 0, room = null, token = null, mySeat = null, turn = null;
  let code = (params.get("room") || "").trim().toUpperCase(), pendingJoin = null;
  let chosenSeat = null, deadline = null, lastState = null, errorTimer = null, resultTimer = null;

  const tokenKey = (code) => "bbp-seat-" + code;
  const show = (id) => { for (const s of ["join", "lobby", "play"]) $(s).hidden = s !== id; };

  function fraction(text) {  // "7/2" -> "3 1/2", exact as the table keeps it
    const [n, d] = String(text).split("/").map(Number);
    if (!d) return String(text);
    const sign = n < 0 ? "-" : "", a = Math.abs(n), whole = Math.floor(a / d), rest = a % d;
    return sign + (whole ? whole + (rest ? " " + rest + "/" + d : "") : rest + "/" + d);
  }

  function cardEl(text, extra) {
    const el = document.createElement("span");
    if (!text) { el.className = "card back" + (extra || ""); return el; }
    const rank = text[0] === "T" ? "10" : text[0], suit = text[1];
    el.className = "card " + suit + (extra || "");
    if (room && room.wild && room.wild.includes(text[0])) el.classList.add("wild");
    el.innerHTML = "<span></span><span class='s'></span>";
    el.firstChild.textContent = rank;
    el.lastChild.textContent = SUITS[suit] || "?";
    el.setAttribute("aria-label", text);
    return el;
  }

  function fill(el, cards, extra) { el.replaceChildren(...cards.map((c) => cardEl(c, extra))); }

  function error(text) {
    const box = $("error");
    box.textContent = text;
    box.hidden = false;
    clearTimeout(errorTimer);
    errorTimer = setTimeout(() => { box.hidden = true; }, 6000);
  }

  function send(message) {
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
    else error("Not connected: reconnecting\u2026");
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    ws = new WebSocket(scheme + location.host + "/ws");
    ws.onopen = () => { retry = 0; $("link").classList.add("on"); };
    ws.onmessage = (event) => receive(JSON.parse(event.data));
    ws.onclose = (event) => {
      $("link").classList.remove("on");
      if (event.code === 1008 || event.code === 1009) error("The table closed this connection: " + (event.reason || "too much sent"));
      ws = null;
      setTimeout(connect, Math.min(5000, 500 * 2 ** retry++));
    };
  }

  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && (!ws || ws.readyState > WebSocket.OPEN)) connect();
  });

  function receive(m) {
    if (m.type === "welcome") {
      room = m;
      $("game").textContent = m.game;
      $("code").textContent = code;
      const saved = code && localStorage.getItem(tokenKey(code));
      if (saved && !watching) send({ type: "resume", token: saved });
    } else if (m.type === "joined") {
      token = m.token; mySeat = m.seat; pendingJoin = null;
      localStorage.setItem(tokenKey(code), token);
      $("code").textContent = code;
      localStorage.setItem("bbp-name", m.name);
    } else if (m.type === "left") {
      forget();
    } else if (m.type === "state") {
      lastState = m;
      room = Object.assign(room || {}, { captain: m.captain, wild: m.wild });
      if (m.phase === "play" && m.actor !== mySeat) clearTurn();
      render(m);
    } else if (m.type === "your_turn") {
      yourTurn(m);
    } else if (m.type === "hand_result") {
      result(m);
    } else if (m.type === "error") {
      if (m.code === "bad_token" && !token) {  // a saved seat that is gone: sit down afresh
        localStorage.removeItem(tokenKey(code));
        if (pendingJoin) send(pendingJoin);
        pendingJoin = null;
        return;
      }
      if (m.code === "replaced") forget();
      error(m.message);
      if (turn) enableButtons(true);
    }
  }

  function forget() {
    if (code) localStorage.removeItem(tokenKey(code));
    token = null; mySeat = null; clearTurn();
    if (lastState) render(lastState);
  }

  function render(s) {
    if (mySeat === null && !watching) { renderJoin(s); return; }
    if (s.phase === "lobby") { renderLobby(s); return; }
    show("play");
    const me = s.you;
    const actor = s.actor === null ? null : s.players[s.actor];
    $("who").textContent = actor === null ? "" : s.actor === mySeat ? "Your turn!" : actor.name + " to act";
    $("pot").textContent = "Pot " + fraction(s.pot);
    fill($("community"), s.community);
    if (me) {
      const up = s.players[me.seat].up;
      const cards = me.hidden.map((c) => cardEl(c, " hidden")).concat(up.map((c) => cardEl(c)));
      for (let i = 0; i < me.pile; i++) cards.push(cardEl(null, " pile"));
      $("mycards").replaceChildren(...cards);
      const pile = me.pile ? me.pile + (me.pile === 1 ? " card" : " cards") + " in your pile, unseen" : "";
      $("best").textContent = !me.in ? "Folded" : me.best ? me.best + (s.flow === "no_peek" ? " showing" : "") : pile;
    } else {
      $("mycards").replaceChildren();
      $("best").textContent = watching ? "Watching the table" : "";
    }
    $("players").replaceChildren(...s.players.map((p) => playerRow(p, s)));
    $("log").replaceChildren(...s.log.map((line) => { const li = document.createElement("li"); li.textContent = line; return li; }));
    $("leave2").hidden = mySeat === null;
    $("decide").hidden = !turn;
  }

  function playerRow(p, s) {
    const li = document.createElement("li");
    if (p.seat === s.actor) li.className = "actor";
    if (!p.in) li.classList.add("out");
    const swatch = document.createElement("span");
    swatch.className = "swatch"; swatch.style.background = p.colour;
    const name = document.createElement("span");
    name.className = "pname"; name.textContent = p.name + (p.seat === mySeat ? " (you)" : "");
    const parts = [swatch, name];
    if (p.kind !== "guest") { const b = document.createElement("span"); b.className = "badge"; b.textContent = p.kind; parts.push(b); }
    if (p.seat === s.dealer) { const b = document.createElement("span"); b.className = "badge"; b.textContent = "D"; parts.push(b); }
    if (p.seat === s.best) { const b = document.createElement("span"); b.className = "badge"; b.textContent = "best"; parts.push(b); }
    const cards = document.createElement("span");
    cards.className = "cards";
    fill(cards, p.up);
    parts.push(cards);
    if (p.down) { const d = document.createElement("span"); d.className = "downs"; d.textContent = "+" + p.down + " down"; parts.push(d); }
    const net = document.createElement("span");
    net.className = "net"; net.textContent = (p.net[0] === "-" ? "" : "+") + fraction(p.net);
    parts.push(net);
    if (p.showing) { const sh = document.createElement("span"); sh.className = "showing"; sh.textContent = p.showing; parts.push(sh); }
    li.replaceChildren(...parts);
    return li;
  }

  function renderJoin(s) {
    show("join");
    if (!$("room").value) $("room").value = code;
    if (!$("name").value) $("name").value = localStorage.getItem("bbp-name") || "";
    const free = s.players.filter((p) => p.kind === "free" || p.kind === "bot");
    if (chosenSeat !== null && !free.some((p) => p.seat === chosenSeat)) chosenSeat = null;
    $("seats").replaceChildren(...s.players.map((p) => {
      const b = document.createElement("button");
      const open = p.kind === "free" || p.kind === "bot";
      b.textContent = open ? "Seat " + (p.seat + 1) : p.name;
      b.disabled = !open;
      b.style.borderLeft = "8px solid " + p.colour;
      if (p.seat === chosenSeat) b.classList.add("chosen");
      b.onclick = () => { chosenSeat = p.seat === chosenSeat ? null : p.seat; renderJoin(s); };
      return b;
    }));
    $("sit").disabled = free.length === 0;
  }

  function renderLobby(s) {
    show("lobby");
    $("guests").replaceChildren(...s.players.map((p) => {
      const li = document.createElement("li");
      const sw = document.createElement("span"); sw.className = "swatch"; sw.style.background = p.colour;
      const n = document.createElement("span"); n.className = "pname";
      n.textContent = p.kind === "free" ? "Seat " + (p.seat + 1) + ": free (a bot plays)" : p.name + (p.seat === mySeat ? " (you)" : "");
      li.replaceChildren(sw, n);
      return li;
    }));
    const captain = s.captain === mySeat && mySeat !== null;
    $("start").hidden = !captain;
    $("wait").textContent = captain ? "Start when everyone is seated: bots fill the empty seats." : watching ? "Watching." : "The first guest to sit down starts the game.";
    $("leave1").hidden = mySeat === null;
  }

  function yourTurn(m) {
    turn = m;
    $("prompt").textContent = m.prompt;
    $("buttons").replaceChildren(...m.options.map((o) => {
      const b = document.createElement("button");
      b.textContent = o.label;
      b.dataset.kind = o.kind;
      if (o.kind === "fold") b.className = "fold";
      else if (["bet", "raise", "complete", "pay", "reveal", "turn"].includes(o.kind)) b.className = "strong";
      b.onclick = () => { enableButtons(false); send({ type: "act", token, kind: o.kind, turn: m.turn }); };
      return b;
    }));
    $("decide").hidden = false;
    $("who").textContent = "Your turn!";
    deadline = m.seconds === null ? null : performance.now() + m.seconds * 1000;
    $("clock").hidden = deadline === null;
    if (navigator.vibrate) navigator.vibrate([120, 60, 120]);
    document.body.classList.remove("flash");
    void document.body.offsetWidth;  // restart the animation
    document.body.classList.add("flash");
  }

  function enableButtons(on) { for (const b of $("buttons").children) b.disabled = !on; }

  function clearTurn() {
    turn = null; deadline = null;
    $("decide").hidden = true; $("clock").hidden = true;
  }

  setInterval(() => {
    if (deadline === null) return;
    const left = Math.max(0, Math.ceil((deadline - performance.now()) / 1000));
    $("clock").textContent = left;
    $("clock").classList.toggle("low", left <= 5);
  }, 200);

  function result(m) {
    const box = $("resultbox");
    const name = (seat) => (lastState ? lastState.players[seat].name : "Seat " + (seat + 1));
    const rows = [];
    const h = document.createElement("h2");
    h.textContent = m.standings ? "Session over" : "Hand " + m.hand;
    rows.push(h);
    for (const a of m.awards) rows.push(line(a.name + " wins " + fraction(a.amount) + (a.why === "uncontested" ? " (everyone else folded)" : "")));
    for (const s of m.showdown) {
      const row = line(name(s.seat) + ": " + s.hand);
      const cards = document.createElement("div"); cards.className = "cards small"; fill(cards, s.best);
      row.append(cards);
      rows.push(row);
    }
    if (m.standings) for (const st of m.standings) rows.push(line(st.place + ". " + st.name + " " + fraction(st.net)));
    box.replaceChildren(...rows);
    $("result").hidden = false;
    clearTimeout(resultTimer);
    resultTimer = setTimeout(() => { $("result").hidden = true; }, m.standings ? 8000 : 4000);
  }

  function line(text) { const d = document.createElement("div"); d.className = "row"; d.textContent = text; return d; }

  $("result").onclick = () => { $("result").hidden = true; };
  $("sit").onclick = () => {
    code = $("room").value.trim().toUpperCase();
    const message = { type: "join", room: code, name: $("name").value.trim() };
    if (chosenSeat !== null) message.seat = chosenSeat;
    const saved = localStorage.getItem(tokenKey(code));  // this phone's seat here, from before
    if (saved) { pendingJoin = message; send({ type: "resume", token: saved }); } else send(message);
  };
  $("name").addEventListener("keydown", (e) => { if (e.key === "Enter") $("sit").click(); });
  $("start").onclick = () => send({ type: "start", token });
  const leave = () => send({ type: "leave", token });
  $("leave1").onclick = leave;
  $("leave2").onclick = leave;
  if (watching) $("watchlink").hidden = true;
  connect();
})();
