// The jantaku browser client: lobby, table and replay. It only draws what
// the server sends (each seat's View) and sends the actions a person picks.
import { t, setLang, currentLang } from "/i18n.js";
import { tileEl } from "/tiles.js";

const app = document.getElementById("app");

function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null && v !== false) el.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return el;
}

async function api(path, opts) {
  const r = await fetch(path, opts);
  const body = await r.json();
  if (!r.ok) throw new Error(body.error || r.statusText);
  return body;
}

// ---- lobby ----

async function lobby() {
  const { variants, bot_levels: levels } = await api("/api/variants");
  const form = h("form", { id: "create" });
  const variantSel = h("select", { name: "variant", id: "variant" },
    variants.map((v) => h("option", { value: v.id, selected: v.id === "riichi" }, `${v.name}`)));
  const playersSel = h("select", { name: "players", id: "players" });
  const optionsBox = h("div", { class: "options" });
  const seatsBox = h("div", { class: "seats" });
  const think = h("input", { type: "number", name: "think", id: "think", value: "30", min: "0", max: "3600" });
  const name = h("input", { type: "text", name: "name", id: "tablename", maxlength: "60" });
  const out = h("div", { id: "invites" });

  const current = () => variants.find((v) => v.id === variantSel.value);
  function drawSeats() {
    seatsBox.replaceChildren(...Array.from({ length: Number(playersSel.value) }, (_, i) =>
      h("label", { class: "seat" }, `${t("seat")} ${i + 1} `,
        h("select", { "data-seat": i },
          h("option", { value: "human" }, t("human")),
          levels.map((l) => h("option", { value: "bot:" + l, selected: i > 0 }, `${t("bot")} (${l})`))))));
  }
  function drawVariant() {
    const v = current();
    playersSel.replaceChildren(...Array.from({ length: v.max_players - v.min_players + 1 }, (_, i) =>
      h("option", { value: v.min_players + i, selected: i === v.max_players - v.min_players }, v.min_players + i)));
    optionsBox.replaceChildren(...v.options.map(optionInput));
    drawSeats();
  }
  variantSel.addEventListener("change", drawVariant);
  playersSel.addEventListener("change", drawSeats);
  drawVariant();

  form.append(
    h("h2", {}, t("create")),
    h("label", {}, t("variant"), " ", variantSel),
    h("label", {}, t("players"), " ", playersSel),
    h("label", {}, t("name"), " ", name),
    h("label", {}, t("think"), " ", think),
    h("h3", {}, t("seats")), seatsBox,
    h("details", {}, h("summary", {}, t("options")), optionsBox),
    h("button", { type: "submit", id: "create-btn" }, t("createBtn")), out);
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const options = {};
    for (const el of optionsBox.querySelectorAll("[data-key]")) {
      options[el.dataset.key] = el.type === "checkbox" ? String(el.checked) : el.value;
    }
    const seats = [...seatsBox.querySelectorAll("select")].map((s) =>
      s.value === "human" ? { kind: "human" } : { kind: "bot", level: s.value.slice(4) });
    try {
      const res = await api("/api/tables", {
        method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ variant: variantSel.value, players: Number(playersSel.value), options, seats,
          think_seconds: Number(think.value), name: name.value }),
      });
      out.replaceChildren(h("p", {}, t("invites")), h("ul", {}, res.seats.filter((s) => s.invite).map((s) => {
        const url = location.origin + s.invite;
        return h("li", {}, `${t("seat")} ${s.seat + 1}: `, h("a", { href: s.invite, class: "invite" }, t("play")), " ",
          h("input", { value: url, readonly: true, size: 30, onclick: (e) => e.target.select() }));
      }), h("li", {}, h("a", { href: res.spectate }, t("spectate")))));
    } catch (err) {
      out.replaceChildren(h("p", { class: "error" }, err.message));
    }
  });
  app.replaceChildren(form, await tableList("running"));
}

function optionInput(o) {
  let input;
  if (o.kind === "bool") input = h("input", { type: "checkbox", checked: o.default === "true" });
  else if (o.kind === "choice") input = h("select", {}, o.choices.map((c) => h("option", { value: c, selected: c === o.default }, c)));
  else input = h("input", { type: o.kind === "int" ? "number" : "text", value: o.default, size: 6 });
  input.dataset.key = o.key;
  return h("label", { class: "option", title: o.doc }, input, " ", h("code", {}, o.key), " ", h("small", {}, o.doc));
}

async function tableList(status) {
  const { tables } = await api("/api/tables?status=" + status);
  const box = h("section", { class: "tables" }, h("h2", {}, t(status)));
  if (!tables.length) box.append(h("p", {}, t("none")));
  for (const tb of tables) {
    const links = status === "running"
      ? [h("a", { href: "/t/" + tb.id }, t("spectate"))]
      : [h("a", { href: "/t/" + tb.id }, t("replay")), " ",
        h("a", { href: `/api/tables/${tb.id}/record` }, t("download"))];
    if (status === "finished" && (tb.variant === "riichi" || tb.variant === "maiko")) {
      links.push(" ", h("a", { href: `/api/tables/${tb.id}/record?format=tenhou` }, t("tenhou")));
    }
    const scores = tb.result ? " — " + tb.result.scores.join(" / ") : "";
    const unfair = tb.fair ? "" : h("span", { class: "unfair", title: t("unfairWhy") }, t("unfair"));
    box.append(h("div", { class: "table-row" }, h("b", {}, tb.name), ` (${tb.variant}, ${tb.seats.length})${scores} `, unfair, " ", ...links));
  }
  return box;
}

// ---- the table ----

const state = { view: null, tableInfo: null, seat: -1, deadline: 0, toAct: [], log: [], commitments: new Map() };

function drawBoard(root, view, opts = {}) {
  const variant = view.variant;
  const me = view.seat;
  const order = [...view.players.keys()];
  if (me >= 0) order.push(...order.splice(0, me)); // me first
  const seats = order.map((s) => {
    const p = view.players[s];
    const name = state.tableInfo?.seats?.[s];
    const who = s === me ? t("you") : name?.kind === "bot" ? `${t("bot")} (${name.level})` : `${t("seat")} ${s + 1}`;
    const toAct = (opts.toAct || []).includes(s);
    const hand = h("div", { class: "hand" });
    if (p.hand) {
      p.hand.forEach((code, i) => {
        const el = tileEl(variant, code, { button: s === me && !opts.readonly });
        if (p.drawn && i === p.hand.length - 1) el.classList.add("drawn");
        hand.append(el);
      });
    } else {
      for (let i = 0; i < p.hand_size; i++) hand.append(tileEl(variant, null));
    }
    return h("section", { class: "player" + (s === me ? " me" : "") + (toAct ? " to-act" : ""), "data-seat": s },
      h("div", { class: "who" }, h("b", {}, who), ` ${p.wind || ""} `, h("span", { class: "score" }, p.score),
        s === view.dealer ? h("span", { class: "dealer" }, "親") : "", p.riichi ? h("span", { class: "riichi" }, "リーチ") : "",
        p.extra?.nominated ? h("span", { class: "nominated" }, t("nominated")) : "",
        p.extra?.mp !== undefined ? h("span", { class: "mp" }, `MP ${p.extra.mp}`) : ""),
      h("div", { class: "melds" }, (p.melds || []).map((m) => h("span", { class: "meld " + m.kind },
        m.tiles.map((c, i) => { const el = tileEl(variant, c); if (i === m.called) el.classList.add("called"); return el; })))),
      h("div", { class: "flowers" }, (p.flowers || []).map((c) => tileEl(variant, c))),
      h("div", { class: "river" }, (p.discards || []).map((d) => {
        const el = tileEl(variant, d.tile);
        if (d.riichi) el.classList.add("sideways");
        if (d.taken) el.classList.add("taken");
        if (d.tsumogiri) el.classList.add("tsumogiri");
        return el;
      })),
      hand);
  });
  const info = h("div", { class: "center" },
    h("span", {}, view.round || ""), " ",
    h("span", {}, `${t("wall")} ${view.wall_left}`), " ",
    view.honba ? h("span", {}, `${t("honba")} ${view.honba}`) : "",
    view.sticks ? h("span", {}, ` ${t("sticks")} ${view.sticks}`) : "",
    (view.dora_indicators || []).length ? h("span", { class: "dora" }, ` ${t("dora")} `, view.dora_indicators.map((c) => tileEl(variant, c))) : "");
  root.replaceChildren(info, h("div", { class: "seats-grid n" + seats.length }, seats.slice(1), seats[0]));
}

function actionLabel(a) {
  const tiles = [a.tile, ...(a.tiles || [])].filter(Boolean).join(" ");
  return `${t(a.type)}${tiles ? " " + tiles : ""}${a.flag ? " (" + a.flag + ")" : ""}`;
}

async function tablePage(id) {
  const token = new URLSearchParams(location.search).get("token") || "";
  const info = await api("/api/tables/" + id);
  state.tableInfo = info;
  if (info.status === "finished") return replayPage(info);
  const board = h("div", { class: "board", id: "board" });
  const bar = h("div", { class: "actions", id: "actions" });
  const status = h("div", { class: "status", id: "status" }, t("connecting"));
  const log = h("div", { class: "log", id: "log" });
  const proof = h("div", { class: "proof", id: "proof" });
  const unfair = info.fair ? "" : h("span", { class: "unfair", title: t("unfairWhy") }, t("unfair"));
  app.replaceChildren(h("h2", {}, info.name, " ", unfair), status, board, bar, log, proof);

  let ws;
  function connect() {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    ws = new WebSocket(`${proto}://${location.host}/ws/${id}${token ? "?token=" + token : ""}`);
    ws.onmessage = (e) => onMessage(JSON.parse(e.data));
    ws.onclose = () => { status.textContent = t("disconnected"); setTimeout(connect, 1500); };
  }
  function send(action) { ws.send(JSON.stringify({ type: "act", action })); }

  function onMessage(m) {
    if (m.type === "error") { log.prepend(h("div", { class: "error" }, `${t("error")}: ${m.error}`)); return; }
    if (m.type === "welcome") state.seat = m.seat;
    if (!m.view) return;
    state.view = m.view;
    state.toAct = m.to_act || [];
    state.deadline = m.deadline_ms || 0;
    for (const c of m.commitments || []) { state.commitments.set(c.hand, c); checkCommitment(c, proof); }
    for (const ev of m.events || []) showEvent(ev, log);
    drawBoard(board, m.view, { toAct: state.toAct });
    drawActions(m.view, bar, send);
    if (m.result) showResult(m.result, log);
    tick();
  }
  function tick() {
    const v = state.view;
    if (!v) return;
    const left = state.deadline ? Math.max(0, Math.ceil((state.deadline - Date.now()) / 1000)) : null;
    const mine = (v.legal || []).length > 0;
    status.textContent = (state.seat >= 0 ? (mine ? t("yourTurn") : `${t("waiting")} ${state.toAct.map((s) => s + 1).join(", ")}`) : t("spectator"))
      + (left !== null ? ` — ${left}${t("seconds")}` : "");
    status.classList.toggle("urgent", mine);
  }
  setInterval(tick, 500);
  connect();
}

function drawActions(view, bar, send) {
  const legal = view.legal || [];
  const me = view.players[view.seat];
  bar.replaceChildren();
  if (!legal.length) return;
  const discards = legal.filter((a) => a.type === "discard");
  if (me && discards.length) {
    const hand = document.querySelectorAll(`.player.me .hand .tile`);
    hand.forEach((el) => {
      const a = discards.find((d) => d.tile === el.dataset.tile);
      if (a) { el.classList.add("playable"); el.onclick = () => send(a); } else el.disabled = true;
    });
    bar.append(h("span", { class: "hint" }, t("tapToDiscard")));
  }
  for (const a of legal.filter((a) => a.type !== "discard")) {
    bar.append(h("button", { class: "act act-" + a.type, onclick: () => send(a) }, actionLabel(a)));
  }
}

function showEvent(ev, log) {
  if (ev.type === "win" || ev.type === "drawgame") {
    const d = ev.data || {};
    const yaku = d.yaku || d.Yaku || [];
    const lines = Array.isArray(yaku) ? yaku.map((y) => `${y.name}: ${y.value ?? y.han ?? ""}`) : [];
    const box = h("div", { class: "score-screen", role: "dialog" },
      h("h3", {}, ev.type === "win" ? `${t("win")} — ${t("seat")} ${ev.seat + 1}` : t("drawgame")),
      lines.length ? h("ul", {}, lines.map((l) => h("li", {}, l))) : "",
      h("pre", {}, JSON.stringify(d, null, 1).slice(0, 1500)),
      h("button", { onclick: () => box.remove() }, t("close")));
    document.body.append(box);
  }
  if (ev.type === "act" || ev.type === "win" || ev.type === "drawgame") {
    log.prepend(h("div", {}, `${t("seat")} ${ev.seat + 1}: ${ev.action ? actionLabel(ev.action) : t(ev.type)}`));
  }
}

function showResult(res, log) {
  const rows = res.scores.map((s, i) => h("tr", {}, h("td", {}, `${t("seat")} ${i + 1}`), h("td", {}, s), h("td", {}, res.ranks[i]),
    res.points ? h("td", {}, res.points[i]) : ""));
  log.prepend(h("div", { class: "result" }, h("h3", {}, t("over")),
    h("table", {}, h("tr", {}, h("th", {}, t("seat")), h("th", {}, t("score")), h("th", {}, t("rank"))), rows)));
}

async function checkCommitment(c, proof) {
  const line = h("div", {}, `${t("commitment")} #${c.hand + 1}: ${c.commitment.slice(0, 16)}… `);
  if (c.wall && crypto.subtle) {
    const bytes = new TextEncoder().encode(c.wall + "|" + c.salt);
    const digest = Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)), (b) => b.toString(16).padStart(2, "0")).join("");
    line.append(h("b", { class: digest === c.commitment ? "ok" : "error" }, digest === c.commitment ? "✓ " + t("verified") : "✗ " + t("unverified")));
  }
  proof.prepend(line);
}

// ---- replay ----

async function replayPage(info) {
  const board = h("div", { class: "board" });
  const label = h("span", {});
  const seatSel = h("select", {}, h("option", { value: "-1" }, t("spectator")),
    info.seats.map((_, i) => h("option", { value: i }, `${t("seat")} ${i + 1}`)));
  let step = 0, steps = 0;
  const log = h("div", { class: "log" });
  async function go(n) {
    const r = await api(`/api/tables/${info.id}/replay?step=${n}&seat=${seatSel.value}`);
    step = r.step; steps = r.steps;
    label.textContent = `${t("step")} ${step} / ${steps}`;
    drawBoard(board, r.view, { readonly: true });
    log.replaceChildren(...(r.events || []).map((e) => h("div", {}, `${t("seat")} ${e.seat + 1}: ${e.action ? actionLabel(e.action) : t(e.type)}`)));
  }
  seatSel.onchange = () => go(step);
  const controls = h("div", { class: "replay-controls" },
    h("button", { onclick: () => go(0) }, t("first")), h("button", { onclick: () => go(step - 1), id: "prev" }, t("prev")),
    label, h("button", { onclick: () => go(step + 1), id: "next" }, t("next")), h("button", { onclick: () => go(steps) }, t("last")),
    " ", t("viewAs"), " ", seatSel);
  app.replaceChildren(h("h2", {}, `${info.name} — ${t("replay")}`), controls, board, log);
  if (info.result) showResult(info.result, log);
  go(0);
}

// ---- routing ----

function route() {
  document.querySelectorAll("[data-i18n]").forEach((el) => { el.textContent = t(el.dataset.i18n); });
  document.getElementById("lang").textContent = currentLang() === "ja" ? "English" : "日本語";
  const path = location.pathname;
  const render = path.startsWith("/t/") ? tablePage(path.slice(3))
    : path === "/games" ? tableList("finished").then((box) => app.replaceChildren(box))
    : lobby();
  render.catch((err) => app.replaceChildren(h("p", { class: "error" }, err.message)));
}

document.getElementById("lang").addEventListener("click", () => {
  setLang(currentLang() === "ja" ? "en" : "ja");
  route();
});
setLang(currentLang());
route();
