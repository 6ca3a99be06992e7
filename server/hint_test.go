package server

import (
	"reflect"
	"testing"
	"time"

	"jantaku/engine"
	"jantaku/hint"
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
