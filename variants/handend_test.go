package variants

import (
	"slices"
	"testing"

	"jantaku/bot"
	"jantaku/engine"
)

// Every variant reports the ends of its hands in the engine's one shape:
// wins with the winning tile, a hand and named yaku (id, Japanese and
// English), draws with a reason, and score changes that add up.
func TestHandEndsInEveryVariant(t *testing.T) {
	for _, id := range Registry().IDs() {
		t.Run(id, func(t *testing.T) {
			v, _ := Registry().Get(id)
			_, hi := v.Players()
			wins, draws := 0, 0
			for seed := uint64(1); seed <= 6 && wins < 5; seed++ {
				g, _, err := engine.NewGame(v, engine.Config{Players: hi, Seed: seed})
				if err != nil {
					t.Fatal(err)
				}
				bots := make([]bot.Bot, 8)
				for i := range bots {
					bots[i], _ = bot.New("efficient", id, seed+uint64(i))
				}
				for steps := 0; !g.Over() && steps < 3000; steps++ {
					s := g.ToAct()[0]
					before := g.View(engine.Spectator)
					evs, err := g.Apply(s, bots[s].Choose(g.View(s), g.Legal(s)))
					if err != nil {
						t.Fatal(err)
					}
					end, ok := engine.HandEndOf(evs, before)
					if !ok {
						continue
					}
					checkEnd(t, end, before, len(before.Players))
					if (id == "malaysia" || id == "trump" || id == "momojan") && len(end.Wins) > 0 && len(end.Payments) == 0 {
						t.Fatalf("a win that does not say who paid what: %+v", end)
					}
					wins += len(end.Wins)
					if end.Draw != nil {
						draws++
					}
				}
			}
			if wins == 0 {
				t.Fatalf("no win in the games played (%d draws)", draws)
			}
		})
	}
}

func checkEnd(t *testing.T, end engine.HandEnd, before engine.View, n int) {
	t.Helper()
	if len(end.Deltas) != n || len(end.Scores) != n {
		t.Fatalf("deltas %v and scores %v for %d seats", end.Deltas, end.Scores, n)
	}
	for i := range n {
		if before.Players[i].Score+end.Deltas[i] != end.Scores[i] {
			t.Fatalf("seat %d: %d%+d is not %d", i, before.Players[i].Score, end.Deltas[i], end.Scores[i])
		}
	}
	if len(end.Payments) > 0 { // the lines a result screen shows add up to the changes
		sum := make([]int, n)
		for _, p := range end.Payments {
			if p.From >= 0 {
				sum[p.From] -= p.Amount
			}
			if p.To >= 0 {
				sum[p.To] += p.Amount
			}
		}
		if !slices.Equal(sum, end.Deltas) {
			t.Fatalf("payments %+v add up to %v, not the changes %v", end.Payments, sum, end.Deltas)
		}
	}
	if len(end.Wins) == 0 && end.Draw == nil {
		t.Fatal("an end with neither a win nor a draw")
	}
	if end.Draw != nil && end.Draw.Reason == "" {
		t.Fatal("a draw without a reason")
	}
	for _, w := range end.Wins {
		if w.Win == 0 || len(w.Hand) == 0 {
			t.Fatalf("win without its tiles: %+v", w)
		}
		if w.Unit != "han" && w.Unit != "points" {
			t.Fatalf("unit %q", w.Unit)
		}
		if w.Tsumo != (w.From == w.Seat) {
			t.Fatalf("tsumo %v but from %d, seat %d", w.Tsumo, w.From, w.Seat)
		}
		if len(w.Yaku) == 0 {
			t.Fatalf("a win with no yaku: %+v", w)
		}
		for _, y := range w.Yaku {
			if y.ID == "" || y.Name == "" || y.En == "" {
				t.Fatalf("yaku %+v is not named in full", y)
			}
		}
	}
}
