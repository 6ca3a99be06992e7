//go:build !race

package bot

import (
	"fmt"
	"math"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"jantaku/engine"
	"jantaku/variants"
)

// calBucket is one kind of searched turn: how far the hand was from
// ready, open or closed, whether another seat was likely ready, and how
// many draws were left.
type calBucket struct {
	dist   int
	open   bool
	threat bool
	band   string
}

// calTurn is one searched turn: the search's value of the discard the
// expert chose, and what the hand then brought the seat.
type calTurn struct {
	b          calBucket
	pred, real float64
}

// TestSearchCalibration sets the search's value of each chosen discard
// beside what the rest of the hand then brought the seat, in self-play
// east-south riichi games of the expert (the last two hands, priced in
// places, are left out). "Brought" is counted as the search counts it: a
// win's points with honba and sticks, a deal-in's payment, the draw's
// payments and a riichi stick; another seat's win pays nothing (the search
// ends the hand there at no value), so another's tsumo counts 0. The test
// fails when the turns it valued above the median did not bring clearly
// more than those below, or when it is off by more than 1,500 points on
// average in the commonest kinds of turn, mid-hand with no threat: signs
// that its values no longer measure points. JANTAKU_CALIBRATION_GAMES plays more games (from
// seed JANTAKU_CALIBRATION_SEED) and prints every kind of turn; docs/bots.md
// reads such a run.
func TestSearchCalibration(t *testing.T) {
	games, first := 12, 70001
	if n, err := strconv.Atoi(os.Getenv("JANTAKU_CALIBRATION_GAMES")); err == nil && n > 0 {
		games = n
	}
	if n, err := strconv.Atoi(os.Getenv("JANTAKU_CALIBRATION_SEED")); err == nil && n > 0 {
		first = n
	}
	level := "expert"
	if l := os.Getenv("JANTAKU_CALIBRATION_LEVEL"); l != "" {
		level = l
	}
	var turns []calTurn
	for gi := range games {
		turns = append(turns, calibrationGame(t, level, uint64(first+gi))...)
	}
	sums := map[calBucket][]calTurn{}
	for _, c := range turns {
		sums[c.b] = append(sums[c.b], c)
	}
	keys := make([]calBucket, 0, len(sums))
	for b := range sums {
		keys = append(keys, b)
	}
	sort.Slice(keys, func(i, j int) bool { return fmt.Sprint(keys[i]) < fmt.Sprint(keys[j]) })
	t.Logf("%d games, %d searched turns", games, len(turns))
	// The values must order the hands: the turns the search valued above
	// the median brought more than those below it.
	byPred := append([]calTurn(nil), turns...)
	sort.Slice(byPred, func(i, j int) bool { return byPred[i].pred < byPred[j].pred })
	half := len(byPred) / 2
	_, low, _, _ := calStats(byPred[:half])
	_, high, _, _ := calStats(byPred[half:])
	t.Logf("turns valued below the median brought %.0f on average, above it %.0f", low, high)
	if high <= low+500 {
		t.Errorf("turns valued above the median brought %.0f, below it %.0f: the values do not order the hands", high, low)
	}
	t.Logf("from ready, open, threat, draws left: turns, search's value, brought, difference (95%% CI)")
	for _, b := range keys {
		cs := sums[b]
		if len(cs) < 30 {
			continue
		}
		pred, real, diff, half := calStats(cs)
		t.Logf("%d %-5v %-5v %-5s: %6d %6.0f %6.0f %+6.0f (%+.0f .. %+.0f)", b.dist, b.open, b.threat, b.band, len(cs), pred, real, diff, diff-half, diff+half)
		calm := !b.open && !b.threat && b.band == "7-11"
		if calm && (b.dist == 1 || b.dist == 2) && math.Abs(diff) > 1500 {
			t.Errorf("%d from ready, closed, no threat, mid-hand: the search's value %.0f against %.0f brought", b.dist, pred, real)
		}
	}
}

func calStats(cs []calTurn) (pred, real, diff, half float64) {
	n := float64(len(cs))
	for _, c := range cs {
		pred += c.pred / n
		real += c.real / n
	}
	diff = real - pred
	v := 0.0
	for _, c := range cs {
		d := c.real - c.pred - diff
		v += d * d / (n - 1)
	}
	return pred, real, diff, 1.96 * math.Sqrt(v/n)
}

// calibrationGame plays one self-play game and returns its searched turns.
func calibrationGame(t *testing.T, level string, seed uint64) []calTurn {
	v, _ := variants.Registry().Get("riichi")
	g, _, err := engine.NewGame(v, engine.Config{Players: 4, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	xs := make([]*Expert, 4)
	for s := range xs {
		if xs[s], err = newExpertLevel(level, "riichi", seed*10+uint64(s)); err != nil {
			t.Fatal(err)
		}
	}
	var out []calTurn
	open := make([][]calTurn, 4) // this hand's turns, by seat
	riichi := make([]bool, 4)
	tsumo := -1 // the seat that won by tsumo this hand
	var start, last []int
	settle := func() {
		for s := range 4 {
			brought := float64(last[s] - start[s])
			if tsumo >= 0 && tsumo != s {
				brought = 0
				if riichi[s] {
					brought = -1000
				}
			}
			for _, c := range open[s] {
				c.real = brought
				out = append(out, c)
			}
			open[s], riichi[s] = open[s][:0], false
		}
		start, tsumo = nil, -1
	}
	for !g.Over() {
		s := g.ToAct()[0]
		legal := g.Legal(s)
		a := legal[0]
		if len(legal) > 1 {
			x := xs[s]
			view := g.View(s)
			if start == nil {
				for _, p := range view.Players {
					start = append(start, p.Score)
				}
			}
			x.note = turnNote{}
			a = x.Choose(view, legal)
			lastHands := strings.HasPrefix(view.Round, "South 3") || strings.HasPrefix(view.Round, "South 4") || strings.HasPrefix(view.Round, "West")
			if x.note.searched && !lastHands && (a.Type == engine.Discard || a.Type == engine.Riichi) {
				band := "7-11"
				switch {
				case x.turns >= 12:
					band = "12+"
				case x.turns < 7:
					band = "0-6"
				}
				b := calBucket{dist: x.note.dist, open: openSets(view.Players[s].Melds) > 0, threat: x.threat >= 0.5, band: band}
				open[s] = append(open[s], calTurn{b: b, pred: x.note.value})
			}
			riichi[s] = riichi[s] || a.Type == engine.Riichi
		}
		evs, err := g.Apply(s, a)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			switch e.Type {
			case engine.EvWin:
				if wr, ok := e.Data.(engine.WinReporter); ok {
					if r := wr.WinReport(e); r.Tsumo {
						tsumo = int(r.Seat)
					}
				}
			case engine.EvScores:
				if sr, ok := e.Data.(engine.ScoresReporter); ok {
					last = append(last[:0], sr.ScoreTotals()...)
				}
			case engine.EvDeal, engine.EvGameEnd:
				if start != nil && last != nil {
					settle()
				}
			}
		}
	}
	return out
}
