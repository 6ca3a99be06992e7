package cli

import (
	"bytes"
	"strings"
	"testing"

	"jantaku/variants"
)

// Every example in 'jantaku score --help' gets exactly the answer it shows.
func TestScoreHelpExamples(t *testing.T) {
	seen := map[string]bool{}
	for _, e := range scoreExamplesList {
		t.Run(e.variant, func(t *testing.T) {
			var out bytes.Buffer
			env := Env{Variants: variants.Registry()}
			if err := Score(env, strings.NewReader(e.query+"\n"), &out); err != nil {
				t.Fatal(err)
			}
			if got := strings.TrimSpace(out.String()); got != e.answer {
				t.Errorf("answer\n %s\nhelp shows\n %s", got, e.answer)
			}
		})
		seen[e.variant] = true
	}
	for _, id := range variants.Registry().IDs() {
		if !seen[id] {
			t.Errorf("variant %s has no example in 'jantaku score --help'", id)
		}
	}
}
