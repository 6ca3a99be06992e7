package bot

import (
	"testing"

	"jantaku/hand"
	"jantaku/hand/shanten"
	"jantaku/tile"
)

// refDiscards34 is the plain measure discards34 must agree with: shanten.Of
// of the hand less each kind, and for the discards tied at the best
// distance the unseen draws (held kinds and their neighbours within two in
// the suit) after which shanten.Of (Regular alone when seven pairs and
// orphans are both above the best) is smaller.
func refDiscards34(m *Model, allowed *[tile.NumKinds]bool) []choice {
	c := m.Own
	var out []choice
	best := 99
	for k, n := range c {
		kind := tile.Kind(k)
		if n == 0 || !allowed[kind] {
			continue
		}
		c[k]--
		d := riichiDistance(&c, m.Melds)
		c[k]++
		out = append(out, choice{kind: kind, dist: d, isolated: isolated(&c, kind)})
		best = min(best, d)
	}
	ties := 0
	for _, ch := range out {
		if ch.dist == best {
			ties++
		}
	}
	for i := range out {
		if out[i].dist != best || ties < 2 {
			continue
		}
		c[out[i].kind]--
		s := riichi34(&c)
		special := m.Melds == 0 && min(shanten.SevenPairs(&s), shanten.Orphans(&s)) <= best
		for _, k := range m.set.Kinds() {
			j := index34(k)
			if u := m.Unseen(k); j < 0 || u == 0 || !nearIn(&c, k) {
				continue
			}
			s[j]++
			d := shanten.Regular(&s, m.Melds)
			if special {
				d = shanten.Of(&s, m.Melds)
			}
			if d < best {
				out[i].accept += m.Unseen(k)
			}
			s[j]--
		}
		c[out[i].kind]++
	}
	return out
}

// nearIn reports whether k is held in c or within two of a held tile of
// its suit.
func nearIn(c *hand.Counts, k tile.Kind) bool {
	for d := -2; d <= 2; d++ {
		j := int(k) + d
		if j >= 0 && j < tile.NumKinds && c[j] > 0 && (d == 0 || k.Suit().Numbered() && tile.Kind(j).Suit() == k.Suit()) {
			return true
		}
	}
	return false
}

// TestDiscards34MatchesReference measures random riichi turns (any number
// of calls, tiles seen elsewhere, some kinds not discardable) both ways.
func TestDiscards34MatchesReference(t *testing.T) {
	set := tile.Riichi([3]int{1, 1, 1})
	e := newEvaluator(AdapterFor("riichi"))
	r := newRandForTest(7)
	all := set.All()
	var prev hand.Counts
	for n := range 3000 {
		r.shuffle(all)
		melds := 0
		if n%6 == 0 {
			melds = r.r.IntN(5)
		}
		m := &Model{set: set, Melds: melds}
		size := 14 - 3*melds
		switch {
		case n%3 == 2 && prev.Total() == size: // the last hand, one tile changed, as turns go
			m.Own = prev
			kinds := set.Kinds()
			for {
				out, in := kinds[r.r.IntN(len(kinds))], kinds[r.r.IntN(len(kinds))]
				if m.Own[out] > 0 && m.Own[in] < 4 && out != in {
					m.Own[out]--
					m.Own[in]++
					break
				}
			}
		case n%3 == 1: // bunched on a few kinds: pairs, triplets, seven pairs
			kinds := set.Kinds()
			few := 4 + r.r.IntN(5)
			for i := 0; i < size; i++ {
				if k := kinds[r.r.IntN(few)*4%len(kinds)]; m.Own[k] < 4 {
					m.Own[k]++
				} else {
					i--
				}
			}
		default:
			for _, tl := range all[:size] {
				m.Own[tl.Kind()]++
			}
		}
		prev = m.Own
		for k, n := range m.Own {
			m.Seen[k] += n
		}
		for _, tl := range all[size : size+r.r.IntN(60)] {
			m.Seen[tl.Kind()]++
		}
		var allowed [tile.NumKinds]bool
		for k := range allowed {
			allowed[k] = r.r.IntN(8) != 0
		}
		got := e.discards(m, &allowed)
		want := refDiscards34(m, &allowed)
		if len(got) != len(want) {
			t.Fatalf("hand %v: %d candidates, want %d", m.Own, len(got), len(want))
		}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("hand %v, melds %d: candidate %+v, want %+v", m.Own, melds, got[i], want[i])
			}
		}
	}
}

// TestDistanceMatchesRiichiTables compares the generic search with the
// exact riichi tables on hands drawn from a riichi wall: they must agree on
// regular hands (the generic search knows no seven pairs or orphans here).
func TestDistanceMatchesRiichiTables(t *testing.T) {
	set := tile.Riichi([3]int{})
	all := set.All()
	d := hand.Distancer{Grammar: hand.Standard{}}
	r := newRandForTest(5)
	for i := range 300 {
		r.shuffle(all)
		c := hand.CountsOf(all[:13+i%2])
		s := riichi34(&c)
		want := regularOnly(&s)
		if got := d.Distance(&c, 4, true); got != want {
			t.Fatalf("%s: generic %d, tables %d", tile.Format(all[:13+i%2]), got, want)
		}
	}
}
