package suzume

import (
	"jantaku/hand"
	"jantaku/tile"
)

// Item is one scoring item of a valued hand: Count times the table's value
// makes Points.
type Item struct {
	ID     YakuID `json:"id"`
	Count  int    `json:"count"`
	Points int    `json:"points"`
}

// Value is a winning shape's worth under the rules.
type Value struct {
	Points int  `json:"points"` // what the hand is paid, the dealer's bonus included
	Base   int  `json:"base"`   // the same without the dealer's bonus: what the minimum is measured on
	Limit  bool `json:"limit"`  // a limit hand (役満): bonuses were not counted
	Items  []Item
	Groups []hand.Group `json:"-"`
}

// Context is what a hand's value depends on besides its tiles.
type Context struct {
	Dora   []tile.Tile // revealed dora tiles
	Dealer bool
}

// handTiles is the size of a winning hand: two sets of three.
const handTiles = 6

// Evaluate values tiles as a finished hand of two sets (9 never joins 1,
// 發 and 中 make only triplets) and returns the best reading. It reports
// false when the tiles make no two sets. The minimum is not checked here.
func (r *Rules) Evaluate(tiles []tile.Tile, ctx Context) (Value, bool) {
	if len(tiles) != handTiles {
		return Value{}, false
	}
	readings := hand.Decompose(hand.CountsOf(tiles), hand.Standard{}, hand.Shape{Sets: 2})
	var best Value
	var bestCounts []int
	for _, rd := range readings {
		f := Features{Tiles: tiles, Groups: rd.Groups, Dora: ctx.Dora, Dealer: ctx.Dealer}
		counts := make([]int, len(r.Yaku))
		v := r.total(&f, counts)
		if bestCounts == nil || v.Points > best.Points {
			best, bestCounts = v, counts
			best.Groups = rd.Groups
		}
	}
	if bestCounts == nil {
		return Value{}, false
	}
	best.Items = r.items(bestCounts)
	return best, true
}

// total counts every table item into counts and sums the value: sets always,
// then either the highest limit hand or every bonus, then the dealer's bonus.
func (r *Rules) total(f *Features, counts []int) Value {
	var sets, bonus, limit, dealerPts int
	limitAt := -1
	for i, y := range r.Yaku {
		counts[i] = y.Count(f)
		pts := counts[i] * y.Value
		switch y.Class {
		case ClassSet:
			sets += pts
		case ClassBonus:
			bonus += pts
		case ClassLimit:
			if pts > limit {
				limit, limitAt = pts, i
			}
		case ClassDealer:
			dealerPts += pts
		}
	}
	v := Value{Base: sets + bonus}
	if limitAt >= 0 {
		v = Value{Base: sets + limit, Limit: true}
		for i, y := range r.Yaku {
			if y.Class == ClassBonus || y.Class == ClassLimit && i != limitAt {
				counts[i] = 0
			}
		}
	}
	v.Points = v.Base + dealerPts
	return v
}

func (r *Rules) items(counts []int) []Item {
	out := []Item{}
	for i, y := range r.Yaku {
		if counts[i] > 0 {
			out = append(out, Item{ID: y.ID, Count: counts[i], Points: counts[i] * y.Value})
		}
	}
	return out
}

// WinValue values a hand as a win: it reports false when the tiles make no
// two sets or fall short of the minimum (the dealer's bonus not counted).
func (r *Rules) WinValue(tiles []tile.Tile, ctx Context) (Value, bool) {
	v, ok := r.Evaluate(tiles, ctx)
	return v, ok && v.Base >= r.MinPoints
}

// Furiten reports whether a player who discarded discards may not ron t:
// one of them has t's number or honour, whatever its colour.
func Furiten(discards []tile.Tile, t tile.Tile) bool {
	for _, d := range discards {
		if d.Kind() == t.Kind() {
			return true
		}
	}
	return false
}

// Share is what each other player pays on a tsumo of points among players:
// the points split among the others, rounded up.
func Share(points, players int) int {
	if players < 2 {
		return 0
	}
	others := players - 1
	return (points + others - 1) / others
}
