// The action bar: turns the View's legal actions into buttons with the
// words players use and the tiles involved, and the person's hand into
// discard buttons. Chi (and any call with several forms) is picked as
// tiles; riichi is declared, then a tile picked, with tiles that would not
// keep the hand ready dimmed. Keys: arrows and Enter choose a discard, x
// discards the drawn tile, and each button shows its own key.
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { tileEl } from "../view/tile.js";
import { tileName } from "../view/names.js";
import { actionWord } from "../view/words.js";

// The order of buttons, the group each action type belongs to, and its key.
const groups = [
  ["tsumo", ["tsumo"], "w"], ["ron", ["ron"], "w"], ["riichi", ["riichi"], "r"],
  ["kan", ["ankan", "kakan", "minkan"], "k"], ["pon", ["pon"], "p"], ["chi", ["chi"], "c"],
  ["kai", ["kai"], "a"], ["flower", ["flower"], "f"], ["swap", ["swap"], "g"],
  ["draw", ["draw"], "d"], ["waive", ["waive"], "n"], ["abort", ["abort"], "9"], ["stop", ["stop"], "e"],
  ["pass", ["pass"], " "],
];

function tilesOf(a) { return [...(a.tiles || []), ...(a.tile ? [a.tile] : [])]; }

export class ActionBar {
  constructor(el, send) {
    this.el = el;
    this.send = send;
    this.mode = null; // null, {riichi: flag}, or {choose: actions}
    this.sel = -1;
    this.view = null;
    document.addEventListener("keydown", (e) => this.key(e));
  }

  // update draws the bar for view; hand is the element holding the
  // person's hand tiles (buttons).
  update(view, hand) {
    if (view !== this.view) this.mode = null;
    this.view = view;
    this.hand = hand;
    this.draw();
  }

  clear() { this.view = null; this.mode = null; this.el.replaceChildren(); }

  act(a) {
    this.mode = null;
    this.send(a);
    // Until the server answers, nothing more may be clicked.
    this.el.querySelectorAll("button").forEach((b) => { b.disabled = true; });
    this.hand?.querySelectorAll("button.tile").forEach((b) => { b.classList.remove("playable"); b.onclick = null; });
  }

  draw() {
    const v = this.view;
    const legal = v?.legal || [];
    this.buttons = [];
    const variant = v?.variant;
    const bar = [];
    if (this.mode?.choose) {
      bar.push(h("span", { class: "bar-label" }, this.mode.label));
      for (const a of this.mode.choose) {
        bar.push(this.button(a, actionWord(a), tilesOf(a), ""));
      }
      bar.push(h("button", { class: "act act-cancel", onclick: () => { this.mode = null; this.draw(); } }, t("cancel")));
    } else if (this.mode?.riichi !== undefined) {
      bar.push(h("span", { class: "bar-label" }, t("pickRiichi")));
      bar.push(h("button", { class: "act act-cancel", onclick: () => { this.mode = null; this.draw(); } }, t("cancel")));
    } else {
      for (const [name, types, key] of groups) {
        const acts = legal.filter((a) => types.includes(a.type));
        if (!acts.length) continue;
        if (name === "riichi") {
          const flags = [...new Set(acts.map((a) => a.flag || ""))];
          for (const f of flags) {
            bar.push(this.button({ type: "riichi", flag: f }, actionWord({ type: "riichi", flag: f }), [], f ? "" : key, () => {
              this.mode = { riichi: f };
              this.draw();
            }));
          }
          continue;
        }
        // Flags that are choices of their own (maiko's 割れ目) get a button each.
        const byFlag = new Map();
        for (const a of acts) {
          const k = ["wareme_self", "wareme_others"].includes(a.flag) ? a.flag : "";
          if (!byFlag.has(k)) byFlag.set(k, []);
          byFlag.get(k).push(a);
        }
        for (const [flag, list] of byFlag) {
          const word = flag ? t(flag) : t(list[0].type === "minkan" || list[0].type === "ankan" || list[0].type === "kakan" ? "minkan" : list[0].type);
          if (list.length === 1) {
            bar.push(this.button(list[0], word, shownTiles(list[0]), flag ? "" : key));
          } else {
            bar.push(this.button(list[0], word, [], flag ? "" : key, () => {
              this.mode = { choose: list, label: list[0].type === "chi" ? t("pickChi") : word };
              this.draw();
            }));
          }
        }
      }
    }
    this.el.replaceChildren(...bar);
    this.el.classList.toggle("has-actions", bar.length > 0);
    this.wireHand(legal, variant);
  }

  // button makes one action button; run replaces sending the action.
  button(a, word, tiles, key, run) {
    const variant = this.view.variant;
    const b = h("button", { class: `act act-${a.type}`, type: "button", "data-type": a.type, title: key ? `${word} [${key === " " ? "Space" : key}]` : word },
      h("span", { class: "act-word" }, word),
      tiles.length ? h("span", { class: "act-tiles" }, tiles.map((c) => tileEl(variant, c, { label: tileName(variant, c) }))) : "",
      key ? h("kbd", {}, key === " " ? "␣" : key) : "");
    if (a.flag) b.dataset.flag = a.flag;
    b.onclick = run || (() => this.act(a));
    this.buttons.push({ key, b });
    return b;
  }

  // wireHand makes the hand's tiles discard (or riichi) buttons.
  wireHand(legal, variant) {
    const hand = this.hand;
    if (!hand) return;
    const tiles = [...hand.querySelectorAll("button.tile")];
    const riichi = this.mode?.riichi;
    const pool = riichi !== undefined
      ? legal.filter((a) => a.type === "riichi" && (a.flag || "") === riichi)
      : legal.filter((a) => a.type === "discard");
    const any = pool.length > 0;
    tiles.forEach((el) => {
      el.classList.remove("playable", "dim", "chosen");
      el.onclick = null;
      const code = el.dataset.tile;
      const drawn = el.classList.contains("drawn");
      const matches = pool.filter((a) => a.tile === code);
      // The drawn tile prefers the action marked as discarded as drawn.
      const a = matches.find((x) => (x.flag === "tsumogiri") === drawn) || matches.find((x) => !x.flag || x.flag === riichi) || matches[0];
      if (a) {
        el.classList.add("playable");
        el.onclick = () => this.act(a);
      } else if (any) {
        el.classList.add("dim");
      }
    });
    this.sel = Math.min(this.sel, tiles.length - 1);
    if (riichi === undefined && !any) this.sel = -1;
    this.hand.classList.toggle("my-turn", any);
    if (any && variant) this.hand.title = t("tapToDiscard");
  }

  key(e) {
    if (!this.view || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
    const k = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    const tiles = this.hand ? [...this.hand.querySelectorAll("button.tile.playable")] : [];
    if ((k === "ArrowLeft" || k === "ArrowRight") && tiles.length) {
      const all = [...this.hand.querySelectorAll("button.tile")];
      let i = this.sel;
      do {
        i = (i + (k === "ArrowRight" ? 1 : -1) + all.length) % all.length;
      } while (!all[i].classList.contains("playable") && i !== this.sel);
      this.sel = i;
      all.forEach((el, j) => el.classList.toggle("chosen", j === i));
      all[i].focus();
      e.preventDefault();
      return;
    }
    if (k === "Escape" && this.mode) { this.mode = null; this.draw(); return; }
    if (k === "x" && tiles.length) {
      const d = tiles.find((el) => el.classList.contains("drawn")) || tiles[tiles.length - 1];
      d.click();
      e.preventDefault();
      return;
    }
    for (const { key, b } of this.buttons || []) {
      if (key && key === k && !b.disabled) { b.click(); e.preventDefault(); return; }
    }
  }
}

// shownTiles is what a single-option button shows: the tiles from the hand
// and the called or declared tile.
function shownTiles(a) {
  switch (a.type) {
    case "pass": case "draw": case "waive": case "abort": case "stop": case "tsumo":
      return [];
  }
  return tilesOf(a);
}
