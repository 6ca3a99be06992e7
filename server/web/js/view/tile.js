// Tiles and cards as pictures. A tile arrives in the shared notation, one
// digit and one letter ("5m", "0p" a red five, "3r" a red bamboo, "0z" the
// joker); each variant maps it to a face. Riichi faces are the public-domain
// set under /tiles/riichi (see tiles/SOURCES.md); the others are drawn here.
import { cardSVG } from "./faces/cards.js";
import { momojanSVG } from "./faces/momojan.js";
import { flowerSVG, jokerSVG } from "./faces/malaysia.js";

const riichiDir = "/tiles/riichi/";
const drawn = new Map(); // generated faces, as data URLs, by variant and code

function dataURL(key, make) {
  let u = drawn.get(key);
  if (!u) {
    u = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(make());
    drawn.set(key, u);
  }
  return u;
}

// parse splits a code into number, suit letter and, for playing cards,
// the card's suit ("5cH": the five of hearts; S, H, D, C or ♠♥♦♣).
export function parse(code) {
  const m = /^([0-9])([a-z])([SHDC♠♥♦♣])?$/u.exec(code || "");
  if (!m) return null;
  const card = m[3] ? { S: "s", H: "h", D: "d", C: "c", "♠": "s", "♥": "h", "♦": "d", "♣": "c" }[m[3]] : "";
  return { n: Number(m[1]), s: m[2], card };
}

// Cards (not tiles) for these variants: thin, white, no thickness.
export const cardVariants = new Set(["momojan", "trump"]);

// trumpRank maps P式's notation to a rank: c 1-9 are A-9, 1z the 10,
// 5z-7z J, Q, K, 0z the joker.
function trumpRank(n, s) {
  if (s === "z") return { 0: 0, 1: 10, 5: 11, 6: 12, 7: 13 }[n] ?? -1;
  return n;
}

// faceURL returns the picture of code in variant, or "" if it has none.
export function faceURL(variant, code) {
  const p = parse(code);
  if (!p) return "";
  const { n, s } = p;
  switch (variant) {
    case "momojan":
      return dataURL("momojan" + code, () => momojanSVG(n, s));
    case "trump":
      return dataURL("trump" + code, () => cardSVG(trumpRank(n, s), p.card));
    case "suzume":
      if (s === "r") return `${riichiDir}${n}r.svg`;
      if (s === "s" && n === 0) return `${riichiDir}5r.svg`;
      return `${riichiDir}${code}.svg`;
    case "malaysia":
      if (s === "f" || s === "a") return dataURL("malaysia" + code, () => flowerSVG(n, s));
      if (s === "z" && n === 0) return dataURL("malaysia0z", jokerSVG);
      return `${riichiDir}${code}.svg`;
    default:
      return `${riichiDir}${code}.svg`;
  }
}

// tileEl returns an element showing code (or a face-down tile for a falsy
// code). opts: button (a <button>), side (turned sideways), small,
// label (the accessible name).
export function tileEl(variant, code, opts = {}) {
  const el = document.createElement(opts.button ? "button" : "span");
  el.className = "tile" + (cardVariants.has(variant) ? " card" : "");
  if (opts.side) el.classList.add("side");
  if (!code) {
    el.classList.add("back");
    el.setAttribute("aria-label", opts.label || "");
    return el;
  }
  el.dataset.tile = code;
  const img = document.createElement("img");
  img.src = faceURL(variant, code);
  img.alt = opts.label || code;
  img.draggable = false;
  el.append(img);
  if (opts.label) el.title = opts.label;
  return el;
}
