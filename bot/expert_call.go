package bot

import (
	"math"
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

// call answers another seat's discard: a chi or pon when the hand after
// it (and its best discard) is worth more than the hand as it is. A hand
// too far for the search calls as the strong level does.
func (x *Expert) call(m *Model, legal []engine.Action) (engine.Action, bool) {
	me := m.Me()
	var calls []engine.Action
	for _, a := range legal {
		if (a.Type == engine.Chi || a.Type == engine.Pon) && !x.spendsWild(a, legal) {
			calls = append(calls, a)
		}
	}
	if me.Riichi {
		return engine.Action{}, false
	}
	if x.cfg.kans {
		if a, ok := x.kanCall(m, legal); ok {
			return a, true
		}
		legal = slices.DeleteFunc(slices.Clone(legal), func(a engine.Action) bool { return a.Type == engine.Minkan })
	}
	if len(calls) == 0 || x.a.CallDraws > 0 && !x.cfg.searchCalls {
		// An open kan alone, or calls followed by draws the search does
		// not model: strong's rule.
		return x.Player.call(m, legal)
	}
	c := x.own(m)
	melds := len(me.Melds)
	s0 := x.rules.dist(&c, melds)
	if s0 > x.cfg.maxShanten && x.cfg.shapeCalls && x.a.Riichi34 {
		return x.shapeCall(m, calls)
	}
	if s0 > x.cfg.maxShanten {
		a, ok := x.Player.call(m, legal)
		if ok && !x.cfg.farCalls && !(a.Type == engine.Pon && yakuhai(m, a.Tile.Kind())) {
			a, ok = engine.Action{}, false
		}
		return a, ok
	}
	x.setMelds(me.Melds, nil)
	x.setupSearch(m, melds, openSets(me.Melds) == 0)
	x.e.c = c
	pass := x.e.Value(x.e.value(s0), x.turns, 0, 0)
	best, found := pass, engine.Action{}
	for _, a := range calls {
		if v, ok := x.callValue(m, c, a); ok && v-x.margin(m, a) > best {
			best, found = v-x.margin(m, a), a
		}
	}
	x.setMelds(me.Melds, nil)
	return found, found.Type != 0
}

// setMelds points the win valuer at melds (the seat's own, and a call's
// new one), the red fives given away leaving the concealed tiles.
func (x *Expert) setMelds(melds []engine.Meld, given []tile.Tile) {
	if x.w != nil {
		reds := x.w.heldReds
		for _, t := range given {
			if t.Red() {
				reds &^= 1 << t.Kind().Suit()
			}
		}
		x.w.setMelds(melds, reds)
		return
	}
	x.sv.setMelds(melds)
}

// callValue is the value of making call a with the concealed tiles c:
// the best discard after it, in the open hand's search.
func (x *Expert) callValue(m *Model, c kc, a engine.Action) (float64, bool) {
	me := m.Me()
	for _, t := range a.Tiles {
		i := x.sp.of(t.Kind())
		if i < 0 || c[i] == 0 {
			return 0, false
		}
		c[i]--
	}
	kind := engine.MeldPon
	if a.Type == engine.Chi {
		kind = engine.MeldChi
	}
	meld := engine.Meld{Kind: kind, Tiles: append(append([]tile.Tile{}, a.Tiles...), a.Tile), From: m.View.Turn, Called: len(a.Tiles)}
	if stands, err := tile.ParseAny(a.Flag); x.a.Wild != 0 && a.Flag != "" && err == nil && len(stands) == 1 {
		meld = wildChi(meld, x.a.Wild, stands[0].Kind()) // the Malaysian chi with a 飛: Flag is what it stands for
	}
	melds := append(append([]engine.Meld{}, me.Melds...), meld)
	x.setMelds(melds, a.Tiles)
	x.setupSearch(m, len(melds), false)
	forbid := x.swapKinds(a)
	best, ok := math.Inf(-1), false
	for d := range x.sp.n() {
		if c[d] == 0 || forbid>>d&1 == 1 {
			continue
		}
		c[d]--
		if s := x.rules.dist(&c, len(melds)); s <= x.cfg.maxShanten {
			x.e.c = c
			if v := x.e.Value(x.e.value(s), x.turns, x.dealP[d], x.dealL[d]); v > best {
				best, ok = v, true
			}
		}
		c[d]++
	}
	return best, ok
}

// swapKinds marks the kinds a call forbids to discard next (kuikae): the
// called kind, and after a chi on a side wait its far end.
func (x *Expert) swapKinds(a engine.Action) uint64 {
	i := x.sp.of(a.Tile.Kind())
	if i < 0 {
		return 0
	}
	m := uint64(1) << i
	if a.Type != engine.Chi || len(a.Tiles) != 2 {
		return m
	}
	p, q := x.sp.of(a.Tiles[0].Kind()), x.sp.of(a.Tiles[1].Kind())
	lo, hi := min(p, q), max(p, q)
	switch {
	case i < lo && x.sp.next(hi, hi+1):
		m |= 1 << (hi + 1)
	case i > hi && lo > 0 && x.sp.next(lo-1, lo):
		m |= 1 << (lo - 1)
	}
	return m
}

// margin is how much more than passing call a must be worth: what the
// search does not see an open hand give up (callMargin). A hand already
// open (openMargin) and a value-honour pon (valueMargin) give up less,
// and may be set apart.
func (x *Expert) margin(m *Model, a engine.Action) float64 {
	switch {
	case openSets(m.Me().Melds) > 0:
		return x.cfg.openMargin
	case a.Type == engine.Pon && yakuhai(m, a.Tile.Kind()):
		return x.cfg.valueMargin
	}
	return x.cfg.callMargin
}

// spendsWild reports whether call a puts a wild joker (the Malaysian 飛)
// into its set where another legal call makes the same set with a real
// tile in its place: the hand after that call holds the joker instead of
// the tile, which it can stand for, so the search need not weigh a.
func (x *Expert) spendsWild(a engine.Action, legal []engine.Action) bool {
	wild := x.a.Wild
	if wild == 0 {
		return false
	}
	n := wilds(a.Tiles, wild)
	if n == 0 {
		return false
	}
	as := standsFor(a, wild)
	for _, b := range legal {
		if b.Type == a.Type && b.Tile == a.Tile && wilds(b.Tiles, wild) < n && standsFor(b, wild) == as {
			return true
		}
	}
	return false
}

func wilds(ts []tile.Tile, wild tile.Kind) int {
	n := 0
	for _, t := range ts {
		if t.Kind() == wild {
			n++
		}
	}
	return n
}

// standsFor is the set a call makes, as the kinds its tiles stand for (a
// chi's wild stands for the kind its Flag names, a pon's for the pon's).
func standsFor(a engine.Action, wild tile.Kind) [3]tile.Kind {
	var ks [3]tile.Kind
	ks[0] = a.Tile.Kind()
	for i, t := range a.Tiles[:min(len(a.Tiles), 2)] {
		k := t.Kind()
		if k == wild {
			k = a.Tile.Kind()
			if fs, err := tile.ParseAny(a.Flag); a.Type == engine.Chi && err == nil && len(fs) == 1 {
				k = fs[0].Kind()
			}
		}
		ks[i+1] = k
	}
	slices.Sort(ks[:])
	return ks
}
