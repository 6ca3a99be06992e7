package malaysia_test

import (
	"jantaku/engine"
	"jantaku/tile"
)

// greedy is a test bot that wins whenever it may, takes kans, sets
// flowers aside, swaps 飛 back, calls now and then, and discards its least
// connected tile, so simulated hands reach wins, kans and reductions.
func greedy(v engine.View, legal []engine.Action, r *engine.Rand) engine.Action {
	best, bestRank := legal[0], -1
	for _, a := range legal {
		rank := 0
		switch a.Type {
		case engine.Tsumo, engine.Ron:
			rank = 10
		case engine.Ankan, engine.Kakan, engine.Minkan, engine.Swap:
			rank = 8
		case engine.Flower:
			if a.Tile.Kind() != tile.Joker {
				rank = 7
			}
		case engine.Pon, engine.Chi:
			rank = 2 * r.IntN(2) // half the time
		case engine.Pass:
			rank = 1
		}
		if rank > bestRank {
			best, bestRank = a, rank
		}
	}
	if best.Type != engine.Discard && bestRank > 0 {
		return best
	}
	return worstDiscard(v, legal)
}

// worstDiscard picks the discard whose tile has the fewest helpers in hand.
func worstDiscard(v engine.View, legal []engine.Action) engine.Action {
	var c [tile.NumKinds]int
	for _, t := range v.Players[v.Seat].Hand {
		c[t.Kind()]++
	}
	best, bestScore := engine.Action{}, 1<<30
	for _, a := range legal {
		if a.Type != engine.Discard {
			continue
		}
		k := a.Tile.Kind()
		s := 4 * c[k]
		switch {
		case k == tile.Joker:
			s = 100
		case k.Suit() == tile.Pin:
			for d := -2; d <= 2; d++ {
				n := k.Number() + d
				if d != 0 && n >= 1 && n <= 9 {
					s += c[int(k)+d] * (3 - abs(d))
				}
			}
		case k.Suit() != tile.Honor:
			s = -1 // a flower kept back: let it go
		}
		if s < bestScore {
			best, bestScore = a, s
		}
	}
	return best
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
