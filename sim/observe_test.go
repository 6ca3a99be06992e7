package sim

import (
	"slices"
	"strconv"
	"testing"

	"jantaku/engine"
)

type summarized struct{}

func (summarized) WinFacts() engine.WinFacts {
	return engine.WinFacts{Value: 7, Yaku: []string{"a"}, Tsumo: true}
}

func TestWinFactsOf(t *testing.T) {
	type yv = engine.YakuValue
	tests := []struct {
		name string
		data any
		want engine.WinFacts
	}{
		{"interface", summarized{}, engine.WinFacts{Value: 7, Yaku: []string{"a"}, Tsumo: true}},
		{"points and named yaku", struct {
			Points int   `json:"points"`
			Yaku   []yv  `json:"yaku"`
			From   int   `json:"from"`
			Deltas []int `json:"deltas"`
		}{8000, []yv{{Name: "riichi", Value: 1}, {Name: "dora", Value: 2}}, -1, nil}, engine.WinFacts{Value: 8000, Yaku: []string{"riichi", "dora"}, Tsumo: true}},
		{"total, ron", map[string]any{"total": 12, "ron": true, "yaku": []string{"x"}}, engine.WinFacts{Value: 12, Yaku: []string{"x"}}},
		{"not ron", map[string]any{"points": 3, "ron": false, "limit": true}, engine.WinFacts{Value: 3, Tsumo: true, Limit: true}},
		{"from a seat", map[string]any{"points": 3, "from": 2}, engine.WinFacts{Value: 3}},
		{"yakuman", map[string]any{"points": 32000, "yakuman": 1, "from": 1}, engine.WinFacts{Value: 32000, Limit: true}},
		{"nothing", "hello", engine.WinFacts{}},
		{"nil", nil, engine.WinFacts{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := WinFactsOf(tt.data)
			if got.Value != tt.want.Value || got.Tsumo != tt.want.Tsumo || got.Limit != tt.want.Limit || !slices.Equal(got.Yaku, tt.want.Yaku) {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestDrawReason(t *testing.T) {
	type reasoned struct {
		Reason string `json:"reason"`
	}
	for _, tt := range []struct {
		data any
		want string
	}{
		{"stock exhausted", "stock exhausted"},
		{map[string]string{"reason": "exhaustive"}, "exhaustive"},
		{map[string]any{"reason": "exhausted", "tenpai": []bool{true}}, "exhausted"},
		{reasoned{"four kans"}, "four kans"},
		{struct{ Tenpai []bool }{}, "draw"},
		{nil, "draw"},
	} {
		if got := DrawReason(tt.data); got != tt.want {
			t.Errorf("DrawReason(%v) = %q, want %q", tt.data, got, tt.want)
		}
	}
}

func TestValueBins(t *testing.T) {
	short := []Count{{Key: "1", N: 1}, {Key: "2", N: 1}}
	if got := ValueBins(short, 4); !slices.Equal(got, short) {
		t.Errorf("a short table changed: %v", got)
	}
	var long []Count
	for _, v := range []int{1000, 1300, 2000, 2600, 3900, 7700, 8000, 12000} {
		long = append(long, Count{Key: strconv.Itoa(v), N: 1, Share: 0.125})
	}
	got := ValueBins(long, 4)
	want := []string{"0-4999", "5000-9999", "10000-14999"}
	n := 0
	for i, c := range got {
		if i >= len(want) || c.Key != want[i] {
			t.Fatalf("bins %v, want keys %v", got, want)
		}
		n += c.N
	}
	if n != 8 || got[0].N != 5 || got[0].Share != 0.625 {
		t.Errorf("bins %v", got)
	}
}

func TestDisplayWidth(t *testing.T) {
	for _, tt := range []struct {
		s    string
		want int
	}{{"dora", 4}, {"ドラ", 4}, {"翻牌 發", 7}, {"", 0}, {"ｱ", 1}} {
		if got := displayWidth(tt.s); got != tt.want {
			t.Errorf("displayWidth(%q) = %d, want %d", tt.s, got, tt.want)
		}
	}
}
