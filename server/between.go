package server

import (
	"encoding/json"
	"errors"
	"slices"
	"time"

	"jantaku/engine"
	"jantaku/store"
)

// DefaultBetweenHands is how long the result of a hand stays on screen
// before the next hand starts without everyone's confirmation.
const DefaultBetweenHands = 15 * time.Second

// errBetweenHands refuses an action while a hand's result is shown.
var errBetweenHands = errors.New("the next hand has not started yet: confirm the result first")

// between is the pause after a hand ends: the result is shown, no think
// time runs and no bot moves until every person at the table has
// confirmed, or the countdown ends.
type between struct {
	end      engine.HandEnd
	deadline time.Time
	ready    []bool // by seat; bot seats count as ready
	timer    Timer
}

// betweenInfo is what clients learn of the pause.
type betweenInfo struct {
	DeadlineMS int64         `json:"deadline_ms"`
	Waiting    []engine.Seat `json:"waiting"` // people who have not confirmed yet
}

func (b *between) info() *betweenInfo {
	if b == nil {
		return nil
	}
	i := &betweenInfo{DeadlineMS: b.deadline.UnixMilli(), Waiting: []engine.Seat{}}
	for s, r := range b.ready {
		if !r {
			i.Waiting = append(i.Waiting, engine.Seat(s))
		}
	}
	return i
}

// startBetween pauses the table after a hand that ended with end, when a
// person sits at it and the game goes on.
func (t *table) startBetween(end engine.HandEnd) {
	wait := t.srv.cfg.BetweenHands
	if wait == 0 {
		wait = DefaultBetweenHands
	}
	if wait < 0 || t.game.Over() {
		return
	}
	ready := make([]bool, len(t.meta.Seats))
	for i, st := range t.meta.Seats {
		ready[i] = st.Kind != store.Human
	}
	if !slices.Contains(ready, false) {
		return
	}
	b := &between{end: end, deadline: time.Now().Add(wait), ready: ready}
	b.timer = t.srv.afterFunc(wait, func() { t.post(func() { t.endBetween(b) }) })
	t.pause = b
}

// confirm records that seat has read the result; the last confirmation
// starts the next hand.
func (t *table) confirm(seat engine.Seat) {
	b := t.pause
	if b == nil || seat < 0 || int(seat) >= len(b.ready) || b.ready[seat] {
		return
	}
	b.ready[seat] = true
	if !slices.Contains(b.ready, false) {
		t.endBetween(b)
		return
	}
	t.broadcast(serverMsg{Type: "between", Between: b.info()})
}

// endBetween ends the pause b (if it is still the table's) and starts the
// clocks of the next hand.
func (t *table) endBetween(b *between) {
	if t.pause != b || b == nil {
		return
	}
	b.timer.Stop()
	t.pause = nil
	t.schedule()
	msgs := make([][]byte, len(t.meta.Seats)+1) // by seat+1, made once each as in announce
	for c := range t.clients {
		i := int(c.seat) + 1
		if msgs[i] == nil {
			v := t.view(c.seat)
			m := serverMsg{Type: "between", View: &v, Seq: t.public, Between: &betweenInfo{Waiting: []engine.Seat{}}}
			m.ToAct, m.DeadlineMS = t.visibleToAct(c.seat, v)
			msgs[i], _ = json.Marshal(m)
		}
		t.deliver(c, msgs[i])
	}
	if t.audience.count > 0 {
		v := t.view(engine.Spectator)
		m := serverMsg{Type: "between", View: &v, Seq: t.public, Between: &betweenInfo{Waiting: []engine.Seat{}}}
		m.ToAct, m.DeadlineMS = t.visibleToAct(engine.Spectator, v)
		t.toSpectators(m)
	}
}

// broadcast sends m to every client of the table.
func (t *table) broadcast(m serverMsg) {
	t.tellAll(m)
}
