package bot

import (
	"testing"

	"jantaku/engine"
	"jantaku/hand/shanten"
	"jantaku/tile"
)

// riichiSpace is riichi's kind space: package shanten's 34-kind index.
var riichiSpace = newSpace(tile.Riichi([3]int{1, 1, 1}))

// idx34 is a riichi kind's index in package shanten's counts.
func idx34(k tile.Kind) int { return riichiSpace.of(k) }

// counts34 reads a riichi hand string into package shanten's counts.
func counts34(t *testing.T, s string) shanten.Counts {
	t.Helper()
	var c shanten.Counts
	for _, tl := range tile.MustParse(s) {
		c[idx34(tl.Kind())]++
	}
	return c
}

// shapeFor is the shape of a seat with the given sets, White, Green, Red
// and East the value honours, four of every kind unseen.
func shapeFor(sets ...engine.MeldKind) func(lows ...string) shapeMelds {
	return func(lows ...string) shapeMelds {
		sm := shapeMelds{closed: true, simples: true, pons: true, suitOnly: [3]bool{true, true, true}}
		sm.isValue = [7]bool{true, false, false, false, true, true, true}
		for i := range sm.unseen {
			sm.unseen[i] = 4
		}
		for i, kd := range sets {
			sm = sm.with(kd, idx34(tile.MustParse(lows[i])[0].Kind()))
		}
		return sm
	}
}

func TestYakuDistance(t *testing.T) {
	closed := shapeFor()()
	for _, h := range []string{"13m57m24p89p35s7s1z2z3z", "234m456p678s23p55z", "1199m1199p1199s5z"} {
		c := counts34(t, h)
		if got, want := closed.yakuDistance(&c), shanten.Of(&c, 0); got != want {
			t.Errorf("closed %s: %d, want its shanten %d", h, got, want)
		}
	}
	chi := shapeFor(engine.MeldChi, engine.MeldChi)
	// 123m and 789p called: no simples, no pons, two suits, no value honour.
	if c, sm := counts34(t, "45s67s2p3p8s"), chi("1m", "7p"); sm.yakuDistance(&c) < 99 {
		t.Errorf("123m 789p called, no yaku in view: %d", sm.yakuDistance(&c))
	}
	// The same sets with a pair of White: read as its pon and one step more.
	c := counts34(t, "45s67s2p3p55z")
	pair := c
	pair[idx34(tile.White)] -= 2
	sm := chi("1m", "7p")
	if got, want := sm.yakuDistance(&c), shanten.Regular(&pair, 3)+1; got != want {
		t.Errorf("value pair: %d, want %d", got, want)
	}
	// A pon of 2m, and pairs: all pons counts sets and pairs.
	pon := shapeFor(engine.MeldPon)("2m")
	c = counts34(t, "1199p33s4z7z8s")
	if got := pon.yakuDistance(&c); got != 8-2*1-3 {
		t.Errorf("pons: %d, want %d", got, 8-2*1-3)
	}
	// All simples once 19 and honours are set aside.
	tan := shapeFor(engine.MeldChi)("3m")
	c = counts34(t, "456p678s2s3s1z9p")
	simple := c
	simple[idx34(tile.East)], simple[idx34(tile.K(tile.Pin, 9))] = 0, 0
	if got, want := tan.yakuDistance(&c), shanten.Regular(&simple, 1); got != want {
		t.Errorf("simples: %d, want %d", got, want)
	}
}

func TestShapeAcceptanceWeighsCalls(t *testing.T) {
	value := shapeFor()()
	plain := value
	plain.isValue[6] = false // Red no value honour
	c := counts34(t, "13m57m24p89p33s9s77z")
	if !value.ponLowers(&c, idx34(tile.Red), value.yakuDistance(&c)) {
		t.Fatalf("a pon of the Red pair should bring the hand nearer")
	}
	if v, p := value.shapeAcceptance(&c), plain.shapeAcceptance(&c); v <= p {
		t.Errorf("a value pair's pon counts four times: %d, not above %d", v, p)
	}
}

// A chi is read by its lowest tile wherever the called tile stands: 3m
// called on 12m is no set of simples.
func TestShapeMeldsReadChiByLowestTile(t *testing.T) {
	v := engine.View{Variant: "riichi", Seat: 0, Round: "East 1, 0 honba"}
	for s := range 4 {
		v.Players = append(v.Players, engine.PlayerView{Wind: []string{"East", "South", "West", "North"}[s], HandSize: 13})
	}
	v.Players[0].Hand = tile.MustParse("456p678s23s55s9p")
	v.Players[0].Melds = []engine.Meld{{Kind: engine.MeldChi, Tiles: tile.MustParse("3m12m"), From: 3}}
	sm := newShapeMelds(NewModel(v, tile.Riichi([3]int{1, 1, 1})), riichiSpace)
	if sm.simples || sm.closed || sm.pons || !sm.suitOnly[0] || sm.suitOnly[1] {
		t.Errorf("123m called: %+v", sm)
	}
}
