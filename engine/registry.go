package engine

import (
	"fmt"
	"sort"
)

// Registry holds the variants the program knows. It is a value the program
// builds at start-up (see package variants), not a global.
type Registry struct {
	byID map[string]Variant
}

// NewRegistry returns a registry of vs; ids must be unique.
func NewRegistry(vs ...Variant) *Registry {
	r := &Registry{byID: map[string]Variant{}}
	for _, v := range vs {
		if _, dup := r.byID[v.ID()]; dup {
			panic("engine: variant " + v.ID() + " registered twice")
		}
		r.byID[v.ID()] = v
	}
	return r
}

// Get returns the variant with the given id.
func (r *Registry) Get(id string) (Variant, error) {
	v, ok := r.byID[id]
	if !ok {
		return nil, fmt.Errorf("unknown variant %q (known: %v)", id, r.IDs())
	}
	return v, nil
}

// IDs returns the ids of the registered variants, sorted.
func (r *Registry) IDs() []string {
	ids := make([]string, 0, len(r.byID))
	for id := range r.byID {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// NewGame resolves the options, checks the player count and starts a game.
func NewGame(v Variant, cfg Config) (Game, Config, error) {
	lo, hi := v.Players()
	if cfg.Players == 0 {
		cfg.Players = hi
	}
	if cfg.Players < lo || cfg.Players > hi {
		return nil, cfg, fmt.Errorf("%s is for %d to %d players, not %d", v.ID(), lo, hi, cfg.Players)
	}
	if err := cfg.checkShuffle(); err != nil {
		return nil, cfg, fmt.Errorf("%s: %w", v.ID(), err)
	}
	opts, err := ResolveOptions(v.Options(), cfg.Options)
	if err != nil {
		return nil, cfg, fmt.Errorf("%s: %w", v.ID(), err)
	}
	cfg.Options = opts
	g, err := v.New(cfg)
	return g, cfg, err
}
