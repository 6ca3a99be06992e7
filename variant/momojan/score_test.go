package momojan

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/tile"
)

// meldsOf reads "kind:tiles" words, e.g. "kai:123l pon:555z".
func meldsOf(s string) []engine.Meld {
	var out []engine.Meld
	for _, w := range strings.Fields(s) {
		k, ts, _ := strings.Cut(w, ":")
		out = append(out, engine.Meld{Kind: engine.MeldKind(k), Tiles: tile.MustParse(ts), Called: -1})
	}
	return out
}

func yakuString(s Score) string {
	var parts []string
	for _, y := range s.Yaku {
		parts = append(parts, fmt.Sprintf("%s%d", y.Name, y.Value))
	}
	return strings.Join(parts, " ")
}

func TestScoreWin(t *testing.T) {
	tests := []struct {
		name, concealed, melds, win string
		ron, riichi                 bool
		dora                        string
		want                        string // yaku list, or "" for no win
		points                      int
	}{
		{"donburako tsumo", "123l45o6o9l9s", "chi:234p", "6o", false, false, "", "どんぶらこ1", 1},
		{"donburako ron", "123l45o6o9l9s", "chi:234p", "6o", true, false, "", "どんぶらこ1 ロン1", 2},
		{"picture pair: no donburako", "123l456o55z", "chi:234p", "6o", false, false, "", "", 0},
		{"ron alone is no yaku", "123l456o55z", "chi:234p", "6o", true, false, "", "", 0},
		{"dora alone is no yaku", "123l456o55z", "chi:234p", "6o", false, false, "1l", "", 0},
		{"tanyao and dora", "234l456o8l8s", "chi:567p", "8s", false, false, "3o", "どんぶらこ1 タンヤオ1 ドラ2", 4},
		{"sun triplet 2", "111z456o8l8s", "chi:567p", "8s", false, false, "", "役牌 太陽2", 2},
		{"sun closed by a 1: no yaku", "11z1l456o8l8s", "chi:567p", "8s", false, false, "", "", 0},
		{"animal triplet 1", "666z456o8l8s", "chi:567p", "8s", false, false, "", "役牌 猿1", 1},
		{"riichi", "11z1l456o8l8s", "chi:567p", "8s", false, true, "", "リーチ1", 1},
		{"kan", "11z1l456o8l8s", "ankan:5555z", "8s", false, false, "", "役牌 犬1 カン1", 2},
		{"two indicators", "11z1l456o8l8s", "ankan:5555z", "8s", false, false, "7o7z", "役牌 犬1 カン1 ドラ6", 16},
		{"ittsu across fruits", "123l456o9l9s", "chi:789p", "9s", false, false, "", "どんぶらこ1 一気通貫1", 2},
		{"three triplets are not toitoi", "1l1o1s2l2o2s55z", "pon:3p3l3o", "5z", false, false, "", "", 0},
		{"toitoi with 4 sets", "1l1o1s2l2o2s55z", "pon:3p3l3o kai:4p4l4o", "5z", false, false, "", "対々和2 旅1", 3},
		{"chanta", "123l789o1p1s", "chi:789p", "1s", false, false, "", "どんぶらこ1 チャンタ2", 3},
		{"sanshoku", "234l234o9l9s", "chi:234p", "9s", false, false, "", "どんぶらこ1 三色同順3", 4},
		{"sanshoku needs three fruits: two lemon sequences are not", "2l3p4p9l9s", "chi:2p3l4l chi:234o", "9s", false, false, "", "どんぶらこ1", 1},
		{"sanshoku with a peach sequence as the third fruit", "234p9l9s", "chi:234l chi:234o", "9s", false, false, "", "どんぶらこ1 三色同順3", 4},
		{"sanshoku with chanta", "123l123o9l9s", "chi:123p", "9s", false, false, "", "どんぶらこ1 チャンタ2 三色同順3", 6},
		{"yonshoku replaces sanshoku", "234l234o9l9s", "chi:234p kai:234s", "9s", false, false, "", "どんぶらこ1 四色同順5 旅1", 14},
		{"kerai 5+3 doubled", "555z666z8l8s", "pon:777z", "8s", false, false, "", "役牌 犬1 役牌 猿1 役牌 雉1 家来5", 16},
		{"nisshoku 3+4 doubled", "111z222z8l8s", "chi:567p", "8s", false, false, "", "役牌 太陽2 役牌 月2 日食3", 14},
		{"momotaro over tabi", "123l456o9l9s", "chi:234p kai:555z kai:666z kai:777z", "6o", false, false, "",
			"役牌 犬1 役牌 猿1 役牌 雉1 家来5 桃太郎5", 26},
		{"oshimai", "123l456o9l9s", "chi:234p kai:111z kai:555z kai:666z kai:777z", "6o", false, false, "",
			"役牌 太陽2 役牌 犬1 役牌 猿1 役牌 雉1 家来5 日本一7 おしまい0", 34},
		{"kibidango ron", "9l9s", "chi:123l pon:555z chi:789p", "9s", true, false, "", "役牌 犬1 きびだんご2 ロン1", 4},
		{"no kibidango by tsumo", "9l9s", "chi:123l pon:4p4l4o chi:789p", "9s", false, false, "", "", 0},
		{"no kibidango when the ron completes a concealed set", "4o5o6o9l9s", "chi:123l pon:555z", "6o", true, false, "", "役牌 犬1 ロン1", 2},
		{"no kibidango with a kai", "9l9s", "chi:123l kai:4p4l4o chi:789p", "9s", true, false, "", "", 0},
		{"furusato tsumo", "123l9l9s", "kai:567o kai:789p kai:234s", "9s", false, false, "", "どんぶらこ1 旅1 故郷3", 5},
		{"no furusato with a chi", "123l9l9s", "kai:567o chi:789p kai:234s", "9s", false, false, "", "どんぶらこ1 旅1", 2},
		{"only two sets", "123l456o9l9s", "", "6o", false, true, "", "", 0},
		{"three picture triplets: no tsuuiisou, but 役牌", "555z666z11z", "pon:222z", "1z", false, false, "",
			"役牌 月2 役牌 犬1 役牌 猿1", 4},
		{"tsuuiisou", "55z", "pon:111z kai:222z kai:666z kai:777z", "5z", false, false, "",
			"役牌 太陽2 役牌 月2 役牌 猿1 役牌 雉1 対々和2 字一色5 日食3 旅1", 34},
	}
	r := DefaultRules()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			all := tile.MustParse(tt.concealed)
			for _, m := range meldsOf(tt.melds) {
				all = append(all, m.Tiles...)
			}
			if err := cardSet.Check(all); err != nil {
				t.Fatalf("not a MOMOJAN hand: %v", err)
			}
			in := winInput{concealed: hand.CountsOf(tile.MustParse(tt.concealed)), melds: meldsOf(tt.melds),
				win: tile.MustParse(tt.win)[0].Kind(), ron: tt.ron, riichi: tt.riichi}
			if tt.dora != "" {
				in.indicators = tile.MustParse(tt.dora)
			}
			s, ok := scoreWin(r, &in)
			got := ""
			if ok {
				got = yakuString(s)
			}
			if got != tt.want || (ok && s.Points != tt.points) {
				t.Errorf("got %q (%d points), want %q (%d)", got, s.Points, tt.want, tt.points)
			}
		})
	}
}

func TestDoraAfter(t *testing.T) {
	tests := map[string]string{
		"5z": "6z", "6z": "7z", "7z": "5z", "1z": "2z", "2z": "1z",
		"3l": "4p4l4o4s", "9p": "1p1l1o1s",
	}
	for ind, want := range tests {
		var got []tile.Tile
		for _, k := range doraAfter(tile.MustParse(ind)[0].Kind()) {
			got = append(got, tile.Of(k))
		}
		if tile.Format(got) != tile.Format(tile.MustParse(want)) {
			t.Errorf("indicator %s: dora %s, want %s", ind, tile.Format(got), want)
		}
	}
}

func TestScorer(t *testing.T) {
	q := func(h, melds, win string, tsumo bool) engine.ScoreQuery {
		return engine.ScoreQuery{Players: 2, Hand: tile.MustParse(h), Melds: meldsOf(melds), Win: tile.MustParse(win)[0], Tsumo: tsumo}
	}
	ans, err := Variant{}.Score(q("555z666z8l8s", "pon:777z", "8s", false))
	if err != nil || !ans.Win || ans.Points != 18 || ans.Extra["total"] != 9 {
		t.Errorf("kerai by ron: %+v %v, want 18 points (9 doubled)", ans, err)
	}
	ans, err = Variant{}.Score(q("123l456o55z", "chi:234p", "6o", false))
	if err != nil || ans.Win || ans.Points != 0 {
		t.Errorf("ron alone: %+v %v, want no win", ans, err)
	}
	bad := []engine.ScoreQuery{
		q("555z666z8l8s", "pon:777z", "9s", false),     // win card not in hand
		q("555z666z8l8l", "pon:777z", "8l", false),     // two lemon 8
		q("555z666z8l8s", "pon:1z1z1z1l", "8s", false), // no such pon
		q("555z666z8l8s", "chi:777z", "8s", false),     // a chi of animals
		q("555z666z8l8s", "ankan:1l1o1s", "8s", false), // three is no kan
	}
	for i, b := range bad {
		if _, err := (Variant{}).Score(b); err == nil {
			t.Errorf("query %d accepted", i)
		}
	}
	withUra := q("555z666z8l8s", "pon:777z", "8s", false)
	withUra.Ura = tile.MustParse("1l")
	if _, err := (Variant{}).Score(withUra); !errors.Is(err, ErrUraDora) {
		t.Errorf("ura dora: %v", err)
	}
}

func ExampleVariant_Score() {
	ans, _ := Variant{}.Score(engine.ScoreQuery{Players: 2, Hand: tile.MustParse("111z222z8l8s"),
		Melds: []engine.Meld{{Kind: engine.MeldChi, Tiles: tile.MustParse("567p")}}, Win: tile.MustParse("8s")[0], Tsumo: true})
	fmt.Println(ans.Points, ans.Yaku)
	// Output: 14 [{yakuhai_sun 役牌 太陽 Sun triplet 2 false} {yakuhai_moon 役牌 月 Moon triplet 2 false} {nisshoku 日食 Sun and moon triplets 3 false}]
}

// TestScorerFor: one prepared scorer answers a run of queries as Score
// answers each alone, and refuses them in Score's order: a query the
// hand makes wrong before one the options do.
func TestScorerFor(t *testing.T) {
	q := func(h, melds, win string, tsumo bool) engine.ScoreQuery {
		return engine.ScoreQuery{Players: 2, Hand: tile.MustParse(h), Melds: meldsOf(melds), Win: tile.MustParse(win)[0], Tsumo: tsumo}
	}
	queries := []engine.ScoreQuery{
		q("555z666z8l8s", "pon:777z", "8s", false),
		q("555z666z8l8s", "pon:777z", "8s", true),
		q("123l456o55z", "chi:234p", "6o", false),
		q("111z222z8l8s", "chi:567p", "8s", true),
		q("123l456o789s5p5s", "", "5s", true),
		q("555z666z8l8s", "pon:777z", "9s", false),
		q("555z666z8l8s", "pon:1z1z1z1l", "8s", false),
	}
	optionSets := []engine.Options{nil, {"no_such_option": "1"}}
	for _, o := range options() {
		if o.Kind == engine.OptInt && o.Key != optStartPoints {
			optionSets = append(optionSets, engine.Options{o.Key: "5"})
		}
	}
	for _, opts := range optionSets {
		prepared := Variant{}.ScorerFor(opts)
		for i, qu := range queries {
			qu.Options = opts
			want, werr := Variant{}.Score(qu)
			got, gerr := prepared.Score(qu)
			if fmt.Sprint(want, werr) != fmt.Sprint(got, gerr) {
				t.Errorf("%v, query %d: Score %+v %v, ScorerFor %+v %v", opts, i, want, werr, got, gerr)
			}
		}
	}
	bad := Variant{}.ScorerFor(engine.Options{"no_such_option": "1"})
	if _, err := bad.Score(q("555z666z8l8s", "pon:777z", "9s", false)); !errors.Is(err, ErrWinCard) {
		t.Errorf("a wrong hand and a wrong option: %v, want the hand's error first", err)
	}
	if _, err := bad.Score(q("555z666z8l8s", "pon:777z", "8s", false)); err == nil || !strings.Contains(err.Error(), "no_such_option") {
		t.Errorf("a wrong option: %v", err)
	}
}
