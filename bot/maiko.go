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
// (no dora, no red) while the seat does not lead the MP race: the points
// a nominated win gives up (the dummy's part) grow with the hand, the MP
// it earns instead decide 身請け, which goes to the one player with the
// most MP, so a leader gains nothing from more and keeps the points. A
// narrow wait needs the players' discards too, so it riichis plainly.
// The arena runs behind this choice are in docs/bots.md.
func maikoNominate(m *Model, wait int, options []engine.Action) engine.Action {
	if wait < nominateWait || handDora(m) > 0 || mpLead(m) > 0 {
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

// mpLead returns the seat's MP less the most of any other player's (the
// dummy has none); 0 when the view shows no MP.
func mpLead(m *Model) int {
	mine, ok := extraInt(m.Me().Extra, maikoMP)
	if !ok {
		return 0
	}
	best, found := 0, false
	for _, s := range m.Opponents() {
		if mp, ok := extraInt(m.View.Players[s].Extra, maikoMP); ok && (!found || mp > best) {
			best, found = mp, true
		}
	}
	if !found {
		return 0
	}
	return mine - best
}

// The keys of maiko's public facts in a View (variant/maiko view.go).
const (
	maikoMP      = "mp"       // PlayerView.Extra: the player's MP
	maikoRonOnly = "ron_only" // PlayerView.Extra: the only seat it may ron off
)

// maikoHarmless reports that opponent s may ron only off another seat
// (ご指名リーチ names the dummy): a discard of this seat can never deal
// into it, so folding against it only slows the hand.
func maikoHarmless(m *Model, s engine.Seat) bool {
	only, ok := extraInt(m.View.Players[s].Extra, maikoRonOnly)
	return ok && only != int(m.Seat)
}

// extraInt reads an integer of an Extra map: an int from the engine, a
// float64 once the view went through JSON.
func extraInt(x map[string]any, key string) (int, bool) {
	switch v := x[key].(type) {
	case int:
		return v, true
	case float64:
		return int(v), true
	}
	return 0, false
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

// maikoDummy reports the dummy seat: the one seat of a maiko view that
// shows no MP (players always do, from the first hand).
func maikoDummy(m *Model, s engine.Seat) bool {
	_, ok := extraInt(m.View.Players[s].Extra, maikoMP)
	return !ok
}
