// Your turn brings the buttons into view (at once with reduced motion), and while it lasts with them
// scrolled away a bar at the foot of the screen says so and leads back (a host play-test's guest,
// down at the table's log, missed a turn). phone.js hands it whether a turn lasts now, and calls
// `toDecision` when a turn comes.
"use strict";
window.PhoneTurnBar = (turnLasts) => {
  const $ = (id) => document.getElementById(id);
  function toDecision() {
    const still = document.body.classList.contains("still") || matchMedia("(prefers-reduced-motion: reduce)").matches;
    $("decide").scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
  }
  let decideShown = false, decideAbove = false;  // the buttons are (mostly) on the screen; or above it
  new IntersectionObserver((seen) => {
    const now = seen[seen.length - 1];
    decideShown = now.isIntersecting; decideAbove = now.boundingClientRect.top < 0;
    turnBar();
  }, { threshold: 0.5 }).observe($("decide"));
  function turnBar() {
    // while a turn lasts the page ends with room for the bar: scrolled to the very bottom, it
    // covered "Leave the seat"
    document.body.classList.toggle("turnroom", turnLasts());
    $("turnbar").hidden = !turnLasts() || decideShown;
    $("turnbar").textContent = "YOUR TURN " + (decideAbove ? "\u25B2" : "\u25BC");
  }
  $("turnbar").onclick = toDecision;
  return { toDecision };
};
