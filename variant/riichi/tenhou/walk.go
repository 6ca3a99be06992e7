package tenhou

import (
	"fmt"
	"strings"

	"jantaku/engine"
	"jantaku/tile"
	"jantaku/variant/riichi"
)

// A round's moves as the engine will meet them. The log keeps each seat's
// takes and discards apart; walk interleaves them in play order, which
// gives the wall (live draws in order, kan replacement draws in order) and
// each seat's decisions.

// offer is a discard, riichi or kan others may answer, with the one call
// the log shows on it.
type offer struct {
	by       int
	callSeat int // -1 when nobody calls
	call     engine.Action
}

// plan is what the driver plays for one round.
type plan struct {
	script riichi.HandScript
	turns  [4][]engine.Action // each seat's own-turn decisions, in order
	offers []offer            // every discard and kan, in play order
}

// walkError says where a round's moves do not fit together.
func walkError(round int, format string, args ...any) error {
	return fmt.Errorf("tenhou: round %d: %s", round+1, fmt.Sprintf(format, args...))
}

// call is a parsed call string.
type call struct {
	kind   byte // c p m a k
	pos    int  // the letter's place, in tiles
	tiles  []tile.Tile
	called tile.Tile // the tile after the letter
}

func parseCall(s string) (call, error) {
	var c call
	i := strings.IndexAny(s, "cpmak")
	if i < 0 || i%2 != 0 || strings.LastIndexAny(s, "cpmak") != i {
		return c, fmt.Errorf("tenhou: call %q: want one letter of c p m a k between codes", s)
	}
	c.kind, c.pos = s[i], i/2
	digits := s[:i] + s[i+1:]
	if len(digits)%2 != 0 || len(digits) < 6 || len(digits) > 8 {
		return c, fmt.Errorf("tenhou: call %q: bad length", s)
	}
	for j := 0; j < len(digits); j += 2 {
		d0, d1 := digits[j], digits[j+1]
		if d0 < '0' || d0 > '9' || d1 < '0' || d1 > '9' {
			return c, fmt.Errorf("tenhou: call %q: not a code", s)
		}
		t, err := TileOf(int(d0-'0')*10 + int(d1-'0'))
		if err != nil {
			return c, err
		}
		c.tiles = append(c.tiles, t)
	}
	want := map[byte]int{'c': 3, 'p': 3, 'm': 4, 'a': 4, 'k': 4}[c.kind]
	if len(c.tiles) != want || c.pos >= len(c.tiles) {
		return c, fmt.Errorf("tenhou: call %q: %d tiles", s, len(c.tiles))
	}
	c.called = c.tiles[c.pos]
	return c, nil
}

// source is the seat a chi, pon or open kan by s took its tile from: the
// letter first is the left (kamicha), second across, last the right.
func (c call) source(s int) int {
	switch {
	case c.kind == 'c' || c.pos == 0:
		return (s + 3) % 4
	case c.pos == 1:
		return (s + 2) % 4
	}
	return (s + 1) % 4
}

// others returns the call's tiles without the one at pos.
func (c call) others() []tile.Tile {
	out := append([]tile.Tile{}, c.tiles[:c.pos]...)
	return append(out, c.tiles[c.pos+1:]...)
}

// action is the engine action of a call taken from a discard.
func (c call) action() engine.Action {
	switch c.kind {
	case 'c':
		return engine.Action{Type: engine.Chi, Tile: c.called, Tiles: c.others()}
	case 'p':
		return engine.Action{Type: engine.Pon, Tile: c.called, Tiles: c.others()}
	}
	return engine.Action{Type: engine.Minkan, Tile: c.called, Tiles: c.others()}
}

// walker holds the cursors of one round's walk.
type walker struct {
	r      *Round
	n      int
	ti, di [4]int
	drawn  [4]tile.Tile
	p      plan
}

// walk builds the plan of round n.
func walk(r *Round, n int) (plan, error) {
	w := &walker{r: r, n: n}
	for s := range 4 {
		if len(r.Haipai[s]) != 13 {
			return w.p, walkError(n, "seat %d is dealt %d tiles", s, len(r.Haipai[s]))
		}
		for _, c := range r.Haipai[s] {
			t, err := TileOf(c)
			if err != nil {
				return w.p, err
			}
			w.p.script.Hands[s] = append(w.p.script.Hands[s], t)
		}
	}
	var err error
	if w.p.script.Dora, err = tilesOf(r.Dora); err != nil {
		return w.p, err
	}
	if w.p.script.Ura, err = tilesOf(r.Ura); err != nil {
		return w.p, err
	}
	if r.Kyoku < 0 {
		return w.p, walkError(n, "kyoku %d", r.Kyoku)
	}
	return w.p, w.run(r.Kyoku % 4)
}

func tilesOf(cs []int) ([]tile.Tile, error) {
	var out []tile.Tile
	for _, c := range cs {
		t, err := TileOf(c)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}

// run follows the turns from the dealer until the log runs out.
func (w *walker) run(cur int) error {
	for steps := 0; steps < 1000; steps++ {
		if w.ti[cur] >= len(w.r.Takes[cur]) {
			return nil
		}
		rinshan, err := w.take(cur)
		if err != nil {
			return err
		}
		next, err := w.turn(cur, rinshan)
		if err != nil || next < 0 {
			return err
		}
		cur = next
	}
	return walkError(w.n, "too many turns")
}

// take reads cur's next take: a draw, or a call (an open kan then also
// takes its replacement draw). It reports whether a kan is pending.
func (w *walker) take(cur int) (bool, error) {
	it := w.r.Takes[cur][w.ti[cur]]
	w.ti[cur]++
	if it.Call == "" {
		t, err := TileOf(it.Code)
		if err != nil {
			return false, err
		}
		w.drawn[cur] = t
		w.p.script.Draws = append(w.p.script.Draws, t)
		return false, nil
	}
	if _, err := parseCall(it.Call); err != nil {
		return false, err
	}
	w.drawn[cur] = 0 // a call draws nothing: no tsumogiri after it
	if strings.Contains(it.Call, "m") {
		if w.di[cur] < len(w.r.Discards[cur]) && w.r.Discards[cur][w.di[cur]] == (Item{}) {
			w.di[cur]++ // the placeholder after an open kan
		}
		return true, nil
	}
	return false, nil
}

// turn plays cur's discards until one is final; it returns the next seat
// to take, or -1 when the log ends.
func (w *walker) turn(cur int, kan bool) (int, error) {
	for {
		if kan {
			if w.ti[cur] >= len(w.r.Takes[cur]) || w.r.Takes[cur][w.ti[cur]].Call != "" {
				return -1, nil // robbed kan or a log ending at the kan
			}
			t, err := TileOf(w.r.Takes[cur][w.ti[cur]].Code)
			if err != nil {
				return -1, err
			}
			w.ti[cur]++
			w.drawn[cur] = t
			w.p.script.Rinshan = append(w.p.script.Rinshan, t)
		}
		if w.di[cur] >= len(w.r.Discards[cur]) {
			return -1, nil // a tsumo or an abortive draw on this turn
		}
		it := w.r.Discards[cur][w.di[cur]]
		w.di[cur]++
		a, err := w.decision(cur, it)
		if err != nil {
			return -1, err
		}
		w.p.turns[cur] = append(w.p.turns[cur], a)
		o := offer{by: cur, callSeat: -1}
		kan = a.Type == engine.Ankan || a.Type == engine.Kakan
		if !kan {
			w.answer(&o, a.Tile)
		}
		w.p.offers = append(w.p.offers, o)
		if kan {
			continue
		}
		if o.callSeat >= 0 {
			return o.callSeat, nil
		}
		return (cur + 1) % 4, nil
	}
}

// decision reads a discard entry.
func (w *walker) decision(cur int, it Item) (engine.Action, error) {
	code, riichiDecl := it.Code, false
	if it.Call != "" {
		s := it.Call
		if s[0] == 'r' {
			riichiDecl = true
			if _, err := fmt.Sscanf(s[1:], "%d", &code); err != nil || len(s) != 3 {
				return engine.Action{}, walkError(w.n, "discard %q", s)
			}
		} else {
			c, err := parseCall(s)
			if err != nil {
				return engine.Action{}, err
			}
			switch c.kind {
			case 'a':
				return engine.Action{Type: engine.Ankan, Tiles: c.tiles}, nil
			case 'k':
				return engine.Action{Type: engine.Kakan, Tile: c.called}, nil
			}
			return engine.Action{}, walkError(w.n, "discard entry %q is a call from a discard", s)
		}
	}
	t := w.drawn[cur]
	if code != tsumogiri {
		var err error
		if t, err = TileOf(code); err != nil {
			return engine.Action{}, err
		}
	} else if t == 0 {
		return engine.Action{}, walkError(w.n, "seat %d discards the drawn tile after a call", cur)
	}
	w.drawn[cur] = 0
	flag := ""
	if code == tsumogiri {
		flag = riichi.FlagTsumogiri // dropped by the driver where the game needs no mark
	}
	if riichiDecl {
		return engine.Action{Type: engine.Riichi, Tile: t, Flag: flag}, nil
	}
	return engine.Action{Type: engine.Discard, Tile: t, Flag: flag}, nil
}

// answer finds the call the log shows on cur's discard of t: a pon or
// open kan first, then the chi of the next seat.
func (w *walker) answer(o *offer, t tile.Tile) {
	best := -1
	for d := 1; d < 4; d++ {
		s := (o.by + d) % 4
		if w.ti[s] >= len(w.r.Takes[s]) || w.r.Takes[s][w.ti[s]].Call == "" {
			continue
		}
		c, err := parseCall(w.r.Takes[s][w.ti[s]].Call)
		if err != nil || c.kind == 'a' || c.kind == 'k' || c.source(s) != o.by || c.called != t {
			continue
		}
		if best < 0 || c.kind != 'c' {
			best, o.call = s, c.action()
		}
	}
	o.callSeat = best
}
