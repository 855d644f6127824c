// The name typed on the sit-down page, checked as the guest types it: what the table would refuse
// or leave out is said under the box, once, before JOIN (a play-test's 36 letters got the red banner
// and this line together; an emoji was dropped with a word only after sitting down).
"use strict";
window.PhoneName = (() => {
  const $ = (id) => document.getElementById(id);
  // the table's rule for a name (guest_messages.on_join): at most MAX_NAME of the letters the TV
  // keeps, or it is refused with a message; the page says so while the guest types, never cuts it
  const MAX_NAME = 16;
  // what the TV draws none of (game/party/tv_letters.py): emoji, their joiners and variation marks
  const NO_TV = (c) => c.codePointAt(0) >= 0x10000 || c === "\u200d" || (c >= "\ufe00" && c <= "\ufe0f")
    || (c >= "\u2600" && c <= "\u27bf");
  function kept(text) {  // the name as the table keeps it: no emoji, spaces run together
    const letters = [...text.normalize("NFC")].filter((c) => !NO_TV(c)).join("");
    return letters.trim().split(/\s+/).join(" ");
  }
  function checkName() {  // true when the table takes the name as typed, or without what it cannot draw
    const typed = $("name").value, name = kept(typed), length = [...name].length;
    const dropped = [...typed.normalize("NFC")].filter(NO_TV).join("");
    const long = length > MAX_NAME;
    $("namelong").textContent = long ? "Names are at most " + MAX_NAME + " characters: this one has " + length + "."
      : dropped && name ? "The TV cannot show " + dropped + ": you sit as " + name + "." : "";
    $("namelong").classList.toggle("warn", long);
    $("namelong").classList.toggle("hint", !long);
    $("namelong").hidden = !$("namelong").textContent;
    return !long;
  }
  $("name").addEventListener("input", checkName);
  return { checkName, kept };
})();
