package suzume

import (
	"fmt"
	"testing"

	"jantaku/hand"
	"jantaku/tile"
)

func tiles(t testing.TB, s string) []tile.Tile {
	t.Helper()
	ts, err := tile.Suzume().Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return ts
}

func itemString(items []Item) string {
	s := ""
	for _, it := range items {
		s += fmt.Sprintf("%s:%d ", it.ID, it.Points)
	}
	return s
}

func TestEvaluate(t *testing.T) {
	tests := []struct {
		name, hand, dora string
		dealer           bool
		ok               bool
		points, base     int
		items            string
	}{
		{"two sequences and tanyao", "234s678s", "9s", false, true, 3, 3, "sequence:2 tanyao:1 "},
		{"two triplets and tanyao", "555s777s", "9s", false, true, 5, 5, "triplet:4 tanyao:1 "},
		{"a red bamboo", "5r55s777s", "9s", false, true, 6, 6, "triplet:4 red:1 tanyao:1 "},
		{"chanta", "123s789s", "5s", false, true, 4, 4, "sequence:2 chanta:2 "},
		{"中 is red, and makes chanta", "123s777z", "5s", false, true, 8, 8, "sequence:1 triplet:2 red:3 chanta:2 "},
		{"中 triplet with a simple set", "555s777z", "9s", false, true, 7, 7, "triplet:4 red:3 "},
		{"dora by number, colour ignored", "345s666s", "6r", false, true, 7, 7, "sequence:1 triplet:2 dora:3 tanyao:1 "},
		{"a red dora matches plain tiles", "345s666s", "6s", false, true, 7, 7, "sequence:1 triplet:2 dora:3 tanyao:1 "},
		{"中 as dora is red and dora", "123s777z", "7z", false, true, 11, 11, "sequence:1 triplet:2 red:3 dora:3 chanta:2 "},
		{"all green", "234s666z", "2s", false, true, 13, 13, "sequence:1 triplet:2 all_green:10 "},
		{"all green, 8s", "222s888s", "5s", false, true, 14, 14, "triplet:4 all_green:10 "},
		{"a red 2 is not green", "2r34s666z", "9s", false, true, 4, 4, "sequence:1 triplet:2 red:1 "},
		{"5 is not green", "345s666z", "9s", false, true, 3, 3, "sequence:1 triplet:2 "},
		{"chinyao", "111s999s", "1s", false, true, 19, 19, "triplet:4 chinyao:15 "},
		{"chinyao with 發 and 中", "666z777z", "7z", false, true, 19, 19, "triplet:4 chinyao:15 "},
		{"super red, 中 triplet", "1r2r3r777z", "1s", false, true, 23, 23, "sequence:1 triplet:2 super_red:20 "},
		{"super red, two sequences", "1r2r3r4r5r6r", "1s", false, true, 22, 22, "sequence:2 super_red:20 "},
		{"dealer bonus", "555s777s", "9s", true, true, 7, 5, "triplet:4 tanyao:1 dealer:2 "},
		{"dealer bonus on a limit hand", "111s999s", "9s", true, true, 21, 19, "triplet:4 chinyao:15 dealer:2 "},
		{"9 does not join 1", "891s234s", "5s", false, false, 0, 0, ""},
		{"honours make no sequence", "123s667z", "5s", false, false, 0, 0, ""},
		{"a pair is not a set", "123s4455s", "5s", false, false, 0, 0, ""},
		{"five tiles", "12345s", "5s", false, false, 0, 0, ""},
	}
	r := DefaultRules()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, ok := r.Evaluate(tiles(t, tt.hand), Context{Dora: tiles(t, tt.dora), Dealer: tt.dealer})
			if ok != tt.ok || v.Points != tt.points || v.Base != tt.base || itemString(v.Items) != tt.items {
				t.Errorf("%s = %v %d (base %d) %q, want %v %d (base %d) %q",
					tt.hand, ok, v.Points, v.Base, itemString(v.Items), tt.ok, tt.points, tt.base, tt.items)
			}
		})
	}
}

func TestMinimum(t *testing.T) {
	tests := []struct {
		name, hand string
		dealer     bool
		min        int
		win        bool
	}{
		{"5 points wins", "555s777s", false, 5, true},
		{"4 points does not", "123s789s", false, 5, false},
		{"the dealer's +2 does not count", "123s789s", true, 5, false},
		{"dealer with 5 before the bonus", "555s777s", true, 5, true},
		{"learning table: no minimum", "234s678s", false, 0, true},
		{"learning table: still two sets", "891s234s", false, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := DefaultRules()
			r.MinPoints = tt.min
			if _, win := r.WinValue(tiles(t, tt.hand), Context{Dora: tiles(t, "6z"), Dealer: tt.dealer}); win != tt.win {
				t.Errorf("win = %v, want %v", win, tt.win)
			}
		})
	}
}

func TestColours(t *testing.T) {
	tests := []struct {
		tile               string
		red, green, yaochu bool
	}{
		{"1s", false, false, true}, {"1r", true, false, true}, {"2s", false, true, false}, {"2r", true, false, false},
		{"3s", false, true, false}, {"4s", false, true, false}, {"5s", false, false, false}, {"6s", false, true, false},
		{"7s", false, false, false}, {"8s", false, true, false}, {"8r", true, false, false}, {"9s", false, false, true},
		{"6z", false, true, true}, {"7z", true, false, true},
	}
	for _, tt := range tests {
		t.Run(tt.tile, func(t *testing.T) {
			x := tiles(t, tt.tile)[0]
			if IsRed(x) != tt.red || IsGreen(x) != tt.green || IsYaochu(x.Kind()) != tt.yaochu {
				t.Errorf("red %v green %v yaochu %v", IsRed(x), IsGreen(x), IsYaochu(x.Kind()))
			}
		})
	}
	reds := 0
	for _, x := range tile.Suzume().All() {
		if IsRed(x) {
			reds++
		}
	}
	if reds != 13 {
		t.Errorf("%d red tiles in the set, want 13 (nine red bamboo and four 中)", reds)
	}
}

func TestShare(t *testing.T) {
	tests := []struct{ points, players, each int }{
		{7, 4, 3}, // the text's example: 7 split among 3 is 3 each
		{7, 2, 7}, {7, 3, 4}, {7, 5, 2}, {6, 4, 2}, {5, 5, 2}, {22, 3, 11}, {23, 3, 12},
	}
	for _, tt := range tests {
		if got := Share(tt.points, tt.players); got != tt.each {
			t.Errorf("Share(%d, %d) = %d, want %d", tt.points, tt.players, got, tt.each)
		}
	}
}

func TestFuritenRule(t *testing.T) {
	tests := []struct {
		river, tile string
		furiten     bool
	}{
		{"3s", "3s", true}, {"3s", "3r", true}, {"3r", "3s", true}, // the text's example: green 3 blocks red 3 too
		{"3s", "4s", false}, {"7z", "7z", true}, {"6z", "7z", false}, {"", "3s", false},
	}
	for _, tt := range tests {
		t.Run(tt.river+"/"+tt.tile, func(t *testing.T) {
			var river []tile.Tile
			if tt.river != "" {
				river = tiles(t, tt.river)
			}
			if got := Furiten(river, tiles(t, tt.tile)[0]); got != tt.furiten {
				t.Errorf("Furiten = %v", got)
			}
		})
	}
}

// TestLimitsExclusive values every six-tile hand of the set: each winning
// hand has one reading, no hand is two limit hands at once (so "stack or highest" never arises), a limit hand
// counts no bonus, and the sets are always counted.
func TestLimitsExclusive(t *testing.T) {
	r := DefaultRules()
	var kinds []tile.Tile // every distinct tile with its copies
	var copies []int
	for _, k := range tile.Suzume().Kinds() {
		plain := tile.Suzume().Copies(k) - tile.Suzume().RedCopies(k)
		kinds, copies = append(kinds, tile.Of(k)), append(copies, plain)
		if red := tile.Suzume().RedCopies(k); red > 0 {
			kinds, copies = append(kinds, tile.New(k, true)), append(copies, red)
		}
	}
	wins, limits := 0, 0
	var walk func(i int, h []tile.Tile)
	walk = func(i int, h []tile.Tile) {
		if len(h) == handTiles {
			v, ok := r.Evaluate(h, Context{Dora: tiles(t, "9s")})
			if !ok {
				return
			}
			if rs := hand.Decompose(hand.CountsOf(h), hand.Standard{}, hand.Shape{Sets: 2}); len(rs) != 1 {
				t.Fatalf("%s has %d readings", tile.Suzume().Format(h), len(rs))
			}
			wins++
			n, bonus, sets := 0, 0, 0
			for _, it := range v.Items {
				switch it.ID {
				case YAllGreen, YChinyao, YSuperRed:
					n++
				case YRed, YDora, YTanyao, YChanta:
					bonus++
				case YSequence, YTriplet:
					sets += it.Count
				}
			}
			if n > 1 || n == 1 && bonus > 0 || sets != 2 || (n == 1) != v.Limit {
				t.Fatalf("%s: %s", tile.Suzume().Format(h), itemString(v.Items))
			}
			limits += n
			return
		}
		if i == len(kinds) {
			return
		}
		for c := min(copies[i], handTiles-len(h)); c >= 0; c-- {
			next := h
			for range c {
				next = append(next, kinds[i])
			}
			walk(i+1, next[:len(next):len(next)])
		}
	}
	walk(0, nil)
	if wins == 0 || limits == 0 {
		t.Fatalf("%d winning hands, %d limit hands", wins, limits)
	}
	t.Logf("%d winning hands by tile, %d of them limit hands", wins, limits)
}

func BenchmarkEvaluate(b *testing.B) {
	r := DefaultRules()
	hands := [][]tile.Tile{tiles(b, "123s777z"), tiles(b, "5r55s777s"), tiles(b, "1r2r3r4r5r6r"), tiles(b, "891s234s")}
	ctx := Context{Dora: tiles(b, "7z")}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		r.Evaluate(hands[i%len(hands)], ctx)
	}
}
