package riichi

import (
	"fmt"
	"slices"
	"testing"

	"jantaku/engine"
)

// linesAddUp checks a hand's payment lines against the points it moved:
// each seat's lines net to its delta, and each line pays something for a
// reason the client words.
func linesAddUp(lines []engine.Payment, deltas [Seats]int) error {
	for _, p := range lines {
		if p.Amount <= 0 || !slices.Contains([]string{"ron", "tsumo", "pao", "honba", "sticks", "noten", "nagashi_mangan"}, p.Why) {
			return fmt.Errorf("line %+v", p)
		}
	}
	if net := NetOf(lines); net != deltas {
		return fmt.Errorf("payment lines %+v net %v, the deltas are %v", lines, net, deltas)
	}
	return nil
}

// Every win and draw of eager games says its payments as lines that add
// up to the points it moved.
func TestPaymentLinesAddUp(t *testing.T) {
	var seen = map[string]int{}
	for seed := range uint64(12) {
		g, err := newGame(engine.Config{Seed: seed}, nil)
		if err != nil {
			t.Fatal(err)
		}
		rnd := engine.NewRand(seed)
		for steps := 0; !g.Over() && steps < 50000; steps++ {
			s := g.ToAct()[0]
			evs, err := g.Apply(s, eager(g.View(s), g.Legal(s), rnd))
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				switch d := e.Data.(type) {
				case WinData:
					err = linesAddUp(d.Payments, d.Deltas)
				case DrawData:
					err = linesAddUp(d.Payments, d.Deltas)
				default:
					continue
				}
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				if p, ok := e.Data.(engine.PaymentsReporter); ok {
					for _, l := range p.PaymentLines() {
						seen[l.Why]++
					}
				}
			}
		}
	}
	for _, why := range []string{"ron", "tsumo", "honba", "sticks", "noten"} {
		if seen[why] == 0 {
			t.Errorf("no %s line in the games (%v)", why, seen)
		}
	}
}

// A ron's and a tsumo's lines: the hand, the honba apart, the sticks from
// the table; a tsumo's honba split among the payers.
func TestWinPaymentLines(t *testing.T) {
	g, err := newGame(engine.Config{Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := &g.rules
	ron := WinContext{Winner: 0, From: 2, Dealer: 1, Honba: 2, Sticks: 1}
	sc := ScoreOf(r, 3, 40, 0, false) // 5200 off a non-dealer
	want := []engine.Payment{{From: 2, To: 0, Amount: 5200, Why: "ron"}, {From: 2, To: 0, Amount: 600, Why: "honba", Count: 2},
		{From: -1, To: 0, Amount: 1000, Why: "sticks", Count: 1}}
	if got := g.winPayments(sc, ron, Deltas(r, sc, ron)); !slices.Equal(got, want) {
		t.Errorf("ron: %+v, want %+v", got, want)
	}
	tsumo := WinContext{Winner: 0, From: 0, Dealer: 1, Honba: 1, Tsumo: true}
	want = []engine.Payment{{From: 1, To: 0, Amount: 2600, Why: "tsumo"}, {From: 1, To: 0, Amount: 100, Why: "honba", Count: 1},
		{From: 2, To: 0, Amount: 1300, Why: "tsumo"}, {From: 2, To: 0, Amount: 100, Why: "honba", Count: 1},
		{From: 3, To: 0, Amount: 1300, Why: "tsumo"}, {From: 3, To: 0, Amount: 100, Why: "honba", Count: 1}}
	if got := g.winPayments(sc, tsumo, Deltas(r, sc, tsumo)); !slices.Equal(got, want) {
		t.Errorf("tsumo: %+v, want %+v", got, want)
	}
	// Noten payments with two ready: each not ready pays each ready 750.
	want = []engine.Payment{{From: 1, To: 0, Amount: 750, Why: "noten"}, {From: 1, To: 2, Amount: 750, Why: "noten"},
		{From: 3, To: 0, Amount: 750, Why: "noten"}, {From: 3, To: 2, Amount: 750, Why: "noten"}}
	if got := drawPayments([Seats]int{1500, -1500, 1500, -1500}, "noten"); !slices.Equal(got, want) {
		t.Errorf("noten: %+v, want %+v", got, want)
	}
}
