package bot

import (
	"jantaku/engine"
	"jantaku/tile"
)

// opponent is the expert's reading of one other seat: how likely it is
// ready, which kinds would win for it if it is, and what dealing in would
// cost.
type opponent struct {
	seat   engine.Seat
	tenpai float64 // chance the seat is ready now
	loss   float64 // points (utility) lost on dealing in to it
	// wait[i] is the chance that kind i (of the space) wins for the seat
	// if it is ready: the sum over the wait shapes that hold i.
	wait [maxKinds]float64
	// safe marks kinds it cannot win on: its own river (furiten), and for
	// a riichi every kind discarded since (見逃し furiten).
	safe [maxKinds]bool
}

// Shape weights of the wait reading, per combination of unseen tiles
// that could make the shape: a two-sided wait is the commonest ready
// shape, a closed or edge wait less so; pairs waiting (shanpon) and a
// single tile wait take the rest. Tuned on the arena (docs/bots.md).
const (
	wRyanmen = 1.0
	wKanchan = 0.55
	wPenchan = 0.55
	wShanpon = 1.3
	wTanki   = 0.9
	// Honours are kept for pairs and single waits more than numbers are.
	wHonour = 1.5
	// waitScale turns the share of the shapes into the chance a kind wins:
	// a ready hand waits on two kinds or so (a two-sided wait, or two
	// pairs). It is the figure that makes the chances match those measured
	// in the expert's own games against a riichi (a middle tile no suji
	// covers then deals in about 10% of the time in mid-game).
	waitScale = 1.7
	// An open hand's reading is less sure: its pairs and value tiles
	// take more of its waits.
	waitScaleOpen = 1.2
	// styleOdds is how much less likely a kind the open hand's style
	// excludes is to win for it (it may have no yaku yet, or another).
	styleOdds = 0.3
)

// readWaits fills o.wait from the unseen counts (the seat's own view) and
// o.safe: every shape whose any winning kind is safe is impossible (a
// furiten wait cannot ron), so suji, kabe and genbutsu all follow. style
// narrows the kinds an open hand can hold (all simples, one suit).
func (o *opponent) readWaits(sp *space, unseen *[maxKinds]int8, style *handStyle, scale float64) {
	var w [maxKinds]float64
	total := 0.0
	u := func(i int) float64 { return float64(max(unseen[i], 0)) }
	add := func(x float64, kinds ...int) {
		if x <= 0 {
			return
		}
		for _, k := range kinds {
			if o.safe[k] {
				return
			}
			if style.exclude[k] {
				x *= styleOdds
			}
		}
		for _, k := range kinds {
			w[k] += x
		}
		total += x
	}
	for i := range sp.n() {
		// Pairs and singles of any kind.
		n := u(i)
		num := int(sp.num[i])
		if num == 0 {
			add(wHonour*wShanpon*n*(n-1)/2, i)
			add(wHonour*wTanki*n, i)
			continue
		}
		add(wShanpon*n*(n-1)/2, i)
		add(wTanki*n, i)
		// Sequences: i and i+1 wait on i-1 and i+2.
		if sp.next(i, i+1) {
			x := u(i) * u(i+1)
			switch {
			case num == 1:
				add(wPenchan*x, i+2) // 12 waits on 3
			case num == 8:
				add(wPenchan*x, i-1) // 89 waits on 7
			default:
				add(wRyanmen*x, i-1, i+2)
			}
		}
		// i and i+2 wait on i+1.
		if sp.next(i, i+1) && sp.next(i+1, i+2) {
			add(wKanchan*u(i)*u(i+2), i+1)
		}
	}
	if total > 0 {
		for i := range sp.n() {
			o.wait[i] = min(scale*w[i]/total, 0.95)
		}
	}
}

// handStyle is what an open hand's melds say about the kinds it holds.
type handStyle struct {
	exclude [maxKinds]bool // kinds it is unlikely to hold
}

// styleOf reads the melds of an open hand: all simples, or one suit with
// honours (two sets or more); a closed hand says nothing.
func styleOf(sp *space, melds []engine.Meld) handStyle {
	var st handStyle
	open := 0
	simples, oneSuit := true, true
	suit := tile.Suit(255)
	for _, md := range melds {
		if md.Kind == engine.MeldAnkan {
			continue
		}
		open++
		for _, t := range md.Tiles {
			k := t.Kind()
			if !k.Suit().Numbered() || k.Number() == 1 || k.Number() == 9 {
				simples = false
			}
			if k.Suit().Numbered() {
				if suit != 255 && suit != k.Suit() {
					oneSuit = false
				}
				suit = k.Suit()
			}
		}
	}
	if open == 0 {
		return st
	}
	for i, k := range sp.kinds {
		switch {
		case simples:
			st.exclude[i] = !k.Suit().Numbered() || k.Number() == 1 || k.Number() == 9
		case oneSuit && suit != 255 && open >= 2:
			st.exclude[i] = k.Suit().Numbered() && k.Suit() != suit
		}
	}
	return st
}

// tenpaiChance is the chance that a seat not in riichi is ready, from its
// open sets and how many tiles it has discarded. The figures are those
// measured in the expert's own games (the seats' hands looked at after
// the fact), a quarter higher: a closed hand that has not declared is
// rarely ready, an open hand more so with each set.
func tenpaiChance(openSets, turn int) float64 {
	t := float64(turn)
	var p float64
	switch openSets {
	case 0:
		p = 0.005 * max(t-6, 0)
	case 1:
		p = min(0.025*t, 0.25)
	case 2:
		p = 0.2 + 0.015*t
	case 3:
		p = 0.5
	default:
		p = 1
	}
	return min(p, 1)
}

// openSets counts a seat's called sets (closed kans do not open a hand).
func openSets(melds []engine.Meld) int {
	n := 0
	for _, md := range melds {
		if md.Kind != engine.MeldAnkan {
			n++
		}
	}
	return n
}

// doraIn counts the dora and red fives among tiles.
func doraIn(m *Model, ts []tile.Tile) int {
	n := 0
	for _, t := range ts {
		n += int(doraValue(m, t.Kind()))
		if t.Red() {
			n++
		}
	}
	return n
}

// tableReader keeps what the expert remembers between its decisions in a
// hand: for each seat in riichi, the river lengths when the riichi was
// first seen, so that every kind discarded by anyone since is known safe
// against it (a riichi that lets a winning tile pass is furiten).
type tableReader struct {
	hand     int
	round    string
	seen     []bool  // riichi noticed, by seat
	lengths  [][]int // rivers' lengths when it was noticed, by riichi seat
	lateSafe []uint64
	last     []int // rivers' lengths at the last decision
}

// update reads v: a new hand (or a river shorter than before) starts over.
func (r *tableReader) update(sp *space, v engine.View) {
	n := len(v.Players)
	fresh := v.Hand != r.hand || v.Round != r.round || len(r.last) != n
	for s := 0; !fresh && s < n; s++ {
		fresh = len(v.Players[s].Discards) < r.last[s]
	}
	if fresh {
		r.hand, r.round = v.Hand, v.Round
		r.seen = make([]bool, n)
		r.lengths = make([][]int, n)
		r.lateSafe = make([]uint64, n)
		r.last = make([]int, n)
	}
	for s, p := range v.Players {
		r.last[s] = len(p.Discards)
		if p.Riichi && !r.seen[s] {
			r.seen[s] = true
			r.lengths[s] = make([]int, n)
			for q, pq := range v.Players {
				r.lengths[s][q] = len(pq.Discards)
			}
		}
		if !r.seen[s] {
			continue
		}
		for q, pq := range v.Players {
			for _, d := range pq.Discards[min(r.lengths[s][q], len(pq.Discards)):] {
				if i := sp.of(d.Tile.Kind()); i >= 0 {
					r.lateSafe[s] |= 1 << i
				}
			}
		}
	}
}
