package maiko

import (
	"testing"

	"jantaku/variant/riichi"
)

const (
	seatA = 0
	seatB = 1
	seatC = 2
)

// winOf builds the settlement input of a win known by han, fu and
// yakuman; from is -1 for a tsumo.
func winOf(r *riichi.Rules, dealer, winner, from, han, fu, yakuman, honba int, self bool) Win {
	ctx := riichi.WinContext{Tsumo: from < 0, Winner: winner, From: from, Dealer: dealer, Honba: honba}
	if from < 0 {
		ctx.From = winner
	}
	return Win{Score: riichi.ScoreOf(r, han, fu, yakuman, winner == dealer), Ctx: ctx, SelfShoulder: self}
}

// TestTextExamples checks the text's five worked examples (例1-例5), each
// share rounded up to 100.
func TestTextExamples(t *testing.T) {
	r := riichi.DefaultRules()
	tests := []struct {
		name                 string
		dealer, winner, from int
		han, fu, yakuman     int
		wantDeltas, wantMP   [Seats]int
	}{
		{"例1 舞子が親でAが4翻30符ツモ", Dummy, seatA, -1, 4, 30, 0,
			[Seats]int{7800, -3900, -3900, 0}, [Seats]int{0, 1900, 1900, 0}},
		{"例2 Bが親でAが満貫ツモ", seatB, seatA, -1, 5, 0, 0,
			[Seats]int{8100, -5400, -2700, 0}, [Seats]int{0, 1400, 700, 0}},
		{"例3 Aが親でAが舞子から満貫ロン", seatA, seatA, Dummy, 5, 0, 0,
			[Seats]int{12000, -6000, -6000, 0}, [Seats]int{0, 6000, 6000, 0}},
		{"例4 Bが親でAが舞子から満貫ロン", seatB, seatA, Dummy, 5, 0, 0,
			[Seats]int{8100, -5400, -2700, 0}, [Seats]int{0, 5400, 2700, 0}},
		{"例5 Aが親で舞子が地和", seatA, Dummy, -1, 0, 0, 1,
			[Seats]int{0, 0, 0, 0}, [Seats]int{-16000, -8000, -8000, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := SettleWin(&r, winOf(&r, tt.dealer, tt.winner, tt.from, tt.han, tt.fu, tt.yakuman, 0, false))
			if st.Deltas != tt.wantDeltas || st.MP != tt.wantMP {
				t.Errorf("deltas %v mp %v, want %v %v", st.Deltas, st.MP, tt.wantDeltas, tt.wantMP)
			}
		})
	}
}

// TestSettleMore covers what the examples leave out: honba, ron between
// players, the nominated riichi's self-shouldering, pao on the dummy.
func TestSettleMore(t *testing.T) {
	r := riichi.DefaultRules()
	tests := []struct {
		name               string
		w                  Win
		wantDeltas, wantMP [Seats]int
	}{
		{"ron between players is as usual", winOf(&r, seatA, seatB, seatC, 5, 0, 0, 1, false),
			[Seats]int{0, 8300, -8300, 0}, [Seats]int{}},
		{"dealer tsumo with honba: 12000+300 split 1:1", winOf(&r, seatA, seatA, -1, 5, 0, 0, 1, false),
			[Seats]int{12400, -6200, -6200, 0}, [Seats]int{0, 2100, 2100, 0}},
		{"nominated dealer mangan tsumo: 4000 each, MP 4000", winOf(&r, seatA, seatA, -1, 5, 0, 0, 0, true),
			[Seats]int{8000, -4000, -4000, 0}, [Seats]int{4000, 0, 0, 0}},
		{"nominated dealer mangan ron off the dummy: no points, MP 12000", winOf(&r, seatA, seatA, Dummy, 5, 0, 0, 0, true),
			[Seats]int{}, [Seats]int{12000, 0, 0, 0}},
		{"dummy renhou dealt into by B: B loses the whole ron as MP", winOf(&r, seatA, Dummy, seatB, 0, 0, 1, 0, false),
			[Seats]int{}, [Seats]int{0, -32000, 0, 0}},
	}
	pao := winOf(&r, seatB, seatA, -1, 0, 0, 1, 0, false)
	pao.Ctx.HasPao, pao.Ctx.Pao, pao.Score.PaoYakuman = true, Dummy, 1
	tests = append(tests, struct {
		name               string
		w                  Win
		wantDeltas, wantMP [Seats]int
	}{"pao on the dummy: its 32000 split 2:1 as a ron", pao,
		[Seats]int{32100, -21400, -10700, 0}, [Seats]int{0, 21400, 10700, 0}})
	paoWin := func(pao, honba int) Win { // B deals, A tsumos a double yakuman, pao liable for one
		w := winOf(&r, seatB, seatA, -1, 0, 0, 2, honba, false)
		w.Ctx.HasPao, w.Ctx.Pao, w.Score.PaoYakuman = true, pao, 1
		return w
	}
	tests = append(tests, []struct {
		name               string
		w                  Win
		wantDeltas, wantMP [Seats]int
	}{
		// C pays the liable 32000 alone; the other 32000 is a tsumo, split
		// 2:1 between B and C as any tsumo, and only it earns MP.
		{"pao on C, double yakuman tsumo", paoWin(seatC, 0),
			[Seats]int{64100, -21400, -42700, 0}, [Seats]int{0, 5400, 2700, 0}},
		{"pao on C, double yakuman tsumo, 1 honba: the liable pays it", paoWin(seatC, 1),
			[Seats]int{64400, -21400, -43000, 0}, [Seats]int{0, 5400, 2700, 0}},
		// the dummy's liable 32000 is split as a ron off it, the other
		// 32000 as a tsumo
		{"pao on the dummy, double yakuman tsumo", paoWin(Dummy, 0),
			[Seats]int{64200, -42800, -21400, 0}, [Seats]int{0, 26800, 13400, 0}},
	}...)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := SettleWin(&r, tt.w)
			if st.Deltas != tt.wantDeltas || st.MP != tt.wantMP {
				t.Errorf("deltas %v mp %v, want %v %v", st.Deltas, st.MP, tt.wantDeltas, tt.wantMP)
			}
		})
	}
}

func TestNotenPayments(t *testing.T) {
	tests := []struct {
		name   string
		tenpai [Players]bool
		want   [Seats]int
	}{
		{"nobody ready", [Players]bool{}, [Seats]int{}},
		{"one ready: the other two pay 1500 each", [Players]bool{true, false, false}, [Seats]int{3000, -1500, -1500, 0}},
		{"two ready: the noten player pays each 1500", [Players]bool{true, false, true}, [Seats]int{1500, -3000, 1500, 0}},
		{"three ready: no payment", [Players]bool{true, true, true}, [Seats]int{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := NotenPayments(tt.tenpai, 1500); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

// TestChomboTable checks 表1.
func TestChomboTable(t *testing.T) {
	r := riichi.DefaultRules()
	tests := []struct {
		name             string
		offender, dealer int
		want             [Seats]int
	}{
		{"舞子が親の時のチョンボ: 4000 each", seatB, Dummy, [Seats]int{4000, -8000, 4000, 0}},
		{"舞子が子の時に親のプレイヤーがチョンボ: 6000 each", seatA, seatA, [Seats]int{-12000, 6000, 6000, 0}},
		{"舞子が子の時に子のプレイヤーがチョンボ: 5400 to the dealer, 2700 to the other", seatC, seatA,
			[Seats]int{5400, 2700, -8100, 0}},
		{"the dummy never errs", Dummy, seatA, [Seats]int{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Chombo(&r, tt.offender, tt.dealer); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}
