package bot_test

import (
	"testing"

	"jantaku/bot"
	"jantaku/engine"
	"jantaku/sim"
	"jantaku/tile"
	"jantaku/variants"
)

// maikoView is seat 0 of a maiko table: three players and the dummy (seat 3).
func maikoView(hand string) engine.View {
	v := view("maiko", hand, nil)
	v.Players[3].Wind = "North"
	return v
}

// riichiOptions offers a plain and a nominated riichi with discard d,
// besides every plain discard.
func riichiOptions(hand, d string) []engine.Action {
	t := tile.MustParse(d)[0]
	return append(discards(hand),
		engine.Action{Type: engine.Riichi, Tile: t},
		engine.Action{Type: engine.Riichi, Tile: t, Flag: string(engine.FlagNominated)})
}

func TestMaikoNominatedRiichi(t *testing.T) {
	const wide = "234m567p567s23s66p9m"   // 1s-4s wait: 8 unseen
	const narrow = "234m567p345s13s66p9m" // 2s kanchan: 4 unseen
	nominated := engine.Action{Type: engine.Riichi, Tile: tile.MustParse("9m")[0], Flag: string(engine.FlagNominated)}
	plain := engine.Action{Type: engine.Riichi, Tile: tile.MustParse("9m")[0]}
	tests := []struct {
		name, level, hand, indicator string
		want                         engine.Action
	}{
		{"strong nominates with a wide wait", "strong", wide, "", nominated},
		{"strong plays plain riichi on a kanchan", "strong", narrow, "", plain},
		{"strong keeps the dummy's points for a hand with dora", "strong", wide, "1m", plain},
		{"efficient never nominates", "efficient", wide, "", plain},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := maikoView(tc.hand)
			v.Dora = tile.MustParse(tc.indicator)
			if got := choose(t, tc.level, v, riichiOptions(tc.hand, "9m")); !got.Equal(tc.want) {
				t.Errorf("chose %v, want %v", got, tc.want)
			}
		})
	}
}

// TestNoFalseWin: a ron the rules bar (maiko's chombo) or a false claim
// (MOMOJAN's mistaken) is never taken, by either thinking level.
func TestNoFalseWin(t *testing.T) {
	ron := tile.MustParse("4p")[0]
	for _, flag := range []string{"chombo", "mistaken"} {
		for _, level := range []string{"efficient", "strong"} {
			t.Run(flag+"/"+level, func(t *testing.T) {
				legal := []engine.Action{{Type: engine.Ron, Tile: ron, Flag: flag}, {Type: engine.Pass}}
				got := choose(t, level, maikoView("123m456p789s23p55z"), legal)
				if got.Type != engine.Pass {
					t.Errorf("chose %v, want pass", got)
				}
			})
		}
	}
	// A real ron offered beside a flagged one is taken.
	legal := []engine.Action{{Type: engine.Ron, Tile: ron, Flag: "chombo"}, {Type: engine.Pass}, {Type: engine.Ron, Tile: ron}}
	if got := choose(t, "strong", maikoView("123m456p789s23p55z"), legal); got.Type != engine.Ron || got.Flag != "" {
		t.Errorf("chose %v, want the plain ron", got)
	}
}

// TestMaikoGames plays maiko at each level through the simulator (its
// invariants checked), and checks the thinking levels never take a
// chombo-flagged ron though the games offer them, that strong does
// declare ご指名リーチ, and that the other seats' views show it (with the
// MP) to the bots.
func TestMaikoGames(t *testing.T) {
	v, err := variants.Registry().Get("maiko")
	if err != nil {
		t.Fatal(err)
	}
	games := 6
	if testing.Short() {
		games = 2
	}
	offered, nominated, seen := 0, 0, 0
	for _, level := range bot.Levels() {
		t.Run(level, func(t *testing.T) {
			games := games
			if level == "expert" { // the expert thinks 100 times longer
				games = min(games, 2)
			}
			for g := range games {
				bots := make([]sim.Chooser, 3)
				for s := range bots {
					b, err := bot.New(level, "maiko", uint64(10*g+s))
					if err != nil {
						t.Fatal(err)
					}
					inner := legalOnly(t, chooser(b))
					bots[s] = func(v engine.View, legal []engine.Action, r *engine.Rand) engine.Action {
						a := inner(v, legal, r)
						for _, l := range legal {
							if l.Flag == "chombo" {
								offered++
							}
						}
						if level != "random" && a.Flag == "chombo" {
							t.Fatalf("%s took a chombo ron %v", level, a)
						}
						if level == "strong" && a.Type == engine.Riichi && a.Flag == string(engine.FlagNominated) {
							nominated++
						}
						for s, p := range v.Players {
							if s != int(v.Seat) && p.Extra["ron_only"] != nil && p.Extra["mp"] != nil {
								seen++
							}
						}
						return a
					}
				}
				_, res, violations, err := sim.Play(v, engine.Config{Players: 3, Seed: uint64(g + 1)},
					sim.Config{Bots: bots, CheckEvery: 25})
				if err != nil {
					t.Fatal(err)
				}
				if len(violations) > 0 {
					t.Fatalf("game %d: %v", g, violations)
				}
				if len(res.Scores) != 3 {
					t.Fatalf("game %d: %d scores", g, len(res.Scores))
				}
			}
		})
	}
	if nominated == 0 {
		t.Error("strong never declared ご指名リーチ")
	}
	if seen == 0 {
		t.Error("no bot ever saw an opponent's ご指名リーチ and MP in its view")
	}
	t.Logf("chombo rons offered %d times, strong nominated %d times, views with a nominated opponent %d", offered, nominated, seen)
}

// TestMaikoHarmless: a riichi that may ron only off the dummy (ご指名リーチ,
// in the view's extras) cannot be dealt into, so strong plays on against
// it as efficient would; against a plain riichi, or one that could ron
// this seat, it folds. The extras read the same after a trip through
// JSON (numbers as float64).
func TestMaikoHarmless(t *testing.T) {
	const loose = "13m57m24p89p35s7s1z2z3z" // far from ready, three lone honours
	push, fold := tile.MustParse("1z")[0], tile.MustParse("5m")[0]
	tests := []struct {
		name  string
		extra map[string]any
		want  tile.Tile
	}{
		{"plain riichi: fold", nil, fold},
		{"nominated: push", map[string]any{"nominated": true, "ron_only": 3}, push},
		{"nominated, from JSON: push", map[string]any{"nominated": true, "ron_only": 3.0}, push},
		{"a riichi that could ron this seat: fold", map[string]any{"ron_only": 0}, fold},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := view("maiko", loose, map[int]string{1: "5m"}, 1)
			v.Players[1].Extra = tc.extra
			if got := choose(t, "strong", v, discards(loose)); got.Tile != tc.want {
				t.Errorf("chose %v, want %v", got, tc.want)
			}
		})
	}
}

// TestMaikoMPLead: strong does not nominate while it leads the MP race;
// level, behind, or with no MP in the view it nominates a wide cheap
// wait.
func TestMaikoMPLead(t *testing.T) {
	const wide = "234m567p567s23s66p9m" // 1s-4s wait: 8 unseen
	nominated := engine.Action{Type: engine.Riichi, Tile: tile.MustParse("9m")[0], Flag: string(engine.FlagNominated)}
	plain := engine.Action{Type: engine.Riichi, Tile: tile.MustParse("9m")[0]}
	tests := []struct {
		name string
		mp   []any // seats 0-2; nil: no extras
		want engine.Action
	}{
		{"no MP shown", nil, nominated},
		{"level", []any{0, 0, 0}, nominated},
		{"behind", []any{0, 9000, -3000}, nominated},
		{"level with the leader", []any{4000, 4000, -2000}, nominated},
		{"a small lead", []any{100, 0, 0}, plain},
		{"a lead", []any{12000, 4000, -2000}, plain},
		{"a lead, from JSON", []any{12000.0, 4000.0, -2000.0}, plain},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := maikoView(wide)
			for s, mp := range tc.mp {
				v.Players[s].Extra = map[string]any{"mp": mp}
			}
			if got := choose(t, "strong", v, riichiOptions(wide, "9m")); !got.Equal(tc.want) {
				t.Errorf("chose %v, want %v", got, tc.want)
			}
		})
	}
}
