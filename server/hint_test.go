package server

import (
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"jantaku/engine"
	"jantaku/hint"
	"jantaku/tile"
	"jantaku/variant/riichi"
	"jantaku/variants"
)

// A seat's hint is worked out from its own View alone: the same as the
// hint package gives for the View the seat was sent. Spectators get none.
func TestHintFromTheSeatsView(t *testing.T) {
	ts := startReal(t, Config{BotDelay: time.Hour})
	c := ts.create(t, `{"variant": "riichi", "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}]}`)
	ws := ts.dial(t, c.ID, c.Seats[0].Token)
	welcome := ws.recv()
	ws.send(clientMsg{Type: "hint"})
	m := ws.until(func(m serverMsg) bool { return m.Type == "hint" })
	if m.Hint == nil || !m.Hint.HasShanten || !m.Hint.Exact {
		t.Fatalf("hint %+v", m.Hint)
	}
	v, _ := variants.Registry().Get("riichi")
	opts, _ := engine.ResolveOptions(v.Options(), nil)
	scorer, _ := v.(engine.Scorer)
	want := hint.For(hint.Info{Variant: "riichi", Players: 4, Options: welcome.Table.Config.Options, Tiles: v.Tiles(opts), Scorer: scorer}, *welcome.View)
	if !reflect.DeepEqual(want.Shanten, m.Hint.Shanten) || len(want.Discards) != len(m.Hint.Discards) {
		t.Fatalf("hint %+v, want %+v", m.Hint, want)
	}
	spec := ts.dial(t, c.ID, "")
	spec.recv()
	spec.send(clientMsg{Type: "hint"})
	if e := spec.recv(); e.Type != "error" || e.Code != "spectator" {
		t.Fatalf("a spectator's hint: %+v", e)
	}
}

// twoAskedScript deals East 1 so that the dealer draws 3m and discards
// it, and both seat 1 (chi, with 1m2m) and seat 2 (pon, with 3m3m) are
// asked about it.
func twoAskedScript() riichi.HandScript {
	return eastOne("3m",
		"147m147p147s2z3z4z9m",
		"1m2m8m2p3p8p2s3s8s9p9s2z3z",
		"4m6m9m4p6p9p4s6s2z3z4z3m3m",
		"1m7m1p7p1s7s2m6m2p6p2s6s4z")
}

// A hint tells nothing of the others' secret window choices, not even by
// the time it takes: it is worked out again only when what the seat may
// know has changed, so a seat not asked about a discard that asks for
// hints cannot time them to learn that another seat chose while the
// window stays open.
func TestHintTellsNoWindowChoice(t *testing.T) {
	ts := startServerWith(t, filepath.Join(t.TempDir(), "db"), Config{BotDelay: time.Hour})
	ts.srv.cfg.Variants = engine.NewRegistry(scriptedRiichi{script: twoAskedScript()})
	c := ts.create(t, `{"variant": "riichi", "seed": 1, "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "human"}, {"kind": "human"}]}`)
	var ps []*wsClient
	for s := range 4 {
		ps = append(ps, ts.dial(t, c.ID, c.Seats[s].Token))
		ps[s].recv()
	}
	ps[0].send(clientMsg{Type: "act", Action: &engine.Action{Type: engine.Discard, Tile: tile.MustParse("3m")[0]}})
	for s := 1; s <= 2; s++ { // both asked
		ps[s].until(func(m serverMsg) bool { return m.Type == "state" && len(m.ToAct) == 1 && m.ToAct[0] == engine.Seat(s) })
	}
	ts.srv.mu.Lock()
	tb := ts.srv.tables[c.ID]
	ts.srv.mu.Unlock()
	var cache hintCache
	before, err := tb.hintFor(t.Context(), 0, &cache)
	if err != nil {
		t.Fatal(err)
	}
	ps[1].send(clientMsg{Type: "act", Action: &engine.Action{Type: engine.Pass}})
	ps[1].until(func(m serverMsg) bool { return m.Type == "state" && len(m.ToAct) == 0 }) // told to seat 1 alone
	after, err := tb.hintFor(t.Context(), 0, &cache)
	if err != nil {
		t.Fatal(err)
	}
	if after != before {
		t.Fatal("seat 0's hint was worked out again after seat 1's secret pass")
	}
	// the window settled: every seat may know more, and seat 0's hint is
	// worked out anew
	ps[2].send(clientMsg{Type: "act", Action: &engine.Action{Type: engine.Pass}})
	ps[0].until(func(m serverMsg) bool { return m.Type == "state" && m.Seq > 1 })
	if h, _ := tb.hintFor(t.Context(), 0, &cache); h == before {
		t.Fatal("seat 0's hint was not worked out again after the window settled")
	}
}
