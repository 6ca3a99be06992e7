package server

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"jantaku/store"
)

// post sends a table-creation request with the given headers and returns
// the status and body.
func (ts *testServer) postWith(t *testing.T, body string, headers map[string]string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest("POST", ts.URL+"/api/tables", strings.NewReader(body))
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

const twoPeople = `{"variant": "toy", "seats": [{"kind": "human"}, {"kind": "human"}]}`

// Tables are created only by JSON from this server's own pages: a form
// post or a request from another site is refused.
func TestCrossSiteCreateRefused(t *testing.T) {
	ts := startServer(t, ":memory:", 0)
	json := "application/json"
	for _, tc := range []struct {
		headers map[string]string
		want    int
	}{
		{map[string]string{"Content-Type": "text/plain", "Origin": "http://evil.example"}, http.StatusUnsupportedMediaType},
		{map[string]string{"Content-Type": "text/plain"}, http.StatusUnsupportedMediaType},
		{map[string]string{"Content-Type": "application/x-www-form-urlencoded"}, http.StatusUnsupportedMediaType},
		{map[string]string{"Content-Type": json, "Origin": "http://evil.example"}, http.StatusForbidden},
		{map[string]string{"Content-Type": json, "Origin": "null"}, http.StatusForbidden},
		{map[string]string{"Content-Type": json, "Sec-Fetch-Site": "cross-site"}, http.StatusForbidden},
		{map[string]string{"Content-Type": json, "Sec-Fetch-Site": "same-site"}, http.StatusForbidden},
		{map[string]string{"Content-Type": json, "Origin": ts.URL, "Sec-Fetch-Site": "same-origin"}, http.StatusCreated},
		{map[string]string{"Content-Type": "application/json; charset=utf-8"}, http.StatusCreated},
	} {
		if code, body := ts.postWith(t, twoPeople, tc.headers); code != tc.want {
			t.Errorf("%v: %d %s, want %d", tc.headers, code, body, tc.want)
		}
	}
	resp, err := http.Get(ts.URL + "/t/abc?token=secret")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if got := resp.Header.Get("Referrer-Policy"); got != "no-referrer" {
		t.Errorf("Referrer-Policy %q on a page with a token", got)
	}
}

// Names are bounded, and integer options too, with errors that name the
// option at fault.
func TestCreateBounds(t *testing.T) {
	ts := startServer(t, ":memory:", 0)
	json := map[string]string{"Content-Type": "application/json"}
	for body, want := range map[string]string{
		`{"variant": "toy", "name": "` + strings.Repeat("x", MaxTableName+1) + `", "seats": [{"kind": "human"}, {"kind": "human"}]}`: "name",
		`{"variant": "toy", "seats": [{"kind": "human", "name": "` + strings.Repeat("名", MaxSeatName+1) + `"}, {"kind": "human"}]}`:  "seat 0's name",
		`{"variant": "toy", "options": {"hands": "9223372036854775807"}, "seats": [{"kind": "human"}, {"kind": "human"}]}`:           "option hands",
		`{"variant": "toy", "options": {"hands": "0"}, "seats": [{"kind": "human"}, {"kind": "human"}]}`:                             "option hands",
	} {
		code, got := ts.postWith(t, body, json)
		if code != http.StatusBadRequest || !strings.Contains(got, want) {
			t.Errorf("%.60s...: %d %s, want 400 naming %s", body, code, got, want)
		}
	}
}

// failingCreate is a store whose table creation fails as a locked
// database does.
type failingCreate struct{ *flakyStore }

func (f failingCreate) CreateClaimedTable(context.Context, store.Table, string, time.Duration) error {
	return errors.New("database is locked (5) (SQLITE_BUSY)")
}

// What fails inside the server is logged; the client gets a generic
// message.
func TestInternalErrorsStayInside(t *testing.T) {
	ts := startServer(t, ":memory:", 0)
	ts.srv.cfg.Store = failingCreate{&flakyStore{Store: ts.st}}
	code, body := ts.postWith(t, twoPeople, map[string]string{"Content-Type": "application/json"})
	if code != http.StatusInternalServerError || strings.Contains(body, "SQLITE") || strings.Contains(body, "locked") {
		t.Fatalf("%d %s", code, body)
	}
}
