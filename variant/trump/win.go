package trump

import (
	"jantaku/engine"
	"jantaku/hand"
	"jantaku/tile"
)

// winFor gathers the facts of seat winning on its own draw (tsumo) or on
// card; ok is false when the cards make no winning shape.
func (g *Game) winFor(s engine.Seat, card tile.Tile, tsumo bool) (Win, bool) {
	p := &g.seats[s]
	w := Win{Hand: hand.CountsOf(p.hand), Tsumo: tsumo, Nuki: len(p.nuki), Suits: suitsOf(p.hand) | suitOf(card),
		Dora: []tile.Kind{g.dora.Kind()}, Ura: []tile.Kind{g.ura.Kind()}}
	if tsumo {
		if !p.drawn || p.mustCut {
			return w, false
		}
		w.WinKind = p.hand[len(p.hand)-1].Kind()
	} else {
		w.WinKind = card.Kind()
		w.Hand[card.Kind()]++
	}
	for _, m := range p.melds {
		w.Melds = append(w.Melds, Meld{Kind: meldKindOf(m.Kind), Of: m.Tiles[0].Kind()})
		w.Suits |= suitsOf(m.Tiles)
	}
	if !g.rules.complete(w.Hand, len(w.Melds), w.Suits) {
		return w, false
	}
	first := p.draws <= 1 && len(p.river) == 0 && !g.called
	w.Riichi, w.DoubleRiichi, w.Ippatsu = p.riichi, p.double, p.ippatsu
	w.Rinshan = tsumo && (p.rinshan || p.nukiDraw && g.rules.NukiRinshan)
	w.Haitei = tsumo && len(g.wall) == 0 && !p.rinshan && !p.nukiDraw
	w.Houtei = !tsumo && len(g.wall) == 0 && (g.pending.what == engine.Discard || g.pending.what == engine.Riichi)
	w.Tenhou = tsumo && first && s == g.dealer
	w.Chiihou = tsumo && first && s != g.dealer
	w.Renhou = !tsumo && p.draws == 0 && !g.called
	w.Nagashi = nagashi(p.river)
	return w, true
}

func meldKindOf(k engine.MeldKind) MeldKind {
	switch k {
	case engine.MeldPon:
		return MeldPon
	case engine.MeldMinkan:
		return MeldMinkan
	case engine.MeldAnkan:
		return MeldAnkan
	}
	return MeldKakan
}

// nagashi reports ナガシマ: the river is not empty, every discard a
// terminal or honour, and none taken by another seat.
func nagashi(river []engine.Discarded) bool {
	for _, d := range river {
		if d.Taken || isSimple(d.Tile.Kind()) {
			return false
		}
	}
	return len(river) > 0
}
