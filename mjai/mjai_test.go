package mjai

import (
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

func TestPaiRoundTrip(t *testing.T) {
	for _, x := range tile.Riichi([3]int{1, 1, 1}).All() {
		s := Pai(x)
		back, err := ParsePai(s)
		if err != nil || back != x {
			t.Fatalf("%v -> %q -> %v, %v", x, s, back, err)
		}
	}
	for s, want := range map[string]string{"5mr": "0m", "P": "5z", "C": "7z", "E": "1z", "9s": "9s"} {
		got, err := ParsePai(s)
		if err != nil || tile.Format([]tile.Tile{got}) != want {
			t.Errorf("%s: %v %v, want %s", s, got, err, want)
		}
	}
	for _, bad := range []string{"", "0m", "5z", "10m", "5mx", "?"} {
		if _, err := ParsePai(bad); err == nil {
			t.Errorf("%q read", bad)
		}
	}
}

func TestActionOf(t *testing.T) {
	one := func(s string) tile.Tile { return tile.MustParse(s)[0] }
	legal := []engine.Action{
		{Type: engine.Pass},
		{Type: engine.Pon, Tile: one("5m"), Tiles: tile.MustParse("05m")},
		{Type: engine.Chi, Tile: one("5m"), Tiles: tile.MustParse("46m")},
		{Type: engine.Chi, Tile: one("5m"), Tiles: tile.MustParse("67m")},
		{Type: engine.Ron, Tile: one("5m")},
	}
	tests := []struct {
		msg  Msg
		want engine.Action
		ok   bool
	}{
		{Msg{Type: "none"}, legal[0], true},
		{Msg{Type: "pon", Pai: "5m", Consumed: []string{"5m", "5mr"}}, legal[1], true},
		{Msg{Type: "pon", Pai: "5m", Consumed: []string{"5m", "5m"}}, legal[1], true}, // by kind
		{Msg{Type: "chi", Pai: "5m", Consumed: []string{"7m", "6m"}}, legal[3], true},
		{Msg{Type: "hora", Pai: "5m"}, legal[4], true},
		{Msg{Type: "chi", Pai: "5m", Consumed: []string{"3m", "4m"}}, engine.Action{}, false},
		{Msg{Type: "dahai", Pai: "1z"}, engine.Action{}, false},
		{Msg{Type: "nonsense"}, engine.Action{}, false},
	}
	for _, tc := range tests {
		got, err := actionOf(tc.msg, legal)
		if (err == nil) != tc.ok || tc.ok && !got.Equal(tc.want) {
			t.Errorf("%+v: %v %v, want %v", tc.msg, got, err, tc.want)
		}
	}
}

func TestTranslateActions(t *testing.T) {
	one := func(s string) tile.Tile { return tile.MustParse(s)[0] }
	tr := newTranslator(0, 4)
	tr.drawn = one("3p")
	got := tr.event(engine.Event{Type: engine.EvAct, Seat: 0, Action: &engine.Action{Type: engine.Riichi, Tile: one("3p")}})
	if len(got) != 3 || got[0].Type != "reach" || got[1].Type != "dahai" || got[1].Pai != "3p" || !*got[1].Tsumogiri || got[2].Type != "reach_accepted" {
		t.Fatalf("riichi: %+v", got)
	}
	got = tr.event(engine.Event{Type: engine.EvAct, Seat: 1, Action: &engine.Action{Type: engine.Pon, Tile: one("3p"), Tiles: tile.MustParse("33p")}})
	if len(got) != 1 || got[0].Type != "pon" || *got[0].Target != 0 || *got[0].Actor != 1 || len(got[0].Consumed) != 2 {
		t.Fatalf("pon: %+v", got)
	}
	got = tr.event(engine.Event{Type: engine.EvDraw, Seat: 2, Secret: true}.Mask(0))
	if len(got) != 1 || got[0].Pai != "?" {
		t.Fatalf("hidden draw: %+v", got)
	}
}

// TestActionOfKakan: an added kan is named by its tile, with or without
// the three tiles of its pon (consumed, reds included or not), or by the
// consumed tiles alone; consumed of another kind is refused.
func TestActionOfKakan(t *testing.T) {
	one := func(s string) tile.Tile { return tile.MustParse(s)[0] }
	legal := []engine.Action{{Type: engine.Discard, Tile: one("1z")}, {Type: engine.Kakan, Tile: one("0p")}, {Type: engine.Kakan, Tile: one("9p")}}
	tests := []struct {
		msg  Msg
		want engine.Action
		ok   bool
	}{
		{Msg{Type: "kakan", Pai: "9p", Consumed: []string{"9p", "9p", "9p"}}, legal[2], true},
		{Msg{Type: "kakan", Pai: "9p"}, legal[2], true},
		{Msg{Type: "kakan", Consumed: []string{"9p", "9p", "9p"}}, legal[2], true},
		{Msg{Type: "kakan", Pai: "5pr", Consumed: []string{"5p", "5p", "5p"}}, legal[1], true},
		{Msg{Type: "kakan", Pai: "5p", Consumed: []string{"5p", "5p", "5p"}}, legal[1], true}, // by kind
		{Msg{Type: "kakan", Consumed: []string{"5p", "5p", "5p"}}, legal[1], true},
		{Msg{Type: "kakan", Pai: "9p", Consumed: []string{"9p", "9p", "8p"}}, engine.Action{}, false},
		{Msg{Type: "kakan", Pai: "9p", Consumed: []string{"9p", "9p"}}, engine.Action{}, false},
		{Msg{Type: "kakan", Pai: "1z"}, engine.Action{}, false},
	}
	for _, tc := range tests {
		got, err := actionOf(tc.msg, legal)
		if (err == nil) != tc.ok || tc.ok && !got.Equal(tc.want) {
			t.Errorf("%+v: %v %v, want %v", tc.msg, got, err, tc.want)
		}
	}
}

// TestTranslateKakan: an added kan names the three tiles of its pon as
// they are, a red five included.
func TestTranslateKakan(t *testing.T) {
	one := func(s string) tile.Tile { return tile.MustParse(s)[0] }
	tr := newTranslator(0, 4)
	tr.lastFrom, tr.lastTile = 0, one("5p")
	tr.event(engine.Event{Type: engine.EvAct, Seat: 1, Action: &engine.Action{Type: engine.Pon, Tile: one("5p"), Tiles: tile.MustParse("05p")}})
	got := tr.event(engine.Event{Type: engine.EvAct, Seat: 1, Action: &engine.Action{Type: engine.Kakan, Tile: one("5p")}})
	if len(got) != 1 || got[0].Type != "kakan" || got[0].Pai != "5p" || !slices.Equal(sortedCopy(got[0].Consumed), []string{"5p", "5p", "5pr"}) {
		t.Fatalf("kakan: %+v", got)
	}
}

func sortedCopy(s []string) []string {
	out := slices.Clone(s)
	slices.Sort(out)
	return out
}

func TestSwapKinds(t *testing.T) {
	ts := func(s string) []tile.Tile { return tile.MustParse(s) }
	for _, tc := range []struct {
		pai, consumed, want string
	}{
		{"1m", "23m", "14m"}, {"4m", "23m", "41m"}, {"3m", "12m", "3m"}, {"7s", "89s", "7s"},
		{"6s", "78s", "69s"}, {"5p", "46p", "5p"}, {"5p", "05p", "5p"}, {"1z", "11z", "1z"},
	} {
		got := swapKinds(ts(tc.pai)[0], ts(tc.consumed))
		var want []tile.Kind
		for _, x := range ts(tc.want) {
			want = append(want, x.Kind())
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s with %s: %v, want %v", tc.pai, tc.consumed, got, want)
		}
	}
}
