package riichi

import (
	"jantaku/engine"
	"jantaku/tile"
	"math/bits"
)

// FlagTsumogiri marks a discard (or riichi discard) of the drawn tile
// itself when the hand holds the same tile too; a plain discard of that
// tile then comes from the hand. The river shows the difference.
const FlagTsumogiri = "tsumogiri"

// FlagOpen marks a Riichi declared with the hand shown (オープン立直), when
// the table allows it. A twin of the drawn tile in hand is discarded from
// the hand.
const FlagOpen = "open"

// The seat to move: after a draw it may discard, declare riichi with its
// discard, win (tsumo), make a closed or added kan, or on its first
// uninterrupted draw abort with nine terminals; after a call it only
// discards, and not a tile the call forbids (kuikae).

// turnActions lists the legal actions of the seat to move.
func (g *Game) turnActions() []engine.Action {
	p := &g.p[g.turn]
	acts := g.turnBuf[:0]
	if p.riichi {
		acts = append(acts, engine.Action{Type: engine.Discard, Tile: p.drawn})
	} else {
		for m := p.held &^ g.kuikae; m != 0; m &= m - 1 {
			i := bits.TrailingZeros64(m)
			if i >= gameKinds {
				break // never: held has only kind bits; it spares the bounds checks
			}
			if p.cnt[i] > p.reds[i] {
				acts = appendSimple(acts, engine.Discard, plainTile(i))
			}
			if p.reds[i] > 0 {
				acts = appendSimple(acts, engine.Discard, redTile(i))
			}
		}
		if p.drew && p.twinOfDrawn() {
			acts = append(acts, engine.Action{Type: engine.Discard, Tile: p.drawn, Flag: FlagTsumogiri})
		}
		acts = g.riichiActions(p, acts)
	}
	if !p.drew {
		return acts
	}
	if p.winOnDraw && g.canWin(g.turn, p.drawn, true, false) {
		acts = append(acts, engine.Action{Type: engine.Tsumo})
	}
	acts = g.kanActions(p, acts)
	if g.nineTerminals(p) {
		acts = append(acts, engine.Action{Type: engine.Abort})
	}
	return acts
}

// appendSimple appends an action of only a type and a tile. It reuses the
// slot beyond len as it is, writing its pointer fields only when they are
// set: a whole-struct write costs a bulk write barrier while the GC runs,
// and the turn's discards are the engine's commonest write.
func appendSimple(acts []engine.Action, typ engine.ActionType, t tile.Tile) []engine.Action {
	if len(acts) == cap(acts) {
		return append(acts, engine.Action{Type: typ, Tile: t})
	}
	acts = acts[:len(acts)+1]
	a := &acts[len(acts)-1]
	a.Type, a.Tile = typ, t
	if a.Tiles != nil {
		a.Tiles = nil
	}
	if a.Flag != "" {
		a.Flag = ""
	}
	return acts
}

// riichiActions adds a Riichi action for each discard that leaves the
// closed hand ready, when the seat may declare: enough points for the
// deposit and enough live tiles left.
func (g *Game) riichiActions(p *player, acts []engine.Action) []engine.Action {
	if !p.closed || !p.drew || p.score < g.rules.RiichiStick || g.wall.left() < g.rules.RiichiMinTiles ||
		p.drawnFrom > 1 || p.shanten() > 0 {
		return acts
	}
	var two [2]tile.Tile
	for m := p.held; m != 0; m &= m - 1 {
		i := bits.TrailingZeros64(m)
		p.cnt[i]--
		ok := tenpai(&p.cnt, p.sets)
		p.cnt[i]++
		if !ok {
			continue
		}
		for _, t := range p.tilesOfKind(i, &two) {
			acts = append(acts, engine.Action{Type: engine.Riichi, Tile: t})
			if g.rules.OpenRiichi {
				acts = append(acts, engine.Action{Type: engine.Riichi, Tile: t, Flag: FlagOpen})
			}
			if t == p.drawn && p.twinOfDrawn() {
				acts = append(acts, engine.Action{Type: engine.Riichi, Tile: t, Flag: FlagTsumogiri})
			}
		}
	}
	return acts
}

// kanActions adds the closed and added kans the seat may make: fewer than
// four kans so far and a live tile left to replace. In riichi only a
// closed kan of the drawn tile that leaves the waits as they were.
func (g *Game) kanActions(p *player, acts []engine.Action) []engine.Action {
	if g.kans >= 4 || g.wall.left() == 0 {
		return acts
	}
	for m := p.quads; m != 0; m &= m - 1 {
		if i := bits.TrailingZeros64(m); !p.riichi || g.riichiKanKeepsWaits(p, i) {
			reds, _ := p.redRange(i, 4)
			acts = append(acts, engine.Action{Type: engine.Ankan, Tiles: g.takeTiles(i, 4, reds)})
		}
	}
	if p.riichi {
		return acts
	}
	for _, m := range p.melds {
		if m.Kind != engine.MeldPon {
			continue
		}
		i := kindIndex(m.Tiles[0].Kind())
		if p.cnt[i] > 0 {
			t := plainTile(i)
			if p.reds[i] > 0 {
				t = redTile(i)
			}
			acts = append(acts, engine.Action{Type: engine.Kakan, Tile: t})
		}
	}
	return acts
}

// riichiKanKeepsWaits reports whether a riichi hand may make a closed kan
// of kind i: the kan uses the drawn tile and the waits stay the same.
func (g *Game) riichiKanKeepsWaits(p *player, i int) bool {
	if kindIndex(p.drawn.Kind()) != i {
		return false
	}
	c := p.cnt
	c[i]--
	before := waitMask(&c, p.sets)
	c[i] -= 3
	return waitMask(&c, p.sets-1) == before
}

// nineTerminals reports whether the seat may abort with nine different
// terminals and honours on its first draw before any call (九種九牌).
func (g *Game) nineTerminals(p *player) bool {
	if !g.rules.AbortiveDraws || g.calls || len(p.river) > 0 {
		return false
	}
	return bits.OnesCount64(p.held&orphanMask) >= 9
}

// applyTurn performs the checked action of the seat to move.
func (g *Game) applyTurn(s int, a engine.Action) {
	g.emitAct(engine.Seat(s), a)
	switch a.Type {
	case engine.Discard, engine.Riichi:
		p := &g.p[s]
		tsumogiri := p.drew && a.Tile == p.drawn && (a.Flag == FlagTsumogiri || p.riichi || !p.twinOfDrawn())
		if a.Type == engine.Riichi {
			p.openRiichi = a.Flag == FlagOpen
		}
		g.discard(s, a.Tile, a.Type == engine.Riichi, tsumogiri)
	case engine.Tsumo:
		g.winTsumo(s)
	case engine.Ankan:
		g.ankan(s, a.Tiles)
	case engine.Kakan:
		g.kakan(s, a.Tile)
	case engine.Abort:
		g.abortiveDraw(drawNineTerminals)
	}
}

// discard puts t in the seat's river and opens the call window.
func (g *Game) discard(s int, t tile.Tile, riichi, tsumogiri bool) {
	p := &g.p[s]
	p.remove(t)
	p.drew = false
	if p.riichi {
		p.ippatsu = false
	} else {
		p.tempFuriten = false
	}
	p.river = append(p.river, engine.Discarded{Tile: t, Tsumogiri: tsumogiri, Riichi: riichi})
	k := kindIndex(t.Kind())
	p.discarded |= 1 << k
	if !isOrphan(k) {
		p.nagashi = false
	}
	p.riichiNow = riichi
	g.discards++
	g.order = append(g.order, uint8(s))
	g.kuikae = 0
	g.revealPending()
	g.lastTile, g.lastFrom = t, s
	g.openDiscardWindow()
}

// drawLive gives seat s the next live tile and the turn.
func (g *Game) drawLive(s int) {
	t := g.wall.live[g.wall.next]
	g.wall.next++
	g.giveTurn(s, t, false)
}

// drawRinshan gives seat s the next replacement tile after its kan.
func (g *Game) drawRinshan(s int) {
	t := g.wall.rinshan[g.wall.rinNext]
	g.wall.rinNext++
	g.giveTurn(s, t, true)
}

func (g *Game) giveTurn(s int, t tile.Tile, rinshan bool) {
	p := &g.p[s]
	p.winOnDraw = p.waitsNow()&(1<<kindIndex(t.Kind())) != 0
	p.drawnFrom = p.short
	p.add(t)
	p.drawn, p.drew = t, true
	g.turn, g.phase, g.rinshan, g.kuikae = s, phTurn, rinshan, 0
	g.emit(engine.Event{Type: engine.EvDraw, Seat: engine.Seat(s), Tile: t, Secret: true})
}

// reveal turns the next dora indicator.
func (g *Game) reveal() {
	if g.wall.shown >= doraSize {
		return
	}
	g.emit(engine.Event{Type: engine.EvIndicator, Seat: -1, Tile: g.wall.dora[g.wall.shown]})
	g.wall.shown++
}

// revealPending turns the indicators of open kans made earlier.
func (g *Game) revealPending() {
	for ; g.pendDora > 0; g.pendDora-- {
		g.reveal()
	}
}

// kanDora reveals a kan's indicator now, or after the discard when the
// rules delay an open kan's dora.
func (g *Game) kanDora(open bool) {
	switch {
	case !g.rules.KanDora:
	case open && g.rules.KanDoraLate:
		g.pendDora++
	default:
		g.reveal()
	}
}
