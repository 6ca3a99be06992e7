package bot_test

import (
	"runtime"
	"testing"
	"time"

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

// BenchmarkDecision reports what one decision costs at each level in each
// variant, over whole games of that level at every seat (decisions with
// more than one legal action): the mean by the wall clock (ns/decision)
// and by the thread's CPU time (cpu-ns/decision), and the slowest one
// (max-ms, max-cpu-ms). A decision of the expert must stay near 50 ms at
// most on one core.
func BenchmarkDecision(b *testing.B) {
	reg := variants.Registry()
	for _, id := range reg.IDs() {
		v, _ := reg.Get(id)
		_, players := v.Players()
		for _, level := range bot.Levels() {
			b.Run(id+"/"+level, func(b *testing.B) {
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
				var n int
				var wall, cpu, maxWall, maxCPU time.Duration
				for i := range b.N {
					g, _, err := engine.NewGame(v, engine.Config{Players: players, Seed: uint64(i + 1)})
					if err != nil {
						b.Fatal(err)
					}
					bots := make([]bot.Bot, players)
					for s := range bots {
						bots[s], _ = bot.New(level, id, uint64(i*players+s))
					}
					for !g.Over() {
						s := g.ToAct()[0]
						legal := g.Legal(s)
						a := legal[0]
						if len(legal) > 1 {
							view := g.View(s)
							t0, c0 := time.Now(), cputime.Thread()
							a = bots[s].Choose(view, legal)
							dw, dc := time.Since(t0), cputime.Thread()-c0
							n++
							wall, cpu = wall+dw, cpu+dc
							maxWall, maxCPU = max(maxWall, dw), max(maxCPU, dc)
						}
						if _, err := g.Apply(s, a); err != nil {
							b.Fatal(err)
						}
					}
				}
				if n > 0 {
					b.ReportMetric(float64(wall.Nanoseconds())/float64(n), "ns/decision")
					b.ReportMetric(float64(cpu.Nanoseconds())/float64(n), "cpu-ns/decision")
					b.ReportMetric(float64(maxWall.Microseconds())/1000, "max-ms")
					b.ReportMetric(float64(maxCPU.Microseconds())/1000, "max-cpu-ms")
				}
				b.ReportMetric(0, "ns/op")
			})
		}
	}
}
