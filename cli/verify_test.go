package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"jantaku/engine"
	"jantaku/internal/toy"
	"jantaku/server"
	"jantaku/store"
)

// jantaku verify accepts a finished table's commitments and walls, and
// refuses them when the server's answer is tampered with.
func TestVerify(t *testing.T) {
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "db"))
	if err != nil {
		t.Fatal(err)
	}
	reg := engine.NewRegistry(toy.Variant{})
	srv, err := server.New(server.Config{Store: st, Variants: reg, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	tamper := false
	h := srv.Handler()
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !tamper || !strings.HasSuffix(r.URL.Path, "/commitments") {
			h.ServeHTTP(w, r)
			return
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		// change the first tile of the first revealed wall
		body := rec.Body.Bytes()
		if i := bytes.Index(body, []byte(`"wall":"`)); i >= 0 {
			d := &body[i+len(`"wall":"`)]
			*d = '1' + (*d-'0')%9
		}
		w.Write(body)
	}))
	defer func() { hs.Close(); srv.Close(); st.Close() }()

	resp, err := http.Post(hs.URL+"/api/tables", "application/json",
		strings.NewReader(`{"variant": "toy", "seats": [{"kind": "bot"}, {"kind": "bot"}], "seed": 2}`))
	if err != nil {
		t.Fatal(err)
	}
	var c struct{ ID string }
	jsonDecode(t, resp, &c)
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if tb, err := st.Table(context.Background(), c.ID); err == nil && tb.Status == store.Finished {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the bots' game did not finish")
		}
	}
	run := func() (int, string) {
		var out bytes.Buffer
		env := Env{Stdout: &out, Stderr: &out, Variants: reg}
		return Main(env, []string{"verify", hs.URL + "/t/" + c.ID}), out.String()
	}
	if code, out := run(); code != 0 || !strings.Contains(out, "every wall is the one") {
		t.Fatalf("verify: exit %d: %s", code, out)
	}
	tamper = true
	if code, out := run(); code != 1 || !strings.Contains(out, "FAIL") {
		t.Fatalf("verify of a tampered wall: exit %d: %s", code, out)
	}
	var out bytes.Buffer
	if code := Main(Env{Stdout: &out, Stderr: &out, Variants: reg}, []string{"verify", "not a url"}); code != 1 {
		t.Fatalf("a bad address: exit %d: %s", code, out.String())
	}
}

func jsonDecode(t *testing.T, resp *http.Response, v any) {
	t.Helper()
	defer resp.Body.Close()
	if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
		t.Fatal(err)
	}
}
