package server

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"jantaku/engine"
	"jantaku/internal/toy"
	"jantaku/record"
	"jantaku/store"
)

// A table's walls come from a 256-bit key only the server draws: while the
// game runs nobody sees the key or the seed, the key's commitment is
// published from the start, and the finished record carries the key, which
// matches the commitment and replays to the same walls the hands were
// committed to.
func TestServerDrawsTheKey(t *testing.T) {
	ts := startServer(t, ":memory:", time.Millisecond)
	c := ts.create(t, `{"variant": "toy", "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}]}`)
	w := ts.dial(t, c.ID, c.Seats[0].Token).recv()
	info := *w.Table
	if !info.Fair || info.Config.Shuffle != engine.ShuffleChaCha8 || info.Config.Key != "" || info.Config.Seed != 0 || len(info.KeyCommitment) != 64 {
		t.Fatalf("a running table shows %+v", info)
	}
	// an offline engine cannot deal this table's first hand from any
	// seed the creator might guess, say the one shown
	offline, _, _ := engine.NewGame(toy.Variant{}, engine.Config{Players: 2, Seed: info.Config.Seed})
	if sameHand(offline.View(0), *w.View) {
		t.Fatal("the table deals what seed 0 deals")
	}

	bots := ts.create(t, `{"variant": "toy", "seats": [{"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}]}`)
	waitFor(t, func() bool { return ts.table(t, bots.ID).Status == store.Finished })
	done := ts.table(t, bots.ID)
	resp, err := http.Get(ts.URL + "/api/tables/" + bots.ID + "/record")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.Read(resp.Body)
	resp.Body.Close()
	if err != nil {
		t.Fatal(err)
	}
	key, _ := hex.DecodeString(rec.Config.Key)
	sum := sha256.Sum256(key)
	if rec.Config.Shuffle != engine.ShuffleChaCha8 || len(key) != 32 || hex.EncodeToString(sum[:]) != done.KeyCommitment {
		t.Fatalf("record config %+v, commitment %s", rec.Config, done.KeyCommitment)
	}
	if err := record.Verify(ts.srv.cfg.Variants, rec); err != nil {
		t.Fatal(err)
	}
	var cs struct{ Commitments []Commitment }
	getJSON(t, ts.URL+"/api/tables/"+bots.ID+"/commitments", &cs)
	meta, _ := ts.st.Table(t.Context(), bots.ID)
	_, replayed, err := replayCommitments(toy.Variant{}, meta, rec.Actions)
	if err != nil || len(cs.Commitments) == 0 {
		t.Fatal(err, len(cs.Commitments))
	}
	for i, c := range cs.Commitments {
		if c.Wall == "" || c.Wall != replayed.list[i].Wall || CommitmentHash(c.Wall, c.Salt) != c.Hash {
			t.Fatalf("hand %d: commitment %+v", i, c)
		}
	}
}

func sameHand(a, b engine.View) bool {
	x, _ := jsonOf(a.Players[0].Hand)
	y, _ := jsonOf(b.Players[0].Hand)
	return bytes.Equal(x, y)
}

// A chosen seed deals what an offline engine deals from it, and the table
// shows as not fair everywhere: the lobby, its description, the welcome.
func TestChosenSeedIsNotFair(t *testing.T) {
	ts := startServer(t, ":memory:", time.Hour)
	c := ts.create(t, `{"variant": "toy", "seed": 42, "seats": [{"kind": "human"}, {"kind": "human"}]}`)
	w := ts.dial(t, c.ID, c.Seats[0].Token).recv()
	offline, _, _ := engine.NewGame(toy.Variant{}, engine.Config{Players: 2, Seed: 42})
	if !sameHand(offline.View(0), *w.View) {
		t.Fatal("seed 42 does not deal as offline")
	}
	var list struct{ Tables []tableInfo }
	getJSON(t, ts.URL+"/api/tables", &list)
	for what, fair := range map[string]bool{"welcome": w.Table.Fair, "table": ts.table(t, c.ID).Fair, "lobby": len(list.Tables) != 1 || list.Tables[0].Fair} {
		if fair {
			t.Errorf("the %s shows a chosen seed as fair", what)
		}
	}
}

func jsonOf(v any) ([]byte, error) { return json.Marshal(v) }
