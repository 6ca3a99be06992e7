package maiko

import (
	"testing"

	"jantaku/tile"
	"jantaku/variant/riichi"
)

func TestCheckFirstTurn(t *testing.T) {
	r := riichi.DefaultRules()
	ready := tile.MustParse("123m456p789s1122z") // waits on 1z and 2z
	tests := []struct {
		name    string
		ft      FirstTurn
		dealer  int
		wantWin bool
		yakuman int
		from    int
	}{
		{"天和: the dummy dealer's second extra tile completes", FirstTurn{Dealt: ready, Discard: tile.MustParse("1z")[0], Discarded: true},
			Dummy, true, 1, Dummy},
		{"地和: its first draw completes", FirstTurn{Dealt: ready, Discard: tile.MustParse("2z")[0], Discarded: true},
			seatA, true, 1, Dummy},
		{"人和 on a discard of the dealer's: the dummy dealer has none", FirstTurn{Dealt: ready,
			Before: []Discard{{tile.MustParse("1z")[0], seatA}}}, Dummy, false, 0, 0},
		{"人和: a player's discard before its first draw", FirstTurn{Dealt: ready, Discard: tile.MustParse("9m")[0], Discarded: true,
			Before: []Discard{{tile.MustParse("5m")[0], seatA}, {tile.MustParse("1z")[0], seatB}}},
			seatA, true, 1, seatB},
		{"ready but its first discard does not complete", FirstTurn{Dealt: ready, Discard: tile.MustParse("9m")[0], Discarded: true},
			seatA, false, 0, 0},
		{"not ready", FirstTurn{Dealt: tile.MustParse("123m456p789s1357z"), Discard: tile.MustParse("1z")[0], Discarded: true},
			Dummy, false, 0, 0},
		{"W役満: 天和 with 四暗刻", FirstTurn{Dealt: tile.MustParse("111m222p333s1122z"), Discard: tile.MustParse("2z")[0], Discarded: true},
			Dummy, true, 2, Dummy},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w, ok := CheckFirstTurn(&r, tt.ft, CheckContext{Dealer: tt.dealer, RoundWind: tile.East})
			if ok != tt.wantWin {
				t.Fatalf("win %v, want %v", ok, tt.wantWin)
			}
			if ok && (w.Score.Yakuman != tt.yakuman || (!w.Ctx.Tsumo && w.Ctx.From != tt.from)) {
				t.Errorf("yakuman %d from %d, want %d from %d", w.Score.Yakuman, w.Ctx.From, tt.yakuman, tt.from)
			}
		})
	}
}
