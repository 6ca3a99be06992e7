// A tiny stroke alphabet for the numbers and letters drawn on cards, so no
// face depends on the fonts installed. Each glyph is path data on a 10x14
// grid, drawn with a round-capped stroke.
const glyphs = {
  "0": "M5 1C8 1 9 3.5 9 7S8 13 5 13 1 10.5 1 7 2 1 5 1Z",
  "1": "M2.8 3.6 5.6 1V13",
  "2": "M1.6 4C1.6 2 3.2 1 5 1 7.2 1 8.5 2.3 8.5 4.1 8.5 6.6 5.5 8.7 1.4 13H8.8",
  "3": "M1.7 3C2.4 1.6 3.7 1 5 1 7 1 8.3 2.2 8.3 3.8 8.3 5.6 6.8 6.8 4.4 6.8 7.2 6.8 8.8 8.2 8.8 10 8.8 12 7 13 5 13 3.2 13 2 12.2 1.4 11",
  "4": "M7 13V1L1 9.6H9.2",
  "5": "M8.3 1H2.6L2 6.3C3 5.6 4 5.3 5.2 5.3 7.5 5.3 8.8 7 8.8 9.1 8.8 11.4 7.2 13 5 13 3.4 13 2.2 12.3 1.4 11",
  "6": "M7.9 2C7.1 1.3 6.1 1 5 1 2.5 1 1.2 3.5 1.2 7.5 1.2 11 2.7 13 5 13 7.3 13 8.8 11.3 8.8 9.2 8.8 7 7.3 5.6 5.2 5.6 3.3 5.6 1.8 6.8 1.3 8.3",
  "7": "M1.2 1H8.8L4 13",
  "8": "M5 6.8C3 6.8 1.7 5.6 1.7 3.9 1.7 2.2 3.1 1 5 1S8.3 2.2 8.3 3.9 7 6.8 5 6.8C2.7 6.8 1.2 8.2 1.2 10S2.8 13 5 13 8.8 11.8 8.8 10 7.3 6.8 5 6.8Z",
  "9": "M2.1 12C2.9 12.7 3.9 13 5 13 7.5 13 8.8 10.5 8.8 6.5 8.8 3 7.3 1 5 1 2.7 1 1.2 2.7 1.2 4.8 1.2 7 2.7 8.4 4.8 8.4 6.7 8.4 8.2 7.2 8.7 5.7",
  A: "M1 13 5 1 9 13M2.5 9H7.5",
  J: "M7.4 1V9.5C7.4 12 6.1 13 4.4 13 2.7 13 1.6 12 1.2 10.4",
  Q: "M5 1C8 1 9.2 3.5 9.2 7S8 13 5 13 .8 10.5.8 7 2 1 5 1ZM6.2 10 9.4 13.6",
  K: "M1.8 1V13M8.6 1 1.8 8.2M4.2 5.8 8.9 13",
  O: "M5 1C8 1 9.2 3.5 9.2 7S8 13 5 13 .8 10.5.8 7 2 1 5 1Z",
  E: "M8.5 1H1.8V13H8.5M1.8 7H7.4",
  R: "M1.8 13V1H5.8C7.7 1 8.8 2.3 8.8 4S7.7 7 5.8 7H1.8M5.4 7 9 13",
};

// text returns SVG for s drawn from its glyphs: the top-left corner at
// (x, y), each glyph h high. Characters without a glyph are skipped.
export function strokeText(s, x, y, h, color, weight = 1.7) {
  const k = h / 14;
  const gap = 10 * k * 0.95;
  let out = "";
  [...s].forEach((c, i) => {
    const d = glyphs[c];
    if (!d) return;
    out += `<path d="${d}" transform="translate(${(x + i * gap).toFixed(2)} ${y}) scale(${k.toFixed(4)})"/>`;
  });
  return `<g fill="none" stroke="${color}" stroke-width="${(weight / k).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round" vector-effect="none">${out}</g>`;
}

// strokeWidth is how wide text of n glyphs h high is.
export function strokeWidth(n, h) { return n * 10 * (h / 14) * 0.95; }
