package maiko

import (
	"slices"

	"jantaku/engine"
)

// The keys of maiko's facts in a View's Extra maps. They are public at a
// real table: MP are counted in the open (「紙にメモするか…チップか何かを
// 用意する」), ご指名リーチ is declared aloud (「ご指名リーチ!」と宣言します),
// and the 割れ目 seat is cast by dice in view of all.
const (
	// ExtraMP is a player's 身請けポイント (PlayerView.Extra, an int; the
	// dummy has none).
	ExtraMP = "mp"
	// ExtraNominated marks a player in ご指名リーチ this hand
	// (PlayerView.Extra, true): it may ron only off ExtraRonOnly.
	ExtraNominated = "nominated"
	// ExtraRonOnly is the only seat a nominated player may ron off: the
	// dummy (PlayerView.Extra, an int).
	ExtraRonOnly = "ron_only"
	// ExtraWareme is the 割れ目 seat of the hand (View.Extra, an int; with
	// the option on, once the dice are cast).
	ExtraWareme = "wareme"
	// ExtraWaremeSelf is that player's choice once made (View.Extra, a
	// bool: true shoulders the dummy's part itself).
	ExtraWaremeSelf = "wareme_self"
	// ExtraDummy is the dummy's seat (View.Extra, an int: 3), so a client
	// can name it (舞子) rather than count it among the players.
	ExtraDummy = "dummy"
	// ExtraDummyCheck is the last dummy check (View.Extra, a DummyCheck:
	// the dummy's hand opened at the last win or draw), kept until the
	// next one.
	ExtraDummyCheck = "dummy_check"
	// ExtraMikeuke is who would take the dummy (身請け) if the game ended
	// now, by the MP and scores in view of all (View.Extra, an int; -1
	// for nobody), so a table can show the race as it stands.
	ExtraMikeuke = "mikeuke"
)

// View implements engine.View: riichi's view of the seat, with each
// player's MP and ご指名リーチ, and the 割れ目 seat and choice. The
// dummy's hand stays hidden but from spectators when the table allows it.
func (g *Game) View(seat engine.Seat) engine.View {
	if seat < engine.Spectator || int(seat) >= Players {
		seat = engine.Spectator
	}
	v := g.rg.View(seat)
	v.Variant = "maiko"
	if seat >= 0 {
		v.Legal = slices.Clone(g.Legal(seat))
	}
	if seat == engine.Spectator && g.rules.SpectatorSeesDummy {
		dv := g.rg.View(Dummy).Players[Dummy]
		v.Players[Dummy].Hand, v.Players[Dummy].Drawn = dv.Hand, dv.Drawn
	}
	for s := range Players {
		x := map[string]any{ExtraMP: g.mp[s]}
		if g.nominated(s) {
			x[ExtraNominated], x[ExtraRonOnly] = true, Dummy
		}
		v.Players[s].Extra = x
	}
	if v.Last != nil && v.Last.Seat >= 0 && int(v.Last.Seat) < Players && g.nominated(int(v.Last.Seat)) {
		e := flagNominated(*v.Last, v.Last.Seat)
		v.Last = &e
	}
	v.Extra = map[string]any{ExtraDummy: Dummy, ExtraMikeuke: g.mikeukeNow()}
	if g.lastCheck != nil {
		v.Extra[ExtraDummyCheck] = *g.lastCheck
	}
	if g.rules.Wareme {
		v.Extra[ExtraWareme] = g.waremeSeat()
		if note := g.rg.HouseNote(); note != 0 {
			v.Extra[ExtraWaremeSelf] = note > 0
		}
	}
	return v
}

// mikeukeNow is who would take the dummy if the game ended now.
func (g *Game) mikeukeNow() int {
	r := g.rg.Result()
	return Mikeuke(r.Scores[:Players], r.Ranks[:Players], g.mp)
}

// nominated reports whether player s declared ご指名リーチ this hand.
func (g *Game) nominated(s int) bool { return g.rg.RonOnly(s) == Dummy }

// flagNominated returns e flagged nominated when it is seat's Riichi
// action: the riichi game plays ご指名リーチ as a plain riichi, and a
// reader of the events must still see the declaration.
func flagNominated(e engine.Event, seat engine.Seat) engine.Event {
	if e.Type != engine.EvAct || e.Seat != seat || e.Action == nil || e.Action.Type != engine.Riichi {
		return e
	}
	a := *e.Action
	a.Flag = FlagNominated
	e.Action = &a
	return e
}

// OpenView is the table with every hand face up, the dummy's too: for the
// replay of a game that is over, when nothing is secret any more.
func (g *Game) OpenView() engine.View {
	v := g.View(engine.Spectator)
	for s := range Seats {
		p := g.rg.View(engine.Seat(s)).Players[s]
		v.Players[s].Hand, v.Players[s].Drawn = p.Hand, p.Drawn
	}
	return v
}
