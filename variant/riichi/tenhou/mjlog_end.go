package tenhou

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// The ends of hands: <AGARI> for each win (two or three in a row for a
// double or triple ron), <RYUUKYOKU> for a draw, its type naming an
// abortive one; sc="score,change,..." in hundreds, and on the game's
// last end owari="score,points,..." the final scores.

// drawNames are tenhou.net/6's names of the draws <RYUUKYOKU type> names.
var drawNames = map[string]string{
	"yao9": "九種九牌", "reach4": "四家立直", "ron3": "三家和了",
	"kan4": "四槓散了", "kaze4": "四風連打", "nm": "流し満貫",
}

// limitNames are the names of <AGARI ten>'s third number, the limit.
var limitNames = [...]string{"", "満貫", "跳満", "倍満", "三倍満", "役満"}

// win ends the hand with a win, or adds one to a hand won before (a
// multiple ron).
func (m *mjlog) win(a map[string]string) error {
	n := len(m.l.Rounds)
	if n == 0 || m.l.Rounds[n-1].End.Name != "" && m.l.Rounds[n-1].End.Name != endWin {
		return fmt.Errorf("<AGARI> outside a hand")
	}
	r := &m.l.Rounds[n-1]
	who, err := seatAttr(a, "who")
	if err != nil {
		return err
	}
	from, err := seatAttr(a, "fromWho")
	if err != nil {
		return err
	}
	pao := who
	if a["paoWho"] != "" {
		if pao, err = seatAttr(a, "paoWho"); err != nil {
			return err
		}
	}
	deltas, err := changes(a["sc"])
	if err != nil {
		return err
	}
	ten, err := ints(a["ten"], 3)
	if err != nil || ten[2] < 0 || ten[2] >= len(limitNames) {
		return fmt.Errorf("<AGARI ten=%q>: want fu, points and a limit", a["ten"])
	}
	value := limitNames[ten[2]]
	if value == "" {
		han := 0
		if a["yaku"] != "" {
			yaku, err := ints(a["yaku"], 0)
			if err != nil || len(yaku)%2 != 0 {
				return fmt.Errorf("<AGARI yaku=%q>: want pairs of yaku and han", a["yaku"])
			}
			for i := 1; i < len(yaku); i += 2 {
				han += yaku[i]
			}
		}
		value = fmt.Sprintf("%d符%d飜", ten[0], han)
	}
	if len(r.Ura) == 0 && a["doraHaiUra"] != "" {
		ura, err := ints(a["doraHaiUra"], 0)
		if err != nil {
			return fmt.Errorf("<AGARI doraHaiUra=%q>: %w", a["doraHaiUra"], err)
		}
		for _, id := range ura {
			if err := checkTile(id); err != nil {
				return err
			}
		}
		r.Ura = m.codes(ura)
	}
	text := pointsText(value, ten[1], who == from, ten[2] == 5, deltas, who, r.Kyoku%4, r.Honba)
	info := make([]json.RawMessage, 0, 4)
	for _, v := range []any{who, from, pao, text} {
		b, _ := json.Marshal(v) // ints and a string
		info = append(info, b)
	}
	r.End.Name = endWin
	r.End.Deltas = append(r.End.Deltas, deltas)
	r.End.Info = append(r.End.Info, info)
	return m.final(a["owari"])
}

// drawGame ends the hand with a draw: an exhaustive one (its deltas the
// payments for being ready, the names of tenhou.net/6 when all or none
// are ready) or one of drawNames.
func (m *mjlog) drawGame(a map[string]string) error {
	r := m.round()
	if r == nil {
		return fmt.Errorf("<RYUUKYOKU> outside a hand")
	}
	deltas, err := changes(a["sc"])
	if err != nil {
		return err
	}
	typ := a["type"]
	name, ok := drawNames[typ]
	switch {
	case typ != "" && !ok:
		return fmt.Errorf("<RYUUKYOKU type=%q>: no such draw", typ)
	case typ == "":
		ready := 0
		for s := range 4 {
			if a["hai"+strconv.Itoa(s)] != "" {
				ready++
			}
		}
		name = map[int]string{0: endAllNoten, 4: endAllTenpai}[ready]
		if name == "" {
			name = endExhaustive
		}
	}
	r.End.Name = name
	if deltas != [4]int{} || name == endExhaustive || typ == "nm" {
		r.End.Deltas = [][4]int{deltas}
	}
	return m.final(a["owari"])
}

// changes reads sc="score,change,..." (hundreds) as the changes in points.
func changes(sc string) ([4]int, error) {
	var d [4]int
	v, err := ints(sc, 8)
	if err != nil {
		return d, fmt.Errorf("sc=%q: %w", sc, err)
	}
	for s := range 4 {
		d[s] = 100 * v[2*s+1]
	}
	return d, nil
}

// final reads owari="score,points,..." (scores in hundreds), if there.
func (m *mjlog) final(owari string) error {
	if owari == "" {
		return nil
	}
	parts := strings.Split(owari, ",")
	if len(parts) != 8 {
		return fmt.Errorf("owari=%q: want a score and points for each of four seats", owari)
	}
	m.l.Final = nil
	for i, p := range parts {
		v, err := strconv.ParseFloat(strings.TrimSpace(p), 64)
		if err != nil {
			return fmt.Errorf("owari=%q: %q is not a number", owari, p)
		}
		if i%2 == 0 {
			v *= 100
		}
		m.l.Final = append(m.l.Final, v)
	}
	return nil
}
