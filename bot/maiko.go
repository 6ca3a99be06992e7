package bot

import (
	"jantaku/engine"
	"jantaku/tile"
)

// nominateWait is the number of unseen winning tiles from which strong
// declares maiko's ご指名リーチ: with a wide wait the hand is likely to end
// by its own draw or on the dummy's tsumogiri (a third of the discards),
// so giving up ron on the players costs little, and the win turns the
// dummy's part into the winner's MP instead of the payers'.
const nominateWait = 8

// maikoNominate declares ご指名リーチ with a wide wait and a cheap hand
// (no dora, no red): the points a nominated win gives up (the dummy's
// part) grow with the hand, the MP it earns instead decide 身請け. A
// narrow wait needs the players' discards too, so it riichis plainly.
// The arena runs behind this choice are in docs/bots.md.
func maikoNominate(m *Model, wait int, options []engine.Action) engine.Action {
	if wait < nominateWait || handDora(m) > 0 {
		return plainRiichi(options)
	}
	for _, a := range options {
		if a.Flag == string(engine.FlagNominated) && !a.Tile.Red() {
			return a
		}
	}
	for _, a := range options {
		if a.Flag == string(engine.FlagNominated) {
			return a
		}
	}
	return plainRiichi(options)
}

// handDora counts the dora and red tiles in the seat's hand and melds.
func handDora(m *Model) float64 {
	v := 0.0
	for k, n := range m.Own {
		if n > 0 {
			v += float64(n) * doraValue(m, tile.Kind(k))
		}
		v += float64(m.Reds[k])
	}
	for _, md := range m.Me().Melds {
		for _, t := range md.Tiles {
			v += doraValue(m, t.Kind())
			if t.Red() {
				v++
			}
		}
	}
	return v
}
