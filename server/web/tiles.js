// How each variant's tiles look. A tile arrives in the shared notation:
// a digit and a suit letter ("5m", "0p" red five, "3r" red bamboo, "0z" joker),
// and for a playing card its card suit S H D C ("5cH" is the 5 of hearts).

const kanjiNum = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"];
const riichiHonor = ["", "東", "南", "西", "北", "白", "發", "中"];

function riichiFace(n, s, red) {
  if (s === "z") return { top: riichiHonor[n], cls: n === 6 ? "green" : n === 7 ? "red" : "" };
  const suit = { m: "萬", p: "筒", s: "索" }[s];
  return { top: kanjiNum[n], bottom: suit, cls: (red ? "red " : "") + "suit-" + s };
}

const faces = {
  riichi: riichiFace,
  maiko: riichiFace,
  suzume(n, s, red) {
    if (s === "z") return n === 6 ? { top: "發", cls: "green" } : { top: "中", cls: "red" };
    return { top: String(n), bottom: "索", cls: red ? "red" : "green" };
  },
  momojan(n, s) {
    const fruit = { p: ["もも", "peach"], l: ["れもん", "lemon"], o: ["みかん", "orange"], s: ["いちご", "berry"] };
    if (s === "z") {
      const pic = { 1: ["太陽", "sun"], 2: ["月", "moon"], 5: ["犬", "dog"], 6: ["猿", "monkey"], 7: ["雉", "pheasant"] }[n];
      return { top: pic[0], cls: "pic pic-" + pic[1] };
    }
    return { top: String(n), bottom: fruit[s][0], cls: "fruit-" + fruit[s][1] };
  },
  trump(n, s, red, suit) {
    const mark = { S: "♠", H: "♥", D: "♦", C: "♣" }[suit];
    const cls = "card" + (suit === "H" || suit === "D" ? " red" : "");
    if (s === "z") {
      const name = { 0: "🃏", 1: "10", 5: "J", 6: "Q", 7: "K" }[n];
      return { top: name, bottom: mark, cls: n === 0 ? "card joker" : cls };
    }
    return { top: n === 1 ? "A" : String(n), bottom: mark, cls };
  },
  malaysia(n, s) {
    if (s === "f") return { top: "春夏秋冬梅蘭菊竹"[n - 1], cls: "flower" };
    if (s === "a") return { top: ["猫", "鼠", "鶏", "虫", "漁", "樵", "耕", "読"][n - 1], cls: "flower" };
    if (s === "z" && n === 0) return { top: "飛", cls: "joker" };
    return riichiFace(n, s, false);
  },
};

// tileEl returns an element drawing tile code for a variant.
export function tileEl(variant, code, opts = {}) {
  const el = document.createElement(opts.button ? "button" : "span");
  el.className = "tile";
  if (!code) {
    el.classList.add("back");
    return el;
  }
  let n = Number(code[0]);
  let s = code[1];
  const suit = code[2]; // a playing card's suit: S, H, D or C
  let red = false;
  if (s === "r") { s = "s"; red = true; }
  if (n === 0 && "mps".includes(s)) { n = 5; red = true; }
  const face = (faces[variant] || riichiFace)(n, s, red, suit);
  el.title = code;
  el.dataset.tile = code;
  for (const c of (face.cls || "").split(" ").filter(Boolean)) el.classList.add(c);
  const top = document.createElement("b");
  top.textContent = face.top;
  el.append(top);
  if (face.bottom) {
    const bottom = document.createElement("small");
    bottom.textContent = face.bottom;
    el.append(bottom);
  }
  return el;
}
