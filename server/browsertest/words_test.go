package browsertest

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestHandLabels: a hand is named with its honba, so that the log's and
// the replay's headings tell a repeated hand (a dealer's win or a draw)
// from the one before it, in both languages; with no honba the name is
// the round's alone.
func TestHandLabels(t *testing.T) {
	base, b := startServer(t, time.Hour), newBrowser(t)
	want := map[string]map[string]string{
		"en": {
			"East 2, 1 honba":               "East 2, 1 honba",
			"East 2, 0 honba":               "East 2",
			"South 4, 3 honba":              "South 4, 3 honba",
			"deal 2 of 4 (seat 1), 2 honba": "Deal 2 of 4, 2 honba",
			"deal 1 of 4 (seat 0), 0 honba": "Deal 1 of 4",
			"hand 3":                        "Hand 3",
		},
		"ja": {
			"East 2, 1 honba": "東2局 1本場",
			"East 2, 0 honba": "東2局",
			"hand 3":          "第3局",
		},
	}
	for lang, cases := range want {
		ctx := tab(t, b, 1280, 800, lang)
		if err := chromedp.Do(ctx, chromedp.Navigate(base+"/"), chromedp.WaitVisible(`.lobby`)); err != nil {
			t.Fatal(err)
		}
		for round, label := range cases {
			got, err := chromedp.Run(ctx, chromedp.Evaluate[string](fmt.Sprintf(`import("/js/view/words.js").then((w) => w.handLabel({ round: %q }))`, round), chromedp.EvalAwaitPromise))
			if err != nil {
				t.Fatal(err)
			}
			if got != label {
				t.Errorf("%s: the hand %q is named %q, want %q", lang, round, got, label)
			}
		}
	}
}
