package engine

import "slices"

// Window collects the decisions of several seats that may act on one event
// at once (a discard, an added kan), and settles them: each seat picks one of
// its offered actions; once every seat has picked, the highest-priority
// choices win. It is the shared call machinery of all variants.
//
// A window asks only the seats with something to do, unless it is opened
// for all (Config.OpenWindows): then every other seat is asked, the ones
// with nothing to do offered Pass alone, so that a window's opening says
// nothing about who could call.
type Window struct {
	offers  []([]Action) // by seat; nil for a seat not in the window
	chosen  []Action     // by seat, valid where decided
	decided []bool
	order   []Seat    // the seats in priority order for ties (turn order from the discarder)
	pass    [1]Action // the offer of a seat with nothing to do, in a window for all
}

// NewWindow opens a window over seats in tie order, offering each seat its
// actions (which should include Pass); a seat offered nothing is not asked.
func NewWindow(seats int, order []Seat, offers func(Seat) []Action) *Window {
	w := &Window{}
	w.open(seats, order, offers, false)
	return w
}

// NewWindowFor opens a window as NewWindow does, or, with all set, asks
// every seat of order (see OpenAll).
func NewWindowFor(all bool, seats int, order []Seat, offers func(Seat) []Action) *Window {
	w := &Window{}
	w.open(seats, order, offers, all)
	return w
}

// Open starts the window afresh as NewWindow does, reusing its storage: a
// game that opens a window after most discards allocates it once.
func (w *Window) Open(seats int, order []Seat, offers func(Seat) []Action) {
	w.open(seats, order, offers, false)
}

// OpenAll starts the window afresh asking every seat of order: a seat
// offered nothing is offered Pass alone.
func (w *Window) OpenAll(seats int, order []Seat, offers func(Seat) []Action) {
	w.open(seats, order, offers, true)
}

func (w *Window) open(seats int, order []Seat, offers func(Seat) []Action, all bool) {
	if cap(w.offers) < seats {
		w.offers, w.chosen, w.decided = make([][]Action, seats), make([]Action, seats), make([]bool, seats)
	}
	w.offers, w.chosen, w.decided = w.offers[:seats], w.chosen[:seats], w.decided[:seats]
	for s := range w.offers { // only what is set: clearing pointers costs write barriers
		if w.offers[s] != nil {
			w.offers[s] = nil
		}
		if w.decided[s] {
			w.chosen[s], w.decided[s] = Action{}, false
		}
	}
	w.order = w.order[:0]
	w.pass[0] = Action{Type: Pass}
	for _, s := range order {
		acts := offers(s)
		if len(acts) == 0 && all {
			acts = w.pass[:1:1]
		}
		if len(acts) > 0 {
			w.offers[s] = acts
			w.order = append(w.order, s)
		}
	}
}

// Empty reports whether no seat has anything to decide.
func (w *Window) Empty() bool { return len(w.order) == 0 }

// Waiting returns the seats yet to decide, in tie order.
func (w *Window) Waiting() []Seat {
	var out []Seat
	for _, s := range w.order {
		if !w.decided[s] {
			out = append(out, s)
		}
	}
	return out
}

// Legal returns seat's offered actions, or none once it has chosen.
func (w *Window) Legal(seat Seat) []Action {
	if int(seat) < 0 || int(seat) >= len(w.offers) || w.decided[seat] {
		return nil
	}
	return w.offers[seat]
}

// Choose records seat's choice. The caller checks legality first.
func (w *Window) Choose(seat Seat, a Action) {
	w.chosen[seat], w.decided[seat] = a, true
}

// Done reports whether every seat has chosen.
func (w *Window) Done() bool {
	for _, s := range w.order {
		if !w.decided[s] {
			return false
		}
	}
	return true
}

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
		if !w.decided[s] {
			continue
		}
		c := w.chosen[s]
		r := rank(c)
		switch {
		case r == 0 || r < best:
		case r > best:
			best, out = r, append(out[:0], Decision{s, c})
		default:
			out = append(out, Decision{s, c})
		}
	}
	return out
}

// Clone returns an independent copy. The offers are copied too: a game
// that reuses its offer buffer (Open) overwrites them at its next window.
func (w *Window) Clone() *Window {
	if w == nil {
		return nil
	}
	c := &Window{
		offers:  make([][]Action, len(w.offers)),
		chosen:  append([]Action(nil), w.chosen...),
		decided: append([]bool(nil), w.decided...),
		order:   append([]Seat(nil), w.order...),
	}
	for s, acts := range w.offers {
		c.offers[s] = slices.Clone(acts)
	}
	return c
}

// Windowed is implemented by games with call windows: moments when the
// seats in ToAct decide at once on another seat's discard or kan, each
// without seeing the others' choices until the window settles. A window
// choice that leaves the window open changes nothing anyone else can see,
// and a game returns no event for it: what the window settles on (a win,
// a call, the next draw) comes with the choice that closes it.
type Windowed interface {
	// InWindow reports whether a call window is open now.
	InWindow() bool
}

// InWindow reports whether g is a Windowed game with a call window open.
func InWindow(g Game) bool {
	w, ok := g.(Windowed)
	return ok && w.InWindow()
}

// OnlyPass reports whether legal offers nothing but Pass: in a window
// opened for all, a seat with nothing to do.
func OnlyPass(legal []Action) bool { return len(legal) == 1 && legal[0].Type == Pass }

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
