package trump

import (
	"encoding/json"
	"errors"
	"fmt"
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
	sq := engine.ScoreQuery{Players: 3, Options: q.opts, Hand: tile.MustParse(q.hand), Tsumo: q.tsumo,
		Win: tile.MustParse(q.win)[0], Flags: map[engine.Flag]bool{}}
	for _, m := range q.melds {
		kind, ts, _ := strings.Cut(m, ":")
		sq.Melds = append(sq.Melds, engine.Meld{Kind: engine.MeldKind(kind), Tiles: tile.MustParse(ts)})
	}
	for _, f := range q.flags {
		sq.Flags[f] = true
	}
	if q.dora != "" {
		sq.Dora = tile.MustParse(q.dora)
	}
	if q.ura != "" {
		sq.Ura = tile.MustParse(q.ura)
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
		{"a kan is no deduction", query{hand: "22c", win: "2c", melds: []string{"kakan:5555c", "pon:777c"}}, true, 1,
			"タンヤオ 1, 二刻子 1, ポン -1"},
		// 【役】
		{"平和: 10 may be the pair", query{hand: "234567c11z", win: "7c"}, true, 1, "平和 1"},
		{"平和: no J pair", query{hand: "234567c55z", win: "7c"}, false, -8, "チョンボ -8"},
		{"平和: joker pair allowed", query{hand: "234567c00z", win: "7c"}, true, 1, "平和 1"},
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
		// 【加算役】
		{"リーチ", query{hand: "123567c11z", win: "3c", flags: []engine.Flag{engine.FlagRiichi}}, true, 1, "リーチ 1"},
		{"ダブリー replaces リーチ", query{hand: "123567c11z", win: "3c", flags: []engine.Flag{engine.FlagRiichi, engine.FlagDoubleRiichi}},
			true, 2, "ダブリー 2"},
		{"一発", query{hand: "123567c11z", win: "3c", flags: []engine.Flag{engine.FlagRiichi, engine.FlagIppatsu}}, true, 2, "リーチ 1, 一発 1"},
		{"裏ドラ with riichi", query{hand: "123567c11z", win: "3c", ura: "4c", flags: []engine.Flag{engine.FlagRiichi}}, true, 2,
			"リーチ 1, 裏ドラ 1"},
		{"no 裏ドラ without riichi", query{hand: "234567c11z", win: "7c", ura: "3c"}, true, 1, "平和 1"},
		{"ババ as ura with riichi", query{hand: "123567c11z", win: "3c", ura: "0z", flags: []engine.Flag{engine.FlagRiichi}}, true, 2,
			"リーチ 1, 裏ドラ(ババ) 1"},
		{"ババ as ura without riichi", query{hand: "234567c11z", win: "7c", ura: "0z"}, true, 1, "平和 1"},
		{"ババ as ura, option always", query{hand: "234567c11z", win: "7c", ura: "0z", opts: engine.Options{"joker_ura_always": "true"}},
			true, 2, "平和 1, 裏ドラ(ババ) 1"},
		{"チンイツ needs one suit", query{hand: "23456788c", win: "4c", tsumo: true, extra: `{"one_suit": true}`}, true, 4,
			"面前ツモ 1, タンヤオ 1, 平和 1, チンイツ 1"},
		{"チンイツ as numbers only", query{hand: "23456788c", win: "4c", tsumo: true, opts: engine.Options{"chinitsu": "numbers"}}, true, 4,
			"面前ツモ 1, タンヤオ 1, 平和 1, チンイツ 1"},
		{"人和", query{hand: "123567c11z", win: "3c", flags: []engine.Flag{engine.FlagRenhou}}, true, 1, "人和 1"},
		{"ナガシマ", query{hand: "123567c11z", win: "3c", flags: []engine.Flag{engine.FlagNagashi}}, true, 1, "ナガシマ 1"},
		{"海底", query{hand: "123567c11z", win: "3c", tsumo: true, flags: []engine.Flag{engine.FlagHaitei}}, true, 2, "面前ツモ 1, 海底 1"},
		{"河底", query{hand: "123567c11z", win: "3c", flags: []engine.Flag{engine.FlagHoutei}}, true, 1, "河底 1"},
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
		{"八連 A-8", query{hand: "12345678c", win: "8c"}, true, 13, "八連 13"},
		{"八連 2-9", query{hand: "23456789c", win: "2c", tsumo: true}, true, 13, "八連 13"},
		{"AAAA9999", query{hand: "11119999c", win: "9c"}, true, 13, "AAAA9999 13"},
		{"国士無双", query{hand: "119c1z5z6z7z0z", win: "0z"}, true, 13, "国士無双 13"},
		{"国士無双 joker pair", query{hand: "19c1z5z6z7z00z", win: "0z"}, true, 26, "国士無双(ババ頭) 26"},
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
	a, _ := Variant{}.Score(engine.ScoreQuery{Players: 2, Hand: tile.MustParse("23456788c"), Win: tile.MustParse("4c")[0], Tsumo: true})
	fmt.Println(a.Points, yakuString(a.Yaku))
	a, _ = Variant{}.Score(engine.ScoreQuery{Players: 2, Hand: tile.MustParse("23466c"), Win: tile.MustParse("2c")[0],
		Melds: []engine.Meld{{Kind: engine.MeldPon, Tiles: tile.MustParse("555c")}}})
	fmt.Println(a.Points, yakuString(a.Yaku))
	// Output:
	// 3 面前ツモ 1, タンヤオ 1, 平和 1
	// 0 タンヤオ 1, ポン -1
}
