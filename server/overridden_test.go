package server

import (
	"path/filepath"
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/variant/riichi"
)

// overrideScript deals East 1 so that the dealer draws 5p and discards
// it; seat 1 may then chi it or win on it (234m678m345s66s46p, all
// simples), and seat 2 may pon it.
func overrideScript() riichi.HandScript {
	return eastOne("5p",
		"147m147p147s2z3z4z9m",
		"234m678m345s66s46p",
		"9m9p9s1z1z5z5z6z6z7z7z5p5p",
		"1m5m1p2p3p1s2s7s8s8p2z3z4z")
}

// A call that a higher call or a win overrides did not happen: no
// connection (the spectator's, each seat's, the overridden caller's own)
// is told of it, whichever seat chooses first, and all are told of what
// did happen.
func TestOverriddenCallIsToldToNobody(t *testing.T) {
	type choice struct {
		seat int
		typ  engine.ActionType
	}
	for _, tc := range []struct {
		name    string
		choices []choice
		happens engine.ActionType
	}{
		{"ron over pon", []choice{{2, engine.Pon}, {1, engine.Ron}}, engine.Ron},
		{"ron, then pon", []choice{{1, engine.Ron}, {2, engine.Pon}}, engine.Ron},
		{"pon over chi", []choice{{1, engine.Chi}, {2, engine.Pon}}, engine.Pon},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ts := startServerWith(t, filepath.Join(t.TempDir(), "db"), Config{})
			ts.srv.cfg.Variants = engine.NewRegistry(scriptedRiichi{script: overrideScript()})
			c := ts.create(t, `{"variant": "riichi", "seed": 1, "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "human"}, {"kind": "human"}]}`)
			conns := []*wsClient{ts.dial(t, c.ID, "")} // the spectator, then the seats
			for s := range 4 {
				conns = append(conns, ts.dial(t, c.ID, c.Seats[s].Token))
			}
			told := make([][]engine.ActionType, len(conns)) // the act events each connection is sent
			var last []serverMsg
			for _, ws := range conns {
				last = append(last, ws.recv()) // welcome
			}
			// read reads connection i until ok, noting the actions it is told of.
			read := func(i int, ok func(serverMsg) bool) serverMsg {
				for !ok(last[i]) {
					last[i] = conns[i].recv()
					for _, e := range last[i].Events {
						if e.Type == engine.EvAct && e.Action != nil {
							told[i] = append(told[i], e.Action.Type)
						}
					}
				}
				return last[i]
			}
			offered := func(typ engine.ActionType) func(serverMsg) bool {
				return func(m serverMsg) bool {
					return m.View != nil && slices.ContainsFunc(m.View.Legal, func(a engine.Action) bool { return a.Type == typ })
				}
			}
			choose := func(seat int, typ engine.ActionType) {
				m := read(seat+1, offered(typ))
				i := slices.IndexFunc(m.View.Legal, func(a engine.Action) bool { return a.Type == typ })
				conns[seat+1].send(clientMsg{Type: "act", Action: &m.View.Legal[i]})
			}
			dealer := read(1, offered(engine.Discard)).View.Players[0].Hand
			conns[1].send(clientMsg{Type: "act", Action: &engine.Action{Type: engine.Discard, Tile: dealer[len(dealer)-1]}})
			for i, ch := range tc.choices {
				choose(ch.seat, ch.typ)
				if i < len(tc.choices)-1 { // the window stays open: the chooser alone hears its choice was taken
					read(ch.seat+1, func(m serverMsg) bool { return m.View != nil && len(m.View.Legal) == 0 })
				}
			}
			for i := range conns {
				read(i, func(m serverMsg) bool { return slices.Contains(told[i], tc.happens) })
				for _, ch := range tc.choices {
					if ch.typ != tc.happens && slices.Contains(told[i], ch.typ) {
						t.Errorf("connection %d (0 the spectator, then seats 0-3) was told of %v", i, told[i])
					}
				}
			}
		})
	}
}
