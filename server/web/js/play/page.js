// The table page: the controller around the table view. It owns the
// WebSocket, the clocks, the sounds, the action bar and the dialogs; the
// table itself is drawn by TableView from the Views the server sends.
import { h, api } from "../dom.js";
import { t } from "../i18n.js";
import { TableView, positionOf, isDummy } from "../view/table.js";
import { handEndScreen, gameEndScreen, paymentLine } from "../view/result.js";
import { actionWord, calloutKey, handLabel } from "../view/words.js";
import { tileName } from "../view/names.js";
import { ActionBar } from "./actionbar.js";
import { TableSocket } from "./socket.js";
import { HintPane } from "./hint.js";
import { Proof } from "./proof.js";
import * as sound from "./sounds.js";
import { leaveButton, adminOf } from "../seats.js";
import { noticeText, watchPicker, creatorControls, closingErrors } from "./watch.js";

// seatNames returns each seat's display name from the table's seats.
export function seatNames(info) {
  const names = (info?.seats || []).map((s, i) => s.name || (s.kind === "bot" ? `${t("bot")} ${i + 1}` : t("seat", { n: i + 1 })));
  if (isDummy({ variant: info?.variant }, names.length)) names.push(t("dummy")); // the dummy has no seat to take
  return names;
}

// askName asks the person for the name to show at the table, remembering
// the last one given.
function askName(app) {
  return new Promise((resolve) => {
    const input = h("input", { type: "text", id: "player-name", maxlength: "24", required: true, autocomplete: "nickname",
      value: localStorage.getItem("name") || "", placeholder: t("namePlaceholder") });
    const form = h("form", { class: "name-form dialog" },
      h("label", { for: "player-name" }, t("yourName")), input, h("small", {}, t("nameHint")),
      h("button", { type: "submit", id: "take-seat" }, t("takeSeat")));
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      const name = input.value.trim() || t("namePlaceholder");
      localStorage.setItem("name", name);
      resolve(name);
    });
    app.replaceChildren(h("div", { class: "name-page" }, form));
    input.focus();
  });
}

export class TablePage {
  constructor(app, id, info, token, name) {
    this.id = id;
    this.info = info;
    this.token = token;
    this.name = name;
    this.seat = -1;
    this.watchFrom = Number(new URLSearchParams(location.search).get("from")) || 0; // a spectator's bottom seat
    this.view = null; // the View on the board
    this.lastDiscard = -1;
    this.log = [];
    this.dialog = null;
    this.root = h("div", { class: "table-root" });
    this.status = h("div", { class: "status-row", id: "status" }, t("connecting"));
    this.bar = h("div", { class: "actionbar", id: "actions" });
    this.own = h("div", { class: "own", id: "own" });
    this.logEl = h("ol", { class: "log", id: "log" });
    this.muteBtn = h("button", { type: "button", class: "mute", onclick: () => { sound.setMuted(!sound.isMuted()); this.drawSide(); } });
    this.hint = new HintPane(() => this.socket.send({ type: "hint" }));
    this.proof = new Proof();
    this.proof.setTable(info);
    this.side = h("aside", { class: "side-panel" });
    this.stage = h("div", { class: "stage" }, this.root, this.status, this.bar, this.own);
    this.callouts = h("div", { class: "callouts" });
    const play = h("div", { class: "play" }, h("div", { class: "stage-wrap" }, this.stage, this.callouts), this.side);
    app.replaceChildren(play);
    // A phone in landscape has no room beside the table: the side panel
    // goes into the stage, under the action bar.
    this.landscape = matchMedia("(orientation: landscape) and (max-height: 520px)");
    this.placeSide = () => (this.landscape.matches ? this.stage : play).append(this.side);
    this.landscape.addEventListener("change", this.placeSide);
    this.placeSide();
    this.table = new TableView(this.root);
    this.actions = new ActionBar(this.bar, (a) => this.socket.send({ type: "act", action: a }));
    this.drawSide();
    const proto = location.protocol === "https:" ? "wss" : "ws";
    this.socket = new TableSocket(`${proto}://${location.host}/ws/${id}${token ? "?token=" + encodeURIComponent(token) : ""}`, {
      onMessage: (m) => this.handle(m),
      onStatus: (s) => { if (s === "lost") this.status.textContent = t("reconnecting"); },
    });
    this.socket.open();
    this.timer = setInterval(() => this.tick(), 250);
  }

  close() {
    this.landscape.removeEventListener("change", this.placeSide);
    this.socket.close();
    clearInterval(this.timer);
  }

  names() { return seatNames(this.info); }

  // bottom is the seat drawn at the bottom: the person's own, or the one
  // a spectator watches from.
  bottom() { return this.seat >= 0 ? this.seat : this.watchFrom % Math.max(1, this.view?.players.length || 1); }

  handle(m) {
    switch (m.type) {
      case "welcome":
        this.info = m.table || this.info;
        this.proof.setTable(this.info);
        this.seat = m.seat ?? -1;
        this.drawSide(); // a seated person gets the hint switch
        if (this.seat >= 0 && this.name && this.info.seats?.[this.seat]?.name !== this.name) {
          this.socket.send({ type: "name", name: this.name });
        }
        this.lastDiscard = lastDiscardOf(m.view);
        this.drawSide();
        this.logHandSoFar(m);
        this.take(m);
        this.resendNext();
        break;
      case "state":
        this.fresh = {};
        (m.events || []).forEach((ev, i, evs) => {
          if (startsHand(evs, i)) this.logHeading(m.view);
          this.event(ev);
        });
        this.take(m);
        this.fresh = {};
        break;
      case "between":
        this.between = m.between;
        if (m.between && m.between.waiting.length === 0) {
          this.closeDialog();
          if (m.view) this.take({ ...m, between: null });
        } else {
          this.updateDialog();
          this.resendNext();
        }
        break;
      case "hint":
        this.hint.show(m.hint);
        break;
      case "seats":
        this.info = m.table || this.info;
        if (m.notice) {
          const text = noticeText(m.notice, this.names());
          this.addLog(text);
          this.toast(text);
          if (m.notice.kind === "stopped") this.closeForGood(text);
        }
        this.drawSide();
        this.draw();
        break;
      case "error": {
        const text = t("err_" + m.code) !== "err_" + m.code ? t("err_" + m.code) : m.error;
        this.toast(text);
        if (closingErrors.includes(m.code)) this.closeForGood(text);
        this.draw();
        break;
      }
    }
  }

  // take reads a message carrying a View. While a hand's result is shown
  // the board keeps the hand that ended; the next one is drawn when the
  // pause ends.
  take(m) {
    for (const c of m.commitments || []) this.proof.add(c);
    this.toAct = m.to_act || [];
    this.deadline = m.deadline_ms || 0;
    const wasPaused = !!this.between?.waiting?.length;
    this.between = m.between || null;
    if (m.result) this.result = m.result;
    if (m.hand_end) {
      this.endCheck = this.dummyCheck; // the check told with this hand's end, if any
      this.dummyCheck = null;
      this.pending = m.view;
      if (!this.view) this.view = m.view; // joined during the pause: show the next hand behind the result
      this.showEnd(m.hand_end);
      if (!m.between) { // nobody to wait for: the next hand is drawn at once
        this.view = finalView(m.view, this.view);
        this.pending = null;
      }
    } else if (this.between && this.dialog) {
      this.pending = m.view;
    } else if (m.view && wasPaused && !this.between && this.dialog && !this.result) {
      // The pause ended while this page was away (a reconnect after it):
      // the result's dialog goes and the next hand is drawn.
      this.pending = m.view;
      this.closeDialog();
    } else if (m.view) {
      this.view = m.view;
    }
    if (this.result) this.showGameEnd();
    this.draw();
    if (this.view && (this.view.legal || []).length && !this.between) sound.play("turn");
  }

  draw() {
    const v = this.view;
    if (!v) return;
    const paused = !!this.between && this.between.waiting?.length > 0;
    this.table.draw(v, {
      names: this.names(), me: this.seat, bottom: this.bottom(), ownHand: this.own, handButtons: this.seat >= 0,
      toAct: paused ? [] : this.toAct, deadline: paused ? 0 : this.deadline, thinkMs: (this.info?.think_seconds || 0) * 1000,
      lastDiscard: this.lastDiscard, fresh: this.fresh,
    });
    this.own.classList.toggle("spectating", this.seat < 0);
    this.stage.dataset.variant = v.variant; // hands of a few cards are drawn bigger
    if (paused || this.seat < 0 || this.ended) this.actions.clear();
    else this.actions.update(v, this.own.querySelector(".hand"));
    this.hint.update(v, paused);
    this.tick();
  }

  // closeForGood says why this page plays no more (the table was stopped,
  // the seat has a new link or is open elsewhere) and stops reconnecting.
  closeForGood(why) {
    this.ended = why;
    this.socket.close();
    this.actions.clear();
    this.drawSide();
    this.tick();
  }

  tick() {
    const v = this.view;
    if (!v) return;
    const now = Date.now();
    let text;
    let urgent = false;
    if (this.ended) {
      text = this.ended;
    } else if (this.between?.waiting?.length) {
      text = t("nextIn", { n: Math.max(0, Math.ceil((this.between.deadline_ms - now) / 1000)) });
    } else if (v.over || this.result) {
      text = t("gameOver");
    } else if (this.seat >= 0 && (v.legal || []).length) {
      text = t("yourTurn");
      urgent = true;
    } else if (this.seat < 0) {
      text = t("spectator");
    } else {
      const names = this.names();
      text = this.toAct.length ? t("waitingFor", { who: this.toAct.map((s) => names[s]).join(", ") }) : "";
    }
    const left = this.deadline && !this.between?.waiting?.length ? Math.max(0, this.deadline - now) : 0;
    const total = (this.info?.think_seconds || 0) * 1000;
    this.status.replaceChildren(h("span", { class: "status-text" }, text),
      left && urgent ? h("span", { class: "clock" + (left < 5000 ? " low" : "") }, t("seconds", { n: Math.ceil(left / 1000) })) : "",
      left && urgent && total ? h("span", { class: "clockbar" }, h("i", { style: { width: (100 * left / total).toFixed(1) + "%" } })) : "");
    this.status.classList.toggle("urgent", urgent);
    const c = this.dialog?.querySelector(".countdown");
    if (c && this.between) c.textContent = t("nextIn", { n: Math.max(0, Math.ceil((this.between.deadline_ms - now) / 1000)) });
  }

  // logHandSoFar fills the log with what happened in the hand in play,
  // which the welcome carries (a spectator or a person coming in mid-hand;
  // after a reconnect it takes the place of what this page had logged of
  // that hand), with no callout or sound.
  logHandSoFar(m) {
    const evs = m.events || [];
    if (!m.view || !evs.length) return;
    for (const li of this.logEl.querySelectorAll(`li[data-hand="${m.view.hand}"]`)) li.remove();
    const fresh = this.fresh;
    this.fresh = null;
    this.quiet = true;
    try {
      this.logHand = m.view.hand;
      if (!startsHand(evs, 0)) this.logHeading(m.view); // the log was cut: its deal is gone
      evs.forEach((ev, i) => {
        if (startsHand(evs, i)) this.logHeading(m.view);
        this.event(ev, m.view.variant);
      });
    } finally {
      this.quiet = false;
      this.fresh = fresh;
    }
  }

  // logHeading starts the log of the hand view is in.
  logHeading(view) {
    if (!view) return;
    this.logHand = view.hand;
    this.addLog(handLabel(view), "log-hand");
  }

  // event logs one event and shows its callout and sound (none while
  // this.quiet: the past a welcome carries).
  event(ev, variant = this.view?.variant) {
    const names = this.names();
    const who = names[ev.seat] ?? "";
    if (ev.type === "deal") this.lastDiscard = -1;
    if (ev.type === "dummy_hand") this.dummyCheck = ev.data; // maiko opens the dummy's hand to all
    if (ev.type === "draw" && ev.seat === this.seat && this.fresh) this.fresh.draw = true;
    if (ev.type === "act" && ev.action) {
      const a = ev.action;
      if (a.type === "discard" || a.type === "riichi") {
        this.lastDiscard = ev.seat;
        if (this.fresh) this.fresh.discard = ev.seat;
        if (!this.quiet) sound.play(a.type === "riichi" ? "riichi" : "discard");
      }
      const key = calloutKey(a);
      if (key && !this.quiet) {
        this.callout(ev.seat, t(key));
        if (a.type !== "riichi") sound.play(a.type === "ron" || a.type === "tsumo" ? "win" : "call");
      }
      const tile = a.tile ? " " + tileName(variant, a.tile) : "";
      if (a.type !== "pass") this.addLog(`${who}: ${actionWord(a)}${tile}`);
    } else if (ev.type === "scores" && ev.data?.payments?.length) {
      // Points paid during the hand (Malaysian kans pay at once).
      for (const p of ev.data.payments) {
        const { head, why } = paymentLine(p, { names });
        this.addLog(`${head} (${why})`);
      }
    } else if (ev.type === "drawgame") {
      if (!this.quiet) sound.play("draw");
      const why = ev.data?.reason === "chombo" ? t("reason_chombo") : "";
      this.addLog(why ? `${who}: ${why}` : t("drawGame"));
    }
  }

  callout(seat, word) {
    const v = this.view;
    if (!v) return;
    const { pos } = positionOf(seat, this.bottom(), v.players.length);
    // Placed over the caller's side of the board, wherever the layout
    // puts the board.
    const [fx, fy] = calloutAt[pos] || [0.5, 0.5];
    const board = this.root.getBoundingClientRect(), wrap = this.callouts.getBoundingClientRect();
    const el = h("div", { class: "callout pos-" + pos, style: {
      left: (board.left - wrap.left + fx * board.width).toFixed(0) + "px", top: (board.top - wrap.top + fy * board.height).toFixed(0) + "px" } }, word);
    this.callouts.append(el);
    setTimeout(() => el.remove(), 1400);
  }

  // addLog puts a line at the top of the log, marked with the hand it
  // belongs to: newest first, under the hand's name (a hand's name goes on
  // top, its lines just below it).
  addLog(line, cls) {
    const li = h("li", { class: cls, "data-hand": this.logHand }, line);
    const top = this.logEl.firstElementChild;
    if (cls !== "log-hand" && top?.classList.contains("log-hand")) top.after(li);
    else this.logEl.prepend(li);
    while (this.logEl.children.length > 200) this.logEl.lastChild.remove();
  }

  toast(text) {
    const el = h("div", { class: "toast", role: "alert" }, text);
    document.body.append(el);
    setTimeout(() => el.remove(), 3500);
  }

  ctx() { return { variant: this.view?.variant || this.info?.variant, names: this.names(), me: this.seat, dummyCheck: this.endCheck }; }

  showEnd(end) {
    this.end = end;
    const body = handEndScreen(end, this.ctx());
    const footer = h("div", { class: "dialog-footer" });
    if (this.seat >= 0 && !this.result) footer.append(h("span", { class: "countdown" }), h("span", { class: "waiting" }),
      h("button", { type: "button", class: "next", id: "next-hand", onclick: () => this.confirm() }, t("nextHand")));
    else footer.append(h("button", { type: "button", class: "next", id: "next-hand", onclick: () => this.closeDialog(true) }, this.result ? t("ok") : t("close")));
    this.openDialog(body, footer);
    this.updateDialog();
  }

  // confirm tells the server the person has read the result. The pause it
  // answers is remembered, so a confirmation lost to a reconnect is sent
  // again when the server next says the seat is still waited for.
  confirm() {
    if (!this.between?.waiting?.length) { // no pause runs: nothing to confirm
      this.closeDialog(true);
      return;
    }
    this.confirmed = this.between.deadline_ms;
    this.socket.send({ type: "next" });
    const b = this.dialog?.querySelector("#next-hand");
    if (b) { b.disabled = true; b.textContent = t("ready"); }
  }

  // resendNext repeats a confirmation the server has not seen.
  resendNext() {
    const b = this.between;
    if (b && this.seat >= 0 && this.confirmed === b.deadline_ms && b.waiting.includes(this.seat)) this.socket.send({ type: "next" });
  }

  updateDialog() {
    const w = this.dialog?.querySelector(".waiting");
    if (!w || !this.between) return;
    const names = this.names();
    const others = this.between.waiting.filter((s) => s !== this.seat);
    w.textContent = others.length ? t("waitingOthers", { who: others.map((s) => names[s]).join(", ") }) : "";
    if (!this.between.waiting.includes(this.seat) || this.confirmed === this.between.deadline_ms) {
      const b = this.dialog.querySelector("#next-hand");
      if (b) { b.disabled = true; b.textContent = t("ready"); }
    }
    this.tick();
  }

  showGameEnd() {
    if (this.shownGameEnd || !this.result) return;
    this.shownGameEnd = true;
    const open = () => this.openDialog(gameEndScreen(this.result, this.ctx()),
      h("div", { class: "dialog-footer" }, h("a", { class: "button", href: "/" }, t("backToLobby"))));
    if (this.dialog) this.afterDialog = open;
    else open();
  }

  openDialog(body, footer) {
    this.closeDialog();
    const close = h("button", { type: "button", class: "dialog-close", "aria-label": t("close"), onclick: () => (this.seat >= 0 && this.between ? this.confirm() : this.closeDialog(true)) }, "×");
    this.dialog = h("div", { class: "overlay" }, h("div", { class: "dialog result-dialog", role: "dialog", "aria-modal": "true" }, close, h("div", { class: "dialog-body" }, body), footer));
    document.body.append(this.dialog);
  }

  // closeDialog removes the dialog; the pending View (the next hand) is
  // drawn then.
  closeDialog(byPerson) {
    if (!this.dialog) return;
    this.dialog.remove();
    this.dialog = null;
    if (this.pending && (!this.between || !this.between.waiting?.length || byPerson && this.seat < 0)) {
      this.view = finalView(this.pending, this.view);
      this.pending = null;
      this.lastDiscard = -1;
      this.draw();
    }
    if (this.afterDialog) { const f = this.afterDialog; this.afterDialog = null; f(); }
  }

  drawSide() {
    this.hint.toggle.hidden = this.seat < 0;
    this.muteBtn.replaceChildren(speaker(sound.isMuted()), sound.isMuted() ? t("unmute") : t("mute"));
    this.muteBtn.setAttribute("aria-pressed", sound.isMuted() ? "true" : "false");
    this.muteBtn.id = "mute";
    const seatControl = this.seat >= 0 && this.token ? leaveButton(this.id, this.token, () => { location.href = "/t/" + this.id; })
      : this.seat < 0 ? watchPicker(this.names().slice(0, this.info?.seats?.length), this.watchFrom, (s) => { this.watchFrom = s; this.draw(); }) : "";
    const admin = adminOf(this.id);
    let creator = "";
    if (admin && !this.ended && this.info?.seats && !this.result) {
      // Made again only when its words or seats change: a Stop half
      // confirmed survives the redraws of the moves around it.
      const key = [t("stopTable"), ...this.info.seats.map((s) => s.kind + !!s.left)].join();
      if (this.creator?.key !== key) {
        this.creator = { key, el: creatorControls(this.id, admin, this.info.seats, () => this.closeForGood(t("noticeStopped", { why: t("byCreator") }))) };
      }
      creator = this.creator.el;
    }
    this.side.replaceChildren(h("div", { class: "side-controls" }, this.muteBtn, this.hint.toggle, this.ended ? "" : seatControl),
      this.hint.el, creator, h("h3", {}, t("log")), this.logEl, this.proof.el);
  }

  // redraw redraws every word after a language switch, on the same socket.
  redraw() {
    this.proof.draw();
    this.drawSide();
    if (this.hint.hint) this.hint.show(this.hint.hint);
    this.draw();
    if (this.dialog && this.end && !this.result) this.showEnd(this.end);
  }
}

// calloutAt is where on the board (as fractions of its width and height)
// a callout shows for each seat position.
const calloutAt = {
  bottom: [0.5, 0.8], top: [0.5, 0.17], right: [0.78, 0.45], left: [0.22, 0.45],
  p1: [0.78, 0.55], p2: [0.72, 0.17], p3: [0.28, 0.17], p4: [0.22, 0.55], p5: [0.22, 0.55],
};

// speaker is a small speaker icon, crossed out when muted.
function speaker(muted) {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("class", "icon");
  svg.innerHTML = `<path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor"/>` + (muted
    ? `<path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>`
    : `<path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>`);
  return svg;
}

// finalView is the View to draw after a hand's end with no pause: next,
// the next hand's. When the game is over, a variant's View may already
// count on to a hand that is never played (riichi names the next round and
// dealer, and counts its honba) while the board still holds the hand that
// ended: the board keeps that hand's name, dealer and honba (ended, the
// View drawn until then), with the settled scores.
function finalView(next, ended) {
  if (!next?.over || !ended || ended.over) return next;
  return { ...next, round: ended.round, hand: ended.hand, dealer: ended.dealer, honba: ended.honba };
}

// startsHand tells whether evs[i] is a hand's first deal.
function startsHand(evs, i) {
  return evs[i].type === "deal" && (i === 0 || evs[i - 1].type !== "deal");
}

// lastDiscardOf finds the seat of the last discard from a View's last event.
function lastDiscardOf(v) {
  const a = v?.last?.action;
  return a && (a.type === "discard" || a.type === "riichi") ? v.last.seat : -1;
}

// tablePage opens table id: asks a seated person's name, then plays.
export async function tablePage(app, id) {
  const token = new URLSearchParams(location.search).get("token") || "";
  const info = await api("/api/tables/" + id);
  if (info.status === "finished") {
    const { replayPage } = await import("../replay/page.js");
    return replayPage(app, info);
  }
  let name = "";
  if (token) {
    const key = "named:" + token;
    name = localStorage.getItem(key) || "";
    if (!name) {
      name = await askName(app);
      localStorage.setItem(key, name);
    }
  }
  return new TablePage(app, id, info, token, name);
}
