// A finished game, step by step, drawn by the same table view as play.
import { h, api } from "./dom.js";
import { t } from "./i18n.js";
import { TableView } from "./view/table.js";
import { gameEndScreen } from "./view/result.js";
import { seatNames } from "./play/page.js";

export async function replayPage(app, info) {
  const root = h("div", { class: "table-root" });
  const label = h("span", {});
  const seatSel = h("select", {}, h("option", { value: "-1" }, t("spectator")),
    info.seats.map((_, i) => h("option", { value: i }, seatNames(info)[i])));
  let step = 0;
  let steps = 0;
  const view = new TableView(root);
  async function go(n) {
    const r = await api(`/api/tables/${info.id}/replay?step=${Math.max(0, n)}&seat=${seatSel.value}`);
    step = r.step;
    steps = r.steps;
    label.textContent = `${t("step")} ${step} / ${steps}`;
    const bottom = Number(seatSel.value) >= 0 ? Number(seatSel.value) : 0;
    view.draw(r.view, { names: seatNames(info), me: Number(seatSel.value), bottom });
  }
  seatSel.onchange = () => go(step);
  const controls = h("div", { class: "replay-controls" },
    h("button", { onclick: () => go(0) }, "⏮"), h("button", { onclick: () => go(step - 1), id: "prev" }, "◀"),
    label, h("button", { onclick: () => go(step + 1), id: "next" }, "▶"), h("button", { onclick: () => go(steps) }, "⏭"),
    " ", t("viewAs"), " ", seatSel);
  const result = info.result ? gameEndScreen(info.result, { names: seatNames(info), me: -1, variant: info.variant }) : "";
  app.replaceChildren(h("div", { class: "replay" }, h("h2", {}, `${info.name} — ${t("replay")}`), controls, root, result));
  go(0);
}
