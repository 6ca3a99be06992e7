package riichi

import (
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// openHands: seat 0 (the dealer) waits on 6s-9s and draws 5z first.
var openHands = [Seats]string{"123m456p78s11z999p", "2468m2468p2468s3z", "1357m1357p1357s4z", "1357m1357p1357s6z"}

func openRiichiAction() engine.Action {
	return engine.Action{Type: engine.Riichi, Tile: tile.MustParse("5z")[0], Flag: FlagOpen}
}

// winOf returns the WinData of the first win among evs.
func winOf(t *testing.T, evs []engine.Event) WinData {
	t.Helper()
	for _, e := range evs {
		if d, ok := e.Data.(WinData); ok {
			return d
		}
	}
	t.Fatalf("no win in %v", evs)
	return WinData{}
}

func yakuNames(d WinData) []string {
	var out []string
	for _, y := range d.Yaku {
		out = append(out, y.Name)
	}
	return out
}

// TestOpenRiichiLegal: the open declaration is offered only with the
// option on.
func TestOpenRiichiLegal(t *testing.T) {
	for _, on := range []bool{false, true} {
		opts := engine.Options{}
		if on {
			opts[OptOpenRiichi] = "true"
		}
		g := scripted(t, opts, openHands, "5z9s")
		if got := slices.ContainsFunc(g.Legal(0), openRiichiAction().Equal); got != on {
			t.Errorf("option %v: open riichi offered %v", on, got)
		}
	}
}

// TestOpenRiichiGame: the declarer's hand is seen by all; a seat not in
// riichi that deals in pays a yakuman; a tsumo is riichi (here double riichi) plus one han.
func TestOpenRiichiGame(t *testing.T) {
	opts := engine.Options{OptOpenRiichi: "true"}
	t.Run("shown", func(t *testing.T) {
		g := scripted(t, opts, openHands, "5z9s")
		if len(g.View(1).Players[0].Hand) != 0 {
			t.Fatal("hand shown before the declaration")
		}
		act(t, g, 0, openRiichiAction())
		passAll(t, g)
		for _, seat := range []engine.Seat{1, 2, 3, engine.Spectator} {
			if got := g.View(seat).Players[0].Hand; len(got) != 13 {
				t.Errorf("seat %d sees %v", seat, got)
			}
		}
		if !g.OpenRiichi(0) || g.OpenRiichi(1) {
			t.Error("OpenRiichi wrong")
		}
	})
	t.Run("dealt in", func(t *testing.T) {
		g := scripted(t, opts, openHands, "5z9s")
		act(t, g, 0, openRiichiAction())
		passAll(t, g)
		act(t, g, 1, discard("9s"))
		d := winOf(t, act(t, g, 0, engine.Action{Type: engine.Ron, Tile: tile.MustParse("9s")[0]}))
		if d.Yakuman != 1 || !slices.Contains(yakuNames(d), "オープン立直放銃") || d.Deltas[1] != -48000 {
			t.Errorf("got %+v", d)
		}
	})
	t.Run("tsumo", func(t *testing.T) {
		g := scripted(t, opts, openHands, "5z2z3z4z9s")
		act(t, g, 0, openRiichiAction())
		passAll(t, g)
		act(t, g, 1, discard("2z"))
		passAll(t, g)
		act(t, g, 2, discard("3z"))
		passAll(t, g)
		act(t, g, 3, discard("4z"))
		passAll(t, g)
		d := winOf(t, act(t, g, 0, engine.Action{Type: engine.Tsumo}))
		names := yakuNames(d)
		if d.Yakuman != 0 || !slices.Contains(names, "オープン立直") || !slices.Contains(names, "ダブル立直") {
			t.Errorf("got %+v", d)
		}
	})
	t.Run("plain riichi dealt in", func(t *testing.T) {
		g := scripted(t, opts, openHands, "5z9s")
		act(t, g, 0, engine.Action{Type: engine.Riichi, Tile: tile.MustParse("5z")[0]})
		passAll(t, g)
		if len(g.View(1).Players[0].Hand) != 0 {
			t.Error("a plain riichi shows its hand")
		}
		act(t, g, 1, discard("9s"))
		d := winOf(t, act(t, g, 0, engine.Action{Type: engine.Ron, Tile: tile.MustParse("9s")[0]}))
		if d.Yakuman != 0 || slices.Contains(yakuNames(d), "オープン立直") {
			t.Errorf("got %+v", d)
		}
	})
}
