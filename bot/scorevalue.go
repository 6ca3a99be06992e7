package bot

import (
	"jantaku/engine"
	"jantaku/tile"
)

// scoreValuer is the search's rules for a variant without riichi tiles:
// the strong level's distance (its set grammar, jokers and special forms)
// and the variant's own Scorer for what a complete hand wins. Values are
// cached per decision's table.
type scoreValuer struct {
	a *Adapter
	// scorer is the variant's Scorer, prepared for the default options
	// (which the queries carry) where it can be.
	scorer engine.Scorer
	sp     *space
	e      *evaluator
	q      engine.ScoreQuery
	place  *placement
	flat   bool
	sig    uint64
	key    uint64
	cache  map[winKey]float64
	reds   [maxKinds]bool // a red copy held, by space index
	// dists remembers what is known of the distance of the hands the
	// search meets: the set grammar's search is the costly part of these
	// variants' look-ahead.
	dists *distMemo
}

func newScoreValuer(a *Adapter, sp *space, e *evaluator) *scoreValuer {
	scorer := a.Scorer
	if p, ok := scorer.(engine.PreparedScorer); ok {
		scorer = p.ScorerFor(nil)
	}
	return &scoreValuer{a: a, scorer: scorer, sp: sp, e: e, cache: map[winKey]float64{}, dists: newDistMemo(14)}
}

// reset points the valuer at the seat's table.
func (s *scoreValuer) reset(m *Model, place *placement) {
	v := m.View
	me := m.Me()
	s.place = place
	s.q = engine.ScoreQuery{Players: len(v.Players), Dealer: m.Seat == v.Dealer, SeatWind: windKind(me.Wind),
		RoundWind: windKind(v.Round), Dora: v.Dora, Flowers: me.Flowers, Honba: v.Honba}
	if s.a.RiichiCost > 0 {
		// The query's sticks are riichi sticks; the deposits of a game
		// without them (MOMOJAN's 供託 of table fees) are no part of a
		// hand's price, and its scorer refuses them.
		s.q.Sticks = v.Sticks
	}
	if s.q.RoundWind == 0 {
		s.q.RoundWind = tile.East
	}
	key := uint64(len(v.Dora)) | uint64(len(me.Flowers))<<4 | uint64(v.Hand&0xffff)<<8 | uint64(v.Honba&0xff)<<24 |
		uint64(v.Sticks&0xff)<<32 | uint64(m.Seat&7)<<40 | uint64(v.Dealer&7)<<44
	for _, pv := range v.Players {
		key = key*31 + uint64(pv.Score)
	}
	if key != s.key || len(s.cache) > 1<<18 {
		clear(s.cache)
		s.key = key
	}
	for i, k := range s.sp.kinds {
		s.reds[i] = m.Reds[k] > 0
	}
	s.setMelds(me.Melds)
}

// setMelds values hands with these melds beside the concealed tiles.
func (s *scoreValuer) setMelds(melds []engine.Meld) {
	sig := uint64(1)
	for _, md := range melds {
		sig = sig*131 + uint64(len(md.Tiles))
		for _, t := range md.Tiles {
			sig = sig*7 + uint64(t.Kind())
		}
	}
	s.q.Melds, s.sig = melds, sig
}

func (s *scoreValuer) dist(c *kc, melds int) int {
	m := s.dists.slot(distKey(c, melds))
	if m.lo != m.hi {
		h := s.sp.hand(c)
		d := int8(s.e.distance(&h, melds))
		m.lo, m.hi = d, d
	}
	return int(m.lo)
}

// within reports whether c is at most target from ready, measuring no
// more than it must (evaluator.within).
func (s *scoreValuer) within(c *kc, melds, target int) bool {
	if target == -1 {
		// Complete or not is quicker asked again than remembered.
		h := s.sp.hand(c)
		return s.e.within(&h, melds, target)
	}
	m := s.dists.slot(distKey(c, melds))
	switch {
	case int(m.hi) <= target:
		return true
	case int(m.lo) > target:
		return false
	}
	h := s.sp.hand(c)
	if s.e.within(&h, melds, target) {
		m.hi = int8(target)
		return true
	}
	m.lo = int8(target + 1)
	return false
}

// distKey is the memo's key of concealed tiles c beside melds sets.
func distKey(c *kc, melds int) [2]uint64 {
	k := pack(c)
	// pack leaves the top bit of each word free: the melds (a hand with
	// four has so few tiles that 4 may share 0's bits).
	k[0] |= uint64(melds&1) << 63
	k[1] |= uint64(melds>>1&1) << 63
	return k
}

// near marks, by space index, the kinds a draw of which may bring c
// nearer (or make it complete): the others leave its distance as it is.
func (s *scoreValuer) near(c *kc, complete bool) uint64 {
	h := s.sp.hand(c)
	var near [tile.NumKinds]bool
	if !s.e.helps(&h, complete, &near) {
		return 1<<s.sp.n() - 1
	}
	var mask uint64
	for i, k := range s.sp.kinds {
		if near[k] {
			mask |= 1 << i
		}
	}
	return mask
}

func (s *scoreValuer) price(c *kc, win int, tsumo, rch bool) float64 {
	k := winKey{hand: pack(c), sig: s.sig, win: uint8(win), tsumo: tsumo, rch: rch}
	if p, ok := s.cache[k]; ok {
		return p
	}
	p := s.evaluate(c, win, tsumo, rch)
	s.cache[k] = p
	return p
}

func (s *scoreValuer) evaluate(c *kc, win int, tsumo, rch bool) float64 {
	var ts []tile.Tile
	for i, n := range c[:s.sp.n()] {
		for j := range int(n) {
			ts = append(ts, tile.New(s.sp.kinds[i], j == 0 && s.reds[i]))
		}
	}
	q := s.q
	q.Hand, q.Win, q.Tsumo = ts, tile.Of(s.sp.kinds[win]), tsumo
	if rch {
		q.Flags = map[engine.Flag]bool{engine.FlagRiichi: true}
	}
	ans, err := s.scorer.Score(q)
	if err != nil || !ans.Win {
		return 0
	}
	gain := float64(gainOf(ans, q.Players, tsumo))
	if s.flat {
		gain = s.a.TypicalWin
	}
	return s.place.win(gain, tsumo)
}

// gainOf is what a win brings its winner: the ron price, or the tsumo's
// payments from every other player; a variant without payments (trump)
// adds its Points.
func gainOf(a engine.ScoreAnswer, players int, tsumo bool) int {
	p := a.Payments
	switch {
	case p == nil:
		return a.Points
	case !tsumo && p["ron"] > 0:
		return p["ron"]
	case p["each"] > 0:
		return p["each"] * (players - 1)
	case p["dealer"] > 0 || p["non_dealer"] > 0:
		return p["dealer"] + p["non_dealer"]*(players-2)
	case p["opponent"] > 0:
		return p["opponent"]
	}
	return a.Points
}
