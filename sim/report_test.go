package sim_test

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"flag"
	"io"
	"strings"
	"testing"

	"jantaku/engine"
	"jantaku/sim"
	"jantaku/variants"
)

// small keeps each variant's games short enough for a test under -race.
var small = map[string]engine.Options{
	"trump":    {"max_hands": "8"},
	"malaysia": {"hands": "3"},
	"suzume":   {"laps": "1"},
	"riichi":   {"winds": "1"},
}

func smallRun(t *testing.T, id string, games int, workers int) sim.Report {
	return smallRunFrom(t, id, 11, games, workers)
}

func smallRunFrom(t *testing.T, id string, seed uint64, games int, workers int) sim.Report {
	t.Helper()
	v, err := variants.Registry().Get(id)
	if err != nil {
		t.Fatal(err)
	}
	opts := engine.Options{}
	for k, val := range small[id] {
		if hasOption(v, k) {
			opts[k] = val
		}
	}
	rep, err := sim.Run(v, sim.Config{Game: engine.Config{Seed: seed, Options: opts}, Games: games, CheckEvery: 512, Workers: workers})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Violations) > 0 {
		t.Fatalf("violations: %v", rep.Violations[:1])
	}
	return rep
}

func hasOption(v engine.Variant, key string) bool {
	for _, o := range v.Options() {
		if o.Key == key {
			return true
		}
	}
	return false
}

// Every variant's report adds up: hands end one way or another, wins are
// counted by seat and by value, yaku are read from the win data.
func TestReportEveryVariant(t *testing.T) {
	for _, id := range variants.Registry().IDs() {
		t.Run(id, func(t *testing.T) {
			// Random play seldom wins some variants' hands (riichi):
			// take further seeds until there are wins to read.
			rep := smallRun(t, id, 12, 2)
			for seed := uint64(23); rep.Stats.Wins == 0 && seed < 23+12*8; seed += 12 {
				rep = smallRunFrom(t, id, seed, 12, 2)
			}
			s := rep.Stats
			if s.Games != 12 || s.Hands != rep.Hands || len(s.Seat) == 0 {
				t.Fatalf("games %d hands %d/%d seats %d", s.Games, s.Hands, rep.Hands, len(s.Seat))
			}
			draws := 0
			for _, n := range s.DrawHands {
				draws += n
			}
			if s.WinHands+draws+s.OtherHands != s.Hands {
				t.Errorf("hands: %d won + %d drawn + %d other != %d", s.WinHands, draws, s.OtherHands, s.Hands)
			}
			seatWins, valueWins, firsts := 0, 0, 0.0
			for _, ss := range s.Seat {
				seatWins += ss.Wins
				firsts += ss.First.Est
				if ss.Score.Lo > ss.Score.Est || ss.Score.Hi < ss.Score.Est {
					t.Errorf("score interval %+v does not hold its estimate", ss.Score)
				}
			}
			for _, c := range s.Values {
				valueWins += c.N
			}
			if seatWins != s.Wins || valueWins != s.Wins || s.Wins < s.WinHands {
				t.Errorf("wins %d, by seat %d, by value %d, winning hands %d", s.Wins, seatWins, valueWins, s.WinHands)
			}
			if firsts < 1-1e-9 {
				t.Errorf("first places add to %.3f, want at least 1", firsts)
			}
			if s.Wins == 0 {
				t.Fatal("no wins in 108 games: nothing to read the win data from")
			}
			if len(s.Yaku) == 0 || s.Yaku[0].N == 0 || s.HandValue.Est <= 0 {
				t.Errorf("win data not read: yaku %v, mean value %v", s.Yaku, s.HandValue)
			}
			var text bytes.Buffer
			sim.WriteText(&text, s)
			for _, want := range []string{"first place", "mean final score", "hand value", "yaku", s.Yaku[0].Key, "hands per game"} {
				if !strings.Contains(text.String(), want) {
					t.Errorf("text report lacks %q:\n%s", want, text.String())
				}
			}
			var page bytes.Buffer
			if err := sim.WriteHTML(&page, &rep); err != nil {
				t.Fatal(err)
			}
			if svgs := wellFormed(t, page.Bytes()); svgs < 5 {
				t.Errorf("%d charts in the page, want 5 or more", svgs)
			}
			if _, err := json.Marshal(rep); err != nil {
				t.Errorf("report does not marshal: %v", err)
			}
		})
	}
}

// wellFormed parses the page as XML (the page is written as XHTML-clean
// HTML) and returns the number of svg elements; it fails on anything that
// would load from outside the page.
func wellFormed(t *testing.T, page []byte) int {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(page))
	d.Strict = true
	svgs := 0
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("page is not well formed: %v", err)
		}
		if el, ok := tok.(xml.StartElement); ok {
			switch el.Name.Local {
			case "svg":
				svgs++
			case "script", "link", "img", "iframe":
				t.Errorf("page has a <%s>", el.Name.Local)
			}
			for _, a := range el.Attr {
				if a.Name.Local == "src" || a.Name.Local == "href" {
					t.Errorf("page loads %s", a.Value)
				}
			}
		}
	}
	return svgs
}

// The report does not depend on how many workers play the games.
func TestWorkersSameReport(t *testing.T) {
	one := smallRun(t, "suzume", 10, 1)
	three := smallRun(t, "suzume", 10, 3)
	a, _ := json.Marshal(one)
	b, _ := json.Marshal(three)
	if !bytes.Equal(a, b) {
		t.Fatalf("one worker:\n%s\nthree workers:\n%s", a, b)
	}
}

var compareSeed = flag.Uint64("compare-seed", 3, "first seed of the comparison tests")

// A comparison on a real option of each variant finds what the option does.
func TestCompareEveryVariant(t *testing.T) {
	tests := []struct {
		variant, option string
		values          []string
		metric          string
		sign            int // the difference's sign; the interval must leave out 0
		exact           float64
		games           int // enough for the difference to show at any seed
	}{
		{"riichi", "winds", []string{"1", "2"}, "hands per game", +1, 0, 12},
		{"maiko", "winds", []string{"1", "2"}, "hands per game", +1, 0, 12},
		{"momojan", "start_points", []string{"30", "10"}, "mean final score, seat 0", -1, 0, 12},
		{"suzume", "min_points", []string{"5", "0"}, "share of hands won", +1, 0, 80},
		{"trump", "gaki", []string{"false", "true"}, "share of hands won", +1, 0, 48},
		{"malaysia", "hands", []string{"3", "1"}, "hands per game", -1, -2, 8},
		{"malaysia", "start", []string{"50", "30"}, "mean final score, seat 0", -1, -20, 8},
	}
	reg := variants.Registry()
	covered := map[string]bool{}
	for _, tt := range tests {
		covered[tt.variant] = true
	}
	for _, id := range reg.IDs() {
		if !covered[id] {
			t.Errorf("no comparison case for %s", id)
		}
	}
	for _, tt := range tests {
		if _, err := reg.Get(tt.variant); err != nil {
			continue // a variant not in this build yet
		}
		t.Run(tt.variant+" "+tt.option, func(t *testing.T) {
			v, _ := variants.Registry().Get(tt.variant)
			opts := engine.Options{}
			for k, val := range small[tt.variant] {
				if k != tt.option {
					opts[k] = val
				}
			}
			c, err := sim.Compare(v, sim.Config{Game: engine.Config{Seed: *compareSeed, Options: opts}, Games: tt.games, CheckEvery: 512, Workers: 2}, tt.option, tt.values)
			if err != nil {
				t.Fatal(err)
			}
			if len(c.Diffs) != 1 || len(c.Reports) != 2 {
				t.Fatalf("%d difference sets, %d reports", len(c.Diffs), len(c.Reports))
			}
			var row *sim.Diff
			for i := range c.Diffs[0].Rows {
				if c.Diffs[0].Rows[i].Metric == tt.metric {
					row = &c.Diffs[0].Rows[i]
				}
			}
			if row == nil {
				t.Fatalf("no %q row", tt.metric)
			}
			if !row.Diff.Excludes0() || (row.Diff.Est > 0) != (tt.sign > 0) {
				t.Errorf("%s: %+v, want a clear difference of sign %d", tt.metric, row.Diff, tt.sign)
			}
			if tt.exact != 0 && (row.Diff.Est != tt.exact || row.Diff.Lo != tt.exact || !row.Paired) {
				t.Errorf("%s: %+v, want exactly %g, paired", tt.metric, row.Diff, tt.exact)
			}
			var page bytes.Buffer
			if err := sim.WriteCompareHTML(&page, c); err != nil {
				t.Fatal(err)
			}
			wellFormed(t, page.Bytes())
			var text bytes.Buffer
			sim.WriteCompareText(&text, c)
			if !strings.Contains(text.String(), "* "+tt.metric) {
				t.Errorf("text does not star %q:\n%s", tt.metric, text.String())
			}
		})
	}
}

func TestCompareErrors(t *testing.T) {
	for _, s := range []string{"x", "=a|b", "k=a", "k=a|a"} {
		if _, _, err := sim.ParseCompare(s); err == nil {
			t.Errorf("ParseCompare(%q) gave no error", s)
		}
	}
	k, vals, err := sim.ParseCompare("gaki=false|true")
	if err != nil || k != "gaki" || len(vals) != 2 {
		t.Fatalf("ParseCompare: %q %v %v", k, vals, err)
	}
	v, _ := variants.Registry().Get("trump")
	if _, err := sim.Compare(v, sim.Config{Games: 1}, "nosuch", []string{"a", "b"}); err == nil {
		t.Error("an unknown option was compared")
	}
	if _, err := sim.Compare(v, sim.Config{Games: 1}, "gaki", []string{"false", "maybe"}); err == nil {
		t.Error("a bad value was compared")
	}
}
