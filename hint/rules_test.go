package hint

import (
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// A riichi hand may only discard what riichi allows: the hint suggests no
// other discard, though others would keep the hand ready.
func TestHintKeepsToLegalDiscards(t *testing.T) {
	info := infoOf(t, "riichi", 4)
	v := waitingView("234567m234p5678s1z", 4)
	v.Players[0].Drawn = true
	v.Legal = discards(v.Players[0].Hand)
	free := For(info, v)
	if len(free.Discards) < 2 {
		t.Fatalf("before riichi, %d ready discards", len(free.Discards))
	}
	v.Players[0].Riichi = true
	v.Legal = []engine.Action{{Type: engine.Discard, Tile: tile.MustParse("1z")[0]}}
	locked := For(info, v)
	if len(locked.Discards) != 1 || locked.Discards[0].Tile != tile.MustParse("1z")[0] {
		t.Fatalf("in riichi the hint suggests %+v", locked.Discards)
	}
}

// P式's 四対子 counts in the shanten: three pairs and a single wait on the
// fourth pair; four pairs after a draw have won.
func TestTrumpFourPairsShanten(t *testing.T) {
	info := infoOf(t, "trump", 3)
	h := For(info, waitingView("1cS1cC3cS3cC5cS5cC9cS", 3))
	if !h.HasShanten || h.Shanten != 0 {
		t.Fatalf("three pairs and a single: shanten %d (known %v)", h.Shanten, h.HasShanten)
	}
	if len(h.Waits) == 0 || h.Waits[0].Tile.Kind() != tile.MustParse("9c")[0].Kind() || h.Waits[0].Value == nil {
		t.Fatalf("waits %+v", h.Waits)
	}
	v := waitingView("1cS1cC3cS3cC5cS5cC9cS9cC", 3)
	v.Players[0].Drawn = true
	v.Legal = discards(v.Players[0].Hand)
	if h := For(info, v); h.Shanten != -1 {
		t.Fatalf("four pairs after a draw: shanten %d", h.Shanten)
	}
	if got := pairsShanten(tile.MustParse("1cS1cC1cH1cD3cS5cS7cS"), 4, false); got != 1 {
		t.Fatalf("a four is two pairs: shanten %d, want 1", got)
	}
}

// MOMOJAN wins with a pair and 3 sets: 7 cards in a ready shape of two
// sets are not ready to win; with a set shown they are.
func TestMomojanThreeSets(t *testing.T) {
	info := infoOf(t, "momojan", 2)
	v := waitingView("123p456p7s", 2)
	h := For(info, v)
	if h.SetsShort != 1 || h.Shanten < 1 {
		t.Fatalf("two sets and a single: %d sets short, shanten %d", h.SetsShort, h.Shanten)
	}
	v.Players[0].Melds = []engine.Meld{{Kind: engine.MeldKai, Tiles: tile.MustParse("789s"), From: 0, Called: -1}}
	if h := For(info, v); h.SetsShort != 0 || h.Shanten != 0 {
		t.Fatalf("with a set shown: %d sets short, shanten %d", h.SetsShort, h.Shanten)
	}
}

// A discard whose waits lie in the own river is marked furiten; MOMOJAN's
// peaches may always be won on.
func TestDiscardFuriten(t *testing.T) {
	info := infoOf(t, "riichi", 4)
	v := waitingView("234567m234p5678s1z", 4)
	v.Players[0].Drawn = true
	v.Legal = discards(v.Players[0].Hand)
	v.Players[0].Discards = []engine.Discarded{{Tile: tile.MustParse("8s")[0]}}
	for _, d := range For(info, v).Discards {
		if d.Tile == tile.MustParse("1z")[0] && !d.Furiten {
			t.Fatal("discarding 1z waits on 5s and 8s, and 8s is in the river: not marked furiten")
		}
	}
	if furiten(adapterFor("momojan"), []engine.Discarded{{Tile: tile.MustParse("3p")[0]}}, []Wait{{Tile: tile.MustParse("3p")[0]}}) {
		t.Fatal("a MOMOJAN peach is furiten")
	}
	if !furiten(adapterFor("momojan"), []engine.Discarded{{Tile: tile.MustParse("3s")[0]}}, []Wait{{Tile: tile.MustParse("3s")[0]}}) {
		t.Fatal("a MOMOJAN strawberry in the river is not furiten")
	}
}
