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
  const b = document.createElement("button");
  b.type = "button";
  b.className = "leave";
  b.textContent = t("leave");
  b.title = t("leaveWhy");
  let sure = false;
  b.addEventListener("click", async () => {
    if (!sure) {
      sure = true;
      b.textContent = t("leaveSure");
      b.classList.add("sure");
      setTimeout(() => { sure = false; b.textContent = t("leave"); b.classList.remove("sure"); }, 4000);
      return;
    }
    b.disabled = true;
    try {
      await leaveSeat(id, token);
      done();
    } catch (err) {
      b.disabled = false;
      b.textContent = err.message;
    }
  });
  return b;
}
