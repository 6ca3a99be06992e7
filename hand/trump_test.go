package hand

import (
	"testing"

	"jantaku/tile"
)

// TestTrumpForms checks the P式 hands of eight cards.
func TestTrumpForms(t *testing.T) {
	forms := []struct {
		name string
		fn   func(*Counts) (Reading, bool)
	}{
		{"four pairs", TrumpFourPairs},
		{"eight in a row", TrumpEightInARow},
		{"aces and nines", TrumpAcesAndNines},
		{"orphans", TrumpOrphans},
	}
	tests := []struct {
		hand string
		want string // the names of the forms it makes
	}{
		{"1122c55z00z", "four pairs"}, // 10 and joker pairs count (「10」「ババ」も「頭」に出来る)
		{"1111c2255z", "four pairs"},  // four of a kind is two pairs
		{"11122c55z", ""},             // seven cards
		{"1112c5566z", ""},
		{"11119999c", "four pairs, aces and nines"},
		{"12345678c", "eight in a row"},
		{"23456789c", "eight in a row"},
		{"13456789c", ""},
		{"12345679c", ""},
		{"1234567c1z", ""},
		{"123456789c", ""}, // nine in a row is nine cards
		{"19c1z567z0z1c", "orphans"},
		{"19c1z567z00z", "orphans"}, // the double-yakuman pair of jokers
		{"19c1z567z0z2c", ""},
		{"19c1z567z1z0z", "orphans"},
		{"19c1z5677z", ""}, // no joker
	}
	for _, tt := range tests {
		t.Run(tt.hand, func(t *testing.T) {
			c := counts(tt.hand)
			got := ""
			for _, f := range forms {
				r, ok := f.fn(&c)
				if !ok {
					continue
				}
				if got != "" {
					got += ", "
				}
				got += f.name
				if r.Form.String() != f.name {
					t.Errorf("%s: reading form %v", f.name, r.Form)
				}
				n := 0
				for _, g := range r.Groups {
					n += int(g.N)
				}
				if n != c.Total() {
					t.Errorf("%s: reading holds %d cards, hand %d", f.name, n, c.Total())
				}
			}
			if got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestTrumpOrphansPair(t *testing.T) {
	c := counts("19c1z567z00z")
	r, _ := TrumpOrphans(&c)
	if p, ok := r.Pair(); !ok || p.As != tile.Joker {
		t.Errorf("pair %v %v, want the jokers", p, ok)
	}
}

// TestTrumpRegular checks the regular hand: two sets and a pair of the
// numbers, 10s, J, Q, K or jokers, under Standard.
func TestTrumpRegular(t *testing.T) {
	tests := []struct{ hand, want string }{
		{"123c555z00z", "00z 555z 123c"},
		{"789c111z99c", "111z 789c 99c"}, // the 10 pair and triplet act like a wind
		{"891c111z55z", ""},              // 9 does not join A
		{"567z567z11c", ""},              // J, Q, K make no sequence
	}
	for _, tt := range tests {
		t.Run(tt.hand, func(t *testing.T) {
			got := readings(Decompose(counts(tt.hand), Standard{}, Shape{Sets: 2, Pair: true}))
			if got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// TestSuzume checks すずめ雀 hands: two sets and no pair, of bamboo and of
// 發 (6z) and 中 (7z), red tiles counting as their kind.
func TestSuzume(t *testing.T) {
	set := tile.Suzume()
	tests := []struct{ hand, want string }{
		{"123s456s", "123s 456s"},
		{"1r23s456s", "123s 456s"}, // a red 1 is a 1
		{"111s5r55s", "111s 555s"},
		{"666z777z", "666z 777z"},
		{"789s1s2s3s", "123s 789s"},
		{"891s234s", ""},  // 9 does not join 1
		{"66z7z123s", ""}, // 發 and 中 make only triplets
		{"123456s", "123s 456s"},
		{"111222s", "111s 222s"},
	}
	for _, tt := range tests {
		t.Run(tt.hand, func(t *testing.T) {
			ts, err := set.Parse(tt.hand)
			if err != nil {
				t.Fatal(err)
			}
			got := readings(Decompose(CountsOf(ts), Standard{}, Shape{Sets: 2}))
			if got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}
