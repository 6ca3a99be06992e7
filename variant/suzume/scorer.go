package suzume

import (
	"errors"
	"fmt"
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

// ErrQuery is wrapped by every error of Score: the query itself is wrong
// (as opposed to a hand that does not win, which is an answer).
var ErrQuery = errors.New("suzume: bad score query")

func queryError(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrQuery, fmt.Sprintf(format, args...))
}

// Score implements engine.Scorer. Points is the hand's value with the
// dealer's bonus (what a ron pays); a tsumo pays "each" from every other
// player of q.Players. A hand under the minimum, the dealer's bonus not
// counted, is no win. Furiten is not checked: the query has no discards.
func (Variant) Score(q engine.ScoreQuery) (engine.ScoreAnswer, error) {
	r := DefaultRules()
	if q.Options != nil {
		var err error
		if r, err = RulesFrom(q.Options); err != nil {
			return engine.ScoreAnswer{}, queryError("%v", err)
		}
	}
	set := tile.Suzume() // a red five may be written 0s or 5r
	q.Hand, q.Dora, q.Win = set.Own(q.Hand), set.Own(q.Dora), set.OwnTile(q.Win)
	if err := checkQuery(q); err != nil {
		return engine.ScoreAnswer{}, err
	}
	v, ok := r.Evaluate(q.Hand, Context{Dora: q.Dora, Dealer: q.Dealer})
	if !ok {
		return engine.NoWin("%s is not two sets of three", set.Format(q.Hand)), nil
	}
	ans := engine.ScoreAnswer{Win: true, Points: v.Points, Yaku: yakuValues(v.Items),
		Extra: map[string]any{"base": v.Base, "limit": v.Limit}}
	if v.Base < r.MinPoints {
		ans.Win = false
		ans.Reason = fmt.Sprintf("%d points, under the minimum of %d (the dealer's bonus does not count)", v.Base, r.MinPoints)
		return ans, nil
	}
	if q.Tsumo {
		ans.Payments = map[string]int{"each": Share(v.Points, q.Players)}
	} else {
		ans.Payments = map[string]int{"ron": v.Points}
	}
	return ans, nil
}

func checkQuery(q engine.ScoreQuery) error {
	set := tile.Suzume()
	switch {
	case q.Players < minPlayers || q.Players > maxPlayers:
		return queryError("players %d: suzume is for 2 to 5", q.Players)
	case len(q.Melds) > 0:
		return queryError("すずめ雀 has no calls, so no melds")
	case len(q.Hand) != handTiles:
		return queryError("a winning hand has %d tiles, not %d", handTiles, len(q.Hand))
	case q.Win != 0 && !slices.Contains(q.Hand, q.Win):
		return queryError("the winning tile %s is not in the hand", q.Win)
	case len(q.Dora) > 1:
		return queryError("one tile is revealed as dora, not %d", len(q.Dora))
	}
	if err := set.Check(append(slices.Clone(q.Hand), q.Dora...)); err != nil {
		return queryError("%v", err)
	}
	return nil
}

// yakuValues names a hand's items as the engine does: id, Japanese and
// English names, and the points.
func yakuValues(items []Item) []engine.YakuValue {
	out := make([]engine.YakuValue, len(items))
	table := yakuTable()
	for i, it := range items {
		out[i] = engine.YakuValue{ID: string(it.ID), Name: string(it.ID), Value: it.Points}
		for _, y := range table {
			if y.ID == it.ID {
				out[i].Name, out[i].En = y.Ja, y.En
			}
		}
	}
	return out
}
