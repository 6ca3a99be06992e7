package bot

import (
	"jantaku/engine"
	"jantaku/hand/shanten"
	"jantaku/tile"
)

// A riichi hand beyond the search's reach is shaped toward the hands it
// can open, as majiang-ai shapes one (expert:farshape). Its distance is
// read as the nearest of the hands with a yaku in view: closed (riichi),
// a value honour set, all simples, all pons, one suit with honours
// (yakuDistance); and a kind that brings it nearer counts once for a draw,
// twice if a chi of it would, four times if a pon would (the discards of
// three seats; shapeAcceptance).

// shapeMelds is what the seat's sets allow of each yaku path.
type shapeMelds struct {
	melds    int  // sets called, closed kans included
	closed   bool // no open set: riichi stays in reach
	value    bool // a value honour set is called
	simples  bool // every set is of simples only
	pons     bool // no chi
	ponSets  int  // pons and kans
	suitOnly [3]bool
	isValue  [7]bool // the honours (34-kind index 27..33) that are value
	unseen   [34]uint8
}

// newShapeMelds reads the seat's sets and the value honours from m; sp
// is riichi's space (package shanten's 34-kind index).
func newShapeMelds(m *Model, sp *space) shapeMelds {
	sm := shapeMelds{closed: true, simples: true, pons: true, suitOnly: [3]bool{true, true, true}}
	for i := range 7 {
		sm.isValue[i] = yakuhai(m, tile.East+tile.Kind(i))
	}
	for k := range 34 {
		sm.unseen[k] = uint8(m.Unseen(sp.kinds[k]))
	}
	for _, md := range m.Me().Melds {
		low := 99 // a chi's called tile may stand first
		for _, t := range md.Tiles {
			low = min(low, sp.of(t.Kind()))
		}
		sm = sm.with(md.Kind, low)
	}
	return sm
}

// with returns sm after one more set of kind kd whose lowest tile is k.
func (sm shapeMelds) with(kd engine.MeldKind, k int) shapeMelds {
	sm.melds++
	if kd != engine.MeldAnkan {
		sm.closed = false
	}
	if kd == engine.MeldChi {
		sm.pons = false
	} else {
		sm.ponSets++
	}
	top := k
	if kd == engine.MeldChi {
		top = k + 2
	}
	if k >= 27 || k%9 == 0 || top%9 == 8 {
		sm.simples = false
	}
	if k >= 27 {
		sm.value = sm.value || sm.isValue[k-27]
	} else {
		for su := range 3 {
			if k/9 != su {
				sm.suitOnly[su] = false
			}
		}
	}
	return sm
}

// yakuDistance is the least distance of s beside sm's sets to a hand with
// a yaku in view (majiang-ai's reading of an open-able hand).
func (sm *shapeMelds) yakuDistance(s *shanten.Counts) int {
	best := 99
	std := -100 // measured at most once
	plain := func() int {
		if std == -100 {
			std = distance34(s, sm.melds)
		}
		return std
	}
	if sm.closed {
		best = plain()
	}
	// A value honour set held or called; else a value pair still live,
	// read as its pon and one step more.
	hasValue := sm.value
	for i := range 7 {
		if sm.isValue[i] && s[27+i] >= 3 {
			hasValue = true
		}
	}
	if hasValue {
		best = min(best, plain())
	} else {
		for i := range 7 {
			if sm.isValue[i] && s[27+i] == 2 && sm.unseen[27+i] > 0 {
				s[27+i] -= 2
				best = min(best, shanten.Regular(s, sm.melds+1)+1)
				s[27+i] += 2
			}
		}
	}
	if sm.simples {
		t := *s
		for su := range 3 {
			t[su*9], t[su*9+8] = 0, 0
		}
		for i := 27; i < 34; i++ {
			t[i] = 0
		}
		best = min(best, distance34(&t, sm.melds))
	}
	if sm.pons {
		sets, pairs := sm.ponSets, 0
		for _, n := range s {
			switch {
			case n >= 3:
				sets++
			case n == 2:
				pairs++
			}
		}
		if sets+pairs > 5 {
			pairs = 5 - sets
		}
		best = min(best, 8-2*sets-pairs)
	}
	for su := range 3 {
		if !sm.suitOnly[su] {
			continue
		}
		t := *s
		for o := range 3 {
			if o != su {
				clear(t[o*9 : o*9+9])
			}
		}
		best = min(best, distance34(&t, sm.melds))
	}
	return best
}

// shapeAcceptance counts the unseen tiles that bring s (a hand one tile
// short) nearer by yakuDistance, a kind four times over when a pon of it
// would, twice when a chi would (it comes from three seats, or one, as
// well as the wall).
func (sm *shapeMelds) shapeAcceptance(s *shanten.Counts) int {
	y0 := sm.yakuDistance(s)
	n := 0
	for k := range 34 {
		u := int(sm.unseen[k])
		if u == 0 || s[k] >= 4 {
			continue
		}
		s[k]++
		y := sm.yakuDistance(s)
		s[k]--
		if y >= y0 {
			continue
		}
		w := 1
		if y0 > 0 {
			if sm.ponLowers(s, k, y0) {
				w = 4
			} else if sm.chiLowers(s, k, y0) {
				w = 2
			}
		}
		n += u * w
	}
	return n
}

// ponLowers reports whether a pon of k brings s nearer than y0.
func (sm *shapeMelds) ponLowers(s *shanten.Counts, k, y0 int) bool {
	if s[k] < 2 {
		return false
	}
	after := sm.with(engine.MeldPon, k)
	s[k] -= 2
	y := after.yakuDistance(s)
	s[k] += 2
	return y < y0
}

// chiLowers reports whether some chi of k brings s nearer than y0.
func (sm *shapeMelds) chiLowers(s *shanten.Counts, k, y0 int) bool {
	if k >= 27 {
		return false
	}
	n := k % 9
	for lo := max(n-2, 0); lo <= min(n, 6); lo++ {
		a, b := k-n+lo, k-n+lo+1
		c := b + 1
		// the two held tiles are the set's kinds other than k
		var p, q int
		switch k {
		case a:
			p, q = b, c
		case b:
			p, q = a, c
		default:
			p, q = a, b
		}
		if s[p] == 0 || s[q] == 0 {
			continue
		}
		after := sm.with(engine.MeldChi, a)
		s[p]--
		s[q]--
		y := after.yakuDistance(s)
		s[p]++
		s[q]++
		if y < y0 {
			return true
		}
	}
	return false
}

// shaping reports whether far hands are shaped (riichi tiles only).
func (x *Expert) shaping() bool { return x.cfg.farShape && x.a.Riichi34 }

// shapeScores gives, by kind in the space, the shapeAcceptance of each
// discard at the far hand's best distance whose yakuDistance stays within
// it, and -1 for the others; ok is false when far hands are not shaped,
// or when no discard keeps a yaku in view.
func (x *Expert) shapeScores(m *Model, cands []choice, bestDist int) (scores [maxKinds]float64, ok bool) {
	if !x.shaping() {
		return scores, false
	}
	sm := newShapeMelds(m, x.sp)
	c := x.own(m)
	s := (*shanten.Counts)(c[:34])
	for i := range scores {
		scores[i] = -1
	}
	for _, cd := range cands {
		i := x.sp.of(cd.kind)
		if cd.dist != bestDist || i < 0 {
			continue
		}
		s[i]--
		if sm.yakuDistance(s) <= bestDist {
			scores[i], ok = float64(sm.shapeAcceptance(s)), true
		}
		s[i]++
	}
	return scores, ok
}

// shapeCall answers a discard with a far hand: the first pon, then chi,
// that brings the hand nearer by yakuDistance, unless another seat is in
// riichi.
func (x *Expert) shapeCall(m *Model, calls []engine.Action) (engine.Action, bool) {
	for s, p := range m.View.Players {
		if engine.Seat(s) != m.Seat && p.Riichi {
			return engine.Action{}, false
		}
	}
	sm := newShapeMelds(m, x.sp)
	c := x.own(m)
	s := (*shanten.Counts)(c[:34])
	y0 := sm.yakuDistance(s)
	for _, want := range []engine.ActionType{engine.Pon, engine.Chi} {
		for _, a := range calls {
			if a.Type != want {
				continue
			}
			t, low, ok := *s, x.sp.of(a.Tile.Kind()), true
			for _, tl := range a.Tiles {
				i := x.sp.of(tl.Kind())
				if t[i] == 0 {
					ok = false
					break
				}
				t[i]--
				low = min(low, i)
			}
			kd := engine.MeldPon
			if a.Type == engine.Chi {
				kd = engine.MeldChi
			}
			if after := sm.with(kd, low); ok && after.yakuDistance(&t) < y0 {
				return a, true
			}
		}
	}
	return engine.Action{}, false
}
