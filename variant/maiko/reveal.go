package maiko

import (
	"errors"
	"slices"

	"jantaku/engine"
	"jantaku/tile"
	"jantaku/variant/riichi"
)

// EvDummyHand is the dummy check's opening of the dummy's hand
// (舞子の手牌をオープンして): at every win and every draw, exhaustive or
// abortive, before the win or the draw is told, every player and spectator
// sees the dummy's dealt 13 tiles (Tiles, sorted) with DummyCheck in Data.
// When the check finds the dummy's win, the win event that follows is the
// dummy's (seat 3).
const EvDummyHand engine.EventType = "dummy_hand"

// DummyCheck is the Data of an EvDummyHand event, and what View.Extra
// keeps of the last check (ExtraDummyCheck).
type DummyCheck struct {
	Hand  int         `json:"hand"`            // the hand checked, 0 for the first (View.Hand while it was played)
	Tiles []tile.Tile `json:"tiles"`           // the dummy's hand: its dealt 13
	Ready bool        `json:"ready"`           // the hand was ready (テンパイ)
	Waits []tile.Tile `json:"waits,omitempty"` // the tiles that complete it, one of each kind
	Won   bool        `json:"won"`             // the check found the dummy's 天和, 地和, 人和 or 流し満貫
}

// drawChombo is the DrawData.Reason of a hand ended by a chombo: neither a
// win nor a 流局, so no check.
const drawChombo = "chombo"

// dealt notes the dummy's dealt hand (riichi deals it sorted) from its
// deal event.
func (g *Game) dealt(e engine.Event) {
	if e.Type == engine.EvDeal && e.Seat == Dummy {
		g.dummyDealt, g.checked = slices.Clone(e.Tiles), false
		g.dealtHand++
	}
}

// reveal notes each deal of the dummy and puts an EvDummyHand before the
// first win or draw of each hand in evs.
func (g *Game) reveal(evs []engine.Event) []engine.Event {
	var out []engine.Event
	for i, e := range evs {
		g.dealt(e)
		if !g.checked && g.dummyDealt != nil && checkedAt(e) {
			out = append(out, g.openDummy(evs[i:]))
		}
		out = append(out, e)
	}
	return out
}

// checkedAt reports whether the hand's end e is one the dummy check runs
// at: a win, or a draw other than a chombo.
func checkedAt(e engine.Event) bool {
	switch e.Type {
	case engine.EvWin:
		return true
	case engine.EvDrawGame:
		d, ok := e.Data.(riichi.DrawData)
		return !ok || d.Reason != drawChombo
	}
	return false
}

// openDummy makes the EvDummyHand of the hand now ending; rest are the
// events from its end on (the dummy's win, when found, is among them).
func (g *Game) openDummy(rest []engine.Event) engine.Event {
	g.checked = true
	c := DummyCheck{Hand: g.dealtHand, Tiles: g.dummyDealt, Waits: waitsOf(&g.rules.Riichi, g.dummyDealt)}
	c.Ready = len(c.Waits) > 0
	for _, e := range rest {
		if e.Type == engine.EvDeal {
			break
		}
		if w, ok := e.Data.(riichi.WinData); ok && e.Type == engine.EvWin && w.Seat == Dummy {
			c.Won = true
		}
		if d, ok := e.Data.(riichi.DrawData); ok && d.Nagashi[Dummy] {
			c.Won = true
		}
	}
	g.lastCheck = &c
	return engine.Event{Type: EvDummyHand, Seat: Dummy, Tiles: slices.Clone(c.Tiles), Data: c}
}

// waitsOf returns one tile of each kind that completes the 13 tiles into
// a winning shape (yaku or not), the kinds the hand holds four of left
// out: the dummy is ready (テンパイ) when there is one.
func waitsOf(r *riichi.Rules, held []tile.Tile) []tile.Tile {
	var out []tile.Tile
	try := func(k tile.Kind) {
		n := 0
		for _, t := range held {
			if t.Kind() == k {
				n++
			}
		}
		if n == 4 {
			return
		}
		t := tile.Of(k)
		_, err := riichi.Evaluate(r, riichi.Hand{Concealed: append(slices.Clone(held), t), Win: t},
			riichi.WinContext{Tsumo: true, Winner: Dummy, From: Dummy, RoundWind: tile.East})
		if err == nil || errors.Is(err, riichi.ErrNoYaku) {
			out = append(out, t)
		}
	}
	for _, s := range []tile.Suit{tile.Man, tile.Pin, tile.Sou} {
		for n := 1; n <= 9; n++ {
			try(tile.K(s, n))
		}
	}
	for n := 1; n <= 7; n++ {
		try(tile.K(tile.Honor, n))
	}
	return out
}
