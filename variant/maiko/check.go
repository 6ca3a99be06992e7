package maiko

import (
	"slices"

	"jantaku/tile"
	"jantaku/variant/riichi"
)

// FirstTurn is what the dummy check (天和チェック) compares: the dummy's
// dealt tiles and its first-turn discard, and the discards made before its
// first draw. Calls and kans change nothing: the check compares the hand
// with the first go-around's discards as they were made, called or not
// (1順目の捨牌を鳴いた場合はそれを覚えておいてください).
type FirstTurn struct {
	// Dealt is the dummy's 13 dealt tiles; as dealer, the 13 without the
	// second of the two extra opening tiles.
	Dealt []tile.Tile
	// Discard is the dummy's first discard: its first draw, or as dealer
	// the second extra opening tile. Valid when Discarded.
	Discard   tile.Tile
	Discarded bool
	// Before lists the players' discards made before the dummy's first
	// discard, in order, with who made them (人和).
	Before []Discard
}

// Discard is one discarded tile and its discarder.
type Discard struct {
	Tile tile.Tile
	Seat int
}

// CheckContext is the table's state the dummy's win is valued in.
type CheckContext struct {
	Dealer    int
	RoundWind tile.Kind
	Dora      []tile.Tile
	Honba     int
}

// DummyWin is the dummy's first-turn win the check found.
type DummyWin struct {
	Score riichi.Score
	Ctx   riichi.WinContext
}

// dummyRules are the table's rules as the dummy check reads them: 人和
// must count (the text names it), so a table without it reads it as a
// yakuman; first-turn yakuman add up with the hand's own (W役満).
func dummyRules(r riichi.Rules) riichi.Rules {
	if r.Renhou == riichi.RenhouOff {
		r.Renhou = riichi.RenhouYakuman
	}
	r.YakumanStack = true
	return r
}

// CheckFirstTurn is the dummy check: whether the dummy's dealt hand was
// ready and won by 人和 on a player's discard before its first draw (the
// earliest such), or by 天和 or 地和 with its first discard. The dummy wins
// in no other way: tiles discarded after its first discard are not
// considered.
func CheckFirstTurn(r *riichi.Rules, ft FirstTurn, c CheckContext) (DummyWin, bool) {
	dr := dummyRules(*r)
	dealer := c.Dealer == Dummy
	base := riichi.WinContext{Winner: Dummy, Dealer: c.Dealer, RoundWind: c.RoundWind,
		Dora: c.Dora, Honba: c.Honba}
	if !dealer {
		for _, d := range ft.Before {
			ctx := base
			ctx.From, ctx.Renhou = d.Seat, true
			if w, ok := firstTurnWin(&dr, ft.Dealt, d.Tile, ctx); ok {
				return w, true
			}
		}
	}
	if ft.Discarded {
		ctx := base
		ctx.Tsumo, ctx.From = true, Dummy
		ctx.Tenhou, ctx.Chiihou = dealer, !dealer
		return firstTurnWin(&dr, ft.Dealt, ft.Discard, ctx)
	}
	return DummyWin{}, false
}

// firstTurnWin values dealt plus t, and keeps it only when a first-turn
// yaku is among its yaku.
func firstTurnWin(r *riichi.Rules, dealt []tile.Tile, t tile.Tile, ctx riichi.WinContext) (DummyWin, bool) {
	h := riichi.Hand{Concealed: append(slices.Clone(dealt), t), Win: t}
	s, err := riichi.Evaluate(r, h, ctx)
	if err != nil {
		return DummyWin{}, false
	}
	for _, y := range s.Yaku {
		switch y.ID {
		case riichi.YakuTenhou, riichi.YakuChiihou, riichi.YakuRenhouYakuman, riichi.YakuRenhouMangan:
			return DummyWin{Score: s, Ctx: ctx}, true
		}
	}
	return DummyWin{}, false
}
