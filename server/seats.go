package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"time"

	"jantaku/bot"
	"jantaku/engine"
	"jantaku/store"
)

// ReplacementLevel is the bot that takes over a seat its person leaves.
const ReplacementLevel = "strong"

// DefaultIdle is how long a table with people's seats may go with none of
// them connected before it is paused.
const DefaultIdle = 10 * time.Minute

// notice tells a table's clients about its seats: who left (and the bot
// that plays for them now), or that the table is paused.
type notice struct {
	Kind  string      `json:"kind"` // "left" or "paused"
	Seat  engine.Seat `json:"seat"`
	Name  string      `json:"name,omitempty"`  // the person who left, if they gave a name
	Level string      `json:"level,omitempty"` // the bot that took the seat
}

var (
	errNotAPerson = errors.New("only a person's seat can be left")
	errLeftSeat   = errors.New("you left this seat: a bot plays it now")
	errPaused     = errors.New("the game is paused until one of its players comes back")
)

// addClient registers a connection on the table's goroutine. A person
// coming back to a table whose turns were waiting for someone starts the
// clock again.
func (t *table) addClient(c *client) {
	t.clients[c] = true
	if c.seat < 0 {
		t.watchers++
	}
	if c.seat >= 0 {
		t.people++
		if t.waiting {
			t.waiting = false
			t.restartClock()
		}
	}
}

// removeClient forgets a connection; when the last person goes, the
// table's idle time starts.
func (t *table) removeClient(c *client) {
	if !t.clients[c] {
		return
	}
	delete(t.clients, c)
	if c.seat < 0 {
		t.watchers--
	}
	if c.seat >= 0 {
		t.people--
		if t.people == 0 {
			t.alone = t.srv.now()
		}
	}
}

// hasPeople reports whether a person holds any seat (a seat they left is a
// bot's).
func (t *table) hasPeople() bool {
	return slices.ContainsFunc(t.meta.Seats, func(s store.Seat) bool { return s.Kind == store.Human })
}

// leave gives seat's place to a bot, stores that, and tells the table. It
// runs on the table's goroutine.
func (t *table) leave(seat engine.Seat) error {
	if t.game.Over() {
		return errFinished
	}
	if seat < 0 || int(seat) >= len(t.meta.Seats) || t.meta.Seats[seat].Kind != store.Human {
		return errNotAPerson
	}
	b, err := bot.New(ReplacementLevel, t.meta.Variant, engine.HandSeed(t.meta.Config.Seed, 1000+int(seat)))
	if err != nil {
		return err
	}
	seats := slices.Clone(t.meta.Seats)
	old := seats[seat]
	seats[seat] = store.Seat{Kind: store.Bot, Level: ReplacementLevel, Name: old.Name, TokenHash: old.TokenHash, Left: true}
	if err := t.srv.cfg.Store.SetSeats(t.srv.ctx, t.meta.ID, seats); err != nil {
		return err
	}
	t.meta.Seats = seats
	t.bots[seat] = b
	info := t.publicInfo()
	n := &notice{Kind: "left", Seat: seat, Name: old.Name, Level: ReplacementLevel}
	for c := range t.clients {
		c.send(serverMsg{Type: "seats", Table: &info, Notice: n})
		if c.seat == seat {
			c.drop(reasonLeft)
			t.removeClient(c)
		}
	}
	t.until[seat] = time.Time{}
	t.schedule() // the bot answers if the seat is asked now
	return nil
}

// reasonLeft closes a connection whose seat its person left.
const reasonLeft = "you left the table"

// pauseIfIdle pauses the table if people hold seats but none has been
// connected for the server's idle time. It runs on the table's goroutine.
func (t *table) pauseIfIdle() {
	idle := t.srv.cfg.Idle
	if idle <= 0 || t.meta.Status != store.Running || t.game.Over() || t.people > 0 || !t.hasPeople() {
		return
	}
	if t.srv.now().Sub(t.alone) < idle {
		return
	}
	if err := t.srv.cfg.Store.SetStatus(t.srv.ctx, t.meta.ID, store.Paused); err != nil {
		t.srv.cfg.Logf("table %s: pausing: %v", t.meta.ID, err)
		return
	}
	t.meta.Status = store.Paused
	for c := range t.clients {
		c.send(serverMsg{Type: "seats", Notice: &notice{Kind: "paused", Seat: engine.Spectator}})
	}
	t.srv.cfg.Store.Release(t.srv.ctx, t.meta.ID, t.srv.cfg.Owner)
	t.stop = fmt.Sprintf("paused: no player for %v", idle)
}

// pauseIdle asks every table this server runs to pause if it is idle.
func (s *Server) pauseIdle() {
	s.mu.Lock()
	ts := make([]*table, 0, len(s.tables))
	for _, t := range s.tables {
		ts = append(ts, t)
	}
	s.mu.Unlock()
	for _, t := range ts {
		t.post(t.pauseIfIdle)
	}
}

// now is the server's clock.
func (s *Server) now() time.Time {
	if s.cfg.Now != nil {
		return s.cfg.Now()
	}
	return time.Now()
}

// handleLeave gives up a seat for good: POST /api/tables/{id}/leave with
// {"token"}; a bot plays it from then on.
func (s *Server) handleLeave(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Token string `json:"token"`
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxBody))
	if err := dec.Decode(&req); err != nil || req.Token == "" {
		s.writeError(w, http.StatusBadRequest, errors.New(`the body is {"token": "..."}, the seat's token`))
		return
	}
	id := r.PathValue("id")
	meta, err := s.cfg.Store.Table(r.Context(), id)
	if err != nil {
		s.writeError(w, http.StatusNotFound, err)
		return
	}
	seat, err := seatOf(meta.Seats, req.Token)
	if err != nil {
		s.writeError(w, seatErrorCode(err), err)
		return
	}
	t, err := s.open(id, true)
	if err != nil {
		s.writeError(w, openErrorCode(err), err)
		return
	}
	if !s.onTable(w, r, t, func() error { return t.leave(seat) }, errFinished, errNotAPerson) {
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"seat": seat, "level": ReplacementLevel})
}

// onTable runs f on t's goroutine for a request and answers its failure:
// 503 when the table could not run it, 409 for the errors in conflicts
// (the request does not fit the table as it is), 500 for any other. It
// reports whether f ran and succeeded.
func (s *Server) onTable(w http.ResponseWriter, r *http.Request, t *table, f func() error, conflicts ...error) bool {
	var err error
	if derr := t.do(r.Context(), func() { err = f() }); derr != nil {
		s.writeError(w, http.StatusServiceUnavailable, derr)
		return false
	}
	if err == nil {
		return true
	}
	code := http.StatusInternalServerError
	for _, c := range conflicts {
		if errors.Is(err, c) {
			code = http.StatusConflict
		}
	}
	s.writeError(w, code, err)
	return false
}

// seatOf finds the seat a token opens: errLeftSeat if its person left it,
// errBadToken if none.
func seatOf(seats []store.Seat, token string) (engine.Seat, error) {
	h := hashToken(token)
	for i, st := range seats {
		if st.TokenHash != "" && st.TokenHash == h {
			if st.Left {
				return engine.Seat(i), errLeftSeat
			}
			return engine.Seat(i), nil
		}
	}
	return engine.Spectator, errBadToken
}

var errBadToken = errors.New("that token opens no seat of this table")

func seatErrorCode(err error) int {
	if errors.Is(err, errLeftSeat) {
		return http.StatusGone
	}
	return http.StatusForbidden
}

func openErrorCode(err error) int {
	switch {
	case errors.Is(err, errServedElsewhere), errors.Is(err, errFinished), errors.Is(err, errPaused), errors.Is(err, errStopped):
		return http.StatusConflict
	case errors.Is(err, store.ErrNotFound):
		return http.StatusNotFound
	}
	return http.StatusInternalServerError
}

// publicInfo describes the table with its live progress.
func (t *table) publicInfo() tableInfo {
	info := publicInfo(t.meta)
	info.Progress = t.progress.get()
	return info
}
