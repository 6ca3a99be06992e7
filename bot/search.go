package bot

// evSearch is the expert's look-ahead over its own hand: the expected
// value of a hand (points, or the placement utility near the end) over the
// draws it has left. In its model each draw is a random unseen tile; a
// draw that brings the hand nearer is kept, discarding the tile whose loss
// is worth least, and any other draw is thrown away; a ready hand wins by
// its own draw or on another seat's discard. Every go-round the others
// may win first (hazard), and each discard of the seat's may deal in
// (risk, loss). At the exhaustive draw a ready hand gains and another
// pays (ready, noten).
//
// The values of a hand for every number of draws left are computed once
// per decision: a hand is a node, reached from many discards and draws.
type evSearch struct {
	rules handRules
	sp    *space
	// calls, for an open hand, is how likely another seat's discard of a
	// kind the hand can call is taken, against a draw of it (0: a closed
	// hand plays for riichi and does not count calls); seats is the table's.
	calls float64
	seats int
	// fast marks riichi tiles: distances are re-read group by group
	// (search34.go).
	fast   bool
	n      int               // kinds in the space
	draw   [maxKinds]float64 // chance a draw is each kind
	ronP   [maxKinds]float64 // chance per go-round that another seat discards it
	turns  int               // draws the seat has left
	melds  int
	riichi bool // a ready closed hand is valued as riichi
	// By draws left at the seat's next draw (the go-round after a discard
	// with t+1 draws left): the chance another seat wins in it (hz), the
	// chance a random discard of the seat's deals in (rk) and its expected
	// cost (ls), and the value of folding from then on (fold): the others
	// grow readier as the hand goes on.
	hz, rk, ls, fold []float64
	// The same while the seat is in riichi: the others not yet ready
	// fold instead of catching up, so fewer win or threaten (and a riichi
	// hand cannot fold).
	hzR, rkR, lsR []float64
	ready         float64 // value at the exhaustive draw when ready
	noten         float64 // and when not
	// furiten marks the kinds in the seat's river.
	furiten uint64
	limit   int // nodes expanded at most; beyond, a hand only waits
	index   map[[2]uint64]int32
	nodes   []evNode
	vals    []float64
	stack   []branch
	kids    []int32
	c       kc
}

// handRules is what the search needs of a variant: how far a hand is from
// complete, and what a complete hand wins.
type handRules interface {
	// dist is the shanten of concealed tiles c beside melds sets.
	dist(c *kc, melds int) int
	// price is the utility of winning with the complete concealed tiles c
	// on kind win, by tsumo or ron, declared (riichi) or not; 0 when the
	// hand cannot win (no yaku, under a minimum).
	price(c *kc, win int, tsumo, rch bool) float64
}

// evNode is one hand of the search.
type evNode struct {
	off    int32   // vals[off : off+turns+1], by draws left
	ronV   float64 // a ready hand's ron value per go-round
	q      float64 // and its chance per go-round
	tsumoV float64 // a ready hand's tsumo value per draw
	pT     float64 // and its chance per draw
	// declared marks a ready hand in riichi (the search's riichi mode).
	declared bool
}

// branch is one kind of draw that brings a hand nearer, with the hands
// its discards lead to (kids[from:to]).
type branch struct {
	p        float64
	from, to int
}

// reset empties the search for a new decision (or a new hand shape, such
// as after a call).
func (e *evSearch) reset() {
	if e.index == nil {
		e.index = map[[2]uint64]int32{}
	}
	clear(e.index)
	e.nodes, e.vals, e.stack, e.kids = e.nodes[:0], e.vals[:0], e.stack[:0], e.kids[:0]
}

// shanten is the distance of e.c (a full hand, or one tile short).
func (e *evSearch) shanten() int { return e.rules.dist(&e.c, e.melds) }

// boundedRules is a handRules that can tell whether a hand is within a
// distance of ready for less than measuring it, and which draws may bring
// it nearer: the generic distance search's, where each measure costs.
type boundedRules interface {
	handRules
	within(c *kc, melds, target int) bool
	near(c *kc, complete bool) uint64
}

// generic returns the rules as boundedRules where the search uses them
// (not for riichi tiles, whose distances it re-reads group by group).
func (e *evSearch) generic() (boundedRules, bool) {
	if e.fast {
		return nil, false
	}
	g, ok := e.rules.(boundedRules)
	return g, ok
}

// reaches reports whether e.c, changed from the hand h describes by kind k
// as in plus, is at most target from ready.
func (e *evSearch) reaches(h handStep, k int, n uint8, target int) bool {
	if g, ok := e.generic(); ok {
		return g.within(&e.c, e.melds, target)
	}
	d, _ := e.plus(h, k, n)
	return d <= target
}

// drawn reports whether e.c, the hand h describes (s from ready) with a
// drawn tile of kind k that it held n of, is nearer, and returns the
// drawn hand's description for keeps.
func (e *evSearch) drawn(h handStep, k int, n uint8, s int) (bool, handStep) {
	g, ok := e.generic()
	if !ok {
		d, after := e.plus(h, k, n)
		return d < s, after
	}
	if !g.within(&e.c, e.melds, s-1) {
		return false, h
	}
	h.one = !g.within(&e.c, e.melds, s-2)
	return true, h
}

// keeps reports whether e.c, the drawn hand h describes less a tile of
// kind d that it held n of, is s-1 from ready: the drawn hand's distance
// or, where that is s-1, as near, since a discard never brings a hand
// nearer.
func (e *evSearch) keeps(h handStep, d int, n uint8, s int) bool {
	g, ok := e.generic()
	switch {
	case !ok:
		dd, _ := e.plus(h, d, n+128)
		return dd == s-1
	case h.one:
		return g.within(&e.c, e.melds, s-1)
	}
	return e.shanten() == s-1
}

// value returns the node of the 13-tile hand e.c, s from ready.
func (e *evSearch) value(s int) int32 {
	key := pack(&e.c)
	if id, ok := e.index[key]; ok {
		return id
	}
	id := int32(len(e.nodes))
	e.nodes = append(e.nodes, evNode{off: int32(len(e.vals))})
	for range e.turns + 1 {
		e.vals = append(e.vals, 0)
	}
	e.index[key] = id
	if s <= 0 {
		e.readyNode(id)
	} else {
		e.progressNode(id, s)
	}
	return id
}

// callRoutes is how many more ways than its own draw an open hand has to
// get kind k in a go-round: a pon of any other seat's discard of it with
// a pair held, a chi of the left seat's with two neighbours held (each
// discard taken as likely as a draw, times e.calls).
func (e *evSearch) callRoutes(k int) float64 {
	m := 1.0
	if e.c[k] >= 2 {
		m += e.calls * float64(e.seats-1)
	}
	sp := e.sp
	held := func(i int) bool { return i >= 0 && i < e.n && e.c[i] > 0 }
	if sp.num[k] > 0 && (k >= 2 && sp.next(k-2, k-1) && sp.next(k-1, k) && held(k-2) && held(k-1) ||
		k >= 1 && sp.next(k-1, k) && sp.next(k, k+1) && held(k-1) && held(k+1) ||
		sp.next(k, k+1) && sp.next(k+1, k+2) && held(k+1) && held(k+2)) {
		m += e.calls
	}
	return m
}

// cont is the value of node n after the seat's discard with t draws left
// before its next draw: the discard may deal in (risk, loss), then
// another seat may ron it, win, or the game goes on. Later on (inner) the
// seat may fold instead, if that is worth more.
func (e *evSearch) cont(n int32, t int, risk, loss float64, inner bool) float64 {
	nd := &e.nodes[n]
	next := e.vals[int(nd.off)+t]
	if nd.declared {
		return -loss + (1-risk)*(nd.ronV+(1-nd.q-e.hzR[t])*next)
	}
	v := -loss + (1-risk)*(nd.ronV+(1-nd.q-e.hz[t])*next)
	if inner {
		v = max(v, e.fold[t])
	}
	return v
}

// in is cont for a later discard: a random tile.
func (e *evSearch) in(n int32, t int) float64 {
	if e.nodes[n].declared {
		return e.cont(n, t, e.rkR[t], e.lsR[t], true)
	}
	return e.cont(n, t, e.rk[t], e.ls[t], true)
}

// Value returns node n's value when the seat has just discarded with a
// tile of that risk and loss, with t draws left.
func (e *evSearch) Value(n int32, t int, risk, loss float64) float64 {
	return e.cont(n, min(t, e.turns), risk, loss, false)
}

func (e *evSearch) readyNode(id int32) {
	var nd evNode
	furiten := false
	base := e.begin(true)
	for k := range e.n {
		if e.c[k] >= 4 || !base.mayHelp(k) {
			continue
		}
		n := e.c[k]
		e.c[k]++
		if e.reaches(base, k, n, -1) {
			if e.furiten>>k&1 == 1 {
				furiten = true
			}
			if p := e.draw[k]; p > 0 {
				if v := e.rules.price(&e.c, k, true, e.riichi); v > 0 {
					nd.tsumoV += p * v
					nd.pT += p
				}
				if e.ronP[k] == 0 {
					// no ron on it: nothing to price
				} else if v := e.rules.price(&e.c, k, false, e.riichi); v > 0 {
					nd.ronV += e.ronP[k] * v
					nd.q += e.ronP[k]
				}
			}
		}
		e.c[k]--
	}
	if furiten {
		nd.ronV, nd.q = 0, 0
	}
	nd.off, nd.declared = e.nodes[id].off, e.riichi
	e.nodes[id] = nd
	v := e.vals[nd.off : int(nd.off)+e.turns+1]
	v[0] = e.ready
	for t := 1; t <= e.turns; t++ {
		v[t] = nd.tsumoV + (1-nd.pT)*e.in(id, t-1)
	}
}

func (e *evSearch) progressNode(id int32, s int) {
	base := len(e.stack)
	kidBase := len(e.kids)
	pProg := 0.0
	if len(e.nodes) < e.limit {
		hb := e.begin(false)
		for k := range e.n {
			p := e.draw[k]
			if p == 0 || e.c[k] >= 4 || !hb.mayHelp(k) {
				continue
			}
			if e.calls > 0 {
				p *= e.callRoutes(k)
			}
			n := e.c[k]
			e.c[k]++
			if nearer, after := e.drawn(hb, k, n, s); nearer {
				from := len(e.kids)
				for d := range e.n {
					if e.c[d] == 0 || d == k {
						continue
					}
					n := e.c[d]
					e.c[d]--
					if e.keeps(after, d, n, s) {
						kid := e.value(s - 1)
						e.kids = append(e.kids, kid)
					}
					e.c[d]++
				}
				if len(e.kids) > from {
					e.stack = append(e.stack, branch{p: p, from: from, to: len(e.kids)})
					pProg += p
				}
			}
			e.c[k]--
		}
	}
	if pProg > 0.95 { // calls counted as draws may overrun one arrival a go-round
		for i := range e.stack[base:] {
			e.stack[base+i].p *= 0.95 / pProg
		}
		pProg = 0.95
	}
	off := int(e.nodes[id].off)
	v := e.vals[off : off+e.turns+1]
	v[0] = e.noten
	for t := 1; t <= e.turns; t++ {
		x := (1 - pProg) * e.in(id, t-1)
		for _, b := range e.stack[base:] {
			best := e.in(e.kids[b.from], t-1)
			for _, kid := range e.kids[b.from+1 : b.to] {
				best = max(best, e.in(kid, t-1))
			}
			x += b.p * best
		}
		v[t] = x
	}
	e.stack = e.stack[:base]
	e.kids = e.kids[:kidBase]
}
