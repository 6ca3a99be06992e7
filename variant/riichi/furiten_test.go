package riichi

import (
	"testing"

	"jantaku/engine"
)

// Seat 1 waits on 3m and 6m with tanyao; seat 2 throws 3m, seat 3 6m.
var furitenHands = [Seats]string{"111m999m111p999p1z", "45m234p456p678s88s", "333m222z333z444z5z", "666m666z777z999s1s"}

func canRon(g *Game, seat int) bool {
	return (g.phase == phCall || g.phase == phChankan) && has(g.Legal(engine.Seat(seat)), engine.Ron)
}

// TestFuriten covers the three kinds of furiten.
func TestFuriten(t *testing.T) {
	t.Run("permanent: a wait among one's discards", func(t *testing.T) {
		g := scripted(t, nil, furitenHands, "5z6m2p")
		act(t, g, 0, discard("5z"))
		passAll(t, g)
		if !has(g.Legal(1), engine.Tsumo) {
			t.Fatal("seat 1 may not win on its own 6m")
		}
		act(t, g, 1, discard("6m"))
		passAll(t, g)
		act(t, g, 2, discard("3m"))
		if canRon(g, 1) {
			t.Error("seat 1 may ron 3m though it threw 6m")
		}
	})
	t.Run("temporary: a winning tile let go, until one's own discard", func(t *testing.T) {
		g := scripted(t, nil, furitenHands, "5z9p2p7p8p1z3p")
		act(t, g, 0, discard("5z"))
		passAll(t, g)
		act(t, g, 1, discard("9p"))
		passAll(t, g)
		act(t, g, 2, discard("3m"))
		if !canRon(g, 1) {
			t.Fatal("seat 1 may not ron 3m")
		}
		passAll(t, g)
		act(t, g, 3, discard("6m"))
		if canRon(g, 1) {
			t.Error("seat 1 may ron 6m right after letting 3m go")
		}
		passAll(t, g)
		act(t, g, 0, discard("8p"))
		passAll(t, g)
		act(t, g, 1, discard("1z"))
		passAll(t, g)
		act(t, g, 2, discard("3m"))
		if !canRon(g, 1) {
			t.Error("seat 1 is still furiten after its own discard")
		}
	})
	t.Run("riichi: a winning tile let go after riichi, for good", func(t *testing.T) {
		g := scripted(t, nil, furitenHands, "5z9p2p7p8p1z3p")
		act(t, g, 0, discard("5z"))
		passAll(t, g)
		act(t, g, 1, engine.Action{Type: engine.Riichi, Tile: discard("9p").Tile})
		passAll(t, g)
		act(t, g, 2, discard("3m"))
		if !canRon(g, 1) {
			t.Fatal("seat 1 may not ron 3m")
		}
		passAll(t, g)
		act(t, g, 3, discard("7p"))
		passAll(t, g)
		act(t, g, 0, discard("8p"))
		passAll(t, g)
		if got := g.Legal(1); len(got) != 1 || got[0].Type != engine.Discard {
			t.Fatalf("in riichi the legal actions are %v, want only the drawn tile's discard", got)
		}
		act(t, g, 1, discard("1z"))
		passAll(t, g)
		act(t, g, 2, discard("3m"))
		if canRon(g, 1) {
			t.Error("seat 1 may ron after letting a winning tile go in riichi")
		}
	})
}

// TestRiichiConditions: riichi needs a ready closed hand, the deposit and
// enough live tiles left.
func TestRiichiConditions(t *testing.T) {
	hands := [Seats]string{"123m456p789s1155z", "45m234p456p678s88s", "333m222z333z444z5z", "666m666z777z999s1s"}
	for _, tt := range []struct {
		name string
		opts engine.Options
		want bool
	}{
		{"ready", nil, true},
		{"short of points", engine.Options{"start_points": "900"}, false},
		{"too few tiles left", engine.Options{"riichi_min_tiles": "70"}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := scripted(t, tt.opts, hands, "5z")
			if got := has(g.Legal(0), engine.Riichi); got != tt.want {
				t.Errorf("riichi offered = %v, want %v", got, tt.want)
			}
		})
	}
	t.Run("double riichi and the deposit", func(t *testing.T) {
		g := scripted(t, nil, hands, "5z")
		act(t, g, 0, engine.Action{Type: engine.Riichi, Tile: discard("5z").Tile})
		passAll(t, g)
		p := &g.p[0]
		if !p.riichi || !p.doubleRiichi || !p.ippatsu || g.sticks != 1 || p.score != 24000 {
			t.Errorf("after riichi: riichi %v double %v ippatsu %v sticks %d score %d", p.riichi, p.doubleRiichi, p.ippatsu, g.sticks, p.score)
		}
	})
}

// TestNineTerminals: nine kinds of terminals and honours on the first
// uninterrupted draw may abort the hand.
func TestNineTerminals(t *testing.T) {
	g := scripted(t, nil, threeWaits, "5p")
	if !has(g.Legal(0), engine.Abort) {
		t.Fatal("nine terminals not offered")
	}
	evs := act(t, g, 0, engine.Action{Type: engine.Abort})
	found := false
	for _, e := range evs {
		if d, ok := e.Data.(DrawData); ok && d.Reason == drawNineTerminals {
			found = true
		}
	}
	if !found || g.honba != 1 || g.dealer() != 0 {
		t.Errorf("abort: draw %v, honba %d, dealer %d; want the draw, 1, 0", found, g.honba, g.dealer())
	}
	if g2 := scripted(t, engine.Options{"abortive_draws": "false"}, threeWaits, "5p"); has(g2.Legal(0), engine.Abort) {
		t.Error("nine terminals offered with abortive draws off")
	}
}
