package shanten

import (
	"runtime"
	"testing"
	"time"
	"unsafe"

	"jantaku/internal/cputime"
)

// goldenHands is the golden data as Counts, for the benchmarks.
func goldenHands(b *testing.B) []Counts {
	gs := loadGolden(b)
	hands := make([]Counts, len(gs))
	for i, g := range gs {
		c, err := parseTiles(g.Q)
		if err != nil {
			b.Fatal(err)
		}
		hands[i] = c
	}
	return hands
}

// benchHands runs f on one hand per iteration, cycling through the golden
// hands, and also reports CPU ns per hand.
func benchHands(b *testing.B, f func(*Counts) int) {
	hands := goldenHands(b)
	tables() // built once, not timed
	sum := 0
	b.ResetTimer()
	cpu := cputime.Used()
	for i := 0; i < b.N; i++ {
		sum += f(&hands[i%len(hands)])
	}
	if cpu > 0 {
		b.ReportMetric(float64(cputime.Used()-cpu)/float64(b.N), "cpu-ns/op")
	}
	sink = sum
}

var sink int

// BenchmarkShanten reports ns per hand of Of over the 40,000 golden hands.
func BenchmarkShanten(b *testing.B) {
	benchHands(b, func(c *Counts) int { return Of(c, 0) })
}

// BenchmarkRegular is the same for Regular alone.
func BenchmarkRegular(b *testing.B) {
	benchHands(b, func(c *Counts) int { return Regular(c, 0) })
}

// TestBuildCost logs how long the tables take to build and how much memory
// that takes; run with -v to see it.
func TestBuildCost(t *testing.T) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	start, cpu := time.Now(), cputime.Used()
	tab := newJoinTables()
	wall, cpu := time.Since(start), cputime.Used()-cpu
	runtime.ReadMemStats(&after)
	kept := len(tab.suit) + len(tab.honor) + int(unsafe.Sizeof(*tab))
	t.Logf("build: %v wall, %v CPU, %.1f MB allocated, %.1f MB kept",
		wall, cpu, float64(after.TotalAlloc-before.TotalAlloc)/1e6, float64(kept)/1e6)
}
