// Tile names in words, for screen readers and tooltips.
import { currentLang } from "../i18n.js";
import { parse } from "./tile.js";

const ja = {
  suits: { m: "萬", p: "筒", s: "索" },
  honors: ["", "東", "南", "西", "北", "白", "發", "中"],
  momo: { p: "もも", l: "レモン", o: "みかん", s: "いちご", z: ["", "太陽", "月", "", "", "犬", "猿", "雉"] },
  flowers: { f: "春夏秋冬梅蘭菊竹", a: "猫鼠鶏虫漁樵耕読" },
  red: "赤", joker: "飛", trumpJoker: "ジョーカー",
};
const en = {
  suits: { m: "man", p: "pin", s: "sou" },
  honors: ["", "East", "South", "West", "North", "White", "Green", "Red"],
  momo: { p: "peach", l: "lemon", o: "orange", s: "strawberry", z: ["", "Sun", "Moon", "", "", "Dog", "Monkey", "Pheasant"] },
  flowers: { f: ["Spring", "Summer", "Autumn", "Winter", "Plum", "Orchid", "Chrysanthemum", "Bamboo"],
    a: ["Cat", "Mouse", "Rooster", "Centipede", "Fisherman", "Woodcutter", "Farmer", "Scholar"] },
  red: "red", joker: "Joker (飛)", trumpJoker: "Joker",
};
const cardSuits = { s: ["♠", "spades"], h: ["♥", "hearts"], d: ["♦", "diamonds"], c: ["♣", "clubs"] };

export function tileName(variant, code) {
  const p = parse(code);
  if (!p) return code || "";
  const L = currentLang() === "ja" ? ja : en;
  const { n, s } = p;
  if (variant === "momojan") return s === "z" ? L.momo.z[n] : `${L.momo[s]} ${n}`;
  if (variant === "trump") {
    const rank = s === "z" ? { 0: L.trumpJoker, 1: "10", 5: "J", 6: "Q", 7: "K" }[n] : n === 1 ? "A" : String(n);
    const suit = cardSuits[p.card];
    return suit ? `${suit[0]}${rank}` : rank;
  }
  if (s === "f" || s === "a") return L.flowers[s][n - 1];
  if (s === "z") return n === 0 ? L.joker : L.honors[n];
  if (s === "r") return currentLang() === "ja" ? `${n}索(${L.red})` : `${n} sou (${L.red})`;
  const num = n === 0 ? 5 : n;
  const red = n === 0 ? (currentLang() === "ja" ? `(${L.red})` : ` (${L.red})`) : "";
  return currentLang() === "ja" ? `${num}${L.suits[s]}${red}` : `${num} ${L.suits[s]}${red}`;
}
