package tenhou

import (
	"bytes"
	"errors"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"jantaku/record"
)

// mjlogs reads the real mjlog games of testdata/mjlog (see its README).
func mjlogs(t testing.TB) map[string][]byte {
	t.Helper()
	files, err := filepath.Glob("testdata/mjlog/*.mjlog")
	if err != nil || len(files) < 9 {
		t.Fatalf("mjlogs: %v %v", files, err)
	}
	out := map[string][]byte{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out[filepath.Base(f)] = data
	}
	return out
}

// Games played on tenhou.net, as tenhou's mjlog XML, replay through the
// engine under the rules their <GO type> names: every move legal, every
// hand's score changes and the final scores as logged (the import checks
// them), the record replays on its own, and its export starts and ends
// every hand as the log does. A log cut after some hand (no owari) is
// some hands of a game, with no result.
func TestMjlogs(t *testing.T) {
	for name, data := range mjlogs(t) {
		t.Run(name, func(t *testing.T) {
			l, err := ParseMjlog(data)
			if err != nil {
				t.Fatal(err)
			}
			if len(l.Name) != 4 || l.Name[2] == "" || strings.Contains(l.Name[0], "%") {
				t.Errorf("names %q", l.Name)
			}
			rec, err := ImportLog(l, nil)
			if err != nil {
				t.Fatal(err)
			}
			rec = verifyStandalone(t, rec)
			if whole := bytes.Contains(data, []byte("owari=")); (rec.Result != nil) != whole {
				t.Errorf("result %v, the log ends the game: %t", rec.Result, whole)
			}
			// <GO type="169">: 鳳凰卓, East and South, open tanyao, red fives.
			o := rec.Config.Options
			if o["winds"] != "2" || o["red_man"] != "1" || o["red_pin"] != "1" || o["red_sou"] != "1" || o["open_tanyao"] != "true" {
				t.Errorf("winds %s, red fives %s %s %s, open tanyao %s: want the rules of <GO type=169>",
					o["winds"], o["red_man"], o["red_pin"], o["red_sou"], o["open_tanyao"])
			}
			checkExport(t, l, rec)
		})
	}
}

// The real logs hold every kind of call and end the import must read:
// each count is of hands or moves, in the mjlogs of testdata/mjlog and
// the tenhou.net/6 logs of testdata/real, and each is in the mjlogs too.
func TestMjlogCoverage(t *testing.T) {
	count := map[string]int{}
	for _, data := range mjlogs(t) {
		l, err := ParseMjlog(data)
		if err != nil {
			t.Fatal(err)
		}
		countLog(l, count)
	}
	inMjlogs := maps.Clone(count)
	files, err := filepath.Glob("testdata/real/*.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		l, err := Parse(data)
		if err != nil {
			t.Fatal(err)
		}
		countLog(l, count)
	}
	for _, what := range []string{"chi", "pon", "open kan", "closed kan", "added kan", "kan dora",
		"riichi", "tsumogiri", "tsumo", "ron", "double ron", "robbed kan (槍槓)", "pao (包)",
		"exhaustive draw", "nagashi mangan (流し満貫)", "九種九牌", "四風連打", "四家立直", "四槓散了", "三家和了",
		"bust (a final score below zero)"} {
		if count[what] == 0 {
			t.Errorf("no %s in the real logs", what)
		}
		if inMjlogs[what] == 0 {
			t.Errorf("no %s in testdata/mjlog", what)
		}
		t.Logf("%-32s %4d in mjlogs, %4d in all", what, inMjlogs[what], count[what])
	}
}

func countLog(l Log, count map[string]int) {
	for i := 0; i < len(l.Final); i += 2 {
		if l.Final[i] < 0 {
			count["bust (a final score below zero)"]++
		}
	}
	for _, r := range l.Rounds {
		countRound(r, count)
	}
}

func countRound(r Round, count map[string]int) {
	for s := range 4 {
		for _, it := range r.Takes[s] {
			switch {
			case strings.Contains(it.Call, "c"):
				count["chi"]++
			case strings.Contains(it.Call, "p"):
				count["pon"]++
			case strings.Contains(it.Call, "m"):
				count["open kan"]++
			}
		}
		for _, it := range r.Discards[s] {
			switch {
			case strings.Contains(it.Call, "a"):
				count["closed kan"]++
			case strings.Contains(it.Call, "k"):
				count["added kan"]++
			case strings.HasPrefix(it.Call, "r"):
				count["riichi"]++
			}
			if it.Code == tsumogiri || it.Call == "r60" {
				count["tsumogiri"]++
			}
		}
	}
	if len(r.Dora) > 1 {
		count["kan dora"]++
	}
	switch r.End.Name {
	case endWin:
		if len(r.End.Info) > 1 {
			count["double ron"]++
		}
		for i := range r.End.Info {
			if p, _ := r.End.paoSeat(i); p >= 0 {
				count["pao (包)"]++
			}
			who, from, _ := r.End.winner(i)
			if who == from {
				count["tsumo"]++
				continue
			}
			count["ron"]++
			if d := r.Discards[from]; len(d) > 0 && strings.Contains(d[len(d)-1].Call, "k") {
				count["robbed kan (槍槓)"]++
			}
		}
	case endExhaustive, endAllTenpai, endAllNoten:
		count["exhaustive draw"]++
	case "流し満貫":
		count["nagashi mangan (流し満貫)"]++
	default:
		count[r.End.Name]++
	}
}

// Tenhou's rule names from <GO type> bits, and the options they set.
func TestRuleName(t *testing.T) {
	tests := []struct {
		typ  int
		want string
	}{
		{169, "鳳南喰赤"},                        // 0x01|0x08|0x20|0x80
		{0x01 | 0x40, "般東喰赤速"},               // the fast East game
		{0x01 | 0x02 | 0x04, "般東"},           // no red fives, no open tanyao
		{0x01 | 0x08 | 0x20, "特南喰赤"},         // 特上
		{0x01 | 0x08 | 0x80, "上南喰赤"},         // 上級
		{0x01 | 0x10 | 0x08 | 0xa0, "三鳳南喰赤"}, // three players
	}
	for _, tc := range tests {
		if got := RuleName(tc.typ); got != tc.want {
			t.Errorf("RuleName(%#x) = %s, want %s", tc.typ, got, tc.want)
		}
	}
}

// kaze4Hand is a hand-built mjlog: one hand of the real kaze4.mjlog (four
// winds discarded in the first go-around, 四風連打) under the rules
// <GO type> gives, alone, as a log of some hands of a game.
func kaze4Hand(goType string) []byte {
	return []byte(`<mjloggm ver="2.3"><GO type="` + goType + `" lobby="0"/><UN n0="a" n1="b" n2="c" n3="d"/>` +
		`<INIT seed="1,0,0,3,1,2" ten="253,226,295,226" oya="1" hai0="50,45,93,114,47,36,131,29,109,34,77,129,125" hai1="37,75,12,115,43,130,88,62,76,104,5,126,79" hai2="116,78,27,73,81,112,30,23,102,48,35,58,96" hai3="105,94,100,123,120,14,108,127,113,85,21,26,64"/>` +
		`<U95/><E115/><V1/><F112/><W101/><G113/><T87/><D114/><RYUUKYOKU type="kaze4" ba="0,0" sc="253,0,226,0,295,0,226,0" /></mjloggm>`)
}

// The rules come from <GO type>: here East only, no red fives, no open
// tanyao; and the hand, starting at East 2, begins the game there.
func TestMjlogRules(t *testing.T) {
	l, err := ParseMjlog(kaze4Hand("7"))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := ImportLog(l, nil)
	if err != nil {
		t.Fatal(err)
	}
	o := rec.Config.Options
	if o["winds"] != "1" || o["open_tanyao"] != "false" || o["red_man"] != "0" || o["red_pin"] != "0" || o["red_sou"] != "0" {
		t.Errorf("options %v, want East only, no open tanyao, no red fives", o)
	}
	if rec.Result != nil {
		t.Error("a log without owari has a result")
	}
	if err := record.Verify(registry(), rec); err != nil {
		t.Fatal(err)
	}
}

// A three-player log is refused, saying so; so is a log that is not an
// mjlog, one cut short, and one whose moves do not fit together; a log
// whose score changes differ from the engine's is a mismatch.
func TestMjlogErrors(t *testing.T) {
	real := mjlogs(t)["double-ron.mjlog"]
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"three players by type", kaze4Hand("25"), "three-player"},
		{"three players by the deal", bytes.Replace(kaze4Hand("1"), []byte(` hai3="105,94,100,123,120,14,108,127,113,85,21,26,64"`), nil, 1), "three-player"},
		{"not XML", []byte("<mjloggm><INIT"), "mjlog"},
		{"no hands", []byte(`<mjloggm ver="2.3"><GO type="169"/></mjloggm>`), "no hands"},
		{"cut short", bytes.Replace(kaze4Hand("1"), []byte(`<RYUUKYOKU type="kaze4" ba="0,0" sc="253,0,226,0,295,0,226,0" />`), nil, 1), "cut short"},
		{"no such draw", bytes.Replace(kaze4Hand("1"), []byte(`kaze4`), []byte(`kaze5`), 1), "no such draw"},
		{"a tile out of range", bytes.Replace(kaze4Hand("1"), []byte(`<U95/>`), []byte(`<U136/>`), 1), "no tile"},
		{"a call of no discard", bytes.Replace(real, []byte(`<N who="3" m="50761" />`), []byte(`<N who="2" m="50761" />`), 1), "not the latest discard"},
		{"a discard not held", bytes.Replace(real, []byte(`<D119/>`), []byte(`<D0/>`), 1), "round 1"},
		{"a wrong score change", bytes.Replace(real, []byte(`sc="250,-60,240,130,250,-30,250,-30"`), []byte(`sc="250,-70,240,140,250,-30,250,-30"`), 1), "score changes"},
		{"a wrong final score", bytes.Replace(real, []byte(`owari="334,13.0`), []byte(`owari="335,13.0`), 1), "final score"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l, err := ParseMjlog(tc.data)
			if err == nil {
				_, err = ImportLog(l, nil)
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one saying %q", err, tc.want)
			}
			if strings.HasPrefix(tc.name, "three") && !errors.Is(err, ErrThreePlayer) {
				t.Errorf("%v is not ErrThreePlayer", err)
			}
			if strings.HasPrefix(tc.name, "a wrong") && !errors.Is(err, record.ErrMismatch) {
				t.Errorf("%v is not a mismatch", err)
			}
		})
	}
}

// openKanHand is a hand-built mjlog, the smallest open kan: the dealer
// draws and discards 2p; seat 1 makes an open kan of it from its three
// (m = tile 43 << 8 | from the left, 3), draws its replacement 6s, a kan
// dora indicator is turned, and seat 1 discards the 6s, which seat 2 wins
// by ron (タンヤオ, 40 fu, 1300).
const openKanHand = `<mjloggm ver="2.3"><GO type="169" lobby="0"/><UN n0="a" n1="b" n2="c" n3="d"/><TAIKYOKU oya="0"/>` +
	`<INIT seed="0,0,0,1,1,108" ten="250,250,250,250" oya="0" hai0="20,24,28,32,36,68,72,76,80,100,104,112,116" ` +
	`hai1="40,41,42,21,25,29,33,69,73,77,101,105,113" hai2="4,8,12,9,13,17,48,53,56,57,60,64,93" ` +
	`hai3="22,26,30,34,37,70,74,78,81,102,106,114,117"/>` +
	`<T43/><D43/><N who="1" m="11011" /><U92/><DORA hai="120" /><E92/>` +
	`<AGARI ba="0,0" hai="4,8,9,12,13,17,48,53,56,57,60,64,92,93" machi="92" ten="40,1300,0" yaku="8,1" doraHai="108,120" who="2" fromWho="1" sc="250,0,250,-13,250,13,250,0" /></mjloggm>`

// An open kan reads as tenhou.net/6 writes it (the call among the
// caller's takes, a 0 among its discards, the replacement draw its next
// take, discarded from the draw) and plays through the engine: in the
// hand-built hand and in South 4 of the real open-kan.mjlog, where seat 1,
// holding a pon of 西, makes an open kan of the 3m that seat 0, on its
// left, discards (<D11/><N who="1" m="2819" />: 11 << 8 | 3), draws 2m,
// turns a kan dora indicator (9s) and later wins by ron on the last
// discard (河底撈魚).
func TestMjlogOpenKan(t *testing.T) {
	tests := []struct {
		name        string
		data        []byte
		round, seat int
		call        string
		replacement int   // the replacement draw's tenhou.net/6 code
		dora        []int // the round's dora indicators
	}{
		{"hand-built", []byte(openKanHand), 0, 1, "m22222222", 36, []int{41, 44}},
		{"open-kan.mjlog South 4", mjlogs(t)["open-kan.mjlog"], 9, 1, "m13131313", 12, []int{41, 39}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l, err := ParseMjlog(tc.data)
			if err != nil {
				t.Fatal(err)
			}
			r := l.Rounds[tc.round]
			takes, discards := r.Takes[tc.seat], r.Discards[tc.seat]
			k := slices.IndexFunc(takes, func(it Item) bool { return it.Call == tc.call })
			if k < 0 || k+1 >= len(takes) || takes[k+1].Code != tc.replacement {
				t.Fatalf("seat %d takes %v, want the open kan %s and then the replacement %d", tc.seat, takes, tc.call, tc.replacement)
			}
			if k+1 >= len(discards) || discards[k] != (Item{}) || discards[k+1].Code != tsumogiri {
				t.Errorf("seat %d discards %v, want the kan's 0 at %d and the replacement discarded from the draw", tc.seat, discards, k)
			}
			if !slices.Equal(r.Dora, tc.dora) {
				t.Errorf("dora indicators %v, want %v", r.Dora, tc.dora)
			}
			rec, err := ImportLog(l, nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := record.Verify(registry(), rec); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// ParseMjlog and the import of what it reads never panic, and what
// imports verifies.
func FuzzMjlog(f *testing.F) {
	f.Add([]byte(openKanHand))
	f.Add(kaze4Hand("169"))
	f.Add([]byte(`<mjloggm ver="2.3"><GO type="169"/><INIT seed="0,0,0,1,1,5" ten="250,250,250,250" oya="0" hai0="0,1,2,3,4,5,6,7,8,9,10,11,12" hai1="13,14,15,16,17,18,19,20,21,22,23,24,25" hai2="26,27,28,29,30,31,32,33,34,35,36,37,38" hai3="39,40,41,42,43,44,45,46,47,48,49,50,51"/><T52/><N who="0" m="2634"/></mjloggm>`))
	f.Fuzz(func(t *testing.T, b []byte) {
		l, err := ParseMjlog(b)
		if err != nil {
			return
		}
		rec, err := ImportLog(l, nil)
		if err == nil {
			if err := record.Verify(registry(), rec); err != nil {
				t.Fatalf("an imported record does not verify: %v", err)
			}
		}
	})
}
