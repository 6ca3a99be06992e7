package browsertest

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestCreatorStopsAndReissues is a table's creator at work in the browser:
// the table she made from the lobby shows her its controls; she gives her
// friend's seat a new link, so the old link's page says so and stops, and
// whoever opens the new link plays the seat; then she stops the table (two
// clicks), everyone's page says it was stopped, and her lobby lists it as
// stopped. A person without the admin token sees no controls.
func TestCreatorStopsAndReissues(t *testing.T) {
	base, b := startServer(t, 2*time.Second), newBrowser(t)
	alice := tab(t, b, 1280, 800, "en")
	openLobby(t, alice, base)
	invite := createWithFriend(t, alice)
	if n := eval[int](t, alice, `JSON.parse(localStorage.getItem('jantaku.admin') || '[]').length`); n != 1 {
		t.Fatalf("the creator's browser keeps %d admin tokens, want 1", n)
	}
	id := strings.TrimPrefix(strings.SplitN(invite, "?", 2)[0][strings.Index(invite, "/t/"):], "/t/")
	err := chromedp.Do(alice,
		chromedp.Click(`#play-now`),
		chromedp.WaitVisible(`#player-name`),
		chromedp.SetValue(`#player-name`, "Alice"),
		chromedp.Click(`#take-seat`),
		chromedp.WaitVisible(`#creator .new-link[data-seat="1"]`),
	)
	if err != nil {
		t.Fatalf("the creator's controls: %v", err)
	}
	if eval[bool](t, alice, `!!document.querySelector('#creator .new-link[data-seat="2"]')`) {
		t.Fatal("a bot's seat is offered a new link")
	}

	bea := tab(t, b, 390, 844, "en", chromedp.WithNewBrowserContext())
	takeSeat(t, bea, invite, "Bea")
	if eval[bool](t, bea, `!!document.querySelector('#creator')`) {
		t.Fatal("a friend without the admin token sees the creator's controls")
	}

	// A new link for seat 2: Bea's page is told and stops; Carl plays it.
	err = chromedp.Do(alice,
		chromedp.Click(`#creator .new-link[data-seat="1"]`),
		chromedp.WaitVisible(`#creator .new-link-out input.invite`),
	)
	if err != nil {
		t.Fatalf("a new link: %v", err)
	}
	fresh := eval[string](t, alice, `document.querySelector('#creator .new-link-out input.invite').value`)
	if fresh == invite || !strings.Contains(fresh, "/t/"+id+"?token=") {
		t.Fatalf("the new link is %q (the old %q)", fresh, invite)
	}
	shot(t, alice, "creator-new-link-1280x800")
	waitFor(t, bea, `document.querySelector('.status-text').textContent.includes('has a new link')`)
	sockets := eval[int](t, bea, `window.__sockets.made`)
	time.Sleep(1500 * time.Millisecond) // a reconnect would come within a second
	if n := eval[int](t, bea, `window.__sockets.made`); n != sockets {
		t.Fatalf("the old link's page opened %d more sockets", n-sockets)
	}
	shot(t, bea, "old-link-390x844")
	carl := tab(t, b, 390, 844, "ja", chromedp.WithNewBrowserContext())
	takeSeat(t, carl, strings.Replace(fresh, fresh[:strings.Index(fresh, "/t/")], base, 1), "Carl")

	// Stop: the first click asks, the second (within 4 s) stops for everyone.
	err = chromedp.Do(alice,
		chromedp.Click(`#creator .stop-table`),
		chromedp.WaitVisible(`#creator .stop-table.sure`),
	)
	if err != nil {
		t.Fatalf("stop, first click: %v", err)
	}
	if err := chromedp.Do(alice, chromedp.Click(`#creator .stop-table`)); err != nil {
		t.Fatalf("stop, second click: %v", err)
	}
	waitFor(t, alice, `document.querySelector('.status-text').textContent.includes('The table was stopped (by its creator)')`)
	waitFor(t, carl, `document.querySelector('.status-text').textContent.includes('卓は停止されました(作成者による)')`)
	shot(t, carl, "stopped-ja-390x844")
	shot(t, alice, "stopped-1280x800")
	var info struct {
		Status string `json:"status"`
	}
	getJSON(t, base+"/api/tables/"+id, &info)
	if info.Status != "stopped" {
		t.Fatalf("the table is %q after the stop", info.Status)
	}
	if eval[bool](t, alice, `!!document.querySelector('#creator')`) {
		t.Fatal("the creator's controls are still offered on a stopped table")
	}

	// The lobby lists it as stopped, with nothing to rejoin.
	err = chromedp.Do(alice, chromedp.Navigate(base+"/"), chromedp.WaitVisible(`#your-tables`))
	if err != nil {
		t.Fatal(err)
	}
	row := eval[string](t, alice, `document.querySelector('#your-tables [data-table="`+id+`"]').innerText`)
	if !strings.Contains(row, "Stopped") || strings.Contains(row, "Rejoin") {
		t.Fatalf("the lobby's row of the stopped table reads %q", row)
	}
}

// TestCreatorStopsABotTable: a table of bots only has no seat to hold, yet
// its creator's lobby offers it, with Stop; once stopped it is gone from
// there.
func TestCreatorStopsABotTable(t *testing.T) {
	base, b := startServerBots(t, 2*time.Second, time.Second), newBrowser(t) // bots slow enough not to finish first
	ctx := tab(t, b, 390, 844, "en")
	err := chromedp.Do(ctx,
		chromedp.Navigate(base+"/"),
		chromedp.WaitVisible(`#create-btn`),
		chromedp.SetValue(`select[data-seat="0"]`, "bot:random"),
		chromedp.Click(`#create-btn`),
		chromedp.WaitVisible(`.board .seat`),
		chromedp.WaitVisible(`#creator .stop-table`),
	)
	if err != nil {
		t.Fatalf("the bots' table: %v", err)
	}
	id := strings.TrimPrefix(eval[string](t, ctx, `location.pathname`), "/t/")
	err = chromedp.Do(ctx,
		chromedp.Navigate(base+"/"),
		chromedp.WaitVisible(`#your-tables .stop-table`),
	)
	if err != nil {
		t.Fatalf("the bots' table in the lobby: %v", err)
	}
	shot(t, ctx, "lobby-creator-390x844")
	err = chromedp.Do(ctx,
		chromedp.Click(`#your-tables .stop-table`),
		chromedp.WaitVisible(`#your-tables .stop-table.sure`),
		chromedp.Click(`#your-tables .stop-table`),
	)
	if err != nil {
		t.Fatalf("stopping from the lobby: %v", err)
	}
	waitFor(t, ctx, `!document.querySelector('#your-tables') && !!document.querySelector('#create-btn')`)
	var info struct {
		Status string `json:"status"`
	}
	getJSON(t, base+"/api/tables/"+id, &info)
	if info.Status != "stopped" {
		t.Fatalf("the table is %q after the stop", info.Status)
	}
}
