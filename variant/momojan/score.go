package momojan

import (
	"jantaku/engine"
	"jantaku/hand"
	"jantaku/tile"
)

// Score is the value of a winning hand.
type Score struct {
	Yaku       []engine.YakuValue // yaku, then dora and ron as entries of their own
	YakuPoints int                // the yaku alone: a win needs 1 or more
	Dora       int
	Ron        int
	Total      int  // yaku + dora + ron
	Points     int  // what the loser pays: Total, doubled at DoubleAt or more
	Oshimai    bool // おしまい: the winner wins the game at once
}

// winInput is a hand to value: the concealed cards with the winning card
// among them, the exposed sets and the situation.
type winInput struct {
	concealed  hand.Counts
	melds      []engine.Meld
	win        tile.Kind
	ron        bool
	riichi     bool
	indicators []tile.Tile
	// discarded, for a ron, limits the readings to those not furiten.
	discarded *[tile.NumKinds]bool
}

// scoreWin returns the best value of the hand over its readings, or false
// when it is no win: wrong shape, too few sets, furiten on every reading,
// or no yaku.
func scoreWin(r *Rules, in *winInput) (Score, bool) {
	n := in.concealed.Total()
	if n < 2 || (n-2)%3 != 0 || (n-2)/3+len(in.melds) < r.MinSets {
		return Score{}, false
	}
	readings := decompose(in.concealed)
	if len(readings) > 0 && in.ron && in.discarded != nil && in.win.Suit() != Peach {
		// A win shape: now only the readings that are not furiten count.
		c := in.concealed
		c[in.win]--
		readings = ronReadings(new(hand.Waiter), c, in.win, in.discarded)
	}
	dora := countDora(in)
	best, found := Score{}, false
	for _, rd := range readings {
		s := scoreReading(r, in, rd, dora)
		if s.YakuPoints == 0 {
			continue
		}
		if !found || s.Total > best.Total || (s.Total == best.Total && s.YakuPoints > best.YakuPoints) {
			best, found = s, true
		}
	}
	return best, found
}

func scoreReading(r *Rules, in *winInput, rd hand.Reading, dora int) Score {
	w := winHand{ron: in.ron, riichi: in.riichi}
	for _, m := range in.melds {
		ks := make([]tile.Kind, len(m.Tiles))
		for i, t := range m.Tiles {
			ks[i] = t.Kind()
		}
		g, _ := groupOf(ks)
		w.sets = append(w.sets, winSet{g: g, meld: m.Kind})
		if m.Kind == engine.MeldAnkan {
			w.kans++
		}
	}
	for _, g := range rd.Groups {
		if g.Kind == hand.Pair {
			w.pair = g
		} else {
			w.sets = append(w.sets, winSet{g: g})
		}
	}
	s := Score{Yaku: []engine.YakuValue{}}
	for _, y := range yakuTable {
		if n := y.count(&w); n > 0 {
			v := r.Value[y.ID] * n
			s.Yaku = append(s.Yaku, engine.YakuValue{ID: y.ID, Name: y.Ja, En: y.En, Value: v})
			s.YakuPoints += v
			s.Oshimai = s.Oshimai || y.ID == "oshimai"
		}
	}
	if dora > 0 {
		s.Dora = dora
		s.Yaku = append(s.Yaku, engine.YakuValue{ID: "dora", Name: "ドラ", En: "Dora", Value: dora})
	}
	if in.ron {
		s.Ron = r.RonBonus
		s.Yaku = append(s.Yaku, engine.YakuValue{ID: "ron", Name: "ロン", En: "Ron bonus", Value: s.Ron})
	}
	s.Total = s.YakuPoints + s.Dora + s.Ron
	s.Points = s.Total
	if s.Total >= r.DoubleAt {
		s.Points *= 2
	}
	return s
}

// doraAfter returns the kinds an indicator makes dora: the next animal
// (dog → monkey → pheasant → dog), the other of sun and moon, or the next
// number (9 → 1) in all four fruits.
func doraAfter(ind tile.Kind) []tile.Kind {
	switch ind {
	case tile.Dog:
		return []tile.Kind{tile.Monkey}
	case tile.Monkey:
		return []tile.Kind{tile.Pheasant}
	case tile.Pheasant:
		return []tile.Kind{tile.Dog}
	case tile.Sun:
		return []tile.Kind{tile.Moon}
	case tile.Moon:
		return []tile.Kind{tile.Sun}
	}
	if !isNumber(ind) {
		return nil
	}
	n := ind.Number()%9 + 1
	out := make([]tile.Kind, 0, 4)
	for _, f := range fruits {
		out = append(out, tile.K(f, n))
	}
	return out
}

// countDora counts the dora in the whole hand, once per indicator.
func countDora(in *winInput) int {
	var all hand.Counts = in.concealed
	for _, m := range in.melds {
		for _, t := range m.Tiles {
			all[t.Kind()]++
		}
	}
	n := 0
	for _, ind := range in.indicators {
		for _, k := range doraAfter(ind.Kind()) {
			n += int(all[k])
		}
	}
	return n
}
