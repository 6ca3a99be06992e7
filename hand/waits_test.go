package hand

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"jantaku/tile"
)

// waitsString writes each winning kind with the shapes of its readings.
func waitsString(ws []Wait) string {
	var out []string
	for _, w := range ws {
		var shapes []string
		for _, r := range w.Readings {
			shapes = append(shapes, r.Shape.String())
		}
		out = append(out, w.Kind.String()+":"+strings.Join(shapes, ","))
	}
	return strings.Join(out, " ")
}

func TestWaitsRiichi(t *testing.T) {
	set := tile.Riichi([3]int{1, 1, 1})
	tests := []struct{ hand, want string }{
		{"23m456p789s111z22z", "1m:side 4m:side"},
		{"89m456p789s111z22z", "7m:edge"},
		{"12m456p789s111z22z", "3m:edge"},
		{"13m456p789s111z22z", "2m:closed"},
		{"123m456p789s111z2z", "2z:pair"},
		{"123m456p789s11z22z", "1z:triplet 2z:triplet"},
		{"2223m456p789s111z", "1m:side 3m:pair 4m:side"},
		{"1112345678999m", "1m:triplet,side 2m:pair 3m:edge,side 4m:side,side 5m:pair 6m:side,side 7m:side,edge 8m:pair 9m:side,triplet"},
		{"111m456p789s111z", ""},          // twelve tiles: not one short
		{"1111m456p789s111z", ""},         // 1m would finish 111m 11m, but the fifth 1m does not exist
		{"123m123m456p789s5z", "5z:pair"}, // twin sequences: one reading
		{"123m456p789s1357z", ""},         // not ready
		{"2345m456p789s111z", "2m:pair 5m:pair"},
	}
	for _, tt := range tests {
		t.Run(tt.hand, func(t *testing.T) {
			got := waitsString(Waits(counts(tt.hand), Standard{}, Shape{4, true}, set))
			if got != tt.want {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}

// TestWaitsMomojanFuriten checks the readings behind the four examples of
// 「フリテン」 and the 24.02.29 addendum: which winning tiles share one
// reading of the tenpai hand.
func TestWaitsMomojanFuriten(t *testing.T) {
	set := tile.Momojan()
	tests := []struct {
		name, hand string
		want       string // groups of winning kinds that share a reading
	}{
		{"[れもん3、れもん4] waits on 2 and 5 of lemon and peach as one reading",
			"34l555z666z77z", "2l 2p 5l 5p"},
		{"いちご8 single wait: any 8, one reading", "8s555z666z777z", "8l 8o 8p"},
		{"sun shanpon: sun is one reading, a 1 closing it another",
			"11z8s8o555z666z", "1l 1o 1p 1s | 1z | 8l 8p"},
		{"[もも3、もも4]: one reading per fruit", "34p555z666z77z",
			"2l 2p 5l 5p | 2o 2p 5o 5p | 2p 2s 5p 5s"},
		{"sun single wait: a 1 does not pair the sun", "1z555z666z777z", "1z"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := counts(tt.hand)
			shape, _ := PairAndSets(c.Total() + 1)
			got := sameShapeGroups(Waits(c, Momojan{}, shape, set))
			if got != tt.want {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}

// sameShapeGroups partitions the wait readings into tenpai readings and
// writes each as its sorted winning kinds.
func sameShapeGroups(ws []Wait) string {
	var all []*WaitReading
	for i := range ws {
		for j := range ws[i].Readings {
			all = append(all, &ws[i].Readings[j])
		}
	}
	var classes [][]*WaitReading
	for _, r := range all {
		placed := false
		for i, cl := range classes {
			if cl[0].SameShape(r) {
				classes[i] = append(cl, r)
				placed = true
				break
			}
		}
		if !placed {
			classes = append(classes, []*WaitReading{r})
		}
	}
	var out []string
	for _, cl := range classes {
		var ks []string
		for _, r := range cl {
			if s := r.Tile.String(); !contains(ks, s) {
				ks = append(ks, s)
			}
		}
		sort.Strings(ks)
		out = append(out, strings.Join(ks, " "))
	}
	sort.Strings(out)
	return strings.Join(out, " | ")
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

func TestWaitsMalaysian(t *testing.T) {
	set := tile.Malaysia()
	// A joker and a lone 5p: the joker is the pair for any 5p-set reading,
	// and any kind near 5p or equal to it finishes a set.
	ws := Waits(counts("123p456p789p11z5p0z"), Malaysian{}, Shape{4, true}, set)
	got := map[string]bool{}
	for _, w := range ws {
		got[w.Kind.String()] = true
	}
	for _, k := range []string{"3p", "4p", "5p", "6p", "7p", "1z", "0z"} {
		if !got[k] {
			t.Errorf("%s is not a wait: %s", k, waitsString(ws))
		}
	}
	for _, k := range []string{"2z", "1f", "8a"} {
		if got[k] {
			t.Errorf("%s is a wait: %s", k, waitsString(ws))
		}
	}
	// A winning joker beside the held 5p and joker may take any free place
	// of a sequence, or make the triplet.
	shapes := map[WaitShape]bool{}
	for _, w := range ws {
		for _, r := range w.Readings {
			if r.Tile != w.Kind || !r.Groups[r.Group].holds(w.Kind) {
				t.Errorf("reading %v does not hold its winning tile %v", r, w.Kind)
			}
			if w.Kind == tile.Joker && r.Groups[r.Group].Tiles[0] == tile.K(tile.Pin, 5) {
				shapes[r.Shape] = true
			}
		}
	}
	for _, s := range []WaitShape{WaitSide, WaitClosed, WaitTriplet} {
		if !shapes[s] {
			t.Errorf("a joker finishing 5p0z gives no %v wait: %v", s, shapes)
		}
	}
}

func TestUnfinishedAndTarget(t *testing.T) {
	ws := Waits(counts("34l555z666z77z"), Momojan{}, Shape{3, true}, tile.Momojan())
	for _, w := range ws {
		for _, r := range w.Readings {
			if r.Shape != WaitSide || r.Group < 0 {
				continue
			}
			u, tg := r.Unfinished(), r.Target()
			if got := fmt.Sprint(u.Made(), tg.Kind, tg.Suit); got != "[3l 4l] sequence 4" {
				t.Errorf("win on %v: %s", w.Kind, got)
			}
		}
	}
}

func TestCompleting(t *testing.T) {
	set := tile.Riichi([3]int{1, 1, 1})
	sevenPairs := func(c *Counts) bool { _, ok := Pairs(c, 7, true); return ok }
	orphans := func(c *Counts) bool { _, ok := IsOrphans(c, RiichiOrphans(), 0, tile.Joker); return ok }
	tests := []struct {
		hand string
		done func(*Counts) bool
		want string
	}{
		{"1122m3344p5566s7z", sevenPairs, "[7z]"},
		{"1122m3344p5566s1z", sevenPairs, "[1z]"},
		{"1111m3344p5566s7z", sevenPairs, "[]"}, // four alike are not two pairs
		{"19m19p19s1234567z", orphans, "[1m 9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z]"},
		{"19m19p19s1234566z", orphans, "[7z]"},
	}
	for _, tt := range tests {
		t.Run(tt.hand, func(t *testing.T) {
			if got := fmt.Sprint(Completing(counts(tt.hand), set, tt.done)); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

// TestWaitsMalaysianNoJoker checks the pruned search of a hand without a
// joker against trying every kind, and that a drawn joker finishes it.
func TestWaitsMalaysianNoJoker(t *testing.T) {
	set := tile.Malaysia()
	for _, h := range []string{"123p456p789p11z23p", "123p456p789p11z55p", "11p456p789p11z222z", "234567p789p11z22z"} {
		c := counts(h)
		got := waitsString(Waits(c, Malaysian{}, Shape{4, true}, set))
		want := waitsString(Waits(c, hiddenMalaysian{}, Shape{4, true}, set))
		if got != want || !strings.Contains(got, "0z:") {
			t.Errorf("%s: pruned %s, every kind %s", h, got, want)
		}
	}
}
