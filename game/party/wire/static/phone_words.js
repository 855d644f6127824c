// How the phone page words what the table sends: amounts (the table keeps them exact, "7/2"),
// places (in the TV's words, as sent), the pot, cards, and the seat of a guest let back in. Pure
// functions, loaded before phone.js and the helpers that take them from PhoneWords.
"use strict";
window.PhoneWords = (() => {
  const SUITS = { c: "\u2663", d: "\u2666", h: "\u2665", s: "\u2660" };

  // halves and quarters in one character, joined to the whole number, as the TV writes them
  // (engine.money.ONE_CHARACTER: a newcomer read "+1 1/2" as two numbers); thirds keep "2 1/3"
  const ONE_CHARACTER = { "1/2": "\u00bd", "1/4": "\u00bc", "3/4": "\u00be" };

  function fraction(text) {  // "7/2" -> "3½", "7/3" -> "2 1/3", exact as the table keeps it
    const [n, d] = String(text).split("/").map(Number);
    if (!d) return String(text);
    const sign = n < 0 ? "-" : "", a = Math.abs(n), whole = Math.floor(a / d), part = (a % d) + "/" + d;
    if (ONE_CHARACTER[part]) return sign + (whole || "") + ONE_CHARACTER[part];
    return sign + (whole ? whole + " " + part : part);
  }

  const signed = (text) => (String(text)[0] === "-" || text === "0" ? "" : "+") + fraction(text);

  // a place said as the TV says it: the table sends the TV's own label ("2ND=", a tie), shown as
  // sent, never worded again here (a phone that made its own words said "joint last of 4" beside
  // the TV's 2ND=: a host play-test). `of`: how many people were placed, "2ND= of 4 people";
  // `people`: the word "people" too (the ledger's folded line leaves it out where it has no room)
  const placeOf = (label, of, people) => label + " of " + of + (people ? (of === 1 ? " person" : " people") : "");

  function pretty(text) {  // "Ah" -> "A♥", "Th" -> "10♥", "8" -> "8" (a rank alone: any suit)
    return (text[0] === "T" ? "10" : text[0]) + (text[1] ? SUITS[text[1]] || "" : "");
  }

  // the pot line: "Pot 12", and once the TV has awarded it who won it and how much ("CPU 4 wins 32":
  // a host play-test's guest read "Pot 0" under PERFECT GAME!); `over`: the pot's result card is up
  // (its title says it) or the next is called and not dealt: no "Pot 0" under "Bo wins 28" (a
  // play-test); `me`: this phone's seat's own (`you`; null: none, a seat taken since: its bot's pot)
  function potWords(s, over, me) {
    if (String(s.pot) !== "0") return "Pot " + fraction(s.pot);
    const won = over ? [] : s.won || [];
    const name = (w) => (me && !me.waiting && w.seat === me.seat ? "You" : s.players[w.seat].name);
    if (won.length === 1) return name(won[0]) + (name(won[0]) === "You" ? " win " : " wins ") + fraction(won[0].amount);
    return won.length ? "Split: " + won.map((w) => name(w) + " " + fraction(w.amount)).join(", ") : "";
  }

  // who plays the seats nobody sat down in, for the real count (a guest play-test read "Bots play
  // the free seats" in a full room)
  function botsPlay(free) {
    return free === 0 ? "" : free === 1 ? "A bot plays the free seat." : "Bots play the " + free + "\u00a0free seats.";
  }

  // which pot a state is at, across the party's sessions: the result card's and the ledger's pot
  const potOf = (s, hand) => (s ? s.session : "") + ":" + hand;

  // the phone's heading while nobody is to act and the TV shows a move (the state's `doing`): what
  // is happening, never nothing (a host play-test's phone said nothing while Casey's cards were
  // turned). `mine`: this phone's seat, said "You"
  const TABLE_DOING = {
    showdown: "Showdown: hands are shown", award: "The pot is paid", deal: "Dealing",
    ante: "Antes go in", round_start: "A betting round begins",
  };
  const SEAT_DOING = {  // [said of another, said of you]
    turn: ["is turning cards", "are turning cards"], out: ["is beaten", "are beaten"],
    bring_in: ["brings it in", "bring it in"], reveal: ["reveals a card", "reveal a card"],
    pay: ["pays", "pay"], decline: ["declines", "decline"], fold: ["folds", "fold"],
    check: ["checks", "check"], call: ["calls", "call"], bet: ["bets", "bet"],
    raise: ["raises", "raise"], complete: ["completes", "complete"],
  };
  function doingWords(s, mine) {
    const d = s.doing, p = d && d.seat !== null ? s.players[d.seat] : null;
    if (!d) return "";
    if (TABLE_DOING[d.what] || !p) return TABLE_DOING[d.what] || "The TV shows the move";
    const you = d.seat === mine, verb = SEAT_DOING[d.what];
    return (you ? "You" : p.name) + " " + (verb ? verb[you ? 1 : 0] : you ? "move" : "moves");
  }

  // the one line a guest the host let back in reads on the sit-down page: the seat its button gives them
  // (`chip`: their own `held` seat, one picked, the first free; null: none), and that a lock passes them
  const BACK_IN = "The host let you back in";
  // `button`: the words on the sit-down page's button (JOIN, or TAKE MY SEAT BACK for their own seat)
  function letBackWords(s, held, free, chip, playing, button) {
    const lock = s.locked ? " The room is locked, but not to you." : "";
    if (chip === null) return BACK_IN + ", but every seat is taken: watch, or wait for someone to leave.";
    if (held && chip === held.seat) return BACK_IN + ": tap " + button + " to sit down in your seat again" + (free.length ? ", or pick another." : ".") + lock;
    const bot = s.players[chip].kind === "bot" ? ", its bot's till now" : "";
    return BACK_IN + ": tap " + button + " to sit down in seat " + (chip + 1) + bot
      + (playing ? " (you play from the next deal)" : "") + (free.length > 1 ? ", or pick another." : ".") + lock;
  }

  // a dealer's choice pot called and not dealt yet, said at the top from the log's last line (the
  // call: game.party.called_game): "CPU 4 picks Baseball. The deal is next." The away rule's pick for
  // a dealer, logged "Baseball picked for Ann: time ran out" (to the dealer's own phone the server
  // says "picked for you": game.party.called_game), is one sentence with its reason first: a host
  // play-test's dealer read "Baseball picked for Ann: time ran out: the deal is next"
  function callWords(line, game) {
    const picked = game + " picked for ";
    const cut = line.lastIndexOf(": ");  // (a reason has no colon; a name may)
    if (!line.startsWith(picked) || cut < picked.length) return line + ". The deal is next.";
    const whom = line.slice(picked.length, cut), why = line.slice(cut + 2);
    const said = why[0].toUpperCase() + why.slice(1) + ": " + game + " was picked for " + whom;
    return said + ". The deal is next.";
  }

  return { SUITS, fraction, signed, placeOf, pretty, potWords, botsPlay, potOf, doingWords, BACK_IN, letBackWords, callWords };
})();
