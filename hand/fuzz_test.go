package hand

import (
	"math/rand/v2"
	"slices"
	"testing"

	"jantaku/tile"
)

// validator is a grammar that can also check one group from its rules.
type validator interface {
	Grammar
	Valid(Group) bool
}

var fuzzGrammars = []struct {
	name string
	g    validator
	set  *tile.Set
}{
	{"standard", Standard{}, tile.Riichi([3]int{1, 1, 1})},
	{"momojan", Momojan{}, tile.Momojan()},
	{"malaysian", Malaysian{}, tile.Malaysia()},
}

// FuzzDecompose decomposes random counts under each grammar: it must never
// panic, and every reading must use exactly the tiles given, in groups the
// grammar allows, in the shape asked, each reading once.
func FuzzDecompose(f *testing.F) {
	f.Add([]byte{0, 1, 11, 12, 13, 31, 31})
	f.Add([]byte{1, 1, 41, 12, 43, 13, 14, 15, 31, 31, 21})
	f.Add([]byte{2, 1, 30, 30, 15, 16, 11, 11, 31, 31, 31})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2 {
			return
		}
		gr := fuzzGrammars[int(data[0])%len(fuzzGrammars)]
		var c Counts
		for _, b := range data[2:min(len(data), 19)] {
			if k := int(b) % tile.NumKinds; c[k] < 4 {
				c[k]++
			}
		}
		pair := data[1]&1 == 1
		shape := Shape{Sets: (c.Total() - 2*boolInt(pair)) / 3, Pair: pair}
		rs := Decompose(c, gr.g, shape)
		checkReadings(t, gr.g, c, shape, rs)
		if _, std := gr.g.(Standard); std {
			// The standard fast path finds what the general walk finds.
			if general := Decompose(c, hiddenStandard{}, shape); !sameReadings(rs, general) {
				t.Fatalf("%v: fast path %v, general walk %v", c, rs, general)
			}
		}
		if c.Total() > 0 {
			checkWaits(t, gr.g, c, Shape{Sets: c.Total() / 3, Pair: c.Total()%3 == 1}, gr.set)
		}
	})
}

// checkWaits checks that every wait reading is a reading of the hand with
// its winning tile, and that the group it names holds that tile.
func checkWaits(t *testing.T, g validator, c Counts, shape Shape, set *tile.Set) {
	t.Helper()
	ws := Waits(c, g, shape, set)
	// The pruned searches find what trying every kind finds.
	var plain Grammar
	switch g.(type) {
	case Standard:
		plain = hiddenStandard{}
	case Malaysian:
		plain = hiddenMalaysian{}
	case Momojan:
		plain = hiddenMomojan{}
	}
	if plain != nil {
		if got, want := waitsString(ws), waitsString(Waits(c, plain, shape, set)); got != want {
			t.Fatalf("%v: pruned waits %s, all kinds tried %s", c, got, want)
		}
	}
	for _, w := range ws {
		won := c
		won[w.Kind]++
		for _, r := range w.Readings {
			checkReadings(t, g, won, shape, []Reading{r.Reading})
			if r.Tile != w.Kind || !r.Groups[r.Group].holds(w.Kind) {
				t.Fatalf("wait reading %v does not hold its tile %v", r, w.Kind)
			}
		}
	}
}

func checkReadings(t *testing.T, g validator, c Counts, shape Shape, rs []Reading) {
	t.Helper()
	for i, r := range rs {
		var used Counts
		sets, pairs := 0, 0
		for _, grp := range r.Groups {
			if !g.Valid(grp) {
				t.Fatalf("%v: reading %d has a group the grammar refuses: %v", c, i, grp)
			}
			for _, k := range grp.Made() {
				used[k]++
			}
			if grp.Kind == Pair {
				pairs++
			} else {
				sets++
			}
		}
		if used != c {
			t.Fatalf("reading %d uses other tiles than the hand's", i)
		}
		if sets != shape.Sets || pairs != boolInt(shape.Pair) {
			t.Fatalf("reading %d has %d sets and %d pairs, want %v", i, sets, pairs, shape)
		}
		for j := 0; j < i; j++ {
			if slices.Equal(rs[j].Groups, r.Groups) {
				t.Fatalf("readings %d and %d are the same", j, i)
			}
		}
	}
}

// allGroups lists every group of two or three of the set's kinds that the
// grammar's Valid allows, by brute force over tiles, shapes and meanings.
func allGroups(g validator, set *tile.Set) []Group {
	var kinds []tile.Kind
	for _, k := range set.Kinds() {
		if k.Suit() != tile.Flower && k.Suit() != tile.Animal {
			kinds = append(kinds, k)
		}
	}
	var out []Group
	try := func(ts ...tile.Kind) {
		for as := 0; as < tile.NumKinds; as++ {
			for _, gk := range []GroupKind{Pair, Sequence, Triplet, MixedTriplet} {
				if grp := Of(gk, tile.Kind(as), ts...); g.Valid(grp) {
					out = append(out, grp)
				}
			}
		}
	}
	for i, a := range kinds {
		for j, b := range kinds[i:] {
			try(a, b)
			for _, c := range kinds[i+j:] {
				try(a, b, c)
			}
		}
	}
	return out
}

// TestDecomposeFindsBuiltHand builds random hands from random allowed
// groups, shuffles their tiles, and checks that Decompose finds the hand's
// own reading among the readings it returns.
func TestDecomposeFindsBuiltHand(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, gr := range fuzzGrammars {
		t.Run(gr.name, func(t *testing.T) {
			groups := allGroups(gr.g, gr.set)
			var sets, pairs []Group
			for _, grp := range groups {
				if grp.Kind == Pair {
					pairs = append(pairs, grp)
				} else {
					sets = append(sets, grp)
				}
			}
			done := 0
			for n := 0; n < 300; n++ {
				built, ts, ok := buildHand(rng, gr.set, sets, pairs, 1+rng.IntN(4))
				if !ok {
					continue
				}
				rng.Shuffle(len(ts), func(i, j int) { ts[i], ts[j] = ts[j], ts[i] })
				c := CountsOf(ts)
				shape := Shape{Sets: len(built) - 1, Pair: true}
				rs := Decompose(c, gr.g, shape)
				checkReadings(t, gr.g, c, shape, rs)
				if !containsReading(rs, built) {
					t.Fatalf("%s: built reading %v not among %d readings", tile.Format(ts), built, len(rs))
				}
				if _, std := gr.g.(Standard); std && !sameReadings(rs, Decompose(c, hiddenStandard{}, shape)) {
					t.Fatalf("%s: the fast path and the general walk differ", tile.Format(ts))
				}
				done++
			}
			if done < 100 {
				t.Errorf("only %d of 300 random hands could be built", done)
			}
			t.Logf("%d groups, %d hands", len(groups), done)
		})
	}
}

// buildHand picks a pair and n sets that the set has the tiles for.
func buildHand(rng *rand.Rand, set *tile.Set, sets, pairs []Group, n int) ([]Group, []tile.Tile, bool) {
	built := []Group{pairs[rng.IntN(len(pairs))]}
	for i := 0; i < n; i++ {
		built = append(built, sets[rng.IntN(len(sets))])
	}
	var c Counts
	var ts []tile.Tile
	for _, grp := range built {
		for _, k := range grp.Made() {
			c[k]++
			if int(c[k]) > set.Copies(k) {
				return nil, nil, false
			}
			ts = append(ts, tile.Of(k))
		}
	}
	return built, ts, true
}

// containsReading reports whether some reading is the groups of built,
// taking the tiles of each group in any order.
func containsReading(rs []Reading, built []Group) bool {
	key := func(gs []Group) []Group {
		out := make([]Group, len(gs))
		for i, g := range gs {
			slices.Sort(g.Tiles[:g.N])
			out[i] = g
		}
		slices.SortFunc(out, func(a, b Group) int { return compareGroups(&a, &b) })
		return out
	}
	want := key(built)
	for _, r := range rs {
		if slices.Equal(key(r.Groups), want) {
			return true
		}
	}
	return false
}

// hiddenStandard and hiddenMalaysian hide their grammar behind another
// type, so Decompose and Waits take the general, unpruned path.
type (
	hiddenStandard  struct{ Standard }
	hiddenMalaysian struct{ Malaysian }
	hiddenMomojan   struct{ Momojan }
)

func sameReadings(a, b []Reading) bool {
	return slices.EqualFunc(a, b, func(x, y Reading) bool { return slices.Equal(x.Groups, y.Groups) && x.Form == y.Form })
}

// TestWaitsPrunedMatchAll builds random finished hands, takes one tile
// out, and checks that the waits Waits finds by trying only near kinds are
// those found by trying every kind, and that the tile taken out is one.
func TestWaitsPrunedMatchAll(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	plain := map[string]Grammar{"standard": hiddenStandard{}, "momojan": hiddenMomojan{}, "malaysian": hiddenMalaysian{}}
	for _, gr := range fuzzGrammars {
		t.Run(gr.name, func(t *testing.T) {
			var sets, pairs []Group
			for _, grp := range allGroups(gr.g, gr.set) {
				if grp.Kind == Pair {
					pairs = append(pairs, grp)
				} else {
					sets = append(sets, grp)
				}
			}
			for n := 0; n < 200; n++ {
				built, ts, ok := buildHand(rng, gr.set, sets, pairs, 1+rng.IntN(4))
				if !ok {
					continue
				}
				out := ts[rng.IntN(len(ts))].Kind()
				c := CountsOf(ts)
				c[out]--
				shape := Shape{Sets: len(built) - 1, Pair: true}
				got := Waits(c, gr.g, shape, gr.set)
				if want := Waits(c, plain[gr.name], shape, gr.set); waitsString(got) != waitsString(want) {
					t.Fatalf("%s less %v: pruned %s, every kind %s", tile.Format(ts), out, waitsString(got), waitsString(want))
				}
				if !slices.ContainsFunc(got, func(w Wait) bool { return w.Kind == out }) {
					t.Fatalf("%s less %v: %v is not a wait: %s", tile.Format(ts), out, out, waitsString(got))
				}
			}
		})
	}
}
