package riichi

import (
	"errors"
	"fmt"

	"jantaku/engine"
	"jantaku/tile"
)

// Scorer values riichi hands for `jantaku score`; it implements
// engine.Scorer.
type Scorer struct{}

var _ engine.Scorer = Scorer{}

// Score values q under the rules its options give. A hand that does not
// win is an answer (Win false, with the reason); a query riichi cannot read
// is an error.
func (Scorer) Score(q engine.ScoreQuery) (engine.ScoreAnswer, error) {
	r, err := RulesFrom(q.Options)
	return rulesScorer{r, err}.Score(q)
}

// ScorerFor implements engine.PreparedScorer: the rules are read from
// opts once.
func (Scorer) ScorerFor(opts engine.Options) engine.Scorer {
	r, err := RulesFrom(opts)
	return rulesScorer{r, err}
}

// rulesScorer scores under rules read before (or the error reading them).
type rulesScorer struct {
	r   Rules
	err error
}

func (rs rulesScorer) Score(q engine.ScoreQuery) (engine.ScoreAnswer, error) {
	var a engine.ScoreAnswer
	if err := rs.ScoreInto(q, &a); err != nil {
		return engine.ScoreAnswer{}, err
	}
	return a, nil
}

// ScoreInto implements engine.AnswerReuser.
func (rs rulesScorer) ScoreInto(q engine.ScoreQuery, a *engine.ScoreAnswer) error {
	if rs.err != nil {
		return rs.err
	}
	r := rs.r
	h, ctx, err := queryInput(q)
	if err != nil {
		return err
	}
	s, err := Evaluate(&r, h, ctx)
	switch {
	case errors.Is(err, ErrNoShape), errors.Is(err, ErrNoYaku):
		*a = engine.NoWin("%v", err)
		return nil
	case err != nil:
		return err
	}
	answerInto(&s, ctx.Tsumo, a)
	return nil
}

// queryInput turns a query into Evaluate's arguments. The dealer sits at
// seat 0, so the winner's seat is its wind's number.
func queryInput(q engine.ScoreQuery) (Hand, WinContext, error) {
	if q.Players != 0 && q.Players != Seats {
		return Hand{}, WinContext{}, fmt.Errorf("riichi: %w: %d players", ErrBadHand, q.Players)
	}
	seat := q.SeatWind
	if seat == 0 {
		seat = tile.South
		if q.Dealer {
			seat = tile.East
		}
	}
	if seat < tile.East || seat > tile.North || q.Dealer != (seat == tile.East) {
		return Hand{}, WinContext{}, fmt.Errorf("riichi: %w: seat wind %s and dealer %v disagree", ErrBadHand, seat, q.Dealer)
	}
	winner := int(seat - tile.East)
	ctx := WinContext{Tsumo: q.Tsumo, Winner: winner, From: (winner + Seats - 1) % Seats,
		RoundWind: q.RoundWind, Dora: q.Dora, Ura: q.Ura, Honba: q.Honba, Sticks: q.Sticks}
	for f, on := range q.Flags {
		if !on {
			continue
		}
		p, ok := flagField(&ctx, f)
		if !ok {
			return Hand{}, WinContext{}, fmt.Errorf("riichi: flag %q is not a riichi flag", f)
		}
		*p = true
	}
	return Hand{Concealed: q.Hand, Melds: q.Melds, Win: q.Win}, ctx, nil
}

// flagField returns the context field a flag sets.
func flagField(ctx *WinContext, f engine.Flag) (*bool, bool) {
	switch f {
	case engine.FlagRiichi:
		return &ctx.Riichi, true
	case engine.FlagDoubleRiichi:
		return &ctx.DoubleRiichi, true
	case engine.FlagIppatsu:
		return &ctx.Ippatsu, true
	case engine.FlagRinshan:
		return &ctx.Rinshan, true
	case engine.FlagChankan:
		return &ctx.Chankan, true
	case engine.FlagHaitei:
		return &ctx.Haitei, true
	case engine.FlagHoutei:
		return &ctx.Houtei, true
	case engine.FlagTenhou:
		return &ctx.Tenhou, true
	case engine.FlagChiihou:
		return &ctx.Chiihou, true
	case engine.FlagRenhou:
		return &ctx.Renhou, true
	case engine.FlagOpenRiichi:
		return &ctx.OpenRiichi, true
	}
	return nil, false
}

// answerInto writes a Score as `jantaku score` answers it: the Japanese yaku
// names with their han (or yakuman count), points without honba or sticks,
// and who pays what. It writes over a, reusing its slice and maps.
func answerInto(s *Score, tsumo bool, a *engine.ScoreAnswer) {
	a.Win, a.Reason, a.Points, a.Yaku = true, "", s.Points, a.Yaku[:0]
	if a.Extra == nil {
		a.Extra = make(map[string]any, 4)
	}
	clear(a.Extra)
	a.Extra["han"], a.Extra["fu"], a.Extra["yakuman"] = s.Han, s.Fu, s.Yakuman
	a.Yaku = appendYakuValues(a.Yaku, s.Yaku)
	if s.Limit != NoLimit {
		a.Extra["limit"] = s.Limit.String()
	}
	if a.Payments == nil {
		a.Payments = make(map[string]int, 2)
	}
	clear(a.Payments)
	switch {
	case !tsumo:
		a.Payments["ron"] = s.Ron
	case s.Dealer:
		a.Payments["each"] = s.TsumoEach
	default:
		a.Payments["dealer"], a.Payments["non_dealer"] = s.TsumoDealer, s.TsumoNonDealer
	}
}
