package bot

import (
	"slices"
	"sync"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/tile"
)

// Player is the efficient and strong levels: one decision procedure over
// the shared Model, with the variant's Adapter for what differs. Efficient
// plays for speed (acceptance); strong adds defence and hand value.
type Player struct {
	a      *Adapter
	e      *evaluator
	r      *engine.Rand
	strong bool
	mu     sync.Mutex // one decision at a time uses m
	m      Model      // reused between decisions
}

// NewPlayer returns an efficient (strong false) or strong player.
func NewPlayer(variant string, seed uint64, strong bool) *Player {
	a := AdapterFor(variant)
	return &Player{a: a, e: newEvaluator(a), r: engine.NewRand(seed), strong: strong}
}

// Choose implements Bot. It is safe for concurrent use; concurrent calls
// wait for each other.
func (p *Player) Choose(v engine.View, legal []engine.Action) engine.Action {
	p.mu.Lock()
	defer p.mu.Unlock()
	m, a, ok := p.obvious(v, legal)
	if ok {
		return a
	}
	if indexOf(legal, engine.Discard) >= 0 || indexOf(legal, engine.Riichi) >= 0 {
		return p.turn(m, legal)
	}
	if a, ok := p.call(m, legal); ok {
		return a
	}
	return p.other(m, legal)
}

// obvious reads v into the player's model, unless there is nothing to
// choose, and returns the move that needs no thought, if any: the only
// legal action, a win, a flower set aside (unless the wild is kept), a
// swap or a stop. Every level built on Player starts with it.
func (p *Player) obvious(v engine.View, legal []engine.Action) (*Model, engine.Action, bool) {
	if len(legal) == 1 {
		return nil, legal[0], true
	}
	m := &p.m
	m.read(v, p.a.Set)
	if a, ok := p.win(m, legal); ok {
		return m, a, true
	}
	for _, a := range legal {
		if a.Type == engine.Flower && !p.keepWild(a) || a.Type == engine.Swap || a.Type == engine.Stop {
			return m, a, true
		}
	}
	return m, engine.Action{}, false
}

// win takes a legal win. Several real wins differ only in the tile taken
// (the engine scores each at its best reading), so the first is as big as
// any; a win flagged "mistaken" (MOMOJAN's 誤ロン, a false claim that
// abandons the hand) is never a win.
func (p *Player) win(m *Model, legal []engine.Action) (engine.Action, bool) {
	for _, a := range legal {
		if (a.Type == engine.Tsumo || a.Type == engine.Ron) && !falseWin(a) {
			return a, true
		}
	}
	return engine.Action{}, false
}

// Flags of win declarations that are offered but lose: mistaken is a
// false claim a variant lets a player make (and pay for); chombo is a ron
// the rules bar (maiko's ご指名リーチ may ron only the dummy).
const (
	mistaken = "mistaken"
	chombo   = "chombo"
)

// falseWin reports whether a is a declaration no bot should make.
func falseWin(a engine.Action) bool { return a.Flag == mistaken || a.Flag == chombo }

func indexOf(legal []engine.Action, t engine.ActionType) int {
	return slices.IndexFunc(legal, func(a engine.Action) bool { return a.Type == t })
}

// turn decides on the seat's own turn: a kan or kai that does not slow the
// hand, else the best discard, declared as riichi when that is legal.
func (p *Player) turn(m *Model, legal []engine.Action) engine.Action {
	var discardable [tile.NumKinds]bool
	for _, a := range legal {
		if a.Type == engine.Discard || a.Type == engine.Riichi {
			discardable[a.Tile.Kind()] = true
		}
	}
	cands := p.e.discards(m, &discardable)
	if len(cands) == 0 {
		return p.other(m, legal)
	}
	threat := p.strong && p.threatened(m)
	best := p.pick(m, cands, threat)
	if !threat || best.dist <= 0 {
		if a, ok := p.expose(m, legal, best.dist); ok {
			return a
		}
	}
	if !(threat && best.dist > 0) {
		if a, ok := p.riichi(m, legal, best.kind); ok {
			return a
		}
	}
	return discardOf(m, legal, best.kind)
}

// pick chooses among the discard candidates: the fastest (for strong,
// weighed by value), unless a threat makes a hand still FoldAt or more
// from ready fold.
func (p *Player) pick(m *Model, cands []choice, threat bool) choice {
	best := cands[0]
	for _, c := range cands[1:] {
		if p.strong && c.dist == best.dist {
			if x, y := p.worth(m, c), p.worth(m, best); x != y {
				if x > y {
					best = c
				}
				continue
			}
		}
		if better(c, best) {
			best = c
		}
	}
	if threat && best.dist >= max(p.a.FoldAt, 1) {
		return p.fold(m, cands)
	}
	return best
}

// worth is the strong level's score of a discard at the best distance:
// acceptance less the value given up, in acceptance tiles.
func (p *Player) worth(m *Model, c choice) float64 {
	w := float64(c.accept)
	if p.a.Value != nil {
		w -= p.a.ValueWeight * p.a.Value(m, c.kind)
	}
	return w
}

// discardOf returns the legal discard of kind k, keeping a red copy.
func discardOf(m *Model, legal []engine.Action, k tile.Kind) engine.Action {
	var found *engine.Action
	for i, a := range legal {
		if a.Type == engine.Discard && a.Tile.Kind() == k {
			if found == nil || found.Tile.Red() && !a.Tile.Red() {
				found = &legal[i]
			}
		}
	}
	if found != nil {
		return *found
	}
	for _, a := range legal {
		if a.Type == engine.Riichi && a.Tile.Kind() == k {
			return a
		}
	}
	return legal[0]
}

// riichi declares with the chosen discard when the rules allow it.
func (p *Player) riichi(m *Model, legal []engine.Action, k tile.Kind) (engine.Action, bool) {
	opts := riichiWith(legal, k)
	if len(opts) == 0 {
		return engine.Action{}, false
	}
	if p.strong && p.a.Nominate != nil {
		return p.a.Nominate(m, p.wait(m, k), opts), true
	}
	return plainRiichi(opts), true
}

// riichiWith returns the legal riichi declarations that discard kind k.
func riichiWith(legal []engine.Action, k tile.Kind) []engine.Action {
	var opts []engine.Action
	for _, a := range legal {
		if a.Type == engine.Riichi && a.Tile.Kind() == k {
			opts = append(opts, a)
		}
	}
	return opts
}

// plainRiichi picks the unflagged declaration, keeping a red copy.
func plainRiichi(opts []engine.Action) engine.Action {
	for _, a := range opts {
		if a.Flag == "" && !a.Tile.Red() {
			return a
		}
	}
	for _, a := range opts {
		if a.Flag == "" {
			return a
		}
	}
	return opts[0]
}

// wait counts the unseen tiles that complete the hand once k is
// discarded.
func (p *Player) wait(m *Model, k tile.Kind) int {
	p.e.call = m.Own
	c := &p.e.call
	if c[k] == 0 {
		return 0
	}
	c[k]--
	n := 0
	for _, w := range p.e.kinds {
		if u := m.Unseen(w); u > 0 && c[w] < 4 {
			c[w]++
			if p.e.distance(c, m.Melds) < 0 {
				n += u
			}
			c[w]--
		}
	}
	return n
}

// expose takes a kan or kai when the hand after it is no further from
// complete than the best discard leaves it (dist).
func (p *Player) expose(m *Model, legal []engine.Action, dist int) (engine.Action, bool) {
	for _, a := range legal {
		if a.Type != engine.Ankan && a.Type != engine.Kai && a.Type != engine.Kakan {
			continue
		}
		p.e.call = m.Own
		c, melds := &p.e.call, m.Melds
		switch a.Type {
		case engine.Ankan, engine.Kai:
			if !remove(c, a.Tiles) {
				continue
			}
			melds++
		case engine.Kakan:
			if !remove(c, []tile.Tile{a.Tile}) {
				continue
			}
		default:
			continue
		}
		if p.e.distance(c, melds) <= dist {
			return a, true
		}
	}
	return engine.Action{}, false
}

func remove(c *hand.Counts, ts []tile.Tile) bool {
	for i, t := range ts {
		if c[t.Kind()] == 0 {
			for _, u := range ts[:i] {
				c[u.Kind()]++
			}
			return false
		}
		c[t.Kind()]--
	}
	return true
}

// call answers a discard: a chi, pon or open kan that brings the hand
// nearer (and, for the adapter, can still win); otherwise nothing.
func (p *Player) call(m *Model, legal []engine.Action) (engine.Action, bool) {
	threat := p.strong && p.threatened(m)
	bestDist, found, measured := 0, engine.Action{}, false
	for _, a := range legal {
		if a.Type != engine.Chi && a.Type != engine.Pon && a.Type != engine.Minkan {
			continue
		}
		// The cheap tests first: a call the adapter rejects needs no
		// distance.
		if p.strong && p.a.ValueCall != nil && !p.a.ValueCall(m, a) || p.a.CallOK != nil && !p.a.CallOK(m, a) {
			continue
		}
		if !measured { // the hand as it is, once
			bestDist, measured = p.e.distance(&m.Own, m.Melds), true
		}
		p.e.call = m.Own
		c := &p.e.call
		if !remove(c, a.Tiles) {
			continue
		}
		if d := p.afterCall(c, m.Melds+1, a.Type == engine.Minkan); d < bestDist && (!threat || d <= 0) {
			bestDist, found = d, a
		}
	}
	return found, found.Type != 0
}

// afterCall is the distance after a call and its best discard (a kan
// draws instead of discarding).
func (p *Player) afterCall(c *hand.Counts, melds int, kan bool) int {
	if kan {
		return p.e.distance(c, melds)
	}
	best := 99
	for k, n := range c {
		if n > 0 {
			c[k]--
			best = min(best, p.e.distance(c, melds))
			c[k]++
		}
	}
	return best
}

// other settles the remaining choices: an optional draw is taken unless the
// hand is ready (strong: and big enough, DrawBelowSets), an abortive draw is declared with a hopeless hand, and
// anything else passes.
func (p *Player) other(m *Model, legal []engine.Action) engine.Action {
	if i := indexOf(legal, engine.Draw); i >= 0 {
		sets := (m.Own.Total()-1)/3 + m.Melds
		small := p.strong && sets < p.a.DrawBelowSets
		if small || p.e.distance(&m.Own, m.Melds) > 0 || indexOf(legal, engine.Waive) < 0 {
			return legal[i]
		}
		return legal[indexOf(legal, engine.Waive)]
	}
	if i := indexOf(legal, engine.Abort); i >= 0 && p.e.distance(&m.Own, m.Melds) >= 4 {
		return legal[i]
	}
	if i := indexOf(legal, engine.Pass); i >= 0 {
		return legal[i]
	}
	for _, a := range legal {
		if a.Type != engine.Abort && !falseWin(a) {
			return a
		}
	}
	return legal[0]
}

// keepWild reports whether strong keeps a wild joker in the hand rather
// than set it aside as a flower (Adapter.KeepWild).
func (p *Player) keepWild(a engine.Action) bool {
	return p.strong && p.a.KeepWild && p.a.Wild != 0 && a.Tile.Kind() == p.a.Wild
}
