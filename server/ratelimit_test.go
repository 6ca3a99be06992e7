package server

import (
	"fmt"
	"io/fs"
	"net/http"
	"regexp"
	"sync"
	"testing"
	"time"

	"jantaku/variants"
)

// An address may do burst things at once and one more every minute/burst;
// another address has its own bucket; the limiter remembers a bounded
// number of addresses and forgets those whose buckets filled again.
func TestAddressRate(t *testing.T) {
	l := newAddressRate(6) // one every 10 s
	l.max = 3
	t0 := time.Unix(1e9, 0)
	for i := 0; i < 6; i++ {
		if !l.allow("a", t0) {
			t.Fatalf("upload %d of the burst refused", i+1)
		}
	}
	if l.allow("a", t0.Add(time.Second)) {
		t.Error("a seventh within the minute allowed")
	}
	if !l.allow("a", t0.Add(10*time.Second)) || l.allow("a", t0.Add(11*time.Second)) {
		t.Error("not one more after 10 s")
	}
	if !l.allow("b", t0) || !l.allow("c", t0) {
		t.Error("another address is limited by a's uploads")
	}
	if l.allow("d", t0.Add(time.Second)) {
		t.Error("a fourth address remembered beyond the bound while the others are busy")
	}
	if !l.allow("d", t0.Add(2*time.Minute)) || len(l.full) != 1 {
		t.Errorf("after the buckets filled again: %d addresses remembered, want d's alone", len(l.full))
	}
}

// The server refuses an address's uploads past its rate (429, code
// rate_limited) and takes them again a while later; others' go on.
func TestImportRateLimited(t *testing.T) {
	var mu sync.Mutex
	now := time.Unix(1e9, 0)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	ts := startServerWith(t, ":memory:", Config{Variants: variants.Registry(), Now: clock, Limits: Limits{ImportsPerMinute: 3}})
	mjlog := tenhouData(t, "mjlog/chankan.mjlog")
	for i := 1; i <= 4; i++ {
		code, up := ts.upload(t, fmt.Sprint("game ", i), mjlog)
		if i <= 3 && code != http.StatusCreated && code != http.StatusOK {
			t.Fatalf("upload %d: %d %+v", i, code, up)
		}
		if i == 4 && (code != http.StatusTooManyRequests || up.Code != "rate_limited" || up.Error == "") {
			t.Fatalf("upload %d past the rate: %d %+v, want 429 rate_limited", i, code, up)
		}
	}
	mu.Lock()
	now = now.Add(20 * time.Second)
	mu.Unlock()
	if code, up := ts.upload(t, "later", mjlog); code != http.StatusOK {
		t.Errorf("an upload 20 s later: %d %+v", code, up)
	}
}

// The page refuses a file over the server's limit before sending it: its
// limit is the server's.
func TestPageUploadLimit(t *testing.T) {
	b, err := fs.ReadFile(webFiles, "web/js/replay/records.js")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`const maxUpload = (\d+) << 20;`).FindSubmatch(b)
	if m == nil || string(m[1]) != fmt.Sprint(MaxImportUpload>>20) || MaxImportUpload%(1<<20) != 0 {
		t.Errorf("records.js's maxUpload is %q MiB, the server's %d bytes", m, MaxImportUpload)
	}
}

// A client that asks for a table's commitments (each answer replays the
// stored game) faster than its rate gets 429, and is answered again a
// while later.
func TestReplayRateLimited(t *testing.T) {
	var mu sync.Mutex
	now := time.Unix(1e9, 0)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	ts := startServerWith(t, ":memory:", Config{Variants: variants.Registry(), Now: clock, Limits: Limits{ReplaysPerMinute: 3}})
	c := ts.create(t, `{"variant": "riichi", "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}]}`)
	for i := 1; i <= 4; i++ {
		code := ts.getStatus(t, "/api/tables/"+c.ID+"/commitments")
		if i <= 3 && code != http.StatusOK || i == 4 && code != http.StatusTooManyRequests {
			t.Fatalf("commitments asked %d times: %d", i, code)
		}
	}
	// The viewer's step of a game it has not replayed counts too.
	if code := ts.getStatus(t, "/api/tables/"+c.ID+"/replay"); code != http.StatusTooManyRequests {
		t.Fatalf("a replay past the rate: %d", code)
	}
	mu.Lock()
	now = now.Add(20 * time.Second)
	mu.Unlock()
	if code := ts.getStatus(t, "/api/tables/"+c.ID+"/commitments"); code != http.StatusOK {
		t.Errorf("20 s later: %d", code)
	}
}
