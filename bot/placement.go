package bot

import (
	"strings"

	"jantaku/engine"
)

// placement turns the points a hand moves into the expert's utility:
// points, plus a weight for each place gained or lost at the table. The
// weight is nothing early in the game and grows toward its last hands,
// where the final order is all that is left to play for.
type placement struct {
	weight float64 // utility of one place, in points
	seat   int
	dealer int
	scores []int
}

// Place weights in points: the hand before the last and the last hand of
// an east-south game (tuned on arena runs, docs/bots.md).
const (
	placeWeightNearEnd = 3000
	placeWeightLast    = 12000
)

func (p *placement) read(v engine.View) {
	p.seat, p.dealer = int(v.Seat), int(v.Dealer)
	p.scores = p.scores[:0]
	for _, pv := range v.Players {
		p.scores = append(p.scores, pv.Score)
	}
	p.weight = 0
	switch left := handsLeft(v.Round); {
	case left == 0:
		p.weight = placeWeightLast
	case left == 1:
		p.weight = placeWeightNearEnd
	}
}

// handsLeft reads how many hands an east-south game has left after this
// one from the round name ("South 3, 1 honba": 1); a west round (sudden
// death) is last; -1 when unknown or far.
func handsLeft(round string) int {
	var wind, n int
	switch {
	case strings.HasPrefix(round, "East"):
		wind = 0
	case strings.HasPrefix(round, "South"):
		wind = 1
	case strings.HasPrefix(round, "West"), strings.HasPrefix(round, "North"):
		return 0
	default:
		return -1
	}
	if i := strings.IndexByte(round, ' '); i >= 0 && i+1 < len(round) {
		n = int(round[i+1] - '0')
	}
	return (1-wind)*4 + 4 - n
}

// rankOf is seat s's place (0 first) with scores sc; ties go to the seat
// nearer the first dealer (seat 0).
func rankOf(sc []int, s int) int {
	r := 0
	for o, x := range sc {
		if o != s && (x > sc[s] || x == sc[s] && o < s) {
			r++
		}
	}
	return r
}

// win is the utility of winning points (honba and sticks included) by
// tsumo, or by ron off an unknown seat (each other seat alike).
func (p *placement) win(points float64, tsumo bool) float64 {
	if p.weight == 0 || len(p.scores) < 2 {
		return points
	}
	before := rankOf(p.scores, p.seat)
	sc := make([]int, len(p.scores))
	gain := 0.0
	if tsumo {
		copy(sc, p.scores)
		n := float64(len(sc) - 1)
		for o := range sc {
			switch {
			case o == p.seat:
			case p.seat == p.dealer:
				sc[o] -= int(points / n)
			case o == p.dealer:
				sc[o] -= int(points / (n + 1) * 2)
			default:
				sc[o] -= int(points / (n + 1))
			}
		}
		sc[p.seat] += int(points)
		gain = float64(before - rankOf(sc, p.seat))
	} else {
		n := 0
		for o := range p.scores {
			if o == p.seat {
				continue
			}
			copy(sc, p.scores)
			sc[o] -= int(points)
			sc[p.seat] += int(points)
			gain += float64(before - rankOf(sc, p.seat))
			n++
		}
		gain /= float64(max(n, 1))
	}
	return points + p.weight*gain
}

// lose is the utility of paying points to seat to (negative).
func (p *placement) lose(points float64, to int) float64 {
	if p.weight == 0 || len(p.scores) < 2 {
		return -points
	}
	sc := make([]int, len(p.scores))
	copy(sc, p.scores)
	sc[p.seat] -= int(points)
	sc[to] += int(points)
	return -points - p.weight*float64(rankOf(sc, p.seat)-rankOf(p.scores, p.seat))
}
