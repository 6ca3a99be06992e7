package server

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"jantaku/record"
	"jantaku/variant/riichi/tenhou"
	"jantaku/variants"
)

// tenhouData reads a file of the tenhou logs kept with their package's
// tests (variant/riichi/tenhou/testdata; their sources and licences are
// in its READMEs).
func tenhouData(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "variant", "riichi", "tenhou", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func gzipped(b []byte) []byte {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write(b)
	zw.Close()
	return buf.Bytes()
}

// compact is a JSON file on one line.
func compact(t testing.TB, b []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := json.Compact(&buf, b); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// uploaded is the answer to an upload.
type uploaded struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Games []struct {
		Game    int      `json:"game"`
		Label   string   `json:"label"`
		Desc    string   `json:"desc"`
		Variant string   `json:"variant"`
		Actions int      `json:"actions"`
		Names   []string `json:"names"`
		OK      bool     `json:"ok"`
		Error   string   `json:"error"`
		Line    string   `json:"line"`
	} `json:"games"`
	Error string `json:"error"`
	Code  string `json:"code"`
}

// upload sends a file as the lobby does; headers add to or replace its.
func (ts *testServer) upload(t testing.TB, name string, data []byte, headers ...string) (int, uploaded) {
	t.Helper()
	req, _ := http.NewRequest("POST", ts.URL+"/api/records?name="+url.QueryEscape(name), bytes.NewReader(data))
	req.Header.Set("Content-Type", "application/octet-stream")
	req.Header.Set("Origin", ts.URL)
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out uploaded
	b, _ := io.ReadAll(resp.Body)
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatalf("upload %s: %d %s", name, resp.StatusCode, b)
	}
	return resp.StatusCode, out
}

func (ts *testServer) getInto(t testing.TB, path string, out any) int {
	t.Helper()
	resp, err := http.Get(ts.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if out != nil {
		json.NewDecoder(resp.Body).Decode(out)
	}
	return resp.StatusCode
}

// A record file of each format opens in the viewer: every game verified
// as `jantaku replay --verify` does, listed with its line, and replayed
// step by step from the deal to the final result, with the players'
// names from the file.
func TestImportFormats(t *testing.T) {
	ts := startServerWith(t, ":memory:", Config{Variants: variants.Registry()})
	mjlog := tenhouData(t, "mjlog/chankan.mjlog")
	var lines []byte
	for _, f := range []string{"real/chankan.json", "real/four_reach.json", "real/ranked_game.json"} {
		lines = append(append(lines, compact(t, tenhouData(t, f))...), '\n')
	}
	imported, err := tenhou.ImportFile(tenhouData(t, "mjlog/double-ron.mjlog"), nil)
	if err != nil || imported[0].Err != nil {
		t.Fatal(err, imported)
	}
	var jantakuRecord bytes.Buffer
	record.Write(&jantakuRecord, imported[0].Record)

	for _, tc := range []struct {
		name  string
		data  []byte
		games []string // each game's line
		names bool     // the file names the players
		hands int      // hands of the first game
	}{
		{"chankan.mjlog", mjlog, []string{"ok (riichi-scripted, a game of 9 hands, 473 actions)"}, true, 9},
		{"chankan.mjlog.gz", gzipped(mjlog), []string{"ok (riichi-scripted, a game of 9 hands, 473 actions)"}, true, 9},
		{"ranked_game.json", tenhouData(t, "real/ranked_game.json"), []string{"ok (riichi-scripted, a game of 3 hands, 193 actions)"}, true, 3},
		{"hands.jsonl.gz", gzipped(lines), []string{"line 1: ok (riichi-scripted, East 1, 60 actions)",
			"line 2: ok (riichi-scripted, East 3, 64 actions)", "line 3: ok (riichi-scripted, a game of 3 hands, 193 actions)"}, true, 1},
		{"double-ron.json", jantakuRecord.Bytes(), []string{"ok (riichi-scripted, 282 actions)"}, false, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, up := ts.upload(t, tc.name, tc.data)
			if code != http.StatusCreated || len(up.Games) != len(tc.games) || up.Name != tc.name {
				t.Fatalf("%d %+v", code, up)
			}
			for i, g := range up.Games {
				if !g.OK || g.Line != tc.games[i] || g.Variant != "riichi" || g.Game != i+1 {
					t.Errorf("game %d: %+v, want %q", i+1, g, tc.games[i])
				}
			}
			if got := len(up.Games[0].Names) == 4; got != tc.names {
				t.Errorf("names %q", up.Games[0].Names)
			}
			var listed uploaded
			if code := ts.getInto(t, "/api/records/"+up.ID, &listed); code != http.StatusOK || len(listed.Games) != len(up.Games) {
				t.Errorf("listing: %d %+v", code, listed)
			}
			base := fmt.Sprintf("/api/records/%s/games/%d", up.ID, len(up.Games))
			if len(up.Games) > 1 { // the last game of a file of several
				base = fmt.Sprintf("/api/records/%s/games/1", up.ID)
			}
			var first, last replayStep
			if code := ts.getInto(t, base+"/replay?step=0&seat=all", &first); code != http.StatusOK {
				t.Fatalf("step 0: %d", code)
			}
			if len(first.Hands) != tc.hands || first.Steps != up.Games[0].Actions || first.Table.Variant != "riichi" ||
				len(first.Events) == 0 || first.Seat != "all" {
				t.Errorf("step 0: %d hands, %d steps, variant %s, %d events", len(first.Hands), first.Steps, first.Table.Variant, len(first.Events))
			}
			if tc.names && first.Table.Seats[0].Name != up.Games[0].Names[0] {
				t.Errorf("seat names %+v", first.Table.Seats)
			}
			if code := ts.getInto(t, fmt.Sprintf("%s/replay?step=%d&seat=2", base, first.Steps), &last); code != http.StatusOK {
				t.Fatalf("last step: %d", code)
			}
			if last.Step != first.Steps || last.Seat != "2" {
				t.Errorf("last step %d of %d, seat %s", last.Step, first.Steps, last.Seat)
			}
			if up.Games[0].Desc != "" && strings.HasPrefix(up.Games[0].Desc, "a game") && last.Result == nil {
				t.Error("a whole game has no final result")
			}
			if code := ts.getStatus(t, base+"/record"); code != http.StatusOK {
				t.Errorf("its record: %d", code)
			}
			var exported tenhou.Log
			if code := ts.getInto(t, base+"/record?format=tenhou", &exported); code != http.StatusOK || len(exported.Rounds) != tc.hands {
				t.Errorf("its tenhou.net/6 export: %d, %d hands", code, len(exported.Rounds))
			}
			// The same file again is the same record, read once.
			if code, again := ts.upload(t, tc.name, tc.data); code != http.StatusOK || again.ID != up.ID {
				t.Errorf("the same file again: %d %s, want 200 %s", code, again.ID, up.ID)
			}
		})
	}
}

// A log that does not verify is listed with what differs, and cannot be
// replayed; the others of its file still can.
func TestImportUnverified(t *testing.T) {
	ts := startServerWith(t, ":memory:", Config{Variants: variants.Registry()})
	var l map[string]any
	if err := json.Unmarshal(tenhouData(t, "real/ranked_game.json"), &l); err != nil {
		t.Fatal(err)
	}
	// The first hand's score changes, one point out.
	end := l["log"].([]any)[0].([]any)[16].([]any)
	deltas := end[1].([]any)
	deltas[0] = deltas[0].(float64) + 100
	bad, _ := json.Marshal(l)
	good := compact(t, tenhouData(t, "real/chankan.json"))

	code, up := ts.upload(t, "bad.json", bad)
	if code != http.StatusCreated || len(up.Games) != 1 {
		t.Fatalf("%d %+v", code, up)
	}
	g := up.Games[0]
	if g.OK || !strings.Contains(g.Error, "round 1: score changes") || !strings.HasPrefix(g.Line, "FAIL: ") {
		t.Errorf("a log one point out: %+v", g)
	}
	t.Logf("the error: %s", g.Error)
	if code := ts.getStatus(t, "/api/records/"+up.ID+"/games/1/replay"); code != http.StatusConflict {
		t.Errorf("the replay of a game that does not verify: %d", code)
	}

	code, up = ts.upload(t, "mixed.jsonl", append(append(good, '\n'), bad...))
	if code != http.StatusCreated || len(up.Games) != 2 || !up.Games[0].OK || up.Games[1].OK ||
		!strings.HasPrefix(up.Games[1].Line, "line 2: FAIL: ") {
		t.Fatalf("%d %+v", code, up)
	}
	if code := ts.getStatus(t, "/api/records/"+up.ID+"/games/1/replay?step=3"); code != http.StatusOK {
		t.Errorf("the good game of the file: %d", code)
	}
	for _, p := range []string{"/games/3/replay", "/games/0/replay", "/games/x/replay"} {
		if code := ts.getStatus(t, "/api/records/"+up.ID+p); code != http.StatusNotFound {
			t.Errorf("%s: %d", p, code)
		}
	}
	if code := ts.getStatus(t, "/api/records/0123456789abcdef/games/1/replay"); code != http.StatusNotFound {
		t.Errorf("a record never uploaded: %d", code)
	}

	// A three-player mjlog is refused, saying so.
	three := strings.Replace(string(tenhouData(t, "mjlog/chankan.mjlog")), `<GO type="169"`, `<GO type="185"`, 1)
	code, up = ts.upload(t, "sanma.mjlog", []byte(three))
	if code != http.StatusCreated || up.Games[0].OK || !strings.Contains(up.Games[0].Error, "three-player") {
		t.Errorf("a three-player mjlog: %d %+v", code, up)
	}
}

// What is not a record, or too big, or a gzip bomb, is refused with a
// code the client words; so is an upload from another site.
func TestImportRefused(t *testing.T) {
	ts := startServerWith(t, ":memory:", Config{Variants: variants.Registry()})
	bomb := gzipped(make([]byte, MaxImportInflated+1))
	if len(bomb) > MaxImportUpload {
		t.Fatalf("the bomb is %d bytes", len(bomb))
	}
	for _, tc := range []struct {
		name string
		data []byte
		code int
		why  string
	}{
		{"empty", nil, http.StatusBadRequest, "empty"},
		{"garbage", []byte("\x00\x01 not a record at all"), http.StatusBadRequest, "format"},
		{"json", []byte(`{"hello": "world"}`), http.StatusBadRequest, "format"},
		{"broken gzip", []byte("\x1f\x8b\x08\x00garbage"), http.StatusBadRequest, "format"},
		{"too big", make([]byte, MaxImportUpload+1), http.StatusRequestEntityTooLarge, "too_big"},
		{"bomb", bomb, http.StatusRequestEntityTooLarge, "inflated"},
		{"gzip in gzip", gzipped(gzipped(tenhouData(t, "mjlog/chankan.mjlog"))), http.StatusBadRequest, "format"},
		{"too many", bytes.Repeat(append(compact(t, tenhouData(t, "real/chankan.json")), '\n'), MaxImportGames+1), http.StatusRequestEntityTooLarge, "games"},
	} {
		code, up := ts.upload(t, tc.name, tc.data)
		if code != tc.code || up.Code != tc.why || up.Error == "" {
			t.Errorf("%s: %d %+v, want %d %s", tc.name, code, up, tc.code, tc.why)
		}
	}
	mjlog := tenhouData(t, "mjlog/chankan.mjlog")
	for _, h := range [][]string{
		{"Origin", "http://evil.example"},
		{"Sec-Fetch-Site", "cross-site"},
		{"Content-Type", "multipart/form-data; boundary=x"},
		{"Content-Type", "text/plain"},
	} {
		if code, _ := ts.upload(t, "x", mjlog, h...); code != http.StatusForbidden && code != http.StatusUnsupportedMediaType {
			t.Errorf("%s: %s: %d", h[0], h[1], code)
		}
	}
}

// Imported files are held within the limits: per address and overall,
// by count and by size, the least recently viewed let go first, and each
// for a while after it was last viewed.
func TestImportCacheBounds(t *testing.T) {
	l := Limits{Imports: 4, ImportsPerAddress: 2, ImportBytes: 800, ImportBytesPerAddress: 600, ImportKeep: time.Hour}.withDefaults()
	var c importCache
	t0 := time.Unix(1e9, 0)
	put := func(id, addr string, cost int, at time.Duration) bool {
		return c.put(&importedFile{ID: id, addr: addr, cost: cost, used: t0.Add(at)}, l)
	}
	held := func(at time.Duration, ids ...string) {
		t.Helper()
		for _, id := range ids {
			if c.get(id, t0.Add(at), l.ImportKeep) == nil {
				t.Errorf("%s is not held", id)
			}
		}
		if len(c.files) != len(ids) {
			t.Errorf("%d held, want %v", len(c.files), ids)
		}
	}
	put("a1", "A", 100, 0)
	put("a2", "A", 100, 1)
	put("a3", "A", 100, 2) // A's third: its oldest goes
	held(3, "a2", "a3")
	c.get("a3", t0.Add(4), l.ImportKeep)
	put("b1", "B", 100, 5)
	put("c1", "C", 100, 6)
	put("d1", "D", 100, 7) // the fifth: the least recently viewed goes
	held(8, "a3", "b1", "c1", "d1")
	if put("e1", "E", 700, 9) {
		t.Error("a file bigger than an address may hold is held")
	}
	put("e1", "E", 600, 10) // one over the count, and more than the bytes left: two go
	if len(c.files) != 3 || c.files["e1"] == nil {
		t.Errorf("held %d", len(c.files))
	}
	if c.get("e1", t0.Add(10+time.Hour+1), l.ImportKeep) != nil || len(c.files) != 0 {
		t.Error("a file not viewed for longer than ImportKeep is still held")
	}
}

// Reading an upload never panics, whatever the bytes, and a game it
// lists as verified replays to its end.
func FuzzImportFile(f *testing.F) {
	for _, name := range []string{"real/chankan.json", "hands.json", "mjlog/pao-tsumo.mjlog"} {
		b := tenhouData(f, name)
		f.Add(b)
		f.Add(gzipped(b))
	}
	f.Add([]byte(`{"log":[[[0,0,0],[25000,25000,25000,25000],[11],[],[],[],[],[],[],[],[],[],[],[],[],[],["流局"]]]}` + "\n{}"))
	reg := variants.Registry()
	importers := []record.Importer{tenhou.Importer()}
	s := &Server{cfg: Config{Importers: importers}, replayVariants: record.ReplayRegistry(reg, importers)}
	f.Fuzz(func(t *testing.T, b []byte) {
		file, ierr := s.importFile(b)
		if ierr != nil {
			return
		}
		for _, g := range file.Games {
			if !g.OK {
				continue
			}
			x, err := indexReplay(s.replayVariants, g.rec, tableInfo{})
			if err != nil {
				t.Fatalf("a verified game does not index: %v", err)
			}
			x.at(len(g.rec.Actions))
		}
	})
}
