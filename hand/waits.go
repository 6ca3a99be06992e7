package hand

import (
	"slices"

	"jantaku/tile"
)

// WaitShape is how the winning tile finished its group.
type WaitShape uint8

// The wait shapes. The numbers are stable.
const (
	WaitPair    WaitShape = iota + 1 // 単騎: the tile pairs a lone tile
	WaitTriplet                      // 双碰: the tile makes a pair a triplet
	WaitSide                         // 両面: an end of two in a row, as 23 waits on 1 and 4
	WaitEdge                         // 辺張: 3 to 12, or 7 to 89
	WaitClosed                       // 嵌張: the middle, as 4 to 35
)

var waitShapeNames = [...]string{"?", "pair", "triplet", "side", "edge", "closed"}

func (s WaitShape) String() string {
	if int(s) >= len(waitShapeNames) {
		return "?"
	}
	return waitShapeNames[s]
}

// WaitReading is one reading a winning tile completes: the whole hand
// with that tile, which group it finished, and how.
type WaitReading struct {
	Reading
	Group int // index in Groups of the group the winning tile finished
	Shape WaitShape
	Tile  tile.Kind // the winning kind
}

// Unfinished returns the group the winning tile finished, without that
// tile: a Single for a pair wait, else a Partial. Its As is left 0: what
// it becomes depends on the winning tile (see Target).
func (w *WaitReading) Unfinished() Group {
	g := w.Groups[w.Group]
	out := Group{Kind: Partial}
	if g.Kind == Pair {
		out.Kind = Single
	}
	dropped := false
	for _, k := range g.Made() {
		if k == w.Tile && !dropped {
			dropped = true
			continue
		}
		out.Tiles[out.N] = k
		out.N++
	}
	slices.Sort(out.Tiles[:out.N])
	return out
}

// Target is what kind of set a wait finishes, whichever tile finishes it.
type Target struct {
	Kind GroupKind // the finished group's kind
	Suit tile.Suit // for a sequence, the suit it stands for (MOMOJAN's fruit)
	As   tile.Kind // for a pair or triplet, what it stands for
}

// Target returns what kind of set the winning tile finished.
func (w *WaitReading) Target() Target {
	g := w.Groups[w.Group]
	if g.Kind == Sequence {
		return Target{Kind: Sequence, Suit: g.As.Suit()}
	}
	return Target{Kind: g.Kind, As: g.As}
}

// SameShape reports whether w and o are one reading of a tenpai hand: the
// same finished groups, the same unfinished shape and the same target, so
// that they differ only in the winning tile (23 of lemon finished by a 1 or
// a 4). MOMOJAN's furiten holds such a reading as one.
func (w *WaitReading) SameShape(o *WaitReading) bool {
	if len(w.Groups) != len(o.Groups) || w.Target() != o.Target() || w.Unfinished() != o.Unfinished() {
		return false
	}
	// Readings list their groups in one order, so the others match in turn.
	i, j := 0, 0
	for i < len(w.Groups) && j < len(o.Groups) {
		switch {
		case i == w.Group:
			i++
		case j == o.Group:
			j++
		case w.Groups[i] != o.Groups[j]:
			return false
		default:
			i, j = i+1, j+1
		}
	}
	return true
}

// Wait is one kind that completes a hand, with every reading it completes.
type Wait struct {
	Kind     tile.Kind
	Readings []WaitReading
}

// Waits returns every kind of the set that completes c, a hand one tile
// short of shape under grammar g, each with the readings it completes. A
// kind counts only while the set holds a copy the hand does not. Special
// forms (seven pairs, orphans) are the variant's to add, with Completing.
// Waits allocates its result; a Waiter reuses its memory between calls.
func Waits(c Counts, g Grammar, shape Shape, set *tile.Set) []Wait {
	var w Waiter
	ws := w.Waits(c, g, shape, set)
	if len(ws) == 0 {
		return nil
	}
	return ws
}

// Waiter finds waits and keeps its buffers between calls, for bots. The
// zero value is ready to use. The waits it returns share its memory: they
// are valid until its next call. Do not copy a Waiter once used.
type Waiter struct {
	d     Decomposer
	slab  []Group
	spans [][2]int // where in slab the groups of each of wins are
	wins  []WaitReading
	ends  []int // end in wins of each wait in out
	out   []Wait
}

// Waits is the package's Waits using w's buffers.
func (w *Waiter) Waits(c Counts, g Grammar, shape Shape, set *tile.Set) []Wait {
	w.slab, w.spans, w.wins, w.ends, w.out = w.slab[:0], w.spans[:0], w.wins[:0], w.ends[:0], w.out[:0]
	if set == nil || c.Total()+1 != shape.Tiles() {
		return w.out
	}
	w.d.prepare(g, shape)
	var try [tile.NumKinds]bool
	w.candidates(&c, g, set, &try)
	for k := range try {
		kind := tile.Kind(k)
		if !try[k] || !set.Has(kind) || set.Copies(kind) <= int(c[k]) {
			continue
		}
		w.d.c = c
		w.d.c[k]++
		rs := w.d.search()
		before := len(w.wins)
		for i := range rs {
			w.addReading(&rs[i], kind, g)
		}
		if len(w.wins) > before {
			w.out = append(w.out, Wait{Kind: kind})
			w.ends = append(w.ends, len(w.wins))
		}
	}
	w.link()
	return w.out
}

// candidates marks in try the kinds worth a search, and in the search the
// wild kinds. A winning tile lies in a group whose other tiles the hand
// holds, so for the grammars of this package only kinds near the hand can
// win; another grammar has every kind tried.
func (w *Waiter) candidates(c *Counts, g Grammar, set *tile.Set, try *[tile.NumKinds]bool) {
	switch g.(type) {
	case Standard:
		standardNear(c, try)
		return
	case Momojan:
		momojanNear(c, try)
		return
	case Malaysian:
		if c[tile.Joker] == 0 {
			// A real winning tile joins held real tiles as in the standard
			// grammar; a drawn joker may finish anything.
			standardNear(c, try)
			try[tile.Joker] = true
			w.d.skip.set(int(tile.Joker), true)
			return
		}
	}
	for k := range try {
		try[k] = true
		if c[k] > 0 || set.Has(tile.Kind(k)) {
			w.d.skip.set(k, g.Skip(tile.Kind(k)))
		}
	}
}

// addReading records each group of r the winning kind may have finished,
// all sharing one copy of r's groups. Twin groups (two alike sequences)
// give one wait reading.
func (w *Waiter) addReading(r *Reading, k tile.Kind, g Grammar) {
	at := -1
	for i := range r.Groups {
		grp := &r.Groups[i]
		if !grp.holds(k) || twinBefore(r.Groups, i) {
			continue
		}
		if at < 0 {
			at = len(w.slab)
			w.slab = append(w.slab, r.Groups...)
		}
		shapes, n := waitShapes(grp, k, g.Skip(k))
		for _, s := range shapes[:n] {
			w.spans = append(w.spans, [2]int{at, at + len(r.Groups)})
			w.wins = append(w.wins, WaitReading{Reading: Reading{Form: r.Form}, Group: i, Shape: s, Tile: k})
		}
	}
}

// link points the wait readings at their groups and the waits at their
// readings, once the buffers have stopped growing.
func (w *Waiter) link() {
	for i, sp := range w.spans {
		w.wins[i].Groups = w.slab[sp[0]:sp[1]:sp[1]]
	}
	start := 0
	for i, end := range w.ends {
		w.out[i].Readings = w.wins[start:end:end]
		start = end
	}
}

func (g *Group) holds(k tile.Kind) bool {
	for _, t := range g.Made() {
		if t == k {
			return true
		}
	}
	return false
}

func twinBefore(gs []Group, i int) bool {
	for j := 0; j < i; j++ {
		if gs[j] == gs[i] {
			return true
		}
	}
	return false
}

// waitShapes returns how winning tile k may have finished grp: one shape,
// except for a wild in a sequence, which may have taken any place no real
// tile holds.
func waitShapes(grp *Group, k tile.Kind, wild bool) ([3]WaitShape, int) {
	var out [3]WaitShape
	switch {
	case grp.Kind == Pair:
		out[0] = WaitPair
		return out, 1
	case grp.Kind != Sequence:
		out[0] = WaitTriplet
		return out, 1
	case !wild:
		out[0] = sequenceWait(grp.As.Number(), k.Number()-grp.As.Number())
		return out, 1
	}
	var held [3]bool
	for _, t := range grp.Made() {
		if t != k {
			if p := t.Number() - grp.As.Number(); p >= 0 && p < 3 {
				held[p] = true
			}
		}
	}
	n := 0
	for p, h := range held {
		s := sequenceWait(grp.As.Number(), p)
		if !h && (n == 0 || out[n-1] != s) {
			out[n] = s
			n++
		}
	}
	return out, n
}

// sequenceWait names the wait of a sequence from low finished at place p.
func sequenceWait(low, p int) WaitShape {
	switch {
	case p == 1:
		return WaitClosed
	case p == 0 && low == 7, p == 2 && low == 1:
		return WaitEdge
	}
	return WaitSide
}

// standardNear marks the kinds that can finish a standard group with the
// tiles of c: the held kinds, and the numbered kinds within two of a held
// one.
func standardNear(c *Counts, near *[tile.NumKinds]bool) {
	for k, x := range c {
		if x == 0 {
			continue
		}
		kind := tile.Kind(k)
		if !kind.Suit().Numbered() {
			near[k] = true
			continue
		}
		n := kind.Number()
		for m := max(1, n-2); m <= min(9, n+2); m++ {
			near[k+m-n] = true
		}
	}
}

// Completing returns the kinds of the set, with a copy the hand does not
// hold, whose tile makes c a finished hand by done: the waits of a special
// form (riichi's seven pairs or thirteen orphans), which Waits leaves out.
func Completing(c Counts, set *tile.Set, done func(*Counts) bool) []tile.Kind {
	var out []tile.Kind
	if set == nil {
		return nil
	}
	for k := 0; k < tile.NumKinds; k++ {
		kind := tile.Kind(k)
		if !set.Has(kind) || set.Copies(kind) <= int(c[k]) {
			continue
		}
		c[k]++
		if done(&c) {
			out = append(out, kind)
		}
		c[k]--
	}
	return out
}
