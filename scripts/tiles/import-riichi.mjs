// Imports the riichi tile faces from the npm package riichi-mahjong-tiles
// (React components of FluffyStuff's public-domain tiles) as plain SVG files
// under server/web/tiles/riichi/. It is run by hand, not by the build:
//
//   mkdir -p /tmp/rmt && cd /tmp/rmt && npm pack riichi-mahjong-tiles@0.1.0 && tar xzf riichi-mahjong-tiles-0.1.0.tgz
//   node scripts/tiles/import-riichi.mjs /tmp/rmt/package
//
// The components only call react/jsx-runtime's jsx and jsxs, so a stand-in
// for that module turns each one into an SVG string; no React is needed.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const pkg = path.resolve(process.argv[2] || "package");
const out = path.resolve(process.argv[3] || new URL("../../server/web/tiles/riichi", import.meta.url).pathname);

// SVG attributes that keep their camel case.
const camel = new Set(["viewBox", "maskUnits", "maskContentUnits", "gradientUnits", "gradientTransform",
  "patternUnits", "patternTransform", "clipPathUnits", "preserveAspectRatio", "stdDeviation", "markerWidth",
  "markerHeight", "refX", "refY", "textLength", "startOffset"]);
const kebab = (k) => k.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase());
// Style properties whose value is the SVG default: dropped to keep files small.
const defaults = { opacity: "1", "fill-opacity": "1", "stroke-opacity": "1", "stroke-dasharray": "none",
  "stroke-dashoffset": "0", "stroke-miterlimit": "4", "fill-rule": "nonzero" };
const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function render(type, props) {
  let attrs = "";
  let children = [];
  for (const [k, v] of Object.entries(props || {})) {
    if (k === "children") { children = [].concat(v); continue; }
    if (v === undefined || v === null || v === false) continue;
    if (k === "style") {
      const css = Object.entries(v).map(([p, x]) => [kebab(p), String(x)])
        .filter(([p, x]) => defaults[p] !== x && !(p === "stroke-width" && v.stroke === "none"))
        .map(([p, x]) => `${p}:${x}`).join(";");
      if (css) attrs += ` style="${esc(css)}"`;
      continue;
    }
    const name = k === "xlinkHref" ? "xlink:href" : k === "xmlnsXlink" ? "xmlns:xlink" : k === "xmlSpace" ? "xml:space" : camel.has(k) ? k : kebab(k);
    attrs += ` ${name}="${esc(v)}"`;
  }
  const inner = children.flat(Infinity).filter((c) => c !== null && c !== undefined && c !== false).join("");
  return `<${type}${attrs}${inner ? `>${inner}</${type}>` : "/>"}`;
}

const shimDir = path.join(pkg, "node_modules", "react");
fs.mkdirSync(shimDir, { recursive: true });
fs.writeFileSync(path.join(shimDir, "package.json"), JSON.stringify({ name: "react", type: "module", exports: { "./jsx-runtime": "./jsx-runtime.js" } }));
fs.writeFileSync(path.join(shimDir, "jsx-runtime.js"), "export const jsx = (t, p) => globalThis.__renderSVG(t, p); export const jsxs = jsx;\n");
globalThis.__renderSVG = render;

const mod = await import(pathToFileURL(path.join(pkg, "dist", "index.js")).href);
// The package's names, in the shared notation.
const names = { Ton: "1z", Nan: "2z", Shaa: "3z", Pei: "4z", Haku: "5z", Hatsu: "6z", Chun: "7z" };
for (let n = 1; n <= 9; n++) for (const [s, l] of [["Man", "m"], ["Pin", "p"], ["Sou", "s"]]) names[s + n] = `${n}${l}`;
for (const [s, l] of [["Man", "m"], ["Pin", "p"], ["Sou", "s"]]) names[s + "5Dora"] = `0${l}`;
fs.mkdirSync(out, { recursive: true });
let total = 0;
for (const [pkgName, code] of Object.entries(names)) {
  const comp = mod["Regular" + pkgName] || mod["SvgRegular" + pkgName];
  if (!comp) throw new Error("no component Regular" + pkgName);
  const svg = comp({}).replace(/_svg__/g, "-" + code + "-") + "\n";
  fs.writeFileSync(path.join(out, code + ".svg"), svg);
  total += svg.length;
}
// すずめ雀's red bamboo ("1r" to "9r"): the sou faces with the green ink
// turned red and the red ink darker, so every stick of the tile is red.
for (let n = 1; n <= 9; n++) {
  const svg = fs.readFileSync(path.join(out, `${n}s.svg`), "utf8")
    .replace(/#b93c3c/gi, "#7d1a1a").replace(/#004900/gi, "#c0262d").replace(new RegExp(`-${n}s-`, "g"), `-${n}r-`);
  fs.writeFileSync(path.join(out, `${n}r.svg`), svg);
  total += svg.length;
}
console.log(`wrote ${Object.keys(names).length} faces, ${total} bytes, to ${out}`);
