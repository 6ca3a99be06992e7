package suzume

import (
	"bytes"
	"encoding/json"
	"maps"
	"strings"
	"testing"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/tile"
)

// playRecorded plays one whole game with random legal actions and returns
// its record and everything it wrote: the opening, every action's events and
// every seat's view after it.
func playRecorded(t *testing.T, players int, seed uint64) (record.Record, string) {
	t.Helper()
	cfg := engine.Config{Players: players, Seed: seed}
	eg, _, err := engine.NewGame(Variant{}, cfg)
	if err != nil {
		t.Fatal(err)
	}
	g := eg.(*Game)
	rec := record.Record{Variant: Variant{}.ID(), Config: cfg}
	var out bytes.Buffer
	write := func(v any) {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		out.Write(b)
	}
	write(g.Opening())
	r := engine.NewRand(seed)
	for !g.Over() {
		s := g.ToAct()[0]
		l := g.Legal(s)
		a := l[r.IntN(len(l))]
		write(do(t, g, s, a))
		for v := engine.Spectator; int(v) < players; v++ {
			write(g.View(v))
		}
		rec.Actions = append(rec.Actions, engine.SeatAction{Seat: s, Action: a})
	}
	res := g.Result()
	rec.Result = &res
	var b bytes.Buffer
	if err := record.Write(&b, rec); err != nil {
		t.Fatal(err)
	}
	out.Write(b.Bytes())
	return rec, out.String()
}

// TestRedNotation: every red bamboo, the red five included, is written
// 1r-9r in all the game writes: events, views and records (one notation for
// the variant). 0s is riichi's red five and never appears.
func TestRedNotation(t *testing.T) {
	_, out := playRecorded(t, 4, 7)
	if strings.Contains(out, `"0s"`) {
		t.Errorf("a red five of bamboo is written 0s: %.200s", out[strings.Index(out, `"0s"`):])
	}
	for n := 1; n <= 9; n++ {
		if r := tile.RedBamboo(n).String(); !strings.Contains(out, `"`+r+`"`) {
			t.Errorf("the game never writes %s", r)
		}
	}
	if s := tile.Suzume().Format(tile.Suzume().All()); strings.Contains(s, "0") {
		t.Errorf("the set writes itself %s", s)
	}
}

// TestOldRecordsReplay: a record written when the red five was 0s replays
// to the same result, and an action naming 0s is the red five.
func TestOldRecordsReplay(t *testing.T) {
	rec, _ := playRecorded(t, 3, 12)
	var b bytes.Buffer
	if err := record.Write(&b, rec); err != nil {
		t.Fatal(err)
	}
	old := strings.ReplaceAll(b.String(), `"5r"`, `"0s"`)
	if old == b.String() {
		t.Fatal("the record never names the red five: the test proves nothing")
	}
	oldRec, err := record.Read(strings.NewReader(old))
	if err != nil {
		t.Fatal(err)
	}
	if err := record.Verify(engine.NewRegistry(Variant{}), oldRec); err != nil {
		t.Errorf("a record with 0s does not replay: %v", err)
	}

	g := newTest(t, 2, nil)
	rig(t, g, []string{"5r1234s", "6789s7z"}, "9s", "7z")
	evs := do(t, g, 0, act(engine.Discard, "0s"))
	b2, _ := json.Marshal(evs)
	if !strings.Contains(string(b2), `"5r"`) || strings.Contains(string(b2), `"0s"`) {
		t.Errorf("discarding 0s writes %s, want the red five as 5r", b2)
	}
	if got := g.rivers[0][0].Tile; got != tile.RedBamboo(5) {
		t.Errorf("river holds %s, want 5r", got)
	}
}

// TestScoreReadsBothRedFives: jantaku score takes the red five written 5r or
// 0s, in the hand, the winning tile and the dora.
func TestScoreReadsBothRedFives(t *testing.T) {
	ask := func(hand, win, dora string) engine.ScoreAnswer {
		t.Helper()
		q := engine.ScoreQuery{Players: 4, Hand: tile.MustParse(hand), Win: tile.MustParse(win)[0], Dora: tile.MustParse(dora)}
		ans, err := Variant{}.Score(q)
		if err != nil {
			t.Fatalf("%s %s %s: %v", hand, win, dora, err)
		}
		return ans
	}
	for _, c := range [][4][3]string{
		{{"34s5r777z", "5r", "9s"}, {"340s777z", "0s", "9s"}, {"340s777z", "5r", "9s"}, {"34s5r777z", "0s", "9s"}},
		{{"345s777z", "5s", "5r"}, {"345s777z", "5s", "0s"}, {"345s777z", "5s", "0s"}, {"345s777z", "5s", "5r"}},
	} {
		want := ask(c[0][0], c[0][1], c[0][2])
		if !want.Win {
			t.Fatalf("%v does not win: %+v", c[0], want)
		}
		for _, q := range c[1:] {
			got := ask(q[0], q[1], q[2])
			if got.Win != want.Win || got.Points != want.Points || !maps.Equal(got.Payments, want.Payments) {
				t.Errorf("%v: %+v, want %+v", q, got, want)
			}
		}
	}
}
