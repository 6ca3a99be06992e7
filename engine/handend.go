package engine

import (
	"slices"

	"jantaku/tile"
)

// HandEnd is how a hand ended, in the same shape for every variant: what a
// result screen shows. Everything in it was public when the hand ended.
type HandEnd struct {
	Wins   []WinReport `json:"wins,omitempty"`
	Draw   *DrawReport `json:"draw,omitempty"`
	Deltas []int       `json:"deltas"` // what each seat gained or lost at this end
	Scores []int       `json:"scores"` // each seat's score after it
	// Side is a count of the variant's own moved by the end (maiko's MP).
	Side *SideReport `json:"side,omitempty"`
	// Payments say who paid whom what and why, where the variant tells
	// more than the deltas do (Malaysian reductions, P式's added points).
	Payments []Payment `json:"payments,omitempty"`
}

// Payment is one line of a settlement: From pays To Amount, for the
// reason Why. From is -1 for points added from nowhere (P式 adds a win's
// points; nobody pays them), To is -1 for a penalty paid to nobody.
type Payment struct {
	From   Seat   `json:"from"`
	To     Seat   `json:"to"`
	Amount int    `json:"amount"`
	Why    string `json:"why"` // a stable key, e.g. "ron", "limit_tsumo", "noten", "pon"
	// A payment the payer's own hand cut (Malaysian 支払いの減額): Base is
	// what it was before, Own the payer's confirmed yaku, Cut what they
	// took off. Own alone, without Cut, is a payer's yaku too few to cut.
	Base  int `json:"base,omitempty"`
	Own   int `json:"own,omitempty"`
	Cut   int `json:"cut,omitempty"`
	Count int `json:"count,omitempty"` // how many of what Why names (pons)
}

// PaymentsReporter may be implemented by the Data of a variant's win,
// draw or scores events: the lines of the settlement they make.
type PaymentsReporter interface {
	PaymentLines() []Payment
}

// WinReport is one win as a result screen draws it.
type WinReport struct {
	Seat    Seat        `json:"seat"`
	From    Seat        `json:"from"` // who dealt in; the winner for a tsumo
	Tsumo   bool        `json:"tsumo"`
	Hand    []tile.Tile `json:"hand"` // the concealed tiles, without the winning tile
	Melds   []Meld      `json:"melds,omitempty"`
	Win     tile.Tile   `json:"win"`
	Flowers []tile.Tile `json:"flowers,omitempty"`
	Yaku    []YakuValue `json:"yaku"`
	// Unit is what Yaku values count: "han" (riichi and maiko, with
	// yakuman counts marked) or "points".
	Unit    string      `json:"unit"`
	Han     int         `json:"han,omitempty"`
	Fu      int         `json:"fu,omitempty"`
	Yakuman int         `json:"yakuman,omitempty"`
	Points  int         `json:"points"`          // the hand's value before counters
	Limit   string      `json:"limit,omitempty"` // "mangan", "haneman", ... where a cap was reached
	Dora    []tile.Tile `json:"dora,omitempty"`  // dora indicators
	Ura     []tile.Tile `json:"ura,omitempty"`   // ura dora indicators, revealed for a riichi win
}

// DrawReport is a hand that ended without a winner.
type DrawReport struct {
	Reason string        `json:"reason"`           // e.g. "exhaustive", "nine_terminals"
	Tenpai []bool        `json:"tenpai,omitempty"` // by seat, where the variant tells
	Hands  [][]tile.Tile `json:"hands,omitempty"`  // the hands shown, by seat (nil: not shown)
}

// SideReport is a count of a variant's own, moved at a hand's end.
type SideReport struct {
	Name   string `json:"name"` // e.g. "mp"
	Deltas []int  `json:"deltas"`
}

// WinReporter is implemented by the Data of a variant's EvWin events. The
// event itself is passed for the fields it carries (Seat, Tile, Tiles).
type WinReporter interface {
	WinReport(e Event) WinReport
}

// DrawReporter is implemented by the Data of a variant's EvDrawGame events.
type DrawReporter interface {
	DrawReport() DrawReport
}

// ScoresReporter is implemented by the Data of a variant's EvScores events:
// every seat's score after the event.
type ScoresReporter interface {
	ScoreTotals() []int
}

// SideReporter may be implemented by win or draw Data that move a count of
// the variant's own.
type SideReporter interface {
	SideDeltas() (name string, deltas []int)
}

// HandEndOf reads the end of a hand from the events of one Apply, given
// the public view before it (for melds, flowers, dora and scores). It
// reports false when no hand ended. Events after the end (the next deal)
// are not read.
func HandEndOf(evs []Event, before View) (HandEnd, bool) {
	start := slices.IndexFunc(evs, func(e Event) bool { return e.Type == EvWin || e.Type == EvDrawGame })
	if start < 0 {
		return HandEnd{}, false
	}
	n := len(before.Players)
	end := HandEnd{Scores: make([]int, n), Deltas: make([]int, n)}
	for i, p := range before.Players {
		end.Scores[i] = p.Score
	}
	for _, e := range evs[start:] {
		if e.Type == EvDeal || e.Type == EvGameEnd {
			break
		}
		switch e.Type {
		case EvWin:
			end.Wins = append(end.Wins, winReport(e, before))
		case EvDrawGame:
			d := DrawReport{Reason: "exhaustive"}
			if r, ok := e.Data.(DrawReporter); ok {
				d = r.DrawReport()
			}
			end.Draw = &d
		case EvScores:
			if r, ok := e.Data.(ScoresReporter); ok {
				if t := r.ScoreTotals(); len(t) >= n {
					copy(end.Scores, t[:n])
				}
			}
		}
		if r, ok := e.Data.(PaymentsReporter); ok {
			end.Payments = append(end.Payments, r.PaymentLines()...)
		}
		if r, ok := e.Data.(SideReporter); ok && (e.Type == EvWin || e.Type == EvDrawGame) {
			name, d := r.SideDeltas()
			if name != "" && slices.ContainsFunc(d, func(x int) bool { return x != 0 }) {
				if end.Side == nil {
					end.Side = &SideReport{Name: name, Deltas: make([]int, n)}
				}
				for i := 0; i < n && i < len(d); i++ {
					end.Side.Deltas[i] += d[i]
				}
			}
		}
	}
	for i, p := range before.Players {
		end.Deltas[i] = end.Scores[i] - p.Score
	}
	return end, true
}

// winReport reads one EvWin, filling what the variant's data leaves out
// from the view before the win.
func winReport(e Event, before View) WinReport {
	w := WinReport{Seat: e.Seat, From: e.Seat, Tsumo: true, Win: e.Tile, Unit: "points"}
	if r, ok := e.Data.(WinReporter); ok {
		w = r.WinReport(e)
	}
	if !w.Tsumo && w.From == w.Seat {
		// The data does not say who dealt in: the seat whose turn it was
		// discarded (or added the kan that was robbed).
		w.From = before.Turn
	}
	if w.Seat >= 0 && int(w.Seat) < len(before.Players) {
		p := before.Players[w.Seat]
		if w.Melds == nil {
			w.Melds = p.Melds
		}
		if w.Flowers == nil {
			w.Flowers = p.Flowers
		}
	}
	if w.Dora == nil {
		w.Dora = before.Dora
	}
	if w.Yaku == nil {
		w.Yaku = []YakuValue{}
	}
	return w
}

// SplitWin returns a winning hand's concealed tiles without the winning
// tile (one copy of it removed, the last one), for WinReport.Hand.
func SplitWin(hand []tile.Tile, win tile.Tile) []tile.Tile {
	out := slices.Clone(hand)
	for i := len(out) - 1; i >= 0; i-- {
		if out[i] == win {
			return append(out[:i], out[i+1:]...)
		}
	}
	return out
}
