package sim

import (
	"sync"
	"sync/atomic"

	"jantaku/engine"
)

// each plays the games of cfg and hands each outcome to fn in game order,
// on the caller's goroutine, whatever the number of workers. It stops at the
// first game that cannot start.
func each(v engine.Variant, cfg Config, fn func(outcome)) error {
	game := func(i int) outcome {
		gc := cfg.Game
		gc.Seed = cfg.Game.Seed + uint64(i)
		o := play(v, gc, cfg)
		o.index = i
		return o
	}
	done := func(i int) {
		if cfg.Progress != nil {
			cfg.Progress(i+1, cfg.Games)
		}
	}
	if cfg.Workers <= 1 {
		for i := 0; i < cfg.Games; i++ {
			o := game(i)
			if o.err != nil {
				return o.err
			}
			fn(o)
			done(i)
		}
		return nil
	}
	jobs := make(chan int)
	results := make(chan outcome, cfg.Workers)
	var stop atomic.Bool
	var wg sync.WaitGroup
	for range cfg.Workers {
		wg.Go(func() {
			for i := range jobs {
				results <- game(i)
			}
		})
	}
	go func() {
		for i := 0; i < cfg.Games && !stop.Load(); i++ {
			jobs <- i
		}
		close(jobs)
		wg.Wait()
		close(results)
	}()
	pending := map[int]outcome{}
	next := 0
	var err error
	for o := range results {
		if err != nil {
			continue // drain, so the workers can finish
		}
		pending[o.index] = o
		for p, ok := pending[next]; ok; p, ok = pending[next] {
			delete(pending, next)
			if p.err != nil {
				err = p.err
				stop.Store(true)
				break
			}
			fn(p)
			done(next)
			next++
		}
	}
	return err
}
