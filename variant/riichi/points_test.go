package riichi

import (
	"testing"
)

func TestFuAndLimits(t *testing.T) {
	runCases(t, []scoreCase{
		{name: "open hand without fu is 30", hand: "m23p456s22s678,p333-", win: "m4=", want: "断幺九:1 | 1 han 30 fu | 1000"},
		{name: "kanchan", hand: "m13p456s678s99z333", win: "m2=", ctx: riichiOn, want: "立直:1 | 1 han 40 fu | 1300"},
		{name: "double wind pair 4 fu", hand: "m23p456z333p789z11", win: "m1=", dealer: true, ctx: riichiOn,
			want: "立直:1 | 1 han 50 fu | 2400"},
		{name: "double wind pair 2 fu", hand: "m23p456z333p789z11", win: "m1=", dealer: true, ctx: riichiOn,
			rules: func(r *Rules) { r.DoubleWindFu = 2 }, want: "立直:1 | 1 han 40 fu | 2000"},
		{name: "4 han 30 fu", hand: "m234p567s23488m67", win: "m5=",
			ctx:  func(c *WinContext) { c.Riichi = true; c.Dora = mustTiles(t, "m4") },
			want: "立直:1 平和:1 断幺九:1 ドラ:1 | 4 han 30 fu | 7700"},
		{name: "kiriage mangan", hand: "m234p567s23488m67", win: "m5=", rules: func(r *Rules) { r.KiriageMangan = true },
			ctx:  func(c *WinContext) { c.Riichi = true; c.Dora = mustTiles(t, "m4") },
			want: "立直:1 平和:1 断幺九:1 ドラ:1 | 4 han 30 fu | 8000"},
		{name: "counted yakuman", hand: "s123s234s567s88s99", win: "s8=",
			ctx:  func(c *WinContext) { c.Riichi, c.Ippatsu = true, true; c.Dora = mustTiles(t, "s7s8") },
			want: "立直:1 一発:1 清一色:6 ドラ:5 | 13 han 40 fu | 32000"},
		{name: "counted yakuman off", hand: "s123s234s567s88s99", win: "s8=", rules: func(r *Rules) { r.CountedYakuman = false },
			ctx:  func(c *WinContext) { c.Riichi, c.Ippatsu = true, true; c.Dora = mustTiles(t, "s7s8") },
			want: "立直:1 一発:1 清一色:6 ドラ:5 | 13 han 40 fu | 24000"},
	})
}

func TestBasePoints(t *testing.T) {
	r := DefaultRules()
	tests := []struct {
		han, fu, yakuman int
		base             int
		limit            Limit
	}{
		{1, 30, 0, 240, NoLimit},
		{3, 70, 0, 2000, Mangan}, // 2240 is over the cap
		{4, 40, 0, 2000, Mangan},
		{5, 30, 0, 2000, Mangan},
		{6, 30, 0, 3000, Haneman},
		{8, 30, 0, 4000, Baiman},
		{11, 30, 0, 6000, Sanbaiman},
		{13, 30, 0, 8000, Kazoe},
		{0, 0, 2, 16000, Yakuman},
	}
	for _, tt := range tests {
		sr := scoringRulesOf(&r)
		base, limit := basePoints(&sr, tt.han, tt.fu, tt.yakuman)
		if base != tt.base || limit != tt.limit {
			t.Errorf("%d han %d fu %d yakuman: %d %s, want %d %s", tt.han, tt.fu, tt.yakuman, base, limit, tt.base, tt.limit)
		}
	}
}

func TestDeltas(t *testing.T) {
	withPao := func(seat int) func(*WinContext) {
		return func(c *WinContext) { c.HasPao, c.Pao = true, seat }
	}
	tests := []struct {
		name, hand, win string
		dealer          bool
		ctx             func(*WinContext)
		rules           func(*Rules)
		want            [Seats]int
	}{
		{name: "ron", hand: plain, win: "m1=", ctx: riichiOn, want: [Seats]int{0, 1300, 0, -1300}},
		{name: "ron with honba and sticks", hand: plain, win: "m1-",
			ctx:  func(c *WinContext) { c.Riichi, c.Honba, c.Sticks = true, 2, 1 },
			want: [Seats]int{-1900, 2900, 0, 0}},
		{name: "tsumo with honba", hand: plain, win: "m1", ctx: func(c *WinContext) { c.Honba = 1 },
			want: [Seats]int{-600, 1400, -400, -400}},
		{name: "dealer tsumo with sticks", hand: plain, win: "m1", dealer: true, ctx: func(c *WinContext) { c.Sticks = 2 },
			want: [Seats]int{3500, -500, -500, -500}},
		{name: "pao on a tsumo", hand: "m23s55,z555=,z666-,z777+", win: "m1", ctx: withPao(2),
			want: [Seats]int{0, 32000, -32000, 0}},
		{name: "pao on a tsumo with honba", hand: "m23s55,z555=,z666-,z777+", win: "m1",
			ctx:  func(c *WinContext) { withPao(2)(c); c.Honba = 1 },
			want: [Seats]int{0, 32300, -32300, 0}},
		{name: "pao on another's ron: the liable seat pays the honba", hand: "m23s55,z555=,z666-,z777+", win: "m1=",
			ctx: func(c *WinContext) { withPao(2)(c); c.Honba = 1 }, want: [Seats]int{0, 32300, -16300, -16000}},
		{name: "pao on another's ron: the discarder pays the honba", hand: "m23s55,z555=,z666-,z777+", win: "m1=",
			ctx:   func(c *WinContext) { withPao(2)(c); c.Honba = 1 },
			rules: func(r *Rules) { r.PaoHonba = PaoHonbaDiscarder }, want: [Seats]int{0, 32300, -16000, -16300}},
		{name: "pao on the pao seat's ron", hand: "m23s55,z555=,z666-,z777+", win: "m1+", ctx: withPao(2),
			want: [Seats]int{0, 32000, -32000, 0}},
		{name: "pao option off", hand: "m23s55,z555=,z666-,z777+", win: "m1", ctx: withPao(2),
			rules: func(r *Rules) { r.Pao = false }, want: [Seats]int{-16000, 32000, -8000, -8000}},
		{name: "other honba and stick values", hand: plain, win: "m1",
			ctx:   func(c *WinContext) { c.Honba, c.Sticks = 2, 1 },
			rules: func(r *Rules) { r.Honba, r.RiichiStick = 1500, 500 },
			want:  [Seats]int{-1500, 4600, -1300, -1300}},
		{name: "pao without a pao yakuman", hand: "m23p456s678s99z555", win: "m1=", ctx: withPao(2),
			want: [Seats]int{0, 1300, 0, -1300}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := scoreCase{hand: tt.hand, win: tt.win, dealer: tt.dealer, ctx: tt.ctx}
			c.rules = tt.rules
			rules, h, ctx := caseInput(t, c)
			s, err := Evaluate(&rules, h, ctx)
			if err != nil {
				t.Fatal(err)
			}
			sum := 0
			d := Deltas(&rules, s, ctx)
			for _, x := range d {
				sum += x
			}
			if d != tt.want {
				t.Errorf("deltas %v, want %v", d, tt.want)
			}
			if want := rules.RiichiStick * ctx.Sticks; sum != want {
				t.Errorf("deltas sum to %d, want the sticks %d", sum, want)
			}
		})
	}
}

func TestScoreOf(t *testing.T) {
	r := DefaultRules()
	tests := []struct {
		name                  string
		han, fu, yakuman      int
		dealer                bool
		ron, each, dlr, other int
	}{
		{"4han30fu non-dealer", 4, 30, 0, false, 7700, 0, 3900, 2000},
		{"mangan dealer", 5, 0, 0, true, 12000, 4000, 0, 0},
		{"yakuman non-dealer", 0, 0, 1, false, 32000, 0, 16000, 8000},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := ScoreOf(&r, tt.han, tt.fu, tt.yakuman, tt.dealer)
			if s.Ron != tt.ron || s.TsumoEach != tt.each || s.TsumoDealer != tt.dlr || s.TsumoNonDealer != tt.other {
				t.Errorf("ScoreOf = %+v", s)
			}
		})
	}
}
