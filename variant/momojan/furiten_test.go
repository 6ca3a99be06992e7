package momojan

import (
	"strconv"
	"testing"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/tile"
)

// canRon reports whether a riichi hand (so it always has a yaku) of
// concealed cards with melds may ron on win, having discarded discards.
func canRon(t *testing.T, concealed, melds, discards, win string) bool {
	t.Helper()
	var d [tile.NumKinds]bool
	for _, x := range tile.MustParse(discards) {
		d[x.Kind()] = true
	}
	w := tile.MustParse(win)[0]
	c := hand.CountsOf(tile.MustParse(concealed))
	c[w.Kind()]++
	in := winInput{concealed: c, melds: meldsOf(melds), win: w.Kind(), ron: true, riichi: true, discarded: &d}
	_, ok := scoreWin(DefaultRules(), &in)
	return ok
}

// The four examples under フリテン and the 24.02.29 addendum.
func TestFuriten(t *testing.T) {
	const two = "kai:555z kai:666z"
	tests := []struct {
		name, concealed, discards, win string
		want                           bool
	}{
		// 例: [れもん3、れもん4]でれもんの2、5待ち, れもん2を捨てている.
		{"ex1 lemon 5 blocked by lemon 2", "34l7l7s", "2l", "5l", false},
		{"ex1 peach 5 allowed", "34l7l7s", "2l", "5p", true},
		{"ex1 peach 2 allowed", "34l7l7s", "2l", "2p", true},
		{"ex1 lemon 5 without the discard", "34l7l7s", "", "5l", true},
		{"ex1 orange discards do not block lemon", "34l7l7s", "2o5o", "5l", true},
		// 例: いちご8の単騎待ちで、みかん8を捨てている.
		{"ex2 lemon 8 blocked by orange 8", "8s234l", "8o", "8l", false},
		{"ex2 peach 8 allowed", "8s234l", "8o", "8p", true},
		// 例: 太陽と何かのシャボ待ちで、自分がみかん1を捨てている.
		{"ex3 lemon 1 blocked by orange 1", "11z77z", "1o", "1l", false},
		{"ex3 peach 1 allowed", "11z77z", "1o", "1p", true},
		{"ex3 sun allowed", "11z77z", "1o", "1z", true},
		{"ex3 the other pair allowed", "11z77z", "1o", "7z", true},
		{"ex3 lemon 1 allowed when not furiten", "11z77z", "", "1l", true},
		// Addendum: [もも3、もも4] is tied to no fruit.
		{"addendum orange 2", "34p7l7s", "2l5l", "2o", true},
		{"addendum orange 5", "34p7l7s", "2l5l", "5o", true},
		{"addendum strawberry 2", "34p7l7s", "2l5l", "2s", true},
		{"addendum strawberry 5", "34p7l7s", "2l5l", "5s", true},
		{"addendum peach 2", "34p7l7s", "2l5l", "2p", true},
		{"addendum peach 5", "34p7l7s", "2l5l", "5p", true},
		// 雀頭: 太陽の単騎待ちのときに、相手が切ったれもんの1でロン上がりは不可.
		{"sun tanki does not take lemon 1", "1z234l", "", "1l", false},
		{"sun tanki takes sun", "1z234l", "", "1z", true},
		// 刻子: 太陽と何かのシャボ待ち時、相手が切ったれもんの1でロン上がり可.
		{"sun shanpon takes lemon 1", "11z77z", "", "1l", true},
		// A sun and a 1 wait on the second sun only.
		{"sun and lemon 1 wait on sun", "1z1l7l7s", "", "1z", true},
		{"sun and lemon 1 are no pair", "1z1l7l7s", "", "1o", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := canRon(t, tt.concealed, two, tt.discards, tt.win); got != tt.want {
				t.Errorf("ron on %s with %s waiting, %s discarded: %v, want %v", tt.win, tt.concealed, tt.discards, got, tt.want)
			}
		})
	}
}

// もちろんフリテンでもツモアガリは(役があるなら)可.
func TestFuritenTsumo(t *testing.T) {
	var d [tile.NumKinds]bool
	d[tile.K(tile.Lemon, 2)] = true
	in := winInput{concealed: hand.CountsOf(tile.MustParse("34l5l7l7s")), melds: meldsOf("kai:555z kai:666z"),
		win: tile.K(tile.Lemon, 5), riichi: true, discarded: &d}
	if _, ok := scoreWin(DefaultRules(), &in); !ok {
		t.Error("a furiten hand may not win by tsumo")
	}
}

// With furiten_missed, a passed ron blocks that reading until one's next
// discard (for good after riichi); off by default.
func TestFuritenMissed(t *testing.T) {
	for _, on := range []bool{false, true} {
		o, _ := engine.ResolveOptions(options(), engine.Options{"furiten_missed": strconv.FormatBool(on)})
		g := newGame(NewRules(o), engine.Seeded(1))
		g.startHand(deckOf(t, "5l1z2z3p4p6p7p", "34l7l7s9o9s8o", "9l9p8p1s", "5z1o2o3o5o"))
		p := &g.players[1]
		p.hand, p.melds = tiles("34l7l7s"), meldsOf("kai:555z kai:666z")
		p.riichi = true // a yaku
		g.invalidate()
		act(t, g, 0, engine.Action{Type: engine.Discard, Tile: card("5l")})
		ron := engine.Action{Type: engine.Ron, Tile: card("5l")}
		if !legalHas(g, 1, ron) {
			t.Fatalf("no ron on 5l: %v", g.Legal(1))
		}
		act(t, g, 1, engine.Action{Type: engine.Pass})
		if got := g.players[1].missed[tile.K(tile.Lemon, 5)]; got != on {
			t.Errorf("option %v: missed %v", on, got)
		}
		if d := g.discarded(1); d[tile.K(tile.Lemon, 5)] != on {
			t.Errorf("option %v: lemon 5 counts as discarded: %v", on, d[tile.K(tile.Lemon, 5)])
		}
	}
}
