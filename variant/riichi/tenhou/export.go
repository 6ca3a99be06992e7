package tenhou

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/tile"
	"jantaku/variant/riichi"
)

// RiichiGame is a game whose events are riichi's: *riichi.Game, and any
// variant's game built on it (maiko wraps one), marks itself so.
type RiichiGame interface {
	engine.Game
	RiichiEvents()
}

// ErrNotRiichi says a record's game has no riichi events to export.
var ErrNotRiichi = errors.New("tenhou: the game is not riichi")

// Export replays rec and writes it as a tenhou.net/6 log. names, if four,
// are the players' names. The log's rule says how the game was played, so
// Import reads it back under the same rules (see rule.go).
func Export(reg *engine.Registry, rec record.Record, names []string) (Log, error) {
	v, err := reg.Get(rec.Variant)
	if err != nil {
		return Log{}, err
	}
	g, cfg, err := engine.NewGame(v, rec.Config)
	if err != nil {
		return Log{}, err
	}
	if _, ok := g.(RiichiGame); !ok {
		return Log{}, ErrNotRiichi
	}
	x := NewExporter()
	x.pao = paoRule(rec.Config.Options)
	x.Add(g.Opening())
	for i, sa := range rec.Actions {
		evs, err := g.Apply(sa.Seat, sa.Action)
		if err != nil {
			return Log{}, fmt.Errorf("tenhou: action %d: %w", i, err)
		}
		x.Add(evs)
	}
	l := x.Log(names)
	l.Rule = exportRule(rec, cfg.Options)
	return l, nil
}

// Exporter builds a log from a riichi game's events, in order: the game's
// Opening first, then each Apply's. Another variant's exporter built on
// riichi events feeds it the same way.
type Exporter struct {
	log    Log
	cur    *Round
	drawn  [4]tile.Tile // the tile each seat just drew; 0 after it acted
	from   int          // the seat of the last discard
	pons   [4][]ponAt
	hands  [4][]tile.Tile // concealed tiles, to tell a tsumogiri
	reach  [4]bool
	pao    bool // the game's pao rule: wins name the liable seat
	result *engine.Result
}

// ponAt remembers where a pon's letter stood, for its added kan.
type ponAt struct {
	kind tile.Kind
	str  string
}

// NewExporter returns an empty exporter for a game with the pao rule on
// (riichi's default and tenhou's); Export reads the rule from the record.
func NewExporter() *Exporter { return &Exporter{pao: true} }

// Add reads events.
func (x *Exporter) Add(evs []engine.Event) {
	for _, e := range evs {
		x.event(e)
	}
}

func (x *Exporter) event(e engine.Event) {
	s := int(e.Seat)
	switch e.Type {
	case engine.EvDeal:
		x.deal(s, e.Tiles)
	case engine.EvIndicator:
		if hs, ok := e.Data.(riichi.HandStart); ok {
			x.start(hs)
		}
		if x.cur != nil {
			x.cur.Dora = append(x.cur.Dora, CodeOf(e.Tile))
		}
	case engine.EvDraw:
		if x.cur != nil {
			x.cur.Takes[s] = append(x.cur.Takes[s], Item{Code: CodeOf(e.Tile)})
			x.drawn[s] = e.Tile
			x.hands[s] = append(x.hands[s], e.Tile)
		}
	case engine.EvAct:
		if x.cur != nil && e.Action != nil {
			x.act(s, *e.Action)
		}
	case engine.EvWin:
		if wd, ok := e.Data.(riichi.WinData); ok && x.cur != nil {
			x.win(wd)
		}
	case engine.EvDrawGame:
		if dd, ok := e.Data.(riichi.DrawData); ok && x.cur != nil {
			x.drawGame(dd)
		}
	case engine.EvGameEnd:
		if r, ok := e.Data.(engine.Result); ok {
			x.result = &r
		}
	}
}

// pending holds the deals that come before the hand's HandStart.
func (x *Exporter) deal(s int, ts []tile.Tile) {
	if s == 0 {
		x.log.Rounds = append(x.log.Rounds, Round{})
		x.cur = &x.log.Rounds[len(x.log.Rounds)-1]
		x.drawn, x.pons, x.reach = [4]tile.Tile{}, [4][]ponAt{}, [4]bool{}
	}
	if x.cur == nil || s < 0 || s > 3 {
		return
	}
	x.hands[s] = slices.Clone(ts)
	sorted := slices.Clone(ts)
	slices.SortFunc(sorted, func(a, b tile.Tile) int { return order(a) - order(b) })
	x.cur.Haipai[s] = codes(sorted)
}

// order sorts tiles as the viewer shows them: by kind, a red five just
// after the other fives.
func order(t tile.Tile) int {
	o := 2 * int(t.Kind())
	if t.Red() {
		o++
	}
	return o
}

func codes(ts []tile.Tile) []int {
	out := make([]int, len(ts))
	for i, t := range ts {
		out[i] = CodeOf(t)
	}
	return out
}

func (x *Exporter) start(hs riichi.HandStart) {
	if x.cur == nil {
		return
	}
	x.cur.Kyoku, x.cur.Honba, x.cur.Sticks, x.cur.Scores = hs.Wind*4+hs.Dealer, hs.Honba, hs.Sticks, hs.Scores
}

// act writes a decision into the takes or discards.
func (x *Exporter) act(s int, a engine.Action) {
	r := x.cur
	code := func(t tile.Tile) string { return fmt.Sprintf("%02d", CodeOf(t)) }
	join := func(ts []tile.Tile) string {
		var b strings.Builder
		for _, t := range ts {
			b.WriteString(code(t))
		}
		return b.String()
	}
	switch a.Type {
	case engine.Discard, engine.Riichi:
		c := CodeOf(a.Tile)
		if x.tsumogiri(s, a) {
			c = tsumogiri
		}
		x.remove(s, a.Tile)
		if a.Type == engine.Riichi {
			x.reach[s] = true
			r.Discards[s] = append(r.Discards[s], Item{Call: "r" + strconv.Itoa(c)})
		} else {
			r.Discards[s] = append(r.Discards[s], Item{Code: c})
		}
		x.from = s
	case engine.Chi:
		x.remove(s, a.Tiles...)
		r.Takes[s] = append(r.Takes[s], Item{Call: "c" + code(a.Tile) + join(a.Tiles)})
	case engine.Pon, engine.Minkan:
		x.remove(s, a.Tiles...)
		letter, at := "p", map[int]int{3: 0, 2: 1, 1: 2}[(x.from-s+4)%4]
		if a.Type == engine.Minkan {
			letter, at = "m", map[int]int{3: 0, 2: 1, 1: 3}[(x.from-s+4)%4]
		}
		h := a.Tiles
		if at > len(h) {
			at = len(h)
		}
		str := join(h[:at]) + letter + code(a.Tile) + join(h[at:])
		r.Takes[s] = append(r.Takes[s], Item{Call: str})
		if a.Type == engine.Pon {
			x.pons[s] = append(x.pons[s], ponAt{kind: a.Tile.Kind(), str: str})
		} else {
			r.Discards[s] = append(r.Discards[s], Item{})
		}
	case engine.Ankan:
		x.remove(s, a.Tiles...)
		if len(a.Tiles) == 4 {
			r.Discards[s] = append(r.Discards[s], Item{Call: join(a.Tiles[:3]) + "a" + code(a.Tiles[3])})
		}
	case engine.Kakan:
		x.remove(s, a.Tile)
		str := "k" + code(a.Tile)
		for _, p := range x.pons[s] {
			if p.kind == a.Tile.Kind() {
				str = strings.Replace(p.str, "p", "k"+code(a.Tile), 1)
			}
		}
		r.Discards[s] = append(r.Discards[s], Item{Call: str})
	}
	x.drawn[s] = 0
}

// tsumogiri reports whether discard a is of the tile just drawn, as the
// game reads it: marked so, or the drawn tile with no twin in the hand or
// by a riichi hand.
func (x *Exporter) tsumogiri(s int, a engine.Action) bool {
	if x.drawn[s] == 0 || a.Tile != x.drawn[s] {
		return false
	}
	return a.Flag == riichi.FlagTsumogiri || x.reach[s] || slices.Index(x.hands[s], a.Tile) == len(x.hands[s])-1
}

// remove takes tiles out of seat s's concealed hand.
func (x *Exporter) remove(s int, ts ...tile.Tile) {
	for _, t := range ts {
		if i := slices.Index(x.hands[s], t); i >= 0 {
			x.hands[s] = slices.Delete(x.hands[s], i, i+1)
		}
	}
}

// win writes a win's deltas and info.
func (x *Exporter) win(wd riichi.WinData) {
	r := x.cur
	r.End.Name = endWin
	r.End.Deltas = append(r.End.Deltas, wd.Deltas)
	from := wd.From
	if from < 0 {
		from = wd.Seat
	}
	if len(r.Ura) == 0 && len(wd.Ura) > 0 {
		r.Ura = codes(wd.Ura)
	}
	dealer := r.Kyoku % 4
	pao := wd.Seat
	if p := liable(wd, x.pao); p >= 0 {
		pao = p
	}
	info := []any{wd.Seat, from, pao, PointsText(wd, dealer, r.Honba)}
	for _, y := range wd.Yaku {
		info = append(info, YakuText(y, wd.Yakuman > 0))
	}
	raw := make([]json.RawMessage, len(info))
	for i, v := range info {
		raw[i], _ = json.Marshal(v) // ints and strings
	}
	r.End.Info = append(r.End.Info, raw)
}

// YakuText writes a yaku as the viewer does: "name(N飜)" or "name(役満)".
func YakuText(y engine.YakuValue, yakuman bool) string {
	if yakuman {
		return y.Name + "(役満)"
	}
	return fmt.Sprintf("%s(%d飜)", y.Name, y.Value)
}

// drawGame writes a draw's name and deltas.
func (x *Exporter) drawGame(dd riichi.DrawData) {
	r := x.cur
	name := map[string]string{"nine_terminals": "九種九牌", "four_winds": "四風連打", "four_riichi": "四家立直",
		"four_kans": "四槓散了", "three_ron": "三家和了", "nagashi_mangan": "流し満貫"}[dd.Reason]
	switch {
	case name != "":
		r.End.Name = name
		if dd.Reason == "nagashi_mangan" {
			r.End.Deltas = [][4]int{dd.Deltas}
		}
	case dd.Tenpai == [4]bool{true, true, true, true}:
		r.End.Name = endAllTenpai
	case dd.Tenpai == [4]bool{}:
		r.End.Name = endAllNoten
	default:
		r.End.Name, r.End.Deltas = endExhaustive, [][4]int{dd.Deltas}
	}
}

// Log returns the log so far; names, if four, name the seats. A hand
// still in play is left out: a round of the format needs its end.
func (x *Exporter) Log(names []string) Log {
	l := x.log
	if n := len(l.Rounds); n > 0 && l.Rounds[n-1].End.Name == "" {
		l.Rounds = l.Rounds[:n-1]
	}
	if len(names) == 4 {
		l.Name = slices.Clone(names)
	}
	if x.result != nil && len(x.result.Scores) == 4 {
		l.Final = nil
		for s := range 4 {
			p := 0.0
			if s < len(x.result.Points) {
				p = float64(x.result.Points[s])
			}
			l.Final = append(l.Final, float64(x.result.Scores[s]), p)
		}
	}
	return l
}
