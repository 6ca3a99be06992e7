package trump

import (
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

// DrawData is the Data of a hand that ends with no winner: an exhaustive
// draw ("exhausted"), or a chombo ("chombo": a win declared without yaku,
// whose declarer's hand is in Hands).
type DrawData struct {
	Reason string        `json:"reason"`
	Tenpai []bool        `json:"tenpai"`
	Hands  [][]tile.Tile `json:"hands,omitempty"` // by seat: the hands shown (a chombo's declarer)
	// Payments are the draw's penalties and bonuses: noten, pons, nagashi,
	// the chombo.
	Payments []engine.Payment `json:"payments,omitempty"`
}

// PaymentLines implements engine.PaymentsReporter.
func (d DrawData) PaymentLines() []engine.Payment { return d.Payments }

// DrawReport implements engine.DrawReporter.
func (d DrawData) DrawReport() engine.DrawReport {
	if d.Reason == "chombo" {
		return engine.DrawReport{Reason: "chombo", Hands: d.Hands}
	}
	return engine.DrawReport{Reason: "exhaustive", Tenpai: slices.Clone(d.Tenpai)}
}

// WinReport implements engine.WinReporter. A ron's discarder is not in the
// data, so From is left as the winner: engine.HandEndOf fills it in.
func (d WinData) WinReport(e engine.Event) engine.WinReport {
	win := e.Tile
	if win == 0 && len(d.Hand) > 0 { // a tsumo: the card drawn is the last
		win = d.Hand[len(d.Hand)-1]
	}
	w := engine.WinReport{Seat: e.Seat, From: e.Seat, Tsumo: d.Tsumo, Hand: engine.SplitWin(d.Hand, win), Win: win,
		Unit: "points", Points: d.Points, Yakuman: d.Yakuman}
	for _, it := range d.Items {
		w.Yaku = append(w.Yaku, engine.YakuValue{ID: it.ID.Key(), Name: it.Name, En: it.En, Value: it.Value})
	}
	if d.Ura != 0 {
		w.Ura = []tile.Tile{d.Ura}
	}
	return w
}

// ScoreTotals implements engine.ScoresReporter.
func (d ScoresData) ScoreTotals() []int { return d.Totals }

// yakuKeys are the items' stable text ids, in YakuID order. Never rename one.
var yakuKeys = [...]string{
	"menzen_tsumo", "tanyao", "pinfu", "iipeikou", "four_pairs", "two_triplets",
	"two_kans", "chanta", "yakufuda", "rinshan", "riichi", "double_riichi",
	"ippatsu", "chinitsu", "renhou", "nagashima", "royals", "haitei",
	"houtei", "tenhou", "chiihou", "dora", "ura_dora", "joker_ura",
	"nuki", "pon_penalty", "eight_in_a_row", "aces_nines", "kokushi", "kokushi_double",
}

// Key returns the item's stable text id, e.g. "tanyao".
func (id YakuID) Key() string {
	if id >= 1 && int(id) <= len(yakuKeys) {
		return yakuKeys[id-1]
	}
	return ""
}
