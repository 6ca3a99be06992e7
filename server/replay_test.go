package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/store"
	"jantaku/variants"
)

// The replay of a finished maiko game: every hand's start is indexed (step
// 0 deals the first), each step's view is the one a fresh replay reaches,
// a seat sees only its own hand and its own secrets, a spectator none, and
// "all" every hand, the dummy's too; the final result is there at every
// step.
func TestReplaySteps(t *testing.T) {
	reg := variants.Registry()
	ts := startServerWith(t, filepath.Join(t.TempDir(), "db"), Config{Variants: reg})
	st := ts.st
	c := ts.create(t, `{"variant": "maiko", "options": {"winds": "1"}, "seats": [{"kind": "bot", "level": "random", "name": "Ai"},
		{"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}], "seed": 9}`)
	if code := ts.getStatus(t, "/api/tables/"+c.ID+"/replay"); code != http.StatusForbidden {
		t.Fatalf("the replay of a game in play: %d", code)
	}
	// A whole game of bots: its bound is for a server that never ends it,
	// not for a slow machine.
	for deadline := time.Now().Add(5 * time.Minute); ts.table(t, c.ID).Status != store.Finished; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the game did not finish")
		}
	}
	meta, _ := st.Table(context.Background(), c.ID)
	actions, _ := st.Actions(context.Background(), c.ID)

	step := func(n int, seat string) replayStep {
		t.Helper()
		var out replayStep
		getJSON(t, fmt.Sprintf("%s/api/tables/%s/replay?step=%d&seat=%s", ts.URL, c.ID, n, seat), &out)
		return out
	}
	first := step(0, "-1")
	if first.Steps != len(actions) || len(first.Hands) != meta.Result.Hands || first.Hands[0].Step != 0 || first.Result == nil ||
		first.Table.Seats[0].Name != "Ai" {
		t.Fatalf("step 0: %d steps, hands %v, result %v, seats %v", first.Steps, first.Hands, first.Result, first.Table.Seats)
	}
	if len(first.Events) == 0 || first.Events[0].Type != engine.EvDeal || first.Action != nil {
		t.Fatalf("step 0 does not deal: %+v", first.Events)
	}
	for k, hs := range first.Hands {
		if k > 0 && hs.Step <= first.Hands[k-1].Step {
			t.Fatalf("hands out of order: %v", first.Hands)
		}
		at := step(hs.Step, "-1")
		if at.Hand != k || at.View.Round != hs.Round {
			t.Fatalf("hand %d at step %d: the step says hand %d, round %q (index %q)", k, hs.Step, at.Hand, at.View.Round, hs.Round)
		}
		if k > 0 && !hasEvent(at.Events, engine.EvDeal) {
			t.Fatalf("hand %d's first step deals nothing", k)
		}
		// The step that deals a hand ends the one before, and says how.
		if (k > 0) != (at.HandEnd != nil) {
			t.Fatalf("hand %d at step %d: hand end %+v", k, hs.Step, at.HandEnd)
		}
		if at.HandEnd != nil && len(at.HandEnd.Wins) == 0 && at.HandEnd.Draw == nil {
			t.Fatalf("hand %d's end has neither a win nor a draw: %+v", k-1, at.HandEnd)
		}
		if k > 0 && step(hs.Step-1, "-1").HandEnd != nil {
			t.Fatalf("the step before hand %d's end shows a hand end", k)
		}
	}
	// Every view is the one a fresh replay reaches.
	for _, n := range []int{1, 2, first.Hands[len(first.Hands)-1].Step, first.Hands[len(first.Hands)-1].Step + 1, len(actions) / 2, len(actions)} {
		g, err := record.Replay(reg, record.Record{Variant: meta.Variant, Config: meta.Config, Actions: actions[:n]}, nil)
		if err != nil {
			t.Fatal(err)
		}
		for s := engine.Seat(-1); s < 3; s++ {
			got := step(n, fmt.Sprint(s))
			want, have := normal(g.View(s)), normal(got.View)
			if have != want {
				t.Fatalf("step %d seat %d: the view differs from a fresh replay's:\n%s\n%s", n, s, have, want)
			}
			if got.Action == nil || !reflect.DeepEqual(*got.Action, actions[n-1]) {
				t.Fatalf("step %d: action %v, want %v", n, got.Action, actions[n-1])
			}
		}
	}
	// What each view shows of the hands.
	mid := len(actions) / 2
	for _, tc := range []struct {
		seat  string
		shown []bool
	}{{"-1", []bool{false, false, false, false}}, {"1", []bool{false, true, false, false}}, {"all", []bool{true, true, true, true}}} {
		got := step(mid, tc.seat)
		for s, p := range got.View.Players {
			if shown := len(p.Hand) > 0 && len(p.Hand) == p.HandSize; shown != tc.shown[s] {
				t.Errorf("seat=%s: player %d's hand shown %v (%d of %d tiles)", tc.seat, s, shown, len(p.Hand), p.HandSize)
			}
		}
	}
	for _, e := range step(0, "1").Events {
		if e.Type == engine.EvDeal && e.Seat != 1 && len(e.Tiles) > 0 {
			t.Fatalf("seat 1 sees seat %d's deal", e.Seat)
		}
	}
	last := step(len(actions)+50, "all")
	if last.Step != len(actions) || !last.View.Over || last.Result == nil || last.HandEnd == nil {
		t.Fatalf("the last step: %d of %d, over %v", last.Step, len(actions), last.View.Over)
	}
	if code := ts.getStatus(t, "/api/tables/"+c.ID+"/replay?seat=7"); code != http.StatusBadRequest {
		t.Fatalf("a seat not at the table: %d", code)
	}
}

func hasEvent(evs []engine.Event, typ engine.EventType) bool {
	for _, e := range evs {
		if e.Type == typ {
			return true
		}
	}
	return false
}

func (ts *testServer) getStatus(t *testing.T, path string) int {
	t.Helper()
	resp, err := http.Get(ts.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

// normal is v's JSON with every object's keys in order, so that event data
// decoded into maps compares with the structs it was written from.
func normal(v any) string {
	b, _ := json.Marshal(v)
	var x any
	json.Unmarshal(b, &x)
	b, _ = json.Marshal(x)
	return string(b)
}
