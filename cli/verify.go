package cli

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/server"
	"jantaku/tile"
)

func runVerify(env Env, args []string) int {
	fs := flag.NewFlagSet("verify", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.Usage = func() {
		fmt.Fprint(env.Stderr, "Usage: jantaku verify TABLE-URL...\n\n"+
			"Checks a table's fair-shuffle commitments on a jantaku server, e.g.\n"+
			"  jantaku verify http://localhost:8080/t/ab12cd34ef56\n"+
			"Every revealed hand's wall and salt must hash to the commitment published before the\n"+
			"hand. Once the game is over, its record is replayed too, and each hand's wall must be\n"+
			"the one the engine dealt from. Exits 1 on any mismatch.\n")
	}
	if err := fs.Parse(args); err != nil {
		return flagExit(err)
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return 2
	}
	client := &http.Client{Timeout: 30 * time.Second}
	bad := 0
	for _, arg := range fs.Args() {
		msg, err := verifyTable(env, client, arg)
		if err != nil {
			fmt.Fprintf(env.Stdout, "%s: FAIL: %v\n", arg, err)
			bad++
			continue
		}
		fmt.Fprintf(env.Stdout, "%s: ok (%s)\n", arg, msg)
	}
	if bad > 0 {
		return 1
	}
	return 0
}

// tableAPI turns a page or API address of a table into its API base.
func tableAPI(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return "", fmt.Errorf("%q is not a table address such as http://localhost:8080/t/ID", raw)
	}
	parts := strings.Split(strings.Trim(u.Path, "/"), "/")
	id := parts[len(parts)-1]
	switch {
	case len(parts) == 2 && parts[0] == "t":
	case len(parts) == 3 && parts[0] == "api" && parts[1] == "tables":
	default:
		return "", fmt.Errorf("%q is not a table address such as http://localhost:8080/t/ID", raw)
	}
	return fmt.Sprintf("%s://%s/api/tables/%s", u.Scheme, u.Host, id), nil
}

func getJSON(client *http.Client, addr string, v any) error {
	resp, err := client.Get(addr)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	if err != nil {
		return err
	}
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%s: %s %s", addr, resp.Status, strings.TrimSpace(string(body)))
	}
	return json.Unmarshal(body, v)
}

// verifyTable checks one table's commitments, and its walls once finished.
func verifyTable(env Env, client *http.Client, raw string) (string, error) {
	base, err := tableAPI(raw)
	if err != nil {
		return "", err
	}
	var cs struct {
		Commitments []server.Commitment `json:"commitments"`
	}
	if err := getJSON(client, base+"/commitments", &cs); err != nil {
		return "", err
	}
	revealed := map[int]string{}
	for _, c := range cs.Commitments {
		if c.Wall == "" {
			continue
		}
		if server.CommitmentHash(c.Wall, c.Salt) != c.Hash {
			return "", fmt.Errorf("hand %d: the revealed wall and salt do not hash to the commitment", c.Hand+1)
		}
		revealed[c.Hand] = c.Wall
	}
	var info struct {
		Status        string `json:"status"`
		Fair          bool   `json:"fair"`
		KeyCommitment string `json:"key_commitment"`
	}
	if err := getJSON(client, base, &info); err != nil {
		return "", err
	}
	summary := fmt.Sprintf("%d commitments, %d revealed and matching", len(cs.Commitments), len(revealed))
	if !info.Fair {
		summary = "NOT FAIR: its creator chose the seed and may know every wall; " + summary
	}
	if info.Status != "finished" {
		return summary + "; the game goes on, so its walls are not yet replayed", nil
	}
	var rec record.Record
	if err := getJSON(client, base+"/record", &rec); err != nil {
		return "", err
	}
	if info.Fair {
		if rec.Config.Shuffle != engine.ShuffleChaCha8 || server.KeyCommitment(rec.Config.Key) != info.KeyCommitment {
			return "", fmt.Errorf("the record's shuffle key does not match the key commitment %s", info.KeyCommitment)
		}
		summary += "; the shuffle key matches its commitment " + info.KeyCommitment[:16] + "…"
	}
	dealt, err := dealtWalls(env.Variants, rec)
	if err != nil {
		return "", err
	}
	for hand, wall := range revealed {
		if dealt[hand] != wall {
			return "", fmt.Errorf("hand %d: the revealed wall is not the wall the game was dealt from", hand+1)
		}
	}
	if len(revealed) != len(dealt) {
		return "", fmt.Errorf("%d hands were dealt but %d walls revealed", len(dealt), len(revealed))
	}
	return summary + "; every wall is the one the record's game was dealt from", nil
}

// dealtWalls replays a record and returns each hand's wall as dealt.
func dealtWalls(reg *engine.Registry, rec record.Record) (map[int]string, error) {
	v, err := reg.Get(rec.Variant)
	if err != nil {
		return nil, err
	}
	g, _, err := engine.NewGame(v, rec.Config)
	if err != nil {
		return nil, err
	}
	w, ok := g.(engine.Walled)
	if !ok {
		return nil, errors.New("the variant's games have no wall to check")
	}
	walls := map[int]string{}
	note := func() {
		if h, ts := w.Wall(); !g.Over() {
			if _, seen := walls[h]; !seen {
				walls[h] = tile.Format(ts)
			}
		}
	}
	note()
	for i, sa := range rec.Actions {
		if _, err := g.Apply(sa.Seat, sa.Action); err != nil {
			return nil, fmt.Errorf("replaying action %d: %w", i, err)
		}
		note()
	}
	return walls, nil
}
