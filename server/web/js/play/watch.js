// What a table says about its seats: the notices the server sends (a
// person left and a bot plays on; the table paused), and the picker of
// the seat a spectator watches from.
import { h } from "../dom.js";
import { t } from "../i18n.js";

// noticeText puts a server notice into words.
export function noticeText(n, names) {
  switch (n.kind) {
    case "left": return t("noticeLeft", { who: n.name || names[n.seat] || t("seat", { n: n.seat + 1 }), level: n.level || "" });
    case "paused": return t("noticePaused");
  }
  return n.kind;
}

// watchPicker is a select of the seat drawn at the bottom for a
// spectator; every other seat follows in turn order round the table.
export function watchPicker(names, from, onPick) {
  const sel = h("select", { id: "watch-from", "aria-label": t("watchFrom") },
    names.map((n, i) => h("option", { value: i, selected: i === from }, n)));
  sel.addEventListener("change", () => {
    const s = Number(sel.value);
    const u = new URL(location.href);
    u.searchParams.set("from", s);
    history.replaceState(null, "", u);
    onPick(s);
  });
  return h("label", { class: "watch-from" }, t("watchFrom"), " ", sel);
}
