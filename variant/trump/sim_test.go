package trump

import (
	"flag"
	"fmt"
	"strconv"
	"testing"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/sim"
)

var (
	games  = flag.Int("games", 200, "games per player count in TestSim (a quarter of that again under house options)")
	target = flag.Int("target", 10, "target score of the games in TestSim (the table default is 30)")
)

// winFirst wins whenever it may and otherwise plays at random, so games
// reach the target in a reasonable number of hands.
func winFirst(_ engine.View, legal []engine.Action, r *engine.Rand) engine.Action {
	for _, a := range legal {
		if a.Type == engine.Tsumo || a.Type == engine.Ron {
			return a
		}
	}
	return legal[r.IntN(len(legal))]
}

// house turns on every non-default option at once; table the other
// readings that the ガキルール would hide (it needs no yaku at all).
var (
	house = engine.Options{"gaki": "true", "declare_yakuless": "true", "pon_penalty": "all", "kan_scope": "game",
		"kakan": "false", "joker_ura_always": "true", "nuki_rinshan": "true", "nagashi_at_draw": "true", "chinitsu": "numbers"}
	table = engine.Options{"bonus_yaku": "true", "negative_win": "minus", "chinitsu": "colour"}
)

func TestSim(t *testing.T) {
	for _, players := range []int{2, 3} {
		for _, preset := range []struct {
			name  string
			opts  engine.Options
			games int
		}{{"default", engine.Options{}, *games}, {"house", house, *games / 4}, {"table", table, *games / 4}} {
			t.Run(fmt.Sprintf("%dp/%s", players, preset.name), func(t *testing.T) {
				simulate(t, players, preset.opts, preset.games)
			})
		}
	}
}

func simulate(t *testing.T, players int, opts engine.Options, n int) {
	o := engine.Options{"target": strconv.Itoa(*target)}
	for k, v := range opts {
		o[k] = v
	}
	bots := make([]sim.Chooser, players)
	for i := range bots {
		if i%2 == 0 { // seats 0 and 2 win when they can; seat 1 plays at random
			bots[i] = winFirst
		}
	}
	var recs []record.Record
	rep, err := sim.Run(Variant{}, sim.Config{
		Game:       engine.Config{Players: players, Seed: 1, Options: o},
		Games:      n,
		Bots:       bots,
		CheckEvery: 25,
		Record: func(r record.Record) {
			if len(recs) < 3 {
				recs = append(recs, r)
			}
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Violations) > 0 {
		t.Fatalf("%d violations, first: %s", len(rep.Violations), rep.Violations[0])
	}
	// Bots that discard at random may not reach the target within the
	// table's hand cap (max_hands); every game ends one way or the other.
	if rep.Games != n || rep.Endings["target"]+rep.Endings["hands"] != n || rep.Endings["target"] == 0 {
		t.Errorf("games %d, endings %v", rep.Games, rep.Endings)
	}
	reg := engine.NewRegistry(Variant{})
	for _, r := range recs { // a record replays to the same result
		if err := record.Verify(reg, r); err != nil {
			t.Errorf("seed %d: %v", r.Config.Seed, err)
		}
	}
	t.Logf("%d games, %d hands, %d actions, endings %v, mean scores %v", rep.Games, rep.Hands, rep.Actions, rep.Endings, rep.MeanScores())
}
