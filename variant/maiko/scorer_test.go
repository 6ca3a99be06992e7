package maiko

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

func settleQ(t *testing.T, settle string) engine.ScoreQuery {
	t.Helper()
	opts, err := engine.ResolveOptions(Options(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return engine.ScoreQuery{Players: Players, Options: opts,
		Extra: map[string]json.RawMessage{"settle": json.RawMessage(settle)}}
}

func TestScorerSettle(t *testing.T) {
	tests := []struct {
		name, settle string
		deltas, mp   map[string]int
	}{
		{"例1", `{"dealer":"maiko","winner":"A","from":null,"han":4,"fu":30}`,
			map[string]int{"A": 7800, "B": -3900, "C": -3900, "maiko": 0}, map[string]int{"A": 0, "B": 1900, "C": 1900, "maiko": 0}},
		{"例4", `{"dealer":"B","winner":"A","from":"maiko","han":5,"fu":0}`,
			map[string]int{"A": 8100, "B": -5400, "C": -2700, "maiko": 0}, map[string]int{"A": 0, "B": 5400, "C": 2700, "maiko": 0}},
		{"例5", `{"dealer":"A","winner":"maiko","from":null,"yakuman":1}`,
			map[string]int{"A": 0, "B": 0, "C": 0, "maiko": 0}, map[string]int{"A": -16000, "B": -8000, "C": -8000, "maiko": 0}},
		{"ご指名 dealer mangan tsumo", `{"dealer":"A","winner":"A","from":null,"han":5,"nominated":true}`,
			map[string]int{"A": 8000, "B": -4000, "C": -4000, "maiko": 0}, map[string]int{"A": 4000, "B": 0, "C": 0, "maiko": 0}},
		{"honba on a ron off the dummy", `{"dealer":"A","winner":"B","from":"maiko","han":1,"fu":30,"honba":2}`,
			map[string]int{"A": -1100, "B": 1700, "C": -600, "maiko": 0}, map[string]int{"A": 1100, "B": 0, "C": 600, "maiko": 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := Scorer{}.Score(settleQ(t, tt.settle))
			if err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(a.Extra["deltas"]) != fmt.Sprint(tt.deltas) || fmt.Sprint(a.Extra["mp"]) != fmt.Sprint(tt.mp) {
				t.Errorf("deltas %v mp %v, want %v %v", a.Extra["deltas"], a.Extra["mp"], tt.deltas, tt.mp)
			}
		})
	}
}

func TestScorerSettleErrors(t *testing.T) {
	for _, settle := range []string{
		`{"dealer":"D","winner":"A","from":null,"han":5}`,
		`{"dealer":"A","winner":"A","from":"A","han":5}`,
		`{"dealer":"A","winner":"A","from":null}`,
		`{"dealer":"A","winner":"A","from":null,"han":2}`,
		`{"dealer":"A","winner":"A","from":null,"han":-1}`,
		`{"dealer":"A","winner":"maiko","from":null,"yakuman":1,"nominated":true}`,
		`{"dealer":"A","winner":"A","from":null,"han":5,"extra":1}`,
		`[1]`,
	} {
		t.Run(settle, func(t *testing.T) {
			if _, err := (Scorer{}).Score(settleQ(t, settle)); !errors.Is(err, ErrBadSettle) {
				t.Errorf("err = %v, want ErrBadSettle", err)
			}
		})
	}
}

// TestScorerHand: a hand with "variant": "maiko" scores as in riichi.
func TestScorerHand(t *testing.T) {
	opts, _ := engine.ResolveOptions(Options(), nil)
	q := engine.ScoreQuery{Players: Players, Options: opts, Hand: tile.MustParse("123m456p789s23455s"),
		Win: tile.MustParse("5s")[0], SeatWind: tile.South, RoundWind: tile.East,
		Dora: tile.MustParse("4s"), Flags: map[engine.Flag]bool{engine.FlagRiichi: true}}
	a, err := Scorer{}.Score(q)
	if err != nil || !a.Win || a.Points != 5200 || a.Payments["ron"] != 5200 {
		t.Errorf("answer %+v err %v, want a 5200 ron", a, err)
	}
}

// Example 2 of the text: B deals and A tsumos a mangan.
func ExampleScorer() {
	opts, _ := engine.ResolveOptions(Options(), nil)
	q := engine.ScoreQuery{Players: Players, Options: opts, Extra: map[string]json.RawMessage{
		"settle": json.RawMessage(`{"dealer":"B","winner":"A","from":null,"han":5}`)}}
	a, _ := Scorer{}.Score(q)
	fmt.Println(a.Extra["deltas"], a.Extra["mp"])
	// Output: map[A:8100 B:-5400 C:-2700 maiko:0] map[A:0 B:1400 C:700 maiko:0]
}
