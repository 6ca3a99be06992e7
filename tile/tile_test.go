package tile

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestSetSizes(t *testing.T) {
	tests := []struct {
		set   *Set
		size  int
		kinds int
		reds  int
	}{
		{Riichi([3]int{1, 1, 1}), 136, 34, 3},
		{Riichi([3]int{0, 0, 0}), 136, 34, 0},
		{Suzume(), 44, 11, 9},
		{Momojan(), 54, 41, 0},
		{Trump(), 54, 14, 0},
		{Malaysia(), 84, 33, 0},
	}
	for _, tt := range tests {
		t.Run(tt.set.Name(), func(t *testing.T) {
			if got := tt.set.Size(); got != tt.size {
				t.Errorf("Size = %d, want %d", got, tt.size)
			}
			if got := len(tt.set.Kinds()); got != tt.kinds {
				t.Errorf("kinds = %d, want %d", got, tt.kinds)
			}
			all := tt.set.All()
			if len(all) != tt.size {
				t.Errorf("All has %d tiles, want %d", len(all), tt.size)
			}
			reds := 0
			for _, x := range all {
				if x.Red() {
					reds++
				}
			}
			if reds != tt.reds {
				t.Errorf("red tiles = %d, want %d", reds, tt.reds)
			}
			if err := tt.set.Check(all); err != nil {
				t.Errorf("the whole set fails its own check: %v", err)
			}
			if err := tt.set.Check(append(all, all[0])); err == nil {
				t.Errorf("one tile more than the set holds passes the check")
			}
			round, err := tt.set.Parse(tt.set.Format(all))
			if err != nil || fmt.Sprint(round) != fmt.Sprint(all) {
				t.Errorf("round trip of the whole set: %v, %v", err, round)
			}
		})
	}
}

func TestSetCounts(t *testing.T) {
	tests := []struct {
		set  *Set
		tile string
		n    int
	}{
		{Suzume(), "7z", 4}, {Suzume(), "6z", 4}, {Suzume(), "1z", 0}, {Suzume(), "5s", 4},
		{Momojan(), "1z", 3}, {Momojan(), "2z", 3}, {Momojan(), "5z", 4}, {Momojan(), "3l", 1}, {Momojan(), "3m", 0},
		{Trump(), "0z", 2}, {Trump(), "1z", 4}, {Trump(), "2z", 0}, {Trump(), "9c", 4},
		{Malaysia(), "0z", 4}, {Malaysia(), "8f", 1}, {Malaysia(), "8a", 1}, {Malaysia(), "1m", 0},
		{Riichi([3]int{1, 1, 1}), "0z", 0},
	}
	for _, tt := range tests {
		t.Run(tt.set.Name()+"/"+tt.tile, func(t *testing.T) {
			k := MustParse(tt.tile)[0].Kind()
			if got := tt.set.Copies(k); got != tt.n {
				t.Errorf("Copies(%s) = %d, want %d", tt.tile, got, tt.n)
			}
		})
	}
}

func TestParseFormat(t *testing.T) {
	riichi, suzume := Riichi([3]int{1, 1, 1}), Suzume()
	tests := []struct {
		set       *Set
		in, canon string
	}{
		{riichi, "123m456p11z", "123m456p11z"},
		{riichi, "123m 456p  11z", "123m456p11z"},
		{riichi, "406m", "406m"},
		{riichi, "1m2m3m", "123m"},
		{suzume, "123s5r67z", "123s5r67z"},
		{suzume, "0s", "5r"},
		{suzume, "1r0s5s", "15r5s"},
		{riichi, "5r", "0s"},
		{Momojan(), "1p2l3o4s12567z", "1p2l3o4s12567z"},
		{Trump(), "19cS1567zH00z", "19cS1567zH00z"},
		{Trump(), "1c♠9c♠ 1z♥ 5z♥6z♥7z♥ 0z0z", "19cS1567zH00z"},
		{Malaysia(), "19p1234567z18f18a0z", "19p1234567z18f18a0z"},
	}
	for _, tt := range tests {
		t.Run(tt.set.Name()+"/"+tt.in, func(t *testing.T) {
			ts, err := tt.set.Parse(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			if got := tt.set.Format(ts); got != tt.canon {
				t.Errorf("Format = %q, want %q", got, tt.canon)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	riichi := Riichi([3]int{1, 1, 1})
	tests := []struct {
		set *Set
		in  string
		pos int
	}{
		{riichi, "123", 3},
		{riichi, "m", 0},
		{riichi, "12x", 2},
		{riichi, "1 2m", 1},
		{riichi, "8z", 0},
		{riichi, "11110z", 4},
		{riichi, "55555m", 3},
		{riichi, "5555m", 3},  // three plain fives and one red
		{riichi, "00m", 1},    // one red five
		{riichi, "1234f", 0},  // no flowers in riichi
		{Suzume(), "1m", 0},   // no characters
		{Suzume(), "1r1r", 2}, // one red 1
		{Momojan(), "11l", 1}, // one lemon 1
		{Momojan(), "1111z", 3},
		{Trump(), "000z", 2},
		{Trump(), "1c", 0},               // a card needs its suit
		{Trump(), "5cH5cH", 3},           // one 5♥
		{Trump(), "1cS1cH1cD1cC1cS", 12}, // four aces, one of each suit
		{Malaysia(), "9f", 0},
	}
	for _, tt := range tests {
		t.Run(tt.set.Name()+"/"+tt.in, func(t *testing.T) {
			_, err := tt.set.Parse(tt.in)
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("err = %v, want a *ParseError", err)
			}
			if pe.Pos != tt.pos {
				t.Errorf("position = %d, want %d (%v)", pe.Pos, tt.pos, err)
			}
		})
	}
}

func TestTileText(t *testing.T) {
	for _, s := range []string{"1m", "0m", "0p", "0s", "3r", "5r", "9r", "0z", "7z", "8f", "1a", "5l", "9o", "1cS", "1zH", "7zC", "5cD"} {
		var x Tile
		if err := x.UnmarshalText([]byte(s)); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		b, _ := x.MarshalText()
		if string(b) != s {
			t.Errorf("%s marshals as %s", s, b)
		}
	}
}

// TestRedBambooSpelling: すずめ雀's red bamboo are 1r-9r, the red five
// too, while riichi's red five of bamboo is 0s. Parse reads either way of
// writing a red five for either set and gives the set's own; Check refuses
// the other set's, so a variant compares like with like.
func TestRedBambooSpelling(t *testing.T) {
	suzume, riichi := Suzume(), Riichi([3]int{1, 1, 1})
	for _, x := range suzume.All() {
		if x.Red() && x.String() != fmt.Sprintf("%dr", x.Kind().Number()) {
			t.Errorf("suzume's red %s is written %s", x.Kind(), x)
		}
	}
	if got := RedBamboo(5).String(); got != "5r" {
		t.Errorf("RedBamboo(5) = %s", got)
	}
	if RedBamboo(5) == New(K(Sou, 5), true) || !RedBamboo(5).Red() || RedBamboo(5).Kind() != K(Sou, 5) {
		t.Errorf("5r and 0s: one kind, both red, two spellings")
	}
	if got := suzume.Own(MustParse("0s5r3r")); Format(got) != "553r" {
		t.Errorf("suzume.Own = %s", Format(got))
	}
	if got := riichi.Own(MustParse("5r0s")); Format(got) != "00s" {
		t.Errorf("riichi.Own = %s", Format(got))
	}
	if err := suzume.Check(MustParse("0s")); err == nil || !strings.Contains(err.Error(), "5r") {
		t.Errorf("suzume.Check(0s) = %v, want an error naming 5r", err)
	}
	if err := riichi.Check(MustParse("5r")); err == nil || !strings.Contains(err.Error(), "0s") {
		t.Errorf("riichi.Check(5r) = %v, want an error naming 0s", err)
	}
}

func ExampleSet_Parse() {
	ts, err := Suzume().Parse("123s 5r 777z")
	fmt.Println(len(ts), ts[3].Red(), ts[3].Kind(), err)
	_, err = Momojan().Parse("1l1l")
	fmt.Println(err)
	// Output:
	// 7 true 5s <nil>
	// tile: momojan has 1 plain 1l, this is one more at position 2 in "1l1l"
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"123m456p11z", "0z", "5r", "1 2m", "19p18f18a", "", "123cS1zH0z", "5c♥ 7zC"} {
		f.Add(s)
	}
	sets := []*Set{Riichi([3]int{1, 1, 1}), Suzume(), Momojan(), Trump(), Malaysia()}
	f.Fuzz(func(t *testing.T, s string) {
		ts, err := ParseAny(s)
		if err != nil {
			return
		}
		if again, err := ParseAny(Format(ts)); err != nil || fmt.Sprint(again) != fmt.Sprint(ts) {
			t.Fatalf("round trip of %q: %v %v", s, again, err)
		}
		for _, set := range sets {
			if ts, err := set.Parse(s); err == nil {
				if again, err := set.Parse(set.Format(ts)); err != nil || fmt.Sprint(again) != fmt.Sprint(ts) {
					t.Fatalf("%s round trip of %q: %v %v", set.Name(), s, again, err)
				}
			}
		}
	})
}
