package suzume

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

func TestDeal(t *testing.T) {
	for n := 2; n <= 5; n++ {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			g := newTest(t, n, nil)
			v := g.View(engine.Spectator)
			if v.WallLeft != 44-5*n-1-1 || len(v.Dora) != 1 || v.Round != "East 1" || v.Dealer != 0 || v.Turn != 0 {
				t.Fatalf("stock %d dora %v round %q dealer %d turn %d", v.WallLeft, v.Dora, v.Round, v.Dealer, v.Turn)
			}
			for s, p := range v.Players {
				want := 5
				if s == 0 {
					want = 6 // the dealer has drawn
				}
				if p.HandSize != want || p.Score != 40 || p.Hand != nil {
					t.Errorf("seat %d: %d tiles, %d points, hand %v shown to a spectator", s, p.HandSize, p.Score, p.Hand)
				}
			}
			if got := len(g.AllTiles()); got != 44 {
				t.Errorf("%d tiles in play", got)
			}
			hand, wall := g.Wall()
			dealt := slices.Sorted(slices.Values(wall[:5]))
			if hand != 0 || len(wall) != 44 || !slices.Equal(dealt, g.held[0][:5]) ||
				wall[5*n] != g.dora || wall[5*n+1] != g.held[0][5] {
				t.Errorf("the wall %v is not the order tiles were taken (dora %v, dealer %v)", wall, g.dora, g.held[0])
			}
		})
	}
}

func TestTsumoPayment(t *testing.T) {
	tests := []struct {
		name   string
		hands  []string
		front  string
		winner engine.Seat
		scores []int // before
		want   []int
	}{
		// 555s 777z is 7 points; 7 split among 3 is 3 each (the text's example).
		{"non-dealer 7 among 3", []string{"1s2s3s4s6s", "555s77z", "8s8s8s9s9s", "6z6z6z1s2s"}, "9s7z", 1,
			[]int{40, 40, 40, 40}, []int{37, 49, 37, 37}},
		{"dealer +2: 9 among 3", []string{"555s77z", "1s2s3s4s6s", "8s8s8s9s9s", "6z6z6z1s2s"}, "7z", 0,
			[]int{40, 40, 40, 40}, []int{49, 37, 37, 37}},
		{"a short payer pays down to 0", []string{"1s2s3s4s6s", "555s77z", "8s8s8s9s9s", "6z6z6z1s2s"}, "9s7z", 1,
			[]int{40, 40, 1, 0}, []int{37, 44, 0, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newTest(t, 4, nil)
			copy(g.scores, tt.scores)
			rig(t, g, tt.hands, "6r", tt.front)
			if tt.winner != 0 {
				do(t, g, 0, act(engine.Discard, "9s"))
			}
			evs := do(t, g, tt.winner, engine.Action{Type: engine.Tsumo})
			if !slices.Equal(g.scores, tt.want) {
				t.Errorf("scores %v, want %v", g.scores, tt.want)
			}
			i := slices.IndexFunc(evs, func(e engine.Event) bool { return e.Type == engine.EvWin })
			d := evs[i].Data.(WinData)
			if paid := g.scores[tt.winner] - tt.scores[tt.winner]; d.Paid != paid || !d.Tsumo {
				t.Errorf("win event says %d paid, the winner got %d", d.Paid, paid)
			}
			if g.hand != 1 || g.Dealer() != 1 {
				t.Errorf("after the win: hand %d dealer %d; the deal passes", g.hand, g.Dealer())
			}
		})
	}
}

func TestRon(t *testing.T) {
	g := newTest(t, 3, nil)
	rig(t, g, []string{"1s2s3s4s6z", "555s77z", "8s8s8s9s9s"}, "6r", "7z")
	if got := g.ToAct(); !slices.Equal(got, []engine.Seat{0}) {
		t.Fatalf("to act %v", got)
	}
	do(t, g, 0, act(engine.Discard, "7z"))
	if got := g.ToAct(); !slices.Equal(got, []engine.Seat{1}) {
		t.Fatalf("only seat 1 can ron 7z, to act %v", got)
	}
	do(t, g, 1, act(engine.Ron, "7z"))
	if want := []int{33, 47, 40}; !slices.Equal(g.scores, want) {
		t.Errorf("scores %v, want %v: the discarder pays all", g.scores, want)
	}
}

// TestMultipleRon: three players ron one discard; the discarder pays them
// in turn order from itself until it reaches 0.
func TestMultipleRon(t *testing.T) {
	g := newTest(t, 4, nil)
	g.scores[0] = 10
	// seat 1: 345s 777z = 6; seat 2: 5r55s 666z = 5; seat 3: 567s 888s with 8 as dora = 7.
	rig(t, g, []string{"1s2s9s9s6z", "34s777z", "5r5s666z", "67s888s"}, "8r", "5s")
	do(t, g, 0, act(engine.Discard, "5s"))
	if got := g.ToAct(); !slices.Equal(got, []engine.Seat{1, 2, 3}) {
		t.Fatalf("to act %v", got)
	}
	var evs []engine.Event
	for _, s := range []engine.Seat{3, 1, 2} { // the order of answers does not matter
		evs = do(t, g, s, act(engine.Ron, "5s"))
	}
	if want := []int{0, 46, 44, 40}; !slices.Equal(g.scores, want) {
		t.Errorf("scores %v, want %v", g.scores, want)
	}
	var paid []int
	for _, e := range evs {
		if e.Type == engine.EvWin {
			d := e.Data.(WinData)
			paid = append(paid, int(e.Seat), d.Value.Points, d.Paid)
		}
	}
	if want := []int{1, 6, 6, 2, 5, 4, 3, 7, 0}; !slices.Equal(paid, want) {
		t.Errorf("wins (seat, points, paid) %v, want %v", paid, want)
	}
}

// TestFuriten: a player may not ron a tile whose number or honour is among
// its own discards, whatever the colour; tsumo is not blocked, and other
// numbers may still be won.
func TestFuriten(t *testing.T) {
	for _, c := range []struct{ own, theirs string }{{"5r", "5s"}, {"5s", "5r"}} {
		t.Run(c.own+"-blocks-"+c.theirs, func(t *testing.T) {
			g := newTest(t, 2, nil)
			rig(t, g, []string{"2s" + c.theirs + "9s9s6z", "34s777z"}, "6r", "1s"+c.own+"8s5s9r")
			do(t, g, 0, act(engine.Discard, "1s"))
			if !engine.Contains(g.Legal(1), engine.Action{Type: engine.Tsumo}) {
				t.Fatalf("seat 1 may tsumo on %s: %v", c.own, g.Legal(1))
			}
			do(t, g, 1, act(engine.Discard, c.own))
			do(t, g, 0, act(engine.Discard, c.theirs))
			if g.window != nil || g.turn != 1 {
				t.Fatalf("seat 1 was offered a ron on %s with %s in its discards: %v", c.theirs, c.own, g.Legal(1))
			}
			if !engine.Contains(g.Legal(1), engine.Action{Type: engine.Tsumo}) {
				t.Fatalf("furiten does not block a tsumo on 5s: %v", g.Legal(1))
			}
			do(t, g, 1, act(engine.Discard, "5s"))
			do(t, g, 0, act(engine.Discard, "2s"))
			if !engine.Contains(g.Legal(1), act(engine.Ron, "2s")) {
				t.Fatalf("furiten on 5 blocked a ron on 2s: %v", g.Legal(1))
			}
		})
	}
}

// TestRonTiming: a ron is only on the tile just discarded, in its window.
func TestRonTiming(t *testing.T) {
	g := newTest(t, 3, nil)
	rig(t, g, []string{"1s2s3s4s6z", "555s77z", "8s8s8s9s9s"}, "6r", "7z2s7z")
	do(t, g, 0, act(engine.Discard, "7z"))
	do(t, g, 1, engine.Action{Type: engine.Pass})
	for _, a := range g.Legal(1) {
		if a.Type != engine.Discard {
			t.Errorf("after letting 7z go, seat 1 is offered %v", a)
		}
	}
	do(t, g, 1, act(engine.Discard, "2s"))
	do(t, g, 2, act(engine.Discard, "7z"))
	// letting a tile go is no furiten: only one's own discards are
	if !engine.Contains(g.Legal(1), act(engine.Ron, "7z")) {
		t.Errorf("seat 1 may ron the next 7z: %v", g.Legal(1))
	}
}

func TestLastDiscard(t *testing.T) {
	for _, ron := range []bool{true, false} {
		t.Run(fmt.Sprint("ron=", ron), func(t *testing.T) {
			g := newTest(t, 2, nil)
			rig(t, g, []string{"1s2s3s4s6z", "555s77z"}, "6r", "7z")
			g.stock = nil // the dealer drew the last tile
			do(t, g, 0, act(engine.Discard, "7z"))
			want := []int{40, 40}
			if ron {
				do(t, g, 1, act(engine.Ron, "7z"))
				want = []int{33, 47}
			} else {
				evs := do(t, g, 1, engine.Action{Type: engine.Pass})
				if !slices.ContainsFunc(evs, func(e engine.Event) bool { return e.Type == engine.EvDrawGame }) {
					t.Errorf("no draw-game event in %v", evs)
				}
			}
			if !slices.Equal(g.scores, want) || g.hand != 1 {
				t.Errorf("scores %v hand %d, want %v and the next hand", g.scores, g.hand, want)
			}
		})
	}
}

// TestExhaustion: a hand nobody wins runs until the stock is out and pays
// nothing.
func TestExhaustion(t *testing.T) {
	for n := 2; n <= 5; n++ {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			g := newTest(t, n, nil)
			discards := 0
			for g.hand == 0 {
				s, a := passive(g)
				if a.Type == engine.Discard {
					discards++
				}
				do(t, g, s, a)
			}
			if discards != 44-5*n-1 {
				t.Errorf("%d discards, want every tile of the stock", discards)
			}
			for s, x := range g.scores {
				if x != 40 {
					t.Errorf("seat %d has %d after a hand with no winner", s, x)
				}
			}
		})
	}
}

func TestMistakenWin(t *testing.T) {
	g := newTest(t, 4, engine.Options{OptMistakenWins: "true"})
	rig(t, g, []string{"1s2s3s4s6z", "555s77z", "8s8s8s9s9s", "6z6z6z1s2s"}, "6r", "9s")
	g.scores[0] = 3
	mistaken := engine.Action{Type: engine.Tsumo, Flag: FlagMistaken}
	if !engine.Contains(g.Legal(0), mistaken) || engine.Contains(g.Legal(0), engine.Action{Type: engine.Tsumo}) {
		t.Fatalf("legal %v", g.Legal(0))
	}
	tilesBefore := len(g.AllTiles())
	evs := do(t, g, 0, mistaken)
	if want := []int{0, 42, 41, 40}; !slices.Equal(g.scores, want) {
		t.Errorf("scores %v, want %v: 2 to each in turn order, down to 0", g.scores, want)
	}
	if !slices.ContainsFunc(evs, func(e engine.Event) bool { return e.Type == EvMistake && len(e.Tiles) == 6 }) {
		t.Errorf("the mistaken hand is not shown: %v", evs)
	}
	if g.hand != 0 || g.turn != 0 || len(g.AllTiles()) != tilesBefore || engine.Contains(g.Legal(0), mistaken) {
		t.Fatalf("the hand must go on with seat 0 to discard, once: hand %d turn %d legal %v", g.hand, g.turn, g.Legal(0))
	}
	do(t, g, 0, act(engine.Discard, "9s"))
	if got := g.ToAct(); !slices.Equal(got, []engine.Seat{1, 2, 3}) {
		t.Fatalf("every other seat may declare a mistaken ron: %v", got)
	}
	do(t, g, 1, engine.Action{Type: engine.Ron, Tile: tile.MustParse("9s")[0], Flag: FlagMistaken})
	do(t, g, 2, engine.Action{Type: engine.Pass})
	do(t, g, 3, engine.Action{Type: engine.Pass})
	if want := []int{2, 36, 43, 42}; !slices.Equal(g.scores, want) || g.hand != 0 || g.turn != 1 {
		t.Errorf("scores %v hand %d turn %d, want %v and seat 1's turn", g.scores, g.hand, g.turn, want)
	}
}

func TestMistakenWinOff(t *testing.T) {
	g := newTest(t, 4, nil)
	rig(t, g, []string{"1s2s3s4s6z", "555s77z", "8s8s8s9s9s", "6z6z6z1s2s"}, "6r", "9s")
	before := views(g)
	_, err := g.Apply(0, engine.Action{Type: engine.Tsumo, Flag: FlagMistaken})
	if !errors.Is(err, engine.ErrIllegal) || views(g) != before {
		t.Fatalf("a mistaken tsumo without the option: %v", err)
	}
	for _, a := range g.Legal(0) {
		if a.Type != engine.Discard {
			t.Errorf("offered %v", a)
		}
	}
}

// TestGameLength: the deal passes every hand, and the game ends after the
// deal has gone round laps times.
func TestGameLength(t *testing.T) {
	for n := 2; n <= 5; n++ {
		for _, laps := range []int{4, 1} {
			t.Run(fmt.Sprintf("%d-players-%d-laps", n, laps), func(t *testing.T) {
				g := newTest(t, n, engine.Options{OptLaps: fmt.Sprint(laps)})
				var dealers []engine.Seat
				var rounds []string
				for last := -1; !g.Over(); {
					if v := g.View(engine.Spectator); v.Hand != last {
						last = v.Hand
						dealers, rounds = append(dealers, v.Dealer), append(rounds, v.Round)
					}
					s, a := passive(g)
					do(t, g, s, a)
				}
				if len(dealers) != laps*n || g.Result().Hands != laps*n || g.Result().Ending != "laps" {
					t.Fatalf("%d hands, result %+v", len(dealers), g.Result())
				}
				for i, d := range dealers {
					want := fmt.Sprintf("%s %d", lapNames[i/n], i%n+1)
					if d != engine.Seat(i%n) || rounds[i] != want {
						t.Errorf("hand %d: dealer %d round %q, want %d %q", i, d, rounds[i], i%n, want)
					}
				}
				if g.ToAct() != nil || g.Legal(0) != nil {
					t.Errorf("a finished game offers actions")
				}
			})
		}
	}
}

func TestRanks(t *testing.T) {
	tests := []struct{ scores, ranks []int }{
		{[]int{40, 40, 30}, []int{1, 1, 3}}, // a tie for first is shared
		{[]int{10, 50, 30, 50, 0}, []int{4, 1, 3, 1, 5}},
		{[]int{0, 80}, []int{2, 1}},
	}
	for _, tt := range tests {
		g := newTest(t, len(tt.scores), nil)
		copy(g.scores, tt.scores)
		if got := g.Result().Ranks; !slices.Equal(got, tt.ranks) {
			t.Errorf("%v: ranks %v, want %v", tt.scores, got, tt.ranks)
		}
	}
}

// TestTsumogiri: discarding the drawn tile is marked, even when the hand
// holds a twin of it; discarding from the hand is not.
func TestTsumogiri(t *testing.T) {
	g := newTest(t, 2, nil)
	rig(t, g, []string{"1s3s5s7s9s", "2s4s6s8s6z"}, "6r", "3s7z")
	do(t, g, 0, act(engine.Discard, "3s"))
	do(t, g, 1, act(engine.Discard, "2s"))
	if r0, r1 := g.rivers[0][0], g.rivers[1][0]; !r0.Tsumogiri || r1.Tsumogiri {
		t.Errorf("rivers %v %v", r0, r1)
	}
}
