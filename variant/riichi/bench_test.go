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
func benchInputs(b testing.TB) []benchInput {
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

// TestEvaluateAllocatesOnlyTheYakuList: the working memory stays on the
// stack (the yaku functions take their facts by value), so a hand costs
// one allocation, its yaku list, whichever way it reads.
func TestEvaluateAllocatesOnlyTheYakuList(t *testing.T) {
	ins := benchInputs(t)
	r := DefaultRules()
	for _, i := range []int{0, 1, 2, 8, 11, 29, 32, 98} {
		in := &ins[i]
		allocs := testing.AllocsPerRun(20, func() {
			if _, err := Evaluate(&r, in.h, in.ctx); err != nil {
				t.Fatal(err)
			}
		})
		if allocs != 1 {
			t.Errorf("hand %d: %v allocations, want 1", i, allocs)
		}
	}
}
