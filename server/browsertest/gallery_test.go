package browsertest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// galleryCase is one variant of the gallery, with the options that make
// its game short enough to reach the game-end screen.
type galleryCase struct {
	variant string
	players int
	short   map[string]string
	rivers  int // the discards a player has made when the table is shot
}

var galleryCases = []galleryCase{
	{"riichi", 4, map[string]string{"start_points": "900"}, 4},
	{"maiko", 3, map[string]string{"start_points": "900"}, 4},
	{"malaysia", 3, map[string]string{"hands": "1"}, 4},
	{"momojan", 2, map[string]string{"start_points": "2"}, 4},
	{"suzume", 4, map[string]string{"laps": "1"}, 4},
	{"trump", 3, map[string]string{"max_hands": "1"}, 3}, // hands of seven cards end sooner
}

// TestGallery writes screenshots of every variant's table, hand-end and
// game-end screens at 1280x800 and 390x844 into $JANTAKU_GALLERY
// (scripts/gallery.sh sets it to docs/screenshots). Without it, it skips.
func TestGallery(t *testing.T) {
	dir := os.Getenv("JANTAKU_GALLERY")
	if dir == "" {
		t.Skip("set JANTAKU_GALLERY to a folder to write the gallery")
	}
	lang := os.Getenv("JANTAKU_GALLERY_LANG")
	if lang == "" {
		lang = "en"
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	// The pause between hands a table has (about 15 s), so the hand-end
	// screens show the countdown a player sees.
	base, b := startServer(t, 20*time.Second), newBrowser(t)
	for _, gc := range galleryCases {
		for _, size := range [][2]int{{1280, 800}, {390, 844}} {
			name := fmt.Sprintf("%s-%%s-%dx%d.png", gc.variant, size[0], size[1])
			t.Run(fmt.Sprintf("%s-%dx%d", gc.variant, size[0], size[1]), func(t *testing.T) {
				shoot := func(ctx context.Context, what string) {
					time.Sleep(1500 * time.Millisecond) // let callouts and animations finish
					png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
					if err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf(name, what)), png, 0o644); err != nil {
						t.Fatal(err)
					}
				}
				ctx := tab(t, b, size[0], size[1], lang)
				takeSeat(t, ctx, base+createTable(t, base, gc.variant, gc.players, nil, 30), "Alice")
				eval[bool](t, ctx, `(localStorage.setItem("hints", "1"), document.querySelector("#hint-toggle")?.getAttribute("aria-pressed") === "true" || (document.querySelector("#hint-toggle")?.click(), true))`)
				rivers := gc.rivers * gc.players
				// A hand that ends before its rivers fill is played out, and
				// the table is shot in one of the next hands.
				for hand := 1; ; hand++ {
					playUntil(t, ctx, fmt.Sprintf(`!!document.querySelector('.result-dialog') || (document.querySelectorAll('.river .tile').length >= %d && !!document.querySelector('.own .tile.playable'))`, rivers), 3*time.Minute)
					if hand == 5 || eval[bool](t, ctx, `!document.querySelector('.result-dialog')`) {
						break
					}
					eval[bool](t, ctx, watchResults)
					if err := chromedp.Do(ctx, chromedp.Click(`#next-hand`)); err != nil {
						t.Fatal(err)
					}
					waitResultClosed(t, ctx, "the next hand")
				}
				shoot(ctx, "table")
				playUntil(t, ctx, `!!document.querySelector('.result-dialog')`, 3*time.Minute)
				shoot(ctx, "hand-end")

				ctx = tab(t, b, size[0], size[1], lang)
				takeSeat(t, ctx, base+createTable(t, base, gc.variant, gc.players, gc.short, 30), "Alice")
				playUntil(t, ctx, `!!document.querySelector('.game-end') || ((b) => (b && b.click(), false))(document.querySelector('#next-hand:not([disabled])'))`, 2*time.Minute)
				shoot(ctx, "game-end")
			})
		}
	}
}
