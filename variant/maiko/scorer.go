package maiko

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"jantaku/engine"
	"jantaku/variant/riichi"
)

// seatNames are the seats as the settle query and answer name them.
var seatNames = [Seats]string{"A", "B", "C", "maiko"}

// ErrBadSettle is wrapped by the errors of a settle query maiko cannot read.
var ErrBadSettle = errors.New("maiko: bad settle query")

// settleQuery is the "settle" field of a `jantaku score` line.
type settleQuery struct {
	Dealer    string  `json:"dealer"`
	Winner    string  `json:"winner"`
	From      *string `json:"from"` // null for a tsumo
	Han       int     `json:"han"`
	Fu        int     `json:"fu"`
	Yakuman   int     `json:"yakuman"`
	Honba     int     `json:"honba"`
	Nominated bool    `json:"nominated"`
}

// Scorer answers `jantaku score` for maiko: a hand scores as in riichi
// (the dummy's table is a riichi table); a "settle" query answers who pays
// what and the MP.
type Scorer struct{}

var _ engine.Scorer = Scorer{}

// Score implements engine.Scorer.
func (Scorer) Score(q engine.ScoreQuery) (engine.ScoreAnswer, error) {
	raw, ok := q.Extra["settle"]
	if !ok {
		q.Players = Seats
		return riichi.Scorer{}.Score(q)
	}
	r, err := riichi.RulesFrom(q.Options)
	if err != nil {
		return engine.ScoreAnswer{}, err
	}
	w, self, err := parseSettle(&r, raw)
	if err != nil {
		return engine.ScoreAnswer{}, err
	}
	w.SelfShoulder = self
	st := SettleWin(&r, w)
	deltas, mp := map[string]int{}, map[string]int{}
	for s, name := range seatNames {
		deltas[name], mp[name] = st.Deltas[s], st.MP[s]
	}
	return engine.ScoreAnswer{Win: true, Points: w.Score.Points,
		Extra: map[string]any{"deltas": deltas, "mp": mp}}, nil
}

// parseSettle reads a settle query into a Win.
func parseSettle(r *riichi.Rules, raw json.RawMessage) (Win, bool, error) {
	var sq settleQuery
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&sq); err != nil {
		return Win{}, false, fmt.Errorf("%w: %v", ErrBadSettle, err)
	}
	dealer, err1 := seatOf("dealer", sq.Dealer)
	winner, err2 := seatOf("winner", sq.Winner)
	from := winner
	var err3 error
	if sq.From != nil {
		from, err3 = seatOf("from", *sq.From)
	}
	if err := errors.Join(err1, err2, err3); err != nil {
		return Win{}, false, err
	}
	switch {
	case sq.From != nil && from == winner:
		return Win{}, false, fmt.Errorf("%w: the winner cannot deal in to itself (from null is a tsumo)", ErrBadSettle)
	case sq.Han < 0 || sq.Fu < 0 || sq.Yakuman < 0 || sq.Honba < 0:
		return Win{}, false, fmt.Errorf("%w: han, fu, yakuman and honba cannot be negative", ErrBadSettle)
	case sq.Yakuman == 0 && sq.Han == 0:
		return Win{}, false, fmt.Errorf("%w: a win needs han or yakuman", ErrBadSettle)
	case sq.Yakuman == 0 && sq.Han < 5 && sq.Fu < 20:
		return Win{}, false, fmt.Errorf("%w: a hand under 5 han needs its fu (20 or more)", ErrBadSettle)
	case sq.Nominated && winner == Dummy:
		return Win{}, false, fmt.Errorf("%w: the dummy never declares riichi", ErrBadSettle)
	}
	ctx := riichi.WinContext{Tsumo: sq.From == nil, Winner: winner, From: from, Dealer: dealer, Honba: sq.Honba}
	sc := riichi.ScoreOf(r, sq.Han, sq.Fu, sq.Yakuman, winner == dealer)
	return Win{Score: sc, Ctx: ctx}, sq.Nominated, nil
}

// seatOf reads a seat name.
func seatOf(field, name string) (int, error) {
	for s, n := range seatNames {
		if n == name {
			return s, nil
		}
	}
	return 0, fmt.Errorf("%w: %s %q is not A, B, C or maiko", ErrBadSettle, field, name)
}
