// Package sim plays whole games with bots through the engine contract and
// checks the invariants of every variant after every action: every tile is
// in exactly one place, points are conserved where the rules conserve them,
// and only a seat that may act does act.
package sim

import (
	"encoding/json"
	"fmt"
	"slices"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/tile"
)

// Chooser picks one of a seat's legal actions; it sees only the seat's View.
type Chooser func(v engine.View, legal []engine.Action, r *engine.Rand) engine.Action

// Random picks a uniformly random legal action.
func Random(_ engine.View, legal []engine.Action, r *engine.Rand) engine.Action {
	return legal[r.IntN(len(legal))]
}

// Config says what to play.
type Config struct {
	Game engine.Config // Seed is the first game's seed; game i uses Seed+i
	// Games is how many games to play.
	Games int
	// Bots chooses for each seat; nil seats (or a nil slice) play Random.
	Bots []Chooser
	// NewBots, if set, gives each game its own choosers (bots that keep
	// state, seeded from the game's seed); it takes the place of Bots.
	NewBots func(seed uint64) ([]Chooser, error)
	// MaxActions bounds one game, to catch a game that never ends.
	MaxActions int
	// Record, if set, receives each finished game's record, in game order.
	Record func(record.Record)
	// CheckEvery makes the costly checks (a refused action leaves every view
	// unchanged) every n actions; 0 means 1.
	CheckEvery int
	// Workers plays games on that many goroutines; 0 or 1 plays them one
	// after another. With more, Bots must be safe for concurrent use
	// (NewBots gives each game its own). The report is the same either way.
	Workers int
	// Progress, if set, is called after each finished game, in order, with
	// the number of games done and the number to play.
	Progress func(done, total int)
}

// Report summarises a run.
type Report struct {
	Variant    string         `json:"variant"`
	Games      int            `json:"games"`
	Hands      int            `json:"hands"`
	Actions    int            `json:"actions"`
	Violations []string       `json:"violations,omitempty"`
	ScoreSum   []float64      `json:"-"`
	Endings    map[string]int `json:"endings"`
	// Stats are the rule lab's tallies: seats, hand values, yaku, lengths.
	Stats *Stats `json:"stats"`
}

// MeanScores returns the mean final score by seat.
func (r *Report) MeanScores() []float64 {
	out := make([]float64, len(r.ScoreSum))
	for i, s := range r.ScoreSum {
		if r.Games > 0 {
			out[i] = s / float64(r.Games)
		}
	}
	return out
}

// Run plays cfg.Games games of v and returns the report. An error means a
// game could not start; invariant violations are in the report.
func Run(v engine.Variant, cfg Config) (Report, error) {
	rep := Report{Variant: v.ID(), Endings: map[string]int{}, Stats: newStats()}
	err := each(v, cfg, func(o outcome) {
		rep.Games++
		rep.Actions += len(o.rec.Actions)
		rep.Hands += o.res.Hands
		rep.Endings[o.res.Ending]++
		if rep.ScoreSum == nil {
			rep.ScoreSum = make([]float64, len(o.res.Scores))
		}
		for s, x := range o.res.Scores {
			rep.ScoreSum[s] += float64(x)
		}
		for _, msg := range o.violations {
			rep.Violations = append(rep.Violations, fmt.Sprintf("seed %d: %s", o.stat.Seed, msg))
		}
		rep.Stats.add(&o.stat)
		if cfg.Record != nil {
			o.rec.Result = &o.res
			cfg.Record(o.rec)
		}
	})
	rep.Stats.finish()
	return rep, err
}

// Play plays one game and returns its record, result and any invariant
// violations (it stops at the first).
func Play(v engine.Variant, gc engine.Config, cfg Config) (record.Record, engine.Result, []string, error) {
	o := play(v, gc, cfg)
	return o.rec, o.res, o.violations, o.err
}

// outcome is one played game.
type outcome struct {
	index      int
	rec        record.Record
	res        engine.Result
	violations []string
	stat       GameStat
	err        error
}

// play plays one game, tallying its events into the outcome's GameStat.
func play(v engine.Variant, gc engine.Config, cfg Config) (o outcome) {
	bots := cfg.Bots
	if cfg.NewBots != nil {
		if bots, o.err = cfg.NewBots(gc.Seed); o.err != nil {
			return o
		}
	}
	g, resolved, err := engine.NewGame(v, gc)
	if err != nil {
		o.err = err
		return o
	}
	o.rec = record.Record{Format: record.Format, Variant: v.ID(), Config: resolved}
	o.stat.observeEvents(g.Opening())
	defer func() {
		o.res = g.Result()
		o.stat.finish(resolved.Seed, o.res)
	}()
	fail := func(msg string) outcome {
		o.violations = []string{msg}
		return o
	}
	r := engine.NewRand(resolved.Seed ^ 0xB07B07B07)
	limit := cfg.MaxActions
	if limit == 0 {
		limit = 200000
	}
	every := max(cfg.CheckEvery, 1)
	set := v.Tiles(resolved.Options)
	want := sortedTiles(set.All())
	check := newChecker(g, want)
	if msg := check.after(g); msg != "" {
		return fail("at the start: " + msg)
	}
	for step := 0; !g.Over(); step++ {
		if step >= limit {
			return fail(fmt.Sprintf("no end after %d actions", limit))
		}
		seats := g.ToAct()
		if len(seats) == 0 {
			return fail("nobody may act, yet the game is not over")
		}
		seat := seats[r.IntN(len(seats))]
		legal := g.Legal(seat)
		if len(legal) == 0 {
			return fail(fmt.Sprintf("seat %d is to act but has no legal action", seat))
		}
		if step%every == 0 {
			if msg := checkRefusals(g, seats); msg != "" {
				return fail(msg)
			}
		}
		choose := Chooser(Random)
		if int(seat) < len(bots) && bots[seat] != nil {
			choose = bots[seat]
		}
		a := choose(g.View(seat), legal, r)
		evs, err := g.Apply(seat, a)
		if err != nil {
			return fail(fmt.Sprintf("a legal action was refused: %v", err))
		}
		o.stat.observe(a, evs)
		o.rec.Actions = append(o.rec.Actions, engine.SeatAction{Seat: seat, Action: a})
		if msg := check.after(g); msg != "" {
			return fail(fmt.Sprintf("after action %d (%v by seat %d): %s", step, a, seat, msg))
		}
	}
	return o
}

// checker holds what must not change from action to action.
type checker struct {
	want      []tile.Tile
	points    int
	conserved bool
}

func newChecker(g engine.Game, want []tile.Tile) *checker {
	c := &checker{want: want}
	if s, ok := g.(engine.Summary); ok {
		c.points, c.conserved = s.PointsInPlay()
	}
	return c
}

func (c *checker) after(g engine.Game) string {
	s, ok := g.(engine.Summary)
	if !ok {
		return "the game does not implement engine.Summary"
	}
	if got := sortedTiles(s.AllTiles()); !slices.Equal(got, c.want) {
		return fmt.Sprintf("tiles in play differ from the set: %d tiles, want %d (%s)", len(got), len(c.want), diff(got, c.want))
	}
	if pts, _ := s.PointsInPlay(); c.conserved && pts != c.points {
		return fmt.Sprintf("points in play %d, want %d", pts, c.points)
	}
	return ""
}

// checkRefusals tries an action for a seat that may not act (or an illegal
// one for a seat that may) and checks that it is refused with every view
// unchanged.
func checkRefusals(g engine.Game, toAct []engine.Seat) string {
	before := views(g)
	for s := engine.Seat(0); int(s) < g.Seats(); s++ {
		var bad engine.Action
		if slices.Contains(toAct, s) {
			bad = engine.Action{Type: engine.Discard, Tile: tile.Of(tile.K(tile.Man, 0))} // 0m: no such tile
		} else {
			bad = engine.Action{Type: engine.Pass}
		}
		if _, err := g.Apply(s, bad); err == nil {
			return fmt.Sprintf("seat %d was allowed %v", s, bad)
		}
	}
	if after := views(g); after != before {
		return "a refused action changed what the seats see"
	}
	return ""
}

func views(g engine.Game) string {
	var vs []engine.View
	for s := engine.Spectator; int(s) < g.Seats(); s++ {
		vs = append(vs, g.View(s))
	}
	b, _ := json.Marshal(vs)
	return string(b)
}

func sortedTiles(ts []tile.Tile) []tile.Tile {
	out := slices.Clone(ts)
	slices.Sort(out)
	return out
}

// diff names a few tiles that are missing or extra.
func diff(got, want []tile.Tile) string {
	c := map[tile.Tile]int{}
	for _, t := range want {
		c[t]++
	}
	for _, t := range got {
		c[t]--
	}
	var missing, extra []tile.Tile
	for _, t := range sortedTiles(slices.Concat(want, got)) {
		for n := c[t]; n > 0; n-- {
			missing = append(missing, t)
		}
		for n := c[t]; n < 0; n++ {
			extra = append(extra, t)
		}
		c[t] = 0
	}
	return fmt.Sprintf("missing %s, extra %s", tile.Format(missing), tile.Format(extra))
}
