package riichi

import (
	"fmt"
	"math/bits"

	"jantaku/tile"
)

// tilesInWin is the size of a winning hand, a quad counted as three.
const tilesInWin = 14

// prepare checks the hand and context and gathers, into a zeroed a, the
// facts that hold for every reading.
func (a *analysis) prepare(r *Rules, h *Hand, ctx *WinContext) error {
	a.r, a.ctx, a.rules = yakuRulesOf(r), situationOf(ctx), scoringRulesOf(r)
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
	kinds, reds, err := a.countTiles(&a.conc, h.Concealed)
	if err != nil {
		return err
	}
	a.concKinds = kinds
	all, total := a.conc, len(h.Concealed) // every tile, melds included
	a.menzen = true
	for i := range h.Melds {
		m := &h.Melds[i]
		total += len(m.Tiles)
		a.menzen = a.menzen && a.meldSets[i].concealed
		more, moreReds, err := a.countTiles(&all, m.Tiles)
		if err != nil {
			return err
		}
		kinds, reds = kinds|more, reds|moreReds
	}
	if err := a.classify(&all, total, kinds, reds); err != nil {
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

// countTiles counts ts into c and the red fives into a.red, and returns
// the kinds it met and those of red tiles (bit k for kind k). It runs for
// every tile of every hand, so it does little.
func (a *analysis) countTiles(c *counts, ts []tile.Tile) (kinds, reds uint64, err error) {
	red := a.red
	for _, t := range ts {
		k := t.Kind()
		if k >= numKinds {
			return 0, 0, fmt.Errorf("riichi: %w: %s is not a riichi tile", ErrBadHand, t)
		}
		if c[k]++; c[k] > 4 {
			return 0, 0, fmt.Errorf("riichi: %w: five of %s", ErrBadHand, k)
		}
		kinds |= 1 << k
		if t.Red() {
			reds |= 1 << k
			red++
		}
	}
	a.red = red
	return kinds, reds, nil
}

// classify checks the kinds of the hand and counts its total tiles by
// class and suit, from the kinds present.
func (a *analysis) classify(all *counts, total int, present, reds uint64) error {
	if bad := present&^validKinds | reds&^fiveKinds; bad != 0 {
		k := tile.Kind(bits.TrailingZeros64(bad))
		return fmt.Errorf("riichi: %w: %s (or a red one) is not a riichi tile", ErrBadHand, k)
	}
	a.honours = sumCounts(all, present&honourKinds)
	a.terminals = sumCounts(all, present&terminalKinds)
	a.simples = int8(total) - a.honours - a.terminals
	for _, suit := range [3]uint64{suitKinds, suitKinds << 10, suitKinds << 20} {
		a.suits += int8(b2i(present&suit != 0))
	}
	a.green = present&^greenKinds == 0
	return nil
}

// sumCounts adds up the counts of the kinds in mask.
func sumCounts(c *counts, mask uint64) int8 {
	n := 0
	for ; mask != 0; mask &= mask - 1 {
		n += int(c[bits.TrailingZeros64(mask)])
	}
	return int8(n)
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
