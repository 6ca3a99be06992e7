package malaysia

import (
	"testing"

	"jantaku/engine"
)

// TestRulesDefaults: the defaults are the text's numbers, and options set
// what they name.
func TestRulesDefaults(t *testing.T) {
	r, err := NewRules(mustOptions(t))
	if err != nil {
		t.Fatal(err)
	}
	want := Rules{Start: 50, Hands: 8, People: 3, MinPoints: 5, Limit: 10, LimitRon: 20, LimitTsumo: 10,
		Reduce: 5, AnkanPay: 10, MinkanPay: 10, KakanPay: 5}
	if r != want {
		t.Errorf("got %+v\nwant %+v", r, want)
	}
	o, err := engine.ResolveOptions(Options(), engine.Options{"start": "30", "hands": "0", "target": "100", "bust": "true", "people": "6"})
	if err != nil {
		t.Fatal(err)
	}
	r, err = NewRules(o)
	if err != nil || r.Start != 30 || r.Hands != 0 || r.Target != 100 || !r.Bust || r.People != 6 {
		t.Errorf("got %+v, %v", r, err)
	}
}
