package suzume

import (
	"errors"
	"maps"
	"strings"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

func TestScore(t *testing.T) {
	tests := []struct {
		name      string
		players   int
		hand      string
		dora      string
		tsumo     bool
		dealer    bool
		opts      engine.Options
		win       bool
		points    int
		payments  map[string]int
		reasonHas string
	}{
		{"ron pays all", 4, "555s777z", "9s", false, false, nil, true, 7, map[string]int{"ron": 7}, ""},
		{"tsumo among 3: the text's 7 → 3 each", 4, "555s777z", "9s", true, false, nil, true, 7, map[string]int{"each": 3}, ""},
		{"tsumo among 1", 2, "555s777z", "9s", true, false, nil, true, 7, map[string]int{"each": 7}, ""},
		{"tsumo among 4", 5, "555s777z", "9s", true, false, nil, true, 7, map[string]int{"each": 2}, ""},
		{"dealer ron", 3, "555s777z", "9s", false, true, nil, true, 9, map[string]int{"ron": 9}, ""},
		{"dealer tsumo", 3, "555s777z", "9s", true, true, nil, true, 9, map[string]int{"each": 5}, ""},
		{"under the minimum", 4, "123s789s", "5s", false, false, nil, false, 4, nil, "minimum"},
		{"the dealer's +2 does not reach it", 4, "123s789s", "5s", false, true, nil, false, 6, nil, "minimum"},
		{"no minimum while learning", 4, "123s789s", "5s", false, false, engine.Options{OptMinPoints: "0"}, true, 4, map[string]int{"ron": 4}, ""},
		{"not two sets", 4, "891s234s", "5s", false, false, nil, false, 0, nil, "two sets"},
		{"no dora given", 4, "555s777z", "", false, false, nil, true, 7, map[string]int{"ron": 7}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := tiles(t, tt.hand)
			q := engine.ScoreQuery{Players: tt.players, Hand: h, Win: h[len(h)-1], Tsumo: tt.tsumo, Dealer: tt.dealer}
			if tt.dora != "" {
				q.Dora = tiles(t, tt.dora)
			}
			if tt.opts != nil {
				q.Options, _ = engine.ResolveOptions(Variant{}.Options(), tt.opts)
			}
			ans, err := Variant{}.Score(q)
			if err != nil {
				t.Fatal(err)
			}
			if ans.Win != tt.win || ans.Points != tt.points || !maps.Equal(ans.Payments, tt.payments) || !strings.Contains(ans.Reason, tt.reasonHas) {
				t.Errorf("got %+v", ans)
			}
			sum := 0
			for _, y := range ans.Yaku {
				sum += y.Value
			}
			if sum != ans.Points {
				t.Errorf("the yaku add to %d, points %d", sum, ans.Points)
			}
		})
	}
}

func TestScoreBadQuery(t *testing.T) {
	h := tile.MustParse("555s777z")
	tests := []struct {
		name string
		q    engine.ScoreQuery
	}{
		{"no players", engine.ScoreQuery{Hand: h}},
		{"six players", engine.ScoreQuery{Players: 6, Hand: h}},
		{"melds", engine.ScoreQuery{Players: 4, Hand: h, Melds: []engine.Meld{{Kind: engine.MeldPon}}}},
		{"five tiles", engine.ScoreQuery{Players: 4, Hand: h[:5]}},
		{"a riichi tile", engine.ScoreQuery{Players: 4, Hand: tile.MustParse("555m777z")}},
		{"five 中", engine.ScoreQuery{Players: 4, Hand: tile.MustParse("1s77777z")}},
		{"a fourth 中 as dora makes five", engine.ScoreQuery{Players: 4, Hand: tile.MustParse("7777z12s"), Dora: tile.MustParse("7z")}},
		{"two dora", engine.ScoreQuery{Players: 4, Hand: h, Dora: tile.MustParse("19s")}},
		{"winning tile not in hand", engine.ScoreQuery{Players: 4, Hand: h, Win: tile.MustParse("1s")[0]}},
		{"bad option", engine.ScoreQuery{Players: 4, Hand: h, Options: engine.Options{OptLaps: "0"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := (Variant{}).Score(tt.q); !errors.Is(err, ErrQuery) {
				t.Errorf("err = %v, want ErrQuery", err)
			}
		})
	}
}

// TestScoreMatchesGame: what the scorer says of a hand is what the game
// pays for it.
func TestScoreMatchesGame(t *testing.T) {
	g := newTest(t, 4, nil)
	rig(t, g, []string{"1s2s3s4s6z", "34s777z", "5r5s666z", "67s888s"}, "8r", "5s")
	do(t, g, 0, act(engine.Discard, "5s"))
	for s := engine.Seat(1); s <= 3; s++ {
		h := append(append([]tile.Tile{}, g.held[s]...), tile.MustParse("5s")[0])
		ans, err := Variant{}.Score(engine.ScoreQuery{Players: 4, Hand: h, Dora: []tile.Tile{g.dora}})
		if err != nil || !ans.Win || ans.Points != g.rons[s].Points {
			t.Errorf("seat %d: scorer %+v %v, game %d", s, ans, err, g.rons[s].Points)
		}
	}
}

func BenchmarkScore(b *testing.B) {
	q := engine.ScoreQuery{Players: 4, Hand: tile.MustParse("123s777z"), Dora: tile.MustParse("7z"), Tsumo: true}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := (Variant{}).Score(q); err != nil {
			b.Fatal(err)
		}
	}
}
