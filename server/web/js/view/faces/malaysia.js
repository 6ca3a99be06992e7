// The Malaysian set's own tiles: the 16 flowers (1f-4f seasons, 5f-8f
// plants, 1a-4a animals, 5a-8a people) and the 飛 joker (0z). Each flower
// shows its kanji and, in the corner, its number 1-4 (the seat it belongs
// to). Faces are 300x400 SVG, like the riichi faces.
import { glyphs } from "./glyphs.js";
import { strokeText } from "./strokes.js";

const groups = {
  f: [{ chars: "春夏秋冬", ink: "#c92a2a", tint: "#fff0f0" }, { chars: "梅蘭菊竹", ink: "#2b8a3e", tint: "#effaf1" }],
  a: [{ chars: "猫鼠鶏虫", ink: "#1864ab", tint: "#eef5ff" }, { chars: "漁樵耕読", ink: "#7048a8", tint: "#f5f0ff" }],
};

function kanji(ch, x, y, size, ink) {
  const d = glyphs[ch];
  if (!d) return "";
  return `<path d="${d}" fill="${ink}" transform="translate(${x} ${y}) scale(${size / 1000})"/>`;
}

// flowerSVG draws flower n (1-8) of suit s ("f" or "a").
export function flowerSVG(n, s) {
  const g = groups[s]?.[n > 4 ? 1 : 0];
  if (!g) return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400"/>`;
  const i = (n - 1) % 4;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400">` +
    `<rect x="22" y="22" width="256" height="356" rx="26" fill="${g.tint}" stroke="${g.ink}" stroke-width="6"/>` +
    strokeText(String(i + 1), 42, 40, 84, g.ink, 14) +
    `<circle cx="224" cy="86" r="26" fill="${g.ink}" opacity=".85"/>` +
    kanji(g.chars[i], 40, 130, 220, g.ink) + `</svg>`;
}

// jokerSVG draws 飛.
export function jokerSVG() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400">` +
    `<circle cx="150" cy="200" r="122" fill="#ffd43b" stroke="#e67700" stroke-width="10"/>` +
    kanji("飛", 40, 90, 220, "#c92a2a") + `</svg>`;
}
