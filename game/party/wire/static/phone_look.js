// How the page looks: A+ on or off (this phone's choice, kept), and the TV's ACCESS options (m, reduced
// motion; s, colour-safe suits): from the QR code's address (?look=) until the table says them,
// then as every welcome and state says them (the TV's setting now), kept for a reload. phone.js
// hands each message's `look` to `follow`.
"use strict";
window.PhoneLook = (() => {
  const $ = (id) => document.getElementById(id);
  function textSize(large) {
    document.documentElement.classList.toggle("large", large);
    // a toggle: it reads A+ either way, lit while on (a guest read the "A" it turned into as the
    // button gone wrong)
    $("textsize").setAttribute("aria-pressed", String(large));
    localStorage.setItem("bbp-text", large ? "large" : "normal");
  }
  textSize(localStorage.getItem("bbp-text") === "large");
  $("textsize").onclick = () => textSize(!document.documentElement.classList.contains("large"));
  const params = new URLSearchParams(location.search);
  if (params.has("look")) localStorage.setItem("bbp-look", params.get("look"));
  function follow(look) {
    localStorage.setItem("bbp-look", look);
    document.body.classList.toggle("still", look.includes("m"));
    document.body.classList.toggle("safe", look.includes("s"));
  }
  follow(localStorage.getItem("bbp-look") || "");
  return { follow };
})();
