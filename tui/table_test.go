package tui

import (
	"testing"

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
