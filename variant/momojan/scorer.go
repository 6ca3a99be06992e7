package momojan

import (
	"errors"
	"fmt"
	"slices"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/tile"
)

// The ways a score query is refused.
var (
	ErrPlayers  = errors.New("momojan: a hand is between 2 players")
	ErrCards    = errors.New("momojan: the cards are not a MOMOJAN hand")
	ErrWinCard  = errors.New("momojan: the winning card is not in the hand")
	ErrMeld     = errors.New("momojan: a meld is not a set of its kind")
	ErrUraDora  = errors.New("momojan: MOMOJAN has no ura dora")
	ErrNoSticks = errors.New("momojan: MOMOJAN has no riichi sticks")
)

// meldShapes says which group shapes each meld kind may hold.
var meldShapes = map[engine.MeldKind][]hand.GroupKind{
	engine.MeldChi:   {hand.Sequence},
	engine.MeldPon:   {hand.Triplet, hand.MixedTriplet},
	engine.MeldKai:   {hand.Sequence, hand.Triplet, hand.MixedTriplet},
	engine.MeldAnkan: {hand.Quad},
}

// Score implements engine.Scorer. Points is what the opponent pays for the
// hand (doubled at 7 or more), without 場代 or 供託; dora and ron are yaku
// entries of their own. The query knows no discards, so furiten is not
// judged here.
func (Variant) Score(q engine.ScoreQuery) (engine.ScoreAnswer, error) {
	return Variant{}.ScorerFor(q.Options).Score(q)
}

// ScorerFor implements engine.PreparedScorer: the options are read and
// the rules built once, for a bot that values thousands of hands.
func (Variant) ScorerFor(opts engine.Options) engine.Scorer {
	o, err := engine.ResolveOptions(options(), opts)
	if err != nil {
		return rulesScorer{err: err}
	}
	return rulesScorer{r: NewRules(o)}
}

var _ engine.PreparedScorer = Variant{}

// rulesScorer scores under rules read before, or answers the error
// reading them gave where Score would.
type rulesScorer struct {
	r   *Rules
	err error
}

func (rs rulesScorer) Score(q engine.ScoreQuery) (engine.ScoreAnswer, error) {
	if q.Players != 0 && q.Players != 2 {
		return engine.ScoreAnswer{}, ErrPlayers
	}
	if len(q.Ura) > 0 {
		return engine.ScoreAnswer{}, ErrUraDora
	}
	if q.Sticks > 0 {
		return engine.ScoreAnswer{}, ErrNoSticks
	}
	all := slices.Clone(q.Hand)
	for _, m := range q.Melds {
		shapes, ok := meldShapes[m.Kind]
		g, valid := groupOf(kindsOfTiles(m.Tiles))
		if !ok || !valid || !slices.Contains(shapes, g.Kind) {
			return engine.ScoreAnswer{}, fmt.Errorf("%w: %s %s", ErrMeld, m.Kind, tile.Format(m.Tiles))
		}
		all = append(all, m.Tiles...)
	}
	if err := cardSet.Check(slices.Concat(all, q.Dora)); err != nil {
		return engine.ScoreAnswer{}, fmt.Errorf("%w: %v", ErrCards, err)
	}
	if !slices.Contains(q.Hand, q.Win) {
		return engine.ScoreAnswer{}, ErrWinCard
	}
	if rs.err != nil {
		return engine.ScoreAnswer{}, rs.err
	}
	in := winInput{concealed: hand.CountsOf(q.Hand), melds: q.Melds, win: q.Win.Kind(), ron: !q.Tsumo,
		riichi: q.Flags[engine.FlagRiichi], indicators: q.Dora}
	sc, ok := scoreWin(rs.r, &in)
	if !ok {
		return engine.NoWin("no win: needs one pair, %d or more sets and a yaku worth 1 or more", rs.r.MinSets), nil
	}
	return engine.ScoreAnswer{
		Win: true, Points: sc.Points, Yaku: sc.Yaku,
		Payments: map[string]int{"opponent": sc.Points},
		Extra:    map[string]any{"total": sc.Total, "doubled": sc.Points != sc.Total, "oshimai": sc.Oshimai},
	}, nil
}

func kindsOfTiles(ts []tile.Tile) []tile.Kind {
	ks := make([]tile.Kind, len(ts))
	for i, t := range ts {
		ks[i] = t.Kind()
	}
	return ks
}
