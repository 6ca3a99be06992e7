package momojan

import (
	"testing"

	"jantaku/engine"
)

func freshGame(t *testing.T) *Game {
	return dealt(t, "123l456o7z", "1z2z6z4p5p6p7p", "9l9o9s9p", "5z")
}

// 流局: evaluation points pon/chi 1, kai 2, kan 3, noten 0; the higher
// takes half the difference rounded up (never doubled) plus 場代 and 供託;
// a tie or two noten hands put the 場代 into the 供託.
func TestExhaustiveDraw(t *testing.T) {
	const ready, noten = "34p7l7s", "1l5o9s5z"
	tests := []struct {
		name                 string
		hand0, melds0        string
		hand1, melds1        string
		payment, taker       int
		score0, score1, left int // after the hand; left is the 供託 carried
	}{
		{"3 against 2", ready, "kai:123l pon:456o", ready, "chi:789o chi:123s", 1, 0, 30 + 1 + 1 + 2, 29 - 1, 0},
		{"kan and kai against noten", ready, "ankan:5555z kai:123l", noten, "kai:456o kai:789o kai:123s", 3, 0, 30 + 3 + 3, 29 - 3, 0},
		{"14 is not doubled", ready, "kai:123l kai:456o kai:789o kai:123s kai:456s kai:789s kai:123p", noten, "", 7, 0, 30 + 7 + 3, 29 - 7, 0},
		{"the non-dealer higher", noten, "kai:123l", ready, "kai:456o pon:789o", 2, 1, 30 - 2, 29 + 2 + 3, 0},
		{"sun closed by a 1 counts as kai", ready, "kai:11z1l kai:123o", ready, "pon:555z chi:456s", 1, 0, 30 + 1 + 3, 29 - 1, 0},
		{"both noten", noten, "kai:123l", noten, "kai:456o", 0, -1, 30, 29, 3},
		{"a tie", ready, "kai:123l pon:555z", ready, "pon:456o kai:789o", 0, -1, 30, 29, 3},
		{"tenpai with nothing exposed beats noten", ready, "kai:123l kai:456o", noten, "", 2, 0, 30 + 2 + 3, 29 - 2, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := freshGame(t)
			g.deposit = 2
			g.players[0].hand, g.players[0].melds = tiles(tt.hand0), meldsOf(tt.melds0)
			g.players[1].hand, g.players[1].melds = tiles(tt.hand1), meldsOf(tt.melds1)
			g.exhaustive()
			draws := eventsOf(g.out, engine.EvDrawGame)
			scores := eventsOf(g.out, engine.EvScores)
			if len(draws) != 1 || len(scores) == 0 {
				t.Fatalf("events %v", g.out)
			}
			d := draws[0].Data.(DrawData)
			s := scores[0].Data.(ScoresData)
			if d.Payment != tt.payment || d.Taker != tt.taker || s.Scores[0] != tt.score0 || s.Scores[1] != tt.score1 || s.Deposit != tt.left {
				t.Errorf("draw %+v, scores %+v; want payment %d to %d, scores %d %d, deposit %d",
					d, s, tt.payment, tt.taker, tt.score0, tt.score1, tt.left)
			}
			if g.dealer() != 1 || g.honba != 0 {
				t.Errorf("after a draw the deal passes: dealer %d honba %d", g.dealer(), g.honba)
			}
		})
	}
}

func TestRenchanAndFee(t *testing.T) {
	g := freshGame(t)
	g.settleWin(0, Score{Points: 2, Total: 2}, false, card("5z"))
	if g.dealer() != 0 || g.honba != 1 || g.fee != 2 {
		t.Fatalf("after a dealer win: dealer %d honba %d fee %d, want 0 1 2", g.dealer(), g.honba, g.fee)
	}
	if g.players[0].score != 30+2+1 || g.players[1].score != 29-2-2 {
		t.Errorf("scores %d %d, want 33 25", g.players[0].score, g.players[1].score)
	}
	g.settleWin(1, Score{Points: 1, Total: 1}, true, card("5z"))
	if g.dealer() != 1 || g.honba != 0 || g.fee != 1 || g.players[0].score != 33-1-1 {
		t.Errorf("after a non-dealer win: dealer %d honba %d fee %d score0 %d; want 1 0 1 31", g.dealer(), g.honba, g.fee, g.players[0].score)
	}
	checkConserved(t, g)
}

func TestFiveDealerWins(t *testing.T) {
	g := freshGame(t)
	g.players[0].score, g.players[1].score = 5, 54 // behind: the fifth win still takes the game
	for i := 1; i <= 5; i++ {
		if g.Over() {
			t.Fatalf("over after %d dealer wins", i-1)
		}
		g.settleWin(0, Score{Points: 1, Total: 1}, false, card("5z"))
	}
	if r := g.Result(); !g.Over() || r.Ending != "five_wins" || r.Ranks[0] != 1 {
		t.Errorf("result %+v, want five_wins for seat 0", r)
	}
}

// A draw passes the deal even when the dealer is ready and ahead.
func TestDrawPassesDeal(t *testing.T) {
	g := freshGame(t)
	g.players[0].hand, g.players[0].melds = tiles("34p7l7s"), meldsOf("kai:123l kai:456o")
	g.exhaustive()
	if g.dealer() != 1 {
		t.Errorf("dealer %d after a draw with the dealer ready", g.dealer())
	}
}

func TestLastDealerStop(t *testing.T) {
	for _, stop := range []bool{true, false} {
		g := freshGame(t)
		g.dealership = 3 // seat 1 deals the last time
		g.settleWin(1, Score{Points: 2, Total: 2}, false, card("5z"))
		if g.phase != phaseStop || !legalHas(g, 1, engine.Action{Type: engine.Stop}) {
			t.Fatalf("the leading last dealer is not offered stop: %v", g.Legal(1))
		}
		if stop {
			act(t, g, 1, engine.Action{Type: engine.Stop})
			if r := g.Result(); !g.Over() || r.Ending != "stop" || r.Ranks[1] != 1 {
				t.Errorf("result %+v", r)
			}
		} else {
			act(t, g, 1, engine.Action{Type: engine.Pass})
			if g.Over() || g.dealer() != 1 || g.honba != 1 {
				t.Errorf("continue: over %v dealer %d honba %d", g.Over(), g.dealer(), g.honba)
			}
		}
		checkConserved(t, g)
	}
	g := freshGame(t)
	g.dealership = 3
	g.players[1].score = 10
	g.players[0].score = 49
	g.settleWin(1, Score{Points: 2, Total: 2}, false, card("5z"))
	if g.phase == phaseStop {
		t.Error("stop offered to a last dealer who is behind")
	}
}

func TestBust(t *testing.T) {
	g := freshGame(t)
	g.dealership = 3 // the last hand: seat 1 deals, seat 0 paid the 場代
	g.players[0].score, g.players[1].score = 29, 30
	g.settleWin(0, Score{Points: 30, Total: 30}, false, card("5z")) // the dealer is left with exactly 0
	if r := g.Result(); r.Ending != "points" || r.Scores[1] != 0 {
		t.Errorf("0 points is no bust: %+v", r)
	}
	g = freshGame(t)
	g.settleWin(0, Score{Points: 30, Total: 30}, false, card("5z"))
	if r := g.Result(); !g.Over() || r.Ending != "bust" || r.Ranks[0] != 1 || r.Scores[1] != -1 {
		t.Errorf("result %+v, want seat 1 bust at -1", r)
	}
	checkConserved(t, g)
}

// A non-dealer who cannot pay the 場代 busts.
func TestFeeBust(t *testing.T) {
	g := freshGame(t)
	g.players[1].score, g.players[0].score = 2, 57 // the win below leaves 1, the next 場代 is 2
	g.settleWin(0, Score{Points: 1, Total: 1}, false, card("5z"))
	if r := g.Result(); !g.Over() || r.Ending != "bust" || r.Ranks[0] != 1 {
		t.Errorf("result %+v, want a bust: 1 point cannot pay a 場代 of 2", r)
	}
	checkConserved(t, g)
}

func TestEndOnPoints(t *testing.T) {
	g := freshGame(t)
	g.dealership = 3 // dealer seat 1; seat 0 paid the fee
	g.players[0].score, g.players[1].score = 29, 30
	g.settleWin(0, Score{Points: 1, Total: 1}, true, card("5z")) // the non-dealer wins: 31 - 29 after the table
	r := g.Result()
	if !g.Over() || r.Ending != "points" || r.Ranks[0] != 1 {
		t.Errorf("result %+v", r)
	}
	// A tie goes to the first dealer, who also takes what is on the table.
	g = freshGame(t)
	g.dealership = 3
	g.players[0].score, g.players[1].score = 30, 27
	g.deposit = 2
	g.exhaustive() // both noten: the 場代 and 供託 go to the winner
	r = g.Result()
	if !g.Over() || r.Ranks[0] != 1 || r.Scores[0] != 33 || r.Scores[1] != 27 {
		t.Errorf("result %+v, want seat 0 first with 30 + 1 + 2", r)
	}
}
