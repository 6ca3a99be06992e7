package riichi

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// TestScriptedGames replays all 37 scripted games of the golden data
// through NewScripted: every draw, discard, call, kan, win and draw must
// be legal and happen when the script says, and every hand start (scores,
// counters, deposits), win and draw payment and the final scores, ranks
// and points must equal the script's.
func TestScriptedGames(t *testing.T) {
	games, err := loadScriptGames()
	if err != nil {
		t.Fatalf("the golden data is required: %v", err)
	}
	if len(games) != 37 {
		t.Fatalf("script.json has %d games, want 37", len(games))
	}
	for i, sg := range games {
		t.Run(fmt.Sprintf("%02d_%s", i, sg.Title), func(t *testing.T) {
			if err := replayScript(sg); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// replayer drives a Game through one scripted game.
type replayer struct {
	g       *Game
	evs     []engine.Event
	doraNow int
	dealer  int // the dealer of the hand being replayed
}

func replayScript(sg scriptGame) error {
	hands, err := scriptHands(sg)
	if err != nil {
		return err
	}
	g, err := NewScripted(engine.Config{Seed: 1}, hands)
	if err != nil {
		return err
	}
	r := &replayer{g: g}
	for ri, round := range sg.Log {
		r.doraNow = 0
		for ei := 0; ei < len(round); ei++ {
			n, err := r.event(round, ei)
			if err != nil {
				return fmt.Errorf("hand %d event %d %v: %w", ri, ei, round[ei], err)
			}
			ei += n
		}
		if err := r.flush(); err != nil {
			return fmt.Errorf("hand %d end: %w", ri, err)
		}
	}
	return r.checkEnd(sg)
}

func (r *replayer) apply(seat int, a engine.Action) error {
	evs, err := r.g.Apply(engine.Seat(seat), a)
	if err != nil {
		return err
	}
	r.evs = append(r.evs, evs...)
	return nil
}

// flush passes for every seat still deciding on a discard or kan.
func (r *replayer) flush() error {
	for r.g.phase == phCall || r.g.phase == phChankan {
		for _, s := range r.g.ToAct() {
			if err := r.apply(int(s), engine.Action{Type: engine.Pass}); err != nil {
				return err
			}
		}
	}
	return nil
}

func (r *replayer) seat(m map[string]any) int {
	return (r.dealer + int(m["l"].(float64))) % Seats
}

// event plays round[i]; it returns how many following events it used too.
func (r *replayer) event(round []map[string]any, i int) (int, error) {
	for name, body := range round[i] {
		m := body.(map[string]any)
		switch name {
		case "qipai":
			return 0, r.qipai(m)
		case "zimo", "gangzimo":
			if err := r.flush(); err != nil {
				return 0, err
			}
			return 0, r.checkDraw(r.seat(m), m["p"].(string))
		case "dapai":
			return 0, r.dapai(r.seat(m), m["p"].(string))
		case "fulou":
			return 0, r.fulou(r.seat(m), m["m"].(string))
		case "gang":
			return 0, r.gang(r.seat(m), m["m"].(string))
		case "kaigang":
			return 0, r.kaigang(m["baopai"].(string))
		case "hule":
			return r.hule(round, i)
		case "pingju":
			return 0, r.pingju(m)
		}
		return 0, fmt.Errorf("unknown event %q", name)
	}
	return 0, nil
}

func (r *replayer) qipai(m map[string]any) error {
	g := r.g
	if err := r.flush(); err != nil {
		return err
	}
	want := []int{int(m["zhuangfeng"].(float64)), int(m["jushu"].(float64)), int(m["changbang"].(float64)), int(m["lizhibang"].(float64))}
	got := []int{g.wind, g.jushu, g.honba, g.sticks}
	if !slices.Equal(got, want) {
		return fmt.Errorf("hand starts as wind, hand, honba, sticks %v, want %v", got, want)
	}
	for l, d := range m["defen"].([]any) {
		if s := g.p[(g.dealer()+l)%Seats].score; s != int(d.(float64)) {
			return fmt.Errorf("seat l=%d starts with %d points, want %v", l, s, d)
		}
	}
	r.doraNow = 1
	r.evs = nil
	r.dealer = g.dealer()
	return nil
}

func (r *replayer) checkDraw(s int, p string) error {
	t, err := scriptTile(p)
	if err != nil {
		return err
	}
	q := &r.g.p[s]
	if r.g.phase != phTurn || r.g.turn != s || !q.drew || q.drawn != t {
		return fmt.Errorf("seat %d should have drawn %s (phase %d, turn %d, drawn %v %s)", s, t, r.g.phase, r.g.turn, q.drew, q.drawn)
	}
	return nil
}

func (r *replayer) dapai(s int, p string) error {
	t, err := scriptTile(p)
	if err != nil {
		return err
	}
	a := engine.Action{Type: engine.Discard, Tile: t}
	if strings.HasSuffix(p, "*") {
		a.Type = engine.Riichi
	}
	tsumogiri := strings.Contains(p, "_")
	if tsumogiri && !r.g.p[s].riichi && r.g.p[s].twinOfDrawn() {
		a.Flag = FlagTsumogiri
	}
	hand := r.g.handNo
	if err := r.apply(s, a); err != nil {
		return err
	}
	if river := r.g.p[s].river; r.g.handNo == hand && river[len(river)-1].Tsumogiri != tsumogiri {
		return fmt.Errorf("tsumogiri mark %v, want %v", !tsumogiri, tsumogiri)
	}
	return nil
}

// meldParts splits a majiang meld into its tiles and the called one (the
// tile right before the + = - mark), or -1 for a closed kan.
func meldParts(m string) ([]tile.Tile, int, error) {
	ts, err := scriptTiles(m)
	if err != nil {
		return nil, 0, err
	}
	called, digits := -1, 0
	for i := 0; i < len(m); i++ {
		switch {
		case m[i] >= '0' && m[i] <= '9':
			digits++
		case strings.IndexByte("+=-", m[i]) >= 0 && called < 0:
			called = digits - 1
		}
	}
	return ts, called, nil
}

func (r *replayer) fulou(s int, m string) error {
	ts, called, err := meldParts(m)
	if err != nil {
		return err
	}
	own := slices.Delete(slices.Clone(ts), called, called+1)
	typ := engine.Chi
	switch {
	case len(ts) == 4:
		typ = engine.Minkan
	case ts[0].Kind() == ts[1].Kind():
		typ = engine.Pon
	}
	a := engine.Action{Type: typ, Tile: r.g.lastTile, Tiles: own}
	if err := r.apply(s, a); err != nil {
		return err
	}
	return r.flush()
}

func (r *replayer) gang(s int, m string) error {
	ts, called, err := meldParts(m)
	if err != nil {
		return err
	}
	a := engine.Action{Type: engine.Ankan, Tiles: ts}
	if called >= 0 {
		a = engine.Action{Type: engine.Kakan, Tile: ts[len(ts)-1]}
	}
	return r.apply(s, a)
}

func (r *replayer) kaigang(p string) error {
	t, err := scriptTile(p)
	if err != nil {
		return err
	}
	r.doraNow++
	var kanDora []tile.Tile
	for _, e := range r.evs {
		if _, start := e.Data.(HandStart); e.Type == engine.EvIndicator && !start {
			kanDora = append(kanDora, e.Tile)
		}
	}
	if n := r.doraNow - 1; len(kanDora) < n || kanDora[n-1] != t {
		return fmt.Errorf("kan indicator %d should be %s; revealed %v", n, t, kanDora)
	}
	return nil
}

// hule plays the wins starting at round[i] (two for a double ron) and
// checks each payment.
func (r *replayer) hule(round []map[string]any, i int) (int, error) {
	var wins []map[string]any
	for j := i; j < len(round); j++ {
		m, ok := round[j]["hule"].(map[string]any)
		if !ok {
			break
		}
		wins = append(wins, m)
	}
	mark := len(r.evs)
	for _, m := range wins {
		s := r.seat(m)
		a := engine.Action{Type: engine.Tsumo}
		if m["baojia"] != nil {
			a = engine.Action{Type: engine.Ron, Tile: r.g.lastTile}
		}
		if err := r.apply(s, a); err != nil {
			return 0, fmt.Errorf("win of seat %d: %w (legal %v)", s, err, r.g.Legal(engine.Seat(s)))
		}
	}
	if err := r.flush(); err != nil {
		return 0, err
	}
	got := r.winsIn(r.evs[mark:])
	if len(got) != len(wins) {
		return 0, fmt.Errorf("%d wins, want %d", len(got), len(wins))
	}
	for k, m := range wins {
		if err := checkWin(got[k], m, r.dealer); err != nil {
			return 0, err
		}
	}
	return len(wins) - 1, nil
}

func (r *replayer) winsIn(evs []engine.Event) []WinData {
	var out []WinData
	for _, e := range evs {
		if d, ok := e.Data.(WinData); ok && e.Type == engine.EvWin {
			out = append(out, d)
		}
	}
	return out
}

func checkWin(w WinData, m map[string]any, dealer int) error {
	want := byL(m["fenpei"].([]any), dealer)
	if w.Deltas != want {
		return fmt.Errorf("win of seat %d pays %v, want %v", w.Seat, w.Deltas, want)
	}
	if d := int(m["defen"].(float64)); w.Points != d {
		return fmt.Errorf("win of seat %d is worth %d, want %d", w.Seat, w.Points, d)
	}
	return nil
}

// byL turns a list by l (from the hand's dealer) into one by seat.
func byL(xs []any, dealer int) [Seats]int {
	var out [Seats]int
	for l, x := range xs {
		out[(dealer+l)%Seats] = int(x.(float64))
	}
	return out
}

var drawNames = map[string]string{
	"荒牌平局": drawExhaustive, "流し満貫": drawNagashi, "九種九牌": drawNineTerminals,
	"四風連打": drawFourWinds, "四家立直": drawFourRiichi, "四開槓": drawFourKans, "三家和": drawThreeRon,
}

func (r *replayer) pingju(m map[string]any) error {
	name := m["name"].(string)
	switch name {
	case "九種九牌":
		if err := r.apply(r.g.turn, engine.Action{Type: engine.Abort}); err != nil {
			return err
		}
	case "三家和":
		for _, s := range r.g.ToAct() {
			if err := r.apply(int(s), engine.Action{Type: engine.Ron, Tile: r.g.lastTile}); err != nil {
				return err
			}
		}
	}
	if err := r.flush(); err != nil {
		return err
	}
	for _, e := range r.evs {
		d, ok := e.Data.(DrawData)
		if !ok || e.Type != engine.EvDrawGame {
			continue
		}
		if d.Reason != drawNames[name] {
			return fmt.Errorf("draw %q, want %q", d.Reason, name)
		}
		if want := byL(m["fenpei"].([]any), r.dealer); d.Deltas != want {
			return fmt.Errorf("draw pays %v, want %v", d.Deltas, want)
		}
		return nil
	}
	return fmt.Errorf("no draw happened (phase %d)", r.g.phase)
}

func (r *replayer) checkEnd(sg scriptGame) error {
	if !r.g.Over() {
		return fmt.Errorf("the game is not over after the script (phase %d)", r.g.phase)
	}
	res := r.g.Result()
	for s := 0; s < Seats; s++ {
		pid := (sg.Qijia + s) % Seats
		pt, _ := strconv.Atoi(sg.Point[pid])
		if res.Scores[s] != sg.Defen[pid] || res.Ranks[s] != sg.Rank[pid] || res.Points[s] != pt {
			return fmt.Errorf("seat %d ends with score %d rank %d points %d, want %d %d %d (%s)",
				s, res.Scores[s], res.Ranks[s], res.Points[s], sg.Defen[pid], sg.Rank[pid], pt, res.Ending)
		}
		// The uma shown apart is what the points hold beyond the score
		// (the first's oka aside).
		if res.Ranks[s] > 1 && pt-res.Uma[s] != roundThousands(res.Scores[s]-r.g.rules.ReturnPoints) {
			return fmt.Errorf("seat %d: points %d with uma %d from score %d", s, pt, res.Uma[s], res.Scores[s])
		}
	}
	if sum := res.Uma[0] + res.Uma[1] + res.Uma[2] + res.Uma[3]; sum != 0 {
		return fmt.Errorf("the uma %v sum to %d", res.Uma, sum)
	}
	return nil
}
