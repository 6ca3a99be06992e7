// Package browsertest drives the real browser client in headless Chromium
// against a real server: it creates tables with bots from the lobby and
// plays whole hands by clicking, as a person would.
package browsertest

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"jantaku/server"
	"jantaku/store"
	"jantaku/variants"
)

// chromium finds the browser; scripts/test.sh installs Debian's package.
func chromium(t *testing.T) string {
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

func startServer(t *testing.T) string {
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "db"))
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(server.Config{Store: st, Variants: variants.Registry(), BotDelay: 5 * time.Millisecond, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { hs.Close(); srv.Close(); st.Close() })
	return hs.URL
}

func browser(t *testing.T) context.Context {
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium(t)),
		chromedp.Flag("headless", true),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(390, 844), // a phone-sized screen
	)
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel2 := chromedp.NewContext(actx)
	t.Cleanup(cancel2)
	ctx, cancel3 := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(cancel3)
	return ctx
}

// clickStep is the script a person follows: win if offered, else pass if
// offered, else any other action button, else discard the drawn tile (or
// any playable tile). It reports what it did, or "" when nothing was to do.
const clickStep = `(() => {
  if (document.querySelector('.score-screen')) return 'scored';
  const pick = (sel) => { const el = document.querySelector(sel); if (el) { el.click(); return sel; } return ''; };
  return pick('.act-tsumo:not([data-flag])') || pick('.act-ron') || pick('.act-pass') || pick('.act-draw') ||
    pick('.player.me .tile.playable.drawn') || pick('.player.me .tile.playable') || pick('.actions .act') || '';
})()`

func playHand(t *testing.T, base, variant string, players int) {
	ctx := browser(t)
	err := chromedp.Do(ctx,
		chromedp.Navigate(base+"/"),
		chromedp.WaitVisible(`#create-btn`),
		chromedp.SetValue(`#variant`, variant),
		chromedp.Evaluate[chromedp.Void](`document.getElementById("variant").dispatchEvent(new Event("change"))`),
		chromedp.SetValue(`#players`, fmt.Sprint(players)),
		chromedp.Evaluate[chromedp.Void](`document.getElementById("players").dispatchEvent(new Event("change"))`),
		chromedp.Click(`#create-btn`),
		chromedp.WaitVisible(`a.invite`),
	)
	if err != nil {
		t.Fatalf("creating a %s table: %v", variant, err)
	}
	invite, err := chromedp.Run(ctx, chromedp.AttributeValue(`a.invite`, "href"))
	if err != nil || !strings.Contains(invite.Value, "token=") {
		t.Fatalf("invite link %q has no token: %v", invite.Value, err)
	}
	if err := chromedp.Do(ctx, chromedp.Click(`a.invite`), chromedp.WaitVisible(`.player.me .hand .tile`)); err != nil {
		t.Fatalf("opening the seat: %v", err)
	}
	if variant == "trump" { // the cards show their suits, hearts and diamonds in another colour
		suits, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(() => {
  const tiles = [...document.querySelectorAll('.player.me .hand .tile')];
  const colour = (re) => tiles.filter((el) => re.test(el.textContent)).map((el) => getComputedStyle(el.querySelector('b')).color);
  const red = colour(/[♥♦]/), black = colour(/[♠♣]/);
  if (red.length + black.length === 0) return 'no suit on ' + tiles.map((el) => el.textContent).join(' ');
  if (red.some((c) => black.includes(c))) return 'red and black suits in one colour';
  return 'ok';
})()`))
		if err != nil || suits != "ok" {
			t.Fatalf("trump's card suits: %s %v", suits, err)
		}
	}
	if variant == "maiko" { // each player's MP shows beside the score
		mctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		mp, err := chromedp.Run(mctx, chromedp.Text(`.player.me .mp`))
		cancel()
		if err != nil || mp != "MP 0" {
			t.Fatalf("maiko's MP label %q: %v", mp, err)
		}
	}
	clicks := 0
	for deadline := time.Now().Add(2 * time.Minute); time.Now().Before(deadline); {
		did, err := chromedp.Run(ctx, chromedp.Evaluate[string](clickStep))
		if err != nil {
			t.Fatal(err)
		}
		if did == "scored" {
			text, _ := chromedp.Run(ctx, chromedp.Text(`.score-screen h3`))
			t.Logf("%s: the hand ended after %d clicks: %s", variant, clicks, text)
			if clicks == 0 {
				t.Fatal("the hand ended without the person clicking")
			}
			return
		}
		if did != "" {
			clicks++
		}
		time.Sleep(60 * time.Millisecond)
	}
	html, _ := chromedp.Run(ctx, chromedp.OuterHTML(`main`))
	t.Fatalf("%s: no hand end after %d clicks; page:\n%s", variant, clicks, html)
}

func TestPlayAHandByClicking(t *testing.T) {
	base := startServer(t)
	for _, tt := range []struct {
		variant string
		players int
	}{{"suzume", 2}, {"malaysia", 3}, {"maiko", 3}, {"trump", 2}} {
		t.Run(tt.variant, func(t *testing.T) { playHand(t, base, tt.variant, tt.players) })
	}
}
