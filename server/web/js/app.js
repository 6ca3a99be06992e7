// The jantaku browser client: routes a page to the lobby, a table, a
// finished game or an opened record file. Everything it shows comes from
// the server; a language switch redraws the words of the page in place (a
// table keeps its socket).
import { t, setLang, currentLang } from "./i18n.js";
import { h } from "./dom.js";
import { lobby, tableList } from "./lobby.js";
import { tablePage } from "./play/page.js";
import { holdSeat } from "./seats.js";

const app = document.getElementById("app");
let page = null; // the page object, when it can redraw itself

// Chromium may leave text in boxes where it was laid out while the part of
// the font holding its characters (server/web/fonts) was loading, and
// keeps that layout for the same font settings. Settings never used before
// (a feature no font has, at a new value) lay every text out again: once
// fonts arrive, and once a page is drawn and its fonts are ready.
let relaid = 0;
function relayout() { document.documentElement.style.fontFeatureSettings = `"jtku" ${++relaid}`; }
document.fonts.addEventListener("loadingdone", relayout);
// fontsSettled lays the page out again once the fonts its new words ask
// for (after the next frame) have arrived.
function fontsSettled() { requestAnimationFrame(() => document.fonts.ready.then(relayout)); }

function words() {
  document.querySelectorAll("[data-i18n]").forEach((el) => { el.textContent = t(el.dataset.i18n); });
  document.getElementById("lang").textContent = t("switchLang");
  document.documentElement.lang = currentLang();
  fontsSettled();
}

async function route() {
  words();
  const path = location.pathname;
  document.body.classList.toggle("at-table", path.startsWith("/t/"));
  try {
    if (path.startsWith("/t/")) {
      const id = decodeURIComponent(path.slice(3));
      holdSeat(id, new URLSearchParams(location.search).get("token")); // the lobby offers it back
      page = await tablePage(app, id);
    }
    else if (path.startsWith("/r/")) {
      const { recordPage } = await import("./replay/records.js");
      page = await recordPage(app, decodeURIComponent(path.slice(3)));
    }
    else if (path === "/games") app.replaceChildren(await tableList("finished"));
    else await lobby(app);
  } catch (err) {
    app.replaceChildren(h("p", { class: "error" }, err.message));
  }
  fontsSettled();
}

document.getElementById("lang").addEventListener("click", () => setLang(currentLang() === "ja" ? "en" : "ja"));
window.addEventListener("langchange", () => {
  words();
  if (page?.redraw) page.redraw();
  else route();
});
route();
