package engine

import (
	"errors"
	"fmt"
)

// The kinds of refused action. An *ActionError wraps one of them, so callers
// test with errors.Is.
var (
	ErrGameOver   = errors.New("the game is over")
	ErrNoSuchSeat = errors.New("no such seat")
	ErrNotToAct   = errors.New("this seat has nothing to decide now")
	ErrIllegal    = errors.New("not a legal action")
)

// ActionError is the error Apply returns: the seat, the action, and why.
type ActionError struct {
	Seat   Seat
	Action Action
	Err    error  // one of the Err values above, or a variant's own
	Detail string // what exactly was wrong, for a person
}

func (e *ActionError) Error() string {
	msg := fmt.Sprintf("seat %d: %s %s: %v", e.Seat, e.Action.Type, e.Action, e.Err)
	if e.Detail != "" {
		msg += ": " + e.Detail
	}
	return msg
}

func (e *ActionError) Unwrap() error { return e.Err }

// Check is the validation every variant's Apply starts with: the game goes
// on, the seat exists, has something to decide, and a is among its legal
// actions. It returns the matching entry of the game's own legal list, which
// is what Apply then applies: never the caller's copy, whose tiles may come
// in another order (Equal ignores it) and which the caller may change
// later. On refusal it returns an *ActionError.
func Check(g Game, seat Seat, a Action) (Action, error) {
	fail := func(err error, detail string) (Action, error) {
		return Action{}, &ActionError{Seat: seat, Action: a, Err: err, Detail: detail}
	}
	switch {
	case g.Over():
		return fail(ErrGameOver, "")
	case seat < 0 || int(seat) >= g.Seats():
		return fail(ErrNoSuchSeat, "")
	}
	legal := g.Legal(seat)
	if len(legal) == 0 {
		return fail(ErrNotToAct, "")
	}
	own, ok := Find(legal, a)
	if !ok {
		return fail(ErrIllegal, "")
	}
	return own, nil
}
