package tenhou

import (
	"errors"
	"fmt"
	"slices"
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
	return &MismatchError{Round: round + 1, Msg: fmt.Sprintf(format, args...)}
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
	accept func(plan) error
	hands  [4][]tile.Tile // concealed tiles: a reading that plays a tile not held is wrong
	p      plan
}

// use takes ts out of seat s's hand; false if one is not there.
func (w *walker) use(s int, ts ...tile.Tile) bool {
	for _, t := range ts {
		i := slices.Index(w.hands[s], t)
		if i < 0 {
			return false
		}
		w.hands[s] = slices.Delete(w.hands[s], i, i+1)
	}
	return true
}

// walk reads round n into plans, in turn, until accept takes one: it
// returns nil then, or the last reason none fits.
func walk(r *Round, n int, accept func(plan) error) error {
	w := &walker{r: r, n: n, accept: accept}
	for s := range 4 {
		if len(r.Haipai[s]) != 13 {
			return walkError(n, "seat %d is dealt %d tiles", s, len(r.Haipai[s]))
		}
		for _, c := range r.Haipai[s] {
			t, err := TileOf(c)
			if err != nil {
				return err
			}
			w.p.script.Hands[s] = append(w.p.script.Hands[s], t)
		}
		w.hands[s] = slices.Clone(w.p.script.Hands[s])
	}
	var err error
	if w.p.script.Dora, err = tilesOf(r.Dora); err != nil {
		return err
	}
	if w.p.script.Ura, err = tilesOf(r.Ura); err != nil {
		return err
	}
	if r.Kyoku < 0 {
		return walkError(n, "kyoku %d", r.Kyoku)
	}
	budget := walkBudget
	return w.run(r.Kyoku%4, false, &budget)
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

// errGiveUp stops a walk: too many readings were refused.
var errGiveUp = errors.New("tenhou: too many readings of the round's calls fail")

// maxReadings bounds the readings of one round the engine plays.
const maxReadings = 8

// walkBudget bounds the turns a walk may try, branches included.
const walkBudget = 20000

// run follows the turns from cur until the log runs out. A call string
// does not say which discard it took: where a seat's next take could call
// this discard, the walk tries the call and, if the rest of the log then
// does not fit, goes on without it.
func (w *walker) run(cur int, called bool, budget *int) error {
	for {
		if *budget--; *budget < 0 {
			return walkError(w.n, "the moves do not fit together (too many ways to read them)")
		}
		if w.ti[cur] >= len(w.r.Takes[cur]) {
			return w.finished()
		}
		if it := w.r.Takes[cur][w.ti[cur]]; it.Call != "" && !called {
			if _, err := parseCall(it.Call); err != nil {
				return err
			}
			return walkError(w.n, "seat %d calls %q when no discard is offered to it", cur, it.Call)
		}
		rinshan, err := w.take(cur)
		if err != nil {
			return err
		}
		next, err := w.turn(cur, rinshan)
		if err != nil {
			return err
		}
		if next < 0 {
			return w.finished()
		}
		o := &w.p.offers[len(w.p.offers)-1]
		if o.callSeat >= 0 && next == o.callSeat {
			c := w.clone()
			if err := c.run(next, true, budget); err == nil || errors.Is(err, errGiveUp) {
				return err
			}
			o.callSeat, o.call, next = -1, engine.Action{}, (cur+1)%4
		}
		cur, called = next, false
	}
}

// finished checks that the walk used every take and discard, and offers
// the reading to accept.
func (w *walker) finished() error {
	for s := range 4 {
		if w.ti[s] != len(w.r.Takes[s]) || w.di[s] != len(w.r.Discards[s]) {
			return walkError(w.n, "seat %d's takes and discards do not fit the turns (%d of %d takes, %d of %d discards used)",
				s, w.ti[s], len(w.r.Takes[s]), w.di[s], len(w.r.Discards[s]))
		}
	}
	return w.accept(w.p)
}

// clone copies the walk so far, for a branch.
func (w *walker) clone() *walker {
	c := *w
	c.p.script.Draws = slices.Clone(w.p.script.Draws)
	c.p.script.Rinshan = slices.Clone(w.p.script.Rinshan)
	for s := range 4 {
		c.p.turns[s] = slices.Clone(w.p.turns[s])
	}
	c.p.offers = slices.Clone(w.p.offers)
	for s := range 4 {
		c.hands[s] = slices.Clone(w.hands[s])
	}
	return &c
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
		w.hands[cur] = append(w.hands[cur], t)
		w.p.script.Draws = append(w.p.script.Draws, t)
		return false, nil
	}
	c, err := parseCall(it.Call)
	if err != nil {
		return false, err
	}
	if c.kind == 'a' || c.kind == 'k' || !w.use(cur, c.others()...) {
		return false, walkError(w.n, "seat %d cannot make the call %q", cur, it.Call)
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
			w.hands[cur] = append(w.hands[cur], t)
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
			switch {
			case c.kind == 'a' && w.use(cur, c.tiles...):
				return engine.Action{Type: engine.Ankan, Tiles: c.tiles}, nil
			case c.kind == 'k' && w.use(cur, c.called):
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
	if !w.use(cur, t) {
		return engine.Action{}, walkError(w.n, "seat %d discards %v, which it does not hold", cur, t)
	}
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
