// The name typed on the sit-down page, checked as the guest types it.
"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  // the table's rule for a name (guest_messages.on_join): at most MAX_NAME of the letters the TV
  // keeps, or it is refused with a message; the page says so while the guest types, never cuts it
  const MAX_NAME = 16;
  function nameLength(text) {  // counted as the table does: no emoji (the TV draws none), spaces run together
    const kept = [...text.normalize("NFC")].filter((c) => c.codePointAt(0) < 0x10000).join("");
    return [...kept.trim().split(/\s+/).join(" ")].length;
  }
  function checkName() {
    const length = nameLength($("name").value);
    $("namelong").hidden = length <= MAX_NAME;
    $("namelong").textContent = "Names are at most " + MAX_NAME + " characters: this one has " + length + ".";
  }
  $("name").addEventListener("input", checkName);
})();
