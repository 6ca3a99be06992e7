package riichi

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// randomWin builds a winning shape from random sets and a pair, some of
// them called, with no kind used more than four times.
func randomWin(rng *rand.Rand) (Hand, WinContext, bool) {
	var used counts
	take := func(k tile.Kind, n int) bool {
		if int(used[k])+n > 4 {
			return false
		}
		used[k] += uint8(n)
		return true
	}
	var h Hand
	for len(h.Melds)*3+len(h.Concealed) < 12 {
		k := riichiKinds[rng.IntN(len(riichiKinds))]
		run := k.Suit() != tile.Honor && k.Number() <= 7 && rng.IntN(2) == 0
		var ts []tile.Tile
		switch {
		case run && used[k] < 4 && used[k+1] < 4 && used[k+2] < 4:
			take(k, 1)
			take(k+1, 1)
			take(k+2, 1)
			ts = []tile.Tile{tile.Of(k), tile.Of(k + 1), tile.Of(k + 2)}
		case !run && take(k, 3):
			ts = []tile.Tile{tile.Of(k), tile.Of(k), tile.Of(k)}
		default:
			continue
		}
		if rng.IntN(4) == 0 {
			kind := engine.MeldChi
			if !run {
				kind = []engine.MeldKind{engine.MeldPon, engine.MeldAnkan, engine.MeldMinkan}[rng.IntN(3)]
				if kind != engine.MeldPon {
					if !take(k, 1) {
						continue
					}
					ts = append(ts, tile.Of(k))
				}
			}
			h.Melds = append(h.Melds, engine.Meld{Kind: kind, Tiles: ts, Called: 0})
		} else {
			h.Concealed = append(h.Concealed, ts...)
		}
	}
	pair := riichiKinds[rng.IntN(len(riichiKinds))]
	if !take(pair, 2) || len(h.Concealed) == 0 && rng.IntN(2) == 0 {
		return Hand{}, WinContext{}, false
	}
	h.Concealed = append(h.Concealed, tile.Of(pair), tile.Of(pair))
	h.Win = h.Concealed[rng.IntN(len(h.Concealed))]
	ctx := WinContext{Tsumo: rng.IntN(2) == 0, Winner: rng.IntN(Seats), Dealer: rng.IntN(Seats),
		RoundWind: tile.East + tile.Kind(rng.IntN(2)), Honba: rng.IntN(3), Sticks: rng.IntN(3),
		Dora: []tile.Tile{tile.Of(riichiKinds[rng.IntN(len(riichiKinds))])}}
	ctx.From = (ctx.Winner + 1 + rng.IntN(Seats-1)) % Seats
	return h, ctx, true
}

// TestRandomWins checks properties of random winning shapes: each is a win
// or has no yaku; a win is worth something; its deltas move only the
// sticks; riichi (for a concealed hand) never lowers its value; and a
// reused Evaluator gives what a fresh Evaluate gives.
func TestRandomWins(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	r := DefaultRules()
	var ev Evaluator
	wins := 0
	for n := 0; n < 20000; n++ {
		h, ctx, ok := randomWin(rng)
		if !ok {
			continue
		}
		s, err := Evaluate(&r, h, ctx)
		if errors.Is(err, ErrNoYaku) {
			continue
		}
		if err != nil {
			t.Fatalf("%s %v: %v", tile.Format(h.Concealed), h.Melds, err)
		}
		wins++
		if s.Points <= 0 {
			t.Fatalf("%s: worth %d", tile.Format(h.Concealed), s.Points)
		}
		sum := 0
		for _, d := range Deltas(&r, s, ctx) {
			sum += d
		}
		if sum != ctx.Sticks*r.RiichiStick {
			t.Fatalf("%s: deltas sum to %d", tile.Format(h.Concealed), sum)
		}
		if again, err := ev.Evaluate(&r, h, ctx); err != nil || !reflect.DeepEqual(again, s) {
			t.Fatalf("%s: the reused Evaluator gives %+v %v, want %+v", tile.Format(h.Concealed), again, err, s)
		}
		if closed(h) {
			rc := ctx
			rc.Riichi = true
			withRiichi, err := Evaluate(&r, h, rc)
			if err != nil || withRiichi.Points < s.Points {
				t.Fatalf("%s: riichi makes %d %v from %d", tile.Format(h.Concealed), withRiichi.Points, err, s.Points)
			}
		}
	}
	t.Logf("%d wins of %d hands", wins, 20000)
	if wins < 1000 {
		t.Errorf("only %d wins among the random hands", wins)
	}
}

func closed(h Hand) bool {
	for _, m := range h.Melds {
		if m.Kind != engine.MeldAnkan {
			return false
		}
	}
	return true
}
