package cli

import (
	"bytes"
	"io"
	"sync"
	"testing"

	"jantaku/variants"
)

// benchQueries are the random riichi hands of the end-to-end comparison
// (docs/perf.md), made once.
var benchQueries = sync.OnceValue(func() []string { return riichiQueries(30000, 1) })

// BenchmarkScoreLines runs `jantaku score` on those hands, b.N lines of
// them in turn, reading and writing JSON Lines as the command does:
// ns/op is wall clock per line (the lines are scored on every core).
func BenchmarkScoreLines(b *testing.B) {
	lines := benchQueries()
	size := 0
	for i := range b.N {
		size += len(lines[i%len(lines)]) + 1
	}
	in := make([]byte, 0, size)
	for i := range b.N {
		in = append(append(in, lines[i%len(lines)]...), '\n')
	}
	env := Env{Variants: variants.Registry()}
	b.SetBytes(int64(size / b.N))
	b.ReportAllocs()
	b.ResetTimer()
	if err := Score(env, bytes.NewReader(in), io.Discard); err != nil {
		b.Fatal(err)
	}
}
