package riichi

import (
	"fmt"

	"jantaku/tile"
)

// tilesInWin is the size of a winning hand, a quad counted as three.
const tilesInWin = 14

// prepare checks the hand and context and gathers the facts that hold for
// every reading.
func (a *analysis) prepare(r *Rules, h *Hand, ctx *WinContext) error {
	*a = analysis{r: scoringRulesOf(r), ctx: situationOf(ctx)}
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
	a.menzen, a.green = true, true
	for i, m := range h.Melds {
		if !a.meldSets[i].concealed {
			a.menzen = false
		}
		if err := a.addTiles(&all, m.Tiles, false); err != nil {
			return err
		}
	}
	if err := a.addTiles(&all, h.Concealed, true); err != nil {
		return err
	}
	a.outside = a.terminals + a.honours
	a.win = h.Win.Kind()
	if !validKind(a.win) || a.conc[a.win] == 0 {
		return fmt.Errorf("riichi: %w: the winning tile %s is not in the hand", ErrBadHand, h.Win)
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

// addTiles counts ts into all (and, if concealed, into a.conc), and
// counts the red fives, the tiles by class, the suits and the green tiles.
func (a *analysis) addTiles(all *counts, ts []tile.Tile, concealed bool) error {
	for _, t := range ts {
		k := t.Kind()
		if int(k) >= numKinds || kindClasses[k]&classValid == 0 || t.Red() && kindClasses[k]&classFive == 0 {
			return fmt.Errorf("riichi: %w: %s is not a riichi tile", ErrBadHand, t)
		}
		if all[k]++; all[k] > 4 {
			return fmt.Errorf("riichi: %w: five of %s", ErrBadHand, k)
		}
		if concealed {
			a.conc[k]++
		}
		a.red += b2i(t.Red())
		c := kindClasses[k]
		switch {
		case c&classHonour != 0:
			a.honours++
		case c&classTerminal != 0:
			a.terminals++
		default:
			a.simples++
		}
		if c&classHonour == 0 && a.suitSeen&(1<<(k/10)) == 0 {
			a.suitSeen |= 1 << (k / 10)
			a.suits++
		}
		a.green = a.green && c&classGreen != 0
	}
	return nil
}

// The classes of a kind, as bits of kindClasses.
const (
	classValid = 1 << iota
	classHonour
	classTerminal
	classGreen
	classFive // a red copy may exist
)

// kindClasses holds each kind's classes, fixed when the package starts.
var kindClasses = func() (c [numKinds]uint8) {
	for k := tile.Kind(0); k < numKinds; k++ {
		if !validKind(k) {
			continue
		}
		c[k] = classValid
		switch {
		case k.Suit() == tile.Honor:
			c[k] |= classHonour
		case k.Number() == 1 || k.Number() == 9:
			c[k] |= classTerminal
		case k.Number() == 5:
			c[k] |= classFive
		}
		if isGreen(k) {
			c[k] |= classGreen
		}
	}
	return c
}()

// countDora counts dora and ura dora from the indicators the rules let
// count; red fives were counted with the tiles.
func (a *analysis) countDora(all *counts, ctx *WinContext) {
	dora := ctx.Dora
	if !a.r.KanDora && len(dora) > 1 {
		dora = dora[:1]
	}
	for _, t := range dora {
		a.dora += pointedAt(all, t)
	}
	if !a.r.UraDora || !(a.ctx.Riichi || a.ctx.DoubleRiichi) {
		return
	}
	ura := ctx.Ura
	if !a.r.KanUraDora && len(ura) > 1 {
		ura = ura[:1]
	}
	for _, t := range ura {
		a.ura += pointedAt(all, t)
	}
}

// pointedAt counts the tiles of the kind indicator ind points to.
func pointedAt(all *counts, ind tile.Tile) int {
	k := ind.Kind()
	if !validKind(k) {
		return 0
	}
	return int(all[doraOf(k)])
}
