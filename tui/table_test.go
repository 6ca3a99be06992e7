package tui

import (
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/variants"
)

// TestTablePlaysToTheEnd plays a short game of every variant through the
// person's side of a Table, the person taking the first legal action, and
// checks the record replays to the same result and that the person never
// sees another seat's secret tiles.
func TestTablePlaysToTheEnd(t *testing.T) {
	reg := variants.Registry()
	short := map[string]engine.Options{
		"suzume": {"laps": "1"}, "malaysia": {"hands": "1"}, "trump": {"target": "6", "max_hands": "2"},
		"riichi": {"winds": "1"}, "maiko": {"winds": "1"}, "momojan": nil,
	}
	for _, id := range reg.IDs() {
		t.Run(id, func(t *testing.T) {
			v, _ := reg.Get(id)
			tb, err := NewTable(v, engine.Config{Options: short[id], Seed: 11}, 1, "random")
			if err != nil {
				t.Fatal(err)
			}
			for steps := 0; !tb.Over(); steps++ {
				if steps > 100000 {
					t.Fatal("the game does not end")
				}
				evs, acted, err := tb.StepBot()
				if err != nil {
					t.Fatal(err)
				}
				if !acted {
					legal := tb.View().Legal
					if len(legal) == 0 {
						t.Fatal("nobody can act")
					}
					if evs, err = tb.Act(legal[0]); err != nil {
						t.Fatal(err)
					}
				}
				for _, e := range evs {
					if e.Secret && e.Seat != 1 && (e.Tile != 0 || len(e.Tiles) > 0) {
						t.Fatalf("the person sees a secret event of seat %d: %+v", e.Seat, e)
					}
				}
			}
			rec := tb.Record()
			if rec.Result == nil {
				t.Fatal("the record of a finished game has no result")
			}
			if err := record.Verify(reg, rec); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestNewTableRefuses(t *testing.T) {
	v, _ := variants.Registry().Get("suzume")
	for _, tc := range []struct {
		name  string
		cfg   engine.Config
		seat  engine.Seat
		level string
	}{
		{"seat past the table", engine.Config{Players: 2}, 2, "random"},
		{"negative seat", engine.Config{}, -1, "random"},
		{"unknown bot level", engine.Config{}, 0, "no-such-level"},
		{"too many players", engine.Config{Players: 9}, 0, "random"},
		{"unknown option", engine.Config{Options: engine.Options{"bogus": "1"}}, 0, "random"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := NewTable(v, tc.cfg, tc.seat, tc.level); err == nil {
				t.Error("no error")
			}
		})
	}
}

func TestRefusedActionChangesNothing(t *testing.T) {
	v, _ := variants.Registry().Get("trump")
	tb, err := NewTable(v, engine.Config{Seed: 5}, 0, "random")
	if err != nil {
		t.Fatal(err)
	}
	before := len(tb.Record().Actions)
	if _, err := tb.Act(engine.Action{Type: engine.Ron}); err == nil {
		t.Fatal("an illegal ron was played")
	}
	if len(tb.Record().Actions) != before {
		t.Fatal("a refused action went into the record")
	}
}

// overlapBot records whether its Choose was ever entered while already
// running, as a searching bot's caches may not be.
type overlapBot struct {
	in, overlaps atomic.Int32
}

func (b *overlapBot) Choose(_ engine.View, legal []engine.Action) engine.Action {
	if b.in.Add(1) > 1 {
		b.overlaps.Add(1)
	}
	time.Sleep(20 * time.Millisecond)
	b.in.Add(-1)
	return legal[0]
}

// TestBotThinksOnce: the screen may ask a bot again while a stale decision
// of the same bot is still being thought (the person acted meanwhile); a bot
// is not safe for concurrent use, so one bot's decisions never overlap.
func TestBotThinksOnce(t *testing.T) {
	v, _ := variants.Registry().Get("suzume")
	tb, err := NewTable(v, engine.Config{Seed: 3, Players: 2}, 1, "random")
	if err != nil {
		t.Fatal(err)
	}
	b := &overlapBot{}
	tb.bots[0] = b
	var wg sync.WaitGroup
	for range 3 {
		turn, ok := tb.NextBot()
		if !ok {
			t.Fatal("the dealer's bot has no turn")
		}
		wg.Go(func() { turn.Choose() })
	}
	wg.Wait()
	if n := b.overlaps.Load(); n > 0 {
		t.Errorf("one bot thought %d times while already thinking", n)
	}
}
