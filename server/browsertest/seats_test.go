package browsertest

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// TestFriendsAtOneTable is two people at one table, each in a browser of
// their own: the creator plays at once from the lobby, the friend comes
// by the link; the creator closes the tab and rejoins from "your tables";
// the friend leaves and a bot plays on, which the table says; a spectator
// watching from the friend's seat never sees a hidden tile.
func TestFriendsAtOneTable(t *testing.T) {
	base, b := startServer(t, 2*time.Second), newBrowser(t)
	alice := tab(t, b, 1280, 800, "en")
	openLobby(t, alice, base)
	invite := createWithFriend(t, alice)
	err := chromedp.Do(alice,
		chromedp.Click(`#play-now`),
		chromedp.WaitVisible(`#player-name`),
		chromedp.SetValue(`#player-name`, "Alice"),
		chromedp.Click(`#take-seat`),
		chromedp.WaitVisible(`.own .hand .tile`),
	)
	if err != nil {
		t.Fatalf("creating and playing at once: %v", err)
	}
	if !strings.Contains(invite, "/t/") || !strings.Contains(invite, "token=") {
		t.Fatalf("the friend's link is %q", invite)
	}
	id := strings.TrimPrefix(strings.SplitN(invite, "?", 2)[0][strings.Index(invite, "/t/"):], "/t/")

	bea := tab(t, b, 390, 844, "en", chromedp.WithNewBrowserContext())
	takeSeat(t, bea, invite, "Bea")
	waitFor(t, alice, `document.querySelector('.board').innerText.includes('Bea')`)
	waitFor(t, bea, `document.querySelector('.board').innerText.includes('Alice')`)
	if eval[int](t, bea, `JSON.parse(localStorage.getItem('jantaku.seats') || '[]').length`) != 1 {
		t.Fatal("the friend's browser does not remember the seat")
	}

	// Alice closes her tab, comes back to the lobby and rejoins.
	closeTab(t, alice)
	alice = tab(t, b, 1280, 800, "en")
	err = chromedp.Do(alice,
		chromedp.Navigate(base+"/"),
		chromedp.WaitVisible(`#your-tables .rejoin`),
	)
	if err != nil {
		t.Fatalf("your tables: %v", err)
	}
	shot(t, alice, "lobby-yours-1280x800")
	err = chromedp.Do(alice,
		chromedp.Click(`#your-tables .rejoin`),
		chromedp.WaitVisible(`.own .hand .tile`),
	)
	if err != nil {
		t.Fatalf("rejoining from your tables: %v", err)
	}
	if eval[bool](t, alice, `!!document.querySelector('#player-name')`) {
		t.Fatal("rejoining asked for the name again")
	}

	// Bea leaves: two clicks, then she watches; a bot plays her seat.
	err = chromedp.Do(bea,
		chromedp.Click(`.side-controls .leave`),
		chromedp.WaitVisible(`.side-controls .leave.sure`),
		chromedp.Click(`.side-controls .leave`),
		chromedp.WaitVisible(`#watch-from`),
	)
	if err != nil {
		t.Fatalf("leaving: %v", err)
	}
	waitFor(t, alice, `document.querySelector('#log').innerText.includes('Bea left the table')`)
	var info struct {
		Seats []struct {
			Kind string `json:"kind"`
			Left bool   `json:"left"`
		} `json:"seats"`
	}
	getJSON(t, base+"/api/tables/"+id, &info)
	if info.Seats[1].Kind != "bot" || !info.Seats[1].Left {
		t.Fatalf("seat 2 after leaving: %+v", info.Seats[1])
	}
	if eval[int](t, bea, `JSON.parse(localStorage.getItem('jantaku.seats') || '[]').length`) != 0 {
		t.Fatal("the seat left is still remembered")
	}

	// A spectator from Bea's seat: the board turns, and no hand is shown.
	spy := tab(t, b, 390, 844, "en", chromedp.WithNewBrowserContext())
	err = chromedp.Do(spy, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: keepMessages})
		return err
	}), chromedp.Navigate(base+"/t/"+id+"?from=1"), chromedp.WaitVisible(`.board .seat`))
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, spy, `document.querySelector('.board .seat[data-pos="bottom"]')?.dataset.seat === "1"`)
	for range 6 { // look a few times while the game goes on
		// The watched seat's called sets, drawn in its row, are public.
		if n := eval[int](t, spy, `document.querySelectorAll('.hand .tile:not(.back), .hand [data-tile], .own [data-tile]:not(.own-melds [data-tile])').length`); n > 0 {
			t.Fatalf("the spectator sees %d tiles of a hidden hand", n)
		}
		if leak := eval[string](t, spy, hiddenInMessages); leak != "" {
			t.Fatalf("a message to the spectator holds hidden tiles: %.300s", leak)
		}
		eval[string](t, alice, clickStep) // Alice plays on
		time.Sleep(300 * time.Millisecond)
	}
	shot(t, spy, "spectator-390x844")
	shot(t, alice, "table-after-leave-1280x800")
	if eval[int](t, spy, `(window.__raw || []).length`) == 0 {
		t.Fatal("no message was read from the spectator's socket")
	}
}

// keepMessages, run on every page of a tab, keeps every message the page's
// sockets receive in window.__raw.
var keepMessages = `(() => {
  const Real = window.WebSocket;
  window.WebSocket = function (...args) {
    const ws = new Real(...args);
    ws.addEventListener("message", (e) => (window.__raw ||= []).push(e.data));
    return ws;
  };
  window.WebSocket.prototype = Real.prototype;
  Object.assign(window.WebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
})()`

// hiddenInMessages returns a received message whose View shows a player's
// concealed hand, or whose deal or draw event shows its tiles, or "".
const hiddenInMessages = `(() => (window.__raw || []).find((raw) => {
  const m = JSON.parse(raw);
  if ((m.view?.players || []).some((p) => (p.hand || []).length)) return true;
  return (m.events || []).some((e) => (e.type === "deal" || e.type === "draw") && (e.tile || (e.tiles || []).length));
}) || "")()`

// waitFor waits until js is true on the page.
func waitFor(t testing.TB, ctx context.Context, js string) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](js)); err == nil && ok {
			return
		}
	}
	html, _ := chromedp.Run(ctx, chromedp.OuterHTML(`main`))
	t.Fatalf("waited in vain for %s; page:\n%.2000s", js, html)
}

// closeTab closes a tab as a person closing it would.
func closeTab(t testing.TB, ctx context.Context) {
	if err := chromedp.Cancel(ctx); err != nil {
		t.Fatal(err)
	}
}

func getJSON(t testing.TB, url string, v any) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
		t.Fatal(err)
	}
}
