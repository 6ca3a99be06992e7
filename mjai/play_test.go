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

func riichiVariant(t *testing.T) engine.Variant {
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
	res, err := Play(riichiVariant(t), engine.Config{Players: 4, Seed: 11}, seats)
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
		playClients(t, seed, nil, func(s int, r io.Reader, w io.Writer) error {
			level := []string{"efficient", "strong"}[s%2]
			b, _ := bot.New(level, "riichi", seed*10+uint64(s))
			return NewClient(b).Run(r, w)
		})
	}
}

// playClients plays game seed with every seat a client talking mjai
// through pipes: run plays seat s's end. answered, when set, sees each
// answer beside the engine's legal actions.
func playClients(t *testing.T, seed uint64, answered func(engine.Seat, []engine.Action, engine.Action), run func(s int, r io.Reader, w io.Writer) error) engine.Result {
	t.Helper()
	seats := make([]Seat, 4)
	done := make(chan error, 4)
	for s := range seats {
		toClient, fromServer := io.Pipe()
		toServer, fromClient := io.Pipe()
		defer fromServer.Close()
		go func() {
			err := run(s, toClient, fromClient)
			fromClient.Close()
			done <- err
		}()
		seats[s] = Seat{Peer: NewPeer(toServer, fromServer)}
	}
	res, err := play(riichiVariant(t), engine.Config{Players: 4, Seed: seed}, seats, answered, nil)
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
	return res
}

// winner takes every win it is offered and otherwise plays its bot; it
// counts the wins offered to a hand not in riichi.
type winner struct {
	bot.Bot
	silent int
}

func (w *winner) Choose(v engine.View, legal []engine.Action) engine.Action {
	for _, a := range legal {
		if a.Type == engine.Ron || a.Type == engine.Tsumo {
			if !v.Players[v.Seat].Riichi {
				w.silent++
			}
			return a
		}
	}
	return w.Bot.Choose(v, legal)
}

// TestClientOffersEveryWin: the client judges yaku as the engine does.
// Every seat is a client that takes each win it is offered, so a win the
// engine allows and the client does not offer shows as another answer,
// and one the client offers wrongly is refused.
func TestClientOffersEveryWin(t *testing.T) {
	wins, silent := 0, 0
	for seed := uint64(1); seed <= 6; seed++ {
		bots := make([]*winner, 4)
		playClients(t, seed, func(s engine.Seat, legal []engine.Action, a engine.Action) {
			for _, w := range legal {
				if (w.Type == engine.Ron || w.Type == engine.Tsumo) && a.Type != w.Type {
					t.Errorf("seed %d seat %d: the engine allows %v, the client answered %v", seed, s, w, a)
				}
			}
			if a.Type == engine.Ron || a.Type == engine.Tsumo {
				wins++
			}
		}, func(s int, r io.Reader, w io.Writer) error {
			b, _ := bot.New("strong", "riichi", seed*10+uint64(s))
			bots[s] = &winner{Bot: b}
			return NewClient(bots[s]).Run(r, w)
		})
		for _, b := range bots {
			silent += b.silent
		}
	}
	if silent == 0 {
		t.Fatalf("no win without riichi in %d wins: the test shows nothing", wins)
	}
	t.Logf("%d wins, %d of them without riichi", wins, silent)
}
