package riichi

import (
	"cmp"
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

// Variant is riichi mahjong for the registry: four players, the rules of
// Options, and the game of New.
type Variant struct{}

var _ engine.Variant = Variant{}

// ID implements engine.Variant.
func (Variant) ID() string { return "riichi" }

// Name implements engine.Variant.
func (Variant) Name() string { return "Riichi mahjong (リーチ麻雀)" }

// Players implements engine.Variant.
func (Variant) Players() (int, int) { return Seats, Seats }

// Options implements engine.Variant: the rules' options and the game's.
func (Variant) Options() []engine.Option { return Options() }

// Tiles implements engine.Variant.
func (Variant) Tiles(opts engine.Options) *tile.Set {
	r, err := RulesFrom(opts)
	if err != nil {
		r = DefaultRules()
	}
	return r.Tiles()
}

// New implements engine.Variant: every hand's wall is the set shuffled by
// engine.NewRand(engine.HandSeed(cfg.Seed, hand)).
func (Variant) New(cfg engine.Config) (engine.Game, error) {
	return newGame(cfg, nil)
}

func newGame(cfg engine.Config, script []HandScript) (*Game, error) {
	return newHouseGame(cfg, script, nil)
}

// NewScripted starts a game whose hands are dealt from script, in order,
// through the same rules as a random game; hands past the script are
// shuffled from the seed. Options missing from cfg take their defaults.
func NewScripted(cfg engine.Config, script []HandScript) (*Game, error) {
	return newGame(cfg, script)
}

func newHouseGame(cfg engine.Config, script []HandScript, house House) (*Game, error) {
	if cfg.Players != 0 && cfg.Players != Seats {
		return nil, &RulesError{Key: "players", Msg: "riichi is played by four"}
	}
	opts, err := engine.ResolveOptions(Variant{}.Options(), cfg.Options)
	if err != nil {
		return nil, err
	}
	r, err := RulesFrom(opts)
	if err != nil {
		return nil, err
	}
	g := &Game{rules: r, set: r.Tiles(), shuf: cfg.Shuffler(), script: script, house: house, askAll: cfg.OpenWindows}
	if hs, ok := house.(HouseStart); ok {
		g.first = hs.FirstDealer(g.shuf) % Seats
	}
	g.all = g.set.All()
	for i, hs := range script {
		if _, _, err := scriptedDeal(g.set, hs, i); err != nil {
			return nil, err
		}
		if hs.Start == nil {
			continue
		}
		if msg := hs.Start.check(); i > 0 || house != nil || msg != "" {
			return nil, &ScriptError{Hand: i, Msg: cmp.Or(msg, "only a plain riichi game's first hand may set where it starts")}
		}
	}
	for s := range g.p {
		g.p[s].score = r.StartPoints
		g.seatOf[s][0] = engine.Seat(s)
	}
	if a := g.absent(); a >= 0 {
		g.p[a].score = 0
	}
	if len(script) > 0 && script[0].Start != nil {
		st := script[0].Start
		g.wind, g.jushu, g.honba, g.sticks = st.Wind, st.Dealer, st.Honba, st.Sticks
		for s := range g.p {
			g.p[s].score = st.Scores[s]
		}
	}
	g.startHand()
	if n := len(g.events); n > 0 {
		g.last = g.events[n-1]
	}
	g.open = slices.Clone(g.events)
	g.events = g.events[:0]
	return g, nil
}

// Score implements engine.Scorer for `jantaku score` through Scorer.
func (Variant) Score(q engine.ScoreQuery) (engine.ScoreAnswer, error) { return Scorer{}.Score(q) }

// ScorerFor implements engine.PreparedScorer.
func (Variant) ScorerFor(opts engine.Options) engine.Scorer { return Scorer{}.ScorerFor(opts) }

var _ engine.PreparedScorer = Variant{}
