package bot

import (
	"jantaku/hand"
	"jantaku/tile"
)

// evaluator measures hands for one variant with reusable buffers.
type evaluator struct {
	a       *Adapter
	d       Distancer
	kinds   []tile.Kind // of the variant's set
	choices []choice
	// Scratch counts: hands passed through func values would otherwise
	// escape to the heap at every call.
	forms, work, call hand.Counts
	h34               hand34 // the riichi path (riichi34.go)
}

func newEvaluator(a *Adapter) *evaluator {
	return &evaluator{a: a, d: Distancer{Grammar: a.Grammar, Wild: a.Wild}, kinds: a.Set.Kinds()}
}

// distance returns the shanten of concealed tiles c beside melds sets: -1
// complete, 0 ready. The number of sets still needed follows from the
// number of tiles, so hands that grow (MOMOJAN) need nothing special.
func (e *evaluator) distance(c *hand.Counts, melds int) int {
	if e.a.Riichi34 {
		return riichiDistance(c, melds)
	}
	pair := boolInt(e.a.Pair)
	sets := (c.Total() + 1 - 2*pair) / 3
	x := e.d.Distance(c, sets, e.a.Pair)
	if e.a.Forms != nil {
		e.forms = *c
		x = min(x, e.a.Forms(&e.forms, melds))
	}
	return x
}

// acceptance counts the unseen tiles that bring c (one tile short of a
// full hand) closer than base. Only kinds next to held tiles can help a
// regular hand, so the wild joker and those kinds are tried. (Riichi tiles
// take the faster path of riichi34.go.)
func (e *evaluator) acceptance(m *Model, c *hand.Counts, melds, base int) int {
	n := 0
	for _, k := range e.kinds {
		if !e.near(c, k) {
			continue
		}
		u := m.Unseen(k)
		if u == 0 {
			continue
		}
		c[k]++
		if e.distance(c, melds) < base {
			n += u
		}
		c[k]--
	}
	return n
}

func (e *evaluator) near(c *hand.Counts, k tile.Kind) bool {
	if c[k] > 0 || k == e.a.Wild {
		return true
	}
	if !k.Suit().Numbered() {
		return false
	}
	for d := -2; d <= 2; d++ {
		j := int(k) + d
		if d != 0 && j >= 0 && j < tile.NumKinds && tile.Kind(j).Suit() == k.Suit() && c[j] > 0 {
			return true
		}
	}
	// MOMOJAN's sets cross suits: every number may matter.
	return e.a.Grammar == hand.Grammar(hand.Momojan{})
}

// choice is one discard candidate's measures.
type choice struct {
	kind     tile.Kind
	dist     int
	accept   int
	isolated bool
}

// discards measures every kind the seat may discard (allowed), counting
// acceptance only where two or more are at the best distance. The riichi
// tile kinds take discards34, which gives the same numbers faster.
func (e *evaluator) discards(m *Model, allowed *[tile.NumKinds]bool) []choice {
	if e.a.Riichi34 {
		return e.discards34(m, allowed)
	}
	e.work = m.Own
	c := &e.work
	out := e.choices[:0]
	best := 99
	for k, n := range c {
		kind := tile.Kind(k)
		if n == 0 || !allowed[kind] {
			continue
		}
		c[k]--
		d := e.distance(c, m.Melds)
		c[k]++
		out = append(out, choice{kind: kind, dist: d, isolated: isolated(c, kind)})
		best = min(best, d)
	}
	ties := countAt(out, best)
	for i := range out {
		if out[i].dist == best && ties > 1 {
			c[out[i].kind]--
			out[i].accept = e.acceptance(m, c, m.Melds, best)
			c[out[i].kind]++
		}
	}
	e.choices = out
	return out
}

// countAt counts the choices at distance d.
func countAt(out []choice, d int) int {
	n := 0
	for i := range out {
		if out[i].dist == d {
			n++
		}
	}
	return n
}

// isolated reports whether k has no neighbour or twin in c (c counts k).
func isolated(c *hand.Counts, k tile.Kind) bool {
	if c[k] > 1 {
		return false
	}
	if !k.Suit().Numbered() {
		return true
	}
	for d := -2; d <= 2; d++ {
		j := int(k) + d
		if d != 0 && j >= 0 && j < tile.NumKinds && tile.Kind(j).Suit() == k.Suit() && c[j] > 0 {
			return false
		}
	}
	return true
}

// better orders discard candidates for the efficient level: nearer first,
// then more acceptance, then an isolated honour or end tile before others.
func better(x, y choice) bool {
	if x.dist != y.dist {
		return x.dist < y.dist
	}
	if x.accept != y.accept {
		return x.accept > y.accept
	}
	if x.isolated != y.isolated {
		return x.isolated
	}
	return edgeRank(x.kind) > edgeRank(y.kind)
}

// edgeRank prefers discarding honours, then terminals, then 2/8 ...
func edgeRank(k tile.Kind) int {
	if !k.Suit().Numbered() {
		return 10
	}
	n := k.Number()
	return 5 - min(n-1, 9-n) // 1,9 -> 5; 2,8 -> 4; 5 -> 1
}
