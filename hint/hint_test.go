package hint

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
	"jantaku/variants"
)

func infoOf(t testing.TB, id string, players int) Info {
	t.Helper()
	v, err := variants.Registry().Get(id)
	if err != nil {
		t.Fatal(err)
	}
	opts, err := engine.ResolveOptions(v.Options(), nil)
	if err != nil {
		t.Fatal(err)
	}
	scorer, _ := v.(engine.Scorer)
	return Info{Variant: id, Players: players, Options: opts, Tiles: v.Tiles(opts), Scorer: scorer}
}

// waitingView is seat 0 of players waiting with hand, nothing to decide.
func waitingView(hand string, players int) engine.View {
	v := engine.View{Round: "East 1", Players: make([]engine.PlayerView, players)}
	v.Players[0].Hand = tile.MustParse(hand)
	return v
}

func TestHintWaitsAndValues(t *testing.T) {
	tests := []struct {
		name, variant, hand string
		players             int
		wantKinds           string
		wantValue           string // in the first wait's value, or "" for none
		wantNoWin           string // in the first wait's reason, or "" for none
	}{
		{"trump thirteen orphans on the ace", "trump", "0z1zS5zS6zS7zS7zH9cS", 3, "1c", "thirteen orphans", ""},
		{"suzume triplet wait under the minimum", "suzume", "22456s", 4, "2s", "", "under the minimum"},
		{"suzume all terminals", "suzume", "11199s", 4, "9s", "all terminals and honours", ""},
		{"malaysia 1p, 4p, 7p and the joker", "malaysia", "123p456p789p11z23p", 3, "147p0z", "Pure straight", ""},
		{"suzume not ready", "suzume", "13579s", 4, "", "", ""},
		{"riichi all simples on 5s or 8s", "riichi", "234567m234p5678s", 4, "58s", "All simples", ""},
		{"riichi without yaku on a ron", "riichi", "234567m234p6789s", 4, "69s", "", "no yaku"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := For(infoOf(t, tt.variant, tt.players), waitingView(tt.hand, tt.players))
			var kinds []tile.Tile
			for _, w := range h.Waits {
				kinds = append(kinds, w.Tile)
			}
			if got := tile.Format(kinds); got != tt.wantKinds {
				t.Fatalf("waits %q, want %q (%+v)", got, tt.wantKinds, h.Waits)
			}
			if len(h.Waits) == 0 {
				return
			}
			w := h.Waits[0]
			val := ""
			if w.Value != nil {
				val = w.Value.String()
			}
			if !strings.Contains(val, tt.wantValue) || (tt.wantValue == "") != (val == "") {
				t.Errorf("value %q, want it to hold %q", val, tt.wantValue)
			}
			if !strings.Contains(w.NoWin, tt.wantNoWin) || (tt.wantNoWin == "") != (w.NoWin == "") {
				t.Errorf("reason %q, want it to hold %q", w.NoWin, tt.wantNoWin)
			}
		})
	}
}

// TestHintCardSuits: where the card suit changes the answer, the hint
// names the card: 1-7♥ wins 八連 only on the 8♥, and on any 1, 4 or 7.
func TestHintCardSuits(t *testing.T) {
	h := For(infoOf(t, "trump", 3), waitingView("1234567cH", 3))
	var got []string
	for _, w := range h.Waits {
		got = append(got, w.Tile.String())
	}
	if strings.Join(got, " ") != "1c 4c 7c 8cH" {
		t.Fatalf("waits %v, want 1c 4c 7c 8cH (%+v)", got, h.Waits)
	}
	if w := h.Waits[3]; w.Value == nil || !strings.Contains(w.Value.String(), "eight in a row") || w.Unseen != 1 {
		t.Errorf("8♥: %+v", w)
	}
}

func TestHintAfterADraw(t *testing.T) {
	info := infoOf(t, "suzume", 4)
	v := waitingView("113999s", 4)
	v.Players[0].Drawn = true
	v.Legal = discards(v.Players[0].Hand)
	h := For(info, v)
	if h.Complete != nil {
		t.Errorf("an unfinished hand wins now: %v", h.Complete)
	}
	var ds []tile.Tile
	for _, d := range h.Discards {
		ds = append(ds, d.Tile)
	}
	// 1s leaves 13 999 (wait 2s), 3s leaves 11 999 (wait 1s); 9s leaves 113 99: no.
	if got := tile.Format(ds); got != "13s" {
		t.Errorf("discards that keep the hand ready: %q, want 13s", got)
	}
}

func TestRiichiShanten(t *testing.T) {
	for _, tc := range []struct {
		hand  string
		melds int
		want  int
	}{
		{"123456789m1234p", 0, 0},
		{"19m19p19s1234567z", 0, 0},
		{"123456789m11122p", 0, -1},
		{"1122334455667z", 0, 0},
		{"1357m2468p13579s", 0, 4},
		{"0m55m5p", 3, 0}, // a red five counts as a five
	} {
		if got := riichiShanten(tile.MustParse(tc.hand), tc.melds); got != tc.want {
			t.Errorf("shanten of %s with %d melds = %d, want %d", tc.hand, tc.melds, got, tc.want)
		}
	}
}

func TestWindKind(t *testing.T) {
	for s, want := range map[string]tile.Kind{
		"East 2, 1 honba": tile.East, "South 1": tile.South, "west": tile.West, "Wes": 0, "W": tile.West, "北": tile.North, "hand 3": 0, "": 0,
	} {
		if got := windKind(s); got != want {
			t.Errorf("windKind(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestHandShape(t *testing.T) {
	for n, want := range map[int]string{14: "4+pair", 8: "2+pair", 6: "2", 2: "0+pair", 4: "none", 0: "none"} {
		s, ok := handShape(n)
		got := "none"
		if ok {
			got = strconv.Itoa(s.Sets)
			if s.Pair {
				got += "+pair"
			}
		}
		if got != want {
			t.Errorf("handShape(%d) = %s, want %s", n, got, want)
		}
	}
}

func TestHintShanten(t *testing.T) {
	for _, tc := range []struct {
		variant, hand string
		players       int
		want          int
		known         bool
	}{
		{"suzume", "13579s", 4, 1, true},
		{"suzume", "22456s", 4, 0, true},
		{"suzume", "159s67z", 4, 3, true}, // no block: three from two sets
		{"trump", "1357c5z6z0z", 3, 2, true},
		// Too big to search: the count of blocks, checked by the waits.
		{"malaysia", "123p456p789p11z5z7z", 3, 1, true},
		{"malaysia", "123p456p789p1z3z5z7z", 3, 2, true},
		{"malaysia", "123p456p789p1z0z5z7z", 3, 1, true}, // the joker pairs with 1z
		{"malaysia", "1p4p7p2p5p8p1z2z3z4z5z6z7z", 3, 5, true},
		{"malaysia", "1p4p7p2p5p8p1z2z3z4z5z6z0z", 3, 4, true},
		{"momojan", "123l456o789l5z", 2, 0, true}, // ten cards: a pair short
		{"momojan", "123l456o78l5z6z", 2, 1, true},
		{"momojan", "123l456o4l8l5z6z", 2, 2, true},
	} {
		h := For(infoOf(t, tc.variant, tc.players), waitingView(tc.hand, tc.players))
		if h.HasShanten != tc.known || (tc.known && h.Shanten != tc.want) || h.Exact {
			t.Errorf("%s %s: shanten %d known %v exact %v, want %d known %v", tc.variant, tc.hand, h.Shanten, h.HasShanten, h.Exact, tc.want, tc.known)
		}
	}
}

func BenchmarkFor(b *testing.B) {
	for _, bc := range []struct {
		variant, hand string
		players       int
	}{
		{"suzume", "224567s", 4},
		{"trump", "1357cS5zS6zS7zH0z", 3},
		{"malaysia", "123p456p789p11z23p5z", 3},
		{"malaysia", "1p4p7p2p5p8p1z2z3z4z5z6z7z0z", 3},
		{"momojan", "1l4l7l1o4o7o5p9p1s3z7l", 2},
		{"momojan", "1l2l4l7l1o4o7o5p9p1s3z7l2o1z", 2},
	} {
		b.Run(bc.variant+"/"+bc.hand, func(b *testing.B) {
			info := infoOf(b, bc.variant, bc.players)
			v := waitingView(bc.hand, bc.players)
			v.Players[0].Drawn = true
			v.Legal = discards(v.Players[0].Hand)
			for b.Loop() {
				For(info, v)
			}
		})
	}
}

// discards are the discard actions of every tile of ts.
func discards(ts []tile.Tile) []engine.Action {
	out := make([]engine.Action, len(ts))
	for i, t := range ts {
		out[i] = engine.Action{Type: engine.Discard, Tile: t}
	}
	return out
}

// The unseen count leaves out every copy the seat can see, and a wait in
// the seat's own river is furiten.
func TestUnseenAndFuriten(t *testing.T) {
	info := infoOf(t, "riichi", 4)
	v := waitingView("234567m234p5678s", 4)
	v.Players[1].Discards = []engine.Discarded{{Tile: tile.MustParse("5s")[0]}, {Tile: tile.MustParse("8s")[0], Taken: true}}
	v.Players[2].Melds = []engine.Meld{{Kind: engine.MeldPon, Tiles: tile.MustParse("888s"), From: 1, Called: 0}}
	v.Dora = tile.MustParse("5s")
	h := For(info, v)
	got := map[string]int{}
	for _, w := range h.Waits {
		got[w.Tile.String()] = w.Unseen
	}
	// 5s: 4 - one in hand - one discarded - one indicator; 8s: 4 - hand - pon of three.
	if got["5s"] != 1 || got["8s"] != 0 || h.Furiten {
		t.Fatalf("unseen %v, furiten %v", got, h.Furiten)
	}
	v.Players[0].Discards = []engine.Discarded{{Tile: tile.MustParse("8s")[0]}}
	if h := For(info, v); !h.Furiten {
		t.Fatal("a wait in the own river is not furiten")
	}
}

// A Malaysian hand of fourteen, a flower among them (drawn, to be set
// aside) or not: the hint reads it without the flower and names the
// discard that leaves it ready, as in every variant; a hand far from
// ready says how far.
func TestMalaysianDrawnHand(t *testing.T) {
	info := infoOf(t, "malaysia", 3)
	for _, tc := range []struct {
		hand, discard string
		shanten       int
	}{
		{"123p456p789p11z23p5z", "5z", 0},
		{"123p456p789p11z23p5z1f", "5z", 0},
		{"1f123p456p789p11z23p5z", "5z", 0},
		{"123p456p789p11z0z5z7z", "5z", 0}, // 11z0z or 0z as the pair
		{"123p456p789p1z2z3z5z7z", "", 2},
	} {
		v := waitingView(tc.hand, 3)
		v.Players[0].Drawn = true
		v.Legal = discards(v.Players[0].Hand)
		h := For(info, v)
		var ds []string
		for _, d := range h.Discards {
			ds = append(ds, tile.Format([]tile.Tile{d.Tile}))
		}
		if !h.HasShanten || h.Shanten != tc.shanten || (tc.discard != "" && !slices.Contains(ds, tc.discard)) || (tc.discard == "" && len(ds) > 0) {
			t.Errorf("%s: shanten %d (known %v), discards %v; want %d and %q", tc.hand, h.Shanten, h.HasShanten, ds, tc.shanten, tc.discard)
		}
	}
}
