package riichi

import (
	"math/bits"
	"slices"

	"jantaku/engine"
	"jantaku/hand/shanten"
	"jantaku/tile"
)

// concealed is a seat's concealed tiles in a fixed array: they change at
// every draw and discard, and an array takes no pointer writes.
type concealed struct {
	t [handTiles + 1]tile.Tile
	n int
}

// tiles returns the tiles held, the array's own.
func (c *concealed) tiles() []tile.Tile { return c.t[:c.n] }

// add puts t into the concealed hand.
func (p *player) add(t tile.Tile) {
	// Kept sorted, so a view copies the hand rather than sorting it.
	h := &p.hand
	if h.n == len(h.t) {
		return // never: a hand holds at most 14 tiles
	}
	at := h.n
	for ; at > 0 && lessTile(t, h.t[at-1]); at-- {
		h.t[at] = h.t[at-1]
	}
	h.t[at] = t
	h.n++
	p.count(t)
}

// count adds t to the counts and masks.
func (p *player) count(t tile.Tile) {
	p.waitsOK = false
	i := kindIndex(t.Kind())
	p.cnt[i]++
	if t.Red() {
		p.reds[i]++
	}
	p.noteKind(i)
}

// noteKind brings the kind masks up to date with kind index i's counts.
func (p *player) noteKind(i int) {
	bit := uint64(1) << i
	p.held &^= bit
	p.pairs &^= bit
	p.quads &^= bit
	if p.cnt[i] > 0 {
		p.held |= bit
	}
	if p.cnt[i] >= 2 {
		p.pairs |= bit
	}
	if p.cnt[i] == 4 {
		p.quads |= bit
	}
}

// remove takes t out of the concealed hand; the caller knows it is there.
func (p *player) remove(t tile.Tile) {
	h := &p.hand
	i := h.n - 1
	for i >= 0 && h.t[i] != t {
		i--
	}
	if i < 0 {
		return
	}
	for ; i < h.n-1; i++ { // a loop beats a memmove call at this size
		h.t[i] = h.t[i+1]
	}
	h.n--
	p.waitsOK = false
	k := kindIndex(t.Kind())
	p.cnt[k]--
	if t.Red() {
		p.reds[k]--
	}
	p.noteKind(k)
}

// reset clears the seat's hand for a new deal; the score stays.
func (p *player) reset(dealt []tile.Tile) {
	*p = player{score: p.score, river: make([]engine.Discarded, 0, 24),
		sets: 4, closed: true, nagashi: true, pao: -1}
	p.hand.n = copy(p.hand.t[:], dealt)
	sortTiles(p.hand.tiles())
	for _, t := range dealt {
		p.count(t)
	}
}

// waitsNow returns the kinds that would complete the hand (one tile
// short), computed once per change of the hand.
func (p *player) waitsNow() uint64 {
	if !p.waitsOK {
		p.waits = 0
		if p.short = p.shanten(); p.short <= 0 {
			p.waits = waitMask(&p.cnt, p.sets)
		}
		p.waitsOK = true
	}
	return p.waits
}

// shanten is shantenOf of the hand, with the seven pairs and thirteen
// orphans forms read from the kind masks instead of the counts.
func (p *player) shanten() int {
	s := shanten.Regular((*shanten.Counts)(&p.cnt), 4-p.sets)
	if p.sets != 4 {
		return s
	}
	pairs, kinds := bits.OnesCount64(p.pairs), bits.OnesCount64(p.held)
	s = min(s, 6-min(pairs, 7)+max(0, 7-kinds)) // seven pairs
	ends, endPair := bits.OnesCount64(p.held&orphanMask), 0
	if p.pairs&orphanMask != 0 {
		endPair = 1
	}
	return min(s, 13-ends-endPair) // thirteen orphans
}

// plainTile is the kind index's tile without red.
func plainTile(i int) tile.Tile { return tile.Of(indexKind(i)) }

// redTile is the kind index's red tile.
func redTile(i int) tile.Tile { return tile.New(indexKind(i), true) }

// redRange returns how many reds n tiles of kind index i taken from the
// hand can hold: from most to fewest, most down to fewest.
func (p *player) redRange(i, n int) (most, fewest int) {
	plain, red := int(p.cnt[i]-p.reds[i]), int(p.reds[i])
	return min(red, n), max(0, n-plain)
}

// tilesOfKind returns the different tiles of kind index i in the hand,
// plain before red, in buf.
func (p *player) tilesOfKind(i int, buf *[2]tile.Tile) []tile.Tile {
	out := buf[:0]
	if p.cnt[i] > p.reds[i] {
		out = append(out, plainTile(i))
	}
	if p.reds[i] > 0 {
		out = append(out, redTile(i))
	}
	return out
}

// shownHand is what an open riichi shows the table: the hand without a
// fresh draw, which stays hidden until it is discarded or wins.
func (p *player) shownHand() []tile.Tile {
	h := p.sortedHand()
	if p.drew && len(h) > 0 {
		h = h[:len(h)-1]
	}
	return h
}

// sortedHand returns the hand sorted, with the fresh draw last.
func (p *player) sortedHand() []tile.Tile { return p.appendSortedHand(nil) }

// appendSortedHand appends the sorted hand, fresh draw last, to dst.
func (p *player) appendSortedHand(dst []tile.Tile) []tile.Tile {
	if !p.drew {
		return append(dst, p.hand.tiles()...)
	}
	// The hand is kept sorted: leave out one copy of the draw, put it last.
	h := p.hand.tiles()
	i := slices.Index(h, p.drawn)
	if i < 0 {
		return append(dst, h...)
	}
	dst = append(dst, h[:i]...)
	dst = append(dst, h[i+1:]...)
	return append(dst, p.drawn)
}

// meldKinds counts the sets among ms (chi aside) whose kind passes want.
func meldKinds(ms []engine.Meld, want func(tile.Kind) bool) int {
	n := 0
	for _, m := range ms {
		if m.Kind != engine.MeldChi && want(m.Tiles[0].Kind()) {
			n++
		}
	}
	return n
}

func isDragon(k tile.Kind) bool { return k >= tile.White && k <= tile.Red }
func isWind(k tile.Kind) bool   { return k >= tile.East && k <= tile.North }

// twinOfDrawn reports whether the hand holds, besides the fresh draw, the
// very same tile (same kind and redness).
func (p *player) twinOfDrawn() bool {
	i := kindIndex(p.drawn.Kind())
	same := p.cnt[i] - p.reds[i]
	if p.drawn.Red() {
		same = p.reds[i]
	}
	return same > 1
}
