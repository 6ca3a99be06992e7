package sim

import (
	"cmp"
	"maps"
	"slices"
	"sort"
	"strconv"
)

// Stats are the tallies of a run, read from the engine contract alone (the
// Result and the win and draw events), so they mean the same in every
// variant. Hand values are in the variant's own unit.
type Stats struct {
	Seats   int `json:"seats"`
	Games   int `json:"games"`
	Hands   int `json:"hands"`
	Actions int `json:"actions"`
	// Seat holds the figures by seat (seat 0 deals first).
	Seat []SeatStats `json:"by_seat"`

	Wins      int `json:"wins"`       // every win, two on one discard counting two
	TsumoWins int `json:"tsumo_wins"` // self-drawn
	LimitWins int `json:"limit_wins"` // limit hands
	WinHands  int `json:"win_hands"`  // hands that ended with a win
	MultiWins int `json:"multi_win_hands"`
	// DrawHands counts the hands that ended with no winner, by reason.
	DrawHands map[string]int `json:"draw_hands"`
	// OtherHands ended with neither a win nor a draw event (a chombo, say).
	OtherHands int `json:"other_hands"`
	// Endings counts how games ended (engine.Result.Ending).
	Endings map[string]int `json:"game_endings"`

	HandValue Interval `json:"hand_value"`  // the mean value of a win
	Values    []Count  `json:"hand_values"` // wins by value, by value
	Yaku      []Count  `json:"yaku"`        // wins with each item, most often first
	GameHands Interval `json:"hands_per_game"`
	HandsHist []Count  `json:"hands_per_game_hist"`
	// HandLength is the mean number of discards in a hand, per game.
	HandLength Interval `json:"discards_per_hand"`

	rows   []gameRow
	values []float64
	yaku   map[string]int
	vcount map[int]int
	hcount map[int]int
}

// SeatStats are one seat's figures.
type SeatStats struct {
	Score    Interval `json:"score"`      // mean final score
	First    Interval `json:"first_rate"` // share of games finished first (ties count for each)
	MeanRank float64  `json:"mean_rank"`
	Wins     int      `json:"wins"`     // hands won
	WinRate  Interval `json:"win_rate"` // share of all hands won
	Tsumo    int      `json:"tsumo_wins"`
}

// Count is how often one thing happened; Share is its part of the whole
// (wins for values and yaku, games for game lengths).
type Count struct {
	Key   string  `json:"key"`
	N     int     `json:"n"`
	Share float64 `json:"share"`
}

// gameRow keeps one game's figures for comparisons paired by seed.
type gameRow struct {
	seed      uint64
	scores    []float64
	first     []bool
	hands     float64
	handLen   float64
	winShare  float64 // hands won / hands
	drawShare float64
	winRanks  []int
}

func newStats() *Stats {
	return &Stats{DrawHands: map[string]int{}, Endings: map[string]int{}, yaku: map[string]int{}, vcount: map[int]int{}, hcount: map[int]int{}}
}

// add tallies one game.
func (s *Stats) add(g *GameStat) {
	if s.Seats == 0 {
		s.Seats = len(g.Scores)
		s.Seat = make([]SeatStats, s.Seats)
	}
	s.Games++
	s.Hands += g.Hands
	s.Actions += g.Actions
	s.Endings[g.Ending]++
	s.hcount[g.Hands]++
	row := gameRow{seed: g.Seed, scores: make([]float64, s.Seats), first: make([]bool, s.Seats), hands: float64(g.Hands)}
	for i := 0; i < s.Seats && i < len(g.Scores); i++ {
		row.scores[i] = float64(g.Scores[i])
		row.first[i] = i < len(g.Ranks) && g.Ranks[i] == 1
	}
	row.winRanks = g.Ranks
	draws := 0
	for reason, n := range g.Draws {
		s.DrawHands[reason] += n
		draws += n
	}
	s.WinHands += g.WinHands
	s.MultiWins += g.MultiWins
	s.OtherHands += max(g.Hands-g.WinHands-draws, 0)
	if g.Hands > 0 {
		h := float64(g.Hands)
		row.handLen = float64(g.Discards) / h
		row.winShare = float64(g.WinHands) / h
		row.drawShare = float64(draws) / h
	}
	for _, w := range g.Wins {
		s.Wins++
		s.values = append(s.values, float64(w.Value))
		s.vcount[w.Value]++
		if w.Tsumo {
			s.TsumoWins++
		}
		if w.Limit {
			s.LimitWins++
		}
		if int(w.Seat) >= 0 && int(w.Seat) < s.Seats {
			s.Seat[w.Seat].Wins++
			if w.Tsumo {
				s.Seat[w.Seat].Tsumo++
			}
		}
		for _, y := range uniq(w.Yaku) {
			s.yaku[y]++
		}
	}
	s.rows = append(s.rows, row)
}

// uniq drops repeated names, so a yaku counts once per win.
func uniq(names []string) []string {
	out := slices.Clone(names)
	slices.Sort(out)
	return slices.Compact(out)
}

// finish works out the intervals and the sorted tables.
func (s *Stats) finish() {
	for i := range s.Seat {
		var scores []float64
		firsts, ranks := 0, 0
		for _, r := range s.rows {
			scores = append(scores, r.scores[i])
			if r.first[i] {
				firsts++
			}
			if i < len(r.winRanks) {
				ranks += r.winRanks[i]
			}
		}
		ss := &s.Seat[i]
		ss.Score = MeanCI(scores)
		ss.First = WilsonCI(firsts, s.Games)
		ss.MeanRank = float64(ranks) / float64(max(s.Games, 1))
		ss.WinRate = WilsonCI(ss.Wins, s.Hands)
	}
	s.HandValue = MeanCI(s.values)
	s.GameHands = MeanCI(s.column(func(r gameRow) float64 { return r.hands }))
	s.HandLength = MeanCI(s.column(func(r gameRow) float64 { return r.handLen }))
	s.Values = counts(s.vcount, s.Wins)
	s.HandsHist = counts(s.hcount, s.Games)
	s.Yaku = s.Yaku[:0]
	for _, k := range slices.Sorted(maps.Keys(s.yaku)) {
		s.Yaku = append(s.Yaku, Count{Key: k, N: s.yaku[k], Share: share(s.yaku[k], s.Wins)})
	}
	sort.SliceStable(s.Yaku, func(i, j int) bool { return s.Yaku[i].N > s.Yaku[j].N })
}

func (s *Stats) column(f func(gameRow) float64) []float64 {
	out := make([]float64, len(s.rows))
	for i, r := range s.rows {
		out[i] = f(r)
	}
	return out
}

// counts turns a tally by number into Counts sorted by number.
func counts(m map[int]int, whole int) []Count {
	keys := slices.SortedFunc(maps.Keys(m), cmp.Compare[int])
	out := make([]Count, 0, len(keys))
	for _, k := range keys {
		out = append(out, Count{Key: strconv.Itoa(k), N: m[k], Share: share(m[k], whole)})
	}
	return out
}

func share(n, whole int) float64 {
	if whole == 0 {
		return 0
	}
	return float64(n) / float64(whole)
}
