// One seat's things on the table: its river, melds, flowers and hand, each
// drawn from the seat's PlayerView.
import { h } from "../dom.js";
import { tileEl } from "./tile.js";

// river draws discards in rows of six: the riichi tile sideways, tiles taken
// by a call dimmed and marked, tiles discarded as drawn shaded, and the
// last discard of the table marked when last is set.
export function river(variant, discards = [], last = false, label = (c) => c) {
  const rows = [];
  for (let i = 0; i < discards.length; i += 6) rows.push(discards.slice(i, i + 6));
  const lastIndex = discards.length - 1;
  return h("div", { class: "river" }, rows.map((row, r) => h("div", { class: "river-row" }, row.map((d, j) => {
    const el = tileEl(variant, d.tile, { side: d.riichi, label: label(d.tile) });
    if (d.taken) el.classList.add("taken");
    if (d.tsumogiri) el.classList.add("tsumogiri");
    if (d.riichi) el.classList.add("riichi-tile");
    if (last && r * 6 + j === lastIndex && !d.taken) el.classList.add("last");
    return el;
  }))));
}

// calledPosition says where in a meld the called tile lies: toward the seat
// it came from (left, across or right of the owner).
function calledPosition(owner, from, n, size) {
  const rel = (from - owner + n) % n;
  if (rel === n - 1) return 0; // from the left
  if (rel === 1 && n > 2) return size - 1; // from the right
  return 1; // across
}

// meld draws one exposed set. The called tile is turned sideways at the
// side of the seat it came from; a closed kan shows its ends face down; an
// added kan stacks the added tile on the called one.
export function meld(variant, m, owner, n, label = (c) => c) {
  const tiles = [...m.tiles];
  const el = h("span", { class: "meld meld-" + m.kind });
  if (m.kind === "ankan") {
    tiles.forEach((c, i) => el.append(tileEl(variant, i === 0 || i === 3 ? null : c, { label: label(c) })));
    return el;
  }
  if (m.called < 0 || m.called >= tiles.length || m.from === owner) {
    tiles.forEach((c) => el.append(tileEl(variant, c, { label: label(c) })));
    return el;
  }
  const called = tiles.splice(m.called, 1)[0];
  let added = null;
  if (m.kind === "kakan") added = tiles.pop();
  const pos = calledPosition(owner, m.from, n, tiles.length + 1);
  const side = tileEl(variant, called, { side: true, label: label(called) });
  side.classList.add("called");
  let piece = side;
  if (added) {
    piece = h("span", { class: "stack" }, tileEl(variant, added, { side: true, label: label(added) }), side);
  }
  tiles.splice(pos, 0, null);
  tiles.forEach((c) => el.append(c === null ? piece : tileEl(variant, c, { label: label(c) })));
  return el;
}

// melds draws every set of a player.
export function melds(variant, list = [], owner, n, label) {
  return h("div", { class: "melds" }, list.map((m) => meld(variant, m, owner, n, label)));
}

// flowers draws the tiles a player has set aside.
export function flowers(variant, list = [], label = (c) => c) {
  return h("div", { class: "flowers" }, list.map((c) => tileEl(variant, c, { label: label(c) })));
}

// concealed draws a hand: faces when known, backs otherwise. The drawn
// tile (the last, when p.drawn) stands apart.
export function concealed(variant, p, opts = {}) {
  const el = h("div", { class: "hand" });
  const label = opts.label || ((c) => c);
  if (p.hand && p.hand.length) {
    p.hand.forEach((c, i) => {
      const t = tileEl(variant, c, { button: opts.buttons, label: label(c) });
      t.dataset.index = i;
      if (p.drawn && i === p.hand.length - 1) t.classList.add("drawn");
      el.append(t);
    });
  } else {
    for (let i = 0; i < (p.hand_size || 0); i++) {
      const t = tileEl(variant, null);
      if (p.drawn && i === p.hand_size - 1) t.classList.add("drawn");
      el.append(t);
    }
  }
  return el;
}
