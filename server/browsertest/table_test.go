package browsertest

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// fits returns a script reporting what does not fit the window: a page
// wider than it, an element under scope reaching past its sides (the
// board's tiles and the callouts aside), or one of the required elements
// missing or above or below it.
func fits(scope string, required ...string) string {
	req, _ := json.Marshal(required)
	return fmt.Sprintf(`(() => {
  const out = [];
  const W = innerWidth, H = innerHeight;
  if (document.documentElement.scrollWidth > W + 1) out.push("page is " + document.documentElement.scrollWidth + "px wide");
  for (const el of document.querySelectorAll(%q)) {
    const r = el.getBoundingClientRect();
    if (r.width && (r.right > W + 1 || r.left < -1) && !el.closest(".callouts") && !el.parentElement.closest(".board")) { out.push("overflows: " + el.className + " " + Math.round(r.left) + ".." + Math.round(r.right)); break; }
  }
  for (const sel of %s) {
    const el = document.querySelector(sel);
    if (!el) { out.push("missing " + sel); continue; }
    const r = el.getBoundingClientRect();
    if (r.bottom > H + 1 || r.top < 0) out.push(sel + " off screen: " + Math.round(r.top) + ".." + Math.round(r.bottom) + " of " + H);
  }
  return out.join("; ");
})()`, scope, req)
}

// onScreen checks that nothing is wider than the window and that the
// person's hand, the action bar and the status with its clock are all
// inside it.
var onScreen = fits("main *", ".own .hand", "#actions", "#status")

// watchCallouts notes each callout as it appears: its word, and what is
// wrong with its place (outside the board, or not on its seat's side).
const watchCallouts = `(() => {
  window.__callouts = [];
  new MutationObserver((list) => {
    for (const m of list) for (const el of m.addedNodes) {
      if (!el.classList?.contains("callout")) continue;
      const pos = [...el.classList].find((c) => c.startsWith("pos-")).slice(4);
      const r = el.getBoundingClientRect(), b = document.querySelector(".board").getBoundingClientRect();
      const x = (r.left + r.width / 2 - b.left) / b.width, y = (r.top + r.height / 2 - b.top) / b.height;
      const side = { bottom: y > 0.55, top: y < 0.45, right: x > 0.55, left: x < 0.45, p1: x > 0.55, p2: y < 0.45, p3: y < 0.45, p4: x < 0.45, p5: x < 0.45 }[pos];
      const bad = x < 0 || x > 1 || y < 0 || y > 1 || !side ? el.textContent + " for " + pos + " at " + x.toFixed(2) + "," + y.toFixed(2) : "";
      window.__callouts.push({ word: el.textContent, pos, bad });
    }
  }).observe(document.querySelector(".callouts"), { childList: true });
  return true;
})()`

// positions maps each board position to the seat drawn there.
const positions = `(() => Object.fromEntries([...document.querySelectorAll(".board .seat")].map((s) => [s.dataset.pos, Number(s.dataset.seat)])))()`

// noRawData reports text on the page that looks like JSON.
const noRawData = `(() => { const m = document.body.innerText.match(/[{}\[\]]|"\w+"\s*:/); return m ? m[0] : ""; })()`

// cardSuits checks the person's cards: each but a joker has a suit in its
// code, drawn in red ink for hearts and diamonds and black for the others.
const cardSuits = `(() => {
  const cards = [...document.querySelectorAll('.own .hand .tile')];
  const bad = cards.map((el) => el.dataset.tile).filter((c) => !/^[0-9][cz][SHDC]$/.test(c) && c !== '0z');
  if (bad.length) return 'no suit on ' + bad.join(' ');
  const ink = (el) => decodeURIComponent(el.querySelector('img').src);
  const wrong = cards.filter((el) => /[HD]$/.test(el.dataset.tile) ? !/#(c8102e|d4411e)/.test(ink(el)) : /[SC]$/.test(el.dataset.tile) && !ink(el).includes('#1b1b1b'));
  return wrong.length ? 'wrong ink on ' + wrong.map((el) => el.dataset.tile).join(' ') : 'ok';
})()`

type variantCase struct {
	variant string
	players int
	want    map[string]int // board position of each seat, seat 0 at the bottom
}

var cases = []variantCase{
	{"riichi", 4, map[string]int{"bottom": 0, "right": 1, "top": 2, "left": 3}},
	{"maiko", 3, map[string]int{"bottom": 0, "right": 1, "top": 2, "left": 3}}, // the dummy sits at seat 3
	{"malaysia", 3, map[string]int{"bottom": 0, "right": 1, "left": 2}},
	{"momojan", 2, map[string]int{"bottom": 0, "top": 1}},
	{"suzume", 5, map[string]int{"bottom": 0, "p1": 1, "p2": 2, "p3": 3, "p4": 4}},
	{"trump", 3, map[string]int{"bottom": 0, "right": 1, "left": 2}},
}

// TestPlayAHandOfEveryVariant takes a seat in every variant on a phone,
// plays a hand by clicking, and checks the table, the hand-end screen,
// the pause before the next hand and a language switch.
func TestPlayAHandOfEveryVariant(t *testing.T) {
	base, b := startServer(t, time.Hour), newBrowser(t)
	for _, tc := range cases {
		t.Run(tc.variant, func(t *testing.T) { playOneHand(t, base, b, tc) })
	}
}

func playOneHand(t *testing.T, base string, b context.Context, tc variantCase) {
	ctx := tab(t, b, 390, 844, "en")
	var opts map[string]string
	if tc.variant == "momojan" {
		// At MOMOJAN's 30 points a big first win can bust the other
		// player and end the game; this test goes on to the next hand.
		opts = map[string]string{"start_points": "300"}
	}
	takeSeat(t, ctx, base+createTable(t, base, tc.variant, tc.players, opts, 30), "Alice")

	got := eval[map[string]int](t, ctx, positions)
	if fmt.Sprint(got) != fmt.Sprint(tc.want) {
		t.Errorf("seats at %v, want %v", got, tc.want)
	}
	if tc.variant == "maiko" {
		if name := eval[string](t, ctx, `(() => { const p = document.querySelector('.plate[data-seat="3"]'), n = p.querySelector('.name'); return n.textContent + '|' + p.querySelector('.dummy-tag').textContent + (n.scrollWidth > n.clientWidth + 1 ? ' (cut off)' : ''); })()`); name != "Maiko|dummy" {
			t.Errorf("the dummy's plate reads %q", name)
		}
	}
	if tc.variant == "trump" { // every card but a joker shows its suit, hearts and diamonds in red ink
		if got := eval[string](t, ctx, cardSuits); got != "ok" {
			t.Errorf("trump's card suits: %s", got)
		}
	}
	if name := eval[string](t, ctx, `document.querySelector('.plate[data-seat="0"] .name').textContent`); name != "Alice" {
		t.Errorf("the person's plate reads %q", name)
	}

	// Every callout (a call, riichi or win) is noted with where it showed.
	eval[bool](t, ctx, watchCallouts)

	// On the person's turn after others have discarded: exactly one tile
	// is marked as the last discard, and everything fits the phone.
	playUntil(t, ctx, `!!document.querySelector('.result-dialog') || (document.querySelectorAll('.river .tile').length >= 3 && !!document.querySelector('.own .tile.playable') && !!document.querySelector('.river .tile.last'))`, 2*time.Minute)
	if eval[bool](t, ctx, `!document.querySelector('.result-dialog')`) {
		if n := eval[int](t, ctx, `document.querySelectorAll('.river .tile.last').length`); n != 1 {
			t.Errorf("%d tiles marked as the last discard", n)
		}
		if bad := eval[string](t, ctx, onScreen); bad != "" {
			t.Errorf("layout at 390x844: %s", bad)
		}
	}

	clicks := playUntil(t, ctx, `!!document.querySelector('.result-dialog')`, 3*time.Minute)
	t.Logf("%s: the hand ended after %d more clicks", tc.variant, clicks)
	// Every line of the log names who did it (the maiko dummy included).
	if bad := eval[string](t, ctx, `[...document.querySelectorAll('#log li')].map((li) => li.textContent).find((l) => /^\s*:/.test(l)) || ''`); bad != "" {
		t.Errorf("a log line names nobody: %q", bad)
	}
	checkHandEnd(t, ctx)
	if tc.variant == "riichi" || tc.variant == "maiko" || tc.variant == "malaysia" || tc.variant == "trump" {
		// Points that moved are said as payments: who paid whom, and why.
		if eval[bool](t, ctx, `!!document.querySelector('.score-table .delta.plus, .score-table .delta.minus') && !document.querySelector('.payments li .why')`) {
			t.Error("points moved at the hand's end, but no payment line says why")
		}
	}
	if bad := eval[string](t, ctx, `window.__callouts.filter((c) => c.bad).map((c) => c.bad).join('; ')`); bad != "" {
		t.Errorf("callouts away from their seats: %s", bad)
	}
	t.Logf("%s: callouts %s", tc.variant, eval[string](t, ctx, `window.__callouts.map((c) => c.word + "@" + c.pos).join(" ")`))
	if wins := eval[int](t, ctx, `document.querySelectorAll('.result-dialog .win-block').length`); wins > 0 && eval[int](t, ctx, `window.__callouts.length`) == 0 {
		t.Error("the hand was won with no callout")
	}
	if tc.variant == "maiko" { // the dummy's hand is opened to all at the check
		if n := eval[int](t, ctx, `document.querySelectorAll('.result-dialog .dummy-check .draw-hand .tile').length`); n != 13 {
			t.Errorf("the hand-end screen shows %d tiles of the dummy's hand, want 13", n)
		}
	}

	// The next hand waits: nothing moves behind the dialog and no clock runs.
	wall := eval[string](t, ctx, `document.querySelector('.centre .wall-left').textContent`)
	if eval[bool](t, ctx, `!!document.querySelector('#status .clock')`) {
		t.Error("a think clock is shown behind the result")
	}
	time.Sleep(800 * time.Millisecond)
	if w := eval[string](t, ctx, `document.querySelector('.centre .wall-left').textContent`); w != wall || eval[bool](t, ctx, `!document.querySelector('.result-dialog')`) {
		t.Fatalf("the table moved behind the result: wall %q then %q", wall, w)
	}
	if s := eval[string](t, ctx, `document.querySelector('#status').textContent`); !strings.Contains(s, "Next hand in") {
		t.Errorf("status behind the result: %q", s)
	}
	click := chromedp.Click(`#next-hand`)
	sockets := 1
	if tc.variant == "suzume" {
		// The connection drops just as the person confirms: the click is
		// lost with it, and the page sends it again once reconnected.
		lose := chromedp.Evaluate[bool](`window.__ws.close(); document.querySelector("#next-hand").click(); true`)
		click = func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
			_, err := lose(ctx, tg)
			return chromedp.Void{}, err
		}
		sockets = 2
	}
	// The dialog's going is watched for, not polled: with fast bots the
	// next hand can end, and bring its own result, between two polls.
	eval[bool](t, ctx, watchResults)
	if err := chromedp.Do(ctx, click); err != nil {
		t.Fatal(err)
	}
	waitResultClosed(t, ctx, "confirming the next hand")

	// The log heads each hand's lines with its name: the new hand's on
	// top, the hand before's under the new hand's lines. With fast bots
	// a later hand may have begun by now: it heads the log in turn.
	if got := eval[string](t, ctx, `[...document.querySelectorAll('#log li')].map((li) => (li.classList.contains('log-hand') ? 'H' : 'l') + li.dataset.hand).join(' ')`); !logInOrder(got) {
		t.Errorf("the log's hands and lines in order: %s", got)
	}

	// A language switch redraws in place on the same WebSocket.
	if err := chromedp.Do(ctx, chromedp.Click(`#lang`), chromedp.Sleep(300*time.Millisecond)); err != nil {
		t.Fatal(err)
	}
	made := eval[map[string]int](t, ctx, `window.__sockets`)
	if made["made"] != sockets || made["open"] != 1 {
		t.Errorf("after a language switch: %v sockets made (want %d), %v open", made["made"], sockets, made["open"])
	}
	if l := eval[string](t, ctx, `document.documentElement.lang`); l != "ja" {
		t.Errorf("language %q after the switch", l)
	}
}

// checkHandEnd checks the hand-end screen: the winning tiles, yaku and the
// score table (or the draw), with its buttons on screen and no raw data.
func checkHandEnd(t *testing.T, ctx context.Context) {
	t.Helper()
	wins := eval[int](t, ctx, `document.querySelectorAll('.result-dialog .win-block').length`)
	if wins > 0 {
		if n := eval[int](t, ctx, `document.querySelectorAll('.result-dialog .win-hand .tile').length`); n < 3 {
			t.Errorf("the winning hand shows %d tiles", n)
		}
		if n := eval[int](t, ctx, `document.querySelectorAll('.result-dialog table.yaku tr').length`); n < 1 {
			t.Error("no yaku listed")
		}
	} else if !eval[bool](t, ctx, `!!document.querySelector('.result-dialog .draw-block')`) {
		t.Error("neither a win nor a draw is shown")
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('.result-dialog .score-table tbody tr').length`); n < 2 {
		t.Errorf("the score table has %d rows", n)
	}
	if !eval[bool](t, ctx, `!!document.querySelector('.score-table tr.you .you-mark')`) {
		t.Error(`"you" is not marked in the score table`)
	}
	if raw := eval[string](t, ctx, noRawData); raw != "" {
		t.Errorf("raw data on the page: %q", raw)
	}
	if bad := eval[string](t, ctx, dialogFits); bad != "" {
		t.Errorf("the hand-end screen does not fit: %s", bad)
	}
	if !eval[bool](t, ctx, `(() => { const b = document.querySelector('#next-hand').getBoundingClientRect(), c = document.querySelector('.dialog-close').getBoundingClientRect(); return b.bottom <= innerHeight && b.top >= 0 && c.top >= 0 && c.bottom <= innerHeight; })()`) {
		t.Error("the dialog's buttons are off screen")
	}
}

// TestLayoutSizes checks a riichi table at desktop and phone-landscape
// sizes: nothing overflows and the hand, bar and clock are on screen.
func TestLayoutSizes(t *testing.T) {
	base, b := startServer(t, time.Hour), newBrowser(t)
	for _, size := range [][2]int{{1280, 800}, {844, 390}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			ctx := tab(t, b, size[0], size[1], "en")
			takeSeat(t, ctx, base+createTable(t, base, "riichi", 4, nil, 30), "Alice")
			playUntil(t, ctx, `!!document.querySelector('.result-dialog') || (document.querySelectorAll('.river .tile').length >= 8 && !!document.querySelector('.own .tile.playable'))`, 2*time.Minute)
			if bad := eval[string](t, ctx, onScreen); bad != "" {
				t.Errorf("layout: %s", bad)
			}
			checkSideControls(t, ctx)
		})
	}
}

// watchResults counts the result dialogs closed from now on.
const watchResults = `(() => {
  window.__resultsClosed = 0;
  new MutationObserver((list) => {
    for (const m of list) for (const el of m.removedNodes) if (el.querySelector?.(".result-dialog")) window.__resultsClosed++;
  }).observe(document.body, { childList: true });
  return true;
})()`

// logInOrder reports whether a log read as "H1 l1 H0 l0 l0" (a hand's
// name H, a line l, each with its hand's number) puts the newest hand on
// top and each hand's lines under its name, down to hand 0, which has
// lines, from hand 1 or later.
func logInOrder(got string) bool {
	next, lines := -1, 0
	for i, tok := range strings.Fields(got) {
		n, err := strconv.Atoi(tok[1:])
		switch {
		case err != nil:
			return false
		case tok[0] == 'H' && (i == 0 && n >= 1 || n == next-1):
			next, lines = n, 0
		case tok[0] == 'l' && i > 0 && n == next:
			lines++
		default:
			return false
		}
	}
	return next == 0 && lines > 0
}

// waitResultClosed waits until a result dialog closes after watchResults.
func waitResultClosed(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if eval[bool](t, ctx, `window.__resultsClosed > 0`) {
			return
		}
	}
	footer, _ := chromedp.Run(ctx, chromedp.OuterHTML(`.dialog-footer`))
	t.Fatalf("%s: the result dialog never closed; footer %s; last messages %s", what, footer,
		eval[string](t, ctx, `JSON.stringify(window.__msgs)`))
}

// TestPauseEndsWhileAway loses the connection while a hand's result is
// shown and comes back after the pause has ended: the result goes and the
// next hand is drawn, with its clock running.
func TestPauseEndsWhileAway(t *testing.T) {
	// Bots slow enough that the next hand cannot end before it is looked at,
	// and walls where the next hand cannot end before the person's first
	// turn either, which waits for the person (a random deal ended it there
	// now and then, and the person came back to that hand's result).
	base, b := startServerBots(t, 2*time.Second, 150*time.Millisecond), newBrowser(t)
	ctx := tab(t, b, 390, 844, "en")
	seed := uint64(1)
	takeSeat(t, ctx, base+createSeededTable(t, base, "suzume", 5, nil, 30, &seed), "Alice")
	playUntil(t, ctx, `!!document.querySelector('.result-dialog')`, 3*time.Minute)
	wall := eval[string](t, ctx, `document.querySelector('.centre .wall-left').textContent`)
	eval[bool](t, ctx, watchResults)
	eval[bool](t, ctx, `window.__offline = true; window.__ws.close(); true`)
	time.Sleep(3 * time.Second)
	eval[bool](t, ctx, `window.__offline = false; true`)
	waitResultClosed(t, ctx, "the result stayed after the pause ended")
	if w := eval[string](t, ctx, `document.querySelector('.centre .wall-left').textContent`); w == wall {
		t.Errorf("the board still shows the hand that ended (wall %q)", w)
	}
	if s := eval[string](t, ctx, `document.querySelector('#status').textContent`); strings.Contains(s, "Next hand in") {
		t.Errorf("status after the pause: %q", s)
	}
}

// checkSideControls opens the hint pane on the person's turn and reads
// it, and switches the sound on and off again.
func checkSideControls(t *testing.T, ctx context.Context) {
	t.Helper()
	if eval[bool](t, ctx, `!!document.querySelector('.result-dialog')`) {
		return // the hand ended first: nothing to hint
	}
	hints, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	if eval[bool](t, ctx, `document.querySelector('#hint-toggle').getAttribute('aria-pressed') === 'true'`) {
		eval[bool](t, ctx, `document.querySelector('#hint-toggle').click(), true`) // left open by an earlier page: close it first
	}
	if err := chromedp.Do(hints, chromedp.Click(`#hint-toggle`), chromedp.WaitVisible(`#hints .hint-head`)); err != nil {
		t.Fatalf("the hint pane: %v; pane %s; last messages %s", err, eval[string](t, ctx, `document.querySelector('#hint-toggle').outerHTML + document.querySelector('#hints').outerHTML`),
			eval[string](t, ctx, `JSON.stringify(window.__msgs)`))
	}
	if r := eval[string](t, ctx, `(() => { const r = document.querySelector('#hints').getBoundingClientRect(); return r.width > 0 && r.top >= 0 && r.bottom <= innerHeight ? '' : JSON.stringify(r); })()`); r != "" {
		t.Errorf("the hint pane is not on screen: %s", r)
	}
	head := eval[string](t, ctx, `document.querySelector('#hints .hint-head').textContent`)
	if !regexp.MustCompile(`^(\d away from ready|Ready|Complete hand)$`).MatchString(head) {
		t.Errorf("the hint pane says %q", head)
	}
	if bad := eval[string](t, ctx, onScreen); bad != "" {
		t.Errorf("layout with the hints open: %s", bad)
	}
	for _, want := range []string{"0", "1"} {
		eval[bool](t, ctx, `document.querySelector('#mute').click(), true`)
		if got := eval[string](t, ctx, `localStorage.getItem('muted') + ' ' + document.querySelector('#mute').getAttribute('aria-pressed') + ' ' + document.querySelector('#mute').textContent`); got != map[string]string{"0": "0 false Mute", "1": "1 true Unmute"}[want] {
			t.Errorf("after a click on the sound switch: %q", got)
		}
	}
}

func TestLogInOrder(t *testing.T) {
	for got, want := range map[string]bool{
		"H1 l1 l1 H0 l0 l0": true,
		"H1 H0 l0":          true,
		"H2 H1 l1 H0 l0":    true,
		"H2 l2 H1 l1 H0 l0": true,
		"H1 l1 H0":          false, // hand 0 has no lines
		"H0 l0":             false, // no new hand
		"l1 H1 H0 l0":       false, // a line above its hand
		"H1 l0 H0 l0":       false, // a line under the wrong hand
		"H2 H0 l0":          false, // a hand missing
		"H0 l0 H1 l1":       false, // the old hand on top
		"H1 l1 H0 l0 l1":    false,
		"":                  false,
		"Hx H0 l0":          false,
	} {
		if logInOrder(got) != want {
			t.Errorf("logInOrder(%q) = %v, want %v", got, !want, want)
		}
	}
}
