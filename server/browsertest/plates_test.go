package browsertest

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// momojanCrowded is a two-player MOMOJAN table whose top seat shows six
// sets beside a hand of ten cards, as MOMOJAN's growing hands do.
const momojanCrowded = `{ variant: "momojan", seat: 0, round: "Hand 1", dealer: 0, turn: 1, wall_left: 30,
  players: [
    { score: 30, hand_size: 4, hand: ["1p", "2p", "3l", "4l"], discards: [{ tile: "9o" }] },
    { score: 30, hand_size: 10, discards: [{ tile: "9l" }, { tile: "1z" }],
      melds: [
        { kind: "kai", tiles: ["1l", "2l", "3l"], from: 1, called: -1 }, { kind: "kai", tiles: ["4o", "5o", "6o"], from: 1, called: -1 },
        { kind: "kai", tiles: ["7l", "8l", "9l"], from: 1, called: -1 }, { kind: "kai", tiles: ["1s", "2s", "3s"], from: 1, called: -1 },
        { kind: "kai", tiles: ["6p", "7p", "8p"], from: 1, called: -1 }, { kind: "pon", tiles: ["5s", "5s", "5s"], from: 0, called: 1 }] }] }`

// overlapsPlates names a plate that covers a tile of the board, or "".
const overlapsPlates = `(() => {
  const tiles = [...document.querySelectorAll('.board .seat .tile')];
  for (const p of document.querySelectorAll('.board .plate')) {
    const r = p.getBoundingClientRect();
    for (const el of tiles) {
      const q = el.getBoundingClientRect();
      if (q.left < r.right - 1 && q.right > r.left + 1 && q.top < r.bottom - 1 && q.bottom > r.top + 1) return "seat " + p.dataset.seat + "'s plate covers a tile of seat " + el.closest('.seat').dataset.seat;
    }
  }
  return "";
})()`

// offBoard names a seat with a tile off the board, or "".
const offBoard = `(() => {
  const b = document.querySelector('.board').getBoundingClientRect();
  const el = [...document.querySelectorAll('.board .seat .tile')].find((el) => {
    const q = el.getBoundingClientRect();
    return q.left < b.left - 1 || q.right > b.right + 1 || q.top < b.top - 1 || q.bottom > b.bottom + 1;
  });
  return el ? "a tile of seat " + el.closest('.seat').dataset.seat + " is off the board" : "";
})()`

// TestPlatesClearOfTiles: a seat showing many sets keeps its tiles clear
// of every name plate, at a desktop's and a phone's size.
func TestPlatesClearOfTiles(t *testing.T) {
	base, b := startServer(t, time.Hour), newBrowser(t)
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		ctx := tab(t, b, size[0], size[1], "en")
		openLobby(t, ctx, base)
		if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](tableFixture, chromedp.EvalAwaitPromise)); !ok || err != nil {
			t.Fatalf("the fixture did not load: %v", err)
		}
		for name, view := range map[string]string{"MOMOJAN": momojanCrowded, "riichi": riichiView} {
			eval[bool](t, ctx, `window.__table(`+view+`, {})`)
			if bad := eval[string](t, ctx, overlapsPlates); bad != "" {
				t.Errorf("%s at %dx%d: %s", name, size[0], size[1], bad)
			}
			if bad := eval[string](t, ctx, offBoard); bad != "" {
				t.Errorf("%s at %dx%d: %s", name, size[0], size[1], bad)
			}
			shot(t, ctx, fmt.Sprintf("plates-%s-%dx%d", name, size[0], size[1]))
		}
	}
}

// longRivers is a riichi table of n players late in a hand: eighteen
// discards at every seat, each with a riichi tile sideways in its first
// row.
func longRivers(n int) string {
	var players []string
	for s := range n {
		var ds []string
		for i := range 18 {
			ds = append(ds, fmt.Sprintf(`{ tile: "%d%c", riichi: %v }`, i%9+1, "mpsm"[s], i == 5))
		}
		players = append(players, fmt.Sprintf(`{ score: 25000, hand_size: 13, hand: %s, discards: [%s] }`,
			map[bool]string{true: `["1m","2m","3m","4m","5m","6m","7m","8m","9m","1p","2p","3p","4p"]`, false: "null"}[s == 0], strings.Join(ds, ", ")))
	}
	return `{ variant: "riichi", seat: 0, round: "East 1", dealer: 0, turn: 1, wall_left: 2, players: [` + strings.Join(players, ", ") + `] }`
}

// riversApart names two seats' river tiles that overlap, a river tile
// under another seat's hand, or one off the board, or "".
const riversApart = `(() => {
  const b = document.querySelector('.board').getBoundingClientRect();
  const tiles = [...document.querySelectorAll('.board .seat .tile')];
  const box = (el) => el.getBoundingClientRect();
  const over = (p, q) => p.left < q.right - 1 && p.right > q.left + 1 && p.top < q.bottom - 1 && p.bottom > q.top + 1;
  for (const a of document.querySelectorAll('.board .river .tile')) {
    const p = box(a);
    if (p.left < b.left || p.right > b.right || p.top < b.top || p.bottom > b.bottom + 1) return "a river tile of seat " + a.closest('.seat').dataset.seat + " is off the board";
    for (const o of tiles) {
      if (o.closest('.seat') !== a.closest('.seat') && over(p, box(o))) return "seat " + a.closest('.seat').dataset.seat + "'s river meets seat " + o.closest('.seat').dataset.seat + "'s tiles";
    }
  }
  return "";
})()`

// TestPhoneRivers: on a phone the rivers' tiles are big enough to read
// (at least 17 px wide; they were 15), and a late hand's rivers stay
// apart, clear of the seats' hands and on the board, at tables of four
// and of three.
func TestPhoneRivers(t *testing.T) {
	base, b := startServer(t, time.Hour), newBrowser(t)
	for _, size := range [][2]int{{390, 844}, {1280, 800}} {
		ctx := tab(t, b, size[0], size[1], "en")
		openLobby(t, ctx, base)
		if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](tableFixture, chromedp.EvalAwaitPromise)); !ok || err != nil {
			t.Fatalf("the fixture did not load: %v", err)
		}
		for _, n := range []int{4, 3} {
			eval[bool](t, ctx, `window.__table(`+longRivers(n)+`, {})`)
			if w := eval[float64](t, ctx, `Math.min(...[...document.querySelectorAll('.river .tile:not(.side)')].map((el) => el.getBoundingClientRect().width))`); w < 17 {
				t.Errorf("%d players at %dx%d: river tiles are %.1f px wide, want 17 or more", n, size[0], size[1], w)
			}
			if bad := eval[string](t, ctx, riversApart); bad != "" {
				t.Errorf("%d players at %dx%d: %s", n, size[0], size[1], bad)
			}
			shot(t, ctx, fmt.Sprintf("rivers-%dp-%dx%d", n, size[0], size[1]))
		}
	}
}
