package hand

import (
	"fmt"
	"strings"
	"testing"

	"jantaku/tile"
)

// readings writes readings as their groups' tiles, "|" between readings.
func readings(rs []Reading) string { return formatReadings(rs, nil) }

// formatReadings writes each group's tiles, followed by label(g) when label
// is set, and the readings joined by " | ".
func formatReadings(rs []Reading, label func(Group) string) string {
	var out []string
	for _, r := range rs {
		var gs []string
		for _, g := range r.Groups {
			ts := make([]tile.Tile, g.N)
			for i, k := range g.Made() {
				ts[i] = tile.Of(k)
			}
			text := tile.Format(ts)
			if label != nil {
				text += label(g)
			}
			gs = append(gs, text)
		}
		out = append(out, strings.Join(gs, " "))
	}
	return strings.Join(out, " | ")
}

func TestDecomposeStandard(t *testing.T) {
	tests := []struct {
		hand  string
		shape Shape
		want  string
	}{
		{"11123455678999m", Shape{}, ""}, // 15 tiles: nothing
		{"111222333m11z", Shape{3, true}, "111m 222m 333m 11z | 123m 123m 123m 11z"},
		{"11122233344m", Shape{3, true}, "11m 123m 234m 234m | 111m 222m 333m 44m | 123m 123m 123m 44m"},
		{"23455m", Shape{1, true}, "234m 55m"},
		{"123s777z", Shape{2, false}, "123s 777z"},  // すずめ雀: two sets, no pair
		{"789s12s3s", Shape{2, false}, "123s 789s"}, // 9 does not join 1
		{"891s234s", Shape{2, false}, ""},
		{"567z", Shape{1, false}, ""},      // honours make no sequence
		{"123c00z55z", Shape{2, true}, ""}, // 5z 5z and 0z 0z: two pairs, one set
		{"123c555z00z", Shape{2, true}, "00z 555z 123c"},
	}
	for _, tt := range tests {
		t.Run(tt.hand, func(t *testing.T) {
			got := readings(Decompose(CountsOf(tile.MustParse(tt.hand)), Standard{}, tt.shape))
			if got != tt.want {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}

func TestPairsAndOrphans(t *testing.T) {
	c := CountsOf(tile.MustParse("1122m3344p5566s77z"))
	if _, ok := Pairs(&c, 7, true); !ok {
		t.Error("seven pairs not seen")
	}
	c = CountsOf(tile.MustParse("1111m3344p5566s77z"))
	if _, ok := Pairs(&c, 7, true); ok {
		t.Error("four of a kind taken as two of seven distinct pairs")
	}
	if _, ok := Pairs(&c, 7, false); !ok {
		t.Error("four of a kind not taken as two pairs where allowed")
	}
	c = CountsOf(tile.MustParse("19m19p19s12345677z"))
	if k, ok := IsOrphans(&c, RiichiOrphans(), 0, tile.Joker); !ok || k != tile.Red {
		t.Errorf("kokushi: %v %v", k, ok)
	}
	c = CountsOf(tile.MustParse("19m19p19s1234567z1m"))
	if _, ok := IsOrphans(&c, RiichiOrphans(), 0, tile.Joker); !ok {
		t.Error("kokushi with the pair last not seen")
	}
	// Malaysia: 1m9m1s9s are supplied by jokers.
	mal := []tile.Kind{tile.K(tile.Pin, 1), tile.K(tile.Pin, 9), tile.East, tile.South, tile.West, tile.North, tile.White, tile.Green, tile.Red}
	c = CountsOf(tile.MustParse("19p12345677z000z1z"))
	if _, ok := IsOrphans(&c, mal[:9], 4, tile.Joker); ok {
		t.Error("malaysian orphans with three jokers and two pairs accepted")
	}
	c = CountsOf(tile.MustParse("19p12345677z0000z"))
	if k, ok := IsOrphans(&c, mal[:9], 4, tile.Joker); !ok || k != tile.Red {
		t.Errorf("malaysian orphans: %v %v", k, ok)
	}
}

func ExampleDecompose() {
	c := CountsOf(tile.MustParse("11122233344m"))
	for _, r := range Decompose(c, Standard{}, Shape{Sets: 3, Pair: true}) {
		fmt.Println(readings([]Reading{r}))
	}
	// Output:
	// 11m 123m 234m 234m
	// 111m 222m 333m 44m
	// 123m 123m 123m 44m
}

func TestGroupBounds(t *testing.T) {
	g := Of(Quad, 5, 1, 2, 3, 4, 5)
	if g.N != 4 || len(g.Made()) != 4 {
		t.Errorf("Of kept %d tiles", g.N)
	}
	g.N = 200
	if len(g.Made()) != 4 || (Standard{}).Valid(g) || (Momojan{}).Valid(g) || (Malaysian{}).Valid(g) {
		t.Errorf("a group claiming 200 tiles: %v", g)
	}
	if got := GroupKind(200).String() + Form(200).String() + WaitShape(200).String(); got != "???" {
		t.Errorf("names of unknown values: %q", got)
	}
}
