package riichi

import (
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// TestIppatsuSurvivesARobbedKan: a player in riichi who robs an added kan
// (槍槓) in the go-around after the riichi keeps 一発: the robbed kan never
// happened, so it broke nothing (tenhou.net pays 立直 一発 槍槓 so).
func TestIppatsuSurvivesARobbedKan(t *testing.T) {
	hands := [Seats]string{
		"0p19m19s1234z2468m",  // seat 0 deals and lets the red 5p go
		"55p123m456s789s2z7z", // seat 1 pons it
		"46p123s789m234s99s",  // seat 2 waits on 5p and declares riichi
		"1379p258s369m567z",   // seat 3 only discards
	}
	g := scripted(t, nil, hands, "2z3z4z8p5p")
	p := func(s string) tile.Tile { return tile.MustParse(s)[0] }
	act(t, g, 0, discard("0p"))
	act(t, g, 1, engine.Action{Type: engine.Pon, Tile: p("0p"), Tiles: tile.MustParse("55p")})
	passAll(t, g)
	act(t, g, 1, discard("7z"))
	passAll(t, g)
	act(t, g, 2, engine.Action{Type: engine.Riichi, Tile: p("3z")})
	passAll(t, g)
	act(t, g, 3, discard("4z"))
	passAll(t, g)
	act(t, g, 0, discard("8p"))
	passAll(t, g)
	act(t, g, 1, engine.Action{Type: engine.Kakan, Tile: p("5p")})
	if !has(g.Legal(2), engine.Ron) {
		t.Fatalf("seat 2 may not rob the kan: legal %v", g.Legal(2))
	}
	var won *WinData
	for _, e := range act(t, g, 2, engine.Action{Type: engine.Ron, Tile: p("5p")}) {
		if d, ok := e.Data.(WinData); ok {
			won = &d
		}
	}
	if won == nil {
		t.Fatal("no win")
	}
	var names []string
	for _, y := range won.Yaku {
		names = append(names, y.Name)
	}
	for _, want := range []string{"立直", "一発", "槍槓"} {
		if !slices.Contains(names, want) {
			t.Errorf("yaku %v, want %s among them", names, want)
		}
	}
}
