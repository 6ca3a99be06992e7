package server

import (
	"context"
	"encoding/json"
	"path/filepath"
	"slices"
	"sync"
	"testing"

	"github.com/coder/websocket"

	"jantaku/engine"
	"jantaku/tile"
	"jantaku/variant/riichi"
)

// scriptedRiichi is riichi whose first hand is dealt from a script.
type scriptedRiichi struct {
	riichi.Variant
	script riichi.HandScript
}

func (v scriptedRiichi) New(cfg engine.Config) (engine.Game, error) {
	return riichi.NewScripted(cfg, []riichi.HandScript{v.script})
}

// windowScript deals East 1 so that the dealer's first draw is 1z, which
// it discards. With pon set, seat 2 holds 1z1z and so is asked whether to
// pon; else it holds 6z7z in their place, and 1z1z lie at the far end of
// the live wall. Everything else is the same.
func windowScript(pon bool) riichi.HandScript {
	two := "1z1z"
	if !pon {
		two = "6z7z"
	}
	return eastOne("1z",
		"147m147p147s2z3z4z9m",
		"2m3m8m2p3p8p2s3s8s9p9s2z3z",
		"4m6m9m4p6p9p4s6s2z3z4z"+two,
		"1m7m1p7p1s7s2m6m2p6p2s6s4z")
}

// eastOne is a script of East 1: the four dealt hands, the dealer's draws
// from the live wall, and the same dead wall for every test.
func eastOne(draws string, hands ...string) riichi.HandScript {
	parse := tile.MustParse
	var sc riichi.HandScript
	for s, h := range hands {
		sc.Hands[s] = parse(h)
	}
	sc.Draws = parse(draws)
	sc.Rinshan = parse("8m8p8s3m")
	sc.Dora = parse("3p3s6m6p6s")
	sc.Ura = parse("7m7p7s8m8p")
	return sc
}

// tsumogiri plays the tile just drawn and passes every call: a policy whose
// choices do not depend on what others could do.
func tsumogiri(v *engine.View) (engine.Action, bool) {
	if v == nil || len(v.Legal) == 0 {
		return engine.Action{}, false
	}
	if me := v.Players[v.Seat]; me.Drawn {
		d := engine.Action{Type: engine.Discard, Tile: me.Hand[len(me.Hand)-1]}
		if engine.Contains(v.Legal, d) {
			return d, true
		}
	}
	pass := engine.Action{Type: engine.Pass}
	if engine.Contains(v.Legal, pass) {
		return pass, true
	}
	return v.Legal[0], true
}

// streamClient reads everything one connection is sent, keeps it, and
// plays its seat with tsumogiri.
type streamClient struct {
	seat engine.Seat
	mu   sync.Mutex
	msgs []serverMsg
	raw  []string
}

func (c *streamClient) run(ctx context.Context, ws *wsClient, welcome []byte) {
	for b := welcome; ; {
		var m serverMsg
		if json.Unmarshal(b, &m) != nil {
			return
		}
		c.mu.Lock()
		c.msgs, c.raw = append(c.msgs, m), append(c.raw, string(b))
		c.mu.Unlock()
		if c.seat >= 0 && m.Type != "error" {
			if a, ok := tsumogiri(m.View); ok {
				msg, _ := json.Marshal(clientMsg{Type: "act", Action: &a})
				ws.conn.Write(ctx, websocket.MessageText, msg)
			}
		}
		var err error
		if _, b, err = ws.conn.Read(ctx); err != nil {
			return
		}
	}
}

// upTo returns the messages up to the first that tells of seq n or
// later, each without what is drawn afresh for every table (its id and
// time, the commitments' salted hashes), and whether it got that far.
func (c *streamClient) upTo(n int) ([]string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []string
	for _, m := range c.msgs {
		m.Table, m.Commitments = nil, nil
		b, _ := json.Marshal(m)
		out = append(out, string(b))
		if m.Seq >= n {
			return out, true
		}
	}
	return out, false
}

// playStreams plays East 1 of windowScript(pon) with four tsumogiri
// players and a spectator, and returns what each was sent (spectator
// first) up to seq n.
func playStreams(t *testing.T, pon bool, n int) [][]string {
	t.Helper()
	ts := startServerWith(t, filepath.Join(t.TempDir(), "db"), Config{})
	ts.srv.cfg.Variants = engine.NewRegistry(scriptedRiichi{script: windowScript(pon)})
	c := ts.create(t, `{"variant": "riichi", "seed": 1, "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "human"}, {"kind": "human"}]}`)
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	clients := []*streamClient{{seat: engine.Spectator}}
	var wg sync.WaitGroup
	defer wg.Wait()
	defer cancel()
	for s := range 4 {
		clients = append(clients, &streamClient{seat: engine.Seat(s)})
	}
	conns := []*wsClient{ts.dial(t, c.ID, "")}
	for s := range 4 {
		conns = append(conns, ts.dial(t, c.ID, c.Seats[s].Token))
	}
	var welcomes [][]byte // every seat is at the table before anyone plays
	for _, ws := range conns {
		_, b, err := ws.conn.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		welcomes = append(welcomes, b)
	}
	for i, cl := range clients {
		wg.Add(1)
		go func() { defer wg.Done(); cl.run(ctx, conns[i], welcomes[i]) }()
	}
	var out [][]string
	for _, cl := range clients {
		waitFor(t, func() bool { _, ok := cl.upTo(n); return ok })
		s, _ := cl.upTo(n)
		out = append(out, s)
	}
	// The script did what it is for: seat 2 was asked about the dealer's
	// 1z only when it could pon.
	clients[3].mu.Lock()
	asked := slices.ContainsFunc(clients[3].msgs, func(m serverMsg) bool {
		return m.View != nil && slices.ContainsFunc(m.View.Legal, func(a engine.Action) bool { return a.Type == engine.Pon })
	})
	clients[3].mu.Unlock()
	if asked != pon {
		t.Fatalf("seat 2 asked to pon: %v, want %v", asked, pon)
	}
	return out
}

// A seat that is not asked about a discard, and a spectator, get exactly
// the same messages whether or not another seat could have called it:
// windows open after every discard for everyone, the server passes at once
// for a seat with nothing to do and tells nobody, and a seat's choice is
// shown to nobody else until the window settles. Only the seat that could
// call sees a difference.
func TestWindowsTellNothing(t *testing.T) {
	const n = 60 // fifteen discards, each with its window
	could := playStreams(t, true, n)
	couldNot := playStreams(t, false, n)
	for i, name := range []string{"the spectator", "seat 0", "seat 1", "seat 2", "seat 3"} {
		a, b := could[i], couldNot[i]
		if name == "seat 2" {
			if slices.Equal(a, b) {
				t.Fatal("seat 2's hands differ, yet it saw the same")
			}
			continue
		}
		if len(a) != len(b) {
			t.Errorf("%s got %d messages when seat 2 could pon, %d when it could not", name, len(a), len(b))
		}
		for j := range min(len(a), len(b)) {
			if a[j] != b[j] {
				t.Errorf("%s's message %d differs:\n%s\nwhen seat 2 could not pon:\n%s", name, j, a[j], b[j])
				break
			}
		}
	}
	// The spectator was told of no window choice: its seq steps are the
	// discards and what the windows settled on.
	var seqs []int
	for _, s := range could[0] {
		var m serverMsg
		json.Unmarshal([]byte(s), &m)
		seqs = append(seqs, m.Seq)
	}
	for i := 1; i < len(seqs); i++ {
		if d := seqs[i] - seqs[i-1]; d != 1 && d != 3 {
			t.Fatalf("the spectator's seq went %v: a step of %d", seqs, d)
		}
	}
}
