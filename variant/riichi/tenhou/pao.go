package tenhou

import (
	"bytes"
	"fmt"
	"strconv"

	"jantaku/engine"
	"jantaku/tile"
	"jantaku/variant/riichi"
)

// Pao (包) in a log: the third number of a win's info is the seat liable
// for its 大三元 or 大四喜, or the winner when nobody is. The engine's
// WinData does not name the seat, so liable reads it from what the engine
// reports of the win: its yaku, its melds (each with the seat that fed
// it) and the deltas it paid.

// paoYaku names the yaku a seat can be liable for, and the sets each needs
// and counts.
var paoYaku = []struct {
	name string
	sets int
	of   func(tile.Kind) bool
}{
	{yakuName(riichi.YakuDaisangen), 3, func(k tile.Kind) bool { return k >= tile.White && k <= tile.Red }},
	{yakuName(riichi.YakuDaisuushii), 4, func(k tile.Kind) bool { return k >= tile.East && k <= tile.North }},
}

func yakuName(id riichi.YakuID) string {
	y, _ := riichi.YakuByID(id)
	return y.Name
}

// liable returns the seat the engine made pay for wd's 大三元 or 大四喜
// under the pao rule (on): the seat that fed the meld completing the sets,
// if the win has the yaku and that seat paid; else -1.
func liable(wd riichi.WinData, on bool) int {
	if !on {
		return -1
	}
	for _, py := range paoYaku {
		if !hasYaku(wd.Yaku, py.name) {
			continue
		}
		if s := feeder(wd.Melds, py.sets, py.of); s >= 0 && s != wd.Seat && s < riichi.Seats && wd.Deltas[s] < 0 {
			return s
		}
	}
	return -1
}

func hasYaku(ys []engine.YakuValue, name string) bool {
	for _, y := range ys {
		if y.Name == name {
			return true
		}
	}
	return false
}

// feeder returns who fed the meld that made the n-th set of the kinds, in
// the order the melds were made; -1 if a closed kan made it or there are
// not n.
func feeder(ms []engine.Meld, n int, of func(tile.Kind) bool) int {
	count := 0
	for _, m := range ms {
		if m.Kind == engine.MeldChi || len(m.Tiles) == 0 || !of(m.Tiles[0].Kind()) {
			continue
		}
		if count++; count == n {
			if m.Kind == engine.MeldAnkan {
				return -1
			}
			return int(m.From)
		}
	}
	return -1
}

// paoSeat reads the liable seat of the i-th win of the end: -1 when it is
// the winner (nobody liable).
func (e *End) paoSeat(i int) (int, error) {
	w, _, err := e.winner(i)
	if err != nil {
		return -1, err
	}
	p, err := strconv.Atoi(string(bytes.TrimSpace(e.Info[i][2])))
	if err != nil || p < 0 || p >= riichi.Seats {
		return -1, fmt.Errorf("tenhou: win info %d: bad pao seat %s", i, e.Info[i][2])
	}
	if p == w {
		return -1, nil
	}
	return p, nil
}

// paoRule reports whether options with the tenhou preset's defaults turn
// the pao rule on.
func paoRule(o engine.Options) bool {
	r, err := riichi.RulesFrom(o)
	if err != nil {
		return riichi.TenhouRules().Pao
	}
	return r.Pao
}
