package hand

import "jantaku/tile"

// Momojan is the set grammar of MOMOJAN (桃雀), rule text 「メンツの成立要件」.
// Number cards come in four suits, once each: peach (p), strawberry (s),
// lemon (l) and orange (o); peach is the wild suit.
//
//   - Sequence: three consecutive numbers of one fruit (s, l or o), any of
//     them a peach of that number. As is the fruit's lowest kind. A sequence
//     with a fruit card is tied to that fruit; a peach-only sequence may stand
//     for any fruit, so it is offered three times, once per fruit, and a
//     scorer or a furiten check picks the one it needs.
//   - Number triplet or pair: three or two cards of one number, each of a
//     different suit (peach counts as a suit). As is the peach of that
//     number, standing for "number n in any suit".
//   - Animal (dog 5z, monkey 6z, pheasant 7z), sun (1z) and moon (2z)
//     triplets and pairs: of one kind. As is that kind.
//   - MixedTriplet: two suns or two moons and any number-1 card. It earns no
//     sun or moon yaku. Sun or moon with a 1 never makes a pair.
//
// Four of a kind is a quad, a meld, never a group of a reading.
type Momojan struct{}

// momoSuits are MOMOJAN's number suits in kind order; momoFruits are the
// suits a sequence can stand for.
var (
	momoSuits  = [4]tile.Suit{tile.Pin, tile.Sou, tile.Lemon, tile.Orange}
	momoFruits = [3]tile.Suit{tile.Sou, tile.Lemon, tile.Orange}
)

func momoNumber(k tile.Kind) bool {
	n := k.Number()
	if n < 1 || n > 9 {
		return false
	}
	switch k.Suit() {
	case tile.Pin, tile.Sou, tile.Lemon, tile.Orange:
		return true
	}
	return false
}

func momoPicture(k tile.Kind) bool {
	switch k {
	case tile.Sun, tile.Moon, tile.Dog, tile.Monkey, tile.Pheasant:
		return true
	}
	return false
}

// Skip implements Grammar: MOMOJAN has no card that only helps.
func (Momojan) Skip(tile.Kind) bool { return false }

// Groups implements Grammar.
func (Momojan) Groups(c *Counts, k tile.Kind, pair bool, buf []Group) []Group {
	switch {
	case momoNumber(k):
		buf = momoSameNumber(c, k, pair, buf)
		buf = momoSequences(c, k, buf)
		if k.Number() == 1 {
			for _, sm := range [2]tile.Kind{tile.Sun, tile.Moon} {
				if c[sm] >= 2 {
					buf = append(buf, Of(MixedTriplet, sm, k, sm, sm))
				}
			}
		}
	case momoPicture(k):
		buf = sameKind(c, k, pair, buf)
		if k == tile.Sun || k == tile.Moon {
			buf = momoMixedFromPicture(c, k, buf)
		}
	}
	return buf
}

// Partials implements PartialGrammar. A number card and a card within two
// of it that may share a sequence (same fruit, or either a peach) wait on
// the number between or beside them; a sun or moon and a number 1 wait on
// the second sun or moon of a mixed triplet. Two cards of one number are a
// pair (Groups).
func (Momojan) Partials(c *Counts, k tile.Kind, buf []Group) []Group {
	switch {
	case momoNumber(k):
		n := k.Number()
		for m := max(1, n-2); m <= min(9, n+2); m++ {
			for _, su := range momoSuits {
				j := tile.K(su, m)
				if m != n && c[j] > 0 && (k.Suit() == tile.Pin || su == tile.Pin || su == k.Suit()) {
					buf = append(buf, partialOf(k, j))
				}
			}
		}
		if n == 1 {
			for _, sm := range [2]tile.Kind{tile.Sun, tile.Moon} {
				if c[sm] > 0 {
					buf = append(buf, partialOf(k, sm))
				}
			}
		}
	case k == tile.Sun || k == tile.Moon:
		for _, su := range momoSuits {
			if one := tile.K(su, 1); c[one] > 0 {
				buf = append(buf, partialOf(k, one))
			}
		}
	}
	return buf
}

// sameKind appends the pair (if asked) and the triplet of kind k alone.
func sameKind(c *Counts, k tile.Kind, pair bool, buf []Group) []Group {
	if pair && c[k] >= 2 {
		buf = append(buf, Of(Pair, k, k, k))
	}
	if c[k] >= 3 {
		buf = append(buf, Of(Triplet, k, k, k, k))
	}
	return buf
}

// momoMixedFromPicture appends sun-sun-1 or moon-moon-1 triplets started
// by the picture card k; the 1s below k in kind order start their own.
func momoMixedFromPicture(c *Counts, k tile.Kind, buf []Group) []Group {
	if c[k] < 2 {
		return buf
	}
	for _, su := range momoSuits {
		if one := tile.K(su, 1); c[one] > 0 {
			buf = append(buf, Of(MixedTriplet, k, k, k, one))
		}
	}
	return buf
}

// momoSameNumber appends the pairs and triplets of k's number that use k
// and cards of other suits.
func momoSameNumber(c *Counts, k tile.Kind, pair bool, buf []Group) []Group {
	n := k.Number()
	as := tile.K(tile.Pin, n)
	var others [3]tile.Kind
	m := 0
	for _, su := range momoSuits {
		if x := tile.K(su, n); x != k && c[x] > 0 {
			others[m] = x
			m++
		}
	}
	for i := 0; i < m; i++ {
		if pair {
			buf = append(buf, Of(Pair, as, k, others[i]))
		}
		for j := i + 1; j < m; j++ {
			buf = append(buf, Of(Triplet, as, k, others[i], others[j]))
		}
	}
	return buf
}

// momoSequences appends every sequence through k: for each fruit k may
// stand for and each place k may take, every choice of that fruit's card or
// the peach for the two other numbers.
func momoSequences(c *Counts, k tile.Kind, buf []Group) []Group {
	n := k.Number()
	for _, f := range momoFruits {
		if k.Suit() != tile.Pin && k.Suit() != f {
			continue
		}
		for st := max(1, n-2); st <= min(n, 7); st++ {
			a, b := st, st+1 // the two numbers besides n
			if a == n {
				a = st + 2
			} else if b == n {
				b = st + 2
			}
			as := momoFillers(c, f, a)
			if as[0] == 0 {
				continue
			}
			bs, na, nb := momoFillers(c, f, b), 0, 0
			for na < 2 && as[na] != 0 {
				na++
			}
			for nb < 2 && bs[nb] != 0 {
				nb++
			}
			for i := 0; i < na; i++ {
				for j := 0; j < nb; j++ {
					x, y := min(as[i], bs[j]), max(as[i], bs[j])
					buf = append(buf, Group{Kind: Sequence, Tiles: [4]tile.Kind{k, x, y}, N: 3, As: tile.K(f, st)})
				}
			}
		}
	}
	return buf
}

// momoFillers returns the held cards that may be number m of fruit f in a
// sequence: the peach and the fruit's own card, the missing ones as 0.
func momoFillers(c *Counts, f tile.Suit, m int) [2]tile.Kind {
	var out [2]tile.Kind
	i := 0
	if p := tile.K(tile.Pin, m); c[p] > 0 {
		out[i] = p
		i++
	}
	if x := tile.K(f, m); c[x] > 0 {
		out[i] = x
	}
	return out
}

// momojanNear marks the cards that can finish a MOMOJAN group with the
// cards of c: any card of a held number, a card within two of a held one
// that may share a sequence with it (same fruit or peach), a held picture,
// and any 1 beside two suns or two moons.
func momojanNear(c *Counts, near *[tile.NumKinds]bool) {
	for k, x := range c {
		if x == 0 {
			continue
		}
		kind := tile.Kind(k)
		switch {
		case momoNumber(kind):
			momoNearNumber(kind, near)
		case momoPicture(kind):
			near[k] = true
			if (kind == tile.Sun || kind == tile.Moon) && x >= 2 {
				for _, su := range momoSuits {
					near[tile.K(su, 1)] = true
				}
			}
		}
	}
}

func momoNearNumber(h tile.Kind, near *[tile.NumKinds]bool) {
	n := h.Number()
	for m := max(1, n-2); m <= min(9, n+2); m++ {
		for _, su := range momoSuits {
			same := m == n
			if same || h.Suit() == tile.Pin || su == tile.Pin || su == h.Suit() {
				near[tile.K(su, m)] = true
			}
		}
	}
}

// Valid reports whether g is a group MOMOJAN allows, checked from the rule
// text alone (not from Groups), for melds and for tests.
func (Momojan) Valid(g Group) bool {
	ts := g.Made()
	switch g.Kind {
	case Pair, Triplet:
		if int(g.N) != 2+boolInt(g.Kind == Triplet) {
			return false
		}
		if momoPicture(ts[0]) {
			return g.As == ts[0] && allKind(ts, ts[0])
		}
		return momoSameNumberValid(ts, g.As)
	case MixedTriplet:
		return momoMixedValid(ts, g.As)
	case Sequence:
		return momoSequenceValid(ts, g.As)
	}
	return false
}

func allKind(ts []tile.Kind, k tile.Kind) bool {
	for _, t := range ts {
		if t != k {
			return false
		}
	}
	return true
}

func momoSameNumberValid(ts []tile.Kind, as tile.Kind) bool {
	var seen [tile.NumSuits]bool
	for _, t := range ts {
		if !momoNumber(t) || t.Number() != as.Number() || seen[t.Suit()] {
			return false
		}
		seen[t.Suit()] = true
	}
	return as == tile.K(tile.Pin, as.Number())
}

func momoMixedValid(ts []tile.Kind, as tile.Kind) bool {
	if len(ts) != 3 || (as != tile.Sun && as != tile.Moon) {
		return false
	}
	pics, ones := 0, 0
	for _, t := range ts {
		switch {
		case t == as:
			pics++
		case momoNumber(t) && t.Number() == 1:
			ones++
		}
	}
	return pics == 2 && ones == 1
}

func momoSequenceValid(ts []tile.Kind, as tile.Kind) bool {
	f, st := as.Suit(), as.Number()
	if len(ts) != 3 || (f != tile.Sou && f != tile.Lemon && f != tile.Orange) || st < 1 || st > 7 {
		return false
	}
	var have [3]bool
	for _, t := range ts {
		i := t.Number() - st
		if (t.Suit() != f && t.Suit() != tile.Pin) || i < 0 || i > 2 || have[i] {
			return false
		}
		have[i] = true
	}
	return true
}
