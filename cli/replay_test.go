package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/variants"
)

// TestReplayStartsWithTheDeal: `jantaku replay FILE` prints the first hand's
// deal (every seat's tiles), its indicator, the first draw and MOMOJAN's
// 場代 before the first action's events, in every variant.
func TestReplayStartsWithTheDeal(t *testing.T) {
	reg := variants.Registry()
	indicator := map[string]bool{"riichi": true, "maiko": true, "suzume": true, "trump": true, "momojan": true}
	dealerDraws := map[string]bool{"malaysia": false} // the Malaysian dealer is dealt 14
	for _, id := range reg.IDs() {
		t.Run(id, func(t *testing.T) {
			v, _ := reg.Get(id)
			g, cfg, err := engine.NewGame(v, engine.Config{Seed: 7})
			if err != nil {
				t.Fatal(err)
			}
			seat := g.ToAct()[0]
			first := engine.SeatAction{Seat: seat, Action: g.Legal(seat)[0]}
			path := filepath.Join(t.TempDir(), id+".json")
			var buf bytes.Buffer
			record.Write(&buf, record.Record{Variant: id, Config: cfg, Actions: []engine.SeatAction{first}})
			os.WriteFile(path, buf.Bytes(), 0o644)

			out, errb := new(bytes.Buffer), new(bytes.Buffer)
			if code := Main(Env{Stdout: out, Stderr: errb, Variants: reg}, []string{"replay", path}); code != 0 {
				t.Fatalf("exit %d: %s", code, errb)
			}
			var before []engine.Event // the events printed before the first act
			for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
				var e struct {
					Type engine.EventType `json:"type"`
					Seat engine.Seat      `json:"seat"`
					Data map[string]any   `json:"data"`
				}
				if err := json.Unmarshal([]byte(line), &e); err != nil {
					t.Fatalf("%q: %v", line, err)
				}
				if e.Type == engine.EvAct {
					break
				}
				before = append(before, engine.Event{Type: e.Type, Seat: e.Seat, Data: e.Data})
			}
			if len(before) == 0 || before[0].Type != engine.EvDeal && before[0].Type != engine.EvScores {
				t.Fatalf("the replay starts with %v, not the deal:\n%s", before, out)
			}
			dealt := map[engine.Seat]bool{}
			var draws, indicators, fees int
			for _, e := range before {
				switch e.Type {
				case engine.EvDeal:
					dealt[e.Seat] = true
				case engine.EvDraw:
					draws++
				case engine.EvIndicator:
					indicators++
				case engine.EvScores:
					if d, ok := e.Data.(map[string]any); ok && d["fee"] != nil {
						fees++
					}
				}
			}
			if len(dealt) < g.Seats() { // maiko deals its dummy too
				t.Errorf("deals to %d seats before the first act, want %d:\n%s", len(dealt), g.Seats(), out)
			}
			if want, ok := dealerDraws[id]; (!ok || want) && draws == 0 {
				t.Errorf("no first draw before the first act:\n%s", out)
			}
			if indicator[id] && indicators == 0 {
				t.Errorf("no indicator before the first act:\n%s", out)
			}
			if id == "momojan" && fees != 1 {
				t.Errorf("MOMOJAN's 場代 not shown before the first act:\n%s", out)
			}
		})
	}
}

// TestScoreFewestFields: a riichi line with only the hand and the winning
// tile is valued (East, the dealer, by ron), and a 13-tile hand gets its
// own error, not one about the seat wind.
func TestScoreFewestFields(t *testing.T) {
	in := `{"variant":"riichi","hand":"123m456p789s23455s","win":"5s","flags":["riichi"]}
{"variant":"riichi","hand":"123m456p789s2345s","win":"5s"}
{"variant":"riichi","hand":"123m456p789s23455s","win":"5s","flags":["riichi"],"seat_wind":"S"}
{"variant":"riichi","hand":"123m456p789s23455s","win":"5s","flags":["riichi"],"dealer":false}
{"variant":"riichi","hand":"123m456p789s23455s","win":"5s","seat_wind":"E","dealer":false}
`
	out, errb := new(bytes.Buffer), new(bytes.Buffer)
	Main(Env{Stdin: strings.NewReader(in), Stdout: out, Stderr: errb, Variants: variants.Registry()}, []string{"score"})
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	want := []string{`"ron":2000`, `13 tiles`, `"ron":1300`, `"ron":1300`, `disagree`}
	if len(lines) != len(want) {
		t.Fatalf("%d answers, want %d:\n%s", len(lines), len(want), out)
	}
	for i, w := range want {
		if !strings.Contains(lines[i], w) {
			t.Errorf("line %d: %s, want %s in it", i+1, lines[i], w)
		}
	}
}
