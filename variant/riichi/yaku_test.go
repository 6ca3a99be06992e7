package riichi

import (
	"fmt"
	"strings"
	"testing"

	"jantaku/tile"
)

// scoreCase is one hand with the value it must have. Seats are numbered
// by wind: the dealer is seat 0.
type scoreCase struct {
	name string
	hand string // majiang notation without the winning tile: concealed, then melds
	win  string // the winning tile; with a direction (+ = -) it is a ron from that seat
	// seat is the winner's seat; 1 (south) when zero, unless dealer.
	dealer bool
	ctx    func(*WinContext)
	rules  func(*Rules)
	want   string // see summary
}

// caseInput builds Evaluate's arguments for c.
func caseInput(t *testing.T, c scoreCase) (Rules, Hand, WinContext) {
	t.Helper()
	r := DefaultRules()
	if c.rules != nil {
		c.rules(&r)
	}
	winner := 1
	if c.dealer {
		winner = 0
	}
	mh, err := ParseMajiangHand(c.hand, winner)
	if err != nil {
		t.Fatal(err)
	}
	mt, err := ParseMajiangTile(c.win)
	if err != nil {
		t.Fatal(err)
	}
	ctx := WinContext{Winner: winner, RoundWind: tile.East, Tsumo: mt.Offset == 0,
		From: (winner + mt.Offset) % Seats}
	if c.ctx != nil {
		c.ctx(&ctx)
	}
	h := Hand{Concealed: append(mh.Concealed, mt.Tile), Melds: mh.Melds, Win: mt.Tile}
	return r, h, ctx
}

// summary writes a score as "yaku | han fu | points": yaku as name:han,
// a yakuman as name:*count.
func summary(s Score) string {
	var ys []string
	for _, y := range s.Yaku {
		if y.Yakuman > 0 {
			ys = append(ys, fmt.Sprintf("%s:*%d", y.Name, y.Yakuman))
		} else {
			ys = append(ys, fmt.Sprintf("%s:%d", y.Name, y.Han))
		}
	}
	value := fmt.Sprintf("%d han %d fu", s.Han, s.Fu)
	if s.Yakuman > 0 {
		value = fmt.Sprintf("yakuman %d", s.Yakuman)
	}
	return fmt.Sprintf("%s | %s | %d", strings.Join(ys, " "), value, s.Points)
}

func runCases(t *testing.T, cases []scoreCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, h, ctx := caseInput(t, c)
			s, err := Evaluate(&r, h, ctx)
			got := ""
			if err != nil {
				got = "error: " + err.Error()
			} else {
				got = summary(s)
			}
			if got != c.want {
				t.Errorf("%s %s:\n got %s\nwant %s", c.hand, c.win, got, c.want)
			}
		})
	}
}

func riichiOn(c *WinContext) { c.Riichi = true }

// The plain hand of many cases: z333 (west) is no yakuhai for the south
// seat in the east round; the ron on m1 is two-sided.
const plain = "m23p456s678s99z333"

func TestSituationalYaku(t *testing.T) {
	runCases(t, []scoreCase{
		{name: "riichi", hand: plain, win: "m1=", ctx: riichiOn,
			want: "立直:1 | 1 han 40 fu | 1300"},
		{name: "double riichi", hand: plain, win: "m1=", ctx: func(c *WinContext) { c.Riichi, c.DoubleRiichi = true, true },
			want: "ダブル立直:2 | 2 han 40 fu | 2600"},
		{name: "ippatsu", hand: plain, win: "m1=", ctx: func(c *WinContext) { c.Riichi, c.Ippatsu = true, true },
			want: "立直:1 一発:1 | 2 han 40 fu | 2600"},
		{name: "ippatsu off", hand: plain, win: "m1=", ctx: func(c *WinContext) { c.Riichi, c.Ippatsu = true, true },
			rules: func(r *Rules) { r.Ippatsu = false }, want: "立直:1 | 1 han 40 fu | 1300"},
		{name: "open riichi", hand: plain, win: "m1=", ctx: func(c *WinContext) { c.Riichi, c.OpenRiichi = true, true },
			want: "立直:1 オープン立直:1 | 2 han 40 fu | 2600"},
		{name: "open riichi tsumo", hand: plain, win: "m1", ctx: func(c *WinContext) { c.Riichi, c.OpenRiichi, c.OpenDealtIn = true, true, true },
			want: "立直:1 門前清自摸和:1 オープン立直:1 | 3 han 30 fu | 4000"},
		{name: "open riichi dealt in", hand: plain, win: "m1=", ctx: func(c *WinContext) { c.Riichi, c.OpenRiichi, c.OpenDealtIn = true, true, true },
			want: "オープン立直放銃:*1 | yakuman 1 | 32000"},
		{name: "open without riichi", hand: plain, win: "m1=", ctx: func(c *WinContext) { c.OpenRiichi, c.OpenDealtIn = true, true },
			want: "error: riichi: the hand has no yaku"},
		{name: "menzen tsumo", hand: plain, win: "m1",
			want: "門前清自摸和:1 | 1 han 30 fu | 1100"},
		{name: "haitei", hand: plain, win: "m1", ctx: func(c *WinContext) { c.Haitei = true },
			want: "海底摸月:1 門前清自摸和:1 | 2 han 30 fu | 2000"},
		{name: "houtei", hand: plain, win: "m1=", ctx: func(c *WinContext) { c.Houtei = true },
			want: "河底撈魚:1 | 1 han 40 fu | 1300"},
		{name: "rinshan", hand: "m23p456s99z333,s6666", win: "m1", ctx: func(c *WinContext) { c.Rinshan = true },
			want: "嶺上開花:1 門前清自摸和:1 | 2 han 50 fu | 3200"},
		{name: "chankan", hand: plain, win: "m1=", ctx: func(c *WinContext) { c.Chankan = true },
			want: "槍槓:1 | 1 han 40 fu | 1300"},
		{name: "no yaku", hand: plain, win: "m1=",
			want: "error: riichi: the hand has no yaku"},
		{name: "renhou off", hand: plain, win: "m1=", ctx: func(c *WinContext) { c.Renhou = true },
			want: "error: riichi: the hand has no yaku"},
		{name: "renhou mangan", hand: plain, win: "m1=", ctx: func(c *WinContext) { c.Renhou = true },
			rules: func(r *Rules) { r.Renhou = RenhouMangan }, want: "人和:5 | 5 han 40 fu | 8000"},
		{name: "renhou yakuman", hand: plain, win: "m1=", ctx: func(c *WinContext) { c.Renhou = true },
			rules: func(r *Rules) { r.Renhou = RenhouYakuman }, want: "人和:*1 | yakuman 1 | 32000"},
		{name: "tenhou", hand: plain, win: "m1", dealer: true, ctx: func(c *WinContext) { c.Tenhou = true },
			want: "天和:*1 | yakuman 1 | 48000"},
		{name: "chiihou", hand: plain, win: "m1", ctx: func(c *WinContext) { c.Chiihou = true },
			want: "地和:*1 | yakuman 1 | 32000"},
	})
}

func TestYakuhai(t *testing.T) {
	runCases(t, []scoreCase{
		{name: "seat wind", hand: "m23p456s678s99z222", win: "m1=", want: "自風 南:1 | 1 han 40 fu | 1300"},
		{name: "round wind", hand: "m23p456s678s99z111", win: "m1=", want: "場風 東:1 | 1 han 40 fu | 1300"},
		{name: "double wind", hand: "m23p456s678s99z111", win: "m1=", dealer: true,
			want: "場風 東:1 自風 東:1 | 2 han 40 fu | 3900"},
		{name: "white", hand: "m23p456s678s99z555", win: "m1=", want: "翻牌 白:1 | 1 han 40 fu | 1300"},
		{name: "green", hand: "m23p456s678s99z666", win: "m1=", want: "翻牌 發:1 | 1 han 40 fu | 1300"},
		{name: "red", hand: "m23p456s678s99z777", win: "m1=", want: "翻牌 中:1 | 1 han 40 fu | 1300"},
		{name: "other wind", hand: "m23p456s678s99z444", win: "m1=", want: "error: riichi: the hand has no yaku"},
	})
}

func TestHandYaku(t *testing.T) {
	runCases(t, []scoreCase{
		{name: "pinfu ron", hand: "m23p456s678s99p789", win: "m1=", want: "平和:1 | 1 han 30 fu | 1000"},
		{name: "pinfu tsumo", hand: "m23p456s678s99p789", win: "m1", want: "門前清自摸和:1 平和:1 | 2 han 20 fu | 1500"},
		{name: "open tanyao", hand: "m23p456s22s678,p333-", win: "m4=", want: "断幺九:1 | 1 han 30 fu | 1000"},
		{name: "open tanyao off", hand: "m23p456s22s678,p333-", win: "m4=", rules: func(r *Rules) { r.OpenTanyao = false },
			want: "error: riichi: the hand has no yaku"},
		{name: "iipeikou", hand: "m11223p456s99z333", win: "m3=", want: "一盃口:1 | 1 han 40 fu | 1300"},
		{name: "sanshoku", hand: "m123p123s12z333p55", win: "s3=", want: "三色同順:2 | 2 han 40 fu | 2600"},
		{name: "open sanshoku", hand: "p123s12z333p55,m1-23", win: "s3=", want: "三色同順:1 | 1 han 30 fu | 1000"},
		{name: "ittsu with pinfu", hand: "m12345678p456s99", win: "m9=", want: "平和:1 一気通貫:2 | 3 han 30 fu | 3900"},
		{name: "chanta", hand: "m12m789p789z444s99", win: "m3=", want: "混全帯幺九:2 | 2 han 40 fu | 2600"},
		{name: "junchan", hand: "m12m789p789p111s99", win: "m3=", want: "純全帯幺九:3 | 3 han 40 fu | 5200"},
		{name: "chiitoitsu", hand: "m1133p2255s7799z3", win: "z3=", want: "七対子:2 | 2 han 25 fu | 1600"},
		{name: "toitoi", hand: "m222s55s88,z666=,p777-", win: "s5=", want: "翻牌 發:1 対々和:2 | 3 han 40 fu | 5200"},
		{name: "sanankou", hand: "m222p444s666m56s88", win: "m7=", want: "断幺九:1 三暗刻:2 | 3 han 50 fu | 6400"},
		{name: "ron shanpon opens the triplet", hand: "m222p444s666m55s88", win: "m5=",
			want: "断幺九:1 対々和:2 三暗刻:2 | 5 han 50 fu | 8000"},
		{name: "sankantsu", hand: "s789z3,m2222+,p4444=,s6666", win: "z3=", want: "三槓子:2 | 2 han 60 fu | 3900"},
		{name: "sanshoku doukou", hand: "m222p222m56z44,s222-", win: "m7=", want: "三色同刻:2 | 2 han 30 fu | 2000"},
		{name: "honroutou", hand: "m111p99z44,s999-,z555=", win: "z4=",
			want: "翻牌 白:1 対々和:2 混老頭:2 | 5 han 40 fu | 8000"},
		{name: "shousangen", hand: "z555666z77m234p99", win: "p9=",
			want: "翻牌 白:1 翻牌 發:1 小三元:2 | 4 han 60 fu | 8000"},
		{name: "honitsu", hand: "m12345z44z333m777", win: "m6=", want: "混一色:3 | 3 han 50 fu | 6400"},
		{name: "open chinitsu", hand: "s234s567s88s99,s1-23", win: "s8=", want: "清一色:5 | 5 han 30 fu | 8000"},
		{name: "chinitsu", hand: "s123s234s567s88s99", win: "s8=", want: "清一色:6 | 6 han 40 fu | 12000"},
		{name: "ryanpeikou over chiitoitsu", hand: "m112233p445566s7", win: "s7=",
			want: "二盃口:3 | 3 han 40 fu | 5200"},
	})
}
