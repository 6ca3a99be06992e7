// Package maiko is 舞子麻雀: three players and a dummy (舞子) at a riichi
// table. The dummy always discards what it draws, never calls, owns no
// points, and wins only by a first-turn win or 流し満貫 found at the dummy
// check (天和チェック). Payments the dummy owes are shouldered by the other
// two players, who earn 身請けポイント (MP) for it.
//
// The riichi engine (variant/riichi) values the hands; this package holds
// the settlement (who pays what, and the MP), the dummy check, and the
// scorer for `jantaku score`. Table options add riichi's open riichi (the
// dummy dealing in is paid as a plain riichi the winner shoulders) and the
// 割れ目 rule (dice at each deal; the player they point at chooses first
// whether to shoulder the dummy's part of its own wins).
package maiko
