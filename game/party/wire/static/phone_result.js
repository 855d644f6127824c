// The last pot's result card (`hand_result`, docs/party.md): who won and with what, the hands
// shown, a session's standings and awards; folded by a tap, and once the next pot is dealt said
// to be the last pot's, folded to its line. phone.js hands it the card drawing, this phone's seat (`me()`: { seat,
// waiting, name }), the table's last state and what ends a turn.
"use strict";
window.PhoneResult = ({ cardEl, me, state, clearTurn }) => {
  const $ = (id) => document.getElementById(id);
  const { fraction, signed, placeOf, pretty, potOf } = window.PhoneWords;
  let resultOpen = true;
  let lastResult = null, resultSeat = null;  // the last pot's result, and the seat it was worded for
  // the result's pot (session and hand), and whether the next pot is in play: the card then says
  // it was the last pot's ("Last pot: CPU 3 won 28"), faded, not a win over the pot being played
  let resultPot = "", resultPast = false;
  let dealtOn = false;  // the next pot dealt: the last pot's card folded to its line (a tap opens it)
  // the next pot under way and no card of it yet (its antes, a dealer picking its game): the last
  // pot's card folds to its line after this long all the same, so it does not hold your turn and
  // your cards off the first screen (a guest play-test's wish); its line still says who won
  const FOLD_AFTER_MS = 8000;
  let foldTimer = null;
  // the game the result is of ("Baseball", "Dealer's Choice"): once the next game deals, the card
  // says whose it was (a host play-test's phones said the old game's "Last pot" over the new one's cards)
  let resultGame = "";

  // `again`: the same result worded for this phone's seat, its card left open or folded as it was
  function result(m, again) {
    lastResult = m; resultSeat = me().seat;
    if (!again) {
      clearTurn();  // the pot is over: no button of it stands, so the result opens for everyone alike
      resultPot = potOf(state(), m.hand);
      resultGame = state() ? (state().heading || state().game || "").split(":")[0] : "";
      resultPast = false; dealtOn = false;
      clearTimeout(foldTimer);
      $("result").classList.remove("past");
    }
    const r = m.result;
    showTitle();
    const rows = [];
    if (r && r.moment) rows.push(line(r.moment, "moment"));
    if (r) {
      for (const hand of r.winning) rows.push(shownHand(hand, r));
      if (r.beaten) rows.push(shownHand(r.beaten, r));
      rows.push(line(whyFor(r), "why"));
    }
    if (m.standings) {
      rows.unshift(line(resultTitle(m, true), "who"));  // "Last pot: Bo won 12": the title says how the session ended
      const list = document.createElement("ol");
      list.className = "standings";
      for (const st of m.standings) {
        const li = document.createElement("li");
        // the place as the TV's FINAL STANDINGS say it, sent with it ("3RD=": equal balances share
        // one); a computer player has none (the people are ranked, as the ledger ranks them)
        if (st.label) {
          const place = document.createElement("span");
          place.className = "place";
          place.textContent = st.label;
          li.append(place, " ");
        }
        li.append(st.name + (st.place === null ? " (bot) " : " ") + signed(st.net));
        list.append(li);
      }
      rows.push(list);
      for (const award of m.session_awards || []) rows.push(awardRow(award));  // the TV's awards
      // the computer players that did better, said once under the awards as the TV says it (a guest
      // play-test's phone said "(CPU 5 HAD BETTER)" beside each of four awards)
      if (m.awards_better) rows.push(line(m.awards_better, "award better"));
    }
    $("resultbody").replaceChildren(...rows);
    $("result").hidden = false;
    $("result").classList.toggle("moment", !!(r && r.moment));
    openResult(again ? resultOpen : true);
    if (state()) pastResult(state());  // a reloaded page's result may be a pot ago already
  }

  // "CPU 3 wins 28", or once the next pot is in play "Last pot: CPU 3 won 28": the TV's title in
  // the server's words (`heading`), the winner's own ("You win 28") where this phone played the seat
  function resultTitle(m, past) {
    const r = m.result, w = r.winners[0];
    const title = r.your_heading && played(w.seat, w.name) ? r.your_heading : r.heading;
    return past ? title.past : title.now;
  }

  // a session's standings say themselves that it is over; once the next game deals, folded, they
  // are one small line, "Last game: joint 3rd, -3" (a host play-test's phone kept four lines of the
  // last game's place and last pot over the next game's whole first pot; with the game's name,
  // "Midnight Baseball", it took two), a tap opening them whole
  function showTitle() {
    const m = lastResult, r = m.result;
    const game = resultPast && resultGame ? resultGame : "";  // (a pot ago: the next game's, for standings)
    const small = !!m.standings && resultPast && !resultOpen;
    $("result").classList.toggle("small", small);
    $("resulttitle").textContent = m.standings ? sessionTitle(m, resultPast, small) : resultTitle(m, resultPast);
    const win = r && r.winning.length ? r.winning[0].words : r && r.uncontested ? "everyone else folded" : "";
    // a pot a pot ago, folded: one line, "Last pot: Marcus won 20 (Straight to 10)" (a guest play-test missed it)
    const short = m.standings && r ? lastPotWinner(r, win, game) : resultPast && win ? "(" + win.replaceAll(" ", "\u00a0") + ")" : win;
    // (folded, one sentence: the page's space between the two spans parts them, not the words')
    $("resultshort").textContent = small ? "" : short;
    fitHead();
  }

  // folded, the card's line holds two lines at most, the hand's words after the title on its last
  // line; where they would take a third they go, and a title longer than two lines ends in "..."
  // (a guests' play-test at 390 px read "Last pot: Bartholomew F. won / 20 / (Royal flush)")
  function fitHead() {
    const head = $("resulthead");
    head.classList.remove("long");
    if ($("result").classList.contains("closed") && lineCount($("resulttitle"), $("resultshort")) > 2) head.classList.add("long");
  }
  new ResizeObserver(fitHead).observe($("resulthead"));  // (turned, A+)
  function lineCount(...spans) {  // the lines the spans' words take, a smaller font's beside a larger one's one line
    const rects = spans.flatMap((e) => { const r = document.createRange(); r.selectNodeContents(e); return [...r.getClientRects()]; })
      .filter((r) => r.width > 0).sort((a, b) => a.top - b.top);
    let count = 0, bottom = -Infinity;
    for (const r of rects) {
      if (r.top + r.height / 2 > bottom) { count += 1; bottom = r.bottom; } else bottom = Math.max(bottom, r.bottom);
    }
    return count;
  }

  // the next pot is under way: the result card says it was the last pot's, and once that pot's
  // cards come it folds to its one line, "Last pot: CPU 4 won 28 Str flush to 8", a tap opening it
  // again; a page (re)loaded during that pot shows it so too (a host play-test's card stayed open
  // over the top half of the phone into the next hand, the new cards pushed under it, and opened
  // again at a reload). Not at once with the antes: a guest play-test's card folded at the next
  // pot's antes, seconds after it came, and one who had looked away never read who won or why; but
  // with no cards yet, FOLD_AFTER_MS after the next pot began. A tap on it folds it sooner; your
  // turn folds it too (phone_turn.js)
  function pastResult(s) {
    const past = !!lastResult && s.phase === "play" && potOf(s, s.hand) !== resultPot;
    if (past !== resultPast) {
      resultPast = past;
      $("result").classList.toggle("past", past);
      showTitle();
      clearTimeout(foldTimer);
      if (past) foldTimer = setTimeout(foldPast, FOLD_AFTER_MS);
    }
    if (past && cardsCame(s)) foldPast();
  }
  // once only: a tap that opens it again keeps it open (the pot's moves do not fold it)
  function foldPast() {
    clearTimeout(foldTimer);
    if (resultPast && !dealtOn) { dealtOn = true; openResult(false); }
  }
  const cardsCame = (s) => s.players.some((p) => p.up.length > 0 || p.down > 0);

  // a result's seat is "You" only when you played it: a seat taken after its pot was dealt (you sit
  // down at the next hand) was its bot's in the pot just ended. `name`: whose the pot's line is, as
  // the server named the seat when the pot was won (a host play-test's guest, taken off mid-pot and
  // sat again for the next one, read "You won 42" for the pot their computer player had won)
  // the why as worded for this phone where it names the seat it played ("beats your flush", the
  // server's `your_why`), else the shared line (a host play-test's Zoë read "beats Zoë's flush")
  function whyFor(r) {
    const hands = [...r.winning, r.beaten].filter((hand) => hand && played(hand.seat, hand.name));
    const mine = hands.find((hand) => r.your_why && r.your_why[hand.seat] !== undefined);
    return mine ? r.your_why[mine.seat] : r.why;
  }

  function played(seat, name) {
    const mine = me();
    return seat === mine.seat && !mine.waiting && (name === undefined || name === mine.name);
  }

  // who won the game, as the server names them (everyone at the top of its standings, a computer
  // player too), then this phone's guest's own line, as the server marks it (`you`; the phone once
  // found it by name and seat): "Sam wins Baseball · you 3RD of 4 people, -3 1/2" (a guest
  // play-test's line said their place, not who won), "You win Baseball, +9", a place shared "Sam &
  // Bo win Baseball", a table of bots "CPU 2 wins Baseball, +5"; a phone with no line (a watcher, a
  // guest who sat the game out) reads the winner alone, "Sam wins Baseball, +9". The people are
  // ranked among themselves: above them all "CPU 4 wins Baseball · you 1ST of 3 people, -9" (a host
  // play-test's Dee read "Dee won it, -9" where CPU 4 won the money); a lone person is not placed,
  // "· you -19". `past`: the next game deals now (a host play-test read "Session over" over its
  // cards), "Last game: Sam won Baseball · ..."; `small`: its folded line, "Last game: 3RD=, -3"
  function sessionTitle(m, past, small) {
    const { game, people, winners, net } = m.session;
    const mine = m.standings.find((st) => st.you);
    if (mine && small) return "Last game: " + (people > 1 ? mine.label + ", " : "") + signed(mine.net);
    const won = winners.some((w) => w.you);  // (marked by the server, as `mine` is)
    const names = winners.map((w) => (w.you ? "You" : w.name)).join(" & ");
    const head = (past ? "Last game: " : "") + names + (past ? " won " : winners.length > 1 || won ? " win " : " wins ") + game;
    if (!mine || won) return head + ", " + signed(won ? mine.net : net);
    return head + " \u00b7 you " + (people > 1 ? placeOf(mine.label, people, true) + ", " : "") + signed(mine.net);
  }

  // under a session's title, whose the last pot's hand was: "Last pot won by Host with four 7's" (a host
  // play-test's phone read "Last session: you finished joint 2nd of 4 people, -5 / Four 7's", the
  // winner's hand read as the guest's own); the title is the session's, so the pot's line names its
  // winner; once the next game deals, its game too ("Baseball's last pot won by..."): a host
  // play-test's phones said "Last pot" over the next game's first pot
  function lastPotWinner(r, win, game) {
    if (!win) return "";
    const names = r.winners.map((w) => (played(w.seat, w.name) ? "you" : w.name)).join(" & ");
    return (game ? game + "'s last pot" : "Last pot") + " won by " + names + (r.winning.length ? " with " + win.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase()) : ", " + win);
  }

  function awardRow(award) {  // "BIGGEST POT: Bo, 24 IN POT 5", as the TV's standings page says it
    const row = line("", "award");
    const title = document.createElement("b");
    title.textContent = award.title;
    // the figure at the end (a count, a signed net, a mixed fraction: "5", "+7", "-2 1/2") keeps the
    // word before it and stays whole: never "13 IN POT" then "1", nor "BEST NET" then "+7", alone
    const detail = award.detail.replace(/ ([+\-\u2212]?(?:\d+ )?\d+(?:\/\d+)?)$/,
      (_, figure) => "\u00a0" + figure.replace(" ", "\u00a0"));
    row.append(title, " " + award.names.join(" & ") + " \u00b7 " + detail);
    return row;
  }

  // whose a hand of the result is: another's "Winner: Bo", "Splits: Bo (+6)" or "Beaten: Bo", this
  // phone's own in its own words, "You won", "You split the pot (+6)", "Your hand was beaten" (a host
  // play-test's guest read "Beaten: You"); a seat that took a share of the pot is said by its share,
  // never beaten in the same breath. The amount of a pot won whole is the title's
  function whose(hand, r) {
    const share = r.winners.find((w) => w.seat === hand.seat);
    const amount = share && r.split ? " (+" + fraction(share.amount) + ")" : "";
    if (played(hand.seat, hand.name)) return !share ? "Your hand was beaten" : r.split ? "You split the pot" + amount : "You won";
    return (!share ? "Beaten: " : r.split ? "Splits: " : "Winner: ") + hand.name + amount;
  }

  function shownHand(hand, r) {  // a hand of the result: whose, its words, its five with stand-ins
    const box = document.createElement("div");
    box.className = "hand " + (r.winners.some((w) => w.seat === hand.seat) ? "won" : "beaten");
    const who = document.createElement("div");
    who.className = "who";
    who.textContent = whose(hand, r);
    const words = document.createElement("div");
    words.className = "words";
    words.textContent = hand.words;
    const cards = document.createElement("div");
    cards.className = "cards used";
    const wilds = [];
    for (const c of hand.cards) {
      const el = cardEl(c.card);
      if (c.as) {
        const as = document.createElement("span");
        as.className = "as";
        as.textContent = "=" + pretty(c.as);
        el.classList.add("wild");
        el.append(as);
        el.setAttribute("aria-label", c.card + " as " + c.as);
        // in words, the first "counts as": a newcomer read "Wild: 3=4, 9=3" twice before getting it
        wilds.push(pretty(c.card) + (wilds.length ? " as " : " counts as ") + pretty(c.as));
      }
      cards.append(el);
    }
    box.append(who, words, cards);
    if (wilds.length) box.append(line("Wild: " + wilds.join(", "), "wilds"));
    return box;
  }

  function openResult(open) {
    resultOpen = open;
    $("result").classList.toggle("closed", !open);
    $("resulthead").setAttribute("aria-expanded", String(open));
    $("resultbody").hidden = !open;
    if (lastResult) showTitle();  // (a last game's standings fold to their small line)
  }

  function line(text, kind) { const d = document.createElement("div"); d.className = "row " + (kind || ""); d.textContent = text; return d; }

  $("resulthead").onclick = () => openResult(!resultOpen);

  // the seat is (again) this phone's: the result came before it (a reload), worded again, "You" where it was yours
  function reword() { if (lastResult && resultSeat !== me().seat) result(lastResult, true); }

  function gone() {  // the next pot's showdown is on the TV: its result may wait, and this one is done
    lastResult = null; resultPast = false;
    clearTimeout(foldTimer);
    $("result").hidden = true;
  }

  // the pot the table shows is over: its result is up
  const shownOver = (s) => !!lastResult && resultPot === potOf(s, s.hand);

  // the hand this phone's seat showed down, in the result's words ("Five 7s"); null: none shown
  function yourHand() {
    const r = lastResult && lastResult.result;
    const hand = r && [...r.winning, r.beaten].find((h) => h && played(h.seat, h.name));
    return hand ? hand.words : null;
  }

  return { result, reword, gone, shownOver, pastResult, openResult, yourHand };
};
