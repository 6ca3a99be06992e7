package shanten

import "testing"

// hand parses compact notation such as "123m456p11z": digits, then the suit
// they belong to.
func hand(t *testing.T, s string) *Counts {
	t.Helper()
	var tiles []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			continue
		}
		for _, d := range s[start:i] {
			tiles = append(tiles, string(s[i])+string(d))
		}
		start = i + 1
	}
	c, err := parseTiles(tiles)
	if err != nil || start != len(s) {
		t.Fatalf("bad hand %q: %v", s, err)
	}
	return &c
}

func TestRegularCases(t *testing.T) {
	tests := []struct {
		name  string
		hand  string
		melds int
		want  int
	}{
		{"complete", "123m456m789m123p55s", 0, -1},
		{"tenpai", "123m456m789m123p5s", 0, 0},
		{"red five is a five", "123m406m789m123p55s", 0, -1},
		{"nine gates", "1112345678999m", 0, 0},
		{"nine gates complete", "11123455678999m", 0, -1},
		{"waits only on a tile held four times", "123m456m789m1111p", 0, 1},
		{"four of a kind after three calls", "1111m", 3, 1},
		{"tanki after four calls", "1m", 4, 0},
		{"pair after four calls", "11m", 4, -1},
		{"more partials than slots", "12m45m78m12p45p78p1s", 0, 4},
		{"more partials than slots with a pair", "11m45m78m12p45p78p1s", 0, 3},
		{"all singles", "147m258p369s1234z", 0, 8},
		{"empty hand", "", 0, 13},
		{"empty hand after four calls", "", 4, 1},
		{"few tiles count as missing", "123m", 0, 10},
		{"honours", "111222333444z55z", 0, -1},
		{"honour four of a kind", "1111z", 3, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := hand(t, tt.hand)
			if got := Regular(c, tt.melds); got != tt.want {
				t.Errorf("Regular(%s, %d) = %d, want %d", tt.hand, tt.melds, got, tt.want)
			}
			if ref := refRegular(c, tt.melds); ref != tt.want {
				t.Errorf("reference gives %d, want %d", ref, tt.want)
			}
		})
	}
}

func TestRegularClampsInput(t *testing.T) {
	var five Counts
	five[0] = 5 // read as four
	if got := Regular(&five, 3); got != 1 {
		t.Errorf("five 1m after three calls: got %d, want 1", got)
	}
	c := hand(t, "123m456m789m123p5s")
	if got := Regular(c, -1); got != 0 {
		t.Errorf("melds -1: got %d, want 0", got)
	}
	if got := Regular(hand(t, "1m"), 9); got != 0 {
		t.Errorf("melds 9: got %d, want 0", got)
	}
}

func TestSpecialShapes(t *testing.T) {
	tests := []struct {
		name                         string
		hand                         string
		regular, sevenPairs, orphans int
	}{
		{"seven pairs", "1122m3344p5566s77z", 3, -1, 10},
		{"four of a kind is one pair", "1111m2233p4455s67z", 2, 1, 9},
		{"thirteen orphans", "19m19p19s1234567z1m", 7, 5, -1},
		{"thirteen orphans tenpai", "19m19p19s1234566z", 7, 5, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := hand(t, tt.hand)
			got := [3]int{Regular(c, 0), SevenPairs(c), Orphans(c)}
			if want := [3]int{tt.regular, tt.sevenPairs, tt.orphans}; got != want {
				t.Errorf("regular, seven pairs, orphans = %v, want %v", got, want)
			}
			if got, want := Of(c, 0), min(tt.regular, tt.sevenPairs, tt.orphans); got != want {
				t.Errorf("Of(c, 0) = %d, want %d", got, want)
			}
			// After a call only the regular shape is possible.
			if got, want := Of(c, 1), Regular(c, 1); got != want {
				t.Errorf("Of(c, 1) = %d, want Regular(c, 1) = %d", got, want)
			}
		})
	}
}
