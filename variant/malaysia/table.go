package malaysia

import (
	"slices"

	"jantaku/engine"
)

// table is the people at the table: who sits in which seat, who waits, and
// everyone's points. With more than three people, one player sits out after
// every hand (抜け番): the one who has sat longest (the lowest seat among
// equals) leaves for the back of the queue, and the front of the queue takes
// the seat.
type table struct {
	scores  []int      // by person
	sitting [seats]int // the person in each seat
	since   []int      // the hand each person last sat down at
	queue   []int      // people waiting, first to sit first
}

func newTable(r Rules) table {
	t := table{scores: make([]int, r.People), since: make([]int, r.People)}
	for p := range t.scores {
		t.scores[p] = r.Start
		if p < seats {
			t.sitting[p] = p
		} else {
			t.queue = append(t.queue, p)
		}
	}
	return t
}

func (t table) clone() table {
	t.scores = slices.Clone(t.scores)
	t.since = slices.Clone(t.since)
	t.queue = slices.Clone(t.queue)
	return t
}

// score returns the points of the person in seat s.
func (t *table) score(s engine.Seat) int { return t.scores[t.sitting[s]] }

// pay moves n points from seat from to seat to.
func (t *table) pay(from, to engine.Seat, n int) {
	t.scores[t.sitting[from]] -= n
	t.scores[t.sitting[to]] += n
}

// rotate seats the next waiting person before hand number hand and returns
// the seat that changed hands, or -1 when nobody waits.
func (t *table) rotate(hand int) engine.Seat {
	if len(t.queue) == 0 {
		return -1
	}
	leave := engine.Seat(0)
	for s := engine.Seat(1); s < seats; s++ {
		if t.since[t.sitting[s]] < t.since[t.sitting[leave]] {
			leave = s
		}
	}
	out, in := t.sitting[leave], t.queue[0]
	t.queue = append(t.queue[1:], out)
	t.sitting[leave] = in
	t.since[in] = hand
	return leave
}
