// JOIN THE NEXT PARTY: the page where a guest sits down, at this same address (the host's next
// party takes the last one's port). Between parties nothing may answer there yet (the host ended
// one and sets up the next): opened at once, a guest play-test landed on the browser's "connection
// refused" page. So the page asks the address until it answers, saying so, and opens it then.
"use strict";
window.joinNextParty = (button, say) => {
  button.disabled = true;
  button.textContent = "WAITING FOR THE HOST\u2026";
  say("Waiting for the host's next party: this page joins it as soon as it opens.");
  let tries = 0;
  const again = () => {
    tries++;
    if (tries === 20) say("Still waiting for the host's next party (the TV shows its room code when it is open)\u2026");
    setTimeout(ask, Math.min(3000, 500 * tries));
  };
  // the page itself, not from the cache: an answer means a party is serving here now
  const ask = () => fetch("/", { cache: "no-store" }).then((r) => (r.ok ? location.assign("/") : again()), again);
  ask();
};
