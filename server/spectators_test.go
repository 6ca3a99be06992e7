package server

import (
	"context"
	"encoding/json"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"jantaku/engine"
	"jantaku/variants"
)

// A large audience shares one paced stream: a fast all-bot table watched
// by paceFrom+9 spectators, all but one of which read nothing after their
// welcome, plays on to the server's limit of actions, and the spectator
// that reads gets every public event after its welcome, in order and in
// states spaced as the audience's size says, then the table's stop, and a
// normal closure.
func TestSpectatorsShareAPacedStream(t *testing.T) {
	const limit, audience = 400, paceFrom + 9
	// The bots wait for the whole audience, so every state is paced
	// however long the spectators take to connect.
	gate := make(chan struct{})
	var open sync.Once
	release := func() { open.Do(func() { close(gate) }) }
	t.Cleanup(release)
	held := func(d time.Duration, f func()) Timer {
		return time.AfterFunc(d, func() { <-gate; f() })
	}
	ts := startServerWith(t, ":memory:", Config{Variants: variants.Registry(), BotDelay: time.Millisecond, BetweenHands: -1,
		AfterFunc: held, Limits: Limits{Actions: limit}})
	c := ts.create(t, `{"variant": "riichi", "seats": [{"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}]}`)
	reader := ts.dial(t, c.ID, "")
	welcome := reader.recv()
	if welcome.Type != "welcome" {
		t.Fatalf("first message %+v", welcome)
	}
	for range audience - 1 { // spectators that read their welcome, then nothing
		if m := ts.dial(t, c.ID, "").recv(); m.Type != "welcome" {
			t.Fatalf("first message %+v", m)
		}
	}
	if n := ts.srv.watchersAt(c.ID); n != audience {
		t.Fatalf("%d spectators watch, want %d", n, audience)
	}
	start := time.Now() // before the bots' first action
	release()

	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Minute)
	defer cancel()
	var states []serverMsg
	var stopped bool
	var closed error
	for {
		_, b, err := reader.conn.Read(ctx)
		if err != nil {
			closed = err
			break
		}
		var m serverMsg
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatal(err)
		}
		switch {
		case m.Type == "state":
			states = append(states, m)
		case m.Type == "seats" && m.Notice != nil && m.Notice.Kind == "stopped":
			stopped = true
		}
	}
	elapsed := time.Since(start) // after the last state was published
	if !stopped || websocket.CloseStatus(closed) != websocket.StatusNormalClosure {
		t.Fatalf("the spectator was told of the stop: %v; its connection ended with %v", stopped, closed)
	}

	meta, err := ts.st.Table(t.Context(), c.ID)
	if err != nil {
		t.Fatal(err)
	}
	acts, err := ts.st.Actions(t.Context(), c.ID)
	if err != nil || len(acts) != limit {
		t.Fatalf("%d actions stored (%v), want the limit, %d", len(acts), err, limit)
	}
	v, _ := ts.srv.cfg.Variants.Get(meta.Variant)
	g, _, err := engine.NewGame(v, meta.Config)
	if err != nil {
		t.Fatal(err)
	}
	var want []engine.Event
	public := 0
	for i, sa := range acts {
		window := engine.InWindow(g)
		evs, err := g.Apply(sa.Seat, sa.Action)
		if err != nil {
			t.Fatal(err)
		}
		if secretChoice(window, evs, g) {
			continue
		}
		public++
		if i+1 > welcome.Seq {
			want = append(want, masked(evs, engine.Spectator)...)
		}
	}
	var got []engine.Event
	for _, m := range states {
		got = append(got, m.Events...)
	}
	for i := range max(len(got), len(want)) {
		var a, b any
		if i < len(got) {
			a = got[i]
		}
		if i < len(want) {
			b = want[i]
		}
		if x, y := mustJSON(t, a), mustJSON(t, b); x != y {
			t.Fatalf("the spectator's event %d of %d is %s; the game's public event after the welcome, of %d, is %s", i, len(got), x, len(want), y)
		}
	}
	last := states[len(states)-1]
	if a, b := mustJSON(t, last.View), mustJSON(t, g.View(engine.Spectator)); a != b || last.Seq != len(acts) {
		t.Fatalf("the spectator's last view (seq %d) is not the game's at its stop (seq %d)", last.Seq, len(acts))
	}
	// States are published a spacing apart; only a hand's end (one to a
	// state) and the table's stop publish one sooner. That holds however
	// slow the machine, and a stream telling each action on its own breaks
	// it whenever actions come faster than the spacing (here, 200 states
	// against about 10).
	spacing := time.Duration(audience) * spectatorSpacing
	ends := 0
	for _, m := range states {
		if m.HandEnd != nil {
			ends++
		}
	}
	if most := 1 + int(elapsed/spacing) + ends + 1; len(states) > most {
		t.Fatalf("%d states for %d public actions in %v (%d hands ended): at most %d states a %v apart: the stream was not paced",
			len(states), public, elapsed, ends, most, spacing)
	}
	if slices.ContainsFunc(states, func(m serverMsg) bool { return m.View == nil }) {
		t.Fatal("a state without a view")
	}
}

// mustJSON is v in JSON, with its objects' keys in order whether they
// came from a struct or a map (what a client receives has map keys sorted).
func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var x any
	if err := json.Unmarshal(b, &x); err != nil {
		t.Fatal(err)
	}
	b, _ = json.Marshal(x)
	return string(b)
}

// The stream keeps its last streamKeep messages: a reader further behind
// is told so, and every reader wakes when a message comes or it ends.
func TestStreamKeepsTheLastMessages(t *testing.T) {
	s := newStream()
	_, next, more, _, _ := s.read(0)
	if next != 0 {
		t.Fatalf("an empty stream's next is %d", next)
	}
	for i := range streamKeep + 5 {
		s.publish([]byte{byte(i)}, 0)
	}
	select {
	case <-more:
	default:
		t.Fatal("a reader waiting was not woken")
	}
	if _, _, _, _, behind := s.read(4); !behind {
		t.Fatal("a reader at a forgotten message is not behind")
	}
	msgs, next, _, end, behind := s.read(5)
	if behind || end != "" || next != streamKeep+5 || len(msgs) != streamKeep || msgs[0][0] != 5 {
		t.Fatalf("read(5): %d messages from %v, next %d, end %q, behind %v", len(msgs), msgs[0], next, end, behind)
	}
	_, _, more, _, _ = s.read(next)
	s.close("done")
	select {
	case <-more:
	default:
		t.Fatal("a reader waiting was not woken by the end")
	}
	if msgs, _, _, end, _ := s.read(next); len(msgs) != 0 || end != "done" {
		t.Fatalf("after the end: %d messages, end %q", len(msgs), end)
	}
}
