// The lobby: the tables this browser holds seats at, create a table, open
// a record file in the replay viewer, and the lists of tables in play and
// finished.
import { h, api } from "./dom.js";
import { t, has, currentLang } from "./i18n.js";
import optionNames from "./lang/options.js";
import { roundLabel } from "./view/words.js";
import { heldSeats, holdSeat, dropSeat, leaveButton, seatLink, heldAdmins, holdAdmin, dropAdmin, stopButton } from "./seats.js";
import { openRecordBox } from "./replay/records.js";

function variantName(v) { return has("variant_" + v.id) ? t("variant_" + v.id) : v.name; }

export async function lobby(app) {
  const { variants, bot_levels: levels } = await api("/api/variants");
  const variantSel = h("select", { name: "variant", id: "variant" },
    variants.map((v) => h("option", { value: v.id, selected: v.id === "riichi" }, variantName(v))));
  const playersSel = h("select", { name: "players", id: "players" });
  const optionsBox = h("div", { class: "options" });
  const seatsBox = h("div", { class: "seats" });
  const think = h("input", { type: "number", name: "think", id: "think", value: "30", min: "0", max: "3600" });
  const name = h("input", { type: "text", name: "name", id: "tablename", maxlength: "60" });
  const out = h("div", { id: "invites" });
  const current = () => variants.find((v) => v.id === variantSel.value);
  // The first seat is the creator's; every other seat starts as a bot of
  // the strongest level (the server lists levels weakest first), so a
  // table made in one click plays against the best opponent there is.
  const defaultLevel = levels.includes("expert") ? "expert" : levels[levels.length - 1];
  function drawSeats() {
    seatsBox.replaceChildren(...Array.from({ length: Number(playersSel.value) }, (_, i) =>
      h("label", { class: "seat-pick" }, t("seat", { n: i + 1 }) + " ",
        h("select", { "data-seat": i },
          h("option", { value: "human", selected: i === 0 }, t("human")),
          levels.map((l) => h("option", { value: "bot:" + l, selected: i > 0 && l === defaultLevel }, `${t("bot")} (${l})`))))));
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
  const form = h("form", { id: "create", class: "create" },
    h("h2", {}, t("create")),
    h("label", {}, t("variant"), " ", variantSel),
    h("label", {}, t("players"), " ", playersSel),
    h("label", {}, t("tableName"), " ", name),
    h("label", {}, t("think"), " ", think),
    h("h3", {}, t("seats")), seatsBox,
    h("details", {}, h("summary", {}, t("options")), optionsBox),
    h("button", { type: "submit", id: "create-btn" }, t("createBtn")), out);
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const options = {};
    for (const el of optionsBox.querySelectorAll("[data-key]")) options[el.dataset.key] = el.type === "checkbox" ? String(el.checked) : el.value;
    const seats = [...seatsBox.querySelectorAll("select")].map((s) => (s.value === "human" ? { kind: "human" } : { kind: "bot", level: s.value.slice(4) }));
    try {
      const res = await api("/api/tables", {
        method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ variant: variantSel.value, players: Number(playersSel.value), options, seats, think_seconds: Number(think.value), name: name.value }),
      });
      holdAdmin(res.id, res.admin); // the creator may stop the table, or give a seat a new link
      const people = res.seats.filter((s) => s.invite);
      if (!people.length) { location.href = res.spectate; return; } // bots only: watch them
      const mine = people[0]; // the creator plays the first person's seat
      holdSeat(res.id, mine.token);
      if (people.length === 1) { location.href = mine.invite; return; }
      out.replaceChildren(h("p", {}, t("invites")), h("ul", {}, people.slice(1).map((s) =>
        h("li", {}, t("seat", { n: s.seat + 1 }) + ": ",
          h("input", { class: "invite", value: s.url || location.origin + s.invite, readonly: true, size: 34, onclick: (e) => e.target.select() })))),
      h("p", {}, h("a", { href: mine.invite, class: "button", id: "play-now" }, t("playSeatNow", { n: mine.seat + 1 })), " ",
        h("a", { href: res.spectate }, t("spectate"))));
    } catch (err) {
      out.replaceChildren(h("p", { class: "error" }, err.message));
    }
  });
  const [yours, running] = await Promise.all([yourTables(variants), tableList("running", variants)]);
  app.replaceChildren(h("div", { class: "lobby" }, yours, form, openRecordBox(), running));
}

function optionInput(o) {
  let input;
  if (o.kind === "bool") input = h("input", { type: "checkbox", checked: o.default === "true" });
  else if (o.kind === "choice") input = h("select", {}, o.choices.map((c) => h("option", { value: c, selected: c === o.default }, c)));
  else input = h("input", { type: o.kind === "int" ? "number" : "text", value: o.default, size: 6 });
  input.dataset.key = o.key;
  const name = optionNames[o.key]?.[currentLang() === "ja" ? 1 : 0] || o.key;
  return h("label", { class: "option", title: o.doc }, input, " ", h("b", {}, name), " ", h("small", {}, o.doc));
}

export async function tableList(status, variants) {
  const { tables } = await api("/api/tables?status=" + status);
  const byId = new Map((variants || []).map((v) => [v.id, v]));
  const box = h("section", { class: "tables" }, h("h2", {}, t(status === "running" ? "running" : "finished")));
  if (!tables.length) box.append(h("p", {}, t("none")));
  for (const tb of tables) {
    const links = status === "running"
      ? [h("a", { href: "/t/" + tb.id }, t("spectate"))]
      : [h("a", { href: "/t/" + tb.id }, t("replay")), " ", h("a", { href: `/api/tables/${tb.id}/record` }, t("download"))];
    if (status === "finished" && (tb.variant === "riichi" || tb.variant === "maiko")) {
      links.push(" ", h("a", { href: `/api/tables/${tb.id}/record?format=tenhou` }, t("tenhou")));
    }
    const names = (tb.seats || []).map((s, i) => s.name || (s.kind === "bot" ? `${t("bot")} ${i + 1}` : t("seat", { n: i + 1 }))).join(", ");
    const v = byId.get(tb.variant);
    const unfair = tb.fair === false ? h("span", { class: "unfair", title: t("unfairWhy") }, t("unfair")) : "";
    box.append(h("div", { class: "table-row" }, h("b", {}, tb.name), ` · ${v ? variantName(v) : tb.variant} · ${names}`,
      status === "running" ? ` · ${progressText(tb)} ` : " ", unfair, " ", ...links));
  }
  return box;
}

// progressText says how far a game has got: the hand in play.
function progressText(tb) {
  const p = tb.progress || {};
  return p.round ? roundLabel({ round: p.round }) : t("notStarted");
}

// yourTables lists the seats this browser holds with Rejoin and Leave, and
// the tables it created with Stop; seats of tables that are gone are
// forgotten, finished ones offer the replay.
async function yourTables(variants) {
  const held = heldSeats();
  const admins = new Map(heldAdmins().map((a) => [a.id, a.admin]));
  // One row per held seat, then one per created table where no seat is held.
  const rows = [...held, ...[...admins.keys()].filter((id) => !held.some((s) => s.id === id)).map((id) => ({ id }))];
  const box = h("section", { class: "tables yours", id: "your-tables" }, h("h2", {}, t("yourTables")));
  if (!rows.length) return "";
  const byId = new Map((variants || []).map((v) => [v.id, v]));
  const infos = await Promise.all(rows.map((s) => api("/api/tables/" + s.id).catch(() => null)));
  const stops = new Set(); // one Stop per table
  rows.forEach((s, i) => {
    const tb = infos[i];
    const forget = () => { if (s.token) dropSeat(s.id, s.token); else dropAdmin(s.id); };
    if (!tb) { forget(); return; }
    const v = byId.get(tb.variant);
    const row = h("div", { class: "table-row", "data-table": tb.id }, h("b", {}, tb.name), ` · ${v ? variantName(v) : tb.variant} · `);
    if (tb.status === "finished" || tb.status === "stopped") {
      dropAdmin(tb.id);
      row.append(t(tb.status === "finished" ? "finishedShort" : "stoppedShort"), " ",
        tb.status === "finished" ? h("a", { href: "/t/" + tb.id }, t("replay")) : "", " ",
        h("button", { type: "button", class: "link", onclick: () => { forget(); row.remove(); } }, t("forget")));
    } else {
      row.append(progressText(tb), " ");
      if (s.token) row.append(h("a", { href: seatLink(s), class: "button rejoin" }, t("rejoin")), " ", leaveButton(s.id, s.token, () => row.remove()));
      else row.append(h("a", { href: "/t/" + tb.id, class: "button" }, t("spectate")));
      const admin = admins.get(tb.id);
      if (admin && !stops.has(tb.id)) {
        stops.add(tb.id);
        row.append(" ", stopButton(tb.id, admin, () => location.reload()));
      }
    }
    box.append(row);
  });
  return box.children.length > 1 ? box : "";
}
