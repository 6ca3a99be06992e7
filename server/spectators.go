package server

import (
	"encoding/json"
	"math/rand/v2"
	"sync"
	"time"

	"jantaku/engine"
)

// A table's spectators all see the same thing, so they share one stream:
// the table makes each message once and appends it; every spectator's
// writer goroutine reads the stream at its own pace and writes to its own
// socket. The table never waits on a spectator's socket, and its work for
// an action does not grow with the audience.
//
// A large audience's writes are paced: with n spectators (paceFrom or
// more) a table publishes at most one state every n×spectatorSpacing
// (500, the default cap: one a second), and the actions in between go out
// together, their events in one state with the latest view. A table's
// messages to its spectators so stay near 1/spectatorSpacing a second
// however many watch, and a quiet table's next action goes out at once.
// And each spectator's writer waits a random part of that spacing before
// it writes, so the writes trickle out between the seats' actions instead
// of a thousand goroutines at once queueing ahead of the table's next
// step. Fewer spectators are told of each action as it happens.

// spectatorSpacing is the pause between two spectator states per spectator.
const spectatorSpacing = 2 * time.Millisecond

// paceFrom is the audience from which its states are paced.
const paceFrom = 10

// streamKeep is how many messages a spectator's writer may fall behind
// before it is disconnected (a browser reconnects and gets a fresh view).
const streamKeep = 64

// stream is a table's messages for its spectators. It is safe for
// concurrent use: the table appends, the spectators' writers read.
type stream struct {
	mu    sync.Mutex
	first int      // index of msgs[0]
	msgs  [][]byte // the last streamKeep messages
	grew  chan struct{}
	end   string        // why the stream ended; "" while it runs
	pace  time.Duration // the spacing of its states now; writers spread their writes over it
}

func newStream() *stream { return &stream{grew: make(chan struct{})} }

// publish appends a message and wakes the writers waiting for one; pace
// is the spacing of states now (0: not paced).
func (s *stream) publish(b []byte, pace time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.end != "" {
		return
	}
	s.pace = pace
	s.msgs = append(s.msgs, b)
	if n := len(s.msgs) - streamKeep; n > 0 {
		// Into a new array: writers send what read gave them from the old
		// one after it unlocked, and shifting it would change that.
		s.msgs = append(make([][]byte, 0, streamKeep+1), s.msgs[n:]...)
		s.first += n
	}
	close(s.grew)
	s.grew = make(chan struct{})
}

// close ends the stream: a writer that has read everything closes its
// connection with reason.
func (s *stream) close(reason string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.end == "" {
		s.end = reason
		close(s.grew)
	}
}

// next is the index the next message will have.
func (s *stream) next() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.first + len(s.msgs)
}

// spread is how long a writer woken by a new message waits before it
// writes: a random part of the stream's spacing.
func (s *stream) spread() time.Duration {
	s.mu.Lock()
	pace := s.pace
	s.mu.Unlock()
	if pace <= 0 {
		return 0
	}
	return rand.N(pace)
}

// read returns the messages from index i on (the caller may use them
// after the lock: the stream never changes them) and the index after
// them; more is closed when another message comes or the stream ends, end
// says why it ended ("" while it runs), and behind that messages from i
// on were already forgotten.
func (s *stream) read(i int) (msgs [][]byte, next int, more <-chan struct{}, end string, behind bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	next = s.first + len(s.msgs)
	if i < s.first {
		return nil, next, s.grew, s.end, true
	}
	return s.msgs[i-s.first:], next, s.grew, s.end, false
}

// audience is a table's spectators, kept on the table's goroutine.
type audience struct {
	stream  *stream    // made when the first spectator comes
	count   int        // spectators connected
	pending *serverMsg // a state not yet published
	last    time.Time  // when the last message was published
	timer   *time.Timer
}

// spacing is how long the stream waits between two states.
func (a *audience) spacing() time.Duration {
	if a.count < paceFrom {
		return 0
	}
	return time.Duration(a.count) * spectatorSpacing
}

// join registers a spectator: everything that happened is published first,
// so the stream from the returned index on follows the welcome the
// spectator is sent now.
func (t *table) join(c *client) {
	a := &t.audience
	if a.stream == nil {
		a.stream = newStream()
	}
	t.flushSpectators()
	a.count++
	c.feed, c.cursor = a.stream, a.stream.next()
}

// showSpectators adds an action's public result to the spectators' next
// state and publishes it when its time has come.
func (t *table) showSpectators(evs []engine.Event, news []Commitment, res *engine.Result, end *engine.HandEnd) {
	a := &t.audience
	if a.count == 0 {
		return
	}
	if a.pending != nil && a.pending.HandEnd != nil && end != nil {
		t.flushSpectators() // one hand's end to a message
	}
	v := t.view(engine.Spectator)
	m := a.pending
	if m == nil {
		m = &serverMsg{Type: "state", Events: []engine.Event{}}
	}
	m.View, m.Seq, m.Between = &v, t.public, t.pause.info()
	m.ToAct, m.DeadlineMS = t.visibleToAct(engine.Spectator, v)
	m.Events = append(m.Events, masked(evs, engine.Spectator)...)
	m.Commitments = append(m.Commitments, news...)
	if res != nil {
		m.Result = res
	}
	if end != nil {
		m.HandEnd = end
	}
	a.pending = m
	if wait := a.spacing() - time.Since(a.last); wait > 0 {
		if a.timer == nil {
			// A timer that fired while the table flushed for another
			// reason has posted a flush too late to stop: that one finds
			// the timer no longer the audience's and publishes nothing
			// before its time.
			var timer *time.Timer
			timer = time.AfterFunc(wait, func() {
				t.post(func() {
					if a.timer == timer {
						t.flushSpectators()
					}
				})
			})
			a.timer = timer
		}
		return
	}
	t.flushSpectators()
}

// flushSpectators publishes the spectators' pending state, if any.
func (t *table) flushSpectators() {
	a := &t.audience
	if a.timer != nil {
		a.timer.Stop()
		a.timer = nil
	}
	if a.pending == nil || a.stream == nil {
		a.pending = nil
		return
	}
	b, _ := json.Marshal(a.pending)
	a.pending = nil
	a.stream.publish(b, a.spacing())
	a.last = time.Now()
}

// toSpectators publishes m to the spectators after what is pending.
func (t *table) toSpectators(m serverMsg) {
	if t.audience.count == 0 {
		return
	}
	t.flushSpectators()
	b, _ := json.Marshal(m)
	t.audience.stream.publish(b, t.audience.spacing())
}

// tellAll sends m to every connection: the seats' and the spectators'.
func (t *table) tellAll(m serverMsg) {
	for c := range t.clients {
		c.send(m)
	}
	t.toSpectators(m)
}

// endSpectators publishes what is pending and ends the stream: each
// spectator's connection closes with reason once written.
func (t *table) endSpectators(reason string) {
	a := &t.audience
	if a.stream == nil {
		return
	}
	t.flushSpectators()
	a.stream.close(reason)
}
