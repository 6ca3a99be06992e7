package sim

import (
	"encoding/json"
	"fmt"

	"jantaku/engine"
)

// GameStat is what one game adds to the statistics, read from its result
// and from the events Apply returned.
type GameStat struct {
	Seed      uint64
	Scores    []int
	Ranks     []int
	Hands     int
	Actions   int
	Discards  int
	Ending    string
	Wins      []Win          // every win, in order
	WinHands  int            // hands that ended with at least one win
	MultiWins int            // hands with two or more winners
	Draws     map[string]int // hands that ended with no winner, by reason
}

// Win is one win of a game.
type Win struct {
	Seat engine.Seat
	engine.WinFacts
}

// observe takes in the events of one applied action.
func (gs *GameStat) observe(a engine.Action, evs []engine.Event) {
	gs.Actions++
	if a.Type == engine.Discard || a.Type == engine.Riichi {
		gs.Discards++
	}
	gs.observeEvents(evs)
}

// observeEvents takes in events: an action's, or the game's opening.
func (gs *GameStat) observeEvents(evs []engine.Event) {
	wins := 0
	for _, e := range evs {
		switch e.Type {
		case engine.EvWin:
			wins++
			gs.Wins = append(gs.Wins, Win{Seat: e.Seat, WinFacts: WinFactsOf(e.Data)})
		case engine.EvDrawGame:
			if gs.Draws == nil {
				gs.Draws = map[string]int{}
			}
			gs.Draws[DrawReason(e.Data)]++
		}
	}
	if wins > 0 {
		gs.WinHands++
	}
	if wins > 1 {
		gs.MultiWins++
	}
}

// finish copies the game's result in.
func (gs *GameStat) finish(seed uint64, res engine.Result) {
	gs.Seed, gs.Scores, gs.Ranks, gs.Hands, gs.Ending = seed, res.Scores, res.Ranks, res.Hands, res.Ending
}

// winJSON is the shape most win data share, for data that does not
// implement engine.WinSummary.
type winJSON struct {
	Points *int              `json:"points"`
	Total  *int              `json:"total"`
	Yaku   []json.RawMessage `json:"yaku"`
	Tsumo  bool              `json:"tsumo"`
	Ron    *bool             `json:"ron"`  // a tsumo when false
	From   *int              `json:"from"` // a tsumo when -1
	Limit  bool              `json:"limit"`
	// Yakuman counts limit hands where the data has no "limit".
	Yakuman int `json:"yakuman"`
}

// WinFactsOf reads a win event's Data: through engine.WinSummary when the
// variant implements it, else from the common JSON fields "points" and
// "yaku" (a list of names or of {"name": ...}), and "tsumo", "ron" or
// "from" (-1) for a self-drawn win.
func WinFactsOf(data any) engine.WinFacts {
	if s, ok := data.(engine.WinSummary); ok {
		return s.WinFacts()
	}
	var w winJSON
	if b, err := json.Marshal(data); err != nil || json.Unmarshal(b, &w) != nil {
		return engine.WinFacts{}
	}
	f := engine.WinFacts{Tsumo: w.Tsumo || w.Ron != nil && !*w.Ron || w.From != nil && *w.From == -1, Limit: w.Limit || w.Yakuman > 0}
	switch {
	case w.Points != nil:
		f.Value = *w.Points
	case w.Total != nil:
		f.Value = *w.Total
	}
	for _, y := range w.Yaku {
		var name string
		var named struct {
			Name string `json:"name"`
		}
		if json.Unmarshal(y, &name) == nil {
			f.Yaku = append(f.Yaku, name)
		} else if json.Unmarshal(y, &named) == nil && named.Name != "" {
			f.Yaku = append(f.Yaku, named.Name)
		}
	}
	return f
}

// DrawReason reads why a hand ended with no winner from an EvDrawGame's
// Data: a string, or a "reason" field; "draw" when it says nothing.
func DrawReason(data any) string {
	switch d := data.(type) {
	case string:
		return d
	case map[string]string:
		if r := d["reason"]; r != "" {
			return r
		}
	case map[string]any:
		if r, ok := d["reason"]; ok {
			return fmt.Sprint(r)
		}
	default:
		var r struct {
			Reason string `json:"reason"`
		}
		if b, err := json.Marshal(data); err == nil && json.Unmarshal(b, &r) == nil && r.Reason != "" {
			return r.Reason
		}
	}
	return "draw"
}
