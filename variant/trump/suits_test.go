package trump

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/tile"
)

// TestDeckHasSuits: 52 cards in four suits and two jokers, dealt with their
// suits, which every view and event writes.
func TestDeckHasSuits(t *testing.T) {
	g, err := NewGame(engine.Config{Players: 3, Options: defaults(t), Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	bySuit := map[tile.CardSuit]int{}
	for _, c := range g.AllTiles() {
		bySuit[c.CardSuit()]++
	}
	for _, cs := range tile.CardSuits {
		if bySuit[cs] != 13 {
			t.Errorf("%v: %d cards, want 13", cs, bySuit[cs])
		}
	}
	if bySuit[tile.NoCardSuit] != 2 {
		t.Errorf("%d cards without a suit, want the 2 jokers", bySuit[tile.NoCardSuit])
	}
	if err := tile.Trump().Check(g.AllTiles()); err != nil {
		t.Error(err)
	}
	b, _ := json.Marshal(g.View(0))
	for _, c := range g.seats[0].hand {
		if want := `"` + c.String() + `"`; c.Kind() != tile.Joker && (c.CardSuit() == tile.NoCardSuit || !strings.Contains(string(b), want)) {
			t.Errorf("the view does not write %v with its suit: %s", c, b)
		}
	}
}

// TestChinitsuInPlay: a hand of one suit with the joker pair scores
// チンイツ in a game; the same hand won on a card of another suit does not.
func TestChinitsuInPlay(t *testing.T) {
	for _, tt := range []struct {
		card  string
		items []string
	}{
		{"6cS", []string{"平和", "チンイツ"}},
		{"6cH", []string{"平和"}},
	} {
		g := rigged(t, nil, []string{"1z5z6z7z9c9c1c", "234cS78cS0z0z"}, "9c5c"+tt.card+junk, "5z", "5c")
		evs := play(t, g, sa(0, engine.Discard, "1z"), sa(1, engine.Discard, "5c"), sa(0, engine.Discard, tt.card), sa(1, engine.Ron, tt.card))
		if w := winOf(t, evs); !slices.Equal(itemNames(w.Items), tt.items) || w.Points != len(tt.items) {
			t.Errorf("ron on %s: %+v, want %v", tt.card, w, tt.items)
		}
	}
}

// TestEightInARowNeedsOneSuit: 八連 waits on the card of its own suit only;
// a card of the rank in another suit is neither a win nor furiten.
func TestEightInARowNeedsOneSuit(t *testing.T) {
	eight := tile.K(tile.Card, 8)
	waitOn8 := func(g *Game, s engine.Seat) suits {
		for _, w := range g.waitsOf(s, g.seats[s].hand, 0) {
			if w.kind == eight {
				return w.cards
			}
		}
		return 0
	}
	hands := []string{"1z5z6z7z9c9c0z", "1234567cH"} // 1-7♥ also waits on 1, 4 and 7 for sets
	g := rigged(t, nil, hands, "8cS8cS8cH"+junk, "5z", "5c")
	if got := waitOn8(g, 1); got != 1<<tile.Hearts {
		t.Errorf("1-7♥ waits on the 8s of suits %b, want ♥ only", got)
	}
	play(t, g, sa(0, engine.Discard, "8cS"))
	if g.window != nil {
		t.Fatalf("8♠ offered to 1-7♥: %v", g.Legal(1))
	}
	// Seat 1 draws an 8♠ and throws it: no furiten, since 8♠ does not win.
	play(t, g, sa(1, engine.Discard, "8cS"), sa(0, engine.Discard, "8cH"))
	w := winOf(t, play(t, g, sa(1, engine.Ron, "8cH")))
	if w.Points != 13 || !slices.Equal(itemNames(w.Items), []string{"八連"}) {
		t.Errorf("八連: %+v", w)
	}
	// Two suits wait on no 8.
	g = rigged(t, nil, []string{"1z5z6z7z9c9c0z", "123456cH7cS"}, "8c8c"+junk, "5z", "5c")
	if got := waitOn8(g, 1); got != 0 {
		t.Errorf("1-6♥ 7♠ waits on the 8s of suits %b", got)
	}
	// By colour, 8♦ completes 1-7♥.
	g = rigged(t, engine.Options{"chinitsu": "colour"}, hands, "8cD"+junk, "5z", "5c")
	if got := waitOn8(g, 1); got != 1<<tile.Hearts|1<<tile.Diamonds {
		t.Errorf("by colour 1-7♥ waits on the 8s of suits %b, want ♥♦", got)
	}
	play(t, g, sa(0, engine.Discard, "8cD"))
	if !has(g.Legal(1), act(engine.Ron, "8cD")) {
		t.Errorf("by colour 8♦ completes 1-7♥: %v", g.Legal(1))
	}
}

// TestSuitlessCardRefused: an action that names a card without its suit,
// as a record made before the cards had suits does, gets a clear error.
func TestSuitlessCardRefused(t *testing.T) {
	g, err := NewGame(engine.Config{Players: 2, Options: defaults(t), Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	c := g.seats[0].hand[0]
	if c.Kind() == tile.Joker {
		c = g.seats[0].hand[2]
	}
	before := allViews(g)
	_, err = g.Apply(0, engine.Action{Type: engine.Discard, Tile: tile.Of(c.Kind())})
	if err == nil || !strings.Contains(err.Error(), "has no suit") || !strings.Contains(err.Error(), "before the cards had suits") {
		t.Errorf("err = %v", err)
	}
	if allViews(g) != before {
		t.Error("the refused action changed a view")
	}
	old := record.Record{Format: record.Format, Variant: "trump", Config: g.cfg,
		Actions: []engine.SeatAction{{Seat: 0, Action: engine.Action{Type: engine.Discard, Tile: tile.Of(c.Kind())}}}}
	if _, err := record.Replay(engine.NewRegistry(Variant{}), old, nil); err == nil || !strings.Contains(err.Error(), "action 0: trump: card") {
		t.Errorf("replaying a record without suits: %v", err)
	}
}
