package riichi

import (
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

// Calls: after each discard every other seat that could win on it, pon it,
// kan it or (the next seat) chi it decides at once through an
// engine.Window; Pass is always among its choices. Ron beats pon and kan,
// which beat chi. After an added kan (and, for thirteen orphans only, a
// closed kan) the seats that win on the tile may rob it (槍槓).

// order returns the other seats in turn order after from.
func order(from int) []engine.Seat {
	return []engine.Seat{engine.Seat((from + 1) % Seats), engine.Seat((from + 2) % Seats), engine.Seat((from + 3) % Seats)}
}

// openDiscardWindow asks the other seats about the discard, or moves on
// when nobody may do anything with it.
func (g *Game) openDiscardWindow() {
	t, from := g.lastTile, g.lastFrom
	k := kindIndex(t.Kind())
	g.ronOffer = 0
	last := g.wall.left() == 0
	if !g.askAll && !g.anyAnswer(k, from, last) {
		g.afterDiscard(nil)
		return
	}
	buf := g.offerBuf[:0] // all seats' offers, each a capped slice of it
	g.window = &g.winStore
	offers := func(seat engine.Seat) []engine.Action {
		s := int(seat)
		q := &g.p[s]
		start := len(buf)
		acts := buf
		switch {
		case q.waitsNow()&(1<<k) == 0:
		case g.ronBarred(s, from):
			if g.canWin(s, t, false, false) {
				acts = append(acts, engine.Action{Type: engine.Ron, Tile: t, Flag: FlagChombo})
			}
		default:
			g.ronOffer |= 1 << s
			if !g.furiten(s) && g.canWin(s, t, false, false) {
				acts = append(acts, engine.Action{Type: engine.Ron, Tile: t})
			}
		}
		if !q.riichi && !last {
			acts = g.ponKanOffers(q, t, acts)
			if s == (from+1)%Seats {
				acts = g.chiOffers(q, t, acts)
			}
		}
		if len(acts) == start {
			return nil
		}
		buf = append(acts, engine.Action{Type: engine.Pass})
		return buf[start:len(buf):len(buf)]
	}
	if g.askAll {
		g.window.OpenAll(Seats, order(from), offers)
	} else {
		g.window.Open(Seats, order(from), offers)
	}
	g.offerBuf = buf
	if g.window.Empty() {
		g.window = nil
		g.missedWins()
		g.afterDiscard(nil)
		return
	}
	g.phase = phCall
}

// anyAnswer is a quick look whether any seat might win on, pon, kan or chi
// kind index k discarded by from, so most discards open no window at all.
func (g *Game) anyAnswer(k, from int, last bool) bool {
	bit := uint64(1) << k
	for d := 1; d < Seats; d++ {
		q := &g.p[(from+d)%Seats]
		switch {
		case q.waitsNow()&bit != 0:
			return true
		case q.riichi || last:
		case q.pairs&bit != 0:
			return true
		case d == 1 && chiKinds(q.held)&bit != 0:
			return true
		}
	}
	return false
}

// Kind-index masks of the number tiles by rank within their suit: ranks
// 1-7, 2-8 and 3-9.
const (
	ranks1to7 uint64 = 0x7F | 0x7F<<9 | 0x7F<<18
	ranks2to8 uint64 = 0xFE | 0xFE<<9 | 0xFE<<18
	ranks3to9 uint64 = 0x1FC | 0x1FC<<9 | 0x1FC<<18
)

// chiKinds returns the kinds a hand holding the kinds in held could chi:
// those that make a run with two held kinds of the same suit.
func chiKinds(held uint64) uint64 {
	return held>>1&(held>>2)&ranks1to7 | // k+1, k+2
		held<<1&(held>>1)&ranks2to8 | // k-1, k+1
		held<<2&(held<<1)&ranks3to9 // k-2, k-1
}

// ponKanOffers adds the pon and open kan the seat could make on t.
func (g *Game) ponKanOffers(q *player, t tile.Tile, acts []engine.Action) []engine.Action {
	i := kindIndex(t.Kind())
	if q.cnt[i] >= 2 && g.callLeavesDiscard(q, i, i, 1<<i) {
		most, fewest := q.redRange(i, 2)
		for reds := most; reds >= fewest; reds-- {
			acts = append(acts, engine.Action{Type: engine.Pon, Tile: t, Tiles: g.takeTiles(i, 2, reds)})
		}
	}
	if q.cnt[i] >= 3 && g.kans < 4 {
		reds, _ := q.redRange(i, 3)
		acts = append(acts, engine.Action{Type: engine.Minkan, Tile: t, Tiles: g.takeTiles(i, 3, reds)})
	}
	return acts
}

// chiOffers adds every chi the next seat could make on t.
func (g *Game) chiOffers(q *player, t tile.Tile, acts []engine.Action) []engine.Action {
	k := t.Kind()
	if k.Suit() == tile.Honor {
		return acts
	}
	i, n := kindIndex(k), k.Number()
	for _, lo := range []int{-2, -1, 1} { // the two hand tiles are lo and lo+1 from i, skipping i
		a, b := i+lo, i+lo+1
		if lo == -1 {
			b = i + 1
		}
		if n+lo < 1 || n+(b-i) > 9 || q.cnt[a] == 0 || q.cnt[b] == 0 {
			continue
		}
		if !g.callLeavesDiscard(q, a, b, g.chiForbids(i, a, b)) {
			continue
		}
		aMost, aFewest := q.redRange(a, 1)
		bMost, bFewest := q.redRange(b, 1)
		for ra := aMost; ra >= aFewest; ra-- {
			for rb := bMost; rb >= bFewest; rb-- {
				two := appendTaken(appendTaken(g.newTiles(2), a, 1, ra), b, 1, rb)
				acts = append(acts, engine.Action{Type: engine.Chi, Tile: t, Tiles: two})
			}
		}
	}
	return acts
}

// chiForbids returns the kinds a chi of kind i with a and b forbids to
// discard next when kuikae is not allowed: the called kind, and the kind
// at the far end of a side wait (the 4 after chi of 1 with 23).
func (g *Game) chiForbids(i, a, b int) uint64 {
	m := uint64(1) << i
	switch {
	case i < a && b+1 < i/9*9+9:
		m |= 1 << (b + 1)
	case i > b && a-1 >= i/9*9:
		m |= 1 << (a - 1)
	}
	return m
}

// callLeavesDiscard reports whether, after calling with a tile of kind
// indexes a and b from the hand, the seat keeps a tile it may discard;
// without kuikae the call is refused otherwise.
func (g *Game) callLeavesDiscard(q *player, a, b int, forbid uint64) bool {
	if g.rules.Kuikae {
		return true
	}
	c := q.cnt
	c[a]--
	c[b]--
	for i, n := range c {
		if n > 0 && forbid&(1<<i) == 0 {
			return true
		}
	}
	return false
}

// settleDiscard acts on the window's settled choices.
func (g *Game) settleDiscard() {
	best := g.window.Winners(engine.CallRank)
	g.window = nil
	if len(best) > 0 && best[0].Action.Type == engine.Ron {
		g.ronWins(best, false)
		return
	}
	g.missedWins()
	if len(best) > 0 {
		g.afterDiscard(&best[0])
		return
	}
	g.afterDiscard(nil)
}

// afterDiscard finishes a discard nobody won on: the riichi deposit, the
// abortive draws, then the call, the next draw or the end of the wall.
func (g *Game) afterDiscard(call *engine.Decision) {
	g.acceptRiichi()
	if reason := g.abortAfterDiscard(); reason != "" {
		g.abortiveDraw(reason)
		return
	}
	switch {
	case call != nil:
		g.call(int(call.Seat), call.Action)
	case g.wall.left() == 0:
		g.exhaustiveDraw()
	default:
		g.drawLive((g.lastFrom + 1) % Seats)
	}
}

// call makes seat s's chi, pon or open kan on the last discard.
func (g *Game) call(s int, a engine.Action) {
	g.emitAct(engine.Seat(s), a)
	from := &g.p[g.lastFrom]
	from.river[len(from.river)-1].Taken = true
	from.nagashi = false
	q := &g.p[s]
	for _, t := range a.Tiles {
		q.remove(t)
	}
	kind := engine.MeldChi
	switch a.Type {
	case engine.Pon:
		kind = engine.MeldPon
	case engine.Minkan:
		kind = engine.MeldMinkan
	}
	q.melds = append(q.melds, openMeld(kind, g.newTiles(4), a.Tiles, a.Tile, g.lastFrom, s))
	q.sets--
	q.closed = false
	g.interrupt()
	g.checkPao(s, a.Tile.Kind())
	if a.Type == engine.Minkan {
		g.kans++
		g.kanBy[s]++
		g.kanDora(true)
		g.drawRinshan(s)
		return
	}
	g.turn, g.phase, g.rinshan = s, phTurn, false
	q.drew = false
	g.kuikae = 0
	if !g.rules.Kuikae {
		i := kindIndex(a.Tile.Kind())
		g.kuikae = 1 << i
		if a.Type == engine.Chi {
			g.kuikae = g.chiForbids(i, kindIndex(a.Tiles[0].Kind()), kindIndex(a.Tiles[1].Kind()))
		}
	}
}

// openMeld lays out a called set with the called tile turned toward its
// giver: first from the left, in the middle from across, last from the
// right.
// ts has room for the called tile and for a kan's fourth.
func openMeld(kind engine.MeldKind, ts []tile.Tile, own []tile.Tile, called tile.Tile, from, by int) engine.Meld {
	ts = append(ts[:0], own...)
	sortTiles(ts)
	at := 0
	switch (from - by + Seats) % Seats {
	case 2:
		at = 1
	case 1:
		at = len(ts)
	}
	ts = slices.Insert(ts, at, called)
	return engine.Meld{Kind: kind, Tiles: ts, From: engine.Seat(from), Called: at}
}

// interrupt notes a call or kan: the first go-around and every ippatsu end.
func (g *Game) interrupt() {
	g.calls = true
	for s := range g.p {
		g.p[s].ippatsu = false
	}
}

// checkPao makes the giver liable when a call completes a seat's third
// dragon set or fourth wind set (包).
func (g *Game) checkPao(s int, k tile.Kind) {
	q := &g.p[s]
	switch {
	case isDragon(k) && meldKinds(q.melds, isDragon) == 3,
		isWind(k) && meldKinds(q.melds, isWind) == 4:
		q.pao = g.lastFrom
	}
}

// ankan makes seat s's closed kan; only thirteen orphans may rob it.
func (g *Game) ankan(s int, tiles []tile.Tile) {
	p := &g.p[s]
	tiles = append([]tile.Tile(nil), tiles...)
	for _, t := range tiles {
		p.remove(t)
	}
	p.drew = false
	sortTiles(tiles)
	p.melds = append(p.melds, engine.Meld{Kind: engine.MeldAnkan, Tiles: tiles, From: engine.Seat(s), Called: -1})
	p.sets--
	g.kans++
	g.kanBy[s]++
	g.interrupt()
	g.revealPending()
	g.kanDora(false)
	g.openChankan(s, tiles[0], engine.Ankan)
}

// kakan adds t to seat s's pon; others waiting on t may rob it.
func (g *Game) kakan(s int, t tile.Tile) {
	p := &g.p[s]
	p.remove(t)
	p.drew = false
	for i := range p.melds {
		m := &p.melds[i]
		if m.Kind == engine.MeldPon && m.Tiles[0].Kind() == t.Kind() {
			m.Kind = engine.MeldKakan
			m.Tiles = append(m.Tiles, t)
		}
	}
	g.kans++
	g.kanBy[s]++
	// No interrupt yet: a robbed kan never happened, so a robber in riichi
	// keeps 一発; the kan interrupts once it stands (settleChankan).
	g.revealPending()
	g.kanDora(true)
	g.openChankan(s, t, engine.Kakan)
}

// openChankan asks the seats that win on the kan's tile whether they rob
// it (every other seat, with OpenWindows), or draws the replacement tile
// when none is asked.
func (g *Game) openChankan(s int, t tile.Tile, kind engine.ActionType) {
	k := kindIndex(t.Kind())
	g.ronOffer = 0
	g.lastTile, g.lastFrom = t, s
	g.window = engine.NewWindowFor(g.askAll, Seats, order(s), func(seat engine.Seat) []engine.Action {
		q := &g.p[seat]
		if q.waitsNow()&(1<<k) == 0 || g.ronBarred(int(seat), s) {
			return nil
		}
		if kind == engine.Ankan && !orphanWin(q, k) {
			return nil
		}
		g.ronOffer |= 1 << seat
		if g.furiten(int(seat)) || !g.canWin(int(seat), t, false, true) {
			return nil
		}
		return []engine.Action{{Type: engine.Ron, Tile: t}, {Type: engine.Pass}}
	})
	if g.window.Empty() {
		g.window = nil
		g.missedWins()
		g.interrupt() // the kan stands
		g.drawRinshan(s)
		return
	}
	g.phase = phChankan
}

// orphanWin reports whether kind index k completes q as thirteen orphans.
func orphanWin(q *player, k int) bool {
	if q.sets != 4 {
		return false
	}
	c := q.cnt
	c[k]++
	return shapeOrphans(&c)
}

// settleChankan acts on the robbing window.
func (g *Game) settleChankan() {
	best := g.window.Winners(engine.CallRank)
	g.window = nil
	if len(best) > 0 {
		g.ronWins(best, true)
		return
	}
	g.missedWins()
	g.interrupt() // the kan stands
	g.drawRinshan(g.lastFrom)
}

func sortTiles(ts []tile.Tile) {
	for i := 1; i < len(ts); i++ {
		for j := i; j > 0 && lessTile(ts[j], ts[j-1]); j-- {
			ts[j], ts[j-1] = ts[j-1], ts[j]
		}
	}
}

// lessTile orders tiles by kind (riichi kinds number in kind index
// order: m, p, s, honours), a plain tile before its red copy.
func lessTile(a, b tile.Tile) bool { return sortKey(a) < sortKey(b) }

// sortKey is the tile with its red bit moved from the top to the bottom.
func sortKey(t tile.Tile) uint8 { return uint8(t)<<1 | uint8(t)>>7 }
