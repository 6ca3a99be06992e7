// The hand-end and game-end screens, drawn from the server's hand summary
// (the same shape in every variant) and the game's Result.
import { h } from "../dom.js";
import { t, pick, currentLang } from "../i18n.js";
import { tileEl } from "./tile.js";
import { tileName } from "./names.js";
import { meld } from "./seat.js";
import { fmt, isDummy } from "./table.js";

function tiles(variant, list, cls = "") {
  return h("span", { class: "tiles " + cls }, (list || []).map((c) => tileEl(variant, c, { label: tileName(variant, c) })));
}

function signed(n) {
  if (!n) return h("span", { class: "delta zero" }, "0");
  return h("span", { class: "delta " + (n > 0 ? "plus" : "minus") }, (n > 0 ? "+" : "−") + fmt(Math.abs(n)));
}

// yakuValue writes one item's value in the variant's unit.
function yakuValue(y, unit) {
  if (unit === "han") return y.yakuman ? t("yakuman", { n: y.value }) : t("han", { n: y.value });
  return t("points", { n: y.value });
}

// winBlock draws one win: who, the hand with its melds and winning tile,
// the indicators, the yaku with their values, and the total.
function winBlock(end, w, ctx) {
  const variant = ctx.variant;
  const n = ctx.names.length;
  const who = ctx.names[w.seat] || t("seat", { n: w.seat + 1 });
  const how = w.tsumo ? t("tsumoWin") : t("ronBy", { who: ctx.names[w.from] || t("seat", { n: w.from + 1 }) });
  const handRow = h("div", { class: "win-hand" },
    tiles(variant, w.hand, "concealed"),
    (w.melds || []).length ? h("span", { class: "win-melds" }, w.melds.map((m) => meld(variant, m, w.seat, n, (c) => tileName(variant, c)))) : "",
    w.win ? h("span", { class: "win-tile" }, tileEl(variant, w.win, { label: tileName(variant, w.win) })) : "",
    (w.flowers || []).length ? tiles(variant, w.flowers, "win-flowers") : "");
  const indicators = [];
  if ((w.dora || []).length) indicators.push(h("span", { class: "ind" }, h("small", {}, t("dora")), tiles(variant, w.dora)));
  if ((w.ura || []).length) indicators.push(h("span", { class: "ind" }, h("small", {}, t("uraDora")), tiles(variant, w.ura)));
  const yaku = h("table", { class: "yaku" }, (w.yaku || []).map((y) =>
    h("tr", { "data-yaku": y.id || "" },
      h("td", {}, pick(y), currentLang() !== "ja" && y.name && y.name !== pick(y) ? h("small", { class: "ja-name", lang: "ja" }, y.name) : ""),
      h("td", { class: "num" }, yakuValue(y, w.unit)))));
  const total = [];
  if (w.unit === "han") {
    if (w.yakuman) total.push(t("yakuman", { n: w.yakuman }));
    else {
      if (w.fu) total.push(t("fu", { n: w.fu }));
      total.push(t("han", { n: w.han }));
    }
    if (w.limit) total.push(t("limit_" + w.limit));
  }
  total.push(t("points", { n: fmt(w.points) }));
  return h("section", { class: "win-block" },
    h("h3", {}, h("span", { class: "winner" }, who), " ", h("span", { class: "how" }, how)),
    handRow, indicators.length ? h("div", { class: "indicators" }, indicators) : "",
    yaku, h("div", { class: "win-total" }, total.join(" · ")));
}

// drawBlock shows how a hand ended without a winner: who was ready, with
// the hands shown, and what each seat paid or got for it (noten payments);
// for a chombo, who declared the win that was not allowed, and the hand.
function drawBlock(end, ctx) {
  const d = end.draw;
  const seats = Math.max(d.tenpai?.length || 0, d.hands?.length || 0);
  const rows = Array.from({ length: seats }, (_, s) => {
    const ready = !!d.tenpai?.[s];
    const hand = d.hands?.[s];
    if (d.tenpai ? ctx.variant === "maiko" && s === 3 && !ready : !hand) return null;
    const mark = d.tenpai ? (ready ? t("tenpai") : t("noten"))
      : d.reason === "chombo" ? t(ctx.variant === "trump" ? "chomboNoYaku" : "chomboDeclared") : "";
    return h("div", { class: "draw-seat" + (ready ? " ready" : "") + (d.reason === "chombo" ? " chombo" : "") },
      h("b", {}, ctx.names[s] || t("seat", { n: s + 1 })), " ",
      mark ? h("span", { class: "tenpai-mark" }, mark) : "",
      end.deltas?.[s] ? signed(end.deltas[s]) : "",
      hand ? tiles(ctx.variant, hand, "draw-hand") : "");
  }).filter(Boolean);
  return h("section", { class: "draw-block" }, rows);
}

// scoreTable lists each player's change and new total; "you" is marked,
// and maiko's MP change is a column of its own.
function scoreTable(end, ctx) {
  const side = end.side;
  return h("table", { class: "score-table" },
    h("thead", {}, h("tr", {}, h("th", {}, t("player")), h("th", { class: "num" }, t("change")), h("th", { class: "num" }, t("score")),
      side ? h("th", { class: "num" }, t("mpTotal")) : "")),
    h("tbody", {}, (end.scores || []).map((score, s) => isDummy({ variant: ctx.variant }, s) ? "" : h("tr", { class: s === ctx.me ? "you" : "" },
      h("td", {}, ctx.names[s] || t("seat", { n: s + 1 }), s === ctx.me ? h("span", { class: "you-mark" }, t("you")) : ""),
      h("td", { class: "num" }, signed(end.deltas?.[s] || 0)),
      h("td", { class: "num" }, fmt(score)),
      side ? h("td", { class: "num" }, side.deltas?.[s] ? signed(side.deltas[s]) : "", side.totals ? ` (${side.totals[s] ?? ""})` : "") : ""))));
}

// paymentLine says one line of a settlement in words: who paid whom what
// (or who gained or lost points paid by or to nobody), and why.
export function paymentLine(p, ctx) {
  const name = (s) => ctx.names[s] || t("seat", { n: s + 1 });
  const pts = (n) => t("points", { n: fmt(n) });
  const vals = { from: name(p.from), to: name(p.to), amount: pts(p.amount), base: pts(p.base), own: pts(p.own), count: p.count };
  // A payment its payer's own yaku cut to nothing (Malaysian) says so.
  const head = p.from < 0 ? t("payGains", vals) : p.to < 0 ? t("payLoses", vals) : p.amount === 0 ? t("payNothing", vals) : t("payPays", vals);
  let why = t("pay_" + p.why, vals);
  if (p.cut) why = t("payCut", vals);
  else if (p.own) why += " · " + t("payOwnLow", vals);
  return { head, why };
}

// paymentsBlock lists who paid whom what and why, where the variant tells
// more than the score table does.
function paymentsBlock(end, ctx) {
  if (!end.payments?.length) return "";
  return h("section", { class: "payments" }, h("h4", {}, t("payments")),
    h("ul", {}, end.payments.map((p) => {
      const { head, why } = paymentLine(p, ctx);
      return h("li", { class: "payment" + (p.from === ctx.me || p.to === ctx.me ? " you" : ""), "data-why": p.why },
        h("b", {}, head), " ", h("span", { class: "why" }, why));
    })));
}

// handEndScreen returns the body of the hand-end dialog.
export function handEndScreen(end, ctx) {
  const title = end.wins?.length
    ? (end.wins[0].tsumo ? t("callout_tsumo") : t("callout_ron"))
    : (end.draw?.reason ? t("reason_" + end.draw.reason) : t("drawGame"));
  return h("div", { class: "result hand-end" },
    h("h2", { class: end.wins?.length ? "win-title" : "draw-title" }, title),
    (end.wins || []).map((w) => winBlock(end, w, ctx)),
    end.draw ? drawBlock(end, ctx) : "",
    dummyBlock(ctx),
    scoreTable(end, ctx),
    paymentsBlock(end, ctx));
}

// dummyBlock shows maiko's check of the dummy (舞子の手牌をオープンして):
// its dealt hand, opened to everyone at every win and draw, and whether
// it was ready and on what.
function dummyBlock(ctx) {
  const c = ctx.dummyCheck;
  if (ctx.variant !== "maiko" || !c?.tiles?.length) return "";
  return h("section", { class: "dummy-check" },
    h("div", { class: "draw-seat" + (c.ready ? " ready" : "") },
      h("b", {}, t("dummyCheck")), " ",
      h("span", { class: "tenpai-mark" }, c.won ? t("dummyWon") : c.ready ? t("tenpai") : t("noten")),
      tiles(ctx.variant, c.tiles, "draw-hand"),
      c.ready && c.waits?.length ? h("span", { class: "dummy-waits" }, t("waitsOn"), " ", tiles(ctx.variant, c.waits)) : ""));
}

// gameEndScreen lists ranks, final scores, uma, points after uma, and
// maiko's MP and 身請け (who redeems the maiko, or nobody).
export function gameEndScreen(res, ctx) {
  const order = res.scores.map((_, s) => s).sort((a, b) => res.ranks[a] - res.ranks[b]);
  const x = res.extra || {};
  const mpNames = ["A", "B", "C", "maiko"];
  const hasMP = Object.keys(x).some((k) => k.startsWith("mp_"));
  const taker = x.mikeuke;
  return h("div", { class: "result game-end" },
    h("h2", {}, t("finalResult")),
    h("table", { class: "score-table final" },
      h("thead", {}, h("tr", {}, h("th", {}, t("rank")), h("th", {}, t("player")), h("th", { class: "num" }, t("finalScore")),
        res.uma ? h("th", { class: "num" }, t("uma")) : "", res.points ? h("th", { class: "num" }, t("finalPoints")) : "",
        hasMP ? h("th", { class: "num" }, t("mpTotal")) : "")),
      h("tbody", {}, order.map((s) => h("tr", { class: (s === ctx.me ? "you " : "") + "rank-" + res.ranks[s] },
        h("td", { class: "rank" }, String(res.ranks[s])),
        h("td", {}, ctx.names[s] || t("seat", { n: s + 1 }), s === ctx.me ? h("span", { class: "you-mark" }, t("you")) : "",
          hasMP && taker === s ? h("span", { class: "mikeuke" }, t("mpTaker")) : ""),
        h("td", { class: "num" }, fmt(res.scores[s])),
        res.uma ? h("td", { class: "num uma" }, signed(res.uma[s])) : "",
        res.points ? h("td", { class: "num" }, signed(res.points[s])) : "",
        hasMP ? h("td", { class: "num" }, fmt(x["mp_" + mpNames[s]] ?? "")) : "")))),
    hasMP ? h("p", { class: "mikeuke-line" }, h("b", {}, t("mikeuke")), " ",
      taker >= 0 ? ctx.names[taker] || t("seat", { n: taker + 1 }) : t("mikeukeNobody"),
      passedOver(res, x, mpNames, taker).map((s) => h("small", { class: "busted" }, t("mikeukeBusted", { who: ctx.names[s] || t("seat", { n: s + 1 }) })))) : "");
}

// passedOver returns the players with more MP than the one who redeems the
// maiko (any MP above zero, when nobody does) who lost it by busting.
function passedOver(res, x, mpNames, taker) {
  const mp = (s) => x["mp_" + mpNames[s]] ?? 0;
  const bar = taker >= 0 ? mp(taker) : 0;
  return res.scores.map((_, s) => s).filter((s) => s !== taker && res.scores[s] < 0 && mp(s) > bar);
}

