// The seats this browser holds: each seat link opened here (and each table
// created here) is remembered in local storage, so the lobby can offer
// "your tables" with Rejoin even after the tab or the link is gone.
import { api } from "./dom.js";
import { t } from "./i18n.js";

const key = "jantaku.seats";
const most = 30; // the newest seats kept; older ones are forgotten

// heldSeats returns the remembered seats, newest first: {id, token, at}.
export function heldSeats() {
  try {
    const list = JSON.parse(localStorage.getItem(key) || "[]");
    return Array.isArray(list) ? list.filter((s) => s && typeof s.id === "string" && typeof s.token === "string") : [];
  } catch {
    return [];
  }
}

// holdSeat remembers the seat that token opens at table id.
export function holdSeat(id, token) {
  if (!id || !token) return;
  const list = heldSeats().filter((s) => !(s.id === id && s.token === token));
  list.unshift({ id, token, at: Date.now() });
  localStorage.setItem(key, JSON.stringify(list.slice(0, most)));
}

// dropSeat forgets a seat (left, or its table gone).
export function dropSeat(id, token) {
  localStorage.setItem(key, JSON.stringify(heldSeats().filter((s) => !(s.id === id && s.token === token))));
}

// leaveSeat gives the seat up for good: a bot plays it from now on.
export async function leaveSeat(id, token) {
  await api(`/api/tables/${id}/leave`, {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ token }),
  });
  dropSeat(id, token);
}

// seatLink is the link that opens a held seat.
export function seatLink(s) { return `/t/${s.id}?token=${encodeURIComponent(s.token)}`; }

// leaveButton is a Leave button for a held seat: the first click asks
// again in its own words, the second gives the seat up and calls done.
export function leaveButton(id, token, done) {
  return sureButton({ cls: "leave", word: "leave", sure: "leaveSure", why: "leaveWhy" }, () => leaveSeat(id, token), done);
}

// sureButton is a button for a step that cannot be undone: the first
// click asks again (the sure word, red, for 4 s), the second runs act and
// then done; a failure shows its message on the button.
function sureButton({ cls, word, sure: sureWord, why }, act, done) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = cls;
  b.textContent = t(word);
  b.title = t(why);
  let sure = false;
  b.addEventListener("click", async () => {
    if (!sure) {
      sure = true;
      b.textContent = t(sureWord);
      b.classList.add("sure");
      setTimeout(() => { sure = false; b.textContent = t(word); b.classList.remove("sure"); }, 4000);
      return;
    }
    b.disabled = true;
    try {
      await act();
      done();
    } catch (err) {
      b.disabled = false;
      b.textContent = err.message;
    }
  });
  return b;
}

// The tables created in this browser keep their admin token (shown once
// by the server) beside the held seats: its creator can stop the table and
// give a seat a new link from here, even after the tab is gone.
const adminKey = "jantaku.admin";

// heldAdmins returns the remembered admin tokens, newest first: {id, admin, at}.
export function heldAdmins() {
  try {
    const list = JSON.parse(localStorage.getItem(adminKey) || "[]");
    return Array.isArray(list) ? list.filter((a) => a && typeof a.id === "string" && typeof a.admin === "string") : [];
  } catch {
    return [];
  }
}

// holdAdmin remembers the admin token of table id.
export function holdAdmin(id, admin) {
  if (!id || !admin) return;
  const list = heldAdmins().filter((a) => a.id !== id);
  list.unshift({ id, admin, at: Date.now() });
  localStorage.setItem(adminKey, JSON.stringify(list.slice(0, most)));
}

// adminOf is table id's admin token if this browser created it, else "".
export function adminOf(id) { return heldAdmins().find((a) => a.id === id)?.admin || ""; }

// dropAdmin forgets table id's admin token (the table is over or gone).
export function dropAdmin(id) {
  localStorage.setItem(adminKey, JSON.stringify(heldAdmins().filter((a) => a.id !== id)));
}

function postAdmin(path, admin) {
  return api(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ admin }) });
}

// stopButton stops table id for good (its actions are kept), after a
// second click; done runs once it is stopped.
export function stopButton(id, admin, done) {
  return sureButton({ cls: "leave stop-table", word: "stopTable", sure: "stopTableSure", why: "stopTableWhy" },
    async () => { await postAdmin(`/api/tables/${id}/stop`, admin); dropAdmin(id); }, done);
}

// newSeatLink gives seat a new link: the old one opens it no more. It
// returns the new invite ({seat, token, invite, url}).
export function newSeatLink(id, admin, seat) {
  return postAdmin(`/api/tables/${id}/seats/${seat}/token`, admin);
}
