// The hint pane, the browser's version of the terminal's `?`: shanten, the
// waits with how many are unseen, a furiten warning, and what each discard
// would wait on and be worth. The server works it out from this seat's
// View only; the pane asks for it when shown and when the hand changes.
import { h } from "../dom.js";
import { t, pick } from "../i18n.js";
import { tileEl } from "../view/tile.js";
import { tileName } from "../view/names.js";

export class HintPane {
  constructor(request) {
    this.request = request; // sends the request for the hint
    this.open = localStorage.getItem("hints") === "1";
    this.el = h("section", { class: "hint-pane", id: "hints" });
    this.toggle = h("button", { type: "button", class: "hint-toggle", id: "hint-toggle", onclick: () => this.flip() });
    this.key = "";
    this.drawToggle();
  }

  flip() {
    this.open = !this.open;
    localStorage.setItem("hints", this.open ? "1" : "0");
    this.key = "";
    this.drawToggle();
    if (this.view) this.update(this.view, false);
  }

  drawToggle() {
    this.toggle.textContent = "? " + t("hints");
    this.toggle.setAttribute("aria-pressed", this.open ? "true" : "false");
    this.el.hidden = !this.open;
  }

  // update asks for a new hint when the person's hand has changed.
  update(view, paused) {
    this.view = view;
    this.drawToggle();
    const me = view.players[view.seat];
    if (!this.open || !me || paused) return;
    const key = (me.hand || []).join("") + "|" + (view.legal || []).length + "|" + view.players.map((p) => (p.discards || []).length).join(",");
    if (key === this.key) return;
    this.key = key;
    this.request();
  }

  // show draws the server's hint.
  show(hint) {
    this.hint = hint;
    const v = this.view;
    if (!v || !hint) return;
    const variant = v.variant;
    const tile = (c) => tileEl(variant, c, { label: tileName(variant, c) });
    const lines = [];
    let head;
    if (!hint.has_shanten) head = "";
    else if (hint.shanten < 0) head = t("hintComplete");
    else if (hint.shanten === 0) head = t("hintReady");
    else head = t("hintShanten", { n: hint.shanten });
    if (head) lines.push(h("div", { class: "hint-head" }, head));
    if (hint.complete) lines.push(h("div", { class: "hint-complete" }, valueText(hint.complete)));
    // MOMOJAN: a ready shape wins only with a pair and 3 sets in all.
    const short = hint.sets_short || 0;
    if (short) lines.push(h("div", { class: "hint-short" }, t("hintSetsShort", { n: short })));
    if (hint.furiten) lines.push(h("div", { class: "hint-furiten", role: "alert" }, t("hintFuriten")));
    const waitList = (ws) => h("span", { class: "hint-waits" }, ws.map((w) => h("span", { class: "hint-wait" + (w.unseen ? "" : " none") },
      tile(w.tile), h("small", { class: "unseen", title: t("hintUnseen", { n: w.unseen }) }, "×" + w.unseen),
      w.value ? h("small", { class: "worth", title: (w.value.yaku || []).map((y) => pick(y)).join(", ") }, t("hintWorth", { n: w.value.points.toLocaleString("en-US") })) : h("small", { class: "worth nowin" }, t("hintNoWin")))));
    if ((hint.waits || []).length) lines.push(h("div", { class: "hint-row" }, h("b", {}, short ? t("hintShapeWaits") : t("hintWaits")), waitList(hint.waits)));
    if ((hint.discards || []).length) {
      lines.push(h("div", { class: "hint-sub" }, short ? t("hintShapeDiscards") : t("hintDiscards")));
      for (const d of hint.discards.slice(0, 8)) {
        lines.push(h("div", { class: "hint-row discard" }, h("span", { class: "hint-discard" }, tile(d.tile), "→"), waitList(d.waits)));
      }
    }
    if (!lines.length) lines.push(h("div", {}, t("hintNone")));
    this.el.replaceChildren(...lines);
  }
}

function valueText(v) {
  return t("points", { n: v.points }) + ((v.yaku || []).length ? " · " + v.yaku.map((y) => pick(y)).join(", ") : "");
}
