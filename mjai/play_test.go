package mjai

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"testing"

	"jantaku/bot"
	"jantaku/engine"
	"jantaku/variants"
)

// TestMain turns the test binary into a tiny mjai client when asked, so a
// test can seat a real external process.
func TestMain(m *testing.M) {
	if os.Getenv("JANTAKU_FAKE_MJAI") == "1" {
		if err := fakeClient(os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// fakeClient is the simplest mjai player: it discards every tile it draws
// and answers everything else with none. It speaks raw JSON, not our types.
func fakeClient(r io.Reader, w io.Writer) error {
	sc := bufio.NewScanner(r)
	seat := -1
	for sc.Scan() {
		var m map[string]any
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			return err
		}
		ans := `{"type":"none"}`
		switch m["type"] {
		case "start_game":
			seat = int(m["id"].(float64))
		case "tsumo":
			if int(m["actor"].(float64)) == seat {
				ans = fmt.Sprintf(`{"type":"dahai","actor":%d,"pai":%q,"tsumogiri":true}`, seat, m["pai"])
			}
		}
		fmt.Fprintln(w, ans)
		if m["type"] == "end_game" {
			return nil
		}
	}
	return sc.Err()
}

func riichi(t *testing.T) engine.Variant {
	v, err := variants.Registry().Get("riichi")
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestExternalProcess seats the fake client, a separate process, at seat 1
// beside three efficient bots, for a whole game.
func TestExternalProcess(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "JANTAKU_FAKE_MJAI=1")
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	seats := make([]Seat, 4)
	for s := range seats {
		b, _ := bot.New("efficient", "riichi", uint64(s))
		seats[s].Bot = b
	}
	seats[1] = Seat{Peer: NewPeer(out, in)}
	res, err := Play(riichi(t), engine.Config{Players: 4, Seed: 11}, seats)
	in.Close()
	if werr := cmd.Wait(); werr != nil {
		t.Errorf("fake client: %v", werr)
	}
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Scores) != 4 || res.Hands == 0 {
		t.Fatalf("result %+v", res)
	}
}

// TestClientRoundTrip: every seat is one of our bots speaking mjai through
// a pipe to Play, which must accept every answer as legal, for whole games.
func TestClientRoundTrip(t *testing.T) {
	for seed := uint64(1); seed <= 2; seed++ {
		seats := make([]Seat, 4)
		done := make(chan error, 4)
		for s := range seats {
			toClient, fromServer := io.Pipe()
			toServer, fromClient := io.Pipe()
			level := []string{"efficient", "strong"}[s%2]
			b, _ := bot.New(level, "riichi", seed*10+uint64(s))
			go func() {
				err := NewClient(b).Run(toClient, fromClient)
				fromClient.Close()
				done <- err
			}()
			seats[s] = Seat{Peer: NewPeer(toServer, fromServer)}
			defer fromServer.Close()
		}
		res, err := Play(riichi(t), engine.Config{Players: 4, Seed: seed}, seats)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		for range seats {
			if err := <-done; err != nil {
				t.Fatalf("seed %d: client: %v", seed, err)
			}
		}
		if res.Hands == 0 {
			t.Fatalf("seed %d: no hands", seed)
		}
	}
}
