package cli

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"jantaku/variants"
)

// scoreHandsFile, when set, is where TestWriteScoreHands writes the
// random riichi hands of the end-to-end benchmark (docs/perf.md).
var scoreHandsFile = flag.String("score.hands", "", "write the random riichi score queries to this file")

// riichiQueries makes n random closed riichi hands that are complete (four
// sets and a pair, or seven pairs) as `jantaku score` lines: a random
// winning tile, ron or tsumo, riichi (with ippatsu and ura sometimes),
// red fives, a dora indicator, seat and round winds, counters and
// deposits. Some have no yaku (a closed ron without riichi, say): their
// answer is no win. The same seed gives the same lines.
func riichiQueries(n int, seed uint64) []string {
	r := rand.New(rand.NewPCG(seed, 0x5c0e))
	out := make([]string, 0, n)
	for len(out) < n {
		var count [34]int
		var kinds []int
		add := func(k, times int) bool {
			if count[k]+times > 4 {
				return false
			}
			count[k] += times
			for range times {
				kinds = append(kinds, k)
			}
			return true
		}
		ok := true
		if r.IntN(20) == 0 { // seven pairs
			for _, k := range r.Perm(34)[:7] {
				ok = ok && add(k, 2)
			}
		} else {
			for range 4 {
				if r.IntN(10) < 7 {
					suit, start := r.IntN(3), r.IntN(7)
					k := suit*9 + start
					ok = ok && add(k, 1) && add(k+1, 1) && add(k+2, 1)
				} else {
					ok = ok && add(r.IntN(34), 3)
				}
			}
			ok = ok && add(r.IntN(34), 2)
		}
		if !ok {
			continue
		}
		tiles := make([]string, len(kinds))
		red := [3]bool{}
		for i, k := range kinds {
			tiles[i] = kindString(k)
			if k < 27 && k%9 == 4 && !red[k/9] && (count[k] == 4 || r.IntN(4) == 0) { // the set has 3 plain fives
				red[k/9] = true
				tiles[i] = fmt.Sprintf("0%c", "mps"[k/9])
			}
		}
		win := tiles[r.IntN(len(tiles))]
		indicator := r.IntN(34)
		if count[indicator] >= 3 && indicator < 27 && indicator%9 == 4 || count[indicator] == 4 {
			continue
		}
		count[indicator]++
		riichi := r.IntN(2) == 0
		var fields []string
		fields = append(fields, fmt.Sprintf(`"id":%d`, len(out)+1), `"variant":"riichi"`,
			fmt.Sprintf(`"hand":"%s"`, strings.Join(tiles, "")), fmt.Sprintf(`"win":"%s"`, win))
		if r.IntN(5) < 2 {
			fields = append(fields, `"tsumo":true`)
		}
		seat := "ESWN"[r.IntN(4)]
		if seat == 'E' {
			fields = append(fields, `"dealer":true`)
		}
		fields = append(fields, fmt.Sprintf(`"seat_wind":"%c","round_wind":"%c"`, seat, "ES"[r.IntN(2)]),
			fmt.Sprintf(`"dora_indicators":"%s"`, kindString(indicator)))
		if riichi {
			flags := `"flags":["riichi"]`
			if r.IntN(10) == 0 {
				flags = `"flags":["riichi","ippatsu"]`
			}
			ura := r.IntN(34)
			if count[ura] >= 3 && ura < 27 && ura%9 == 4 || count[ura] == 4 {
				continue
			}
			fields = append(fields, flags, fmt.Sprintf(`"ura_indicators":"%s"`, kindString(ura)))
		}
		if h := r.IntN(4); h > 0 && h < 3 {
			fields = append(fields, fmt.Sprintf(`"honba":%d`, h))
		}
		if r.IntN(4) == 0 {
			fields = append(fields, `"sticks":1`)
		}
		out = append(out, "{"+strings.Join(fields, ",")+"}")
	}
	return out
}

// kindString writes kind index k (0-33: m, p, s, honours) as "5m".
func kindString(k int) string {
	if k >= 27 {
		return fmt.Sprintf("%dz", k-26)
	}
	return fmt.Sprintf("%d%c", k%9+1, "mps"[k/9])
}

// The random hands are all read (ok), most of them win, and with
// -score.hands the benchmark's 30,000 are written:
// go test ./cli -run TestScoreHands -args -score.hands=/tmp/hands.jsonl
func TestScoreHands(t *testing.T) {
	lines := riichiQueries(30000, 1)
	if *scoreHandsFile != "" {
		if err := os.WriteFile(*scoreHandsFile, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var out bytes.Buffer
	if err := Score(Env{Variants: variants.Registry()}, strings.NewReader(strings.Join(lines[:1000], "\n")), &out); err != nil {
		t.Fatal(err)
	}
	answers := strings.Split(strings.TrimSpace(out.String()), "\n")
	wins := strings.Count(out.String(), `"win":true`)
	if len(answers) != 1000 || strings.Count(out.String(), `"ok":true`) != 1000 || wins < 600 {
		t.Fatalf("%d answers, %d ok, %d wins", len(answers), strings.Count(out.String(), `"ok":true`), wins)
	}
}
