package riichi

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"jantaku/hand"
	"jantaku/tile"
)

// TestTable checks the yaku table: ids in order and listed once, names
// set, values sensible, every conflict between known yaku.
func TestTable(t *testing.T) {
	seen := map[string]YakuID{}
	for i, y := range Table() {
		if y.ID != YakuID(i+1) {
			t.Errorf("entry %d has id %d", i, y.ID)
		}
		if got, ok := YakuByID(y.ID); !ok || got.Name != y.Name {
			t.Errorf("YakuByID(%d) = %v %v", y.ID, got.Name, ok)
		}
		if y.Name == "" || y.English == "" || !strings.HasPrefix(y.Rule, "#") || y.count == nil {
			t.Errorf("%d: incomplete entry %+v", y.ID, y)
		}
		if (y.Yakuman > 0) == (y.Closed > 0) || y.Open > y.Closed {
			t.Errorf("%s: han %d/%d and yakuman %d do not fit", y.Name, y.Closed, y.Open, y.Yakuman)
		}
		if other, dup := seen[y.Name]; dup && y.Name != "人和" {
			t.Errorf("%s named twice (%d, %d)", y.Name, other, y.ID)
		}
		seen[y.Name] = y.ID
	}
	if _, ok := YakuByID(numYaku); ok {
		t.Error("YakuByID accepts an id past the table")
	}
	for _, c := range conflicts {
		a, _ := YakuByID(c[0])
		b, _ := YakuByID(c[1])
		if a.Name == "" || b.Name == "" || (a.Yakuman > 0) != (b.Yakuman > 0) {
			t.Errorf("conflict %v between unlike yaku", c)
		}
	}
}

// TestDecomposerAgreesWithHand checks the riichi decomposer against
// hand.Decompose with the standard grammar on every golden hand.
func TestDecomposerAgreesWithHand(t *testing.T) {
	for i, c := range loadHule(t) {
		h, _ := huleInput(t, &c)
		var cc counts
		for _, x := range h.Concealed {
			cc[x.Kind()]++
		}
		if got, want := readingsOf(&cc, len(h.Melds)), handReadings(h.Concealed, 4-len(h.Melds)); !slices.Equal(got, want) {
			t.Fatalf("hand %d %s: readings %v, want %v", i, c.In.Shoupai, got, want)
		}
	}
}

// TestDecomposerAgreesOnOneSuit checks the decomposer against
// hand.Decompose on every one-suit hand of 14 tiles, where a hand reads in
// most ways, and on the same hands as 11 tiles beside a meld.
func TestDecomposerAgreesOnOneSuit(t *testing.T) {
	var c counts
	hands, readings, melds := 0, 0, 0
	var fill func(k tile.Kind, left int)
	fill = func(k tile.Kind, left int) {
		if k == tile.K(tile.Pin, 10) {
			if left != 0 {
				return
			}
			hands++
			var ts []tile.Tile
			for kind, n := range c {
				for range n {
					ts = append(ts, tile.Of(tile.Kind(kind)))
				}
			}
			got, want := readingsOf(&c, melds), handReadings(ts, 4-melds)
			if !slices.Equal(got, want) {
				t.Fatalf("%s: readings %v, want %v", tile.Format(ts), got, want)
			}
			readings += len(got)
			return
		}
		for x := 0; x <= 4 && x <= left; x++ {
			c[k] = uint8(x)
			fill(k+1, left-x)
		}
		c[k] = 0
	}
	fill(tile.K(tile.Pin, 1), 14)
	melds = 1
	fill(tile.K(tile.Pin, 1), 11)
	if hands != 118800+48879 || readings == 0 {
		t.Errorf("%d hands, %d readings", hands, readings)
	}
}

// readingsOf returns the decomposer's readings of c beside n melds.
func readingsOf(c *counts, n int) []string {
	var d decomposer
	before := *c
	d.split(c, reading{n: n}, 4-n)
	if *c != before {
		return []string{"the counts changed"}
	}
	var got []string
	for _, rd := range d.out[:d.n] {
		got = append(got, readingString(rd.sets[n:rd.n], rd.pair))
	}
	sort.Strings(got)
	return got
}

// handReadings returns hand.Decompose's readings of ts as need sets and a
// pair.
func handReadings(ts []tile.Tile, need int) []string {
	var want []string
	for _, r := range hand.Decompose(hand.CountsOf(ts), hand.Standard{}, hand.Shape{Sets: need, Pair: true}) {
		var sets []set
		var pair tile.Kind
		for _, g := range r.Groups {
			switch g.Kind {
			case hand.Pair:
				pair = g.As
			case hand.Sequence:
				sets = append(sets, set{kind: sequence, first: g.As})
			default:
				sets = append(sets, set{kind: triplet, first: g.As})
			}
		}
		want = append(want, readingString(sets, pair))
	}
	sort.Strings(want)
	return want
}

func readingString(sets []set, pair tile.Kind) string {
	var parts []string
	for _, s := range sets {
		parts = append(parts, fmt.Sprintf("%d%s", s.kind, s.first))
	}
	sort.Strings(parts)
	return strings.Join(parts, " ") + " pair " + pair.String()
}

// TestSpecialFormsAgreeWithHand checks the fast seven-pairs and orphans
// tests against hand.Pairs and hand.IsOrphans.
func TestSpecialFormsAgreeWithHand(t *testing.T) {
	for _, s := range []string{"19m19p19s1234567z1z", "19m19p19s1234566z", "1133m2255p7799s33z", "1111m2255p7799s33z",
		"112233m445566p77s", "19m19p19s123456z11z"} {
		ts := tile.MustParse(s)
		var c counts
		for _, x := range ts {
			c[x.Kind()]++
		}
		hc := hand.CountsOf(ts)
		_, wantPairs := hand.Pairs(&hc, 7, true)
		_, wantOrphans := hand.IsOrphans(&hc, hand.RiichiOrphans(), 0, tile.Joker)
		if isSevenPairs(&c) != wantPairs || isOrphans(&c) != wantOrphans {
			t.Errorf("%s: seven pairs %v orphans %v, want %v %v", s, isSevenPairs(&c), isOrphans(&c), wantPairs, wantOrphans)
		}
	}
}

// TestConflictsStayInOnePhase: a conflict joins two whole-hand yaku or two
// reading yaku, so the whole-hand han, summed once per hand, never hold a
// yaku that a reading's yaku would drop.
func TestConflictsStayInOnePhase(t *testing.T) {
	for _, c := range conflicts {
		a, _ := YakuByID(c[0])
		b, _ := YakuByID(c[1])
		if a.Whole != b.Whole {
			t.Errorf("conflict %s/%s joins a whole-hand and a reading yaku", a.Name, b.Name)
		}
	}
}

// TestReadingsFitTheBuffer: every one-suit hand of 14 tiles has fewer
// readings than the decomposer keeps. Suits read independently, and one
// suit reads more than one way only from 8 tiles up (found by the same
// enumeration over every size), so no mixed hand of 14 tiles has two such
// suits: its readings are those of its one ambiguous suit.
func TestReadingsFitTheBuffer(t *testing.T) {
	most, hands := 0, 0
	var c counts
	var fill func(k, left int)
	fill = func(k, left int) {
		if k == 10 {
			if left == 0 {
				hands++
				var d decomposer
				cc := c
				d.split(&cc, reading{}, 4)
				most = max(most, d.n)
			}
			return
		}
		for x := 0; x <= 4 && x <= left; x++ {
			c[k] = uint8(x)
			fill(k+1, left-x)
		}
		c[k] = 0
	}
	fill(1, 14)
	if hands != 118800 || most == 0 || most >= maxReadings {
		t.Errorf("%d hands, at most %d readings; the buffer holds %d", hands, most, maxReadings)
	}
}
