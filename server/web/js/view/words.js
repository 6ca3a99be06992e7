// Words the table shows, made from a View and the catalogue: round labels,
// winds and the names of actions.
import { t } from "../i18n.js";

const winds = ["east", "south", "west", "north"];

// windIndex returns 1-4 for a wind written in any case, or 0.
export function windIndex(s) {
  const i = winds.indexOf(String(s || "").toLowerCase().split(/[ ,]/)[0]);
  return i + 1;
}

// roundLabel turns the engine's round string into words of the language.
export function roundLabel(view) {
  const r = view.round || "";
  let m;
  if ((m = /^deal (\d+) of (\d+)/i.exec(r))) return t("roundDeal", { n: m[1], of: m[2] });
  if ((m = /^(east|south|west|north),? (?:hand )?(\d+)/i.exec(r))) return t("roundHand", { wind: t("wind" + windIndex(m[1])), n: m[2] });
  if ((m = /^hand (\d+)/i.exec(r))) return t("roundOnly", { n: m[1] });
  return r;
}

// handLabel names a hand apart from the one before it: the round and, when
// there are any, its honba ("East 2, 1 honba"), as the log and the replay's
// list of hands head each hand.
export function handLabel(view) {
  const m = /(\d+) honba/i.exec(view.round || "");
  const honba = view.honba ?? (m ? Number(m[1]) : 0);
  return honba > 0 ? t("roundHonba", { round: roundLabel(view), honba: t("honba", { n: honba }) }) : roundLabel(view);
}

// seatWind returns the short wind label of a player, or "".
export function seatWind(p) {
  const i = windIndex(p.wind);
  return i ? t("windShort" + i) : "";
}

// actionWord names an action as players say it.
export function actionWord(a) {
  if (a.type === "riichi" && a.flag === "open") return t("openRiichi");
  if (a.type === "riichi" && a.flag === "nominated") return t("nominated");
  if (a.flag === "wareme_self" || a.flag === "wareme_others") return t(a.flag);
  return t(a.type) + (a.flag === "mistaken" ? " " + t("mistaken") : "");
}

// calloutKey is the callout an action shows at its seat, or "".
export function calloutKey(a) {
  switch (a.type) {
    case "ron": case "tsumo": case "riichi": case "chi": case "pon": case "kai": case "flower":
      return "callout_" + a.type;
    case "minkan": case "ankan": case "kakan":
      return "callout_kan";
  }
  return "";
}
