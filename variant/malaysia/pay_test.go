package malaysia

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

func meldsOf(t *testing.T, specs ...string) []Meld {
	t.Helper()
	var out []Meld
	for _, s := range specs {
		q := query(t, "11p", "", true, tile.East, []string{s}, "")
		m, err := meldOf(q.Melds[0])
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
	}
	return out
}

// TestPayerYaku reads 「現在確定している役(役牌と華牌)」: flowers and 飛 set
// aside, and value-tile sets on the table.
func TestPayerYaku(t *testing.T) {
	tests := []struct {
		name    string
		melds   []string
		flowers string
		seat    tile.Kind
		want    int
	}{
		{"nothing", nil, "", tile.South, 0},
		{"flowers and a 飛 set aside", nil, "12f5a0z", tile.South, 4},
		{"dragon pon with a 飛", []string{"pon:550z"}, "", tile.South, 1},
		{"dealer's 東 counts twice", []string{"pon:111z"}, "", tile.East, 2},
		{"北 for anyone, a closed kan too", []string{"ankan:4444z"}, "", tile.West, 1},
		{"another seat's wind is nothing", []string{"pon:222z"}, "", tile.West, 0},
		{"sequences and simples are nothing", []string{"chi:234p", "pon:555p"}, "1f", tile.South, 1},
		{"four seasons count a point each", []string{"pon:777z"}, "1234f", tile.South, 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := PayerYaku(meldsOf(t, tt.melds...), tile.MustParse(tt.flowers), tt.seat); got != tt.want {
				t.Errorf("got %d, want %d", got, tt.want)
			}
		})
	}
}

// TestPayment reads 【支払いの減額と役満の例外】.
func TestPayment(t *testing.T) {
	r, _ := NewRules(mustOptions(t))
	tests := []struct {
		name      string
		points    int
		limit     bool
		tsumo     bool
		payerYaku int
		want      int
	}{
		{"ron pays the points", 7, false, false, 0, 7},
		{"tsumo: each pays the points", 7, false, true, 0, 7},
		{"payer below 5 reduces nothing", 7, false, false, 4, 7},
		{"payer at 5 reduces by 5", 7, false, false, 5, 2},
		{"never below 0", 6, false, true, 8, 0},
		{"limit ron pays 20", 10, true, false, 0, 20},
		{"limit tsumo pays 10 each", 10, true, true, 0, 10},
		{"a limit is never reduced", 10, true, false, 9, 20},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := r.Payment(Value{Points: tt.points, Limit: tt.limit}, tt.tsumo, tt.payerYaku)
			if got != tt.want {
				t.Errorf("got %d, want %d", got, tt.want)
			}
		})
	}
}

func mustOptions(t testing.TB) engine.Options {
	o, err := engine.ResolveOptions(Options(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// TestScorePayments reads payer_yaku in both formats.
func TestScorePayments(t *testing.T) {
	// 7 points: 面前 清一色 平和 断么 一盃口.
	const hand = "223344p456p678p88p"
	tests := []struct {
		name  string
		tsumo bool
		seat  tile.Kind
		payer string // payer_yaku as JSON; "" for none
		want  map[string]int
		err   error
	}{
		{"ron", false, tile.South, "", map[string]int{"ron": 7}, nil},
		{"tsumo", true, tile.South, "", map[string]int{"each": 7}, nil},
		{"one number for every payer", true, tile.South, "5", map[string]int{"each": 2}, nil},
		{"by payer", true, tile.South, `{"east": 6}`, map[string]int{"east": 1, "west": 7}, nil},
		{"ron by the discarder", false, tile.East, `{"west": 9}`, map[string]int{"ron": 0}, nil},
		{"the winner pays nothing", true, tile.South, `{"south": 6}`, nil, ErrBadPayer},
		{"a ron has one payer", false, tile.South, `{"east": 6, "west": 1}`, nil, ErrBadPayer},
		{"not a number", true, tile.South, `"lots"`, nil, ErrBadPayer},
		{"negative", true, tile.South, `-1`, nil, ErrBadPayer},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q := query(t, hand, "8p", tt.tsumo, tt.seat, nil, "")
			if tt.payer != "" {
				q.Extra = map[string]json.RawMessage{"payer_yaku": json.RawMessage(tt.payer)}
			}
			ans, err := Variant{}.Score(q)
			if !errors.Is(err, tt.err) {
				t.Fatalf("err %v, want %v", err, tt.err)
			}
			if err == nil && (ans.Points != 7 || !maps.Equal(ans.Payments, tt.want)) {
				t.Errorf("points %d payments %v, want 7 %v", ans.Points, ans.Payments, tt.want)
			}
		})
	}
}

// TestScoreErrors: queries the game could never produce are refused.
func TestScoreErrors(t *testing.T) {
	tests := []struct {
		name, hand string
		melds      []string
		flowers    string
		seat       tile.Kind
		flags      []engine.Flag
		tsumo      bool
		want       error
	}{
		{"13 tiles", "223344p456p678p8p", nil, "", tile.South, nil, false, ErrBadHand},
		{"north is no seat", "223344p456p678p88p", nil, "", tile.North, nil, false, ErrBadHand},
		{"haitei on a ron", "223344p456p678p88p", nil, "", tile.South, []engine.Flag{engine.FlagHaitei}, false, ErrBadHand},
		{"houtei on a tsumo", "223344p456p678p88p", nil, "", tile.South, []engine.Flag{engine.FlagHoutei}, true, ErrBadHand},
		{"a dot set aside", "223344p456p678p88p", nil, "1p", tile.South, nil, false, ErrBadFlowers},
		{"a flower in the hand", "223344p456p678p8p1f", nil, "", tile.South, nil, false, ErrBadHand},
		{"飛 in a kan", "223344p456p88p", []string{"ankan:5550z"}, "", tile.South, nil, false, ErrBadMeld},
		{"jokers alone", "223344p456p88p", []string{"pon:000z"}, "", tile.South, nil, false, ErrBadMeld},
		{"chi with two jokers", "223344p456p88p", []string{"chi:0z0z5p"}, "", tile.South, nil, false, ErrBadMeld},
		{"chi of honours", "223344p456p88p", []string{"chi:123z"}, "", tile.South, nil, false, ErrBadMeld},
		{"chi with a gap", "223344p456p88p", []string{"chi:135p"}, "", tile.South, nil, false, ErrBadMeld},
		{"pon of two kinds", "223344p456p88p", []string{"pon:556p"}, "", tile.South, nil, false, ErrBadMeld},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q := query(t, tt.hand, "", tt.tsumo, tt.seat, tt.melds, tt.flowers, tt.flags...)
			if _, err := (Variant{}).Score(q); !errors.Is(err, tt.want) {
				t.Errorf("err %v, want %v", err, tt.want)
			}
		})
	}
}

// ExampleVariant_Score values a half flush with flowers, paid by a payer
// whose own confirmed yaku reach 5.
func ExampleVariant_Score() {
	opts, _ := engine.ResolveOptions(Options(), nil)
	q := engine.ScoreQuery{
		Players: 3, Options: opts, SeatWind: tile.South, Tsumo: true,
		Hand:    tile.MustParse("123p456p789p11z"),
		Melds:   []engine.Meld{{Kind: engine.MeldPon, Tiles: tile.MustParse("770z")}},
		Win:     tile.Of(tile.East),
		Flowers: tile.MustParse("3f"),
		Extra:   map[string]json.RawMessage{"payer_yaku": json.RawMessage(`{"east": 5}`)},
	}
	ans, _ := Variant{}.Score(q)
	fmt.Println(ans.Points, yakuNames(ans.Yaku))
	fmt.Println(ans.Payments)
	// Output:
	// 5 honitsu flower dragon ittsu
	// map[east:0 west:5]
}
