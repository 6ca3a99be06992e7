// MOMOJAN's cards: peach (p), lemon (l), orange (o) and strawberry (s) 1-9,
// drawn as that many fruits with the number in the corner, and the picture
// cards: sun (1z), moon (2z), dog (5z), monkey (6z) and pheasant (7z).
// Faces are 60x84 SVG.
import { strokeText } from "./strokes.js";

// Fruits in a 10x10 box.
const fruits = {
  p: { ink: "#d6336c", tint: "#fff0f4",
    draw: `<path d="M5 9.6C2 9.6.5 7.4.5 5.3.5 2.9 2.5 1.6 4.3 2.1 4.6 2.2 4.8 2.4 5 2.7 5.3 2.1 5.9 1.9 6.6 1.9 8.5 1.9 9.5 3.7 9.5 5.4 9.5 7.7 7.8 9.6 5 9.6Z" fill="#ffb0c4" stroke="#d6336c" stroke-width=".6"/>` +
      `<path d="M5 2.8C4.4 4.6 4.5 7.2 5.1 9.4" fill="none" stroke="#e8799a" stroke-width=".5"/>` +
      `<path d="M5.1 2.5C5.8.7 7.8.4 8.9 1 8.1 2.4 6.5 2.9 5.1 2.5Z" fill="#5aa33c"/>` },
  l: { ink: "#b58900", tint: "#fffbe0",
    draw: `<path d="M.6 5.6C1.3 5.1 1.6 3.2 4 2.6 6.6 2 9 3.3 9.3 5 9.7 5.3 9.9 5.6 9.5 5.9 8.8 8 6.5 8.9 4.6 8.6 2.4 8.3 1.3 6.6.6 5.6Z" fill="#ffe14d" stroke="#c9a000" stroke-width=".6"/>` +
      `<path d="M3.2 4.4C4.6 3.7 6.4 3.7 7.6 4.4" fill="none" stroke="#fff6a8" stroke-width=".6" stroke-linecap="round"/>` },
  o: { ink: "#e8590c", tint: "#fff3e6",
    draw: `<circle cx="5" cy="5.7" r="4.1" fill="#ff9a2e" stroke="#d9480f" stroke-width=".6"/>` +
      `<circle cx="3.6" cy="4.5" r=".9" fill="#ffc480"/>` +
      `<path d="M5 1.7C5.6.5 7.2.2 8.2.7 7.4 1.9 6.2 2.2 5 1.7Z" fill="#4f9a2f"/>` },
  s: { ink: "#c92a2a", tint: "#fff0f0",
    draw: `<path d="M5 9.8C2.3 8 .8 5.5 1 3.6 1.3 2.3 2.8 1.8 5 1.8S8.7 2.3 9 3.6C9.2 5.5 7.7 8 5 9.8Z" fill="#f03e3e" stroke="#b02525" stroke-width=".5"/>` +
      `<g fill="#ffe8a3"><circle cx="3.4" cy="4" r=".35"/><circle cx="5" cy="4.3" r=".35"/><circle cx="6.6" cy="4" r=".35"/><circle cx="4.2" cy="5.8" r=".35"/><circle cx="5.8" cy="5.8" r=".35"/><circle cx="5" cy="7.4" r=".35"/></g>` +
      `<path d="M2.4 2.3 4 1.5 5 .3 6 1.5 7.6 2.3 6 2.9 5 2.4 4 2.9Z" fill="#3f8f2a"/>` },
};

// Where n fruits sit on the card body.
const layouts = {
  1: [[30, 44, 26]],
  2: [[30, 26, 15], [30, 60, 15]],
  3: [[30, 21, 13], [30, 43, 13], [30, 65, 13]],
  4: [[20, 27, 13], [40, 27, 13], [20, 59, 13], [40, 59, 13]],
  5: [[20, 24, 12], [40, 24, 12], [30, 43, 12], [20, 62, 12], [40, 62, 12]],
  6: [[20, 22, 12], [40, 22, 12], [20, 43, 12], [40, 43, 12], [20, 64, 12], [40, 64, 12]],
  7: [[20, 20, 11], [40, 20, 11], [30, 32, 11], [20, 44, 11], [40, 44, 11], [20, 66, 11], [40, 66, 11]],
  8: [[20, 19, 11], [40, 19, 11], [20, 35, 11], [40, 35, 11], [20, 51, 11], [40, 51, 11], [20, 67, 11], [40, 67, 11]],
  9: [[18, 20, 10], [30, 20, 10], [42, 20, 10], [18, 43, 10], [30, 43, 10], [42, 43, 10], [18, 66, 10], [30, 66, 10], [42, 66, 10]],
};

function fruitCard(n, f) {
  const body = layouts[n].map(([x, y, s]) =>
    `<g transform="translate(${x - s / 2} ${y - s / 2}) scale(${s / 10})">${f.draw}</g>`).join("");
  return `<rect x="2" y="2" width="56" height="80" rx="5" fill="${f.tint}"/>` + body +
    strokeText(String(n), 3.5, 3, 9, f.ink, 1.6);
}

const pictures = {
  // 太陽: a red sun with rays on gold.
  1: `<rect x="2" y="2" width="56" height="80" rx="5" fill="#fff4c2"/>` +
    `<g stroke="#f08c00" stroke-width="3" stroke-linecap="round">` +
    [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330].map((a) => {
      const r = (a * Math.PI) / 180;
      return `<line x1="${(30 + 17 * Math.cos(r)).toFixed(1)}" y1="${(42 + 17 * Math.sin(r)).toFixed(1)}" x2="${(30 + 24 * Math.cos(r)).toFixed(1)}" y2="${(42 + 24 * Math.sin(r)).toFixed(1)}"/>`;
    }).join("") + `</g><circle cx="30" cy="42" r="13" fill="#e03131" stroke="#c92a2a" stroke-width="1"/>`,
  // 月: a crescent and stars on the night.
  2: `<rect x="2" y="2" width="56" height="80" rx="5" fill="#1f2a5c"/>` +
    `<path d="M36 22A21 21 0 1 0 36 62 17 17 0 1 1 36 22Z" fill="#ffe066"/>` +
    `<g fill="#fff7d1"><circle cx="44" cy="20" r="1.3"/><circle cx="48" cy="36" r="1"/><circle cx="14" cy="16" r="1"/><circle cx="46" cy="66" r="1.2"/></g>`,
  // 犬: a shiba's face.
  5: `<rect x="2" y="2" width="56" height="80" rx="5" fill="#e7f5ff"/>` +
    `<path d="M13 30 16 14 26 25ZM47 30 44 14 34 25Z" fill="#d9822b" stroke="#8a4b12" stroke-width="1"/>` +
    `<path d="M16 17 18 25 23 25Z M44 17 42 25 37 25Z" fill="#f6c89f"/>` +
    `<path d="M30 22C42 22 48 30 48 41 48 54 40 62 30 62S12 54 12 41C12 30 18 22 30 22Z" fill="#e8923a" stroke="#8a4b12" stroke-width="1"/>` +
    `<path d="M30 40C38 40 43 46 43 52 43 58 37 62 30 62S17 58 17 52C17 46 22 40 30 40Z" fill="#fff8ef"/>` +
    `<circle cx="22.5" cy="38" r="2.3" fill="#2b1b0e"/><circle cx="37.5" cy="38" r="2.3" fill="#2b1b0e"/>` +
    `<ellipse cx="30" cy="47" rx="3.4" ry="2.4" fill="#2b1b0e"/>` +
    `<path d="M30 49.5V53M26 54.5C28 56.5 32 56.5 34 54.5" fill="none" stroke="#2b1b0e" stroke-width="1.2" stroke-linecap="round"/>`,
  // 猿: a snow monkey's red face.
  6: `<rect x="2" y="2" width="56" height="80" rx="5" fill="#ebfbee"/>` +
    `<circle cx="12" cy="42" r="6" fill="#a47148" stroke="#5c3b1e" stroke-width="1"/><circle cx="48" cy="42" r="6" fill="#a47148" stroke="#5c3b1e" stroke-width="1"/>` +
    `<circle cx="12" cy="42" r="3" fill="#f4a6a6"/><circle cx="48" cy="42" r="3" fill="#f4a6a6"/>` +
    `<circle cx="30" cy="42" r="19" fill="#a47148" stroke="#5c3b1e" stroke-width="1"/>` +
    `<path d="M30 30C36 26 44 30 43 38 42 44 38 46 38 50 38 56 34 59 30 59S22 56 22 50C22 46 18 44 17 38 16 30 24 26 30 30Z" fill="#f28c8c"/>` +
    `<circle cx="24.5" cy="38" r="2.2" fill="#2b1b0e"/><circle cx="35.5" cy="38" r="2.2" fill="#2b1b0e"/>` +
    `<circle cx="28" cy="46" r=".9" fill="#5c3b1e"/><circle cx="32" cy="46" r=".9" fill="#5c3b1e"/>` +
    `<path d="M25 52C28 54.5 32 54.5 35 52" fill="none" stroke="#5c3b1e" stroke-width="1.2" stroke-linecap="round"/>`,
  // 雉: the green pheasant, red face and long tail.
  7: `<rect x="2" y="2" width="56" height="80" rx="5" fill="#fff9db"/>` +
    `<path d="M30 50C22 60 14 70 6 76 16 74 26 66 34 56Z" fill="#8c6d3f" stroke="#5c4520" stroke-width="1"/>` +
    `<path d="M18 48C18 38 26 32 36 33 40 26 42 20 46 18 50 17 53 20 52 24 50 28 47 31 46 38 44 48 36 56 27 56 21 56 18 53 18 48Z" fill="#2f7d5b" stroke="#1d4f3a" stroke-width="1"/>` +
    `<path d="M24 44C28 40 35 40 40 44 36 50 28 51 24 44Z" fill="#4c6ef5" opacity=".7"/>` +
    `<path d="M44 20C47 18 51 19 51.5 23 49 25 46 24 44 20Z" fill="#e03131"/>` +
    `<path d="M52 22 56.5 23.5 52 25Z" fill="#f2c14e"/><circle cx="48.5" cy="21.5" r="1.1" fill="#111"/>` +
    `<path d="M28 56 26 66M33 55 33 66M24 66H29M30 66H36" stroke="#c08a2b" stroke-width="1.4" stroke-linecap="round"/>`,
};

// momojanSVG draws the card of number n in suit letter s.
export function momojanSVG(n, s) {
  let body;
  if (s === "z") body = pictures[n] || "";
  else body = fruits[s] ? fruitCard(n, fruits[s]) : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 84">${body}</svg>`;
}
