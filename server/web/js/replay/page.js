// The replay viewer: a finished game step by step, drawn by the same table
// view as play. Step back and forth, jump to a hand, play it on at a
// chosen speed, with every hand open or as one seat saw it; each step is
// told in words, a hand's result and the final standings stay on screen,
// and the address always names the moment shown, so it can be shared.
import { h, api } from "../dom.js";
import { t } from "../i18n.js";
import { TableView } from "../view/table.js";
import { handEndScreen, gameEndScreen } from "../view/result.js";
import { handLabel } from "../view/words.js";
import { seatNames } from "../play/page.js";
import { eventLines } from "./words.js";

// speeds are the autoplay choices: milliseconds a step stays on screen.
const speeds = [[1600, "0.5×"], [800, "1×"], [400, "2×"], [200, "4×"], [60, "16×"]];

// tableSource is where a finished table's steps and records come from;
// an opened record file gives its own (records.js).
function tableSource(info) {
  const base = `/api/tables/${info.id}`;
  return { steps: base + "/replay", record: base + "/record", params: {}, back: null };
}

export function replayPage(app, info, src = tableSource(info)) {
  const q = new URLSearchParams(location.search);
  const names = () => seatNames(info);
  const seatCount = info.seats.length;
  const state = { step: -1, steps: 0, hands: [], hand: 0, seat: q.get("seat") || "all", timer: 0, want: 0, last: null };
  if (state.seat !== "all" && !(Number(state.seat) >= -1 && Number(state.seat) < seatCount)) state.seat = "all";

  const root = h("div", { class: "table-root" });
  const view = new TableView(root);
  const label = h("span", { class: "step-label", id: "step-label" });
  const handSel = h("select", { id: "hand-select", "aria-label": t("jumpToHand") });
  const seatSel = h("select", { id: "view-select", "aria-label": t("viewAs") });
  const speedSel = h("select", { id: "speed-select", "aria-label": t("speed") },
    speeds.map(([ms, name]) => h("option", { value: ms, selected: ms === 400 }, name)));
  const playBtn = h("button", { type: "button", id: "autoplay", class: "primary" });
  const now = h("div", { class: "replay-now", id: "replay-now", "aria-live": "polite" });
  const log = h("ol", { class: "log replay-log", id: "replay-log" });
  const result = h("div", { class: "replay-result", id: "replay-result" });

  function drawSelects() {
    seatSel.replaceChildren(h("option", { value: "all", selected: state.seat === "all" }, t("allHands")),
      h("option", { value: "-1", selected: state.seat === "-1" }, t("spectator")),
      ...names().slice(0, seatCount).map((n, i) => h("option", { value: i, selected: state.seat === String(i) }, n)));
    handSel.replaceChildren(...state.hands.map((hs, i) =>
      h("option", { value: i, selected: i === state.hand }, `${i + 1}. ${handLabel({ round: hs.round })}`)));
  }

  // go shows the game after step n actions; of moves made faster than the
  // server answers, the last one wins.
  let asked = 0;
  async function go(n) {
    n = Math.max(0, Math.min(n, state.steps || n));
    state.want = n;
    const mine = ++asked;
    const r = await api(`${src.steps}?step=${n}&seat=${state.seat}`);
    if (mine !== asked) return;
    const forward = r.step === state.step + 1;
    const handChanged = r.hand !== state.hand || !state.hands.length;
    Object.assign(state, { step: r.step, steps: r.steps, hands: r.hands, hand: r.hand, last: r });
    if (handChanged) drawSelects();
    else handSel.value = r.hand;
    const seat = state.seat === "all" ? -1 : Number(state.seat);
    view.draw(r.view, { names: names(), me: seat, bottom: seat >= 0 ? seat : 0 });
    label.textContent = t("stepOf", { n: r.step, of: r.steps });
    const ctx = { variant: info.variant, names: names(), round: handLabel(r.view) };
    const lines = eventLines(r.events, ctx);
    now.replaceChildren(...lines.map((l) => h("div", {}, l)));
    if (!forward) log.replaceChildren();
    for (const l of lines) log.prepend(h("li", {}, l));
    const shown = { variant: info.variant, names: names(), me: seat };
    result.replaceChildren(
      r.hand_end ? h("div", { class: "replay-handend" }, handEndScreen(r.hand_end, shown)) : "",
      r.step === r.steps && r.result ? h("div", { class: "replay-final", id: "final-standings" }, gameEndScreen(r.result, shown)) : "");
    const u = new URL(location.href);
    u.search = new URLSearchParams({ ...src.params, hand: r.hand + 1, step: r.step, seat: state.seat }).toString();
    history.replaceState(null, "", u);
    if (r.step >= r.steps) stop();
  }

  function stop() {
    clearTimeout(state.timer);
    state.timer = 0;
    playBtn.textContent = "▶ " + t("autoplay");
    playBtn.setAttribute("aria-pressed", "false");
  }
  function play() {
    if (state.step >= state.steps) return;
    playBtn.textContent = "⏸ " + t("pause");
    playBtn.setAttribute("aria-pressed", "true");
    const next = async () => {
      await go(state.want + 1);
      if (state.timer) state.timer = setTimeout(next, Number(speedSel.value));
    };
    state.timer = setTimeout(next, 0);
  }
  playBtn.onclick = () => (state.timer ? stop() : play());
  stop();
  const step = (n) => { stop(); go(n); };
  handSel.onchange = () => step(state.hands[Number(handSel.value)].step);
  seatSel.onchange = () => { state.seat = seatSel.value; go(state.step); };
  addEventListener("keydown", (e) => {
    if (!document.body.contains(root) || e.target.closest?.("select, input")) return;
    if (e.key === "ArrowRight") step(state.want + 1);
    else if (e.key === "ArrowLeft") step(state.want - 1);
    else if (e.key === " ") { e.preventDefault(); playBtn.click(); }
  });

  const downloads = [h("a", { href: src.record, download: "", id: "download-record" }, t("download"))];
  if (info.variant === "riichi" || info.variant === "maiko") {
    downloads.push(" · ", h("a", { href: src.record + "?format=tenhou", download: "", id: "download-tenhou" }, t("tenhou")));
  }
  if (src.back) downloads.unshift(h("a", { href: src.back, id: "back-to-games" }, t("otherGames")), " · ");
  const controls = h("div", { class: "replay-controls", id: "replay-controls" },
    h("span", { class: "group" },
      h("button", { type: "button", id: "first", title: t("first"), onclick: () => step(0) }, "|◀"),
      h("button", { type: "button", id: "prev", title: t("back"), onclick: () => step(state.want - 1) }, "◀"),
      label,
      h("button", { type: "button", id: "next", title: t("forward"), onclick: () => step(state.want + 1) }, "▶"),
      h("button", { type: "button", id: "last", title: t("end"), onclick: () => step(state.steps) }, "▶|")),
    h("label", { class: "group" }, t("hand"), " ", handSel),
    h("span", { class: "group" }, playBtn, " ", speedSel),
    h("label", { class: "group" }, t("viewAs"), " ", seatSel));
  app.replaceChildren(h("div", { class: "replay" },
    h("div", { class: "replay-head" }, h("h2", {}, `${info.name} — ${t("replay")}`), h("span", { class: "downloads" }, ...downloads)),
    controls,
    h("div", { class: "replay-main" }, root, h("aside", { class: "replay-side" }, now, log)),
    result));

  // The address may name a moment: ?step=N (and ?hand=H, 1 for the first,
  // when no step is given).
  let start = Number(q.get("step"));
  if (!(start >= 0)) start = 0;
  const hand = Number(q.get("hand"));
  const opened = go(q.has("step") ? start : 0).then(() => {
    if (!q.has("step") && hand >= 1 && state.hands[hand - 1]) return go(state.hands[hand - 1].step);
  });
  return { redraw: () => { drawSelects(); stop(); go(state.step); }, opened };
}
