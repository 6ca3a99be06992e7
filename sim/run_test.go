package sim_test

import (
	"errors"
	"slices"
	"sync"
	"testing"

	"jantaku/engine"
	"jantaku/internal/toy"
	"jantaku/sim"
)

// NewBots is asked once per game with the game's seed, and its error stops
// the run, with one worker or several; Progress counts every game in order.
func TestNewBotsAndProgress(t *testing.T) {
	for _, workers := range []int{1, 3} {
		var mu sync.Mutex
		var seeds []uint64
		var done []int
		cfg := sim.Config{Game: engine.Config{Players: 2, Seed: 40}, Games: 6, Workers: workers, CheckEvery: 64,
			NewBots: func(seed uint64) ([]sim.Chooser, error) {
				mu.Lock()
				seeds = append(seeds, seed)
				mu.Unlock()
				return []sim.Chooser{sim.Random, nil}, nil
			},
			Progress: func(n, total int) { done = append(done, n*10+total) },
		}
		rep, err := sim.Run(toy.Variant{}, cfg)
		if err != nil || rep.Games != 6 {
			t.Fatalf("workers %d: %v, %d games", workers, err, rep.Games)
		}
		slices.Sort(seeds)
		if !slices.Equal(seeds, []uint64{40, 41, 42, 43, 44, 45}) || !slices.Equal(done, []int{16, 26, 36, 46, 56, 66}) {
			t.Errorf("workers %d: seeds %v, progress %v", workers, seeds, done)
		}
		boom := errors.New("boom")
		cfg.Progress = nil
		cfg.NewBots = func(seed uint64) ([]sim.Chooser, error) {
			if seed == 43 {
				return nil, boom
			}
			return nil, nil
		}
		rep, err = sim.Run(toy.Variant{}, cfg)
		if !errors.Is(err, boom) || rep.Games != 3 {
			t.Errorf("workers %d: err %v after %d games, want boom after 3", workers, err, rep.Games)
		}
	}
}
