package trump

import (
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// cardPool hands out the cards that tests write in the notation. A card
// written with its suit (5cH) is that card; one written without (5c) gets
// the first suit (♠♥♦♣) of its kind that the pool has not given out, so
// tests where suits do not matter stay short. Past four copies of a kind
// (some rigged stocks hold more) the suits repeat.
type cardPool struct {
	t    *testing.T
	used map[tile.Tile]int
}

// newPool reserves the suited cards of every string first.
func newPool(t *testing.T, strs ...string) *cardPool {
	t.Helper()
	p := &cardPool{t: t, used: map[tile.Tile]int{}}
	for _, s := range strs {
		for _, c := range tile.MustParse(s) {
			if c.CardSuit() != tile.NoCardSuit {
				p.used[c]++
			}
		}
	}
	return p
}

// cards parses s, giving each card without a suit the next free suit.
func (p *cardPool) cards(s string) []tile.Tile {
	out := tile.MustParse(s)
	for i, c := range out {
		if c.CardSuit() != tile.NoCardSuit || !tile.PlayingCard(c.Kind()) {
			continue
		}
		best := tile.CardOf(c.Kind(), tile.Spades)
		for _, cs := range tile.CardSuits {
			if x := tile.CardOf(c.Kind(), cs); p.used[x] < p.used[best] {
				best = x
			}
		}
		p.used[best]++
		out[i] = best
	}
	return out
}

// sameCards reports whether got is want, where a card of want written
// without its suit stands for any card of its kind.
func sameCard(want, got tile.Tile) bool {
	if want.CardSuit() == tile.NoCardSuit {
		return want.Kind() == got.Kind()
	}
	return want == got
}

// matches reports whether the legal action got is the test's want, whose
// cards may be written without suits.
func matches(want, got engine.Action) bool {
	if want.Type != got.Type || want.Flag != got.Flag || !sameCard(want.Tile, got.Tile) || len(want.Tiles) != len(got.Tiles) {
		return false
	}
	for i := range want.Tiles {
		if !sameCard(want.Tiles[i], got.Tiles[i]) {
			return false
		}
	}
	return true
}

// legalAs returns the legal action of seat that the test's a names.
func legalAs(g *Game, seat engine.Seat, a engine.Action) (engine.Action, bool) {
	legal := g.Legal(seat)
	i := slices.IndexFunc(legal, func(l engine.Action) bool { return matches(a, l) })
	if i < 0 {
		return a, false
	}
	return legal[i], true
}
