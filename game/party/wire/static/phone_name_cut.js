// A name too long for the table, offered cut to fit (phone_name.js offers it, one tap away): its
// whole words while they fit, then the next word's initial ("Maximiliana F.": a host play-test was
// offered "Maximiliana Feat", a name cut mid-word; the initial still tells two Maximilianas apart),
// never ending on a small joining word: a host play-test's "Bartholomew the Magnificent" was offered
// "Bartholomew the", so it is "Bartholomew M.". A first word longer than a name is cut to fit.
// `name`: the name as the table keeps it (its spaces run together); `most`: the letters it holds.
"use strict";
window.NameCut = (() => {
  // words that join a name's words and say nothing alone at its end ("the", "of", "von", "de")
  const JOINING = new Set(["the", "of", "and", "&", "a", "an", "von", "van", "vom", "zu", "de", "der",
    "den", "des", "del", "della", "di", "da", "do", "dos", "du", "la", "le", "les", "y", "e", "ten", "ter", "af", "av"]);
  const joining = (word) => JOINING.has(word.toLowerCase());
  const length = (text) => [...text].length;

  return function cut(name, most) {
    const [first, ...rest] = name.split(" ");
    if (length(name) <= most) return name;
    const kept = [[...first].slice(0, most).join("")];
    let next = 0;  // the first word not kept
    while (next < rest.length && length([...kept, rest[next]].join(" ")) <= most) kept.push(rest[next++]);
    while (kept.length > 1 && joining(kept[kept.length - 1])) kept.pop();  // the first word stays
    const named = rest.slice(next).find((word) => !joining(word));  // the word an initial stands for
    const initial = named && [...kept, [...named][0] + "."].join(" ");
    return initial && length(initial) <= most ? initial : kept.join(" ");
  };
})();
