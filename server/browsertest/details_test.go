package browsertest

import (
	"fmt"
	"regexp"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// tableFixture puts a table on the lobby page, drawn by the table view as
// the table page draws it: window.__table(view, opts) draws view with the
// person at seat 0 and the bottom hand in a row of its own.
const tableFixture = `(async () => {
  const { TableView } = await import("/js/view/table.js");
  const { h } = await import("/js/dom.js");
  window.__table = (view, opts) => {
    const root = h("div", { class: "table-root" }), own = h("div", { class: "own", id: "own" });
    document.querySelector("#app").replaceChildren(h("div", { class: "play" }, h("div", { class: "stage-wrap" }, h("div", { class: "stage" }, root, own))));
    new TableView(root).draw(view, { names: ["Alice", "Bot 2", "Bot 3", "Bot 4"], me: 0, ownHand: own, ...opts });
    return true;
  };
  return true;
})()`

// sideways reports, for each element selector, whether its box and its
// face's box are both wider than tall (a tile turned on its side, its
// picture turned with it), as "ok" or what is wrong.
const sideways = `((sel) => {
  const els = [...document.querySelectorAll(sel)];
  if (!els.length) return "none: " + sel;
  for (const el of els) {
    const r = el.getBoundingClientRect(), f = el.querySelector("img").getBoundingClientRect();
    if (!(r.width > r.height * 1.15) || !(f.width > f.height * 1.15)) return el.dataset.tile + " is " + Math.round(r.width) + "x" + Math.round(r.height) + ", its face " + Math.round(f.width) + "x" + Math.round(f.height);
  }
  return "ok";
})`

// calledAt lists, for every meld of the person's row, the index of its
// called tile (or the stack that holds it) among the meld's pieces.
const calledAt = `[...document.querySelectorAll(".own-melds .meld")].map((m) => [...m.children].findIndex((c) => c.matches(".called, .stack"))).join(" ")`

// A riichi table as the person at seat 0 sees it: a riichi declared with
// its third discard, pons from each other seat, a chi, an added kan, and a
// discard of seat 1's taken by a call.
const riichiView = `{ variant: "riichi", seat: 0, round: "East 1", dealer: 0, turn: 1, wall_left: 40, dora_indicators: ["1m"],
  players: [
    { score: 25000, wind: "east", hand_size: 1, hand: ["9s"], riichi: true,
      discards: [{ tile: "1m" }, { tile: "2m" }, { tile: "3m", riichi: true }, { tile: "4m", tsumogiri: true }],
      melds: [
        { kind: "pon", tiles: ["5z", "5z", "5z"], from: 3, called: 2 },
        { kind: "pon", tiles: ["6z", "6z", "6z"], from: 2, called: 0 },
        { kind: "pon", tiles: ["7z", "7z", "7z"], from: 1, called: 1 },
        { kind: "chi", tiles: ["3p", "4p", "5p"], from: 3, called: 1 },
        { kind: "kakan", tiles: ["2z", "2z", "2z", "2z"], from: 1, called: 0 }] },
    { score: 25000, wind: "south", hand_size: 13, discards: [{ tile: "9p" }, { tile: "1z", taken: true }, { tile: "8p" }] },
    { score: 25000, wind: "west", hand_size: 10, discards: [{ tile: "2s" }, { tile: "3s" }],
      melds: [{ kind: "pon", tiles: ["1z", "1z", "1z"], from: 1, called: 0 }] },
    { score: 25000, wind: "north", hand_size: 13, discards: [{ tile: "9m" }, { tile: "5z" }, { tile: "6z" }] }] }`

// A P式 table: a pon of a card from the left, turned like a tile.
const trumpView = `{ variant: "trump", seat: 0, round: "Hand 1", dealer: 0, turn: 0, wall_left: 20,
  players: [
    { score: 0, hand_size: 4, hand: ["2cS", "3cS", "4cS", "9cH"], discards: [{ tile: "1cD", riichi: true }],
      melds: [{ kind: "pon", tiles: ["5cS", "5cH", "5cD"], from: 2, called: 0 }] },
    { score: 0, hand_size: 7, discards: [] },
    { score: 0, hand_size: 7, discards: [{ tile: "5cD", taken: true }] }] }`

// A maiko table: the dummy at seat 3, and the MP race as it stands.
const maikoView = `{ variant: "maiko", seat: 0, round: "East 1", dealer: 0, turn: 0, wall_left: 60, extra: { dummy: 3, mikeuke: 1 },
  players: [
    { score: 25000, wind: "east", hand_size: 1, hand: ["1m"], extra: { mp: 0 } },
    { score: 23000, wind: "south", hand_size: 13, extra: { mp: 2000 } },
    { score: 27000, wind: "west", hand_size: 13, extra: { mp: 1000 } },
    { score: 0, wind: "north", hand_size: 13 }] }`

// regexpFee is MOMOJAN's 場代 as the centre shows it.
var regexpFee = regexp.MustCompile(`^Table fee [1-9][0-9]*$`)

// TestTableDetails draws tables the way the play page does and checks
// what a player reads from them: the riichi discard sideways, each called
// tile turned and placed toward the seat it came from, the last discard
// marked, maiko's dummy named in full and the 身請け race shown; then
// plays MOMOJAN for its 場代 and for the sounds, silent while muted.
func TestTableDetails(t *testing.T) {
	base, b := startServer(t, time.Hour), newBrowser(t)
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		t.Run(fmt.Sprintf("drawn-%dx%d", size[0], size[1]), func(t *testing.T) {
			ctx := tab(t, b, size[0], size[1], "en")
			if err := chromedp.Do(ctx, chromedp.Navigate(base+"/"), chromedp.WaitVisible(`.lobby`)); err != nil {
				t.Fatal(err)
			}
			if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](tableFixture, chromedp.EvalAwaitPromise)); !ok || err != nil {
				t.Fatalf("the fixture did not load: %v", err)
			}
			eval[bool](t, ctx, `window.__table(`+riichiView+`, { lastDiscard: 3 })`)
			if got := eval[string](t, ctx, sideways+`('.seat[data-seat="0"] .river .tile.riichi-tile')`); got != "ok" {
				t.Errorf("the riichi discard: %s", got)
			}
			if n := eval[int](t, ctx, `document.querySelectorAll('.river .tile.side').length`); n != 1 {
				t.Errorf("%d river tiles sideways, want the riichi tile alone", n)
			}
			// Toward the seat it came from: the left seat's at the left end,
			// across in the middle, the right seat's at the right end; an
			// added kan's stack where its pon's called tile was.
			if got := eval[string](t, ctx, calledAt); got != "0 1 2 0 2" {
				t.Errorf("called tiles at %q in the person's melds, want 0 1 2 0 2", got)
			}
			if got := eval[string](t, ctx, sideways+`('.own-melds .called, .own-melds .stack .tile')`); got != "ok" {
				t.Errorf("called tiles: %s", got)
			}
			if n := eval[int](t, ctx, `document.querySelectorAll('.own-melds .stack .tile').length`); n != 2 {
				t.Errorf("the added kan stacks %d tiles, want 2", n)
			}
			// Seat 2 (across) called seat 1's discard: seat 1 is on its left.
			if got := eval[int](t, ctx, `[...document.querySelector('.seat[data-seat="2"] .meld').children].findIndex((c) => c.matches('.called'))`); got != 0 {
				t.Errorf("seat 2's pon from its left has the called tile at %d", got)
			}
			if n := eval[int](t, ctx, `document.querySelectorAll('.seat[data-seat="1"] .river .tile.taken').length`); n != 1 {
				t.Errorf("%d of seat 1's discards marked as taken, want 1", n)
			}
			// The last discard: seat 3's last tile, and no other.
			if got := eval[string](t, ctx, `[...document.querySelectorAll('.river .tile.last')].map((el) => el.closest('.seat').dataset.seat + ':' + el.dataset.tile + ':' + (el === [...el.closest('.river').querySelectorAll('.tile')].pop())).join(' ')`); got != "3:6z:true" {
				t.Errorf("last discard marked: %q, want seat 3's 6z", got)
			}

			eval[bool](t, ctx, `window.__table(`+trumpView+`, { lastDiscard: 0 })`)
			if got := eval[string](t, ctx, sideways+`('.own-melds .called')`); got != "ok" {
				t.Errorf("P式's called card: %s", got)
			}
			if got := eval[string](t, ctx, sideways+`('.river .tile.riichi-tile')`); got != "ok" {
				t.Errorf("P式's riichi card: %s", got)
			}
			if got := eval[string](t, ctx, calledAt); got != "0" {
				t.Errorf("P式's pon from the left has its called card at %q", got)
			}

			eval[bool](t, ctx, `window.__table(`+maikoView+`, {})`)
			dummy := `document.querySelector('.plate[data-seat="3"]')`
			if got := eval[string](t, ctx, dummy+`.querySelector('.name').textContent + '|' + `+dummy+`.querySelector('.dummy-tag').textContent`); got != "Maiko|dummy" {
				t.Errorf("the dummy's plate reads %q", got)
			}
			if cut := eval[string](t, ctx, `[...document.querySelectorAll('.plate .name')].filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent).join(', ')`); cut != "" {
				t.Errorf("names cut off on their plates: %s", cut)
			}
			if got := eval[string](t, ctx, `[...document.querySelectorAll('.plate .mikeuke-now')].map((el) => el.closest('.plate').dataset.seat + ':' + el.textContent).join(' ')`); got != "1:身請け" {
				t.Errorf("the 身請け leader shown as %q, want seat 1", got)
			}
			if got := eval[string](t, ctx, `[...document.querySelectorAll('.plate .mp')].map((el) => el.textContent).join(' ')`); got != "MP 0 MP 2,000 MP 1,000" {
				t.Errorf("MP on the plates: %q", got)
			}
			if small := eval[string](t, ctx, `[...document.querySelectorAll('.plate *')].filter((el) => el.childElementCount === 0 && el.textContent && parseFloat(getComputedStyle(el).fontSize) < 8).map((el) => el.textContent).join(', ')`); small != "" {
				t.Errorf("plate text under 8px: %s", small)
			}
			eval[bool](t, ctx, `window.__table({ ...`+maikoView+`, extra: { dummy: 3, mikeuke: -1 } }, {})`)
			if n := eval[int](t, ctx, `document.querySelectorAll('.plate .mikeuke-now').length`); n != 0 {
				t.Errorf("with nobody ahead, %d plates say 身請け", n)
			}
		})
	}

	// MOMOJAN at a desktop: the 場代 in the centre, the last discard on the
	// opponent's river, and sounds: none while muted, some once unmuted.
	t.Run("momojan-play", func(t *testing.T) {
		ctx := tab(t, b, 1280, 800, "en")
		takeSeat(t, ctx, base+createTable(t, base, "momojan", 2, nil, 30), "Alice")
		if got := eval[string](t, ctx, `[...document.querySelectorAll('.centre .counter')].map((c) => c.textContent).find((s) => s.startsWith('Table fee')) || ''`); !regexpFee.MatchString(got) {
			t.Errorf("the centre shows no 場代: counters %q", eval[string](t, ctx, `document.querySelector('.centre .counters')?.textContent || ''`))
		}
		played := func(discards int) {
			t.Helper()
			playUntil(t, ctx, fmt.Sprintf(`!!document.querySelector('.result-dialog') || document.querySelectorAll('.river .tile').length >= %d`, discards), 2*time.Minute)
		}
		played(4)
		if n := eval[int](t, ctx, `window.__audio.started`); n != 0 {
			t.Errorf("%d sounds started while muted", n)
		}
		eval[bool](t, ctx, `document.querySelector('#mute').click(), true`)
		played(8)
		if n := eval[int](t, ctx, `window.__audio.started`); n == 0 {
			t.Errorf("no sound started once unmuted (contexts made: %d)", eval[int](t, ctx, `window.__audio.contexts`))
		}
		if eval[bool](t, ctx, `!document.querySelector('.result-dialog')`) {
			playUntil(t, ctx, `!!document.querySelector('.result-dialog') || (!!document.querySelector('.own .tile.playable') && !!document.querySelector('.river .tile.last'))`, time.Minute)
			if got := eval[string](t, ctx, `[...document.querySelectorAll('.river .tile.last')].map((el) => el.closest('.seat').dataset.pos + ':' + (el === [...el.closest('.river').querySelectorAll('.tile')].pop())).join(' ')`); eval[bool](t, ctx, `!document.querySelector('.result-dialog')`) && got != "top:true" {
				t.Errorf("on the person's turn the last discard marked is %q, want the opponent's last", got)
			}
		}
	})
}
