package riichi

import (
	"fmt"
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

// The wall: 136 tiles, 13 to each seat, 70 live tiles to draw, and the
// dead wall of 14 (4 replacement draws for kans, 5 dora indicators and the
// 5 ura indicators under them). Each kan's replacement draw shortens the
// live wall by one, so the live tiles left are 70 - draws - kans.
const (
	handTiles   = 13
	liveTiles   = 70
	rinshanSize = 4
	doraSize    = 5
)

// wall is one hand's undealt tiles in the order they will be met.
type wall struct {
	live    []tile.Tile
	next    int // live tiles drawn
	rinshan [rinshanSize]tile.Tile
	rinNext int // replacement tiles drawn
	dora    [doraSize]tile.Tile
	ura     [doraSize]tile.Tile
	shown   int // dora indicators revealed
}

// left is how many live tiles may still be drawn.
func (w *wall) left() int { return len(w.live) - w.next - w.rinNext }

// undrawn returns every tile still in the wall, dead wall included.
func (w *wall) undrawn(out []tile.Tile) []tile.Tile {
	out = append(out, w.live[w.next:]...)
	out = append(out, w.rinshan[w.rinNext:]...)
	out = append(out, w.dora[:]...)
	return append(out, w.ura[:]...)
}

// HandScript fixes one hand's tiles for a scripted game, by seat (seat 0
// is the first dealer): the 13 tiles dealt to each seat, the live draws in
// order (the dealer's first draw first), the kan replacement draws in
// order, the dora indicators in order of revealing and the ura indicators.
// Tiles the script leaves out are filled from the rest of the set in a
// fixed order; a hand that runs past its listed draws draws those.
type HandScript struct {
	Hands   [Seats][]tile.Tile
	Draws   []tile.Tile
	Rinshan []tile.Tile
	Dora    []tile.Tile
	Ura     []tile.Tile
	// Start, on the first hand only, begins the game at a later hand: a
	// record (a shared log of one hand, say) that starts mid-game.
	Start *Start `json:",omitempty"`
}

// Start is where a scripted game begins when not at East 1: the round
// wind (0 East, 1 South ...), the dealer's seat, the counters, the
// deposits on the table and the scores.
type Start struct {
	Wind, Dealer, Honba, Sticks int
	Scores                      [Seats]int
}

// check reports what makes st impossible.
func (st *Start) check() string {
	switch {
	case st.Wind < 0 || st.Wind > 3:
		return "start wind must be 0 to 3"
	case st.Dealer < 0 || st.Dealer >= Seats:
		return "start dealer must be a seat"
	case st.Honba < 0 || st.Sticks < 0:
		return "start counters and deposits must not be negative"
	}
	return ""
}

// ScriptError says why a HandScript cannot be dealt.
type ScriptError struct {
	Hand int
	Msg  string
}

func (e *ScriptError) Error() string {
	return fmt.Sprintf("riichi: scripted hand %d: %s", e.Hand, e.Msg)
}

// scriptedDeal builds the hands and wall of hs from set.
func scriptedDeal(set *tile.Set, hs HandScript, n int) ([Seats][]tile.Tile, wall, error) {
	var hands [Seats][]tile.Tile
	var w wall
	fail := func(msg string) ([Seats][]tile.Tile, wall, error) { return hands, w, &ScriptError{Hand: n, Msg: msg} }
	var known []tile.Tile
	for s, h := range hs.Hands {
		if len(h) != handTiles {
			return fail(fmt.Sprintf("seat %d is dealt %d tiles, want %d", s, len(h), handTiles))
		}
		known = append(known, h...)
	}
	switch {
	case len(hs.Draws) > liveTiles:
		return fail("more draws than the live wall holds")
	case len(hs.Rinshan) > rinshanSize, len(hs.Dora) > doraSize, len(hs.Ura) > doraSize:
		return fail("more kan draws or indicators than the dead wall holds")
	}
	known = append(append(append(append(known, hs.Draws...), hs.Rinshan...), hs.Dora...), hs.Ura...)
	if err := set.Check(known); err != nil {
		return fail(err.Error())
	}
	rest := remaining(set, known)
	take := func(given []tile.Tile, size int) []tile.Tile {
		out := slices.Clone(given)
		for len(out) < size {
			out = append(out, rest[0])
			rest = rest[1:]
		}
		return out
	}
	for s := range hands {
		hands[s] = slices.Clone(hs.Hands[s])
	}
	w.live = take(hs.Draws, liveTiles)
	copy(w.rinshan[:], take(hs.Rinshan, rinshanSize))
	copy(w.dora[:], take(hs.Dora, doraSize))
	copy(w.ura[:], take(hs.Ura, doraSize))
	return hands, w, nil
}

// remaining returns the set's tiles minus used, in the set's order.
func remaining(set *tile.Set, used []tile.Tile) []tile.Tile {
	var n [256]int
	for _, t := range used {
		n[t]++
	}
	var out []tile.Tile
	for _, t := range set.All() {
		if n[t] > 0 {
			n[t]--
			continue
		}
		out = append(out, t)
	}
	return out
}

// randomDeal shuffles the set with the hand's seed and deals from dealer.
func randomDeal(all []tile.Tile, shuf engine.Shuffler, handNo int, dealer int) ([Seats][]tile.Tile, wall) {
	ts := append(all[:0:0], all...)
	r := shuf.Hand(handNo, 0)
	r.Shuffle(len(ts), func(i, j int) { ts[i], ts[j] = ts[j], ts[i] })
	var hands [Seats][]tile.Tile
	for i := 0; i < Seats; i++ {
		hands[(dealer+i)%Seats] = slices.Clone(ts[i*handTiles : (i+1)*handTiles])
	}
	pos := Seats * handTiles
	w := wall{live: ts[pos : pos+liveTiles]}
	pos += liveTiles
	copy(w.rinshan[:], ts[pos:])
	copy(w.dora[:], ts[pos+rinshanSize:])
	copy(w.ura[:], ts[pos+rinshanSize+doraSize:])
	return hands, w
}
