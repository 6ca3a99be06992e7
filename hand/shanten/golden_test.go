package shanten

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"jantaku/internal/refdata"
)

// golden is one case of the majiang-core shanten data: 14 tiles and their
// [regular, orphans, seven pairs] shanten. (The data README says seven pairs
// come second; the numbers say otherwise: a hand with four pairs and no
// terminals has 2 in the third place and 11 in the second.)
type golden struct {
	Q []string `json:"q"`
	X [3]int   `json:"x"`
}

// loadGolden reads xiangting_1.json … xiangting_4.json.
func loadGolden(t testing.TB) []golden {
	dir := refdata.Riichi()
	var all []golden
	for i := 1; i <= 4; i++ {
		b, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("xiangting_%d.json", i)))
		if err != nil {
			t.Fatal(err)
		}
		var part []golden
		if err := json.Unmarshal(b, &part); err != nil {
			t.Fatalf("xiangting_%d.json: %v", i, err)
		}
		all = append(all, part...)
	}
	if len(all) != 40000 {
		t.Fatalf("got %d golden cases, want 40000", len(all))
	}
	return all
}

// parseTiles turns majiang tiles such as "m3", "z7" or "p0" (red five) into
// Counts.
func parseTiles(tiles []string) (Counts, error) {
	var c Counts
	for _, s := range tiles {
		if len(s) != 2 {
			return c, fmt.Errorf("bad tile %q", s)
		}
		suit := strings.IndexByte("mpsz", s[0])
		top := byte('9')
		if suit == 3 {
			top = '7'
		}
		if suit < 0 || s[1] < '0' || s[1] > top || suit == 3 && s[1] == '0' {
			return c, fmt.Errorf("bad tile %q", s)
		}
		n := int(s[1] - '0')
		if n == 0 {
			n = 5
		}
		c[suit*9+n-1]++
	}
	return c, nil
}

func TestGolden(t *testing.T) {
	bad := 0
	for i, g := range loadGolden(t) {
		c, err := parseTiles(g.Q)
		if err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		got := [3]int{Regular(&c, 0), Orphans(&c), SevenPairs(&c)}
		if got != g.X {
			bad++
			if bad <= 10 {
				t.Errorf("case %d %v: got %v, want %v", i, g.Q, got, g.X)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of 40000 cases differ", bad)
	}
}
