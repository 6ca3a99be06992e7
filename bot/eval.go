package bot

import (
	"jantaku/hand"
	"jantaku/tile"
)

// evaluator measures hands for one variant with reusable buffers.
type evaluator struct {
	a       *Adapter
	d       hand.Distancer
	kinds   []tile.Kind // of the variant's set
	choices []choice
	// Scratch counts: hands passed through func values would otherwise
	// escape to the heap at every call.
	forms, work, call hand.Counts
	h34               hand34 // the riichi path (riichi34.go)
}

func newEvaluator(a *Adapter) *evaluator {
	return &evaluator{a: a, d: hand.Distancer{Grammar: a.Grammar, Wild: a.Wild}, kinds: a.Set.Kinds()}
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

// within reports whether distance(c, melds) <= target, measuring no
// more than it must (hand.Distancer.Within).
func (e *evaluator) within(c *hand.Counts, melds, target int) bool {
	if e.a.Riichi34 {
		return riichiDistance(c, melds) <= target
	}
	if e.a.Forms != nil {
		e.forms = *c
		if e.a.Forms(&e.forms, melds) <= target {
			return true
		}
	}
	pair := boolInt(e.a.Pair)
	return e.d.Within(c, (c.Total()+1-2*pair)/3, e.a.Pair, target)
}

// helps marks in near the kinds a tile of which may bring c nearer (or
// make it complete, if complete is set); for the others the distance of c
// with it is that of c (hand.Distancer.Helps). Special forms count kinds, and
// a tile that changes the sets a hand needs changes every reading: it
// returns false where it cannot tell, and every kind may help.
func (e *evaluator) helps(c *hand.Counts, complete bool, near *[tile.NumKinds]bool) bool {
	pair := boolInt(e.a.Pair)
	if t := c.Total(); e.a.Riichi34 || e.a.Forms != nil || (t+1-2*pair)/3 != (t+2-2*pair)/3 {
		return false
	}
	for _, k := range e.kinds {
		near[k] = e.d.Helps(c, k, complete)
	}
	return true
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
	if c[k] > 0 || k == e.a.Wild || hand.NearInSuit(c, k) {
		return true
	}
	// Other grammars' blocks cross suits (MOMOJAN): Helps knows them.
	return e.a.Grammar != hand.Grammar(hand.Standard{}) && e.d.Helps(c, k, false)
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
	return c[k] <= 1 && !hand.NearInSuit(c, k)
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

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
