package server

import (
	"encoding/json"
	"slices"

	"jantaku/engine"
)

// Call windows keep their secrets. Every table is played with
// engine.Config.OpenWindows: each discard (and each kan or card others may
// rob) asks every other seat, so a window's opening says nothing. The
// server passes at once for a seat offered nothing but Pass, and shows
// that seat no question. A choice that leaves the window open is told to
// nobody but the seat that made it (an automatic pass to nobody at all);
// the choice that closes it is told to everyone with what the window
// settled on. So a seat not asked and a spectator get the same messages
// whether or not anyone could have called, and their seq never counts a
// window choice.

// secretChoice reports whether an action just applied was a window choice
// that leaves the window open: it shows nothing (evs is empty) and the
// window is still open.
func secretChoice(wasWindow bool, evs []engine.Event, g engine.Game) bool {
	return wasWindow && len(evs) == 0 && engine.InWindow(g)
}

// onlyPass reports whether seat is asked in a call window with nothing to
// do but pass: the server passes for it.
func onlyPass(g engine.Game, seat engine.Seat) bool {
	return engine.InWindow(g) && engine.OnlyPass(g.Legal(seat))
}

// pendingPass reports whether a seat offered only Pass has yet to pass
// (the store failed, or the server stopped, before its pass was stored).
func (t *table) pendingPass() bool {
	return slices.ContainsFunc(t.game.ToAct(), func(s engine.Seat) bool { return onlyPass(t.game, s) })
}

// passForOnlyPass passes for every seat offered nothing but Pass: their
// passes are stored in one commit, then played one after another (none can
// close the window before the last: each of them is still to choose).
func (t *table) passForOnlyPass() error {
	for { // a window that settles may open another (maiko's dummy discards)
		var passes []engine.SeatAction
		for _, s := range t.game.ToAct() {
			if onlyPass(t.game, s) {
				passes = append(passes, engine.SeatAction{Seat: s, Action: t.game.Legal(s)[0]})
			}
		}
		if len(passes) == 0 {
			return nil
		}
		if err := t.store(passes...); err != nil {
			return err
		}
		for _, sa := range passes {
			if err := t.play(sa, true); err != nil {
				return err
			}
		}
	}
}

// view is what seat sees now: its View, without a question the server
// answers for it (a window's Pass alone).
func (t *table) view(seat engine.Seat) engine.View {
	v := t.game.View(seat)
	if seat >= 0 && engine.OnlyPass(v.Legal) && engine.InWindow(t.game) {
		v.Legal = nil
	}
	if seat < 0 {
		playersSee(t.game, &v)
	}
	return v
}

// playersSee narrows a spectator's view v to what the players see: anyone
// may watch a table, a player at it too, so a hand shown to spectators
// (maiko's dummy with spectator_sees_dummy) is shown only as another
// seat sees it (an open riichi hand), or not at all.
func playersSee(g engine.Game, v *engine.View) {
	var seen []engine.View // by seat, made when needed
	for i := range v.Players {
		p := &v.Players[i]
		if len(p.Hand) == 0 && !p.Drawn {
			continue
		}
		p.Hand, p.Drawn = nil, false
		for s := range g.Seats() {
			if s == i {
				continue
			}
			if seen == nil {
				seen = make([]engine.View, g.Seats())
			}
			if seen[s].Players == nil {
				seen[s] = g.View(engine.Seat(s))
			}
			if i < len(seen[s].Players) && len(seen[s].Players[i].Hand) > 0 {
				p.Hand, p.Drawn = seen[s].Players[i].Hand, seen[s].Players[i].Drawn
				break
			}
		}
	}
}

// visibleToAct returns who is to act and the deadline as seat may know them.
// When only the player whose turn it is decides, that is public. In a call
// window, who may call or win is secret, so a seat learns only whether it
// is itself asked, and only an asked seat sees the deadline. v is the
// seat's view (table.view).
func (t *table) visibleToAct(seat engine.Seat, v engine.View) ([]engine.Seat, int64) {
	toAct := t.game.ToAct()
	ms := func(s engine.Seat) int64 {
		if d := t.deadline(s); !d.IsZero() {
			return d.UnixMilli()
		}
		return 0
	}
	if !engine.InWindow(t.game) && len(toAct) == 1 && toAct[0] == v.Turn {
		return toAct, ms(toAct[0])
	}
	if slices.Contains(toAct, seat) && len(v.Legal) > 0 {
		return []engine.Seat{seat}, ms(seat)
	}
	return nil, 0
}

// stateMsg is the state message for seat after an action; end is the hand
// that action ended, if it did.
func (t *table) stateMsg(seat engine.Seat, evs []engine.Event, news []Commitment, res *engine.Result, end *engine.HandEnd) []byte {
	v := t.view(seat)
	m := serverMsg{Type: "state", View: &v, Events: masked(evs, seat), Seq: t.public, Commitments: news, Result: res,
		HandEnd: end, Between: t.pause.info()}
	m.ToAct, m.DeadlineMS = t.visibleToAct(seat, v)
	b, _ := json.Marshal(m)
	return b
}

// announce tells every client what an action did, as its seat may see
// it. Each seat's message (and the spectators' one) is made once, however
// many connections watch from it.
func (t *table) announce(evs []engine.Event, news []Commitment, end *engine.HandEnd) {
	var res *engine.Result
	if t.game.Over() {
		r := t.game.Result()
		res = &r
	}
	msgs := make([][]byte, len(t.meta.Seats)+1) // by seat+1; the spectators' first
	for c := range t.clients {
		i := int(c.seat) + 1
		if msgs[i] == nil {
			msgs[i] = t.stateMsg(c.seat, evs, news, res, end)
		}
		t.deliver(c, msgs[i])
	}
	t.showSpectators(evs, news, res, end)
}

// tellChooser tells the connections of a seat whose window choice is
// secret that it was taken: their view, and nothing else.
func (t *table) tellChooser(seat engine.Seat) {
	var msg []byte
	for c := range t.clients {
		if c.seat != seat {
			continue
		}
		if msg == nil {
			msg = t.stateMsg(seat, nil, nil, nil, nil)
		}
		t.deliver(c, msg)
	}
}

// deliver queues a message a client must get; a client too slow to take
// it is dropped (see client.sendBytes).
func (t *table) deliver(c *client, msg []byte) {
	if c.out != nil {
		c.sendBytes(msg)
	}
	if c.out == nil {
		t.removeClient(c)
	}
}
