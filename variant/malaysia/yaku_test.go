package malaysia

import (
	"slices"
	"strings"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// query builds a score query: melds written "pon:555z", flags by name.
func query(t *testing.T, hand, win string, tsumo bool, seat tile.Kind, melds []string, flowers string, flags ...engine.Flag) engine.ScoreQuery {
	t.Helper()
	opts, err := engine.ResolveOptions(Options(), nil)
	if err != nil {
		t.Fatal(err)
	}
	q := engine.ScoreQuery{Players: 3, Options: opts, Hand: tile.MustParse(hand), Tsumo: tsumo, SeatWind: seat,
		RoundWind: tile.East, Flowers: tile.MustParse(flowers), Flags: map[engine.Flag]bool{}}
	if win != "" {
		q.Win = tile.MustParse(win)[0]
	}
	for _, m := range melds {
		kind, ts, _ := strings.Cut(m, ":")
		q.Melds = append(q.Melds, engine.Meld{Kind: engine.MeldKind(kind), Tiles: tile.MustParse(ts), Called: -1})
	}
	for _, f := range flags {
		q.Flags[f] = true
	}
	return q
}

func yakuNames(ys []engine.YakuValue) string {
	var out []string
	for _, y := range ys {
		out = append(out, y.ID)
	}
	return strings.Join(out, " ")
}

// sameYaku reports whether ys are the yaku named in want (in any order);
// for a limit hand, whether they include them.
func sameYaku(ys []engine.YakuValue, want string, limit bool) bool {
	got := strings.Fields(yakuNames(ys))
	w := strings.Fields(want)
	for _, n := range w {
		if !slices.Contains(got, n) {
			return false
		}
	}
	return limit || len(got) == len(w)
}

// TestYaku shows every yaku of the table (役一覧) on a hand that has it.
func TestYaku(t *testing.T) {
	const e, s, w = tile.East, tile.South, tile.West
	tests := []struct {
		name    string
		hand    string
		win     string
		tsumo   bool
		seat    tile.Kind
		melds   []string
		flowers string
		flags   []engine.Flag
		points  int
		yaku    string
	}{
		{"面前 平和 断么 一盃口 (ron)", "223344p567p678p55z", "8p", false, s, nil, "", nil, 0, ""}, // 55z pair: no pinfu; no win below 5
		{"面前 清一色 平和 断么 一盃口", "223344p456p678p88p", "8p", false, s, nil, "", nil, 7, "menzen chinitsu pinfu tanyao iipeikou"},
		{"open 平和 and 一盃口 count", "567p678p88p", "8p", false, s, []string{"chi:234p", "chi:234p"}, "1f2f", nil, 8, "chinitsu flower pinfu tanyao iipeikou"},
		{"混一色 with honours", "123p456p789p11z", "9p", true, s, []string{"pon:777z"}, "1a", nil, 5, "honitsu flower dragon ittsu"},
		{"場風 東 and 北, 自風 for the dealer's 東", "111z444z222p33p", "3p", true, e, []string{"pon:999p"}, "", nil, 8, "honitsu round_wind seat_wind toitoi sanankou"},
		{"北 is a round wind for every seat", "444z123p456p99p", "9p", false, w, []string{"pon:777z"}, "12f", nil, 5, "honitsu flower round_wind dragon"},
		{"seat wind 西 for West", "333z123p456p99p", "9p", false, w, []string{"pon:555z"}, "12f", nil, 5, "honitsu flower seat_wind dragon"},
		{"南 is not West's wind", "222z123p456p99p", "9p", false, w, []string{"pon:555z"}, "12f", nil, 0, ""},
		{"嶺上開花 and 海底", "234p456p678p222p55p", "5p", true, s, nil, "5f", []engine.Flag{engine.FlagRinshan, engine.FlagHaitei}, 8, "menzen chinitsu flower tanyao rinshan haitei"},
		{"河底", "234p456p678p222p55p", "5p", false, s, nil, "5f", []engine.Flag{engine.FlagHoutei}, 7, "menzen chinitsu flower tanyao houtei"},
		{"a 飛 set aside is shown: no 面前", "234p456p678p222p55p", "5p", false, s, nil, "0z", nil, 5, "chinitsu flower tanyao"},
		{"チャンタ", "123p789p999p11z", "1z", false, s, []string{"pon:555z"}, "1f", nil, 5, "honitsu flower dragon chanta"},
		{"純チャンタ open", "123p789p11p", "1p", false, s, []string{"chi:123p", "chi:789p"}, "", nil, 8, "chinitsu pinfu iipeikou junchan"},
		{"対々和 三暗刻 by tsumo", "222p444p666p88p", "8p", true, s, []string{"pon:999p"}, "", nil, 7, "chinitsu toitoi sanankou"},
		{"a ron into a triplet leaves it open", "222p444p666p88p", "6p", false, s, []string{"pon:999p"}, "1f", nil, 6, "chinitsu flower toitoi"},
		{"七対子", "1133p5577p1155z77z", "7z", false, s, nil, "1f2f", nil, 6, "menzen honitsu flower chiitoitsu"},
		{"七対子 never four alike", "1111p3355p1155z77z", "7z", false, s, nil, "1f2f", nil, 0, ""},
		{"混老頭", "111p999p111z55z", "5z", true, s, []string{"pon:777z"}, "", nil, 9, "honitsu round_wind dragon toitoi honroutou sanankou"},
		{"三槓子", "234p55p", "5p", false, s, []string{"ankan:2222z", "minkan:7777z", "ankan:3333z"}, "", nil, 5, "honitsu seat_wind dragon sankantsu"},
		{"二盃口", "223344p223344p11z", "1z", false, s, nil, "", nil, 5, "menzen honitsu ryanpeikou"},
		{"小三元 adds its dragon triplets", "555z666z77z234p999p", "9p", true, s, nil, "", nil, 9, "menzen honitsu dragon sanankou shousangen"},
		{"大三元", "555z666z777z234p11p", "1p", false, s, nil, "", nil, 10, "daisangen"},
		{"小三元 with a 飛 in the pair", "555z666z7z0z234p999p", "9p", true, s, nil, "", nil, 9, "menzen honitsu dragon sanankou shousangen"},
		{"小三元 needs a third dragon, not a 飛 for a fourth 中", "5555z666z123456p0z", "4p", true, s, nil, "1f", nil, 5, "menzen honitsu flower dragon"},
		{"大三元 needs three different dragons", "5555z666z123p11p0z0z", "1p", true, s, nil, "", nil, 9, "menzen honitsu dragon chanta sanankou"},
		{"四暗刻 tsumo", "222p444p666p888p1z1z", "1z", true, s, nil, "", nil, 10, "suuankou"},
		{"国士無双: 飛 for 1m9m1s9s", "19p12345677z0000z", "7z", false, s, nil, "", nil, 10, "kokushi"},
		{"字一色", "111z222z333z555z77z", "7z", false, s, nil, "", nil, 10, "suuankou tsuuiisou"},
		{"小四喜", "111z222z333z44z", "4z", false, s, []string{"pon:555z"}, "", nil, 10, "suushii"},
		{"四喜和 needs four different winds", "1111z222z333z0z", "3z", true, s, []string{"chi:123p"}, "", nil, 7, "honitsu round_wind seat_wind chanta sanankou"},
		{"四槓子", "55p", "5p", false, s, []string{"ankan:2222p", "minkan:3333p", "kakan:4444p", "minkan:7777p"}, "", nil, 10, "suukantsu"},
		{"九連宝燈 open", "1112345678p9p", "9p", false, s, []string{"pon:999p"}, "", nil, 10, "chuuren"},
		{"全飛和", "23456789p11z0000z", "1z", false, s, nil, "", nil, 10, "zenfei"},
		{"天和", "123p456p789p11z222z", "2z", true, s, nil, "", []engine.Flag{engine.FlagTenhou}, 10, "tenhou"},
		{"four seasons are a limit", "123p456p22p", "2p", false, s, []string{"chi:789p", "pon:999p"}, "1234f", nil, 10, "flower_set"},
		{"a 飛 set aside is a flower point, never a season", "123p456p22p", "2p", false, s, []string{"chi:789p", "pon:999p"}, "123f0z", nil, 9, "chinitsu flower ittsu"},
		{"飛 in the hand finishes a sequence", "12p0z345p678p999p33p", "3p", true, s, nil, "1f", nil, 7, "menzen chinitsu flower ittsu"},
		{"飛 stands for a tile the hand holds", "0z23p456p789p111z33p", "3p", true, s, nil, "", nil, 5, "menzen honitsu round_wind ittsu"},
		{"counted 10 is the limit, no more", "11223344556677p", "7p", true, s, nil, "123a", nil, 10, "menzen chinitsu flower"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q := query(t, tt.hand, tt.win, tt.tsumo, tt.seat, tt.melds, tt.flowers, tt.flags...)
			ans, err := Variant{}.Score(q)
			if err != nil {
				t.Fatal(err)
			}
			if tt.points == 0 {
				if ans.Win {
					t.Fatalf("won: %v %v", ans.Points, yakuNames(ans.Yaku))
				}
				return
			}
			if !ans.Win || ans.Points != tt.points || !sameYaku(ans.Yaku, tt.yaku, tt.points == 10) {
				t.Errorf("win %v %d %q (%s), want %d %q", ans.Win, ans.Points, yakuNames(ans.Yaku), ans.Reason, tt.points, tt.yaku)
			}
		})
	}
}

// TestYakuTable checks the table itself: ids unique, every value one of the
// text's (1, 2, 3 or the limit), names and a rule reference for each.
func TestYakuTable(t *testing.T) {
	seen := map[YakuID]bool{}
	for _, y := range Table {
		if seen[y.ID] {
			t.Errorf("%s twice", y.ID)
		}
		seen[y.ID] = true
		if !slices.Contains([]int{1, 2, 3, 10}, y.Value) || y.Ja == "" || y.En == "" || y.Ref == "" || y.Count == nil {
			t.Errorf("%s: incomplete row %+v", y.ID, y)
		}
	}
	for _, y := range Table {
		for _, o := range y.Over {
			if !seen[o] {
				t.Errorf("%s replaces unknown %s", y.ID, o)
			}
		}
	}
}
