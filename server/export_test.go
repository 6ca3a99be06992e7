package server

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"jantaku/store"
	"jantaku/variants"
)

// A finished riichi table with four bots downloads as a tenhou.net/6 log;
// a variant without that format is refused with a reason.
func TestRecordAsTenhou(t *testing.T) {
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "db"))
	if err != nil {
		t.Fatal(err)
	}
	srv, err := New(Config{Store: st, Variants: variants.Registry(), Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	defer func() { hs.Close(); srv.Close(); st.Close() }()

	create := func(body string) string {
		resp, err := http.Post(hs.URL+"/api/tables", "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var c created
		json.NewDecoder(resp.Body).Decode(&c)
		if resp.StatusCode != http.StatusCreated {
			t.Fatalf("create: %s", resp.Status)
		}
		return c.ID
	}
	bots := func(n int) string {
		return strings.TrimSuffix(strings.Repeat(`{"kind": "bot", "level": "random"},`, n), ",")
	}
	riichi := create(`{"variant": "riichi", "options": {"winds": "1", "sudden_death": "false"}, "seats": [` + bots(4) + `], "seed": 7}`)
	suzume := create(`{"variant": "suzume", "options": {"laps": "1"}, "seats": [` + bots(2) + `], "seed": 7}`)
	wait := func(id string) {
		for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
			if tb, err := st.Table(context.Background(), id); err == nil && tb.Status == store.Finished {
				return
			}
		}
		t.Fatalf("table %s did not finish", id)
	}
	wait(riichi)
	wait(suzume)

	resp, err := http.Get(hs.URL + "/api/tables/" + riichi + "/record?format=tenhou")
	if err != nil {
		t.Fatal(err)
	}
	var log struct {
		Name []string            `json:"name"`
		Log  [][]json.RawMessage `json:"log"`
		Sc   []float64           `json:"sc"`
	}
	err = json.NewDecoder(resp.Body).Decode(&log)
	resp.Body.Close()
	if err != nil || resp.StatusCode != http.StatusOK || len(log.Log) < 4 || len(log.Log[0]) != 17 || len(log.Name) != 4 || len(log.Sc) != 8 {
		t.Fatalf("tenhou export: %s, %v, %d rounds", resp.Status, err, len(log.Log))
	}
	resp, err = http.Get(hs.URL + "/api/tables/" + suzume + "/record?format=tenhou")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusBadRequest {
		t.Fatalf("suzume as tenhou.net/6: %s", resp.Status)
	}
}

// peopleAt is the number of people connected to a table this server runs.
func (s *Server) peopleAt(id string) int {
	return s.countAt(id, func(t *table) int { return t.people })
}

// watchersAt is the number of spectators watching a table this server
// runs.
func (s *Server) watchersAt(id string) int {
	return s.countAt(id, func(t *table) int { return t.watchers })
}

// countAt reads a count of a table this server runs on its goroutine; -1
// if it does not run it.
func (s *Server) countAt(id string, count func(*table) int) int {
	s.mu.Lock()
	t := s.tables[id]
	s.mu.Unlock()
	if t == nil {
		return -1
	}
	n := -1
	t.do(context.Background(), func() { n = count(t) })
	return n
}

// runs reports whether this server runs a table.
func (s *Server) runs(id string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.tables[id] != nil
}
