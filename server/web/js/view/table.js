// The table view: draws one engine View as a mahjong table. It knows no
// socket, clock or rules: the page that owns it passes a View and a few
// facts (names, who is to act, the last discard) and gets back the
// elements a person can click. Players, spectators and replays all use it,
// each with its own source of Views.
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { tileEl } from "./tile.js";
import { river, melds, flowers, concealed } from "./seat.js";
import { roundLabel, seatWind } from "./words.js";
import { tileName } from "./names.js";

// Where each seat sits, by how many seats after the bottom one it is:
// a rotation of the bottom seat's layout and a position name for CSS.
const layouts = {
  2: [[0, "bottom"], [180, "top"]],
  3: [[0, "bottom"], [-90, "right"], [90, "left"]],
  4: [[0, "bottom"], [-90, "right"], [180, "top"], [90, "left"]],
  5: [[0, "bottom"], [-72, "p1"], [-144, "p2"], [-216, "p3"], [-288, "p4"]],
  6: [[0, "bottom"], [-60, "p1"], [-120, "p2"], [180, "top"], [-240, "p4"], [-300, "p5"]],
};

// positionOf returns the rotation and position name of seat s.
export function positionOf(s, bottom, n) {
  const rel = ((s - bottom) % n + n) % n;
  const [rot, pos] = (layouts[n] || layouts[4])[rel] || [0, "bottom"];
  return { rel, rot, pos };
}

// isDummy reports whether seat s is maiko's dummy (舞子).
export function isDummy(view, s) { return view.variant === "maiko" && s === 3; }

// TableView draws Views into root.
export class TableView {
  constructor(root) {
    this.root = root;
    this.board = h("div", { class: "board" });
    root.replaceChildren(this.board);
  }

  // draw shows view. opts:
  //   bottom    seat drawn at the bottom (default: the view's seat, or 0)
  //   names     display name of each seat
  //   me        the person's own seat, or -1
  //   ownHand   element to draw the bottom seat's hand and melds into
  //             (the player's hand row) instead of on the board
  //   toAct     seats that are deciding; deadline (ms since the epoch) and
  //             thinkMs (the full think time) for their bars
  //   lastDiscard  the seat whose last discard is the table's last
  //   handButtons  the bottom hand's tiles are buttons
  //   fresh     {discard: seat, draw: true} marks the tile just discarded
  //             or drawn, to animate it
  draw(view, opts = {}) {
    this.view = view;
    const n = view.players.length;
    const variant = view.variant;
    const label = (c) => tileName(variant, c);
    const bottom = opts.bottom ?? (view.seat >= 0 ? view.seat : 0);
    const toAct = new Set(opts.toAct || []);
    const board = this.board;
    board.className = `board n${n} variant-${variant}` + (opts.ownHand ? " own-hand" : "");
    board.dataset.bottom = bottom;
    const parts = [this.centre(view, bottom, toAct, opts)];
    view.players.forEach((p, s) => {
      const { rot, pos } = positionOf(s, bottom, n);
      const own = opts.ownHand && s === bottom;
      const edge = h("div", { class: "edge" });
      // A seat with many sets shown (MOMOJAN's kai) draws its edge smaller
      // so that it stays on the board.
      const units = (p.hand?.length || p.hand_size || 0) + (p.melds || []).reduce((u, m) => u + m.tiles.length + 0.9, 0);
      if (pos === "top" && units * 3.1 > 46) {
        // The top row would reach the plate in the top right corner: its
        // sets go on rows of their own beside the hand, left of the plate,
        // as large as two rows of sets and the hand's row allow.
        const held = p.hand?.length || p.hand_size || 0;
        edge.classList.add("clear-plate");
        edge.style.setProperty("--tw", `min(3.1cqw, ${(62 / Math.max(held, (units - held) / 2 + 2)).toFixed(2)}cqw)`);
      } else if (units > 22) edge.style.setProperty("--tw", `min(${s === bottom ? 3.8 : 3.1}cqw, ${(80 / units).toFixed(2)}cqw)`);
      if (!own) edge.append(concealed(variant, p, { label }), melds(variant, p.melds, s, n, label));
      const wedge = h("div", { class: `seat pos-${pos}` + (toAct.has(s) ? " to-act" : ""), "data-seat": s, "data-pos": pos,
        style: { "--rot": rot + "deg" } },
      river(variant, p.discards, opts.lastDiscard === s, label), flowers(variant, p.flowers, label), edge);
      parts.push(wedge, this.plate(view, s, pos, toAct.has(s), opts));
    });
    board.replaceChildren(...parts);
    if (opts.ownHand) this.drawOwn(opts.ownHand, view, bottom, opts, label);
    const fresh = opts.fresh || {};
    if (fresh.discard !== undefined && fresh.discard >= 0) {
      const river = board.querySelector(`.seat[data-seat="${fresh.discard}"] .river`);
      const tiles = river ? river.querySelectorAll(".tile") : [];
      tiles[tiles.length - 1]?.classList.add("fresh");
    }
    if (fresh.draw) (opts.ownHand || board).querySelector(".hand .tile.drawn")?.classList.add("fresh");
  }

  // drawOwn draws the bottom seat's hand, melds and flowers into el.
  drawOwn(el, view, s, opts, label) {
    const p = view.players[s];
    const n = view.players.length;
    // How many tile widths the row needs, so a hand with many melds shrinks
    // to fit instead of overflowing a phone.
    const held = p.hand?.length || p.hand_size || 0;
    const meldUnits = (p.melds || []).reduce((u, m) => u + (m.tiles.length + 0.4) * 0.72 + 0.3, 0);
    el.style.setProperty("--units", String(Math.max(8, held + 0.8 + meldUnits + (p.melds?.length ? 0.5 : 0))));
    el.replaceChildren(
      concealed(view.variant, p, { buttons: opts.handButtons, label }),
      h("div", { class: "own-melds" }, melds(view.variant, p.melds, s, n, label)));
  }

  // plate is a seat's name, score and state, kept upright.
  plate(view, s, pos, acting, opts) {
    const p = view.players[s];
    const name = opts.names?.[s] || t("seat", { n: s + 1 });
    const you = opts.me === s;
    const mp = p.extra?.mp;
    const bar = acting && opts.deadline ? h("div", { class: "think" }, h("i", { style: thinkStyle(opts) })) : "";
    return h("div", { class: `plate pos-${pos}` + (acting ? " to-act" : "") + (you ? " you" : ""), "data-seat": s },
      h("div", { class: "plate-top" },
        seatWind(p) ? h("span", { class: "wind" + (s === view.dealer ? " dealer" : "") }, seatWind(p))
          : s === view.dealer ? h("span", { class: "wind dealer dealer-dot", title: t("dealerMark"), "aria-label": t("dealerMark") }) : "",
        h("b", { class: "name", title: isDummy(view, s) ? t("dummy") : name }, isDummy(view, s) ? t("dummyName") : name),
        you ? h("span", { class: "you-mark" }, t("you")) : ""),
      h("div", { class: "plate-bottom" },
        isDummy(view, s) ? h("span", { class: "dummy-tag" }, t("dummyTag")) : h("span", { class: "score" }, fmt(p.score)),
        p.riichi ? h("span", { class: "stick", title: t("riichi") }) : "",
        mp !== undefined ? h("span", { class: "mp" }, t("mp", { n: fmt(mp) })) : "",
        view.extra?.mikeuke === s ? h("span", { class: "mikeuke-now", title: t("mikeukeNow") }, t("mpTaker")) : "",
        p.extra?.nominated ? h("span", { class: "nominated" }, t("nominated")) : ""),
      bar);
  }

  // centre shows the round, counters, wall and dora, and along each side
  // the seat's wind and score, facing that seat.
  centre(view, bottom, toAct, opts) {
    const n = view.players.length;
    const x = view.extra || {};
    const counters = [];
    const counter = (icon, n, title) => h("span", { class: "counter", title }, h("i", { class: icon }), "×" + n);
    if (view.variant === "momojan") {
      if (view.honba) counters.push(h("span", { class: "counter" }, t("honba", { n: view.honba })));
      if (x.fee) counters.push(h("span", { class: "counter" }, t("fee", { n: x.fee })));
      if (view.sticks) counters.push(h("span", { class: "counter" }, t("deposit", { n: view.sticks })));
    } else {
      if (view.honba || view.variant === "riichi" || view.variant === "maiko") counters.push(counter("honba-icon", view.honba || 0, t("honba", { n: view.honba || 0 })));
      if (view.sticks || view.variant === "riichi" || view.variant === "maiko") counters.push(counter("riichi-icon", view.sticks || 0, t("sticks", { n: view.sticks || 0 })));
    }
    if (view.variant === "trump" && x.target) counters.push(h("span", { class: "counter" }, t("target", { n: x.target })));
    const sides = view.players.map((p, s) => {
      const { rot } = positionOf(s, bottom, n);
      return h("div", { class: "side" + (toAct.has(s) ? " to-act" : "") + (s === view.dealer ? " dealer" : ""), style: { "--rot": rot + "deg" } },
        seatWind(p) ? h("span", { class: "side-wind" }, seatWind(p))
          : s === view.dealer ? h("span", { class: "side-wind dealer-dot", title: t("dealerMark") }) : "",
        isDummy(view, s) ? "" : h("span", { class: "side-score" }, fmt(p.score)),
        p.riichi ? h("span", { class: "stick" }) : "");
    });
    return h("div", { class: "centre" },
      sides,
      h("div", { class: "centre-info" },
        h("div", { class: "round" }, roundLabel(view)),
        counters.length ? h("div", { class: "counters" }, counters) : "",
        h("div", { class: "wall-left" }, t("left", { n: view.wall_left })),
        doraRow(view)));
  }
}

// doraRow shows the dora indicators; riichi and maiko show the dead wall's
// five indicator places, the unturned ones face down.
function doraRow(view) {
  const shown = view.dora_indicators || [];
  const slots = view.variant === "riichi" || view.variant === "maiko" ? Math.max(5, shown.length) : shown.length;
  if (!slots) return "";
  const tiles = [];
  for (let i = 0; i < slots; i++) tiles.push(tileEl(view.variant, shown[i] || null, { label: shown[i] ? tileName(view.variant, shown[i]) : "" }));
  return h("div", { class: "dora", title: t("dora") }, tiles);
}

function thinkStyle(opts) {
  const left = Math.max(0, opts.deadline - Date.now());
  const total = Math.max(left, opts.thinkMs || left || 1);
  return { "--left": String(left / total), animationDuration: left + "ms" };
}

// fmt writes a score with thousands separators and a true minus sign.
export function fmt(n) { return typeof n === "number" ? n.toLocaleString("en-US").replace(/^-/, "−") : String(n ?? ""); }
