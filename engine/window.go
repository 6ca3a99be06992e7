package engine

// Window collects the decisions of several seats that may act on one event
// at once (a discard, an added kan), and settles them: each seat picks one of
// its offered actions; once every seat has picked, the highest-priority
// choices win. It is the shared call machinery of all variants.
type Window struct {
	offers []([]Action) // by seat; nil for a seat not in the window
	chosen []*Action
	order  []Seat // the seats in priority order for ties (turn order from the discarder)
}

// NewWindow opens a window over seats in tie order, offering each seat its
// actions (which should include Pass).
func NewWindow(seats int, order []Seat, offers func(Seat) []Action) *Window {
	w := &Window{offers: make([][]Action, seats), chosen: make([]*Action, seats)}
	for _, s := range order {
		if acts := offers(s); len(acts) > 0 {
			w.offers[s] = acts
			w.order = append(w.order, s)
		}
	}
	return w
}

// Empty reports whether no seat has anything to decide.
func (w *Window) Empty() bool { return len(w.order) == 0 }

// Waiting returns the seats yet to decide, in tie order.
func (w *Window) Waiting() []Seat {
	var out []Seat
	for _, s := range w.order {
		if w.chosen[s] == nil {
			out = append(out, s)
		}
	}
	return out
}

// Legal returns seat's offered actions, or none once it has chosen.
func (w *Window) Legal(seat Seat) []Action {
	if int(seat) < 0 || int(seat) >= len(w.offers) || w.chosen[seat] != nil {
		return nil
	}
	return w.offers[seat]
}

// Choose records seat's choice. The caller checks legality first.
func (w *Window) Choose(seat Seat, a Action) {
	c := a
	w.chosen[seat] = &c
}

// Done reports whether every seat has chosen.
func (w *Window) Done() bool { return len(w.Waiting()) == 0 }

// Decision is one seat's settled choice.
type Decision struct {
	Seat   Seat
	Action Action
}

// Winners returns the choices with the highest priority (by rank, higher
// first; rank 0 means the action never wins, as Pass), in tie order.
func (w *Window) Winners(rank func(Action) int) []Decision {
	best := 0
	var out []Decision
	for _, s := range w.order {
		c := w.chosen[s]
		if c == nil {
			continue
		}
		r := rank(*c)
		switch {
		case r == 0 || r < best:
		case r > best:
			best, out = r, []Decision{{s, *c}}
		default:
			out = append(out, Decision{s, *c})
		}
	}
	return out
}

// Clone returns an independent copy.
func (w *Window) Clone() *Window {
	if w == nil {
		return nil
	}
	c := &Window{offers: make([][]Action, len(w.offers)), chosen: make([]*Action, len(w.chosen)), order: append([]Seat(nil), w.order...)}
	copy(c.offers, w.offers) // offers are never mutated after opening
	for i, a := range w.chosen {
		if a != nil {
			x := *a
			c.chosen[i] = &x
		}
	}
	return c
}

// ToAct is the usual answer to Game.ToAct for a game with one seat to play
// at a time and call windows in between: nobody once the game is over, the
// seats still deciding while a window is open, else the seat to play.
func ToAct(over bool, w *Window, turn Seat) []Seat {
	switch {
	case over:
		return nil
	case w != nil:
		return w.Waiting()
	}
	return []Seat{turn}
}

// CallRank is the usual priority of the choices in a call window, for
// Window.Winners: a win beats pon and open kan, which beat chi; Pass never
// wins.
func CallRank(a Action) int {
	switch a.Type {
	case Ron:
		return 3
	case Pon, Minkan:
		return 2
	case Chi:
		return 1
	}
	return 0
}
