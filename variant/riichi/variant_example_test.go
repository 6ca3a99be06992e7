package riichi_test

import (
	"fmt"

	"jantaku/engine"
	"jantaku/tile"
	"jantaku/variant/riichi"
)

// A game starts with the dealer (seat 0) holding 14 tiles: its first draw.
func ExampleVariant() {
	g, _, err := engine.NewGame(riichi.Variant{}, engine.Config{Seed: 1})
	if err != nil {
		panic(err)
	}
	v := g.View(0)
	fmt.Println(v.Round, "|", v.WallLeft, "live tiles |", len(v.Players[0].Hand), "tiles in hand |", g.ToAct())
	// Output: East 1, 0 honba | 69 live tiles | 14 tiles in hand | [0]
}

// A scripted hand: seat 0 throws its drawn 7z, and nobody can call it.
func ExampleNewScripted() {
	hands := [4]string{"1m456789p123456s", "1234m19p19s12345z", "6789m2345678p67z", "5m23456789s1234z"}
	var hs riichi.HandScript
	for s, h := range hands {
		hs.Hands[s] = tile.MustParse(h)
	}
	hs.Draws = tile.MustParse("7z3s")
	g, err := riichi.NewScripted(engine.Config{}, []riichi.HandScript{hs})
	if err != nil {
		panic(err)
	}
	evs, err := g.Apply(0, engine.Action{Type: engine.Discard, Tile: tile.MustParse("7z")[0]})
	for _, e := range evs {
		switch {
		case e.Action != nil:
			fmt.Println(e.Type, "by seat", e.Seat, e.Action.Type, e.Action.Tile)
		case e.Secret:
			fmt.Println(e.Type, "by seat", e.Seat, "hidden from a spectator:", e.Mask(engine.Spectator).Tile == 0)
		}
	}
	fmt.Println(err, g.ToAct())
	// Output:
	// act by seat 0 discard 7z
	// draw by seat 1 hidden from a spectator: true
	// <nil> [1]
}

func ExampleGame_Opening() {
	g, err := riichi.NewScripted(engine.Config{Seed: 1}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, e := range g.Opening() {
		fmt.Print(e.Type, " ")
	}
	fmt.Println()
	// Output: deal deal deal deal indicator draw
}
