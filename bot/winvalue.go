package bot

import (
	"math"

	"jantaku/engine"
	"jantaku/hand/shanten"
	"jantaku/tile"
	"jantaku/variant/riichi"
)

// winValuer values the complete hands the expert's search reaches: what a
// win with these concealed tiles (the winning tile included) would bring,
// by tsumo and by ron, with or without riichi. It answers 0 where the
// hand has no yaku. One valuer serves one decision's table: the seat's
// melds, winds and indicators.
type winValuer struct {
	rules riichi.Rules
	ctx   riichi.WinContext
	melds []engine.Meld
	reds  uint8 // bit i: a red five of suit i is held (and kept)
	// heldReds is reds of the seat's own concealed tiles.
	heldReds uint8
	sig      uint64 // the melds and reds, for the cache
	key      uint64
	cache    map[winKey]winPrice
	tiles    []tile.Tile
	// bonus is what a win takes beyond the hand: honba and sticks.
	bonus float64
	place *placement
	flat  bool // every win is worth the same (an ablation)
	// concave, below 1, prices a win of x points as
	// riichiTypicalWin*(x/riichiTypicalWin)^concave: cheap wins dearer,
	// big ones cheaper, as places weigh them (a trial setting).
	concave float64
	uraMix  [3]float64 // chance of 0, 1, 2 ura dora
}

// winKey is one hand and the way it wins.
type winKey struct {
	hand       [2]uint64 // the concealed counts, 3 bits a kind
	sig        uint64
	win        uint8
	tsumo, rch bool
}

// winPrice is a hand's value: points (ura dora weighed in for a riichi)
// and han before ura.
type winPrice struct {
	points float64
	han    int
}

func newWinValuer() *winValuer {
	return &winValuer{rules: riichi.DefaultRules(), cache: map[winKey]winPrice{}}
}

// reset points the valuer at a seat's table, with its own melds and
// reds; the cache survives while the table's facts (indicators, winds,
// scores) stay the same.
func (w *winValuer) reset(m *Model, place *placement) {
	v := m.View
	ctx := riichi.WinContext{Winner: int(m.Seat), Dealer: int(v.Dealer), RoundWind: windKind(v.Round),
		From: (int(m.Seat) + 1) % len(v.Players), Dora: v.Dora}
	if ctx.RoundWind == 0 {
		ctx.RoundWind = tile.East
	}
	// The seat wind follows from Winner and Dealer; at a table of fewer
	// seats (maiko's dummy makes four) the same arithmetic holds.
	key := uint64(len(v.Dora)) | uint64(int(v.Dealer)&3)<<4 | uint64(int(m.Seat)&3)<<6 |
		uint64(ctx.RoundWind&7)<<8 | uint64(v.Hand&0xffff)<<12 | uint64(v.Honba&0xff)<<28 | uint64(v.Sticks&0xff)<<36
	for _, pv := range v.Players {
		key = key*31 + uint64(pv.Score)
	}
	if key != w.key || len(w.cache) > 1<<18 {
		clear(w.cache)
		w.key = key
	}
	w.ctx, w.place = ctx, place
	w.bonus = float64(v.Honba*w.rules.Honba + v.Sticks*w.rules.RiichiStick)
	w.uraMix = [3]float64{0.68, 0.26, 0.06}
	var reds uint8
	for su := range 3 {
		if m.Reds[tile.K(tile.Suit(su), 5)] > 0 {
			reds |= 1 << su
		}
	}
	w.heldReds = reds
	w.setMelds(m.Me().Melds, reds)
}

// setMelds values hands with these melds beside the concealed tiles, and
// a red five of suit i among them where bit i of reds is set.
func (w *winValuer) setMelds(melds []engine.Meld, reds uint8) {
	sig := uint64(reds) + 1
	for _, md := range melds {
		sig = sig*131 + uint64(md.Tiles[0].Kind())<<3 + uint64(len(md.Tiles))
		for _, t := range md.Tiles {
			if t.Red() {
				sig += 7
			}
		}
		if md.Kind == engine.MeldAnkan {
			sig += 3
		}
		if md.Kind == engine.MeldChi {
			sig += 5
			sig = sig*7 + uint64(md.Tiles[0].Kind()) + uint64(md.Tiles[1].Kind()) + uint64(md.Tiles[2].Kind())
		}
	}
	w.melds, w.reds, w.sig = melds, reds, sig
}

// price returns the value of the complete concealed hand c (34 kinds)
// winning on kind win.
func (w *winValuer) price(c *shanten.Counts, win int, tsumo, rch bool) winPrice {
	k := winKey{hand: pack34(c), sig: w.sig, win: uint8(win), tsumo: tsumo, rch: rch}
	if p, ok := w.cache[k]; ok {
		return p
	}
	p := w.evaluate(c, win, tsumo, rch)
	if w.flat && p.points > 0 {
		p.points = w.place.win(4000, tsumo)
	}
	w.cache[k] = p
	return p
}

func (w *winValuer) evaluate(c *shanten.Counts, win int, tsumo, rch bool) winPrice {
	ts := w.tiles[:0]
	for i, n := range c {
		k := kindOf34(i)
		for j := range int(n) {
			t := tile.Of(k)
			if j == 0 && k.Number() == 5 && k.Suit() <= tile.Sou && w.reds&(1<<k.Suit()) != 0 {
				t = tile.New(k, true)
			}
			ts = append(ts, t)
		}
	}
	w.tiles = ts
	wt := tile.Of(kindOf34(win))
	ctx := w.ctx
	ctx.Tsumo, ctx.Riichi = tsumo, rch
	s, err := riichi.Evaluate(&w.rules, riichi.Hand{Concealed: ts, Melds: w.melds, Win: wt}, ctx)
	if err != nil {
		return winPrice{}
	}
	mix := w.uraMix
	if !rch || s.Yakuman > 0 {
		mix = [3]float64{1, 0, 0}
	}
	pts := 0.0
	for u, share := range mix {
		if share == 0 {
			continue
		}
		sc := s
		if u > 0 {
			sc = riichi.ScoreOf(&w.rules, s.Han+u, s.Fu, 0, s.Dealer)
		}
		x := sc.Ron
		if tsumo {
			x = sc.Points
		}
		pts += share * w.place.win(concavePoints(float64(x)+w.bonus, w.concave), tsumo)
	}
	return winPrice{points: pts, han: s.Han}
}

// concavePoints is v points to the power g about a typical win (g 0 or 1:
// v itself).
func concavePoints(v, g float64) float64 {
	if g <= 0 || g == 1 || v <= 0 {
		return v
	}
	return riichiTypicalWin * math.Pow(v/riichiTypicalWin, g)
}

// pack34 packs 34 counts of at most 7 into two words.
func pack34(c *shanten.Counts) [2]uint64 {
	var k [2]uint64
	for i := range 17 {
		k[0] |= uint64(c[i]&7) << (3 * i)
		k[1] |= uint64(c[17+i]&7) << (3 * i)
	}
	return k
}

// kindOf34 is the kind at index i of package shanten's counts.
func kindOf34(i int) tile.Kind {
	if i < 27 {
		return tile.K(tile.Suit(i/9), i%9+1)
	}
	return tile.East + tile.Kind(i-27)
}

// riichiRules are the search's rules for riichi tiles: the exact shanten
// tables and the riichi scorer (the space is package shanten's index).
type riichiRules struct{ w *winValuer }

func (r riichiRules) dist(c *kc, melds int) int {
	return distance34((*shanten.Counts)(c[:34]), melds)
}

func (r riichiRules) price(c *kc, win int, tsumo, rch bool) float64 {
	return r.w.price((*shanten.Counts)(c[:34]), win, tsumo, rch).points
}

// distance34 is the shanten of 34-kind counts beside melds sets.
func distance34(c *shanten.Counts, melds int) int {
	if melds == 0 {
		return shanten.Of(c, 0)
	}
	return shanten.Regular(c, melds)
}
