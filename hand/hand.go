// Package hand analyses hands for every variant: it splits a hand into sets
// and a pair under a variant's set grammar, finds the waits of a hand one
// tile short, and counts how far a hand is from ready: Distancer under any
// grammar, package shanten for riichi's tiles by table. It knows tiles and
// shapes, never points or yaku.
//
// Every variant's set grammar lives here, and the variants only choose and
// combine:
//
//   - Standard: riichi, maiko, すずめ雀 (Shape{Sets: 2}) and トランプ麻雀
//     (Shape{Sets: 2, Pair: true}).
//   - Momojan: MOMOJAN's wild peach suit and cross-suit number sets, with
//     PairAndSets for hands that grow.
//   - Malaysian: 飛 jokers standing in for any tile of a set.
//
// Decompose (or a reusable Decomposer) lists a hand's readings; Waits (or a
// reusable Waiter) lists the winning kinds of a hand one tile short, each
// with the readings it completes and how. The special forms are small
// functions: Pairs, WildPairs, IsOrphans, MalaysianOrphans and the Trump
// forms.
package hand

import (
	"encoding/binary"

	"jantaku/tile"
)

// Counts holds how many tiles of each kind a hand has.
type Counts [tile.NumKinds]uint8

// CountsOf counts tiles by kind, red or not.
func CountsOf(ts []tile.Tile) Counts {
	var c Counts
	for _, t := range ts {
		c[t.Kind()]++
	}
	return c
}

// Total returns the number of tiles counted.
func (c *Counts) Total() int {
	// Eight counts at a time: add byte pairs into 16-bit lanes, then the
	// lanes, so no count overflows into its neighbour.
	const lanes, ones = 0x00ff00ff00ff00ff, 0x0001000100010001
	n, i := 0, 0
	for ; i+8 <= len(c); i += 8 {
		x := binary.LittleEndian.Uint64(c[i : i+8])
		x = x&lanes + x>>8&lanes
		n += int(x * ones >> 48)
	}
	for ; i < len(c); i++ {
		n += int(c[i])
	}
	return n
}

// GroupKind is the shape of a group in a reading.
type GroupKind uint8

// The group shapes. The numbers are stable.
const (
	Pair GroupKind = iota + 1
	Sequence
	Triplet
	Quad
	Single  // an unfinished lone tile, in the readings of waits
	Partial // an unfinished two-tile shape, in the readings of waits
	// MixedTriplet is MOMOJAN's sun or moon triplet with one of its three
	// tiles replaced by a number 1 (As is the sun or moon). It is a set and
	// a triplet for every purpose except the sun and moon yaku.
	MixedTriplet
)

var groupKindNames = [...]string{"?", "pair", "sequence", "triplet", "quad", "single", "partial", "mixed triplet"}

func (k GroupKind) String() string {
	if int(k) >= len(groupKindNames) {
		return "?"
	}
	return groupKindNames[k]
}

// IsTriplet reports whether groups of kind k count as triplets (刻子):
// Triplet and MixedTriplet.
func (k GroupKind) IsTriplet() bool { return k == Triplet || k == MixedTriplet }

// Group is one set or pair of a reading.
type Group struct {
	Kind GroupKind
	// Tiles are the kinds the group is made of (Tiles[:N]); they differ from
	// the kinds it stands for where a wild tile fills in.
	Tiles [4]tile.Kind
	N     uint8
	// As is what the group stands for: the lowest kind of a sequence, the
	// kind of a triplet or pair. Grammars with cross-suit sets say what
	// they put here.
	As tile.Kind
}

// Of returns a group of kind k made of ts, standing for as.
// A group holds at most four tiles; Of keeps the first four.
func Of(k GroupKind, as tile.Kind, ts ...tile.Kind) Group {
	g := Group{Kind: k, As: as}
	g.N = uint8(copy(g.Tiles[:], ts))
	return g
}

// Made returns the kinds the group is made of (at most four, whatever N
// says).
func (g *Group) Made() []tile.Kind { return g.Tiles[:min(g.N, 4)] }

// Reading is one way to split a hand: its groups, sets and the pair.
type Reading struct {
	Groups []Group
	Form   Form
}

// Form is a whole-hand shape.
type Form uint8

// The hand forms.
const (
	Regular      Form = iota // sets and (usually) a pair
	SevenPairs               // 七対子
	FourPairs                // トランプ 四対子
	Orphans                  // 国士無双 and its variants
	EightInARow              // トランプ 八連
	AcesAndNines             // トランプ AAAA9999
)

var formNames = [...]string{"regular", "seven pairs", "four pairs", "orphans", "eight in a row", "aces and nines"}

func (f Form) String() string {
	if int(f) >= len(formNames) {
		return "?"
	}
	return formNames[f]
}

// Pair returns the reading's pair, if it has one.
func (r *Reading) Pair() (Group, bool) {
	for _, g := range r.Groups {
		if g.Kind == Pair {
			return g, true
		}
	}
	return Group{}, false
}
