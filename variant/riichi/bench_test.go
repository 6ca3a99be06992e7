package riichi

import "testing"

// BenchmarkScoreHule values the golden hands, one per iteration, cycling
// through the list; parsing is done before the timer starts.
func BenchmarkScoreHule(b *testing.B) {
	cases := loadHule(b)
	type input struct {
		h   Hand
		ctx WinContext
	}
	ins := make([]input, len(cases))
	for i := range cases {
		ins[i].h, ins[i].ctx = huleInput(b, &cases[i])
	}
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
	cases := loadHule(b)
	type input struct {
		h   Hand
		ctx WinContext
	}
	ins := make([]input, len(cases))
	for i := range cases {
		ins[i].h, ins[i].ctx = huleInput(b, &cases[i])
	}
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
