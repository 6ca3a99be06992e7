package malaysia

import (
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/sim"
)

// TestSessionEndings: the text has no end (明確な終了条件はない); the options
// end a session after N hands, at a target score, or when someone drops
// below 0.
func TestSessionEndings(t *testing.T) {
	tests := []struct {
		name   string
		opts   engine.Options
		ending string
		check  func(r engine.Result) bool
	}{
		{"after 3 hands", engine.Options{"hands": "3"}, "hands", func(r engine.Result) bool { return r.Hands == 3 }},
		{"at a target", engine.Options{"hands": "0", "target": "80"}, "target",
			func(r engine.Result) bool { return slices.Max(r.Scores) >= 80 }},
		{"below zero", engine.Options{"hands": "0", "bust": "true", "start": "10"}, "bust",
			func(r engine.Result) bool { return slices.Min(r.Scores) < 0 }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for seed := uint64(1); seed <= 5; seed++ {
				_, res, bad, err := sim.Play(Variant{}, engine.Config{Players: 3, Seed: seed, Options: tt.opts}, sim.Config{CheckEvery: 50})
				if err != nil || len(bad) > 0 {
					t.Fatalf("seed %d: %v %v", seed, err, bad)
				}
				if res.Ending != tt.ending || !tt.check(res) {
					t.Fatalf("seed %d: %+v", seed, res)
				}
			}
		})
	}
}

func TestBadOptions(t *testing.T) {
	for _, o := range []engine.Options{{"hands": "-1"}, {"target": "-5"}, {"people": "2"}, {"people": "9"},
		{"hands": "0", "target": "0", "bust": "false"}} {
		opts, err := engine.ResolveOptions(Options(), o)
		if err != nil {
			continue // out of an option's bounds
		}
		if _, err := (Variant{}).New(engine.Config{Players: 3, Options: opts}); err == nil {
			t.Errorf("%v accepted", o)
		}
	}
}

// TestRotation reads 【抜け番について】 with five people: after every hand
// the longest seated player leaves for the back of the queue and the first
// waiting one sits down in that seat.
func TestRotation(t *testing.T) {
	r, _ := NewRules(engine.Options{"people": "5", "start": "50"})
	tb := newTable(r)
	want := [][seats]int{{3, 1, 2}, {3, 4, 2}, {3, 4, 0}, {1, 4, 0}, {1, 2, 0}, {1, 2, 3}}
	for h := 1; h <= len(want); h++ {
		tb.rotate(h)
		if tb.sitting != want[h-1] {
			t.Fatalf("after hand %d: seats %v, want %v", h, tb.sitting, want[h-1])
		}
	}
	three := newTable(Rules{People: 3})
	if s := three.rotate(1); s != -1 || three.sitting != [seats]int{0, 1, 2} {
		t.Fatalf("three people rotated: seat %d, seats %v", s, three.sitting)
	}
}

// TestDealerSitsOut: 親番の人が抜けるときはサイコロを振って出た目の席の人に親番
// を渡す (自身の席の目なら代わりに入った人が親).
func TestDealerSitsOut(t *testing.T) {
	seen := map[engine.Seat]bool{}
	for seed := uint64(1); seed <= 40; seed++ {
		g := newTest(t, engine.Options{"people": "4"}, seed)
		g.dealer = 0 // seat 0 has sat longest (a tie broken by seat), so it leaves
		var evs []engine.Event
		g.hand = 0
		evs = g.endHand(evs)
		i := slices.IndexFunc(evs, func(e engine.Event) bool { return e.Type == EvSitOut })
		if i < 0 {
			t.Fatalf("seed %d: no sit-out", seed)
		}
		d := evs[i].Data.(SitOutData)
		die := engine.NewRand(engine.HandSeed(seed, 1)^diceSalt).IntN(6) + 1
		if d.Seat != 0 || d.Left != 0 || d.Joined != 3 || d.Dealer != engine.Seat((die-1)%3) || g.dealer != d.Dealer {
			t.Fatalf("seed %d: %+v, die %d", seed, d, die)
		}
		seen[d.Dealer] = true
	}
	if len(seen) != seats {
		t.Errorf("the dice gave the deal to only %v", seen)
	}
}
