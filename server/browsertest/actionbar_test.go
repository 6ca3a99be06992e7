package browsertest

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// barFixture puts the table view and the action bar on the lobby page,
// without a server game: window.__show(legal) draws a riichi hand whose
// legal actions are legal, and every action the bar sends is kept in
// window.__sent.
const barFixture = `(async () => {
  const { TableView } = await import("/js/view/table.js");
  const { ActionBar } = await import("/js/play/actionbar.js");
  const root = document.createElement("div"), bar = document.createElement("div"), own = document.createElement("div");
  bar.id = "actions"; bar.className = "actionbar"; own.className = "own";
  // Beside the lobby's main, which its own script may redraw at any time.
  const stage = document.createElement("div");
  stage.className = "stage";
  stage.append(root, bar, own);
  document.querySelector("main").hidden = true;
  document.body.append(stage);
  const table = new TableView(root);
  window.__sent = [];
  const actions = new ActionBar(bar, (a) => window.__sent.push(a));
  const hand = ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "1z", "1z", "5z", "6z", "3m"];
  const other = (wind) => ({ score: 25000, wind, hand_size: 13, melds: [], discards: [{ tile: "4m" }] });
  window.__show = (legal) => {
    window.__sent = [];
    const v = { variant: "riichi", seat: 0, round: "East 1", dealer: 0, turn: 0, wall_left: 60, dora_indicators: ["3m"], honba: 0, sticks: 0,
      players: [{ score: 25000, wind: "East", hand, drawn: "3m", hand_size: 14, melds: [], discards: [] }, other("South"), other("West"), other("North")],
      legal };
    table.draw(v, { names: ["Alice", "Bot 2", "Bot 3", "Bot 4"], me: 0, ownHand: own, handButtons: true, toAct: [0] });
    actions.update(v, own.querySelector(".hand"));
    return true;
  };
  return true;
})()`

// The legal actions of the fixture's turns: a discard turn where riichi is
// possible on two tiles, and a call window with two forms of chi.
var (
	riichiTurn = `[...new Set(["1m","2m","3m","4p","5p","6p","7s","8s","9s","1z","5z","6z"])].map((c) => ({ type: "discard", tile: c }))
    .concat([{ type: "riichi", tile: "5z" }, { type: "riichi", tile: "6z" }])`
	chiWindow = `[{ type: "chi", tile: "4m", tiles: ["2m", "3m"] }, { type: "chi", tile: "4m", tiles: ["3m", "5m"] }, { type: "pon", tile: "1z", tiles: ["1z", "1z"] }, { type: "pass" }]`
)

// TestActionBarByClicks clicks through the action bar in both languages:
// the words on the buttons, riichi declared and then picked with the tiles
// that would not keep the hand ready dimmed, chi forms picked as tiles,
// and the keyboard shortcuts.
func TestActionBarByClicks(t *testing.T) {
	base, b := startServer(t, time.Hour), newBrowser(t)
	words := map[string][5]string{"en": {"Riichi", "Chi", "Pon", "Skip", "Which chi?"}, "ja": {"リーチ", "チー", "ポン", "スキップ", "どのチー?"}}
	for _, lang := range []string{"en", "ja"} {
		t.Run(lang, func(t *testing.T) {
			ctx := tab(t, b, 390, 844, lang)
			if err := chromedp.Do(ctx, chromedp.Navigate(base+"/"), chromedp.WaitVisible(`.lobby`)); err != nil {
				t.Fatal(err)
			}
			if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](barFixture, chromedp.EvalAwaitPromise)); !ok || err != nil {
				t.Fatalf("the fixture did not load: %v", err)
			}
			sent := func() string { return eval[string](t, ctx, `JSON.stringify(window.__sent)`) }
			w := words[lang]

			// Riichi: the button names it; pressing it dims every tile but
			// the two that keep the hand ready; a dimmed tile does nothing;
			// a bright one declares with that tile.
			eval[bool](t, ctx, `window.__show(`+riichiTurn+`)`)
			if got := eval[string](t, ctx, `document.querySelector('.act-riichi .act-word').textContent`); got != w[0] {
				t.Errorf("the riichi button reads %q, want %q", got, w[0])
			}
			eval[bool](t, ctx, `document.querySelector('.act-riichi').click(), true`)
			bright := eval[string](t, ctx, `[...document.querySelectorAll('.own .tile.playable')].map((e) => e.dataset.tile).join(' ')`)
			dim := eval[int](t, ctx, `document.querySelectorAll('.own .tile.dim').length`)
			if bright != "5z 6z" || dim != 12 {
				t.Errorf("after riichi: playable %q and %d dimmed, want \"5z 6z\" and 12", bright, dim)
			}
			eval[bool](t, ctx, `document.querySelector('.own .tile.dim').click(), true`)
			if s := sent(); s != "[]" {
				t.Errorf("a dimmed tile sent %s", s)
			}
			eval[bool](t, ctx, `document.querySelector('.own .tile.playable[data-tile="6z"]').click(), true`)
			if s := sent(); s != `[{"type":"riichi","tile":"6z"}]` {
				t.Errorf("picking the riichi tile sent %s", s)
			}

			// Escape leaves the riichi choice; x discards the drawn tile.
			eval[bool](t, ctx, `window.__show(`+riichiTurn+`)`)
			press(t, ctx, "r")
			if eval[int](t, ctx, `document.querySelectorAll('.own .tile.dim').length`) != 12 {
				t.Error("the r key did not declare riichi")
			}
			press(t, ctx, "Escape")
			if n := eval[int](t, ctx, `document.querySelectorAll('.own .tile.dim').length`); n != 0 {
				t.Errorf("%d tiles still dimmed after Escape", n)
			}
			press(t, ctx, "x")
			if s := sent(); s != `[{"type":"discard","tile":"3m"}]` {
				t.Errorf("the x key sent %s, want the drawn 3m", s)
			}

			// Chi with two forms: one button, then a button per form showing
			// its tiles; the second form is sent as it is.
			eval[bool](t, ctx, `window.__show(`+chiWindow+`)`)
			labels := eval[string](t, ctx, `[...document.querySelectorAll('#actions .act .act-word')].map((e) => e.textContent).join(' ')`)
			if labels != strings.Join([]string{w[2], w[1], w[3]}, " ") {
				t.Errorf("call buttons read %q", labels)
			}
			if n := eval[int](t, ctx, `document.querySelectorAll('.act-pon .act-tiles .tile').length`); n != 3 {
				t.Errorf("the pon button shows %d tiles, want 3", n)
			}
			press(t, ctx, "c")
			forms := eval[string](t, ctx, `[...document.querySelectorAll('#actions .act-chi')].map((b) => [...b.querySelectorAll('.act-tiles .tile')].map((e) => e.dataset.tile).join('')).join(' ')`)
			if forms != "2m3m4m 3m5m4m" {
				t.Errorf("chi forms shown as %q", forms)
			}
			if got := eval[string](t, ctx, `document.querySelector('#actions .bar-label').textContent`); got != w[4] {
				t.Errorf("the chi choice asks %q, want %q", got, w[4])
			}
			eval[bool](t, ctx, `document.querySelectorAll('#actions .act-chi')[1].click(), true`)
			if s := sent(); s != `[{"type":"chi","tile":"4m","tiles":["3m","5m"]}]` {
				t.Errorf("picking the second chi sent %s", s)
			}

			// Space skips the call.
			eval[bool](t, ctx, `window.__show(`+chiWindow+`)`)
			press(t, ctx, " ")
			if s := sent(); s != `[{"type":"pass"}]` {
				t.Errorf("the space key sent %s", s)
			}
		})
	}
}

// press types one key on the page.
func press(t *testing.T, ctx context.Context, key string) {
	t.Helper()
	js := fmt.Sprintf(`document.dispatchEvent(new KeyboardEvent("keydown", { key: %q, bubbles: true })), true`, key)
	eval[bool](t, ctx, js)
}
