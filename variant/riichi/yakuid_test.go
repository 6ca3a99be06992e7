package riichi

import "testing"

// Every yaku has a key, and no two share one.
func TestYakuKeys(t *testing.T) {
	seen := map[string]YakuID{}
	for id := YakuID(1); id < numYaku; id++ {
		k := id.Key()
		if k == "" {
			t.Fatalf("yaku %d (%s) has no key", id, table[id-1].English)
		}
		if o, ok := seen[k]; ok {
			t.Fatalf("yaku %d and %d share the key %q", o, id, k)
		}
		seen[k] = id
	}
	if YakuRiichi.Key() != "riichi" || YakuDoubleRiichi.Key() != "double_riichi" || YakuJunseiChuuren.Key() != "junsei_chuuren" {
		t.Fatal("keys out of order with the ids")
	}
}
