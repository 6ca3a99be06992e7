package server

import (
	"fmt"
	"path/filepath"
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
	"jantaku/variants"
)

// startVariantsServer starts a test server that plays every variant.
func startVariantsServer(t *testing.T, cfg Config) *testServer {
	t.Helper()
	ts := startServerWith(t, filepath.Join(t.TempDir(), "db"), cfg)
	ts.srv.cfg.Variants = variants.Registry()
	return ts
}

// A chi sent with its two tiles in the other order is the same chi: the
// server applies the game's own entry, so riichi's kuikae rule still
// forbids discarding the called kind and its suji right after.
func TestReversedChiKeepsKuikae(t *testing.T) {
	ts := startVariantsServer(t, Config{BetweenHands: -1}) // the person plays on without confirming results
	found := 0
	for seed := 1; seed <= 6 && found < 3; seed++ {
		c := ts.create(t, fmt.Sprintf(`{"variant": "riichi", "seed": %d, "seats": [
			{"kind": "bot", "level": "random"}, {"kind": "human"}, {"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}]}`, seed))
		ws := ts.dial(t, c.ID, c.Seats[1].Token)
		var forbidden []tile.Kind // set right after our chi
		var answered []engine.Action
		for steps := 0; steps < 3000; steps++ {
			m := ws.recv()
			if m.Type == "error" {
				t.Fatalf("seed %d: %s: %s", seed, m.Code, m.Error)
			}
			if m.View == nil || m.View.Over {
				break
			}
			legal := m.View.Legal
			if answered != nil { // until our answer is applied, views repeat the question
				if fmt.Sprint(legal) == fmt.Sprint(answered) {
					continue
				}
				answered = nil
			}
			if len(legal) == 0 {
				continue
			}
			if forbidden != nil && slices.ContainsFunc(legal, func(a engine.Action) bool { return a.Type == engine.Discard }) {
				hand := m.View.Players[1].Hand
				for _, k := range forbidden {
					held := slices.ContainsFunc(hand, func(h tile.Tile) bool { return h.Kind() == k })
					discardable := slices.ContainsFunc(legal, func(a engine.Action) bool { return a.Type == engine.Discard && a.Tile.Kind() == k })
					if discardable {
						t.Fatalf("seed %d: after a reversed chi, %v may be discarded: legal %v", seed, k, legal)
					}
					if held {
						found++
					}
				}
				forbidden = nil
				if found >= 3 {
					break
				}
			}
			a := legal[0]
			if i := slices.IndexFunc(legal, func(a engine.Action) bool { return a.Type == engine.Chi }); i >= 0 {
				a = legal[i]
				forbidden = chiForbidden(a)
				a.Tiles = []tile.Tile{a.Tiles[1], a.Tiles[0]}
			} else if i := slices.IndexFunc(legal, func(a engine.Action) bool { return a.Type == engine.Pass }); i >= 0 {
				a = legal[i]
			}
			ws.send(map[string]any{"type": "act", "action": a})
			answered = legal
		}
		ws.conn.CloseNow()
	}
	if found == 0 {
		t.Fatal("no chi left a forbidden tile in the hand; the test checked nothing")
	}
	t.Logf("%d forbidden tiles held after reversed chis, none discardable", found)
}

// chiForbidden returns the kinds riichi's kuikae rule forbids right after
// chi a: the called kind, and its suji when the called tile ends the run.
func chiForbidden(a engine.Action) []tile.Kind {
	k := a.Tile.Kind()
	lo, hi := min(a.Tiles[0].Kind(), a.Tiles[1].Kind()), max(a.Tiles[0].Kind(), a.Tiles[1].Kind())
	out := []tile.Kind{k}
	switch {
	case k < lo && hi%10 < 9:
		out = append(out, hi+1)
	case k > hi && lo%10 > 1:
		out = append(out, lo-1)
	}
	return out
}
