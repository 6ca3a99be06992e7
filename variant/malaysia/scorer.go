package malaysia

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

// Query errors.
var (
	ErrBadMeld    = errors.New("malaysia: bad meld")
	ErrBadHand    = errors.New("malaysia: bad hand")
	ErrBadPayer   = errors.New("malaysia: bad payer_yaku")
	ErrBadFlowers = errors.New("malaysia: only flowers and 飛 are set aside")
)

// Score implements engine.Scorer. Points is the hand's value before any
// reduction, flowers included, a limit hand 10. Payments is what each
// payer pays: "ron" for the discarder; for a tsumo "each" when payer_yaku
// is absent or one number, else one entry per payer named by seat wind.
// payer_yaku (in q.Extra) is the payer's confirmed yaku (see PayerYaku):
// a JSON number for every payer, or an object by payer seat wind, e.g.
// {"south": 6, "west": 0} (a ron takes one entry, the discarder's).
func (Variant) Score(q engine.ScoreQuery) (engine.ScoreAnswer, error) {
	r, err := NewRules(q.Options)
	if err != nil {
		return engine.ScoreAnswer{}, err
	}
	w, err := winOf(&q)
	if err != nil {
		return engine.ScoreAnswer{}, err
	}
	payers, err := payerYaku(&q)
	if err != nil {
		return engine.ScoreAnswer{}, err
	}
	v, ok := Evaluate(&w, &r)
	if !ok {
		return engine.NoWin("the tiles make no winning hand"), nil
	}
	ans := engine.ScoreAnswer{Win: true, Points: v.Points, Yaku: v.Yaku, Extra: map[string]any{"limit": v.Limit}}
	if v.Points < r.MinPoints {
		ans.Win = false
		ans.Reason = fmt.Sprintf("%d points, below the %d-point minimum", v.Points, r.MinPoints)
		return ans, nil
	}
	ans.Payments = map[string]int{}
	for who, py := range payers {
		key := who
		if who == "" {
			key = map[bool]string{true: "each", false: "ron"}[q.Tsumo]
		} else if !q.Tsumo {
			key = "ron"
		}
		ans.Payments[key] = r.Payment(v, q.Tsumo, py)
	}
	return ans, nil
}

// payerYaku reads q.Extra["payer_yaku"]: by payer wind name, or "" for
// every payer.
func payerYaku(q *engine.ScoreQuery) (map[string]int, error) {
	raw, ok := q.Extra["payer_yaku"]
	if !ok {
		return map[string]int{"": 0}, nil
	}
	var n int
	if json.Unmarshal(raw, &n) == nil {
		if n < 0 {
			return nil, fmt.Errorf("%w: %d is negative", ErrBadPayer, n)
		}
		return map[string]int{"": n}, nil
	}
	var by map[string]int
	if err := json.Unmarshal(raw, &by); err != nil {
		return nil, fmt.Errorf("%w: want a whole number or an object of them by seat wind", ErrBadPayer)
	}
	winner := windNames[q.SeatWind-tile.East]
	out := map[string]int{}
	for k, x := range by {
		if !slices.Contains(windNames[:seats], k) || k == winner || x < 0 {
			return nil, fmt.Errorf("%w: %q: %d (keys are the other players' seat winds)", ErrBadPayer, k, x)
		}
		out[k] = x
	}
	if q.Tsumo {
		for _, k := range windNames[:seats] {
			if _, ok := out[k]; !ok && k != winner {
				out[k] = 0
			}
		}
	} else if len(out) != 1 {
		return nil, fmt.Errorf("%w: a ron has one payer, the discarder", ErrBadPayer)
	}
	return out, nil
}

// winOf checks the query and builds the win.
func winOf(q *engine.ScoreQuery) (Win, error) {
	w := Win{Hand: q.Hand, Flowers: q.Flowers, Seat: q.SeatWind, Tile: q.Win.Kind(), Tsumo: q.Tsumo,
		Rinshan: q.Flags[engine.FlagRinshan], Tenhou: q.Flags[engine.FlagTenhou],
		Last: q.Flags[engine.FlagHaitei] || q.Flags[engine.FlagHoutei]}
	switch {
	case q.SeatWind < tile.East || q.SeatWind > tile.West:
		return w, fmt.Errorf("%w: three seats are East, South and West", ErrBadHand)
	case q.Flags[engine.FlagHaitei] && !q.Tsumo:
		return w, fmt.Errorf("%w: haitei is a tsumo", ErrBadHand)
	case q.Flags[engine.FlagHoutei] && q.Tsumo:
		return w, fmt.Errorf("%w: houtei is a ron", ErrBadHand)
	}
	for _, t := range q.Flowers {
		if !setAsidable(t) {
			return w, fmt.Errorf("%w: %s", ErrBadFlowers, t)
		}
	}
	for _, t := range q.Hand {
		if isFlower(t) {
			return w, fmt.Errorf("%w: flower %s in the hand", ErrBadHand, t)
		}
	}
	for i, m := range q.Melds {
		mm, err := meldOf(m)
		if err != nil {
			return w, fmt.Errorf("melds[%d]: %w", i, err)
		}
		w.Melds = append(w.Melds, mm)
	}
	if want := 14 - 3*len(w.Melds); len(w.Hand) != want {
		return w, fmt.Errorf("%w: %d concealed tiles, with %d sets want %d", ErrBadHand, len(w.Hand), len(w.Melds), want)
	}
	return w, nil
}

// meldOf reads a meld of a query: what its 飛 stand for comes from the
// others (a pon's kind; a chi's place, its tiles written in order, 0z in
// the place it fills).
func meldOf(m engine.Meld) (Meld, error) {
	m.Tiles = slices.Clone(m.Tiles)
	out := Meld{Meld: m, As: make([]tile.Kind, len(m.Tiles))}
	var real []tile.Kind
	for _, t := range m.Tiles {
		if k := t.Kind(); k != tile.Joker {
			if isFlower(t) {
				return out, fmt.Errorf("%w: flower %s", ErrBadMeld, t)
			}
			real = append(real, k)
		}
	}
	want := map[engine.MeldKind]int{engine.MeldChi: 3, engine.MeldPon: 3, engine.MeldAnkan: 4, engine.MeldMinkan: 4, engine.MeldKakan: 4}
	n, ok := want[m.Kind]
	switch {
	case !ok:
		return out, fmt.Errorf("%w: kind %s", ErrBadMeld, m.Kind)
	case len(m.Tiles) != n:
		return out, fmt.Errorf("%w: %s of %d tiles", ErrBadMeld, m.Kind, len(m.Tiles))
	case len(real) == 0:
		return out, fmt.Errorf("%w: no set of 飛 alone", ErrBadMeld)
	case n == 4 && len(real) != 4:
		return out, fmt.Errorf("%w: no 飛 in a kan", ErrBadMeld)
	}
	if m.Kind != engine.MeldChi {
		for i := range out.As {
			out.As[i] = real[0]
		}
		if slices.ContainsFunc(real, func(k tile.Kind) bool { return k != real[0] }) {
			return out, fmt.Errorf("%w: %s of different tiles", ErrBadMeld, m.Kind)
		}
		return out, nil
	}
	return chiOf(out, real)
}

func chiOf(out Meld, real []tile.Kind) (Meld, error) {
	if len(real) == 3 {
		slices.SortFunc(out.Tiles, func(a, b tile.Tile) int { return int(a.Kind()) - int(b.Kind()) })
	}
	start := tile.Kind(0)
	for i, t := range out.Tiles {
		if k := t.Kind(); k != tile.Joker {
			start = k - tile.Kind(i)
			break
		}
	}
	if start.Suit() != tile.Pin || start.Number() < 1 || start.Number() > 7 {
		return out, fmt.Errorf("%w: not a sequence of dots", ErrBadMeld)
	}
	for i, t := range out.Tiles {
		out.As[i] = start + tile.Kind(i)
		if k := t.Kind(); k != tile.Joker && k != out.As[i] {
			return out, fmt.Errorf("%w: not a sequence (write a chi in order, 0z in its place)", ErrBadMeld)
		}
	}
	if len(real) == 1 {
		return out, fmt.Errorf("%w: a call with two 飛 is a pon", ErrBadMeld)
	}
	return out, nil
}
