package trump

import "testing"

// The keys follow the ids: the last id has the last key.
func TestYakuKeys(t *testing.T) {
	if len(yakuKeys) != int(KokushiDouble) || MenzenTsumo.Key() != "menzen_tsumo" || KokushiDouble.Key() != "kokushi_double" || Dora.Key() != "dora" {
		t.Fatalf("%d keys for %d ids", len(yakuKeys), KokushiDouble)
	}
}
