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
	if err != nil {
		return engine.ScoreAnswer{}, err
	}
	h, ctx, err := queryInput(q)
	if err != nil {
		return engine.ScoreAnswer{}, err
	}
	s, err := Evaluate(&r, h, ctx)
	switch {
	case errors.Is(err, ErrNoShape), errors.Is(err, ErrNoYaku):
		return engine.NoWin("%v", err), nil
	case err != nil:
		return engine.ScoreAnswer{}, err
	}
	return answerOf(&s, ctx.Tsumo), nil
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
	fields := map[engine.Flag]*bool{
		engine.FlagRiichi: &ctx.Riichi, engine.FlagDoubleRiichi: &ctx.DoubleRiichi,
		engine.FlagIppatsu: &ctx.Ippatsu, engine.FlagRinshan: &ctx.Rinshan,
		engine.FlagChankan: &ctx.Chankan, engine.FlagHaitei: &ctx.Haitei,
		engine.FlagHoutei: &ctx.Houtei, engine.FlagTenhou: &ctx.Tenhou,
		engine.FlagChiihou: &ctx.Chiihou, engine.FlagRenhou: &ctx.Renhou,
		engine.FlagOpenRiichi: &ctx.OpenRiichi,
	}
	p, ok := fields[f]
	return p, ok
}

// answerOf writes a Score as `jantaku score` answers it: the Japanese yaku
// names with their han (or yakuman count), points without honba or sticks,
// and who pays what.
func answerOf(s *Score, tsumo bool) engine.ScoreAnswer {
	a := engine.ScoreAnswer{Win: true, Points: s.Points, Yaku: make([]engine.YakuValue, 0, len(s.Yaku)),
		Extra: map[string]any{"han": s.Han, "fu": s.Fu, "yakuman": s.Yakuman}}
	a.Yaku = appendYakuValues(a.Yaku, s.Yaku)
	if s.Limit != NoLimit {
		a.Extra["limit"] = s.Limit.String()
	}
	switch {
	case !tsumo:
		a.Payments = map[string]int{"ron": s.Ron}
	case s.Dealer:
		a.Payments = map[string]int{"each": s.TsumoEach}
	default:
		a.Payments = map[string]int{"dealer": s.TsumoDealer, "non_dealer": s.TsumoNonDealer}
	}
	return a
}
