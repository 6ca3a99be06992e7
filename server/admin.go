package server

import (
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"time"

	"jantaku/engine"
	"jantaku/store"
)

// A table's creator gets an admin token (shown once; the store keeps its
// SHA-256) that stops the table or gives a seat a new token: a player who
// lost their link gets a new one, and the old link opens nothing.

var (
	errBadAdmin  = errors.New("that admin token is not this table's")
	errNotHumans = errors.New("only a seat a person holds, or held, gets a token")
)

// reasonStopped closes the connections of a stopped table.
const reasonStopped = "the table was stopped"

// reasonNewToken closes a seat's connections when its token is replaced.
const reasonNewToken = "this seat has a new link; the old one opens it no more"

// halt stops the table for good before its game is over: stored as
// stopped (its actions kept), every client told and disconnected. It runs
// on the table's goroutine. A store that fails leaves the table stopped
// here but running in the store, so the next server to load it stops it
// again if the limit of actions is why.
func (t *table) halt(why string) error {
	if err := t.srv.cfg.Store.SetStatus(t.srv.ctx, t.meta.ID, store.Stopped); err != nil {
		t.srv.cfg.Logf("table %s: stopping (%s): %v", t.meta.ID, why, err)
		t.stop = why
		return err
	}
	t.meta.Status = store.Stopped
	// Unlisted before the request that stopped it is answered: a client
	// that connects next is refused as to a stopped table, not accepted
	// by a goroutine that is ending.
	t.srv.unlist(t.meta.ID, t)
	info := t.publicInfo()
	for c := range t.clients {
		c.send(serverMsg{Type: "seats", Table: &info, Notice: &notice{Kind: "stopped", Seat: engine.Spectator, Name: why}})
		c.drop(reasonStopped)
	}
	t.srv.cfg.Store.Release(t.srv.ctx, t.meta.ID, t.srv.cfg.Owner)
	t.stop = why
	return nil
}

// adminRequest is the body of the creator's requests.
type adminRequest struct {
	Admin string `json:"admin"`
}

// adminTable reads the creator's request and the table it names, checking
// the admin token; it answers the error itself and returns ok false.
func (s *Server) adminTable(w http.ResponseWriter, r *http.Request) (store.Table, bool) {
	var req adminRequest
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxBody))
	if err := dec.Decode(&req); err != nil || req.Admin == "" {
		s.writeError(w, http.StatusBadRequest, errors.New(`the body is {"admin": "..."}, the table's admin token`))
		return store.Table{}, false
	}
	meta, err := s.cfg.Store.Table(r.Context(), r.PathValue("id"))
	if err != nil {
		s.writeError(w, http.StatusNotFound, err)
		return meta, false
	}
	want := meta.AdminHash
	if want == "" || subtle.ConstantTimeCompare([]byte(hashToken(req.Admin)), []byte(want)) != 1 {
		s.writeError(w, http.StatusForbidden, errBadAdmin)
		return meta, false
	}
	return meta, true
}

// handleStop stops a table for good: POST /api/tables/{id}/stop with
// {"admin"}. A table another server runs is stopped through the store: that
// server finds it no longer running at its next lease renewal.
func (s *Server) handleStop(w http.ResponseWriter, r *http.Request) {
	meta, ok := s.adminTable(w, r)
	if !ok {
		return
	}
	switch meta.Status {
	case store.Finished:
		s.writeError(w, http.StatusConflict, errFinished)
		return
	case store.Stopped:
		writeJSON(w, http.StatusOK, map[string]any{"status": store.Stopped})
		return
	}
	s.mu.Lock()
	t := s.tables[meta.ID]
	s.mu.Unlock()
	var err error
	if t == nil {
		err = s.cfg.Store.SetStatus(r.Context(), meta.ID, store.Stopped)
	} else if derr := t.do(r.Context(), func() {
		if t.game.Over() {
			err = errFinished
			return
		}
		err = t.halt("stopped by its creator")
	}); derr != nil {
		err = derr
	}
	switch {
	case errors.Is(err, errFinished):
		s.writeError(w, http.StatusConflict, err)
	case err != nil:
		s.writeError(w, http.StatusServiceUnavailable, err)
	default:
		writeJSON(w, http.StatusOK, map[string]any{"status": store.Stopped})
	}
}

// handleNewToken gives a person's seat a new token: POST
// /api/tables/{id}/seats/{seat}/token with {"admin"}. The old token opens
// nothing and its connections are closed; a seat its person left is a
// person's again, for whoever gets the new link.
func (s *Server) handleNewToken(w http.ResponseWriter, r *http.Request) {
	meta, ok := s.adminTable(w, r)
	if !ok {
		return
	}
	seat, err := strconv.Atoi(r.PathValue("seat"))
	if err != nil || seat < 0 || seat >= len(meta.Seats) {
		s.writeError(w, http.StatusBadRequest, fmt.Errorf("seat is a number from 0 to %d", len(meta.Seats)-1))
		return
	}
	t, err := s.open(meta.ID, true)
	if err != nil {
		s.writeError(w, openErrorCode(err), err)
		return
	}
	token := randomHex(16)
	if !s.onTable(w, r, t, func() error { return t.newToken(engine.Seat(seat), hashToken(token)) }, errNotHumans, errFinished) {
		return
	}
	inv := seatInvite{Seat: seat, Kind: string(store.Human), Token: token, Invite: fmt.Sprintf("/t/%s?token=%s", meta.ID, token)}
	inv.URL = s.linkBase(r) + inv.Invite
	writeJSON(w, http.StatusOK, inv)
}

// newToken replaces seat's token hash; it runs on the table's goroutine.
func (t *table) newToken(seat engine.Seat, hash string) error {
	if t.game.Over() {
		return errFinished
	}
	old := t.meta.Seats[seat]
	if old.Kind != store.Human && !old.Left {
		return errNotHumans
	}
	seats := slices.Clone(t.meta.Seats)
	seats[seat] = store.Seat{Kind: store.Human, Name: old.Name, TokenHash: hash}
	if err := t.srv.cfg.Store.SetSeats(t.srv.ctx, t.meta.ID, seats); err != nil {
		return err
	}
	t.meta.Seats = seats
	t.bots[seat] = nil
	for c := range t.clients {
		if c.seat == seat {
			c.drop(reasonNewToken)
			t.removeClient(c)
		}
	}
	if old.Left { // a person holds it again: everyone sees the seat change
		info := t.publicInfo()
		for c := range t.clients {
			c.send(serverMsg{Type: "seats", Table: &info, Notice: &notice{Kind: "returned", Seat: seat, Name: old.Name}})
		}
	}
	t.until[seat] = time.Time{}
	t.schedule()
	return nil
}
