package riichi

import (
	"fmt"
	"math/bits"

	"jantaku/tile"
)

// tilesInWin is the size of a winning hand, a quad counted as three.
const tilesInWin = 14

// prepare checks the hand and context and gathers the facts that hold for
// every reading.
func (a *analysis) prepare(r *Rules, h *Hand, ctx *WinContext) error {
	*a = analysis{facts: facts{r: yakuRulesOf(r), ctx: situationOf(ctx)}, rules: scoringRulesOf(r)}
	if err := checkContext(ctx); err != nil {
		return err
	}
	n, err := meldsOf(h.Melds, &a.meldSets)
	if err != nil {
		return err
	}
	a.called = int8(n)
	if len(h.Concealed)+3*n != tilesInWin {
		return fmt.Errorf("riichi: %w: %d tiles in hand and %d melds", ErrBadHand, len(h.Concealed), n)
	}
	var all counts
	var present, reds uint64 // bit k: some tile (some red tile) of kind k
	a.menzen = true
	for i, m := range h.Melds {
		if !a.meldSets[i].concealed {
			a.menzen = false
		}
		if err := a.addTiles(&all, &present, &reds, m.Tiles, false); err != nil {
			return err
		}
	}
	if err := a.addTiles(&all, &present, &reds, h.Concealed, true); err != nil {
		return err
	}
	if err := a.classify(&all, present, reds); err != nil {
		return err
	}
	a.win = h.Win.Kind()
	if !validKind(a.win) || a.conc[a.win] == 0 {
		return fmt.Errorf("riichi: %w: the winning tile %s is not in the hand", ErrBadHand, h.Win)
	}
	a.winCount = a.conc[a.win]
	if a.win.Suit() != tile.Honor {
		copy(a.suitCounts[:], a.conc[tile.K(a.win.Suit(), 1):])
	}
	a.seat, a.round = ctx.SeatWind(), ctx.RoundWind
	if a.round == 0 {
		a.round = tile.East
	}
	a.countDora(&all, ctx)
	a.countWhole()
	return nil
}

// checkContext checks the seats and winds of the context.
func checkContext(ctx *WinContext) error {
	seat := func(s int) bool { return s >= 0 && s < Seats }
	switch {
	case !seat(ctx.Winner) || !seat(ctx.Dealer):
		return fmt.Errorf("riichi: %w: seats are 0 to 3", ErrBadHand)
	case !ctx.Tsumo && (!seat(ctx.From) || ctx.From == ctx.Winner):
		return fmt.Errorf("riichi: %w: a ron needs another seat to deal in", ErrBadHand)
	case ctx.HasPao && (!seat(ctx.Pao) || ctx.Pao == ctx.Winner):
		return fmt.Errorf("riichi: %w: the pao seat must be another seat", ErrBadHand)
	case ctx.RoundWind != 0 && (ctx.RoundWind < tile.East || ctx.RoundWind > tile.North):
		return fmt.Errorf("riichi: %w: the round wind must be a wind", ErrBadHand)
	case ctx.Honba < 0 || ctx.Sticks < 0:
		return fmt.Errorf("riichi: %w: negative honba or sticks", ErrBadHand)
	}
	return nil
}

// validKind reports whether k is a riichi kind.
func validKind(k tile.Kind) bool {
	n := k.Number()
	switch k.Suit() {
	case tile.Man, tile.Pin, tile.Sou:
		return n >= 1
	case tile.Honor:
		return n >= 1 && n <= 7
	}
	return false
}

// addTiles counts ts into all (and, if concealed, into a.conc and
// a.concKinds), marks their kinds in present (and reds), and counts the
// red fives. It runs for every tile of every hand, so it does little.
func (a *analysis) addTiles(all *counts, present, reds *uint64, ts []tile.Tile, concealed bool) error {
	for _, t := range ts {
		k := t.Kind()
		if k >= numKinds {
			return fmt.Errorf("riichi: %w: %s is not a riichi tile", ErrBadHand, t)
		}
		all[k]++
		*present |= 1 << k
		if concealed {
			a.conc[k]++
			a.concKinds |= 1 << k
		}
		if t.Red() {
			a.red++
			*reds |= 1 << k
		}
	}
	return nil
}

// classify checks the kinds of the hand and counts its tiles by class and
// suit, from the kinds present.
func (a *analysis) classify(all *counts, present, reds uint64) error {
	if bad := present&^validKinds | reds&^fiveKinds; bad != 0 {
		k := tile.Kind(bits.TrailingZeros64(bad))
		return fmt.Errorf("riichi: %w: %s (or a red one) is not a riichi tile", ErrBadHand, k)
	}
	total := int8(0)
	for m := present; m != 0; m &= m - 1 {
		k := bits.TrailingZeros64(m)
		if all[k] > 4 {
			return fmt.Errorf("riichi: %w: five of %s", ErrBadHand, tile.Kind(k))
		}
		switch n := int8(all[k]); {
		case 1<<k&honourKinds != 0:
			a.honours += n
		case 1<<k&terminalKinds != 0:
			a.terminals += n
		}
		total += int8(all[k])
	}
	a.simples = total - a.honours - a.terminals
	for _, suit := range [3]uint64{suitKinds, suitKinds << 10, suitKinds << 20} {
		a.suits += int8(b2i(present&suit != 0))
	}
	a.green = present&^greenKinds == 0
	return nil
}

// Sets of kinds as bit masks (bit k for kind k), fixed when the package
// starts.
var (
	validKinds, fiveKinds, honourKinds, terminalKinds, greenKinds = kindMasks()
	suitKinds                                                     = uint64(0x3fe) // 1-9 of man
)

func kindMasks() (valid, five, honour, terminal, green uint64) {
	for k := tile.Kind(0); k < numKinds; k++ {
		bit := uint64(1) << k
		switch {
		case !validKind(k):
			continue
		case k.Suit() == tile.Honor:
			honour |= bit
		case k.Number() == 1 || k.Number() == 9:
			terminal |= bit
		case k.Number() == 5:
			five |= bit
		}
		valid |= bit
		if isGreen(k) {
			green |= bit
		}
	}
	return valid, five, honour, terminal, green
}

// countDora counts dora and ura dora from the indicators the rules let
// count; red fives were counted with the tiles.
func (a *analysis) countDora(all *counts, ctx *WinContext) {
	dora := ctx.Dora
	if !a.rules.KanDora && len(dora) > 1 {
		dora = dora[:1]
	}
	for _, t := range dora {
		a.dora += pointedAt(all, t)
	}
	if !a.rules.UraDora || !(a.ctx.Riichi || a.ctx.DoubleRiichi) {
		return
	}
	ura := ctx.Ura
	if !a.rules.KanUraDora && len(ura) > 1 {
		ura = ura[:1]
	}
	for _, t := range ura {
		a.ura += pointedAt(all, t)
	}
}

// pointedAt counts the tiles of the kind indicator ind points to.
func pointedAt(all *counts, ind tile.Tile) uint8 {
	k := ind.Kind()
	if !validKind(k) {
		return 0
	}
	return all[doraOf(k)]
}
