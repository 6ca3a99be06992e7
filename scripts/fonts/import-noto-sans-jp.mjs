// Imports Noto Sans JP (regular weight) from the npm package
// @fontsource/noto-sans-jp as the client's fallback font for Japanese
// text, under server/web/fonts/. It is run by hand, not by the build:
//
//   mkdir -p /tmp/nsj && cd /tmp/nsj && npm pack @fontsource/noto-sans-jp@5.3.0 && tar xzf fontsource-noto-sans-jp-5.3.0.tgz
//   node scripts/fonts/import-noto-sans-jp.mjs /tmp/nsj/package
//
// The package splits the font into about 120 files by unicode-range, so a
// browser fetches only the ones holding characters it must draw, and only
// when no font before it in the page's list has them. Only the Japanese
// ranges are kept (Latin text comes from the system's fonts), in WOFF2.
// The family is renamed so that it never hides an installed Noto Sans JP.
import fs from "node:fs";
import path from "node:path";

const pkg = path.resolve(process.argv[2] || "package");
const out = path.resolve(process.argv[3] || new URL("../../server/web/fonts", import.meta.url).pathname);
const family = "jantaku Noto Sans JP";

const css = fs.readFileSync(path.join(pkg, "400.css"), "utf8");
const faces = css.split(/(?=\/\* noto-sans-jp-)/).filter((f) => /^\/\* noto-sans-jp-\[\d+\]-400-normal \*\//.test(f));
if (faces.length < 100) throw new Error(`only ${faces.length} Japanese faces in ${pkg}/400.css`);
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(path.join(out, "files"), { recursive: true });
let sheet = `/* Noto Sans JP 400 (SIL Open Font License 1.1: LICENSE), from @fontsource/noto-sans-jp;
   written by scripts/fonts/import-noto-sans-jp.mjs. A fallback for Japanese text. */\n`;
for (const face of faces) {
  const file = face.match(/url\(\.\/files\/([^)]+\.woff2)\)/)[1];
  const range = face.match(/unicode-range: ([^;]+);/)[1];
  fs.copyFileSync(path.join(pkg, "files", file), path.join(out, "files", file));
  sheet += `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:400;src:url(./files/${file}) format('woff2');unicode-range:${range}}\n`;
}
fs.writeFileSync(path.join(out, "noto-sans-jp.css"), sheet);
fs.copyFileSync(path.join(pkg, "LICENSE"), path.join(out, "LICENSE"));
console.log(`wrote ${faces.length} faces to ${out}`);
