package maiko

import (
	"jantaku/engine"
	"jantaku/hand/shanten"
	"jantaku/tile"
	"jantaku/variant/riichi"
)

// shantenIndex is a riichi kind's index in shanten.Counts.
func shantenIndex(k tile.Kind) int {
	if k.Suit() == tile.Honor {
		return 27 + k.Number() - 1
	}
	return int(k.Suit())*9 + k.Number() - 1
}

// greedy takes every win and riichi (a nominated riichi one time in two,
// a chombo ron one time in eight),
// never calls, and otherwise discards a tile that leaves the fewest
// exchanges to ready: wins and dummy checks come often.
func greedy(v engine.View, legal []engine.Action, r *engine.Rand) engine.Action {
	for _, want := range []engine.ActionType{engine.Tsumo, engine.Ron, engine.Riichi} {
		var of []engine.Action
		for _, a := range legal {
			if a.Type == want && (a.Flag != riichi.FlagChombo || r.IntN(8) == 0) {
				of = append(of, a)
			}
		}
		if len(of) > 0 {
			return of[r.IntN(len(of))]
		}
	}
	var c shanten.Counts
	me := v.Players[v.Seat]
	for _, t := range me.Hand {
		c[shantenIndex(t.Kind())]++
	}
	best, bestN := -1, 99
	for i, a := range legal {
		switch a.Type {
		case engine.Pass:
			if a.Flag != "" { // the 割れ目 choice: either
				return legal[r.IntN(len(legal))]
			}
			return a
		case engine.Discard:
			k := shantenIndex(a.Tile.Kind())
			c[k]--
			n := shanten.Of(&c, len(me.Melds))
			c[k]++
			if n < bestN || n == bestN && r.IntN(2) == 0 {
				best, bestN = i, n
			}
		}
	}
	if best >= 0 {
		return legal[best]
	}
	return legal[r.IntN(len(legal))]
}
