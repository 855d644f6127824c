// The name typed on the sit-down page, checked as the guest types it: what the table would refuse
// or leave out is said under the box, once, before JOIN (a play-test's 36 letters got the red banner
// and this line together), and what it left out once more when seated (`seatedAs`).
"use strict";
window.PhoneName = (() => {
  const $ = (id) => document.getElementById(id);
  // the table's rule for a name (guest_messages.on_join): at most `max_name` of the letters the TV
  // keeps (the table's `welcome` says how many; none yet: the page says nothing of it), or it is
  // refused with a message; the page says so while the guest types, and offers it cut at a word (`cut`),
  // which a tap takes (a guest play-test met a disabled JOIN and had to cut the name by hand)
  let maxName = Infinity;
  // the letters the TV draws, as the table sends them (`welcome` letters: game/party/tv_letters.py's
  // [first, last] code points); none yet: the page says nothing of them
  let tvLetters = [];
  const drawable = (c) => !tvLetters.length || tvLetters.some(([first, last]) => first <= c.codePointAt(0) && c.codePointAt(0) <= last);
  function kept(text) {  // the name as the table keeps it (tv_letters.tv_name): what the TV draws, spaces run together
    const letters = [...text.normalize("NFC")].filter(drawable).join("");
    return letters.trim().split(/\s+/).join(" ");
  }
  // a name too long, cut to fit at a word (phone_name_cut.js)
  const cut = (text) => window.NameCut(kept(text), maxName);
  const left = (text) => [...text.normalize("NFC")].filter((c) => !drawable(c) && c.trim()).join("");  // what the TV cannot draw
  // an emoji is named as one, in the words said once seated (`seatedAs`): the glyph itself may be
  // a blank box where the phone lacks it (a host play-test's "The TV cannot show \u25a1")
  const EMOJI = /^(\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f)+$/u;
  const lacks = (dropped) => EMOJI.test(dropped) ? "Names can't carry emoji" : "The TV cannot show " + dropped;
  // the name the table would seat, offered in the box at a tap ("": none to offer): cut when too
  // long, without what the TV cannot draw (a host play-test's emoji name was told so, but only a long
  // one had a button to take the name the table keeps)
  function offer(typed) {
    const name = kept(typed);
    return [...name].length > maxName ? cut(typed) : name && name !== typed.trim() ? name : "";
  }
  // true when the table takes the name as typed, or without what it cannot draw. What it leaves out is
  // said in a box as the guest types, as a long name is (a host play-test's emoji name was put right
  // only once JOIN was tapped): the name the TV will show, or, with nothing left it can draw, that a
  // name needs letters, JOIN unlit as for a long one
  function checkName() {
    const typed = $("name").value, name = kept(typed), length = [...name].length;
    const dropped = left(typed);
    const refused = length > maxName || (dropped !== "" && !name);
    $("namelong").textContent = length > maxName ? "Names are at most " + maxName + " characters: this one has " + length + "."
      : dropped && !name ? lacks(dropped) + ": type a name with letters."
      : dropped ? lacks(dropped) + ": you sit as " + name + "." : "";
    $("namelong").classList.toggle("warn", refused);
    $("namelong").classList.toggle("calm", !refused);
    $("namelong").hidden = !$("namelong").textContent;
    const offered = $("namelong").hidden ? "" : offer(typed);
    $("namecut").textContent = offered ? "Use \u201c" + offered + "\u201d" : "";
    $("namecut").hidden = !offered;
    return !refused;
  }
  $("namecut").addEventListener("click", () => {
    $("name").value = offer($("name").value);
    $("name").dispatchEvent(new Event("input", { bubbles: true }));  // JOIN lights up (phone_join.js listens too)
  });
  // seated as `name` from `typed`: the line under the box said what the TV leaves out, but a guest who
  // typed and tapped JOIN at once never read it ("Zoë 🎲" sat as "Zoë" in silence: a host play-test),
  // so it is said once more, calmly; "" when the name is the one typed (capitals aside: a guest back
  // at their seat typed "ben" for Ben)
  function seatedAs(typed, name) {
    const dropped = left(typed);
    if (dropped) return "You're " + name + " here: " + (EMOJI.test(dropped) ? "names can't carry emoji." : "the TV can't show " + dropped + ".");
    const same = kept(typed).toLowerCase() === name.toLowerCase();
    return !typed.trim() || same ? "" : "You sit as " + name + ": the TV shows the letters it has.";
  }
  $("name").addEventListener("input", checkName);
  function welcome(m) { tvLetters = m.letters || []; maxName = m.max_name || Infinity; checkName(); }  // the table's `welcome`
  return { checkName, welcome, seatedAs };
})();
