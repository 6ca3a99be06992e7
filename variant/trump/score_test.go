package trump

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// query builds a score query: hand in the notation, melds as "pon:555c",
// "ankan:5555c", "minkan:…" or "kakan:…", flags by name.
type query struct {
	hand, win string
	melds     []string
	tsumo     bool
	flags     []engine.Flag
	dora, ura string
	nuki      int
	opts      engine.Options
	extra     string // JSON object for Extra
}

func (q query) build(t *testing.T) engine.ScoreQuery {
	t.Helper()
	strs := []string{q.hand, q.win, q.dora, q.ura}
	for _, m := range q.melds {
		_, ts, _ := strings.Cut(m, ":")
		strs = append(strs, ts)
	}
	pool := newPool(t, strs...)
	sq := engine.ScoreQuery{Players: 3, Options: q.opts, Hand: pool.cards(q.hand), Tsumo: q.tsumo, Flags: map[engine.Flag]bool{}}
	win := tile.MustParse(q.win)[0]
	if i := slices.IndexFunc(sq.Hand, func(c tile.Tile) bool { return sameCard(win, c) }); i >= 0 {
		win = sq.Hand[i]
	}
	sq.Win = win
	for _, m := range q.melds {
		kind, ts, _ := strings.Cut(m, ":")
		sq.Melds = append(sq.Melds, engine.Meld{Kind: engine.MeldKind(kind), Tiles: pool.cards(ts)})
	}
	for _, f := range q.flags {
		sq.Flags[f] = true
	}
	if q.dora != "" {
		sq.Dora = pool.cards(q.dora)
	}
	if q.ura != "" {
		sq.Ura = pool.cards(q.ura)
	}
	for range q.nuki {
		sq.Flowers = append(sq.Flowers, tile.Of(tile.Joker))
	}
	if q.extra != "" {
		if err := json.Unmarshal([]byte(q.extra), &sq.Extra); err != nil {
			t.Fatal(err)
		}
	}
	return sq
}

var bonusYaku = engine.Options{"bonus_yaku": "true"}

func yakuString(ys []engine.YakuValue) string {
	var out []string
	for _, y := range ys {
		out = append(out, fmt.Sprintf("%s %d", y.Name, y.Value))
	}
	return strings.Join(out, ", ")
}

func TestScore(t *testing.T) {
	tests := []struct {
		name   string
		q      query
		win    bool
		points int
		yaku   string
	}{
		// The text's own examples.
		{"面前ツモ+タンヤオ+ピンフ=3", query{hand: "23456788c", win: "4c", tsumo: true}, true, 3, "面前ツモ 1, タンヤオ 1, 平和 1"},
		{"鳴きタンのみは0点", query{hand: "23466c", win: "2c", melds: []string{"pon:555c"}}, true, 0, "タンヤオ 1, ポン -1"},
		{"pon twice: タンヤオ+二刻子−2 = 0", query{hand: "22c", win: "2c", melds: []string{"pon:555c", "pon:777c"}}, true, 0,
			"タンヤオ 1, 二刻子 1, ポン -2"},
		// Below zero: 二刻子 alone with two pons.
		{"pon twice, 二刻子 only: 0, not −1", query{hand: "1z1z", win: "1z", melds: []string{"pon:555c", "pon:777c"}}, true, 0,
			"二刻子 1, ポン -2, 0点止め 1"},
		{"negative_win=minus: −1", query{hand: "1z1z", win: "1z", melds: []string{"pon:555c", "pon:777c"},
			opts: engine.Options{"negative_win": "minus"}}, true, -1, "二刻子 1, ポン -2"},
		{"a kan is no deduction", query{hand: "22c", win: "2c", melds: []string{"kakan:5555c", "pon:777c"}}, true, 1,
			"タンヤオ 1, 二刻子 1, ポン -1"},
		// 【役】
		{"平和: 10 may be the pair", query{hand: "234567c11z", win: "7c"}, true, 1, "平和 1"},
		{"平和: no J pair", query{hand: "234567c55z", win: "7c"}, false, -8, "チョンボ -8"},
		{"平和: joker pair allowed", query{hand: "2345cS67cH00z", win: "7c"}, true, 1, "平和 1"},
		{"平和: edge wait is not two-sided", query{hand: "123567c11z", win: "3c"}, false, -8, "チョンボ -8"},
		{"平和: 789 on 7 is an edge", query{hand: "234789c11z", win: "7c"}, false, -8, "チョンボ -8"},
		{"一盃口 with 平和 beats 四対子", query{hand: "223344c11z", win: "4c"}, true, 2, "平和 1, 一盃口 1"},
		{"一盃口 on tsumo", query{hand: "223344c11z", win: "2c", tsumo: true}, true, 3, "面前ツモ 1, 平和 1, 一盃口 1"},
		{"四対子", query{hand: "225577c1z1z", win: "7c"}, true, 1, "四対子 1"},
		{"四対子 with a four", query{hand: "2222c77c1z1z", win: "7c"}, true, 1, "四対子 1"},
		{"四対子 タンヤオ ツモ", query{hand: "22446688c", win: "8c", tsumo: true}, true, 3, "面前ツモ 1, タンヤオ 1, 四対子 1"},
		{"二刻子 closed", query{hand: "555777c1z1z", win: "7c"}, true, 1, "二刻子 1"},
		{"二刻子 open", query{hand: "77722c", win: "2c", melds: []string{"pon:555c"}}, true, 1, "タンヤオ 1, 二刻子 1, ポン -1"},
		{"二槓子 and 二刻子", query{hand: "22c", win: "2c", tsumo: true, melds: []string{"minkan:5555c", "ankan:7777c"}}, true, 3,
			"タンヤオ 1, 二刻子 1, 二槓子 1"},
		{"チャンタ with 123", query{hand: "123c1z1z1z99c", win: "9c"}, true, 2, "チャンタ 1, 役札 1"},
		{"役札 10", query{hand: "1z1z1z23466c", win: "6c"}, true, 1, "役札 1"},
		{"役札 twice, JQK only", query{hand: "555666z77z", win: "7z"}, true, 5, "二刻子 1, チャンタ 1, 役札 2, JQKのみ 1"},
		{"リンシャン", query{hand: "23499c", win: "9c", tsumo: true, melds: []string{"ankan:5555c"}, flags: []engine.Flag{engine.FlagRinshan}},
			true, 2, "面前ツモ 1, リンシャン 1"},
		// 【加算役】: by default none satisfies the one-yaku minimum.
		{"リーチ alone is no yaku", query{hand: "123567c11z", win: "3c", flags: []engine.Flag{engine.FlagRiichi}}, false, -8, "チョンボ -8"},
		{"リーチ with bonus_yaku", query{hand: "123567c11z", win: "3c", flags: []engine.Flag{engine.FlagRiichi}, opts: bonusYaku}, true, 1, "リーチ 1"},
		{"リーチ", query{hand: "234567c11z", win: "7c", flags: []engine.Flag{engine.FlagRiichi}}, true, 2, "平和 1, リーチ 1"},
		{"ダブリー replaces リーチ", query{hand: "234567c11z", win: "7c", flags: []engine.Flag{engine.FlagRiichi, engine.FlagDoubleRiichi}},
			true, 3, "平和 1, ダブリー 2"},
		{"一発", query{hand: "234567c11z", win: "7c", flags: []engine.Flag{engine.FlagRiichi, engine.FlagIppatsu}}, true, 3, "平和 1, リーチ 1, 一発 1"},
		{"裏ドラ with riichi", query{hand: "234567c11z", win: "7c", ura: "4c", flags: []engine.Flag{engine.FlagRiichi}}, true, 3,
			"平和 1, リーチ 1, 裏ドラ 1"},
		{"no 裏ドラ without riichi", query{hand: "234567c11z", win: "7c", ura: "3c"}, true, 1, "平和 1"},
		{"ババ as ura with riichi", query{hand: "234567c11z", win: "7c", ura: "0z", flags: []engine.Flag{engine.FlagRiichi}}, true, 3,
			"平和 1, リーチ 1, 裏ドラ(ババ) 1"},
		{"ババ as ura without riichi", query{hand: "234567c11z", win: "7c", ura: "0z"}, true, 1, "平和 1"},
		{"ババ as ura, option always", query{hand: "234567c11z", win: "7c", ura: "0z", opts: engine.Options{"joker_ura_always": "true"}},
			true, 2, "平和 1, 裏ドラ(ババ) 1"},
		// チンイツ: every card of one suit; jokers have none. A pair of one
		// suit cannot exist, so the pair is the two jokers.
		{"チンイツ: one suit and the joker pair", query{hand: "234678cS00z", win: "8cS"}, true, 2, "平和 1, チンイツ 1"},
		{"チンイツ: a pair is two suits", query{hand: "2345678cS5cH", win: "8cS"}, true, 2, "タンヤオ 1, 平和 1"},
		{"チンイツ alone is no yaku", query{hand: "123567cS00z", win: "3cS"}, false, -8, "チョンボ -8"},
		{"チンイツ alone with bonus_yaku", query{hand: "123567cS00z", win: "3cS", opts: bonusYaku}, true, 1, "チンイツ 1"},
		{"チンイツ by colour: a black pair", query{hand: "2345678cS5cC", win: "8cS", opts: engine.Options{"chinitsu": "colour"}}, true, 3,
			"タンヤオ 1, 平和 1, チンイツ 1"},
		{"チンイツ by colour: not red and black", query{hand: "2345678cS5cH", win: "8cS", opts: engine.Options{"chinitsu": "colour"}}, true, 2,
			"タンヤオ 1, 平和 1"},
		{"チンイツ as numbers only", query{hand: "23456788c", win: "4c", tsumo: true, opts: engine.Options{"chinitsu": "numbers"}}, true, 4,
			"面前ツモ 1, タンヤオ 1, 平和 1, チンイツ 1"},
		{"人和 alone is no yaku", query{hand: "123567c11z", win: "3c", flags: []engine.Flag{engine.FlagRenhou}}, false, -8, "チョンボ -8"},
		{"人和", query{hand: "123567c11z", win: "3c", flags: []engine.Flag{engine.FlagRenhou}, opts: bonusYaku}, true, 1, "人和 1"},
		{"ナガシマ alone is no yaku", query{hand: "123567c11z", win: "3c", flags: []engine.Flag{engine.FlagNagashi}}, false, -8, "チョンボ -8"},
		{"ナガシマ", query{hand: "123567c11z", win: "3c", flags: []engine.Flag{engine.FlagNagashi}, opts: bonusYaku}, true, 1, "ナガシマ 1"},
		{"ナガシマ with a yaku", query{hand: "234567c11z", win: "7c", flags: []engine.Flag{engine.FlagNagashi}}, true, 2, "平和 1, ナガシマ 1"},
		{"海底", query{hand: "123567c11z", win: "3c", tsumo: true, flags: []engine.Flag{engine.FlagHaitei}}, true, 2, "面前ツモ 1, 海底 1"},
		{"河底 alone is no yaku", query{hand: "123567c11z", win: "3c", flags: []engine.Flag{engine.FlagHoutei}}, false, -8, "チョンボ -8"},
		{"河底", query{hand: "123567c11z", win: "3c", flags: []engine.Flag{engine.FlagHoutei}, opts: bonusYaku}, true, 1, "河底 1"},
		{"JQKのみ comes with 役札", query{hand: "555666z77z", win: "7z"}, true, 5, "二刻子 1, チャンタ 1, 役札 2, JQKのみ 1"},
		{"天和", query{hand: "123567c11z", win: "3c", tsumo: true, flags: []engine.Flag{engine.FlagTenhou}}, true, 9, "面前ツモ 1, 天和 8"},
		{"地和", query{hand: "123567c11z", win: "3c", tsumo: true, flags: []engine.Flag{engine.FlagChiihou}}, true, 9, "面前ツモ 1, 地和 8"},
		// Dora: the next card, 9→10→J→Q→K→A.
		{"dora after 3 is 4", query{hand: "234567c11z", win: "7c", dora: "3c"}, true, 2, "平和 1, ドラ 1"},
		{"dora after 9 is 10", query{hand: "234567c11z", win: "7c", dora: "9c"}, true, 3, "平和 1, ドラ 2"},
		{"dora after 10 is J", query{hand: "5z5z5z23466c", win: "6c", dora: "1z"}, true, 4, "役札 1, ドラ 3"},
		{"dora after K is A", query{hand: "123567c11z", win: "3c", tsumo: true, dora: "7z"}, true, 2, "面前ツモ 1, ドラ 1"},
		{"dora counts melds", query{hand: "22c", win: "2c", melds: []string{"pon:555c", "pon:777c"}, dora: "4c"}, true, 3,
			"タンヤオ 1, 二刻子 1, ドラ 3, ポン -2"},
		{"抜きドラ", query{hand: "234567c11z", win: "7c", nuki: 2}, true, 3, "平和 1, 抜きドラ 2"},
		{"dora alone is no yaku", query{hand: "123567c11z", win: "3c", dora: "1c"}, false, -8, "チョンボ -8"},
		// 【役満】
		{"八連 A-8", query{hand: "12345678cH", win: "8cH"}, true, 13, "八連 13"},
		{"八連 2-9", query{hand: "23456789cD", win: "2cD", tsumo: true}, true, 13, "八連 13"},
		{"八連 needs one suit", query{hand: "1234567cH8cS", win: "8cS"}, false, 0, ""},
		{"八連 by colour", query{hand: "1234567cH8cD", win: "8cD", opts: engine.Options{"chinitsu": "colour"}}, true, 13, "八連 13"},
		{"八連 by colour: not red and black", query{hand: "1234567cH8cS", win: "8cS", opts: engine.Options{"chinitsu": "colour"}}, false, 0, ""},
		{"八連 with suits ignored", query{hand: "1234567cH8cS", win: "8cS", opts: engine.Options{"chinitsu": "numbers"}}, true, 13, "八連 13"},
		{"AAAA9999", query{hand: "11119999c", win: "9c"}, true, 13, "AAAA9999 13"},
		{"国士無双", query{hand: "119c1z5z6z7z0z", win: "0z"}, true, 13, "国士無双 13"},
		{"国士無双 joker pair, one suit", query{hand: "19cS1567zS00z", win: "0z"}, true, 26, "国士無双(ババ頭) 26"},
		{"国士無双 joker pair, two suits", query{hand: "19cS156zS7zH00z", win: "0z"}, true, 13, "国士無双 13"},
		{"国士無双 one suit, no joker pair", query{hand: "19cS1567zS0z1cH", win: "0z"}, true, 13, "国士無双 13"},
		{"国士無双 joker pair, one colour", query{hand: "19cS156zC7zS00z", win: "0z", opts: engine.Options{"chinitsu": "colour"}}, true, 26,
			"国士無双(ババ頭) 26"},
		{"国士無双 joker pair, suits ignored", query{hand: "19cS156zS7zH00z", win: "0z", opts: engine.Options{"chinitsu": "numbers"}}, true, 26,
			"国士無双(ババ頭) 26"},
		{"yakuman ignores bonuses", query{hand: "12345678c", win: "8c", flags: []engine.Flag{engine.FlagRiichi}, nuki: 1}, true, 13, "八連 13"},
		// No yaku, not a win, ガキルール.
		{"no yaku is chombo", query{hand: "123567c11z", win: "3c"}, false, -8, "チョンボ -8"},
		{"ガキ: no yaku needed", query{hand: "123555c11z", win: "3c", opts: engine.Options{"gaki": "true"}}, true, 0, ""},
		{"ガキ: 平和 on an edge wait", query{hand: "123567c11z", win: "3c", opts: engine.Options{"gaki": "true"}}, true, 1, "平和 1"},
		{"chombo option", query{hand: "123555c11z", win: "3c", opts: engine.Options{"chombo": "5"}}, false, -5, "チョンボ -5"},
		{"not a win", query{hand: "12356789c", win: "9c"}, false, 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := Variant{}.Score(tt.q.build(t))
			if err != nil {
				t.Fatal(err)
			}
			if a.Win != tt.win || a.Points != tt.points || yakuString(a.Yaku) != tt.yaku {
				t.Errorf("got win %v points %d yaku %q (%s)\nwant win %v points %d yaku %q", a.Win, a.Points, yakuString(a.Yaku), a.Reason,
					tt.win, tt.points, tt.yaku)
			}
		})
	}
}

func TestScoreQueryErrors(t *testing.T) {
	tests := []struct {
		name string
		q    query
	}{
		{"chi", query{hand: "23466c", win: "2c", melds: []string{"chi:345c"}}},
		{"nine cards", query{hand: "234567c11z1c", win: "7c"}},
		{"win not in hand", query{hand: "234567c11z", win: "8c"}},
		{"three jokers", query{hand: "234567c00z", win: "7c", nuki: 1}},
		{"flag of another variant", query{hand: "234567c11z", win: "7c", flags: []engine.Flag{engine.FlagNominated}}},
		{"bad option", query{hand: "234567c11z", win: "7c", opts: engine.Options{"target": "x"}}},
		{"a pon of two kinds", query{hand: "23466c", win: "2c", melds: []string{"pon:556c"}}},
		{"a card of another deck", query{hand: "234567c22z", win: "7c"}},
		{"one_suit is gone", query{hand: "234567c11z", win: "7c", extra: `{"one_suit": true}`}},
		{"the win card's suit is not in the hand", query{hand: "234567cS11z", win: "7cH"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Variant{}.Score(tt.q.build(t))
			if !errors.Is(err, ErrQuery) {
				t.Errorf("err = %v, want ErrQuery", err)
			}
		})
	}
}

func ExampleVariant_Score() {
	cards := func(s string) []tile.Tile { ts, _ := tile.Trump().Parse(s); return ts }
	a, _ := Variant{}.Score(engine.ScoreQuery{Players: 2, Hand: cards("2345cS678cH8cD"), Win: cards("4cS")[0], Tsumo: true})
	fmt.Println(a.Points, yakuString(a.Yaku))
	a, _ = Variant{}.Score(engine.ScoreQuery{Players: 2, Hand: cards("234cS6cH6cD"), Win: cards("2cS")[0],
		Melds: []engine.Meld{{Kind: engine.MeldPon, Tiles: cards("5cS5cH5cD")}}})
	fmt.Println(a.Points, yakuString(a.Yaku))
	a, _ = Variant{}.Score(engine.ScoreQuery{Players: 2, Hand: cards("234678cH00z"), Win: cards("8cH")[0]})
	fmt.Println(a.Points, yakuString(a.Yaku))
	_, err := Variant{}.Score(engine.ScoreQuery{Players: 2, Hand: tile.MustParse("23456788c"), Win: tile.MustParse("4c")[0]})
	fmt.Println(err)
	// Output:
	// 3 面前ツモ 1, タンヤオ 1, 平和 1
	// 0 タンヤオ 1, ポン -1
	// 2 平和 1, チンイツ 1
	// trump: bad score query: tile: trump cards have suits: write 2c with S, H, D or C (♠♥♦♣), e.g. 2cS
}
