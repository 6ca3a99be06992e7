// Playing cards for トランプ麻雀 P式, drawn by suit and rank: A-10, J, Q, K
// and the joker. Faces are 60x84 SVG; suits may be unknown (drawn in grey).
import { strokeText, strokeWidth } from "./strokes.js";

// Suit pips in a 10x11.5 box.
const pips = {
  s: "M5 .5C6.5 3 10 4.8 10 7 10 8.7 8.6 9.6 7.3 9.6 6.4 9.6 5.7 9.1 5.4 8.5 5.5 9.6 6 10.6 7 11.5H3C4 10.6 4.5 9.6 4.6 8.5 4.3 9.1 3.6 9.6 2.7 9.6 1.4 9.6 0 8.7 0 7 0 4.8 3.5 3 5 .5Z",
  h: "M5 10.8C3.5 9.2 0 6.6 0 3.7 0 1.8 1.4.6 2.9.6 4 .6 4.7 1.2 5 2.1 5.3 1.2 6 .6 7.1.6 8.6.6 10 1.8 10 3.7 10 6.6 6.5 9.2 5 10.8Z",
  d: "M5 0 9 5.7 5 11.4 1 5.7Z",
  c: "M5 .4A2.6 2.6 0 1 1 5 5.6 2.6 2.6 0 1 1 5 .4ZM2.6 4.2A2.6 2.6 0 1 1 2.6 9.4 2.6 2.6 0 1 1 2.6 4.2ZM7.4 4.2A2.6 2.6 0 1 1 7.4 9.4 2.6 2.6 0 1 1 7.4 4.2ZM5 4.5C5.2 8 5.6 9.8 6.9 11.5H3.1C4.4 9.8 4.8 8 5 4.5Z",
  x: "M5 0 10 5.7 5 11.4 0 5.7Z", // no suit known: a plain lozenge
};
const inks = { s: "#1b1b1b", c: "#1b1b1b", h: "#c8102e", d: "#d4411e", x: "#6b6b6b" };

function pip(suit, cx, cy, size, flip = false) {
  const k = size / 10;
  const t = `translate(${(cx - 5 * k).toFixed(2)} ${(cy - 5.7 * k).toFixed(2)}) scale(${k.toFixed(3)})`;
  return `<path d="${pips[suit]}" transform="${flip ? `rotate(180 ${cx} ${cy}) ` : ""}${t}" fill="${inks[suit]}"/>`;
}

// Pip positions of A-10 on the card body (x 14-46, y 12-72), as in a
// standard deck; pips below the middle are turned over.
const layouts = {
  1: [[30, 42]], 2: [[30, 18], [30, 66]], 3: [[30, 18], [30, 42], [30, 66]],
  4: [[20, 18], [40, 18], [20, 66], [40, 66]], 5: [[20, 18], [40, 18], [30, 42], [20, 66], [40, 66]],
  6: [[20, 18], [40, 18], [20, 42], [40, 42], [20, 66], [40, 66]],
  7: [[20, 18], [40, 18], [30, 30], [20, 42], [40, 42], [20, 66], [40, 66]],
  8: [[20, 18], [40, 18], [30, 30], [20, 42], [40, 42], [30, 54], [20, 66], [40, 66]],
  9: [[20, 18], [40, 18], [20, 34], [40, 34], [30, 42], [20, 50], [40, 50], [20, 66], [40, 66]],
  10: [[20, 18], [40, 18], [30, 26], [20, 34], [40, 34], [20, 50], [40, 50], [30, 58], [20, 66], [40, 66]],
};

const rankText = { 1: "A", 10: "10", 11: "J", 12: "Q", 13: "K" };

function corner(rank, suit) {
  const txt = rankText[rank] || String(rank);
  const h = 9;
  const w = strokeWidth(txt.length, h);
  const x = 7.5 - w / 2;
  return strokeText(txt, x, 3.5, h, inks[suit], 1.5) + pip(suit, 7.5, 17.5, 6);
}

function court(rank, suit) {
  const ink = inks[suit];
  const letter = rankText[rank];
  // A framed court: a crown over the letter, the suit below.
  const crown = rank === 11
    ? `<path d="M22 27h16l-2 6H24z" fill="#e9b949" stroke="#8a6d1a" stroke-width=".8"/><circle cx="30" cy="25" r="2" fill="#2d6cdf"/>`
    : `<path d="M21 33l-1.5-10 5.5 5 5-7 5 7 5.5-5L39 33z" fill="#e9b949" stroke="#8a6d1a" stroke-width=".8"/>` +
      (rank === 13 ? `<circle cx="30" cy="27" r="1.6" fill="#c8102e"/>` : `<circle cx="30" cy="27" r="1.6" fill="#2d6cdf"/>`);
  return `<rect x="14" y="12" width="32" height="60" rx="3" fill="${suit === "h" || suit === "d" ? "#fff1ef" : "#f1f4fb"}" stroke="${ink}" stroke-width="1"/>` +
    crown + strokeText(letter, 30 - strokeWidth(1, 18) / 2, 36, 18, ink, 2.6) + pip(suit, 30, 63, 9);
}

function joker() {
  const star = "M30 20l4.1 8.6 9.4 1.1-6.9 6.5 1.8 9.3-8.4-4.6-8.4 4.6 1.8-9.3-6.9-6.5 9.4-1.1z";
  let letters = "";
  [..."JOKER"].forEach((c, i) => { letters += strokeText(c, 3.8, 6 + i * 10.5, 8, "#7b2cbf", 1.3); });
  return `<rect x="1.5" y="1.5" width="57" height="81" rx="5" fill="#fff8e6"/>` + letters +
    `<path d="${star}" fill="#f2c14e" stroke="#b5651d" stroke-width="1"/>` +
    `<path d="M19 68c4-10 18-10 22 0" fill="none" stroke="#7b2cbf" stroke-width="2.2" stroke-linecap="round"/>` +
    `<circle cx="19" cy="68" r="2.4" fill="#e63946"/><circle cx="41" cy="68" r="2.4" fill="#2a9d8f"/><circle cx="30" cy="58" r="2.4" fill="#f2c14e"/>`;
}

// cardSVG draws rank (1-13; 0 for a joker) of suit ("s", "h", "d", "c", or
// "" when the card carries no suit).
export function cardSVG(rank, suit) {
  const s = pips[suit] ? suit : "x";
  let body;
  if (rank === 0) body = joker();
  else if (rank >= 11) body = corner(rank, s) + court(rank, s);
  else body = corner(rank, s) + (layouts[rank] || []).map(([x, y]) => pip(s, x, y, rank === 1 ? 16 : 9, y > 42)).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 84">${body}</svg>`;
}
