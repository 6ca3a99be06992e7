package riichi

import (
	"math/bits"

	"jantaku/engine"
	"jantaku/tile"
)

// numKinds bounds the riichi kinds (7z is 37), so counts fit a small array.
const numKinds = 38

// counts holds how many tiles of each riichi kind there are.
type counts [numKinds]uint8

// setKind is the shape of one set of a reading.
type setKind uint8

const (
	sequence setKind = iota + 1
	triplet
	quad
)

// set is one set of a reading: a run, a triplet or a quad.
type set struct {
	kind  setKind
	first tile.Kind // the lowest kind of a run, the kind of a triplet
	// concealed is whether the set was made in hand: closed kans and
	// triplets not completed by a ron.
	concealed bool
	called    bool // a meld, open or closed kan
}

// reading is one way to split a regular hand: four sets and a pair.
type reading struct {
	sets [4]set
	n    int
	pair tile.Kind
}

// maxReadings bounds the readings of one hand; 14 tiles have at most 4
// (TestReadingsFitTheBuffer).
const maxReadings = 5

// decomposer splits concealed tiles into sets and one pair without
// allocating: the hot path of scoring.
type decomposer struct {
	cur reading
	out [maxReadings]reading
	n   int
}

// split finds every reading of c as need sets and a pair, appended after
// the fixed melds in base.
func (d *decomposer) split(c *counts, base reading, need int) {
	var kinds uint64
	for k := range c {
		if c[k] > 0 {
			kinds |= 1 << k
		}
	}
	d.n = 0
	if base.n+need == len(base.sets) {
		d.splitKinds(c, kinds, base.sets[:base.n])
	}
}

// splitKinds is split when the caller knows the kinds present (bit k: c[k]
// is not zero) and c holds the tiles for the sets melds leave.
func (d *decomposer) splitKinds(c *counts, kinds uint64, melds []set) {
	d.n = 0
	d.cur.n = copy(d.cur.sets[:], melds)
	d.cur.pair = 0
	d.walk(*c, kinds, false)
}

// runStartKinds has bit k for each kind a run may start at: 1-7 of a suit.
const runStartKinds = uint64(0x0fe) | 0x0fe<<10 | 0x0fe<<20

// walk reads the kinds left (bit k of left: c[k] is not zero), lowest
// first. A kind with a single tile must start a run, so those are taken in
// a loop; at any other kind settle tries each way. Each reading is found
// once. c is walk's own copy, so nothing is given back.
func (d *decomposer) walk(c counts, left uint64, havePair bool) {
	mark := d.cur.n
	for left != 0 {
		k := tile.Kind(bits.TrailingZeros64(left))
		if c[k] != 1 {
			d.settle(c, left, havePair, k)
			d.cur.n = mark
			return
		}
		if runStartKinds&(1<<k) == 0 || c[k+1] == 0 || c[k+2] == 0 || d.cur.n == len(d.cur.sets) {
			d.cur.n = mark
			return
		}
		d.cur.sets[d.cur.n] = set{kind: sequence, first: k, concealed: true}
		d.cur.n++
		left = takeRuns(&c, k, 1, left)
	}
	if havePair && d.cur.n == len(d.cur.sets) && d.n < maxReadings {
		d.out[d.n] = d.cur
		d.n++
	}
	d.cur.n = mark
}

// settle tries each way to settle kind k: some runs start there, and what
// is left of it is nothing, a pair or a triplet.
func (d *decomposer) settle(c counts, left uint64, havePair bool, k tile.Kind) {
	total := int(c[k])
	runs := 0
	if runStartKinds&(1<<k) != 0 {
		runs = min(total, int(c[k+1]), int(c[k+2]))
	}
	mark := d.cur.n
	for s := 0; s <= runs; s++ {
		rest := total - s
		switch {
		case rest == 1 || rest == 4 || mark+s > len(d.cur.sets):
			continue
		case rest == 2 && havePair:
			continue
		case rest == 3 && mark+s+1 > len(d.cur.sets):
			continue
		}
		for i := 0; i < s; i++ {
			d.cur.sets[mark+i] = set{kind: sequence, first: k, concealed: true}
		}
		d.cur.n = mark + s
		cc := c
		next := takeRuns(&cc, k, s, left) &^ (1 << k)
		switch rest {
		case 0:
			d.walk(cc, next, havePair)
		case 2:
			d.cur.pair = k
			d.walk(cc, next, true)
		case 3:
			d.cur.sets[d.cur.n] = set{kind: triplet, first: k, concealed: true}
			d.cur.n++
			d.walk(cc, next, havePair)
		}
	}
	d.cur.n = mark
}

// takeRuns removes s runs starting at k, and returns left without the
// kinds after k they use up.
func takeRuns(c *counts, k tile.Kind, s int, left uint64) uint64 {
	if s == 0 {
		return left
	}
	c[k] -= uint8(s)
	c[k+1] -= uint8(s)
	c[k+2] -= uint8(s)
	if c[k] == 0 {
		left &^= 1 << k
	}
	if c[k+1] == 0 {
		left &^= 2 << k
	}
	if c[k+2] == 0 {
		left &^= 4 << k
	}
	return left
}

// meldSet turns a meld into a set of a reading, if its tiles are the set
// it claims to be.
func meldSet(m *engine.Meld) (set, bool) {
	s, want := set{called: true}, 3
	switch m.Kind {
	case engine.MeldChi:
		s.kind = sequence
	case engine.MeldPon:
		s.kind = triplet
	case engine.MeldMinkan, engine.MeldKakan:
		s.kind, want = quad, 4
	case engine.MeldAnkan:
		s.kind, s.concealed, want = quad, true, 4
	default:
		return set{}, false
	}
	if len(m.Tiles) != want {
		return set{}, false
	}
	var kinds uint64 // bit k: a tile of kind k
	for _, t := range m.Tiles {
		k := t.Kind()
		if k >= numKinds {
			return set{}, false
		}
		kinds |= 1 << k
	}
	s.first = tile.Kind(bits.TrailingZeros64(kinds))
	switch {
	case !validKind(s.first):
		return set{}, false
	case s.kind == sequence: // three tiles of three kinds in a row: one of each
		return s, s.first.Suit() != tile.Honor && s.first.Number() <= 7 && kinds == 7<<s.first
	}
	return s, kinds == 1<<s.first
}
