package bot

import "jantaku/engine"

// nominateWait is the number of unseen winning tiles from which strong
// declares maiko's ご指名リーチ: with a wide wait the hand is likely to end
// by its own draw or on the dummy's tsumogiri (a third of the discards),
// so giving up ron on the players costs little, and the win turns the
// dummy's part into the winner's MP instead of the payers'.
const nominateWait = 8

// maikoNominate declares ご指名リーチ with a wide wait, plain riichi
// otherwise (a narrow wait needs the players' discards too).
func maikoNominate(m *Model, wait int, options []engine.Action) engine.Action {
	if wait >= nominateWait {
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
	}
	return plainRiichi(options)
}
