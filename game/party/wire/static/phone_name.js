// The name typed on the sit-down page, checked as the guest types it: what the table would refuse
// or leave out is said under the box, once, before JOIN (a play-test's 36 letters got the red banner
// and this line together; an emoji was dropped with a word only after sitting down).
"use strict";
window.PhoneName = (() => {
  const $ = (id) => document.getElementById(id);
  // the table's rule for a name (guest_messages.on_join): at most `max_name` of the letters the TV
  // keeps (the table's `welcome` says how many; none yet: the page says nothing of it), or it is
  // refused with a message; the page says so while the guest types, never cuts it
  let maxName = Infinity;
  // the letters the TV draws, as the table sends them (`welcome` letters: game/party/tv_letters.py's
  // [first, last] code points); none yet: the page says nothing of them
  let tvLetters = [];
  const drawable = (c) => !tvLetters.length || tvLetters.some(([first, last]) => first <= c.codePointAt(0) && c.codePointAt(0) <= last);
  function kept(text) {  // the name as the table keeps it (tv_letters.tv_name): what the TV draws, spaces run together
    const letters = [...text.normalize("NFC")].filter(drawable).join("");
    return letters.trim().split(/\s+/).join(" ");
  }
  function checkName() {  // true when the table takes the name as typed, or without what it cannot draw
    const typed = $("name").value, name = kept(typed), length = [...name].length;
    const dropped = [...typed.normalize("NFC")].filter((c) => !drawable(c) && c.trim()).join("");
    const long = length > maxName;
    $("namelong").textContent = long ? "Names are at most " + maxName + " characters: this one has " + length + "."
      : dropped && name ? "The TV cannot show " + dropped + ": you sit as " + name + "." : "";
    $("namelong").classList.toggle("warn", long);
    $("namelong").classList.toggle("hint", !long);
    $("namelong").hidden = !$("namelong").textContent;
    return !long;
  }
  $("name").addEventListener("input", checkName);
  function welcome(m) { tvLetters = m.letters || []; maxName = m.max_name || Infinity; checkName(); }  // the table's `welcome`
  return { checkName, kept, welcome };
})();
