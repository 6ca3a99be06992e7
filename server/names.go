package server

import (
	"errors"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"jantaku/store"
)

// renameEvery is the least time between two names of one seat.
const renameEvery = time.Second

// MaxNameLen bounds a player's name, in characters.
const MaxNameLen = 24

var errBadName = errors.New("a name is 1 to 24 characters, with no control characters")

// cleanName trims a name a person gave and checks it.
func cleanName(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" || !utf8.ValidString(s) || utf8.RuneCountInString(s) > MaxNameLen {
		return "", errBadName
	}
	if strings.ContainsFunc(s, func(r rune) bool { return unicode.IsControl(r) || r == unicode.ReplacementChar }) {
		return "", errBadName
	}
	return s, nil
}

// rename stores the name the person at c's seat gave and tells everyone
// at the table. It runs on the table's goroutine.
func (t *table) rename(c *client, name string) {
	seat := int(c.seat)
	if seat < 0 || seat >= len(t.meta.Seats) || t.meta.Seats[seat].Name == name {
		return
	}
	// Each name is a write to the store and a message to everyone: a seat
	// names itself at most once per renameEvery.
	now := t.srv.now()
	if t.renamed == nil {
		t.renamed = make([]time.Time, len(t.meta.Seats))
	}
	if now.Sub(t.renamed[seat]) < renameEvery {
		c.reply(serverMsg{Type: "error", Code: "rate_limited", Error: "one name a second; try again"})
		return
	}
	t.renamed[seat] = now
	seats := append([]store.Seat(nil), t.meta.Seats...)
	seats[seat].Name = name
	if err := t.srv.cfg.Store.SetSeats(t.srv.ctx, t.meta.ID, seats); err != nil {
		t.srv.cfg.Logf("table %s: storing seat %d's name: %v", t.meta.ID, seat, err)
		c.reply(serverMsg{Type: "error", Code: "server", Error: "the name could not be stored"})
		return
	}
	t.meta.Seats = seats
	info := publicInfo(t.meta)
	t.broadcast(serverMsg{Type: "seats", Table: &info})
}
