package browsertest

import (
	"fmt"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// resultFixture puts a result dialog on the lobby page, built as the table
// page builds it: window.__result(kind, variant, data, me) draws the
// hand-end ("hand") or game-end ("game") screen of data.
const resultFixture = `(async () => {
  const { handEndScreen, gameEndScreen } = await import("/js/view/result.js");
  const { h } = await import("/js/dom.js");
  window.__result = (kind, variant, data, me, more) => {
    document.querySelector(".overlay")?.remove();
    const names = variant === "maiko" ? ["Alice", "Bot 2", "Bot 3", "Maiko (dummy)"] : ["Alice", "Bot 2", "Bot 3", "Bot 4"];
    const ctx = { variant, names, me, ...more };
    const body = kind === "hand" ? handEndScreen(data, ctx) : gameEndScreen(data, ctx);
    document.body.append(h("div", { class: "overlay" }, h("div", { class: "dialog result-dialog", role: "dialog" },
      h("button", { type: "button", class: "dialog-close" }, "×"), h("div", { class: "dialog-body" }, body),
      h("div", { class: "dialog-footer" }, h("span", { class: "countdown" }, "Next hand in 15s"), h("button", { type: "button", id: "next-hand", class: "next" }, "Next hand")))));
    return true;
  };
  return true;
})()`

// The results drawn: a riichi win with ura dora, an exhaustive draw with
// noten payments, a maiko win that moves MP, and the ends of a riichi and
// a maiko game.
const (
	riichiWin = `{ wins: [{ seat: 0, from: 2, tsumo: false, hand: ["2m","3m","4m","5p","6p","7p","2s","3s","4s","6s","7s","8s","5z"], win: "5z",
    yaku: [{ id: "riichi", name: "立直", en: "Riichi", value: 1 }, { id: "haku", name: "白", en: "White dragon", value: 1 }, { id: "ura", name: "裏ドラ", en: "Ura dora", value: 2 }],
    unit: "han", han: 4, fu: 40, points: 8000, limit: "mangan", dora: ["1m"], ura: ["4z"] }],
    deltas: [9300, 0, -8300, 0], scores: [34300, 25000, 16700, 25000],
    payments: [{ from: 2, to: 0, amount: 8000, why: "ron" }, { from: 2, to: 0, amount: 300, why: "honba", count: 1 }, { from: -1, to: 0, amount: 1000, why: "sticks", count: 1 }] }`
	exhaustiveDraw = `{ draw: { reason: "exhaustive", tenpai: [true, false, true, false], hands: [["1m","1m","1m","2p","3p","4p","5s","6s","7s","8s","8s","3z","3z"], null, ["2m","3m","4m","5m","6m","7m","2p","2p","2p","4s","5s","6s","9s"], null] },
    deltas: [1500, -1500, 1500, -1500], scores: [26500, 23500, 26500, 23500],
    payments: [{ from: 1, to: 0, amount: 750, why: "noten" }, { from: 1, to: 2, amount: 750, why: "noten" }, { from: 3, to: 0, amount: 750, why: "noten" }, { from: 3, to: 2, amount: 750, why: "noten" }] }`
	maikoWin = `{ wins: [{ seat: 1, from: 1, tsumo: true, hand: ["2m","3m","4m","5p","6p","7p","2s","3s","4s","6s","7s","8s","5z"], win: "5z",
    yaku: [{ id: "tsumo", name: "門前清自摸和", en: "Fully concealed hand", value: 1 }], unit: "han", han: 1, fu: 30, points: 1000, dora: ["1m"] }],
    deltas: [-500, 1000, -500, 0], scores: [24500, 26000, 24500, 25000], side: { name: "mp", deltas: [0, 2, 0, 0] },
    payments: [{ from: 0, to: 1, amount: 500, why: "maiko_tsumo" }, { from: 2, to: 1, amount: 500, why: "maiko_tsumo" }] }`
	suzumeWin = `{ wins: [{ seat: 0, from: 0, tsumo: true, hand: ["2s","3s","4s","1r"], win: "1s",
    yaku: [{ id: "red", name: "赤牌", en: "red tile", value: 1 }], unit: "points", points: 1 }],
    deltas: [3, -1, -1, -1], scores: [43, 39, 39, 39] }`
	malaysiaTsumo = `{ wins: [{ seat: 0, from: 0, tsumo: true, hand: ["2p","3p","4p","2p","3p","4p","5p","6p","7p","6p","7p","8p","8p"], win: "8p",
    yaku: [{ id: "chinitsu", name: "清一色", en: "Full flush", value: 3 }, { id: "menzen", name: "面前和了", en: "Concealed hand", value: 1 }, { id: "tanyao", name: "断么", en: "All simples", value: 1 }, { id: "iipeikou", name: "一盃口", en: "Pure double sequence", value: 1 }, { id: "pinfu", name: "平和", en: "All sequences", value: 1 }],
    unit: "points", points: 7 }],
    deltas: [7, -7, 0], scores: [57, 43, 50],
    payments: [{ from: 1, to: 0, amount: 7, why: "tsumo", base: 7, own: 3 }, { from: 2, to: 0, amount: 0, why: "tsumo", base: 7, own: 8, cut: 7 }] }`
	trumpWin = `{ wins: [{ seat: 0, from: 1, tsumo: false, hand: ["2c","3c","4c","5h","5s","5d"], win: "5c",
    yaku: [{ id: "tanyao", name: "タンヤオ", en: "All simples", value: 1 }, { id: "riichi", name: "リーチ", en: "Riichi", value: 1 }, { id: "dora", name: "ドラ", en: "Dora", value: 1 }],
    unit: "points", points: 3 }],
    deltas: [4, -1, 0], scores: [14, 6, 9],
    payments: [{ from: -1, to: 0, amount: 3, why: "added" }, { from: -1, to: 0, amount: 1, why: "deposits" }, { from: 1, to: -1, amount: 1, why: "pon", count: 1 }] }`
	momojanKai = `{ wins: [{ seat: 0, from: 0, tsumo: true, hand: ["5p"], win: "5p", melds: [
      { kind: "kai", tiles: ["1l","2l","3l"], from: 0, called: -1 }, { kind: "kai", tiles: ["4o","5o","6o"], from: 0, called: -1 },
      { kind: "kai", tiles: ["7l","8l","8l"], from: 0, called: -1 }, { kind: "kai", tiles: ["1p","2p","3p"], from: 0, called: -1 },
      { kind: "kai", tiles: ["6p","7p","8p"], from: 0, called: -1 }, { kind: "chi", tiles: ["1s","2s","3s"], from: 3, called: 0 }],
    yaku: [{ id: "tsumo", name: "ツモ", en: "Tsumo", value: 1 }], unit: "points", points: 1 }],
    deltas: [3, -1, -1, -1], scores: [33, 29, 29, 29] }`
	trumpChombo = `{ draw: { reason: "chombo", hands: [null, ["1cS","2cS","3cS","5cS","5cH","5cD","1zH","1zS"], null] },
    deltas: [0, -8, 0], scores: [10, -8, 4], payments: [{ from: 1, to: -1, amount: 8, why: "chombo" }] }`
	riichiEnd   = `{ scores: [42000, 31000, 18000, 9000], ranks: [1, 2, 3, 4], points: [52, 11, -22, -41], uma: [20, 10, -10, -20], hands: 8 }`
	dummyCheck  = `{ dummyCheck: { tiles: ["1m","4m","5m","9m","9m","2p","8p","8p","2s","3s","6s","6s","7z"], ready: false } }`
	maikoBusted = `{ scores: [-500, 200, 3000], ranks: [3, 2, 1], points: [-50, -30, 80], uma: [-20, 0, 20], hands: 6,
    extra: { mp_A: 400, mp_B: 200, mp_C: 0, mp_maiko: 0, mikeuke: 1 } }`
	maikoEnd = `{ scores: [30000, 25000, 20000], ranks: [1, 2, 3], points: [40, -5, -35], uma: [20, 0, -20], hands: 6,
    extra: { mp_A: 1, mp_B: 4, mp_C: 0, mp_maiko: 0, mikeuke: 1 } }`
)

// dialogFits reports what of the dialog is off the screen or too wide.
var dialogFits = fits(".result-dialog *", ".dialog-close", "#next-hand")

// TestResultScreens draws each kind of result as the table page does, on
// a phone in both languages, and checks what a player reads there.
func TestResultScreens(t *testing.T) {
	base, b := startServer(t, time.Hour), newBrowser(t)
	for _, lang := range []string{"en", "ja"} {
		for _, size := range [][2]int{{390, 844}, {844, 390}} {
			t.Run(fmt.Sprintf("%s-%dx%d", lang, size[0], size[1]), func(t *testing.T) {
				ctx := tab(t, b, size[0], size[1], lang)
				if err := chromedp.Do(ctx, chromedp.Navigate(base+"/"), chromedp.WaitVisible(`.lobby`)); err != nil {
					t.Fatal(err)
				}
				if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](resultFixture, chromedp.EvalAwaitPromise)); !ok || err != nil {
					t.Fatalf("the fixture did not load: %v", err)
				}
				showWith := func(kind, variant, data string, me int, more string) {
					t.Helper()
					eval[bool](t, ctx, `window.__result("`+kind+`", "`+variant+`", `+data+`, `+strconv.Itoa(me)+`, `+more+`)`)
					if bad := eval[string](t, ctx, dialogFits); bad != "" {
						t.Errorf("%s %s result: %s", variant, kind, bad)
					}
					if raw := eval[string](t, ctx, noRawData); raw != "" {
						t.Errorf("%s %s result shows raw data %q", variant, kind, raw)
					}
				}
				show := func(kind, variant, data string, me int) { t.Helper(); showWith(kind, variant, data, me, "{}") }

				// A riichi win: the hand and winning tile, dora and ura dora,
				// each yaku with its han, the total, and "you" in the table.
				show("hand", "riichi", riichiWin, 0)
				if n := eval[int](t, ctx, `document.querySelectorAll('.win-hand .concealed .tile').length`); n != 13 {
					t.Errorf("%d concealed tiles drawn, want 13", n)
				}
				if got := eval[string](t, ctx, `document.querySelector('.win-hand .win-tile .tile').dataset.tile`); got != "5z" {
					t.Errorf("winning tile %q", got)
				}
				if n := eval[int](t, ctx, `document.querySelectorAll('.indicators .ind').length`); n != 2 {
					t.Errorf("%d indicator groups (dora, ura dora), want 2", n)
				}
				han := map[string]string{"en": "2 han", "ja": "2翻"}[lang]
				if got := eval[string](t, ctx, `document.querySelector('table.yaku tr[data-yaku="ura"] .num').textContent`); got != han {
					t.Errorf("ura dora worth %q, want %q", got, han)
				}
				total := map[string]string{"en": "40 fu · 4 han · Mangan · 8,000 points", "ja": "40符 · 4翻 · 満貫 · 8,000点"}[lang]
				if got := eval[string](t, ctx, `document.querySelector('.win-total').textContent`); got != total {
					t.Errorf("total %q, want %q", got, total)
				}
				if got := eval[string](t, ctx, `document.querySelector('.score-table tr.you td').textContent`); got != "Alice"+map[string]string{"en": "You", "ja": "あなた"}[lang] {
					t.Errorf("the row marked as you reads %q", got)
				}

				// Who paid whom and why: the ron, its honba, the sticks.
				lines := map[string]string{
					"en": "Bot 3 pays Alice 8,000 points|for the ron\nBot 3 pays Alice 300 points|honba ×1\nAlice +1,000 points|riichi sticks on the table ×1",
					"ja": "Bot 3 → Alice 8,000点|ロンの支払い\nBot 3 → Alice 300点|1本場\nAlice +1,000点|供託リーチ棒1本",
				}[lang]
				payments := `[...document.querySelectorAll('.payments li')].map((l) => l.querySelector('b').textContent + '|' + l.querySelector('.why').textContent).join('\n')`
				if got := eval[string](t, ctx, payments); got != lines {
					t.Errorf("riichi payments read\n%s\nwant\n%s", got, lines)
				}

				// A variant counted in points: one casing for yaku names, and
				// a value of one reads as one point.
				show("hand", "suzume", suzumeWin, 0)
				want1 := map[string]string{"en": "Red tile赤牌|1 point", "ja": "赤牌|1点"}[lang]
				if got := eval[string](t, ctx, `[...document.querySelector('table.yaku tr').children].map((c) => c.textContent).join('|')`); got != want1 {
					t.Errorf("suzume's yaku row reads %q, want %q", got, want1)
				}

				// An exhaustive draw: the ready hands shown, the others not,
				// and what each paid or got beside them.
				show("hand", "riichi", exhaustiveDraw, 1)
				if n := eval[int](t, ctx, `document.querySelectorAll('.draw-seat.ready .draw-hand').length`); n != 2 {
					t.Errorf("%d ready hands shown, want 2", n)
				}
				if got := eval[string](t, ctx, `[...document.querySelectorAll('.draw-seat .delta')].map((e) => e.textContent).join(' ')`); got != "+1,500 −1,500 +1,500 −1,500" {
					t.Errorf("noten payments read %q", got)
				}
				if n := eval[int](t, ctx, `document.querySelectorAll('.payments li[data-why="noten"]').length`); n != 4 {
					t.Errorf("%d noten payment lines, want 4 (each not ready pays each ready)", n)
				}

				// A maiko win: the MP moved is in the score table, and the
				// dummy's hand, opened at the check, fits the screen.
				showWith("hand", "maiko", maikoWin, 0, dummyCheck)
				if n := eval[int](t, ctx, `document.querySelectorAll('.dummy-check .draw-hand .tile').length`); n != 13 {
					t.Errorf("the dummy's hand shows %d tiles, want 13", n)
				}
				if got := eval[string](t, ctx, `[...document.querySelectorAll('.score-table tbody tr')].map((r) => r.lastChild.textContent).join('|')`); got != "|+2|" {
					t.Errorf("MP column reads %q", got)
				}
				if got, want := eval[string](t, ctx, `document.querySelector('.payments li .why').textContent`), map[string]string{
					"en": "their share of the tsumo (its ron price and honba, split two ways; the dealer pays double)",
					"ja": "ツモ:ロンの点数(積み棒込み)を2人で分担(親は2倍)"}[lang]; got != want {
					t.Errorf("maiko's tsumo payment reads %q, want %q", got, want)
				}

				// Malaysian: each payer's payment, and what its own yaku on the
				// table took off (支払いの減額: here all of it) or could not.
				show("hand", "malaysia", malaysiaTsumo, 0)
				lines = map[string]string{
					"en": "Bot 2 pays Alice 7 points|their share of the tsumo · Bot 2's own yaku on the table (3 points) are under 5: nothing off\n" +
						"Bot 3 pays Alice nothing|7 points less 8 points for Bot 3's own yaku on the table (flowers, 飛, value sets; never below 0)",
					"ja": "Bot 2 → Alice 7点|ツモの支払い · Bot 2の確定役3点は5点未満のため減額なし\n" +
						"Bot 3 → Alice 支払いなし|7点からBot 3の確定役8点を減額(華牌・飛・役牌の面子。0未満にはならない)",
				}[lang]
				if got := eval[string](t, ctx, payments); got != lines {
					t.Errorf("Malaysian payments read\n%s\nwant\n%s", got, lines)
				}
				// P式: points are added, not taken; deposits and pons said.
				show("hand", "trump", trumpWin, 0)
				lines = map[string]string{
					"en": "Alice +3 points|the hand's points, added: in P式 nobody pays for a win\nAlice +1 point|the riichi deposits\nBot 2 −1 point|1 pon, 1 each at the settlement",
					"ja": "Alice +3点|和了点を加算(P式は点数の取り合いなし)\nAlice +1点|リーチ供託\nBot 2 −1点|ポン1回、清算時に各マイナス1点",
				}[lang]
				if got := eval[string](t, ctx, payments); got != lines {
					t.Errorf("P式 payments read\n%s\nwant\n%s", got, lines)
				}

				// A MOMOJAN win with many sets shown: they wrap on a phone.
				show("hand", "momojan", momojanKai, 0)
				if n := eval[int](t, ctx, `document.querySelectorAll('.win-melds .tile').length`); n != 18 {
					t.Errorf("MOMOJAN's win shows %d tiles of its sets, want 18", n)
				}

				// A P式 chombo: no winner; who declared it, the hand declared,
				// and what it cost.
				show("hand", "trump", trumpChombo, 0)
				chombo := map[string][3]string{
					"en": {"Chombo", "Bot 2 declared a win with no yaku: chombo−8", "Bot 2 −8 points|chombo: a win declared that was not allowed"},
					"ja": {"チョンボ", "Bot 2 役無しのアガり宣言(役無しチョンボ)−8", "Bot 2 −8点|チョンボ(認められないアガり宣言)"},
				}[lang]
				if got := eval[string](t, ctx, `document.querySelector('.hand-end h2').textContent`); got != chombo[0] {
					t.Errorf("P式 chombo's title %q, want %q", got, chombo[0])
				}
				if got := eval[string](t, ctx, `[...document.querySelectorAll('.draw-seat')].map((e) => e.textContent).join('|')`); got != chombo[1] {
					t.Errorf("P式 chombo's seats read %q, want %q", got, chombo[1])
				}
				if n := eval[int](t, ctx, `document.querySelectorAll('.draw-seat.chombo .draw-hand .tile').length`); n != 8 {
					t.Errorf("P式 chombo shows %d cards of the hand declared, want 8", n)
				}
				if got := eval[string](t, ctx, payments); got != chombo[2] {
					t.Errorf("P式 chombo's payments read %q, want %q", got, chombo[2])
				}

				// The ends of the games: ranks, scores, uma and points; maiko's
				// MP and who redeems the maiko.
				show("game", "riichi", riichiEnd, 3)
				if got := eval[string](t, ctx, `[...document.querySelectorAll('.final tbody tr')].map((r) => [...r.children].map((c) => c.textContent).join(' ')).join(' | ')`); got != "1 Alice 42,000 +20 +52 | 2 Bot 2 31,000 +10 +11 | 3 Bot 3 18,000 −10 −22 | 4 Bot 4"+map[string]string{"en": "You", "ja": "あなた"}[lang]+" 9,000 −20 −41" {
					t.Errorf("final table reads %q", got)
				}
				show("game", "maiko", maikoEnd, 0)
				want := map[string]string{"en": "身請け (redeems the maiko): Bot 2", "ja": "身請け: Bot 2"}[lang]
				if got := eval[string](t, ctx, `document.querySelector('.mikeuke-line').textContent`); got != want {
					t.Errorf("身請け line %q, want %q", got, want)
				}
				// Alice has the most MP but busted: the next redeems her, and
				// the screen says why Alice does not.
				show("game", "maiko", maikoBusted, 0)
				want = map[string]string{"en": "身請け (redeems the maiko): Bot 2|Alice had more MP but busted (below zero), so may not redeem her",
					"ja": "身請け: Bot 2|AliceはMPが多いがハコを割ったため身請けできません"}[lang]
				if got := eval[string](t, ctx, `(() => { const l = document.querySelector('.mikeuke-line'), s = l.querySelector('small'); return s ? l.textContent.replace(s.textContent, '') + '|' + s.textContent : l.textContent; })()`); got != want {
					t.Errorf("身請け line %q, want %q", got, want)
				}
				if got := eval[string](t, ctx, `[...document.querySelectorAll('.final tbody tr')].map((r) => r.children[2].textContent).join(' ')`); got != "3,000 200 −500" {
					t.Errorf("final scores read %q, with a true minus", got)
				}
			})
		}
	}
}
