package engine_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"jantaku/engine"
	"jantaku/internal/toy"
	"jantaku/tile"
)

// The generator's output is part of every record: these values must never
// change. SplitMix64 seeded with 0 starts 0xE220A8397B1DCDAF.
func TestRandIsFixed(t *testing.T) {
	r := engine.NewRand(0)
	want := []uint64{0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F}
	for i, w := range want {
		if got := r.Uint64(); got != w {
			t.Fatalf("value %d = %#x, want %#x", i, got, w)
		}
	}
	r = engine.NewRand(42)
	xs := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	r.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
	if got := fmt.Sprint(xs); got != "[8 3 6 5 4 0 9 2 1 7]" {
		t.Fatalf("shuffle of seed 42 = %s", got)
	}
}

func TestIntNUniform(t *testing.T) {
	r := engine.NewRand(1)
	var c [7]int
	for i := 0; i < 70000; i++ {
		c[r.IntN(7)]++
	}
	for i, n := range c {
		if n < 9500 || n > 10500 {
			t.Errorf("IntN(7) gave %d %d times in 70000", i, n)
		}
	}
}

func TestResolveOptions(t *testing.T) {
	specs := []engine.Option{
		{Key: "a", Default: "true", Kind: engine.OptBool},
		{Key: "n", Default: "3", Kind: engine.OptInt, Min: 0, Max: 10},
		{Key: "c", Default: "x", Kind: engine.OptChoice, Choices: []string{"x", "y"}},
	}
	got, err := engine.ResolveOptions(specs, engine.Options{"n": "5"})
	if err != nil || got.Int("n") != 5 || !got.Bool("a") || got.String("c") != "x" {
		t.Fatalf("got %v, %v", got, err)
	}
	for _, bad := range []engine.Options{{"zz": "1"}, {"a": "maybe"}, {"n": "x"}, {"n": "11"}, {"n": "-1"}, {"n": "9223372036854775807"}, {"c": "z"}} {
		if _, err := engine.ResolveOptions(specs, bad); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
	if _, err := engine.ParseOptionArgs([]string{"novalue"}); err == nil {
		t.Error("an option without = accepted")
	}
}

func TestCheckAndRefusal(t *testing.T) {
	g, _, err := engine.NewGame(toy.Variant{}, engine.Config{Players: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		seat engine.Seat
		a    engine.Action
		want error
	}{
		{5, engine.Action{Type: engine.Pass}, engine.ErrNoSuchSeat},
		{1, engine.Action{Type: engine.Pass}, engine.ErrNotToAct},
		{0, engine.Action{Type: engine.Pon}, engine.ErrIllegal},
	}
	for _, tt := range tests {
		_, err := g.Apply(tt.seat, tt.a)
		var ae *engine.ActionError
		if !errors.Is(err, tt.want) || !errors.As(err, &ae) {
			t.Errorf("seat %d %v: err = %v, want %v", tt.seat, tt.a, err, tt.want)
		}
	}
	if _, _, err := engine.NewGame(toy.Variant{}, engine.Config{Players: 9}); err == nil {
		t.Error("nine players accepted")
	}
}

func TestActionEqualIgnoresTileOrder(t *testing.T) {
	a := engine.Action{Type: engine.Chi, Tile: tile.MustParse("3m")[0], Tiles: tile.MustParse("45m")}
	b := engine.Action{Type: engine.Chi, Tile: tile.MustParse("3m")[0], Tiles: tile.MustParse("54m")}
	if !a.Equal(b) || a.Equal(engine.Action{Type: engine.Chi}) {
		t.Fatal("Equal is wrong")
	}
	var back engine.Action
	if err := json.Unmarshal([]byte(a.String()), &back); err != nil || !back.Equal(a) {
		t.Fatalf("JSON round trip: %v, %v", back, err)
	}
}

func TestWindowPriority(t *testing.T) {
	offer := func(s engine.Seat) []engine.Action {
		return []engine.Action{{Type: engine.Pass}, {Type: engine.Pon}, {Type: engine.Ron}}
	}
	w := engine.NewWindow(4, []engine.Seat{1, 2, 3}, offer)
	rank := func(a engine.Action) int { return map[engine.ActionType]int{engine.Ron: 2, engine.Pon: 1}[a.Type] }
	w.Choose(1, engine.Action{Type: engine.Pon})
	w.Choose(3, engine.Action{Type: engine.Ron})
	if w.Done() || fmt.Sprint(w.Waiting()) != "[2]" {
		t.Fatalf("waiting = %v", w.Waiting())
	}
	w.Choose(2, engine.Action{Type: engine.Ron})
	got := w.Winners(rank)
	if len(got) != 2 || got[0].Seat != 2 || got[1].Seat != 3 {
		t.Fatalf("winners = %v", got)
	}
}

func TestMask(t *testing.T) {
	e := engine.Event{Type: engine.EvDeal, Seat: 1, Tiles: tile.MustParse("123m"), Secret: true}
	if m := e.Mask(1); len(m.Tiles) != 3 {
		t.Error("the owner lost its tiles")
	}
	if m := e.Mask(0); m.Tiles != nil || m.Data != (engine.HiddenCount{N: 3}) {
		t.Errorf("another seat sees %v", m)
	}
}
