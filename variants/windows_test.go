package variants_test

import (
	"encoding/json"
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/variants"
)

// randomPlay picks a legal action for seat, preferring calls and wins now
// and then so that games reach their windows' every outcome.
func randomPlay(r *engine.Rand, legal []engine.Action) engine.Action {
	a := legal[r.IntN(len(legal))]
	for _, b := range legal {
		switch b.Type {
		case engine.Ron, engine.Tsumo:
			if r.IntN(2) == 0 {
				return b
			}
		case engine.Chi, engine.Pon, engine.Minkan:
			if r.IntN(3) == 0 {
				a = b
			}
		}
	}
	return a
}

// seen is everything every seat and a spectator may see of g, and who is
// to act.
func seen(t *testing.T, g engine.Game) string {
	t.Helper()
	views := []any{g.ToAct()}
	for s := engine.Spectator; int(s) < g.Seats(); s++ {
		views = append(views, g.View(s))
	}
	b, err := json.Marshal(views)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestWindowChoicesAreSilent plays random games of every variant, with and
// without OpenWindows, and checks at every call-window choice that leaves
// the window open that nothing anyone else may see has changed: no event,
// and the same view for every other seat and for a spectator. (すずめ雀,
// P式 and Malaysian once showed a pass as a public event, naming a seat
// that could have won.)
func TestWindowChoicesAreSilent(t *testing.T) {
	reg := variants.Registry()
	for _, id := range reg.IDs() {
		for _, all := range []bool{false, true} {
			name := id
			if all {
				name += "/open_windows"
			}
			t.Run(name, func(t *testing.T) {
				v, _ := reg.Get(id)
				open, silent := 0, 0
				for seed := uint64(1); seed <= 3; seed++ {
					g, _, err := engine.NewGame(v, engine.Config{Seed: seed, OpenWindows: all})
					if err != nil {
						t.Fatal(err)
					}
					r := engine.NewRand(seed * 31)
					for step := 0; step < 3000 && !g.Over(); step++ {
						seat := g.ToAct()[0]
						a := randomPlay(r, g.Legal(seat))
						in := engine.InWindow(g)
						rest := slices.DeleteFunc(slices.Clone(g.ToAct()), func(s engine.Seat) bool { return s == seat })
						var others []string
						if in {
							open++
							for s := engine.Spectator; int(s) < g.Seats(); s++ {
								if s != seat {
									others = append(others, viewOf(t, g, s))
								}
							}
						}
						evs, err := g.Apply(seat, a)
						if err != nil {
							t.Fatalf("seed %d step %d: %v", seed, step, err)
						}
						// The window stays open when the others asked are
						// still to choose, and only then may nothing show.
						stays := in && len(rest) > 0 && slices.Equal(g.ToAct(), rest)
						if in && engine.InWindow(g) && len(evs) == 0 && !stays {
							t.Fatalf("seed %d step %d: seat %d's %v shows nothing but the window asks %v after %v", seed, step, seat, a, g.ToAct(), rest)
						}
						if !stays {
							continue
						}
						silent++
						if len(evs) > 0 || !engine.InWindow(g) {
							t.Fatalf("seed %d step %d: seat %d's %v leaves the window open and shows %+v", seed, step, seat, a, evs)
						}
						i := 0
						for s := engine.Spectator; int(s) < g.Seats(); s++ {
							if s == seat {
								continue
							}
							if got := viewOf(t, g, s); got != others[i] {
								t.Fatalf("seed %d step %d: seat %d's %v changed seat %d's view\n%s\nto\n%s", seed, step, seat, a, s, others[i], got)
							}
							i++
						}
					}
				}
				if id != "momojan" && (open == 0 || all && silent == 0) {
					t.Fatalf("%d window choices, %d left the window open: the test saw no window", open, silent)
				}
				t.Logf("%d window choices, %d left the window open", open, silent)
			})
		}
	}
}

func viewOf(t *testing.T, g engine.Game, s engine.Seat) string {
	t.Helper()
	b, err := json.Marshal(g.View(s))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestOpenWindowsAskEveryone checks that with OpenWindows every discard
// that may be called opens a window to every other seat, whatever their
// hands, and that the game is otherwise the very same: a game played
// without it and replayed with it, passing at once for every seat offered
// only Pass (as a server does), gives the same events, the same views for
// every seat after every action, and the same result.
func TestOpenWindowsAskEveryone(t *testing.T) {
	reg := variants.Registry()
	for _, id := range reg.IDs() {
		t.Run(id, func(t *testing.T) {
			v, _ := reg.Get(id)
			passes, windows := 0, 0
			for seed := uint64(1); seed <= 3; seed++ {
				plain, _, err := engine.NewGame(v, engine.Config{Seed: seed})
				if err != nil {
					t.Fatal(err)
				}
				open, _, err := engine.NewGame(v, engine.Config{Seed: seed, OpenWindows: true})
				if err != nil {
					t.Fatal(err)
				}
				r := engine.NewRand(seed * 131)
				for step := 0; step < 3000 && !plain.Over(); step++ {
					seat := plain.ToAct()[0]
					a := randomPlay(r, plain.Legal(seat))
					want, err := plain.Apply(seat, a)
					if err != nil {
						t.Fatalf("seed %d step %d: %v", seed, step, err)
					}
					got, err := open.Apply(seat, a)
					if err != nil {
						t.Fatalf("seed %d step %d: with open windows: %v", seed, step, err)
					}
					got = slices.Clone(got)
					if engine.InWindow(open) && !slices.Contains(plain.ToAct(), seat) && isDiscard(a) {
						windows++
						if asked := open.ToAct(); !everyOtherSeat(open, seat, asked) {
							t.Fatalf("seed %d step %d: seat %d's discard asks only %v", seed, step, seat, asked)
						}
					}
					for engine.InWindow(open) {
						pass := -1
						for _, s := range open.ToAct() {
							if engine.OnlyPass(open.Legal(s)) {
								pass = int(s)
								break
							}
						}
						if pass < 0 {
							break
						}
						passes++
						evs, err := open.Apply(engine.Seat(pass), engine.Action{Type: engine.Pass})
						if err != nil {
							t.Fatalf("seed %d step %d: pass: %v", seed, step, err)
						}
						got = append(got, evs...)
					}
					if a, b := jsonOf(t, want), jsonOf(t, got); a != b {
						t.Fatalf("seed %d step %d: %v gives events\n%s\nwith open windows\n%s", seed, step, a, a, b)
					}
					if a, b := seen(t, plain), seen(t, open); a != b {
						t.Fatalf("seed %d step %d: after %v the game shows\n%s\nwith open windows\n%s", seed, step, a, a, b)
					}
				}
				if a, b := jsonOf(t, plain.Result()), jsonOf(t, open.Result()); a != b {
					t.Fatalf("seed %d: result %s, with open windows %s", seed, a, b)
				}
			}
			if id != "momojan" && (windows == 0 || passes == 0) {
				t.Fatalf("%d windows opened to all, %d passes for seats offered only Pass", windows, passes)
			}
			t.Logf("%d discards asked every other seat; %d passes for seats offered only Pass", windows, passes)
		})
	}
}

func isDiscard(a engine.Action) bool { return a.Type == engine.Discard || a.Type == engine.Riichi }

// everyOtherSeat reports whether asked is every seat of g but from, in any
// order.
func everyOtherSeat(g engine.Game, from engine.Seat, asked []engine.Seat) bool {
	if len(asked) != g.Seats()-1 {
		return false
	}
	for s := range engine.Seat(g.Seats()) {
		if s != from && !slices.Contains(asked, s) {
			return false
		}
	}
	return true
}

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestEveryToldCallHappens plays random games of every variant (calls and
// wins chosen often, so that they meet in one window) and checks that
// every chi, pon and open kan an event tells of is made: the caller has
// one more meld after it, unless the same action ended the hand. A call
// that a win or a higher call overrode is never told, so no client can
// announce it.
func TestEveryToldCallHappens(t *testing.T) {
	reg := variants.Registry()
	for _, id := range reg.IDs() {
		t.Run(id, func(t *testing.T) {
			v, _ := reg.Get(id)
			calls := 0
			for seed := uint64(1); seed <= 8; seed++ {
				g, _, err := engine.NewGame(v, engine.Config{Seed: seed, OpenWindows: true})
				if err != nil {
					t.Fatal(err)
				}
				r := engine.NewRand(seed * 47)
				for step := 0; step < 5000 && !g.Over(); step++ {
					seat := g.ToAct()[0]
					before := g.View(engine.Spectator)
					evs, err := g.Apply(seat, randomPlay(r, g.Legal(seat)))
					if err != nil {
						t.Fatalf("seed %d step %d: %v", seed, step, err)
					}
					after := g.View(engine.Spectator)
					for i, e := range evs {
						if e.Type != engine.EvAct || e.Action == nil {
							continue
						}
						switch e.Action.Type {
						case engine.Chi, engine.Pon, engine.Minkan:
						default:
							continue
						}
						calls++
						if after.Hand == before.Hand && len(after.Players[e.Seat].Melds) <= len(before.Players[e.Seat].Melds) {
							t.Fatalf("seed %d step %d: seat %d's %v is told but not made: %+v", seed, step, e.Seat, e.Action, evs[i:])
						}
					}
				}
			}
			if id != "suzume" && calls == 0 { // すずめ雀 has no calls
				t.Fatal("no call was made: the test saw nothing")
			}
		})
	}
}
