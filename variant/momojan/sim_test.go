package momojan

import (
	"flag"
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/sim"
	"jantaku/tile"
)

var games = flag.Int("games", 100, "games for each bot in TestSim (long runs: -args -games=10000)")

func TestSim(t *testing.T) {
	mistaken := engine.Options{"mistaken_wins": "true"}
	for _, tt := range []struct {
		name string
		bots []sim.Chooser
		opts engine.Options
	}{
		{"random", nil, nil},
		{"random-mistaken", nil, mistaken},
		{"greedy", []sim.Chooser{greedy, greedy}, mistaken},
		{"dealer", []sim.Chooser{dealerOnly, dealerOnly}, nil},
	} {
		t.Run(tt.name, func(t *testing.T) { runSim(t, tt.bots, tt.opts) })
	}
}

func runSim(t *testing.T, bots []sim.Chooser, opts engine.Options) {
	cfg := sim.Config{Game: engine.Config{Players: 2, Seed: 1, Options: opts}, Games: *games, Bots: bots, CheckEvery: 29}
	rep, err := sim.Run(Variant{}, cfg)
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range rep.Violations {
		if i < 5 {
			t.Error(v)
		}
	}
	t.Logf("%d games, %d hands, %d actions, endings %v, mean scores %v", rep.Games, rep.Hands, rep.Actions, rep.Endings, rep.MeanScores())
}

// greedy plays to win: it takes every real win, kai, kan and draw right,
// calls often, stops when it may, keeps a ready hand, discards its most
// isolated card, and rarely makes a mistaken declaration.
func greedy(v engine.View, legal []engine.Action, r *engine.Rand) engine.Action {
	pick := func(ok func(a engine.Action) bool) (engine.Action, bool) {
		var c []engine.Action
		for _, a := range legal {
			if ok(a) {
				c = append(c, a)
			}
		}
		if len(c) == 0 {
			return engine.Action{}, false
		}
		return c[r.IntN(len(c))], true
	}
	is := func(ts ...engine.ActionType) func(engine.Action) bool {
		return func(a engine.Action) bool {
			return a.Flag == "" && slices.Contains(ts, a.Type)
		}
	}
	order := []struct {
		ok     func(engine.Action) bool
		chance int // in 100
	}{
		{is(engine.Tsumo, engine.Ron, engine.Stop), 100},
		{func(a engine.Action) bool { return a.Flag == FlagMistaken }, 1},
		{is(engine.Kai, engine.Ankan, engine.Draw), 95},
		{is(engine.Pon, engine.Chi), 70},
		{is(engine.Riichi), 90},
	}
	if v.Seat >= 0 && int(v.Seat) < len(v.Players) && len(v.Players[v.Seat].Melds) >= 2 && r.IntN(100) < 70 {
		if a, ok := pick(is(engine.Waive)); ok { // a small hand is ready sooner
			return a
		}
	}
	for _, o := range order {
		if r.IntN(100) < o.chance {
			if a, ok := pick(o.ok); ok {
				return a
			}
		}
	}
	if a, ok := keepReady(v, legal); ok {
		return a
	}
	if a, ok := pick(is(engine.Pass, engine.Waive)); ok {
		return a
	}
	return legal[r.IntN(len(legal))]
}

// keepReady picks a discard: one that keeps the hand ready (a riichi the
// bot did not declare), else the card with the fewest neighbours.
func keepReady(v engine.View, legal []engine.Action) (engine.Action, bool) {
	for _, a := range legal {
		if a.Type == engine.Riichi {
			return engine.Action{Type: engine.Discard, Tile: a.Tile}, true
		}
	}
	if v.Seat < 0 || int(v.Seat) >= len(v.Players) {
		return engine.Action{}, false
	}
	c := hand.CountsOf(v.Players[v.Seat].Hand)
	best, bestN := engine.Action{}, 1<<30
	for _, a := range legal {
		if a.Type != engine.Discard {
			continue
		}
		c[a.Tile.Kind()]--
		n := friends(&c, a.Tile.Kind())
		c[a.Tile.Kind()]++
		if n < bestN {
			best, bestN = a, n
		}
	}
	return best, bestN < 1<<30
}

// dealerOnly plays greedy as the dealer and passively otherwise (no wins,
// no kai, no calls), so that dealer streaks (親の5連荘) show up.
func dealerOnly(v engine.View, legal []engine.Action, r *engine.Rand) engine.Action {
	if v.Dealer == v.Seat {
		return greedy(v, legal, r)
	}
	var quiet []engine.Action
	for _, a := range legal {
		switch a.Type {
		case engine.Discard, engine.Pass, engine.Waive, engine.Draw:
			quiet = append(quiet, a)
		}
	}
	if len(quiet) == 0 {
		return legal[r.IntN(len(legal))]
	}
	return quiet[r.IntN(len(quiet))]
}

// friends counts the cards of c that could share a set with a card of kind k.
func friends(c *hand.Counts, k tile.Kind) int {
	n := 0
	for x, m := range c {
		if m > 0 && mates(k, tile.Kind(x)) {
			n += int(m)
		}
	}
	return n
}

func mates(a, b tile.Kind) bool {
	switch {
	case a == b:
		return true
	case !isNumber(a) && !isNumber(b):
		return false
	case !isNumber(a) || !isNumber(b):
		p, n := a, b
		if isNumber(a) {
			p, n = b, a
		}
		return (p == tile.Sun || p == tile.Moon) && n.Number() == 1
	case a.Number() == b.Number():
		return true
	}
	d := a.Number() - b.Number()
	return d >= -2 && d <= 2 && (a.Suit() == b.Suit() || a.Suit() == Peach || b.Suit() == Peach)
}
