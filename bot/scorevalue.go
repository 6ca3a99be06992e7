package bot

import (
	"slices"

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
	// suits, for a deck of playing cards (trump), is the order in which
	// the copies of each kind take their suits in a priced hand: the
	// suits held first, then those unseen, then those in the rivers;
	// never one the query shows elsewhere (melds, indicators). The
	// scorer refuses a card without its suit.
	suits  [maxKinds][]tile.CardSuit
	suited bool
	where  [tile.NumKinds][len(tile.CardSuits)]uint8
	// payers holds each other seat's confirmed yaku (Adapter.PayerYaku),
	// which cut what it pays (Adapter.PayerCut).
	payers []int
	// tsumoWins keeps the scorer's answers for wins by tsumo, where a
	// ron may be worth the same (Adapter.RonAsTsumo).
	tsumoWins map[winKey]engine.ScoreAnswer
	noPayers  bool
	as        [][]string // the View's meld_as of the seat's sets
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
	s := &scoreValuer{a: a, scorer: scorer, sp: sp, e: e, cache: map[winKey]float64{}, tsumoWins: map[winKey]engine.ScoreAnswer{}, dists: newDistMemo(14)}
	// A query's options are resolved ones: a scorer that does not fill
	// in the defaults itself (Malaysian) refuses an empty set.
	if v, ok := a.Scorer.(interface{ Options() []engine.Option }); ok {
		s.q.Options, _ = engine.ResolveOptions(v.Options(), nil)
	}
	for _, k := range sp.kinds {
		s.suited = s.suited || a.Set.Suited(k)
	}
	return s
}

// reset points the valuer at the seat's table.
func (s *scoreValuer) reset(m *Model, place *placement) {
	v := m.View
	me := m.Me()
	s.place = place
	s.q = engine.ScoreQuery{Options: s.q.Options, Players: len(v.Players), Dealer: m.Seat == v.Dealer, SeatWind: windKind(me.Wind),
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
	s.readPayers(m)
	for _, n := range s.payers {
		key = key*31 + uint64(n)
	}
	if key != s.key || len(s.cache) > 1<<18 {
		clear(s.cache)
		clear(s.tsumoWins)
		s.key = key
	}
	for i, k := range s.sp.kinds {
		s.reds[i] = m.Reds[k] > 0
	}
	if s.suited {
		s.readSuits(m)
	}
	s.as = meldAs(me.Extra["meld_as"])
	s.setMelds(me.Melds)
}

// readPayers reads the other seats' confirmed yaku (payers).
func (s *scoreValuer) readPayers(m *Model) {
	s.payers = s.payers[:0]
	if s.a.PayerYaku == nil {
		return
	}
	for _, o := range m.Opponents() {
		n := 0
		if !s.noPayers {
			n = s.a.PayerYaku(m, o)
		}
		s.payers = append(s.payers, n)
	}
}

// scoreMelds writes sets as the scorer reads them: a chi holding a wild
// joker (the Malaysian 飛) in the order of the tiles it stands for, which
// the View gives apart ("meld_as", read into s.as: the kind each tile of
// each of the seat's sets stands for). A set beyond those (a call being
// weighed) is written so already.
func (s *scoreValuer) scoreMelds(melds []engine.Meld) []engine.Meld {
	if s.a.Wild == 0 || len(s.as) == 0 {
		return melds
	}
	out := make([]engine.Meld, len(melds))
	for i, md := range melds {
		if j := slices.IndexFunc(md.Tiles, func(t tile.Tile) bool { return t.Kind() == s.a.Wild }); j >= 0 && i < len(s.as) && j < len(s.as[i]) {
			if ts, err := tile.ParseAny(s.as[i][j]); err == nil && len(ts) == 1 {
				md = wildChi(md, s.a.Wild, ts[0].Kind())
			}
		}
		out[i] = md
	}
	return out
}

// wildChi writes a chi holding the wild joker in the order of the tiles
// it stands for, the joker in the place of stands, as a scorer reads a
// chi; any other set is returned as it is.
func wildChi(md engine.Meld, wild, stands tile.Kind) engine.Meld {
	if md.Kind != engine.MeldChi || len(md.Tiles) != 3 {
		return md
	}
	var real []tile.Tile
	var joker tile.Tile
	for _, t := range md.Tiles {
		if t.Kind() == wild {
			joker = t
		} else {
			real = append(real, t)
		}
	}
	if len(real) != 2 {
		return md
	}
	if real[0].Kind() > real[1].Kind() {
		real[0], real[1] = real[1], real[0]
	}
	switch {
	case stands < real[0].Kind():
		md.Tiles = []tile.Tile{joker, real[0], real[1]}
	case stands < real[1].Kind():
		md.Tiles = []tile.Tile{real[0], joker, real[1]}
	default:
		md.Tiles = []tile.Tile{real[0], real[1], joker}
	}
	return md
}

// meldAs reads a View's "meld_as", what each tile of each set stands
// for, in the shared notation: [][]string in memory, []any from JSON.
func meldAs(x any) [][]string {
	switch v := x.(type) {
	case [][]string:
		return v
	case []any:
		out := make([][]string, len(v))
		for i, m := range v {
			ks, _ := m.([]any)
			for _, k := range ks {
				str, _ := k.(string)
				out[i] = append(out[i], str)
			}
		}
		return out
	}
	return nil
}

// Where a playing card's copy is, as the seat sees it: the order in
// which a priced hand's copies of a kind take their suits.
const (
	suitHeld uint8 = iota
	suitUnseen
	suitRiver
	suitShown // in the query already (an indicator, a set)
)

// readSuits notes where the seat sees each card (where).
func (s *scoreValuer) readSuits(m *Model) {
	for i := range s.where {
		for j := range s.where[i] {
			s.where[i][j] = suitUnseen
		}
	}
	for _, p := range m.View.Players {
		for _, d := range p.Discards {
			s.mark(d.Tile, suitRiver)
		}
	}
	for _, t := range m.View.Dora {
		s.mark(t, suitShown)
	}
	for _, t := range m.Me().Hand {
		s.mark(t, suitHeld)
	}
}

func (s *scoreValuer) mark(t tile.Tile, w uint8) {
	if su := t.CardSuit(); su != tile.NoCardSuit && su <= tile.Clubs {
		s.where[t.Kind()][su-tile.Spades] = w
	}
}

// orderSuits fills suits for hands beside melds: a held card in a set is
// no longer in the hand.
func (s *scoreValuer) orderSuits(melds []engine.Meld) {
	where := s.where
	for _, md := range melds {
		for _, t := range md.Tiles {
			if su := t.CardSuit(); su != tile.NoCardSuit && su <= tile.Clubs {
				where[t.Kind()][su-tile.Spades] = suitShown
			}
		}
	}
	for i, k := range s.sp.kinds {
		s.suits[i] = s.suits[i][:0]
		if !s.a.Set.Suited(k) {
			continue
		}
		for w := range suitShown {
			for j, su := range tile.CardSuits {
				if where[k][j] == w {
					s.suits[i] = append(s.suits[i], su)
				}
			}
		}
	}
}

// setMelds values hands with these melds beside the concealed tiles.
func (s *scoreValuer) setMelds(melds []engine.Meld) {
	melds = s.scoreMelds(melds)
	sig := uint64(1)
	for _, md := range melds {
		sig = sig*131 + uint64(len(md.Tiles))
		for _, t := range md.Tiles {
			sig = sig*7 + uint64(t.Kind())
		}
	}
	s.q.Melds, s.sig = melds, sig
	if s.suited {
		s.orderSuits(melds)
	}
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
	var p float64
	if t, ok := s.tsumoWins[winKey{hand: k.hand, sig: k.sig, win: k.win, tsumo: true, rch: rch}]; !tsumo && ok && s.a.RonAsTsumo(t) {
		p = s.worth(t, false) // the same win's value by tsumo, paid as a ron
	} else {
		p = s.evaluate(c, win, tsumo, rch)
	}
	s.cache[k] = p
	return p
}

func (s *scoreValuer) evaluate(c *kc, win int, tsumo, rch bool) float64 {
	var ts []tile.Tile
	winCard := tile.Of(s.sp.kinds[win])
	for i, n := range c[:s.sp.n()] {
		for j := range int(n) {
			t := tile.New(s.sp.kinds[i], j == 0 && s.reds[i])
			if s.suited && len(s.suits[i]) > 0 {
				if j >= len(s.suits[i]) {
					return 0 // more copies than the query leaves suits for
				}
				t = tile.CardOf(s.sp.kinds[i], s.suits[i][j])
			}
			if i == win {
				winCard = t // the last copy: the one drawn
			}
			ts = append(ts, t)
		}
	}
	q := s.q
	q.Hand, q.Win, q.Tsumo = ts, winCard, tsumo
	if rch {
		q.Flags = map[engine.Flag]bool{engine.FlagRiichi: true}
	}
	ans, err := s.scorer.Score(q)
	if err != nil || !ans.Win {
		return 0
	}
	if tsumo && s.a.RonAsTsumo != nil {
		s.tsumoWins[winKey{hand: pack(c), sig: s.sig, win: uint8(win), tsumo: true, rch: rch}] = ans
	}
	return s.worth(ans, tsumo)
}

// winForNothing is the price of a win that pays nothing (the Malaysian
// payers' reductions can take it all): no points, but it ends the hand,
// and the search reads a win only from a price above zero.
const winForNothing = 1e-6

// worth is the price of a win the scorer answered.
func (s *scoreValuer) worth(ans engine.ScoreAnswer, tsumo bool) float64 {
	return max(s.place.win(s.gain(ans, tsumo), tsumo), winForNothing)
}

// gain is what a win the scorer answered brings the seat.
func (s *scoreValuer) gain(ans engine.ScoreAnswer, tsumo bool) float64 {
	switch {
	case s.flat:
		return s.a.TypicalWin
	case len(s.payers) > 0:
		return s.paid(ans, tsumo)
	}
	return float64(gainOf(ans, s.q.Players, tsumo))
}

// paid is what a win brings where each payer's confirmed yaku cut its
// payment (Adapter.PayerCut): a tsumo's payments from every payer, or a
// ron's from either, as likely.
func (s *scoreValuer) paid(ans engine.ScoreAnswer, tsumo bool) float64 {
	sum := 0
	for _, py := range s.payers {
		sum += s.a.PayerCut(ans, tsumo, py)
	}
	if tsumo {
		return float64(sum)
	}
	return float64(sum) / float64(len(s.payers))
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
