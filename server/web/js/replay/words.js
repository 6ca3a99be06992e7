// The events of a finished game in words, one line each, for the replay
// viewer's log: who drew, discarded, called and won, in the chosen
// language. Nothing here knows a rule; the engine's events say it all.
import { t } from "../i18n.js";
import { actionWord } from "../view/words.js";
import { tileName } from "../view/names.js";

// eventLines returns the lines that describe one step's events. ctx has
// the variant, the seat names and the round label of the hand in play.
export function eventLines(events, ctx) {
  const lines = [];
  const who = (s) => ctx.names[s] ?? t("seat", { n: s + 1 });
  const tile = (c) => (c ? tileName(ctx.variant, c) : "");
  const tiles = (list) => (list || []).map(tile).join(" ");
  let dealt = false;
  for (const e of events || []) {
    switch (e.type) {
      case "deal":
        if (!dealt) lines.push(t("evDeal", { round: ctx.round }));
        dealt = true;
        break;
      case "draw":
        lines.push(e.tile ? t("evDrawTile", { who: who(e.seat), tile: tile(e.tile) }) : t("evDraw", { who: who(e.seat) }));
        break;
      case "act": {
        const a = e.action || {};
        if (a.type === "pass") break;
        if (a.type === "discard") lines.push(t("evDiscard", { who: who(e.seat), tile: tile(a.tile) }));
        else lines.push(t("evAct", { who: who(e.seat), act: actionWord(a), tile: tile(a.tile) }).trim());
        break;
      }
      case "indicator":
        lines.push(t("evIndicator", { tile: tile(e.tile) }));
        break;
      case "win":
        lines.push(t("evWin", { who: who(e.seat) }));
        break;
      case "drawgame":
        lines.push(t("evDrawGame"));
        break;
      case "gameend":
        lines.push(t("evGameEnd"));
        break;
      case "opening_flowers":
        lines.push(t("evFlowers", { who: who(e.seat), tiles: tiles(e.tiles) }));
        break;
      case "sit_out":
        lines.push(t("evSitOut", { who: who(e.seat) }));
        break;
      case "mistake":
        lines.push(t("evMistake", { who: who(e.seat), tiles: tiles(e.tiles) }));
        break;
      case "dummy_hand":
        lines.push(t("evDummyHand", { tiles: tiles(e.tiles) }));
        break;
      // "scores": the hand's result shows who paid whom.
    }
  }
  return lines;
}
