package variants_test

import (
	"strconv"
	"testing"

	"jantaku/engine"
	"jantaku/variants"
)

// Every integer option of every variant is bounded, with its default
// inside the bounds, and a value past them is refused naming the option.
func TestIntegerOptionsBounded(t *testing.T) {
	reg := variants.Registry()
	for _, id := range reg.IDs() {
		v, _ := reg.Get(id)
		for _, o := range v.Options() {
			if o.Kind != engine.OptInt {
				continue
			}
			d, err := strconv.Atoi(o.Default)
			if o.Max <= o.Min || err != nil || d < o.Min || d > o.Max {
				t.Errorf("%s option %s: bounds %d to %d, default %q", id, o.Key, o.Min, o.Max, o.Default)
			}
			for _, bad := range []string{strconv.Itoa(o.Max + 1), strconv.Itoa(o.Min - 1), "9223372036854775807"} {
				_, err := engine.ResolveOptions(v.Options(), engine.Options{o.Key: bad})
				if err == nil || err.Error()[:len("option "+o.Key)] != "option "+o.Key {
					t.Errorf("%s option %s=%s: %v", id, o.Key, bad, err)
				}
			}
		}
	}
}
