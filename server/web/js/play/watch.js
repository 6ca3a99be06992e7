// What a table says about its seats: the notices the server sends (a
// person left and a bot plays on; the table paused or stopped; a seat a
// person holds again), the creator's controls, and the picker of the seat
// a spectator watches from.
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { stopButton, newSeatLink } from "../seats.js";

// noticeText puts a server notice into words.
export function noticeText(n, names) {
  const who = n.name || names[n.seat] || t("seat", { n: n.seat + 1 });
  switch (n.kind) {
    case "left": return t("noticeLeft", { who, level: n.level || "" });
    case "paused": return t("noticePaused");
    case "returned": return t("noticeReturned", { who });
    case "stopped": return t("noticeStopped", { why: n.name === "stopped by its creator" ? t("byCreator") : n.name || "" });
  }
  return n.kind;
}

// closingErrors are the error codes that come just before the server
// closes the connection for good: reconnecting would not help.
export const closingErrors = ["left", "new_token", "opened_elsewhere"];

// creatorControls is the creator's part of the side panel: Stop table, and
// a new link for each person's seat (the old link opens it no more; a seat
// its person left becomes a person's again for whoever opens the new one).
export function creatorControls(id, admin, seats, onStopped) {
  const out = h("div", { class: "new-link-out", "aria-live": "polite" });
  const links = seats.map((s, i) => (s.kind === "human" || s.left)
    ? h("button", { type: "button", class: "link new-link", "data-seat": i, onclick: async (e) => {
      const b = e.currentTarget;
      b.disabled = true;
      try {
        const inv = await newSeatLink(id, admin, i);
        const url = inv.url || location.origin + inv.invite;
        out.replaceChildren(h("label", {}, t("newLinkFor", { n: i + 1 }), " ",
          h("input", { class: "invite", value: url, readonly: true, onclick: (ev) => ev.target.select() })));
      } catch (err) {
        out.replaceChildren(h("p", { class: "error" }, err.message));
      }
      b.disabled = false;
    } }, t("newLink", { n: i + 1 })) : "");
  return h("section", { class: "creator", id: "creator" }, h("h3", {}, t("creator")),
    h("p", { class: "creator-links" }, ...links), out, stopButton(id, admin, onStopped));
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
