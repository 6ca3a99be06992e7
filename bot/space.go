package bot

import (
	"jantaku/hand"
	"jantaku/tile"
)

// maxKinds bounds the kinds a hand of any variant holds (MOMOJAN's 41).
const maxKinds = 42

// kc counts a hand in a variant's kind space (space): index i is the
// space's i-th kind. For riichi tiles the space is package shanten's
// 34-kind index, so the first 34 entries are its Counts.
type kc [maxKinds]uint8

// space numbers the kinds a variant's hands hold (flowers, set aside,
// are not among them), and says what the expert's readings need of each:
// its suit and number when it is a numbered tile.
type space struct {
	kinds []tile.Kind
	index [tile.NumKinds]int8 // -1 for kinds outside the space
	// num[i] is the number 1-9 of a numbered kind, 0 otherwise.
	num []int8
}

func newSpace(set *tile.Set) *space {
	sp := &space{}
	for i := range sp.index {
		sp.index[i] = -1
	}
	for _, k := range set.Kinds() {
		if su := k.Suit(); su == tile.Flower || su == tile.Animal || len(sp.kinds) == maxKinds {
			continue
		}
		sp.index[k] = int8(len(sp.kinds))
		sp.kinds = append(sp.kinds, k)
		n := int8(0)
		if k.Suit().Numbered() {
			n = int8(k.Number())
		}
		sp.num = append(sp.num, n)
	}
	return sp
}

func (sp *space) n() int { return len(sp.kinds) }

// of returns the index of kind k, or -1.
func (sp *space) of(k tile.Kind) int { return int(sp.index[k]) }

// counts reads hand counts into the space.
func (sp *space) counts(c *hand.Counts) kc {
	var out kc
	for i, k := range sp.kinds {
		out[i] = c[k]
	}
	return out
}

// hand writes space counts back as hand counts.
func (sp *space) hand(c *kc) hand.Counts {
	var out hand.Counts
	for i, k := range sp.kinds {
		out[k] = c[i]
	}
	return out
}

// next reports whether index j is the kind after i in the same numbered
// suit (a sequence's neighbour).
func (sp *space) next(i, j int) bool {
	return j < len(sp.kinds) && sp.num[i] > 0 && sp.num[j] == sp.num[i]+1 && sp.kinds[j] == sp.kinds[i]+1
}

// pack packs counts of at most 7 into two words, 3 bits a kind.
func pack(c *kc) [2]uint64 {
	var k [2]uint64
	for i := range 21 {
		k[0] |= uint64(c[i]&7) << (3 * i)
		k[1] |= uint64(c[21+i]&7) << (3 * i)
	}
	return k
}
