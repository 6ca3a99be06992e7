package riichi

import "jantaku/engine"

// Scorer values riichi hands for `jantaku score`; it implements
// engine.Scorer.
type Scorer struct{}

var _ engine.Scorer = Scorer{}

// Score values q under the rules its options give.
func (Scorer) Score(q engine.ScoreQuery) (engine.ScoreAnswer, error) {
	return engine.NoWin("not implemented yet"), nil
}
