package riichi

import "testing"

func noDouble(r *Rules) { r.DoubleYakuman = false }
func noStack(r *Rules)  { r.YakumanStack = false }

func TestYakuman(t *testing.T) {
	runCases(t, []scoreCase{
		{name: "kokushi", hand: "m19p19s19z123456m1", win: "z7=", want: "国士無双:*1 | yakuman 1 | 32000"},
		{name: "kokushi 13-sided", hand: "m19p19s19z1234567", win: "z1=", want: "国士無双十三面:*2 | yakuman 2 | 64000"},
		{name: "kokushi 13-sided, no double", hand: "m19p19s19z1234567", win: "z1=", rules: noDouble,
			want: "国士無双十三面:*1 | yakuman 1 | 32000"},
		{name: "suuankou tsumo", hand: "m222p444s666m55s88", win: "m5", want: "四暗刻:*1 | yakuman 1 | 32000"},
		{name: "suuankou tanki", hand: "m222p444s666m555s8", win: "s8=", want: "四暗刻単騎:*2 | yakuman 2 | 64000"},
		{name: "suuankou tanki, no double", hand: "m222p444s666m555s8", win: "s8=", rules: noDouble,
			want: "四暗刻単騎:*1 | yakuman 1 | 32000"},
		{name: "daisangen", hand: "z555666777m23s55", win: "m1=", want: "大三元:*1 | yakuman 1 | 32000"},
		{name: "shousuushii", hand: "z111222333z44m23", win: "m1=", want: "小四喜:*1 | yakuman 1 | 32000"},
		{name: "daisuushii", hand: "z222333444m5,z111-", win: "m5=", want: "大四喜:*2 | yakuman 2 | 64000"},
		{name: "daisuushii, no double", hand: "z222333444m5,z111-", win: "m5=", rules: noDouble,
			want: "大四喜:*1 | yakuman 1 | 32000"},
		{name: "tsuuiisou as seven pairs", hand: "z1122334455667", win: "z7=", want: "字一色:*1 | yakuman 1 | 32000"},
		{name: "ryuuiisou", hand: "s223344s666s88z66", win: "z6=", want: "緑一色:*1 | yakuman 1 | 32000"},
		{name: "chinroutou", hand: "m111p111s111p99m99", win: "m9=", want: "清老頭:*1 | yakuman 1 | 32000"},
		{name: "suukantsu", hand: "m5,m2222+,p3333=,s4444-,z5555", win: "m5=", want: "四槓子:*1 | yakuman 1 | 32000"},
		{name: "chuuren", hand: "m1112345678899", win: "m9=", want: "九蓮宝燈:*1 | yakuman 1 | 32000"},
		{name: "junsei chuuren", hand: "m1112345678999", win: "m5=", want: "純正九蓮宝燈:*2 | yakuman 2 | 64000"},
		{name: "junsei chuuren, no double", hand: "m1112345678999", win: "m5=", rules: noDouble,
			want: "純正九蓮宝燈:*1 | yakuman 1 | 32000"},
		{name: "stacked", hand: "z5556667771112", win: "z2=",
			want: "四暗刻単騎:*2 大三元:*1 字一色:*1 | yakuman 4 | 128000"},
		{name: "not stacked", hand: "z5556667771112", win: "z2=", rules: noStack,
			want: "四暗刻単騎:*2 大三元:*1 字一色:*1 | yakuman 2 | 64000"},
		{name: "not stacked, no double", hand: "z5556667771112", win: "z2=",
			rules: func(r *Rules) { noStack(r); noDouble(r) },
			want:  "四暗刻単騎:*1 大三元:*1 字一色:*1 | yakuman 1 | 32000"},
		{name: "dealer yakuman tsumo", hand: "m222p444s666m55s88", win: "m5", dealer: true,
			want: "四暗刻:*1 | yakuman 1 | 48000"},
		{name: "yakuman drops han yaku and dora", hand: "z555666777m23s55", win: "m1=",
			ctx:  func(c *WinContext) { c.Riichi = true; c.Dora = mustTiles(t, "z4") },
			want: "大三元:*1 | yakuman 1 | 32000"},
	})
}
