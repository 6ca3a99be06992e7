package tenhou

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/tile"
	"jantaku/variant/riichi"
)

// editFile changes one entry of a hand-written log in testdata.
func editFile(t *testing.T, name string, f func(l map[string]any)) []byte {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	var l map[string]any
	if err := json.Unmarshal(data, &l); err != nil {
		t.Fatal(err)
	}
	f(l)
	out, err := json.Marshal(l)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// setPao sets the liable seat of the first round's first win.
func setPao(seat int) func(l map[string]any) {
	return func(l map[string]any) { round(l, 0)[16].([]any)[2].([]any)[2] = seat }
}

// The engine's liable seat is checked against the log's: a log naming
// another seat, or nobody (the winner), is a mismatch; the right seat
// imports.
func TestPaoChecked(t *testing.T) {
	tests := []struct {
		file string
		seat int
		ok   bool
	}{
		{"pao_tsumo.json", 3, true},
		{"pao_tsumo.json", 1, false}, // the winner: nobody liable
		{"pao_tsumo.json", 0, false},
		{"pao_ron.json", 3, true},
		{"pao_ron.json", 0, false}, // the discarder, who is not liable
		{"pao_ron.json", 1, false},
	}
	for _, tc := range tests {
		t.Run(tc.file+"/"+string(rune('0'+tc.seat)), func(t *testing.T) {
			_, err := Import(editFile(t, tc.file, setPao(tc.seat)), nil)
			if tc.ok {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if !errors.Is(err, record.ErrMismatch) || !strings.Contains(err.Error(), "包") {
				t.Fatalf("want a pao mismatch, got %v", err)
			}
		})
	}
}

// A log that names a liable seat where the engine (pao off) charges none
// is refused, whatever its deltas say.
func TestPaoRuleOff(t *testing.T) {
	_, err := Import(editFile(t, "pao_ron.json", func(map[string]any) {}), engine.Options{"pao": "false"})
	if !errors.Is(err, record.ErrMismatch) {
		t.Fatalf("want a mismatch with pao off, got %v", err)
	}
}

// A pao seat that is no seat is an error, not a mismatch.
func TestPaoBadSeat(t *testing.T) {
	_, err := Import(editFile(t, "pao_ron.json", setPao(7)), nil)
	if err == nil || errors.Is(err, record.ErrMismatch) {
		t.Fatalf("want a read error, got %v", err)
	}
}

func pon(k tile.Kind, from int) engine.Meld {
	t := tile.Of(k)
	return engine.Meld{Kind: engine.MeldPon, Tiles: []tile.Tile{t, t, t}, From: engine.Seat(from), Called: 0}
}

// liable reads the engine's melds: the seat that fed the set completing
// the yaku, if it paid.
func TestLiable(t *testing.T) {
	dsg := []engine.YakuValue{{Name: "大三元", Value: 1}}
	dsx := []engine.YakuValue{{Name: "大四喜", Value: 1}}
	paid := [4]int{0, 32000, 0, -32000}
	ankan := pon(tile.Red, 1)
	ankan.Kind, ankan.Tiles = engine.MeldAnkan, append(ankan.Tiles, ankan.Tiles[0])
	kakan := pon(tile.Red, 3)
	kakan.Kind, kakan.Tiles = engine.MeldKakan, append(kakan.Tiles, kakan.Tiles[0])
	dragons := []engine.Meld{pon(tile.White, 0), pon(tile.Green, 2), pon(tile.Red, 3)}
	tests := []struct {
		name string
		wd   riichi.WinData
		on   bool
		want int
	}{
		{"third dragon fed by seat 3", riichi.WinData{Seat: 1, Yaku: dsg, Melds: dragons, Deltas: paid}, true, 3},
		{"pao rule off", riichi.WinData{Seat: 1, Yaku: dsg, Melds: dragons, Deltas: paid}, false, -1},
		{"no 大三元", riichi.WinData{Seat: 1, Yaku: dsx, Melds: dragons, Deltas: paid}, true, -1},
		{"the feeder paid nothing", riichi.WinData{Seat: 1, Yaku: dsg, Melds: dragons, Deltas: [4]int{-16000, 32000, -16000, 0}}, true, -1},
		{"a closed kan made the third set", riichi.WinData{Seat: 1, Yaku: dsg,
			Melds: []engine.Meld{pon(tile.White, 0), pon(tile.Green, 2), ankan}, Deltas: paid}, true, -1},
		{"an added kan keeps its pon's feeder", riichi.WinData{Seat: 1, Yaku: dsg,
			Melds: []engine.Meld{pon(tile.White, 0), pon(tile.Green, 2), kakan}, Deltas: paid}, true, 3},
		{"chi and other pons do not count", riichi.WinData{Seat: 1, Yaku: dsg,
			Melds: []engine.Meld{pon(tile.White, 0), {Kind: engine.MeldChi, Tiles: []tile.Tile{tile.Of(tile.K(tile.Man, 1)), tile.Of(tile.K(tile.Man, 2)), tile.Of(tile.K(tile.Man, 3))}, From: 0},
				pon(tile.K(tile.Pin, 9), 2), pon(tile.Green, 3)}, Deltas: paid}, true, -1},
		{"fourth wind fed by seat 0", riichi.WinData{Seat: 2, Yaku: dsx,
			Melds: []engine.Meld{pon(tile.East, 1), pon(tile.South, 3), pon(tile.West, 1), pon(tile.North, 0)}, Deltas: [4]int{-32000, 0, 32000, 0}}, true, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := liable(tc.wd, tc.on); got != tc.want {
				t.Errorf("liable = %d, want %d", got, tc.want)
			}
		})
	}
}

// The export names the liable seat, or the winner when the record's pao
// rule is off.
func TestExportPao(t *testing.T) {
	for _, name := range []string{"pao_tsumo.json", "pao_ron.json"} {
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile("testdata/" + name)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := Import(data, nil)
			if err != nil {
				t.Fatal(err)
			}
			l, err := Export(registry(), rec, nil)
			if err != nil {
				t.Fatal(err)
			}
			info := l.Rounds[0].End.Info[0]
			if string(info[2]) != "3" {
				t.Errorf("pao %s, want 3", info[2])
			}
			// The same moves with the rule off: nobody is liable.
			rec.Config.Options["pao"] = "false"
			off, err := Export(registry(), rec, nil)
			if err != nil {
				t.Fatal(err)
			}
			if info := off.Rounds[0].End.Info[0]; string(info[2]) != "1" {
				t.Errorf("pao off: pao %s, want the winner 1", info[2])
			}
		})
	}
}

// On a ron of a pao hand off another player, tenhou.net has the liable
// seat pay the counters (the pao_honba rule's default, "liable"): the real
// game's hand imports as logged. Under pao_honba=discarder the engine pays
// them otherwise, and the log's deltas are a mismatch.
func TestPaoHonba(t *testing.T) {
	data, err := os.ReadFile("testdata/pao_ron_honba.json")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Import(data, nil); err != nil {
		t.Fatalf("the logged hand: %v", err)
	}
	_, err = Import(data, engine.Options{"pao_honba": "discarder"})
	var m *MismatchError
	if !errors.As(err, &m) {
		t.Fatalf("pao_honba=discarder: want a mismatch, got %v", err)
	}
	if want := "score changes [[-16300 32300 0 -16000]], the log says [[-16000 32300 0 -16300]]"; m.Round != 2 || !strings.HasPrefix(m.Msg, want) {
		t.Fatalf("round %d: %s\nwant round 2: %s", m.Round, m.Msg, want)
	}
}
