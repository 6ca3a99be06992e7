package bot_test

import (
	"testing"

	"jantaku/bot"
	"jantaku/engine"
	"jantaku/internal/cputime"
	"jantaku/variants"
)

// playGame plays one whole game with bots of one level and no checks: the
// figure a simulation at that level runs at.
func playGame(b *testing.B, v engine.Variant, players int, level string, seed uint64) {
	g, _, err := engine.NewGame(v, engine.Config{Players: players, Seed: seed})
	if err != nil {
		b.Fatal(err)
	}
	bots := make([]bot.Bot, players)
	for s := range bots {
		bots[s], _ = bot.New(level, v.ID(), seed+uint64(s))
	}
	for !g.Over() {
		s := g.ToAct()[0]
		legal := g.Legal(s)
		a := legal[0]
		if len(legal) > 1 { // a lone choice needs no view and no bot
			a = bots[s].Choose(g.View(s), legal)
		}
		if _, err := g.Apply(s, a); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGames reports whole games per second with efficient and strong
// bots in every variant (riichi: east-south games with the default
// options), by the wall clock and by the process's CPU time (games/cpu-s,
// the steadier figure on a shared machine).
func BenchmarkGames(b *testing.B) {
	reg := variants.Registry()
	for _, id := range reg.IDs() {
		v, _ := reg.Get(id)
		_, players := v.Players()
		for _, level := range []string{"efficient", "strong"} {
			b.Run(id+"/"+level, func(b *testing.B) {
				cpu := cputime.Used()
				for i := range b.N {
					playGame(b, v, players, level, uint64(i))
				}
				b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
				if cpu := cputime.Used() - cpu; cpu > 0 {
					b.ReportMetric(float64(b.N)/cpu.Seconds(), "games/cpu-s")
				}
			})
		}
	}
}
