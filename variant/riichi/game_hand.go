package riichi

import (
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

// add puts t into the concealed hand.
func (p *player) add(t tile.Tile) {
	p.hand = append(p.hand, t)
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
	p.redHeld &^= bit
	if p.cnt[i] > 0 {
		p.held |= bit
	}
	if p.cnt[i] >= 2 {
		p.pairs |= bit
	}
	if p.cnt[i] == 4 {
		p.quads |= bit
	}
	if p.reds[i] > 0 {
		p.redHeld |= bit
	}
}

// remove takes t out of the concealed hand; the caller knows it is there.
func (p *player) remove(t tile.Tile) {
	// From the end: the fresh draw, the likeliest discard, is last.
	i := len(p.hand) - 1
	for i >= 0 && p.hand[i] != t {
		i--
	}
	if i < 0 {
		return
	}
	p.hand = append(p.hand[:i], p.hand[i+1:]...)
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
	*p = player{score: p.score, hand: make([]tile.Tile, 0, 14), river: make([]engine.Discarded, 0, 24),
		sets: 4, closed: true, nagashi: true, pao: -1}
	for _, t := range dealt {
		p.add(t)
	}
}

// waitsNow returns the kinds that would complete the hand (one tile
// short), computed once per change of the hand.
func (p *player) waitsNow() uint64 {
	if !p.waitsOK {
		p.waits = 0
		if p.short = shantenOf(&p.cnt, p.sets); p.short <= 0 {
			p.waits = waitMask(&p.cnt, p.sets)
		}
		p.waitsOK = true
	}
	return p.waits
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
	start := len(dst)
	dst = append(dst, p.hand...)
	if p.drew {
		if i := slices.Index(dst[start:], p.drawn); i >= 0 {
			dst = slices.Delete(dst, start+i, start+i+1)
		}
	}
	sortTiles(dst[start:])
	if p.drew {
		dst = append(dst, p.drawn)
	}
	return dst
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
