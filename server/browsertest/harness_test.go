// Package browsertest drives the real browser client in headless Chromium
// against a real server: it creates tables, takes a seat, plays whole
// hands by clicking as a person would, and checks the layout.
package browsertest

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"jantaku/server"
	"jantaku/store"
	"jantaku/variants"
)

// chromium finds the browser; scripts/test.sh installs Debian's package.
func chromium(t testing.TB) string {
	for _, p := range []string{os.Getenv("JANTAKU_CHROMIUM"), "/usr/bin/chromium", "/usr/bin/chromium-browser"} {
		if p != "" {
			if _, err := os.Stat(p); err == nil {
				return p
			}
		}
	}
	if p, err := exec.LookPath("chromium"); err == nil {
		return p
	}
	t.Fatal("no chromium found: install Debian's chromium package (scripts/test.sh does) or set JANTAKU_CHROMIUM")
	return ""
}

// startServer serves the client with fast bots and the given pause
// between hands.
func startServer(t testing.TB, between time.Duration) string {
	return startServerBots(t, between, 5*time.Millisecond)
}

// startServerBots is startServer with bots that wait botDelay before each
// move.
func startServerBots(t testing.TB, between, botDelay time.Duration) string {
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "db"))
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(server.Config{Store: st, Variants: variants.Registry(), BotDelay: botDelay,
		BetweenHands: between, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { hs.Close(); srv.Close(); st.Close() })
	return hs.URL
}

// countSockets runs before every page: it counts the WebSockets a page
// opens and how many are open now, and keeps the last messages each way
// (type, seq, between) for a failing test to show. window.__ws is the
// latest socket; while window.__offline is set, new sockets fail to
// connect, as on a network that is down.
const countSockets = `(() => {
  const Real = window.WebSocket;
  window.__sockets = { made: 0, open: 0 };
  window.WebSocket = function (url, ...rest) {
    const ws = new Real(window.__offline ? "ws://127.0.0.1:9/offline" : url, ...rest);
    window.__ws = ws;
    window.__sockets.made++;
    ws.addEventListener("open", () => window.__sockets.open++);
    ws.addEventListener("close", () => window.__sockets.open--);
    const note = (dir, data) => {
      try {
        const m = JSON.parse(data);
        (window.__msgs ||= []).push(dir + " " + m.type + (m.seq !== undefined ? " seq " + m.seq : "") + (m.between ? " between " + JSON.stringify(m.between.waiting) : "") + (m.hand_end ? " hand_end" : ""));
        if (window.__msgs.length > 30) window.__msgs.shift();
      } catch (e) {}
    };
    ws.addEventListener("message", (e) => note("in", e.data));
    const send = ws.send.bind(ws);
    ws.send = (data) => { note("out", data); send(data); };
    return ws;
  };
  window.WebSocket.prototype = Real.prototype;
  Object.assign(window.WebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
})()`

// countSounds runs before every page: it counts the WebAudio contexts a
// page makes and the sounds they start (window.__audio), so a test hears
// what the page plays.
const countSounds = `;(() => {
  window.__audio = { contexts: 0, started: 0 };
  const Real = window.AudioContext;
  if (!Real) return;
  window.AudioContext = class extends Real { constructor(...a) { super(...a); window.__audio.contexts++; } };
  const start = AudioScheduledSourceNode.prototype.start;
  AudioScheduledSourceNode.prototype.start = function (...a) { window.__audio.started++; return start.apply(this, a); };
})()`

// newBrowser starts one headless Chromium for a test; each page it shows
// opens in a tab of its own (see tab), which is much faster than a browser
// per page.
func newBrowser(t testing.TB) context.Context {
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium(t)),
		chromedp.Flag("headless", true),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("hide-scrollbars", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 800),
	)
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	bctx, cancel2 := chromedp.NewContext(actx)
	t.Cleanup(cancel2)
	if err := chromedp.Do(bctx); err != nil { // start the browser now, with no timeout
		t.Fatal(err)
	}
	return bctx
}

// tab opens a tab of the browser bctx with a w x h viewport; lang sets
// the client's language. The tab closes at the end of t. With
// chromedp.WithNewBrowserContext() it is a browser of its own (its own
// local storage), as another person's.
func tab(t testing.TB, bctx context.Context, w, h int, lang string, opts ...chromedp.ContextOption) context.Context {
	ctx, cancel := chromedp.NewContext(bctx, opts...)
	t.Cleanup(cancel)
	script := countSockets + countSounds + fmt.Sprintf(`; localStorage.setItem("lang", %q); localStorage.setItem("muted", "1");`, lang)
	err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: script})
		return err
	}), chromedp.EmulateViewport(int64(w), int64(h)))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel3 := context.WithTimeout(ctx, 6*time.Minute)
	t.Cleanup(cancel3)
	return ctx
}

// createTable makes a table over the API with the person at seat 0 and
// bots elsewhere, and returns the person's invite path.
func createTable(t testing.TB, base, variant string, players int, options map[string]string, think int) string {
	return createSeededTable(t, base, variant, players, options, think, nil)
}

// createSeededTable is createTable dealing the walls of seed, when not
// nil, so that the game (the bots are seeded by it too) plays the same
// every time.
func createSeededTable(t testing.TB, base, variant string, players int, options map[string]string, think int, seed *uint64) string {
	seats := []map[string]string{{"kind": "human"}}
	for i := 1; i < players; i++ {
		seats = append(seats, map[string]string{"kind": "bot", "level": "efficient"})
	}
	req := map[string]any{"variant": variant, "players": players, "options": options, "seats": seats,
		"think_seconds": think, "name": "gallery"}
	if seed != nil {
		req["seed"] = *seed
	}
	body, _ := json.Marshal(req)
	resp, err := http.Post(base+"/api/tables", "application/json", strings.NewReader(string(body)))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out struct {
		Seats []struct {
			Invite string `json:"invite"`
		} `json:"seats"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || resp.StatusCode != http.StatusCreated {
		t.Fatalf("creating a %s table: %v %s", variant, err, resp.Status)
	}
	return out.Seats[0].Invite
}

// takeSeat opens an invite and gives the name.
func takeSeat(t testing.TB, ctx context.Context, url, name string) {
	err := chromedp.Do(ctx,
		chromedp.Navigate(url),
		chromedp.WaitVisible(`#player-name`),
		chromedp.SetValue(`#player-name`, name),
		chromedp.Click(`#take-seat`),
		chromedp.WaitVisible(`.own .hand .tile`),
	)
	if err != nil {
		t.Fatalf("taking the seat: %v", err)
	}
}

// clickStep is the script a person follows: win if offered, else skip a
// call, else draw (MOMOJAN's right), else any other action, else discard
// the drawn tile (or any playable tile). It reports what it did, "end"
// when a result is shown, or "" when nothing was to do.
const clickStep = `(() => {
  if (document.querySelector('.result-dialog')) return 'end';
  const pick = (sel) => { const el = document.querySelector(sel); if (el && !el.disabled) { el.click(); return sel; } return ''; };
  return pick('.act-tsumo:not([data-flag])') || pick('.act-ron:not([data-flag])') || pick('.act-pass') || pick('.act-draw') ||
    pick('.own .tile.playable.drawn') || pick('.own .tile.playable') || pick('.actionbar .act:not(.act-riichi)') || '';
})()`

// playUntil clicks as a person until stop (a script) returns true, and
// returns how many clicks it took.
func playUntil(t testing.TB, ctx context.Context, stop string, limit time.Duration) int {
	clicks := 0
	for deadline := time.Now().Add(limit); time.Now().Before(deadline) && ctx.Err() == nil; {
		done, err := chromedp.Run(ctx, chromedp.Evaluate[bool](stop))
		if err != nil {
			break
		}
		if done {
			return clicks
		}
		did, err := chromedp.Run(ctx, chromedp.Evaluate[string](clickStep))
		if err != nil {
			break
		}
		if did != "" && did != "end" {
			clicks++
		}
		time.Sleep(40 * time.Millisecond)
	}
	html, _ := chromedp.Run(ctx, chromedp.OuterHTML(`main`))
	if png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot()); err == nil {
		shot := filepath.Join(os.TempDir(), "jantaku-"+strings.ReplaceAll(t.Name(), "/", "-")+".png")
		if os.WriteFile(shot, png, 0o644) == nil {
			t.Logf("the page as it was: %s", shot)
		}
	}
	t.Fatalf("gave up after %d clicks waiting for %s; page:\n%.3000s", clicks, stop, html)
	return clicks
}

func eval[T any](t testing.TB, ctx context.Context, js string) T {
	t.Helper()
	out, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		t.Fatalf("%s: %v", js, err)
	}
	return out
}

// openLobby opens the lobby in ctx and waits until it has loaded.
func openLobby(t testing.TB, ctx context.Context, base string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/"), chromedp.WaitVisible(`.lobby`)); err != nil {
		t.Fatalf("opening the lobby: %v", err)
	}
}

// createWithFriend fills the open lobby's form as a person does, with the
// second seat a person's too, and returns the link the lobby hands out
// for that seat.
func createWithFriend(t testing.TB, ctx context.Context) string {
	t.Helper()
	err := chromedp.Do(ctx,
		chromedp.SetValue(`#create .seats select[data-seat="1"]`, "human"),
		chromedp.Click(`#create-btn`),
		chromedp.WaitVisible(`#play-now`),
	)
	if err != nil {
		t.Fatalf("creating a table: %v", err)
	}
	return eval[string](t, ctx, `document.querySelector('#invites input.invite').value`)
}
