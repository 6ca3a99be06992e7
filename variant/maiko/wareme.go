package maiko

import (
	"jantaku/engine"
	"jantaku/variant/riichi"
)

// The 割れ目 choice (option wareme): at each deal the dice pick a seat; a
// player there chooses at once, before anyone moves, whether for its
// tsumo or a ron off the dummy it shoulders the dummy's part itself (as
// ご指名リーチ: FlagWaremeSelf) or lets the other two pay it
// (FlagWaremeOthers). The choice is a Pass carrying one of the flags.
const (
	FlagWaremeSelf   = "wareme_self"
	FlagWaremeOthers = "wareme_others"
)

// The riichi game's house note holds the choice of the hand: 0 not yet
// made (or none to make), noteOthers, or the chooser's seat plus one.
const noteOthers = -1

// diceSalt keeps the dice apart from the shuffle of the same hand seed.
const diceSalt = 0x6d61696b6f646963

// Dice returns the two dice cast at hand number hand of a game seeded
// with seed.
func Dice(shuf engine.Shuffler, hand int) (int, int) {
	r := shuf.Hand(hand, diceSalt)
	return 1 + r.IntN(6), 1 + r.IntN(6)
}

// FirstDealer returns the seat that deals first in a game dealt by shuf
// under first_dealer=dice: two dice cast once, before the first deal,
// counted from A as one in turn order (so the dummy, seat 3, deals first
// on 4, 8 and 12). The text's 起家決め casts for the dummy by proxy (A and C
// one die each); the count is the same.
func FirstDealer(shuf engine.Shuffler) int {
	r := shuf.Hand(0, firstDealerSalt)
	return (1 + r.IntN(6) + 1 + r.IntN(6) - 1) % Seats
}

// firstDealerSalt keeps the first dealer's dice apart from every hand's.
const firstDealerSalt = 0x6b69_6b61_6b75_6d65

// WaremeSeat returns the seat the dice point at: the dealer counts one,
// then the seats in turn order (the dummy may be pointed at, and then
// nobody chooses).
func WaremeSeat(shuf engine.Shuffler, hand, dealer int) int {
	a, b := Dice(shuf, hand)
	return (dealer + a + b - 1) % Seats
}

// waremeSeat is the seat of the hand in play.
func (g *Game) waremeSeat() int {
	return WaremeSeat(g.shuf, g.rg.HandNumber(), g.rg.Dealer())
}

// choosing returns the player who must make the 割れ目 choice now.
func (g *Game) choosing() (engine.Seat, bool) {
	if !g.rules.Wareme || g.rg.Over() || g.rg.HouseNote() != 0 {
		return 0, false
	}
	s := g.waremeSeat()
	return engine.Seat(s), s < Players
}

// waremeLegal is the choice.
func waremeLegal() []engine.Action {
	return []engine.Action{{Type: engine.Pass, Flag: FlagWaremeSelf}, {Type: engine.Pass, Flag: FlagWaremeOthers}}
}

// choose records the checked choice.
func (g *Game) choose(seat engine.Seat, a engine.Action) []engine.Event {
	note := noteOthers
	if a.Flag == FlagWaremeSelf {
		note = int(seat) + 1
	}
	g.rg.SetHouseNote(note)
	act := a
	return []engine.Event{{Type: engine.EvAct, Seat: seat, Action: &act}}
}

// waremeShoulders reports whether the 割れ目 choice makes the winner of
// ctx shoulder the dummy's part.
func waremeShoulders(g *riichi.Game, ctx riichi.WinContext) bool {
	return g.HouseNote() == ctx.Winner+1 && (ctx.Tsumo || ctx.From == Dummy)
}
