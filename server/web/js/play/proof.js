// The shuffle's proof: each hand's wall commitment, checked in the browser
// against the wall and salt the server reveals when the hand is over. One
// line per hand, updated in place. A table whose creator chose the seed is
// marked as not fair.
import { h } from "../dom.js";
import { t } from "../i18n.js";

export class Proof {
  constructor() {
    this.el = h("section", { class: "proof", id: "proof" });
    this.lines = new Map(); // hand -> element
    this.checked = new Map(); // hand -> true (verified), false (mismatch)
    this.info = null;
  }

  setTable(info) {
    this.info = info;
    this.draw();
  }

  async add(c) {
    if (!this.lines.has(c.hand) || c.wall) this.lines.set(c.hand, c);
    if (c.wall && crypto.subtle && !this.checked.has(c.hand)) {
      const bytes = new TextEncoder().encode(c.wall + "|" + c.salt);
      const digest = Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)), (b) => b.toString(16).padStart(2, "0")).join("");
      this.checked.set(c.hand, digest === c.commitment);
    }
    this.draw();
  }

  draw() {
    const rows = [...this.lines.values()].sort((a, b) => b.hand - a.hand).slice(0, 6).map((c) => {
      const ok = this.checked.get(c.hand);
      return h("li", {}, t("commitment", { n: c.hand + 1 }), " ", h("code", {}, c.commitment.slice(0, 12) + "…"), " ",
        ok === undefined ? h("span", { class: "pending" }, t("sealed")) : h("b", { class: ok ? "ok" : "error" }, ok ? "✓ " + t("verified") : "✗ " + t("unverified")));
    });
    const unfair = this.info && this.info.fair === false ? h("p", { class: "unfair", title: t("unfairWhy") }, t("unfair")) : "";
    this.el.replaceChildren(h("h3", {}, t("fairness")), unfair, rows.length ? h("ul", {}, rows) : "");
  }
}
