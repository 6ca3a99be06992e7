package browsertest

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// logLines is the play log's lines, one a line: each hand's name, then
// its lines newest first.
const logLines = `[...document.querySelectorAll('#log li')].map((li) => li.textContent).join("\n")`

// TestLateLogShowsTheHand: a spectator who comes in mid-hand, and the
// person who reloads the page, see the log of the hand so far (the lines
// the person saw as it was played, hand name first), at a desktop's and
// a phone's size.
func TestLateLogShowsTheHand(t *testing.T) {
	// Walls where the first hand lasts past the dozen lines (on a random
	// deal it now and then ended sooner, and the log began with the next).
	base, b := startServer(t, time.Second), newBrowser(t)
	seed := uint64(1)
	invite := createSeededTable(t, base, "riichi", 4, nil, 0, &seed)
	id := strings.TrimPrefix(strings.SplitN(invite, "?", 2)[0], "/t/")
	me := tab(t, b, 1280, 800, "en")
	takeSeat(t, me, base+invite, "Alice")
	// Play on until a dozen lines are logged and it is Alice's turn to
	// discard: nothing moves until she does.
	playUntil(t, me, `document.querySelectorAll('#log li').length >= 12 && !!document.querySelector('.own .tile.playable') && !document.querySelector('.result-dialog')`, 2*time.Minute)
	want := eval[string](t, me, logLines)
	if !strings.HasPrefix(want, "East 1\n") || !strings.Contains(want, "Alice: Discard") {
		t.Fatalf("the person's log is\n%s\nwant her discards under the hand's name", want)
	}
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		spy := tab(t, b, size[0], size[1], "en")
		if err := chromedp.Do(spy, chromedp.Navigate(base+"/t/"+id), chromedp.WaitVisible(`.board .seat`)); err != nil {
			t.Fatal(err)
		}
		waitFor(t, spy, `document.querySelectorAll('#log li').length > 0`)
		if got := eval[string](t, spy, logLines); got != want {
			t.Errorf("at %dx%d a spectator's log is\n%s\nwant\n%s", size[0], size[1], got, want)
		}
		shot(t, spy, fmt.Sprintf("late-spectator-log-%dx%d", size[0], size[1]))
	}
	if err := chromedp.Do(me, chromedp.Reload(), chromedp.WaitVisible(`.own .hand .tile`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, me, `document.querySelectorAll('#log li').length > 0`)
	if got := eval[string](t, me, logLines); got != want {
		t.Errorf("after a reload the person's log is\n%s\nwant\n%s", got, want)
	}
}
