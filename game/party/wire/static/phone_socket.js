// The phone page's one WebSocket to the party table (messages in docs/party.md): opened at once,
// again after a drop (sooner the fewer tries so far) and when a phone that slept is looked at again,
// never once the party is over. The link dot in the bar says whether it is open. phone.js hands it
// what to do with each message, the lines to speak on, and what an end of the party is.
"use strict";
window.PhoneSocket = ({ receive, notice, noticeShown, error, over, closed }) => {
  const $ = (id) => document.getElementById(id);
  const RECONNECTING = "Reconnecting to the table\u2026 tap again in a moment.";
  let ws = null, retry = 0;
  let lost = false;  // the table has not answered for a while: said on the notice line until it does

  function send(message) {
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
    else notice(RECONNECTING, 8);  // a wait, not a mistake: on the calm line, not in red (a host play-test)
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    ws = new WebSocket(scheme + location.host + "/ws");
    ws.onopen = () => {
      retry = 0;
      $("link").classList.add("on");
      if (lost || noticeShown() === RECONNECTING) { lost = false; notice(""); }
    };
    ws.onmessage = (event) => receive(JSON.parse(event.data));
    ws.onclose = (event) => {
      $("link").classList.remove("on");
      ws = null;
      if (over()) return;
      // 1001: the host closed the party (after party_over) or stopped the server: no coming back
      if (event.code === 1001) { closed(); return; }
      if (event.code === 1008 || event.code === 1009) error("The table closed this connection: " + (event.reason || "too much sent") + ".");
      if (retry === 8) {
        lost = true;
        notice("The table is not answering. Still trying\u2026 If the party is over, ask the host for the new room.");
      }
      setTimeout(connect, Math.min(5000, 500 * 2 ** retry++));
    };
  }

  document.addEventListener("visibilitychange", () => {
    if (over()) return;
    if (document.visibilityState === "visible" && (!ws || ws.readyState > WebSocket.OPEN)) connect();
  });

  function close() { if (ws) ws.close(); }

  return { connect, send, close };
};
