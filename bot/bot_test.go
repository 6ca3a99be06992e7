package bot_test

import (
	"fmt"
	"testing"

	"jantaku/bot"
	"jantaku/engine"
	"jantaku/sim"
	"jantaku/tile"
	"jantaku/variants"
)

// chooser seats a bot in the simulator.
func chooser(b bot.Bot) sim.Chooser {
	return func(v engine.View, legal []engine.Action, _ *engine.Rand) engine.Action {
		return b.Choose(v, legal)
	}
}

// TestWholeGames plays every level in every variant through the simulator,
// with its invariant checks, and checks the bots choose only legal actions.
func TestWholeGames(t *testing.T) {
	reg := variants.Registry()
	for _, id := range reg.IDs() {
		v, err := reg.Get(id)
		if err != nil {
			t.Fatal(err)
		}
		for _, level := range bot.Levels() {
			t.Run(v.ID()+"/"+level, func(t *testing.T) {
				_, players := v.Players()
				games := 2
				if testing.Short() || level == "expert" { // the expert thinks 100 times longer
					games = 1
				}
				for g := range games {
					bots := make([]sim.Chooser, players)
					for s := range bots {
						lv := level
						if level == "expert" && s%2 == 1 { // and plays beside strong
							lv = "strong"
						}
						b, err := bot.New(lv, v.ID(), uint64(100*g+s))
						if err != nil {
							t.Fatal(err)
						}
						bots[s] = legalOnly(t, chooser(b))
					}
					_, res, violations, err := sim.Play(v, engine.Config{Players: players, Seed: uint64(g + 1)},
						sim.Config{Bots: bots, CheckEvery: 50})
					if err != nil {
						t.Fatal(err)
					}
					if len(violations) > 0 {
						t.Fatalf("game %d: %v", g, violations)
					}
					if len(res.Scores) != players {
						t.Fatalf("game %d: %d scores for %d players", g, len(res.Scores), players)
					}
				}
			})
		}
	}
}

func legalOnly(t *testing.T, c sim.Chooser) sim.Chooser {
	return func(v engine.View, legal []engine.Action, r *engine.Rand) engine.Action {
		a := c(v, legal, r)
		if !engine.Contains(legal, a) {
			t.Fatalf("chose %v, not among %v", a, legal)
		}
		return a
	}
}

// TestDeterministic: the same seeds give the same game, action for action.
func TestDeterministic(t *testing.T) {
	reg := variants.Registry()
	for _, id := range []string{"suzume", "trump"} {
		v, err := reg.Get(id)
		if err != nil {
			t.Fatal(err)
		}
		play := func() string {
			_, players := v.Players()
			bots := make([]sim.Chooser, players)
			for s := range bots {
				b, _ := bot.New(bot.Levels()[1+s%2], id, uint64(s))
				bots[s] = chooser(b)
			}
			rec, _, _, err := sim.Play(v, engine.Config{Players: players, Seed: 9}, sim.Config{Bots: bots, CheckEvery: 1 << 30})
			if err != nil {
				t.Fatal(err)
			}
			return fmt.Sprint(rec.Actions)
		}
		if a, b := play(), play(); a != b {
			t.Errorf("%s: two plays of one seed differ", id)
		}
	}
}

func TestNewUnknownLevel(t *testing.T) {
	if _, err := bot.New("grandmaster", "riichi", 1); err == nil {
		t.Fatal("unknown level accepted")
	}
}

// view builds a riichi-like view of seat 0 holding hand, with each
// opponent's river.
func view(variant, hand string, rivers map[int]string, riichi ...int) engine.View {
	v := engine.View{Variant: variant, Seat: 0, Round: "East 1, 0 honba"}
	for s := range 4 {
		p := engine.PlayerView{Wind: []string{"East", "South", "West", "North"}[s], HandSize: 13}
		if s == 0 {
			p.Hand = tile.MustParse(hand)
			p.HandSize = len(p.Hand)
		}
		for _, t := range tile.MustParse(rivers[s]) {
			p.Discards = append(p.Discards, engine.Discarded{Tile: t})
		}
		for _, r := range riichi {
			p.Riichi = p.Riichi || r == s
		}
		v.Players = append(v.Players, p)
	}
	return v
}

func discards(hand string) []engine.Action {
	var out []engine.Action
	seen := map[tile.Tile]bool{}
	for _, t := range tile.MustParse(hand) {
		if !seen[t] {
			seen[t] = true
			out = append(out, engine.Action{Type: engine.Discard, Tile: t})
		}
	}
	return out
}

func choose(t *testing.T, level string, v engine.View, legal []engine.Action) engine.Action {
	t.Helper()
	b, err := bot.New(level, v.Variant, 1)
	if err != nil {
		t.Fatal(err)
	}
	v.Legal = legal
	return b.Choose(v, legal)
}

func TestDecisions(t *testing.T) {
	one := func(s string) tile.Tile { return tile.MustParse(s)[0] }
	const loose = "13m57m24p89p35s7s1z2z3z" // far from ready, three lone honours
	tests := []struct {
		name, level string
		v           engine.View
		legal       []engine.Action
		want        engine.Action
	}{
		{"efficient drops the lone honour, not a sequence", "efficient",
			view("riichi", "123m456p789s23p55z7z", nil), discards("123m456p789s23p55z7z"),
			engine.Action{Type: engine.Discard, Tile: one("7z")}},
		{"efficient keeps the two-sided shape over the edge", "efficient",
			view("riichi", "123m456p789s12p34s5z", nil), discards("123m456p789s12p34s5z"),
			engine.Action{Type: engine.Discard, Tile: one("5z")}},
		{"efficient takes a tsumo", "efficient",
			view("riichi", "123m456p789s23p55z4p", nil),
			append(discards("123m456p789s23p55z4p"), engine.Action{Type: engine.Tsumo}),
			engine.Action{Type: engine.Tsumo}},
		{"strong takes a ron", "strong",
			view("riichi", "123m456p789s23p55z", nil),
			[]engine.Action{{Type: engine.Pass}, {Type: engine.Ron, Tile: one("4p")}},
			engine.Action{Type: engine.Ron, Tile: one("4p")}},
		{"efficient declares riichi when ready", "efficient",
			view("riichi", "123m456p789s23p55z9m", nil),
			append(discards("123m456p789s23p55z9m"), engine.Action{Type: engine.Riichi, Tile: one("9m")}),
			engine.Action{Type: engine.Riichi, Tile: one("9m")}},
		{"efficient plays on against a riichi", "efficient",
			view("riichi", loose, map[int]string{1: "5m"}, 1), discards(loose),
			engine.Action{Type: engine.Discard, Tile: one("1z")}},
		{"strong folds with the genbutsu", "strong",
			view("riichi", loose, map[int]string{1: "5m"}, 1), discards(loose),
			engine.Action{Type: engine.Discard, Tile: one("5m")}},
		{"strong pushes a ready hand against a riichi", "strong",
			view("riichi", "123m456p789s23p55z9m", map[int]string{1: "1z"}, 1), discards("123m456p789s23p55z9m"),
			engine.Action{Type: engine.Discard, Tile: one("9m")}},
		{"efficient pons a dragon pair that helps", "efficient",
			view("riichi", "13m46p79s258m66z4z", nil),
			[]engine.Action{{Type: engine.Pass}, {Type: engine.Pon, Tile: one("6z"), Tiles: tile.MustParse("66z")}},
			engine.Action{Type: engine.Pon, Tile: one("6z"), Tiles: tile.MustParse("66z")}},
		{"efficient will not open a hand without a yaku", "efficient",
			view("riichi", "11m46p79s258m99s1z", nil),
			[]engine.Action{{Type: engine.Pass}, {Type: engine.Pon, Tile: one("9s"), Tiles: tile.MustParse("99s")}},
			engine.Action{Type: engine.Pass}},
		{"trump: efficient pons a plain card that helps", "efficient",
			view("trump", "5c5c6c7c9c9c5z", nil),
			[]engine.Action{{Type: engine.Pass}, {Type: engine.Pon, Tile: one("9c"), Tiles: tile.MustParse("9c9c")}},
			engine.Action{Type: engine.Pon, Tile: one("9c"), Tiles: tile.MustParse("9c9c")}},
		{"trump: strong pons no plain card, each pon costs a point", "strong",
			view("trump", "5c5c6c7c9c9c5z", nil),
			[]engine.Action{{Type: engine.Pass}, {Type: engine.Pon, Tile: one("9c"), Tiles: tile.MustParse("9c9c")}},
			engine.Action{Type: engine.Pass}},
		{"momojan: efficient waives the draw with a ready hand", "efficient",
			view("momojan", "123l456o7s", nil),
			[]engine.Action{{Type: engine.Draw}, {Type: engine.Waive}},
			engine.Action{Type: engine.Waive}},
		{"momojan: strong draws while ready with only two sets", "strong",
			view("momojan", "123l456o7s", nil),
			[]engine.Action{{Type: engine.Draw}, {Type: engine.Waive}},
			engine.Action{Type: engine.Draw}},
		{"malaysia: efficient sets the 飛 aside as a flower", "efficient",
			view("malaysia", "123p456p789p11z0z3z", nil),
			append([]engine.Action{{Type: engine.Flower, Tile: one("0z")}}, discards("123p456p789p11z0z3z")...),
			engine.Action{Type: engine.Flower, Tile: one("0z")}},
		{"malaysia: strong keeps the 飛 wild and drops the lone honour", "strong",
			view("malaysia", "123p456p789p11z0z3z", nil),
			append([]engine.Action{{Type: engine.Flower, Tile: one("0z")}}, discards("123p456p789p11z0z3z")...),
			engine.Action{Type: engine.Discard, Tile: one("3z")}},
		{"suzume: the lone 中 goes", "efficient",
			view("suzume", "123s45s7z", nil), discards("123s45s7z"),
			engine.Action{Type: engine.Discard, Tile: one("7z")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := choose(t, tc.level, tc.v, tc.legal); !got.Equal(tc.want) {
				t.Errorf("chose %v, want %v", got, tc.want)
			}
		})
	}
}

// TestConcurrentChoose calls one bot of each level from several goroutines
// at once (run with -race): every call gets the answer a lone call gets.
func TestConcurrentChoose(t *testing.T) {
	const hand = "234m456p678s23p55z9m"
	v := view("riichi", hand, map[int]string{1: "1z5m"}, 1)
	v.WallLeft = 40
	legal := discards(hand)
	v.Legal = legal
	for _, level := range bot.Levels()[1:] {
		b, err := bot.New(level, "riichi", 1)
		if err != nil {
			t.Fatal(err)
		}
		want := b.Choose(v, legal)
		got := make(chan engine.Action, 16)
		for range cap(got) {
			go func() { got <- b.Choose(v, legal) }()
		}
		for range cap(got) {
			if a := <-got; a.Type != want.Type || a.Tile != want.Tile {
				t.Errorf("%s: a concurrent call chose %v, a lone call %v", level, a, want)
			}
		}
	}
}
