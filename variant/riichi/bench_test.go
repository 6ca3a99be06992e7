package riichi

import (
	"runtime"
	"testing"
)

// benchInput is one golden hand ready to value.
type benchInput struct {
	h   Hand
	ctx WinContext
}

// benchInputs reads the golden hands and keeps only Evaluate's arguments,
// so the decoded JSON does not stay alive for the collector to scan during
// the timed loop.
func benchInputs(b *testing.B) []benchInput {
	cases := loadHule(b)
	ins := make([]benchInput, len(cases))
	for i := range cases {
		ins[i].h, ins[i].ctx = huleInput(b, &cases[i])
	}
	runtime.GC()
	return ins
}

// BenchmarkScoreHule values the golden hands, one per iteration, cycling
// through the list; reading them is done before the timer starts.
func BenchmarkScoreHule(b *testing.B) {
	ins := benchInputs(b)
	r := DefaultRules()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		in := &ins[i%len(ins)]
		if _, err := Evaluate(&r, in.h, in.ctx); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEvaluatorHule is BenchmarkScoreHule with one Evaluator reused.
func BenchmarkEvaluatorHule(b *testing.B) {
	ins := benchInputs(b)
	r := DefaultRules()
	var ev Evaluator
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		in := &ins[i%len(ins)]
		if _, err := ev.Evaluate(&r, in.h, in.ctx); err != nil {
			b.Fatal(err)
		}
	}
}
