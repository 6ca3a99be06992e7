package riichi

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"jantaku/engine"
	"jantaku/internal/refdata"
	"jantaku/tile"
)

func TestParseMajiangMeld(t *testing.T) {
	tests := []struct {
		in     string
		kind   engine.MeldKind
		tiles  string // shared notation
		from   engine.Seat
		called int
	}{
		{"m1-23", engine.MeldChi, "123m", 1, 0},
		{"m34-0", engine.MeldChi, "340m", 1, 1},
		{"z555=", engine.MeldPon, "555z", 0, 2},
		{"p550=", engine.MeldPon, "550p", 0, 2},
		{"m5555+", engine.MeldMinkan, "5555m", 3, 3},
		{"m5555", engine.MeldAnkan, "5555m", 2, -1},
		{"m555=5", engine.MeldKakan, "5555m", 0, 2},
		{"s111-1", engine.MeldKakan, "1111s", 1, 2},
	}
	for _, tt := range tests {
		m, err := ParseMajiangMeld(tt.in, 2)
		if err != nil {
			t.Errorf("%s: %v", tt.in, err)
			continue
		}
		if m.Kind != tt.kind || tile.Format(m.Tiles) != tt.tiles || m.From != tt.from || m.Called != tt.called {
			t.Errorf("%s: %+v, want %s %s from %d called %d", tt.in, m, tt.kind, tt.tiles, tt.from, tt.called)
		}
		if back := FormatMajiangMeld(m, 2); back != tt.in {
			t.Errorf("%s written back as %s", tt.in, back)
		}
	}
	for _, bad := range []string{"", "m1", "m1-24", "m12-3-", "m555", "z1-23", "m55=55=", "x111=", "m5555=5", "m-123", "m12+3"} {
		if m, err := ParseMajiangMeld(bad, 0); err == nil {
			t.Errorf("%q read as %+v", bad, m)
		}
	}
}

func TestParseMajiangHand(t *testing.T) {
	h, err := ParseMajiangHand("m345p40677s67s8*,m34-0,z111=", 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := tile.Format(h.Concealed); got != "345m40677p678s" || !h.Riichi || len(h.Melds) != 2 {
		t.Errorf("got %s riichi %v melds %d", got, h.Riichi, len(h.Melds))
	}
	if back := FormatMajiangHand(h, 1); back != "m345p40677s678*,m34-0,z111=" {
		t.Errorf("written back as %s", back)
	}
	for _, bad := range []string{"123", "m12x", "m1,m1-2", "z8"} {
		if _, err := ParseMajiangHand(bad, 0); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestParseMajiangTile(t *testing.T) {
	tests := []struct {
		in   string
		want MajiangTile
	}{
		{"m5", MajiangTile{Tile: tile.Of(tile.K(tile.Man, 5))}},
		{"p0_", MajiangTile{Tile: tile.New(tile.K(tile.Pin, 5), true), Tsumogiri: true}},
		{"z7*", MajiangTile{Tile: tile.Of(tile.Red), Riichi: true}},
		{"s2-", MajiangTile{Tile: tile.Of(tile.K(tile.Sou, 2)), Offset: 3}},
		{"s9_*", MajiangTile{Tile: tile.Of(tile.K(tile.Sou, 9)), Tsumogiri: true, Riichi: true}},
	}
	for _, tt := range tests {
		got, err := ParseMajiangTile(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("%s: %+v %v, want %+v", tt.in, got, err, tt.want)
		}
	}
	for _, bad := range []string{"", "m", "5m", "z0", "z8", "m5+-", "m5x"} {
		if _, err := ParseMajiangTile(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// FuzzParseMajiangHand: reading never panics, and what it reads writes
// back to a string that reads the same.
func FuzzParseMajiangHand(f *testing.F) {
	for _, s := range []string{"m345p40677s67s8,m34-0", "p22s45667s5,m4-56,p4-56", "m123*,z555=,m5555+,p555-5,s1111", "", ",", "m"} {
		f.Add(s, 1)
	}
	f.Fuzz(func(t *testing.T, s string, owner int) {
		owner = (owner%Seats + Seats) % Seats
		h, err := ParseMajiangHand(s, owner)
		if err != nil {
			return
		}
		back := FormatMajiangHand(h, owner)
		h2, err := ParseMajiangHand(back, owner)
		if err != nil || !reflect.DeepEqual(normal(h), normal(h2)) {
			t.Fatalf("%q -> %q -> %+v %v, want %+v", s, back, h2, err, h)
		}
	})
}

// normal makes nil and empty slices alike for comparison.
func normal(h MajiangHand) MajiangHand {
	if len(h.Concealed) == 0 {
		h.Concealed = nil
	}
	if len(h.Melds) == 0 {
		h.Melds = nil
	}
	return h
}

// TestMajiangScript reads every hand, tile and meld written in the golden
// games of script.json.
func TestMajiangScript(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(refdata.Riichi(), "script.json"))
	if err != nil {
		t.Fatal(err)
	}
	var games []struct {
		Log [][]map[string]json.RawMessage `json:"log"`
	}
	if err := json.Unmarshal(b, &games); err != nil {
		t.Fatal(err)
	}
	type event struct {
		Shoupai json.RawMessage `json:"shoupai"`
		P       string          `json:"p"`
		M       string          `json:"m"`
		L       int             `json:"l"`
		Baopai  json.RawMessage `json:"baopai"`
	}
	n := 0
	for _, g := range games {
		for _, round := range g.Log {
			for _, ev := range round {
				for kind, raw := range ev {
					var e event
					if err := json.Unmarshal(raw, &e); err != nil {
						t.Fatal(err)
					}
					n += checkScriptEvent(t, kind, e.Shoupai, e.P, e.M, e.L)
				}
			}
		}
	}
	if n < 30000 {
		t.Errorf("read %d strings, want the whole file", n)
	}
}

func checkScriptEvent(t *testing.T, kind string, shoupai json.RawMessage, p, m string, l int) int {
	t.Helper()
	n := 0
	var hands []string
	var one string
	if json.Unmarshal(shoupai, &hands) != nil && json.Unmarshal(shoupai, &one) == nil {
		hands = []string{one}
	}
	for seat, h := range hands {
		if _, err := ParseMajiangHand(h, seat); err != nil {
			t.Errorf("%s: %v", kind, err)
		}
		n++
	}
	if p != "" {
		if _, err := ParseMajiangTile(p); err != nil {
			t.Errorf("%s: %v", kind, err)
		}
		n++
	}
	if m != "" {
		if _, err := ParseMajiangMeld(m, l); err != nil {
			t.Errorf("%s: %v", kind, err)
		}
		n++
	}
	return n
}
