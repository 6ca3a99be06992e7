// Record files opened in the browser: the lobby's "Open a record" (pick a
// file or drop it), and the page of an opened file (/r/ID), which lists its
// games with the line `jantaku replay --verify` prints for each, or opens
// the one chosen (?game=N) in the replay viewer. The server reads and
// verifies the file; a game that does not verify says what differs.
import { h, api } from "../dom.js";
import { t } from "../i18n.js";
import { replayPage } from "./page.js";

// maxUpload is the largest file the server reads (MaxImportUpload in
// server/import_api.go; a server test checks the two agree). A larger one
// is refused here, before a byte is sent.
export const maxUpload = 4 << 20;

// upload sends a file's bytes; a refusal throws its error, worded by code.
async function upload(file) {
  if (file.size > maxUpload) throw new Error(t("import_too_big"));
  const r = await fetch("/api/records?name=" + encodeURIComponent(file.name), {
    method: "POST", headers: { "Content-Type": "application/octet-stream" }, body: file,
  });
  const body = await r.json().catch(() => ({}));
  if (!r.ok) throw new Error(body.code ? t("import_" + body.code) : body.error || r.statusText);
  return body;
}

// failure shows why a game does not verify: the reader's words, then the
// engine's.
function failure(g, text = g.error) {
  return h("div", { class: "record-fail" }, h("b", {}, t("recordFails")), " ", h("code", {}, text));
}

// openRecordBox is the lobby's control: choose a file or drop one on it.
// A file of one game that verifies opens at once; one of several opens
// its list; one game that does not verify says why here.
export function openRecordBox() {
  const status = h("div", { class: "open-status", id: "open-status", "aria-live": "polite" });
  const input = h("input", { type: "file", id: "record-file", accept: ".json,.jsonl,.gz,.mjlog,.xml,.txt" });
  const label = h("label", { class: "button primary", for: "record-file" }, t("chooseFile"));
  const box = h("section", { class: "open-record", id: "open-record" },
    h("h2", {}, t("openRecord")),
    h("p", { class: "hint" }, t("openRecordHint")),
    h("div", { class: "drop" }, label, input, h("span", { class: "drop-here" }, t("orDropHere"))),
    status);
  async function open(file) {
    if (!file) return;
    status.replaceChildren(t("reading", { name: file.name }));
    box.classList.add("busy");
    try {
      const rec = await upload(file);
      if (rec.games.length === 1 && !rec.games[0].ok) {
        status.replaceChildren(failure(rec.games[0]));
        return;
      }
      location.href = `/r/${rec.id}` + (rec.games.length === 1 ? "?game=1" : "");
    } catch (err) {
      status.replaceChildren(h("p", { class: "error" }, err.message));
    } finally {
      box.classList.remove("busy");
      input.value = "";
    }
  }
  input.addEventListener("change", () => open(input.files[0]));
  box.addEventListener("dragover", (e) => { e.preventDefault(); box.classList.add("over"); });
  box.addEventListener("dragleave", () => box.classList.remove("over"));
  box.addEventListener("drop", (e) => {
    e.preventDefault();
    box.classList.remove("over");
    open(e.dataTransfer.files[0]);
  });
  return box;
}

// recordPage shows opened file id: the chosen game in the viewer, or the
// list of its games.
export async function recordPage(app, id) {
  let rec;
  try {
    rec = await api("/api/records/" + encodeURIComponent(id));
  } catch {
    app.replaceChildren(h("div", { class: "record-list" }, h("p", { class: "error", id: "record-gone" }, t("import_gone")),
      h("p", {}, h("a", { href: "/", class: "button" }, t("backToLobby")))));
    return null;
  }
  const q = new URLSearchParams(location.search);
  const n = Number(q.get("game")) || (rec.games.length === 1 ? 1 : 0);
  const g = rec.games[n - 1];
  document.body.classList.toggle("at-table", Boolean(g && g.ok)); // the viewer's felt
  if (g && g.ok) {
    const players = g.players || (g.names || []).length || 4;
    const info = { id: rec.id, variant: g.variant, name: [rec.name || t("openedRecord"), g.label].filter(Boolean).join(": "),
      seats: Array.from({ length: players }, (_, i) => ({ kind: "human", name: (g.names || [])[i] || "" })) };
    const base = `/api/records/${rec.id}/games/${n}`;
    return replayPage(app, info, { steps: base + "/replay", record: base + "/record", params: { game: n },
      back: rec.games.length > 1 ? `/r/${rec.id}` : null });
  }
  const list = h("ol", { class: "record-games", id: "record-games" }, rec.games.map((gm) => {
    const who = (gm.names || []).filter(Boolean).join(", ");
    return h("li", { class: gm.ok ? "ok-game" : "failed-game", "data-game": gm.game },
      gm.ok ? h("a", { href: `/r/${rec.id}?game=${gm.game}`, class: "button" }, t("replay")) : "",
      " ", who ? h("span", { class: "who" }, who) : "", " ",
      gm.ok ? h("code", { class: "verify-line" }, gm.line) : failure(gm, gm.line));
  }));
  const good = rec.games.filter((gm) => gm.ok).length;
  app.replaceChildren(h("div", { class: "record-list" },
    h("h2", {}, rec.name || t("openedRecord")),
    h("p", {}, t("gamesVerified", { n: good, of: rec.games.length })),
    g && !g.ok ? failure(g) : "",
    list));
  return { redraw: () => recordPage(app, id) };
}
