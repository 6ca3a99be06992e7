// Package arena plays duplicate matches between bot levels: the same walls
// are replayed with the seats rotated, so every bot plays every seat of every
// deal, and the luck of the tiles cancels in the paired comparison.
package arena

import (
	"fmt"
	"slices"
	"sync"

	"jantaku/bot"
	"jantaku/engine"
	"jantaku/record"
	"jantaku/sim"
)

// Config says what to play.
type Config struct {
	Variant engine.Variant
	// Game fixes players, options and the first seed; duplicate set i uses
	// Seed+i for each of its rotations. Players 0 means len(Bots).
	Game engine.Config
	// Bots are the levels by seat in the first rotation.
	Bots []string
	// Games is the number of duplicate sets; each plays one game per seat
	// rotation.
	Games int
	// CheckEvery runs the simulator's costly refusal check every n actions
	// (0: never, as tiles and points are still checked after every action).
	CheckEvery int
	// Workers plays sets in parallel (results do not depend on it).
	Workers int
	// Record, when set, receives each game's record with its rotation and
	// the level of each seat; it is called from the workers, one game at
	// a time each.
	Record func(rotation int, levels []string, rec record.Record)
}

// Set is one duplicate set: every rotation of one seed.
type Set struct {
	Seed uint64
	// Score and Rank are each level's mean over its seats and rotations.
	Score map[string]float64
	Rank  map[string]float64
	// Mikeuke is each level's share of games it ended as maiko's 身請け
	// (the MP race's winner, Result.Extra["mikeuke"]); nil elsewhere.
	Mikeuke map[string]float64
}

// Report is a whole match.
type Report struct {
	Variant     string       `json:"variant"`
	Bots        []string     `json:"bots"`
	Games       int          `json:"games"` // games played: sets times rotations
	Sets        []Set        `json:"-"`
	Levels      []string     `json:"levels"` // distinct levels, in Bots order
	MeanScore   []float64    `json:"mean_score"`
	MeanRank    []float64    `json:"mean_rank"`
	MeanMikeuke []float64    `json:"mean_mikeuke,omitempty"` // maiko only
	Comparisons []Comparison `json:"comparisons"`
}

// Run plays the match.
func Run(cfg Config) (Report, error) {
	n := cfg.Game.Players
	if n == 0 {
		n = len(cfg.Bots)
	}
	if len(cfg.Bots) != n {
		return Report{}, fmt.Errorf("arena: %d bots for %d seats", len(cfg.Bots), n)
	}
	for _, l := range cfg.Bots {
		if _, err := bot.New(l, cfg.Variant.ID(), 0); err != nil {
			return Report{}, err
		}
	}
	rep := Report{Variant: cfg.Variant.ID(), Bots: cfg.Bots, Games: cfg.Games * n, Sets: make([]Set, cfg.Games)}
	for _, l := range cfg.Bots {
		if !slices.Contains(rep.Levels, l) {
			rep.Levels = append(rep.Levels, l)
		}
	}
	errs := make([]error, cfg.Games)
	work := make(chan int)
	var wg sync.WaitGroup
	for range max(cfg.Workers, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				rep.Sets[i], errs[i] = playSet(cfg, n, cfg.Game.Seed+uint64(i))
			}
		}()
	}
	for i := range cfg.Games {
		work <- i
	}
	close(work)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return rep, err
		}
	}
	rep.summarise()
	return rep, nil
}

// playSet plays every rotation of one seed. In rotation r seat s is played
// by bot (s+r) mod n; each bot keeps one seed for the whole set.
func playSet(cfg Config, n int, seed uint64) (Set, error) {
	set := Set{Seed: seed, Score: map[string]float64{}, Rank: map[string]float64{}}
	count := map[string]int{}
	gc := cfg.Game
	gc.Players, gc.Seed = n, seed
	for r := range n {
		choosers := make([]sim.Chooser, n)
		who := make([]int, n)
		for s := range n {
			who[s] = (s + r) % n
			b, err := bot.New(cfg.Bots[who[s]], cfg.Variant.ID(), engine.HandSeed(seed, 1<<20+who[s]))
			if err != nil {
				return set, err
			}
			choosers[s] = Chooser(b)
		}
		every := cfg.CheckEvery
		if every == 0 {
			every = 1 << 30
		}
		rec, res, violations, err := sim.Play(cfg.Variant, gc, sim.Config{Bots: choosers, CheckEvery: every})
		if err != nil {
			return set, err
		}
		if cfg.Record != nil {
			levels := make([]string, n)
			for s := range n {
				levels[s] = cfg.Bots[who[s]]
			}
			if rec.Result == nil {
				rec.Result = &res
			}
			cfg.Record(r, levels, rec)
		}
		if len(violations) > 0 {
			return set, fmt.Errorf("arena: seed %d rotation %d: %s", seed, r, violations[0])
		}
		for s := range n {
			l := cfg.Bots[who[s]]
			set.Score[l] += float64(res.Scores[s])
			set.Rank[l] += float64(res.Ranks[s])
			count[l]++
			if who, ok := res.Extra["mikeuke"]; ok {
				if set.Mikeuke == nil {
					set.Mikeuke = map[string]float64{}
				}
				set.Mikeuke[l] += float64(boolInt(who == s))
			}
		}
	}
	for l, c := range count {
		set.Score[l] /= float64(c)
		set.Rank[l] /= float64(c)
		if set.Mikeuke != nil {
			set.Mikeuke[l] /= float64(c)
		}
	}
	return set, nil
}

// Chooser seats a Bot in the simulator.
func Chooser(b bot.Bot) sim.Chooser {
	return func(v engine.View, legal []engine.Action, _ *engine.Rand) engine.Action {
		return b.Choose(v, legal)
	}
}

// summarise fills the means and compares each level with the next weaker
// one listed after it (and every other pair).
func (r *Report) summarise() {
	for _, l := range r.Levels {
		var s, k float64
		for _, set := range r.Sets {
			s += set.Score[l]
			k += set.Rank[l]
		}
		r.MeanScore = append(r.MeanScore, s/float64(len(r.Sets)))
		r.MeanRank = append(r.MeanRank, k/float64(len(r.Sets)))
		if len(r.Sets) > 0 && r.Sets[0].Mikeuke != nil {
			var m float64
			for _, set := range r.Sets {
				m += set.Mikeuke[l]
			}
			r.MeanMikeuke = append(r.MeanMikeuke, m/float64(len(r.Sets)))
		}
	}
	for i, a := range r.Levels {
		for _, b := range r.Levels[i+1:] {
			score := make([]float64, len(r.Sets))
			rank := make([]float64, len(r.Sets))
			for j, set := range r.Sets {
				score[j] = set.Score[a] - set.Score[b]
				rank[j] = set.Rank[a] - set.Rank[b]
			}
			c := Comparison{A: a, B: b, Score: Paired(score), Rank: Paired(rank)}
			if r.MeanMikeuke != nil {
				mk := make([]float64, len(r.Sets))
				for j, set := range r.Sets {
					mk[j] = set.Mikeuke[a] - set.Mikeuke[b]
				}
				t := Paired(mk)
				c.Mikeuke = &t
			}
			r.Comparisons = append(r.Comparisons, c)
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
